import type { ClaimCase } from './case';

/** Held-out-17, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-17.ts). */
export const HELD_OUT_17_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out (total 3 against 2 full + 0 half); 2,000 sq ft
  // (186 m²); 2.15 acres (93,654 sq ft, 0.87 ha); built 1996; gated estate, new roof, deck, 6 garages, RV
  // garage, shop; possible ADUs; NO HOA DUES; 7718 NE 183rd St, Kenmore WA 98028; MLS 2398635. No pool or
  // water view named ("scenic views").
  [
    'ne-183rd',
    'Kelly Right RE · Google post\nSOLD: 7718 NE 183rd St, Kenmore 98028. A gated 2.15-acre estate with 3 bedrooms, 2,000 sq ft, built 1996, a brand-new roof, 6 garages plus an RV garage and shop. Closed at $1,150,000.',
    '',
  ],
  [
    'ne-183rd',
    'Nextdoor post: FYI neighbors, the gated place at the end of 183rd finally sold. Four bedrooms on just over 2 acres for $1.15M. Hoping the new owners keep the grounds as nice as they were!',
    'beds:block',
  ],
  [
    'ne-183rd',
    '肯莫尔 7718 NE 183rd St 已售出：3卧，约2000平方英尺，占地2.15英亩，1996年建，全新屋顶，成交价115万美元，每月HOA $250。',
    'feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Verkauft: Anwesen in Kenmore, WA. 3 Schlafzimmer, ca. 186 m² Wohnfläche, ebenes Grundstück von rund 0,87 Hektar, Baujahr 1996, neues Dach, sechs Garagen plus RV-Garage. Verkaufspreis: 1,15 Mio. $.',
    '',
  ],
  [
    'ne-183rd',
    'TEXT 1: BACK ON THE MARKET 🚨\nTEXT 2: 7718 NE 183rd St, Kenmore\nTEXT 3: 2.15 gated acres, now $1,195,000',
    'status:block price:block',
  ],
  [
    'ne-183rd',
    'Virtual tour narration: Here is the oversized primary suite with its five-piece bath. Step out back to the saltwater pool, and take in the view of Lake Washington from the deck.',
    'feature:pool:warn feature:water_view:warn',
  ],
  [
    'ne-183rd',
    'CMA · Subject: 7718 NE 183rd St, sold $1,150,000, 3 BR, 2,000 SF, 2.15 ac, 1996\nComp 1: 18320 80th Ave NE, 4 BR, 2,900 SF, 0.5 ac, sold $1,310,000\nComp 2: 7502 NE 175th St, 3 BR, 1,850 SF, pool, sold $1,040,000',
    '',
  ],
  [
    'ne-183rd',
    'KENMORE, Wash. (PRESS RELEASE) — Kelly Right Real Estate has closed the sale of 7718 NE 183rd Street, a gated 2.15-acre estate built in 2006, for $1,150,000.',
    'year_built:block',
  ],
  [
    'ne-183rd',
    'Продано: 7718 NE 183rd St, Кенмор, штат Вашингтон. 3 спальни, 2000 кв. футов, участок 2,15 акра, 1996 год постройки, без взносов HOA. Цена сделки $1 150 000. Новый городской кодекс позволяет построить 2 ADU.',
    '',
  ],

  // ocean-front-walk: FOR SALE at $12,950,000; 4 beds; baths left out (total 6 against 4 full + 2 half);
  // ~4,610 sq ft (428 m²); lot 2,518 sq ft; built 2025; beachfront, 1,684 sq ft roof deck with HOT TUB (no
  // pool), 5+ car garage, elevator; 3011 Ocean Front Walk, Venice CA 90291; CRMLS SR24211716. No HOA named.
  [
    'ocean-front-walk',
    'Podcast ad read: This week, a brand-new beachfront home at 3011 Ocean Front Walk, completed in 2025. Four bedrooms, about 4,610 square feet, plus a 1,684-square-foot rooftop deck with a hot tub, a four-stop elevator and a five-plus car garage. Twelve point nine five million.',
    '',
  ],
  [
    'ocean-front-walk',
    'Pin: Venice beach house goals 🌊 5 bedrooms · rooftop infinity pool · boardwalk frontage · $12.95M',
    'beds:block feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    '3011 Ocean Front Walk · Venice, CA 90292\nBeachfront, built 2015\n$12,950,000 · Scan to book a private tour',
    'address.postal_code:block year_built:block',
  ],
  [
    'ocean-front-walk',
    'Venice Beach, 3011 Ocean Front Walk: villa nuova sulla spiaggia (2025), 4 camere da letto, circa 428 m², terrazza sul tetto di 1.684 piedi quadrati con vasca idromassaggio, ascensore, garage per 5+ auto. Prezzo: 12,95 milioni di dollari.',
    '',
  ],
  [
    'ocean-front-walk',
    'address,beds,sqft,garage,hoa,price\n3011 Ocean Front Walk,4,4610,5+,$650/mo,12950000',
    'feature:hoa:warn',
  ],
  [
    'ocean-front-walk',
    'قيد الضمان (In Escrow): 3011 Ocean Front Walk، فينيسيا، كاليفورنيا. منزل جديد على الشاطئ بأربع غرف نوم ومساحة 4,160 قدمًا مربعًا.',
    'status:block living_area_sqft:block',
  ],
  [
    'ocean-front-walk',
    'FEATURED: 3011 Ocean Front Walk, $12,950,000. Brand-new 2025 beachfront, 4 bedrooms, elevator, rooftop hot tub.\nNearby: 2901 Ocean Front Walk (3BR, 2,800 SF) sold for $7.2M, and the Venice median is $2.1M.',
    '',
  ],
  [
    'ocean-front-walk',
    'Broker tour notes: 3011 OFW. New 2025 build, elevator, insane roof deck. 3-car garage on the alley. MLS# SR24211761.',
    'feature:garage:block mls_id:block',
  ],

  // okeefe: FOR SALE at $735,000; 2 beds; baths left out (total 2 against 1 full + 1 half); 1,182 sq ft
  // (110 m²); built 1983; townhouse in a gated 28-unit community; fireplace, private patio, side-by-side
  // washer dryer, ONE assigned covered parking space; 165 Okeefe St APT 11, Menlo Park CA 94025; MLS
  // ML81929341; 3-D tour 165okeefe11.com. No pool, gym, HOA or garage named.
  [
    'okeefe',
    '165 O’Keefe St #11 · Menlo Park 94025\n2-bedroom townhome · 1,182 sq ft · built 1983\n$735,000 · take the 3-D tour at 165okeefe11.com',
    '',
  ],
  [
    'okeefe',
    '멘로파크 타운하우스 매물: 165 Okeefe St #11, 침실 3개, 약 110㎡, 1983년 건축, $735,000.',
    'beds:block',
  ],
  [
    'okeefe',
    'Virtual tour narration: Upstairs, the two bedrooms bookend the full bath. Back outside, the gated community also has a pool and a fitness center, and the HOA covers water and trash.',
    'feature:pool:warn feature:gym:warn feature:hoa:warn',
  ],
  [
    'okeefe',
    'Nhà phố (townhome) 2 phòng ngủ tại 165 Okeefe St #11, Menlo Park: 1.182 sqft, xây năm 1983, lò sưởi, sân hiên riêng, máy giặt và máy sấy trong nhà. Giá $735.000.',
    '',
  ],
  [
    'okeefe',
    '(:30 radio spot) West of 101 in the Willows: a two-bedroom townhome at one sixty-five O’Keefe, unit eleven, with a fireplace and a private patio, for seven hundred fifty-three thousand dollars.',
    'price:block',
  ],
  [
    'okeefe',
    '@type: Townhouse\nstreetAddress: 165 Okeefe St Apt 11\npostalCode: 94025\nyearBuilt: 1993\nnumberOfBedrooms: 2\namenityFeature: attached two-car garage',
    'year_built:block feature:garage:warn',
  ],
  [
    'okeefe',
    'CMA · Subject: 165 Okeefe St #11, 2 BR townhome, 1,182 SF, 1983, list $735,000\nComp 1: 1350 Willow Rd #24, 3 BR, 1,450 SF, 2-car garage, sold $1,020,000\nComp 2: 410 Van Buren Rd, 2 BR condo, 980 SF, pool, sold $689,000',
    '',
  ],
  [
    'okeefe',
    'Bus-bench ad: SOLD! 165 Okeefe St #11, Menlo Park CA 94301. Karla Stevens Mainis · 831-424-7677 · Bailey Properties',
    'status:block address.postal_code:block',
  ],
  [
    'okeefe',
    'For sale na itong 2-bedroom townhouse sa 165 Okeefe St, Menlo Park! 1,182 sq ft, may fireplace, private patio at assigned covered parking. $735K lang. Malapit sa Caltrain at sa mga tech company.',
    '',
  ],

  // sparrow-hawk: FOR SALE at $450,000; 3 beds; baths left out (total 3 against 2 full + 1 half); 2,285
  // sq ft; lot 6,969 sq ft; built 1998; one-story, see-through fireplace, flagstone patio with water
  // feature; Stonebridge amenities (golf, tennis, beach club, aquatic center) are the community's; 304
  // Sparrow Hawk, McKinney TX 75072; MLS 21179033. No private pool or garage named.
  [
    'sparrow-hawk',
    'Texas Premier Realty · Google post\nJust listed: 304 Sparrow Hawk, McKinney 75072. One-story, 3 beds, 2,285 sq ft, built 1998, see-through fireplace, flagstone patio with a water feature. $450,000. Stonebridge perks: golf, tennis & pickleball, beach club.',
    '',
  ],
  [
    'sparrow-hawk',
    '¡Casa de un solo piso en Stonebridge! 304 Sparrow Hawk, McKinney: 4 recámaras, 2,285 sq ft, construida en 1998, con fireplace de dos lados. $450K.',
    'beds:block',
  ],
  [
    'sparrow-hawk',
    'Photo 6: see-through fireplace. Photo 12: flagstone patio. Photo 14: private pool and spa. Photo 15: three-car garage.',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    'street,city,state,zip,beds,sqft,year,price\n304 Sparrow Hawk,McKinney,TX,75072,3,2825,1998,450000',
    'living_area_sqft:block',
  ],
  [
    'sparrow-hawk',
    '麦金尼 Stonebridge 社区单层独栋：304 Sparrow Hawk，3卧，约2285平方英尺，1998年建，双面壁炉，售价45万美元。距 Eddins 小学仅0.25英里。',
    '',
  ],
  [
    'sparrow-hawk',
    'Yard-sign rider: FOR SALE · 304 Sparrow Hawk · Built 2008 · MLS# 21179303 · Rich Milam 210-844-8683',
    'year_built:block mls_id:block',
  ],
  [
    'sparrow-hawk',
    'Slide 3: Recent Stonebridge sales. 512 Heron Ct, 4/3 with pool, $540K; 1108 Kingfisher Dr, 3/2, 1,900 SF, $405K.\nSlide 4: Your home. 304 Sparrow Hawk, 3 BR, 2,285 SF, 6,969 SF lot, built 1998.\nSlide 5: Suggested list price $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'TEXT 1: COMING SOON 👀\nTEXT 2: 340 Sparrow Hawk, McKinney\nTEXT 3: one-story · 3 beds · Stonebridge',
    'status:block address.street:block',
  ],

  // w-81st: FOR SALE, no price; 2 beds, 1 bath; 780 sq ft (72 m²); year left out (1920 against the
  // description's 1911); condo in The Barrington, doorman, two elevators, building laundry, live-in super;
  // sold as-is with RENT-STABILIZED OCCUPANTS; 203 W 81st Street #4E, New York NY 10024; MLS 897958.
  [
    'w-81st',
    'FEATURED | 203 W 81st St #4E, The Barrington\nA 2-bedroom, 1-bath condo of about 780 sq ft in a nine-story doorman building with two elevators and a live-in super. Sold as-is; current occupants hold rent-stabilized leases. Price on request.',
    '',
  ],
  [
    'w-81st',
    'Nowy Jork, Upper West Side: mieszkanie 203 W 81st St #4E, 3 sypialnie, 1 łazienka, 72 m², budynek z portierem.',
    'beds:block',
  ],
  [
    'w-81st',
    'Hey Priya, 203 W 81st #4E: 2BR condo, 780 sf, asking $899,000. Rent-stabilized tenants in place, so it is a long-term hold, not a flip.',
    'price:warn',
  ],
  [
    'w-81st',
    'Eigentumswohnung in The Barrington, 203 W 81st St #4E, Upper West Side: 2 Schlafzimmer, 1 Bad, ca. 72 m², Portier, zwei Aufzüge, Waschküche im Haus. Verkauf im Ist-Zustand, Mieter mit mietpreisgebundenen Verträgen.',
    '',
  ],
  [
    'w-81st',
    '🏙 203 W 81st St #4E\n🛏 2 bed · 🛁 1 bath\n🧺 in-unit washer/dryer\n🔑 vacant at closing, move right in',
    'feature:laundry:warn feature:occupancy:block',
  ],
  [
    'w-81st',
    '203 W 81st St #4F · New York, NY 10023\nUpper West Side 2-bedroom · scan for details',
    'address.street:block address.postal_code:block',
  ],
  [
    'w-81st',
    'न्यूयॉर्क के अपर वेस्ट साइड में 203 W 81st St #4E: 2 बेडरूम, 1 बाथरूम, लगभग 780 वर्ग फुट, डोरमैन बिल्डिंग। अमेरिकन म्यूज़ियम ऑफ़ नैचुरल हिस्ट्री लगभग 0.3 मील दूर।',
    '',
  ],
  [
    'w-81st',
    'street,unit,beds,baths,sqft\n203 W 81st St,4E,2,2,980',
    'baths_total:block living_area_sqft:block',
  ],
];
