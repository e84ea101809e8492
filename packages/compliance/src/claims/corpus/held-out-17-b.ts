import type { ClaimCase } from './case';

/** Held-out-17, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-17.ts). */
export const HELD_OUT_17_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT at $2,350 a month; 2 beds, 1 bath; 940 sq ft; built 1962; apartment on the second
  // floor, in-unit laundry, balcony, ONE reserved parking space; 910 Larkspur St APT 4, Denver CO 80206;
  // open house Saturday January 10, 2026, 10 AM to noon. No pool, gym, pets or garage named.
  [
    'larkspur',
    'Nextdoor post: Our upstairs neighbors are moving out, so Apt 4 at 910 Larkspur St is for rent. 2 bed, 1 bath, 940 sq ft, in-unit washer/dryer, balcony and one reserved parking spot. $2,350/mo. Showing Saturday Jan 10, 10am–noon.',
    '',
  ],
  [
    'larkspur',
    'Front Range Leasing · Google post\nFOR LEASE: 910 Larkspur St #4, Denver 80206 · 2BR/2BA · $2,350/mo · open house Sat 1/10, 10–12',
    'baths_total:block',
  ],
  [
    'larkspur',
    'For rent na ang 910 Larkspur St Apt 4 sa Denver! 3 bedrooms, 1 bath, may balcony at in-unit laundry pa. $2,530 a month lang, grab mo na!',
    'beds:block price:block',
  ],
  [
    'larkspur',
    'Virtual tour narration: Come in to the living room, then step out onto the balcony. Downstairs you’ll find the heated pool and the fitness room, and yes, pets are welcome here.',
    'feature:pool:warn feature:gym:warn feature:pets:warn',
  ],
  [
    'larkspur',
    'للإيجار: شقة بغرفتي نوم وحمام واحد في 910 Larkspur St، دنفر 80206، في الطابق الثاني، مساحتها 940 قدمًا مربعًا، غسالة داخل الشقة، شرفة، وموقف سيارة مخصص. الإيجار 2,350 دولارًا شهريًا.',
    '',
  ],
  [
    'larkspur',
    'Pin: Mid-century Denver rental 🌿 built 1926 · 2 bed · sunny balcony · $2,350/mo · 910 Larkspur St Apt 4',
    'year_built:block',
  ],
  [
    'larkspur',
    'Agent newsletter, Denver rental market: the average 2-bedroom in 80206 now rents for $2,050 and sits 24 days. Our featured rental, 910 Larkspur St #4 (2BR, 940 sq ft, built 1962), is $2,350 with in-unit laundry and reserved parking.',
    '',
  ],
  [
    'larkspur',
    'OPEN HOUSE SUN 1/11 · 1–3 PM\n📍 910 Larkspur St Apt 4\n🚗 heated garage parking included',
    'open_houses:block feature:garage:warn',
  ],

  // lee-marie: FOR SALE at $348,000; 4 beds; 2.5 baths (2 full + 1 half); 1,704 sq ft (158 m²); lot 6,534
  // sq ft (607 m²); built 2016; new carpet, LVP, new oven and refrigerator, formal dining, ATTACHED
  // TWO-CAR garage, fenced backyard with patio; 5518 Lee Marie Ln, Charlotte NC 28269; CanopyMLS 4075113.
  // No fireplace or pool named.
  [
    'lee-marie',
    'Podcast ad read: Our featured home this week is a 2016 four-bedroom, two-and-a-half-bath at 5518 Lee Marie Lane in Charlotte. Seventeen hundred four square feet, brand-new carpet and LVP, an attached two-car garage and a fenced backyard, at $348,000. Call Steven at 919-749-1613.',
    '',
  ],
  [
    'lee-marie',
    'Bán nhà 5518 Lee Marie Ln, Charlotte NC 28269: 4 phòng ngủ, 3 phòng tắm, 1.704 sqft, xây năm 2016, giá $348.000.',
    'baths_total:block',
  ],
  [
    'lee-marie',
    'Yard-sign rider: JUST REDUCED · $338,000 · 4BR · 5518 Lee Marie · Steven Norris (919) 749-1613',
    'price:block',
  ],
  [
    'lee-marie',
    '🏡 5518 Lee Marie Ln\n🛏 4 bed / 🛁 2.5 bath\n🔥 gas-log fireplace\n🏊 community pool and clubhouse\n🚗 attached 2-car garage',
    'feature:fireplace:warn feature:pool:warn',
  ],
  [
    'lee-marie',
    'CMA · Subject: 5518 Lee Marie Ln, 4/2.5, 1,704 SF, 2016, list $348,000\nComp A: 5611 Lee Marie Ln, 5/3, 2,250 SF, 3-car garage, sold $402,000\nComp B: 5402 Prosperity Ridge Rd, 3/2, 1,480 SF, sold $315,000',
    '',
  ],
  [
    'lee-marie',
    'name: 5518 Lee Marie Ln\naddressLocality: Charlotte\npostalCode: 28269\nyearBuilt: 2006\nfloorSize: 1704 sq ft\nnumberOfBedrooms: 4',
    'year_built:block',
  ],
  [
    'lee-marie',
    'Charlotte, NC: Einfamilienhaus mit 4 Schlafzimmern und 2,5 Bädern, ca. 158 m², Grundstück ca. 607 m², Baujahr 2016, Doppelgarage, eingezäunter Garten mit Terrasse. 348.000 $.',
    '',
  ],
  [
    'lee-marie',
    'TEXT 1: UNDER CONTRACT 🔑\nTEXT 2: 5581 Lee Marie Ln, Charlotte\nTEXT 3: 4 beds · fenced yard · new LVP',
    'status:block address.street:block',
  ],

  // maple-grove: FOR SALE at $489,000; 3 beds, 2 baths; 1,684 sq ft (156 m²); 0.21 acres; built 1998;
  // single-story, open kitchen, quartz, covered patio, NEW ROOF IN 2022, mature oaks; 2207 Maple Grove Ln,
  // Austin TX 78745; MLS 8123456. No pool or garage named.
  [
    'maple-grove',
    'Hill Country Realty · Google post\nNew listing! 2207 Maple Grove Ln, Austin 78745. Single-story 3 bed / 2 bath, 1,684 sq ft on 0.21 acre with quartz counters, a covered patio and a new roof (2022). $489,000.',
    '',
  ],
  [
    'maple-grove',
    'Casa de un piso en South Austin: 2207 Maple Grove Ln, 3 recámaras, 2 baños, open kitchen con quartz, techo nuevo del 2020 y backyard grande con oaks. $489K.',
    'feature:new_roof:block',
  ],
  [
    'maple-grove',
    'Photo 3: open kitchen with quartz counters. Photo 7: covered patio. Photo 9: sparkling pool under the oaks. Photo 11: two-car garage.',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'maple-grove',
    '奥斯汀单层独栋：2207 Maple Grove Ln，4卧2卫，约1684平方英尺，1998年建，售价48.9万美元。',
    'beds:block',
  ],
  [
    'maple-grove',
    '2207 Maple Grove Ln: asking $489K, 3/2, 1,684 sf, built ’98, roof 2022. Similar 3/2s in 78745 rent for about $2,400, so the cap rate is around 4% after taxes. Not a cash-flow play, but solid.',
    '',
  ],
  [
    'maple-grove',
    'AUSTIN, Texas (PRESS RELEASE) — Hill Country Realty has listed 2207 Maple Grove Lane, a 2,684-square-foot single-story home, for $489,000 (MLS #8123465).',
    'living_area_sqft:block mls_id:block',
  ],
  [
    'maple-grove',
    'Austin, Teksas: parterowy dom, 3 sypialnie, 2 łazienki, ok. 156 m², działka 0,21 akra, rok budowy 1998, nowy dach z 2022 r. Cena 489 000 USD.',
    '',
  ],
  [
    'maple-grove',
    '(:30 radio spot) Just sold in South Austin! The single-story at twenty-two oh seven Maple Grove Lane, in the seven-eight-seven-oh-four, found its buyers fast. Call Dana Whitfield.',
    'status:block address.postal_code:block',
  ],

  // marble-creek: FOR SALE at $815,000; 4 beds; 3.5 baths (3 full + 1 half); 4,479 sq ft; 0.36 acres;
  // built 1999; custom Kickerillo on a cul-de-sac, 3 fireplaces, Sub-Zero, "ample space for pool" (no
  // pool), extended garage and port cochere; 13915 Marble Creek Ct, Houston TX 77077; MLS 33148146. No
  // basement or gym named.
  [
    'marble-creek',
    'FEATURED LISTING: 13915 Marble Creek Ct. A custom Kickerillo on a cul-de-sac with 4 beds, 3.5 baths, ~4,479 sq ft on 0.36 acre, three fireplaces, a Sub-Zero and room for a pool. $815,000.\nMarket note: Houston inventory rose to 5.1 months this quarter.',
    '',
  ],
  [
    'marble-creek',
    '📍 13915 Marble Creek Ct, Houston\n🛏 5 bedrooms\n🏊 resort-style pool & spa\n🔥 three fireplaces\n💲 $815,000',
    'beds:block feature:pool:block',
  ],
  [
    'marble-creek',
    'Хьюстон, 13915 Marble Creek Ct: 4 спальни, 3,5 ванные, 416 м², участок 0,36 акра, 1999 год. Есть подвал и домашний спортзал.',
    'feature:basement:warn feature:gym:warn',
  ],
  [
    'marble-creek',
    '@type: SingleFamilyResidence\nstreetAddress: 13915 Marble Creek Ct\npostalCode: 77077\nyearBuilt: 1989\nnumberOfBedrooms: 4',
    'year_built:block',
  ],
  [
    'marble-creek',
    'منزل مصمم حسب الطلب في هيوستن، 13915 Marble Creek Ct: أربع غرف نوم، ثلاثة حمامات كاملة وحمام نصفي، نحو 4,500 قدم مربع، ثلاثة مواقد. السعر 815,000 دولار.',
    '',
  ],
  [
    'marble-creek',
    'PRICE IMPROVEMENT\n13915 Marble Creek Ct · Houston 77077\nNow $785,000 · scan for the 3-D tour',
    'price:block',
  ],
  [
    'marble-creek',
    'Slide 4: Comparable sales. 13930 Marble Creek Ct, 5BR with pool, sold $905K; 14010 Stoney Creek Dr, 4BR, 3,600 SF, sold $742K.\nSlide 5: Your home. 4BR/3.5BA, 4,479 SF, built 1999, three fireplaces, port cochere.\nSlide 6: Suggested list price $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Pin: Houston dream home 💫 custom Kickerillo on a half-acre cul-de-sac lot, floating staircase, granite island kitchen. 13915 Marble Creek Ct.',
    'lot_size:block',
  ],

  // n-wayne: FOR SALE at $1,500,000; 7 beds, 4 baths over 3 units (two 2/1s and a 3/2 duplex-down); no
  // living area; lot 3,000 sq ft (25x120); built 1915; all-brick 3-flat (multi_family); in-unit laundry,
  // rear decks; near Blaine Elementary; 3760 N Wayne Ave, Chicago IL 60613; MLS 12477908. No garage or
  // occupancy named.
  [
    'n-wayne',
    '3760 N Wayne: all-brick 3-flat on a 25x120 lot, $1.5M ask. Two 2/1s and a 3/2 duplex-down, 7 beds / 4 baths in all, in-unit W/D, separate HVAC. Southport 2/1s rent around $2,600; at 25% down and 7%, P&I ≈ $7,484/mo.',
    '',
  ],
  [
    'n-wayne',
    'address,units,beds,baths,lot_sf,year,price\n3760 N Wayne Ave,3,8,4,3000,1915,1500000',
    'beds:block',
  ],
  [
    'n-wayne',
    'Broker tour notes: 3760 N Wayne, vintage brick 3-flat (1915), good light, renovated kitchens. Two-car garage off the alley. All three units leased through 2027.',
    'feature:garage:warn feature:occupancy:warn',
  ],
  [
    'n-wayne',
    'Chicago, Lakeview: palazzina in mattoni di 3 unità costruita nel 1951, 3760 N Wayne Ave, 7 camere e 4 bagni in tutto. Prezzo 1,5 milioni di dollari.',
    'year_built:block',
  ],
  [
    'n-wayne',
    'TEXT 1: $1.5M for a whole 3-flat in Lakeview?!\nTEXT 2: 7 beds · 4 baths across 3 units\nTEXT 3: built 1915, all brick\nTEXT 4: steps to Blaine Elementary',
    '',
  ],
  [
    'n-wayne',
    'Yard-sign rider: FOR SALE · Vintage Southport two-flat · 3706 N Wayne Ave · @properties',
    'property_type:block address.street:block',
  ],
  [
    'n-wayne',
    'शिकागो के लेकव्यू में 3-यूनिट ईंट की इमारत: 3760 N Wayne Ave, कुल 7 बेडरूम और 4 बाथरूम, 1915 में बनी। कीमत 15 लाख डॉलर।',
    '',
  ],
  [
    'n-wayne',
    '@properties · Google post\n3760 N Wayne Ave, Chicago 60657. Lakeview 3-flat, approx. 4,200 total sq ft, $1,500,000.',
    'address.postal_code:block living_area_sqft:warn',
  ],
];
