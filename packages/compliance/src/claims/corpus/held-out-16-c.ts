import type { ClaimCase } from './case';

/** Held-out-16, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-16.ts). */
export const HELD_OUT_16_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out (total 3 against 2 full + 0 half); 2,000 sq ft;
  // 2.15 acres (93,654 sq ft); built 1996; gated estate, scenic views, brand-new roof, SIX garages plus an RV
  // garage, shop; "no HOA dues"; 7718 NE 183rd St, Kenmore WA 98028; MLS 2398635. No pool or lake named.
  [
    'ne-183rd',
    '"Carmen sold our Kenmore place at 7718 NE 183rd St for $1,150,000. Buyers loved the 2.15 acres, the six garages plus the RV garage, and that there are no HOA dues." — the Larsens, sellers',
    '',
  ],
  [
    'ne-183rd',
    'BACK ON THE MARKET 🔁 7718 NE 183rd St, Kenmore. Gated estate on 2.15 level acres with 6 garages and a shop.',
    'status:block',
  ],
  [
    'ne-183rd',
    'Email 3 of 5: the HOA at 7718 NE 183rd St is only $120/mo and covers the private gate.',
    'feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Imagine mornings at 7718 NE 183rd St: lake views from the deck and an in-ground pool for summer.',
    'feature:water_view:warn feature:pool:warn',
  ],
  [
    'ne-183rd',
    'King County acreage update: lots over 2 acres sold at a median $1.3M this year, up 5%. We closed 7718 NE 183rd St at $1.15M. New city code may allow 2 ADUs there; buyers to verify.',
    '',
  ],
  [
    'ne-183rd',
    'Slide 2/4: 4 bedrooms · 2,400 sq ft · vaulted ceilings · skylights',
    'beds:block living_area_sqft:block',
  ],
  [
    'ne-183rd',
    '肯莫尔 7718 NE 183rd St 已售出：建于2006年，占地1.2英亩，全新屋顶，6个车库。',
    'year_built:block lot_size:block',
  ],
  [
    'ne-183rd',
    'NABENTA! 7718 NE 183rd St, Kenmore WA 98028. 3 kwarto, 2,000 sq ft, 2.15 acres (mga 0.87 ektarya), itinayo noong 1996. Salamat sa tiwala!',
    '',
  ],

  // ocean-front-walk: for sale at $12,950,000; 4 beds; baths left out (total 6 against 4 full + 2 half);
  // 4,610 sq ft; lot 2,518 sq ft; built 2025; brand-new beachfront single family; 1,684 sq ft roof deck
  // with HOT TUB (no pool); white-water views; 5+ CAR garage; elevator; 3011 Ocean Front Walk, Venice CA
  // 90291; MLS SR24211716; David Yobs 818-634-4840.
  [
    'ocean-front-walk',
    'PRICE IMPROVEMENT: 3011 Ocean Front Walk is now $12,950,000. Brand-new 2025 beachfront, 4 bedrooms, ~4,610 sq ft, 1,684 sq ft roof deck with a hot tub, 5+ car garage and a 4-stop elevator.',
    '',
  ],
  [
    'ocean-front-walk',
    'Sunset swim? The rooftop pool at 3011 Ocean Front Walk looks straight at the Venice Pier.',
    'feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    'Text blast: brand-new Venice beachfront, 3011 Ocean Front Walk, 4 beds, 3-car garage, roof deck. Call Dave.',
    'feature:garage:block',
  ],
  [
    'ocean-front-walk',
    'Slide 1: 🌊 3011 Ocean Front Walk\nSlide 2: 6 bedrooms\nSlide 3: 5,200 sq ft of living space\nSlide 4: white-water views from Malibu to Palos Verdes',
    'beds:block living_area_sqft:block',
  ],
  [
    'ocean-front-walk',
    'Venice boardwalk, compared:\n3011 Ocean Front Walk | 4 BD | 4,610 SF | roof deck + hot tub | $12.95M\n2801 Ocean Front Walk | 6 BD | 7,000 SF | pool, 8-car garage | $18.5M\n25 Wavecrest Ave | 3 BD | 2,900 SF | pool | $6.2M',
    '',
  ],
  [
    'ocean-front-walk',
    'JUST SOLD on the Venice boardwalk: 3011 Ocean Front Walk, a custom beachfront home built in 2015.',
    'status:block year_built:block',
  ],
  [
    'ocean-front-walk',
    '베니스 비치 신축 주택 3011 Ocean Front Walk: 침실 4개, 4,610 sq ft, 옥상 데크와 핫텁, 가격 $11,950,000.',
    'price:block',
  ],
  [
    'ocean-front-walk',
    '[Shorts script] Brand new for 2025 on the Venice boardwalk. Four beds, 4,610 square feet, white-water ocean views, a roof deck with a hot tub and a 4-stop elevator. $12.95M. Call Dave, 818-634-4840.',
    '',
  ],

  // okeefe: for sale at $735,000; 2 beds; baths left out (total 2 against 1 full + 1 half); 1,182 sq ft;
  // built 1983; townhouse in a gated 28-unit community; fireplace; oversized private patio; laundry area
  // with a side-by-side washer/dryer; ASSIGNED COVERED parking space (no garage); 165 Okeefe St APT 11,
  // Menlo Park CA 94025; MLS ML81929341. No pool, gym or HOA named.
  [
    'okeefe',
    'Price: $735,000\nProperty type: Townhouse\nBedrooms: 2\nSquare feet: 1,182\nYear built: 1983\nParking: Assigned covered space\nLaundry: Side-by-side washer/dryer\nAbout: gated 28-unit community in the Willows, fireplace, oversized private patio.',
    '',
  ],
  [
    'okeefe',
    'Menlo Park townhome with an attached 2-car garage: 165 Okeefe St #11. Two bedrooms, fireplace, private patio.',
    'feature:garage:warn',
  ],
  [
    'okeefe',
    '1/3 Just listed in the Willows: 165 Okeefe St #11\n2/3 3BR townhome, built 1993\n3/3 Gated community, near Caltrain',
    'beds:block year_built:block',
  ],
  [
    'okeefe',
    'Rare detached single-family home in Menlo Park, 165 Okeefe St Apt 11, now only $699K!',
    'property_type:block price:block',
  ],
  [
    'okeefe',
    'Menlo Park City School District in brief: 4 elementary schools, one middle school, test scores in the top 5% statewide. Our listing at 165 Okeefe St #11 has 2 bedrooms and 1,182 sq ft at $735,000; a 3BR with a garage on Pope St sold for $1.1M in May.',
    '',
  ],
  [
    'okeefe',
    'Drip email 4: residents at 165 Okeefe St enjoy a community pool, and the HOA is just $395 a month.',
    'feature:pool:warn feature:hoa:warn',
  ],
  [
    'okeefe',
    'Postcard: 165 Okeefe St Apt 12, Menlo Park CA 94301. Gated townhome, two bedrooms.',
    'address.street:block address.postal_code:block',
  ],
  [
    'okeefe',
    'Townhouse em Menlo Park: 2 quartos, 1.182 pés² (110 m²), construído em 1983, lareira, pátio privativo e vaga coberta. US$ 735.000. MLS ML81929341.',
    '',
  ],

  // sparrow-hawk: for sale at $450,000; 3 beds; baths left out (total 3 against 2 full + 1 half); 2,285 sq
  // ft; lot 6,969 sq ft (0.16 acre); built 1998; one-story with a see-through fireplace; Stonebridge
  // master-planned community amenities; .25 miles from Eddins Elementary; 304 Sparrow Hawk, McKinney TX
  // 75072; MLS 21179033. No garage, private pool or HOA named.
  [
    'sparrow-hawk',
    'Relocating to McKinney? Stonebridge has golf, tennis and pickleball, a beach club, an aquatic center and 20+ miles of trails. Our listing at 304 Sparrow Hawk: one story, 3 bedrooms, 2,285 sq ft, built 1998, see-through fireplace, $450,000, a quarter mile to Eddins Elementary.',
    '',
  ],
  [
    'sparrow-hawk',
    'Text blast: 304 Sparrow Hawk, McKinney. One-story, 3-car garage, jacuzzi tub in the primary bath.',
    'feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    'Slide 2/5: 340 Sparrow Hawk has four bedrooms and a 19x13 primary suite.',
    'address.street:block beds:block',
  ],
  [
    'sparrow-hawk',
    'McKinney 75070 gem, built just 8 years ago: 304 Sparrow Hawk with hand-scraped hardwoods.',
    'address.postal_code:block year_built:block',
  ],
  [
    'sparrow-hawk',
    'Buyer tour, Saturday:\n1:00 304 Sparrow Hawk: 3 bd, 2,285 sf, $450K\n1:45 612 Kestrel Ct: 4 bd with a pool and a 3-car garage, $520K\n2:30 718 Osprey Ln: 5 bd, 3,400 sf, $585K',
    '',
  ],
  [
    'sparrow-hawk',
    'Cool off in your own private pool at 304 Sparrow Hawk, listed at $475,000.',
    'feature:pool:warn price:block',
  ],
  [
    'sparrow-hawk',
    'COMING SOON in Stonebridge 🏡 304 Sparrow Hawk: one-story, see-through fireplace, flagstone patio.',
    'status:block',
  ],
  [
    'sparrow-hawk',
    'Casa de un piso en 304 Sparrow Hawk, McKinney TX 75072: 3 recámaras, 2,285 pies², chimenea de doble vista, patio de piedra. $450,000. MLS 21179033.',
    '',
  ],

  // w-81st: for sale, NO PRICE listed; 2 beds; 1 bath; 780 sq ft; year left out (1920 against "built in
  // 1911"); condo in The Barrington, a nine-story building with two elevators, doorman, building laundry
  // facilities and a live-in super; current occupants hold rent-stabilized leases; 203 W 81st Street #4E,
  // New York NY 10024; MLS 897958. No gym or in-unit laundry named.
  [
    'w-81st',
    'Investor email: 203 W 81st Street #4E at The Barrington. A 2-bedroom, 1-bath condo of about 780 sq ft in a nine-story doorman building with two elevators and a live-in super. Sold as-is with rent-stabilized occupants in place. MLS 897958. Price on request.',
    '',
  ],
  [
    'w-81st',
    'Upper West Side two-bedroom delivered vacant: 203 W 81st Street #4E. Move right in.',
    'feature:occupancy:block',
  ],
  ['w-81st', 'Postcard: The Barrington, 203 W 81st Street #4E, asking $1,150,000.', 'price:warn'],
  [
    'w-81st',
    'Slide 1/3: 203 W 81st St #4E\nSlide 2/3: 3 bedrooms, 2 baths\nSlide 3/3: doorman building near the Natural History Museum',
    'beds:block baths_total:block',
  ],
  [
    'w-81st',
    'UWS school guide: PS 87 and PS 9 both sit within a mile of 203 W 81st Street #4E, a two-bedroom in The Barrington. Median condo price on the Upper West Side this quarter: $1.4M. Juilliard and the School of American Ballet are under a mile away.',
    '',
  ],
  [
    'w-81st',
    '203 W 81st Street #4E comes with an in-unit washer/dryer and a building gym.',
    'feature:laundry:warn feature:gym:warn',
  ],
  [
    'w-81st',
    'Text blast: UWS 2BR at 203 W 81st Street #4E, New York 10023, a generous 1,200 sq ft.',
    'address.postal_code:block living_area_sqft:block',
  ],
  [
    'w-81st',
    '上西区 203 W 81st Street #4E：两室一卫，约780平方英尺（72平方米），九层电梯楼，全职门卫，现有租客持有租金稳定租约。',
    '',
  ],
];
