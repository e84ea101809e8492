import type { ClaimCase } from './case';

/** Held-out-15, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-15.ts). */
export const HELD_OUT_15_B: readonly ClaimCase[] = [
  // larkspur: for rent $2,350/mo; 2 beds, 1 bath; 940 sq ft; built 1962; apartment; second floor; IN-UNIT
  // laundry, balcony, ONE reserved parking space; 910 Larkspur St APT 4, Denver CO 80206; open house
  // January 10, 2026, 10 AM to noon; no MLS. No pool or garage named.
  [
    'larkspur',
    '$2350 / 2br - 940ft² - Sunny 2nd-floor apt w/ balcony & in-unit W/D\n910 Larkspur St Apt 4, Denver 80206. 1 bath, 1 reserved parking spot, built 1962. Text Marcus 720-555-0187.',
    '',
  ],
  [
    'larkspur',
    'Subject: Thanks for stopping by!\n\nThanks to the 14 groups who toured 910 Larkspur St #4 at our open house on January 10 (10 AM to noon). Applications are still open: $2,350/mo, 2 bed, 1 bath, one reserved space.\n\nMarcus, Front Range Leasing',
    '',
  ],
  [
    'larkspur',
    'Rent or buy? A similar 2BR condo in 80206 at $425K with 10% down at 6.5% runs about $2,420 a month in principal and interest before HOA and taxes. This one rents for $2,350: 2 bed, 940 sq ft, balcony, laundry in the unit.',
    '',
  ],
  [
    'larkspur',
    '덴버 아파트 임대: 910 Larkspur St APT 4, 방 3개, 욕실 1개, 월세 $2,350, 수영장 있음.',
    'beds:block feature:pool:warn',
  ],
  [
    'larkspur',
    '910 Larkspur St Unit 4 comes with two reserved spaces plus a detached garage for your bikes and skis.',
    'feature:parking:block feature:garage:warn',
  ],
  [
    'larkspur',
    'RENTED. Sorry, 910 Larkspur #4 is taken. Ask about our other Congress Park units.',
    'status:block',
  ],
  [
    'larkspur',
    'Open house Saturday, January 10, 1 to 3 PM at 910 Larkspur St #4. Coin-op laundry in the basement.',
    'open_houses:block feature:laundry:block',
  ],
  [
    'larkspur',
    'Apartamento para alugar em Denver: 2 quartos, 120 m², aluguel US$ 2.350, 910 Larkspur St APT 4, CEP 80220.',
    'living_area_sqft:block address.postal_code:block',
  ],

  // lee-marie: for sale $348,000; 4 beds; 2 full + 1 half (2.5); 1,704 sq ft; lot 6,534 sq ft (0.15 ac);
  // built 2016; single family; new carpet, LVP, new oven and refrigerator, ATTACHED TWO-CAR garage, fenced
  // backyard with patio; 5518 Lee Marie Ln, Charlotte NC 28269; MLS 4075113. No HOA or fireplace named.
  [
    'lee-marie',
    'INVESTOR SNAPSHOT: 5518 Lee Marie Ln\n4/2.5 · 1,704 SF · built 2016 · ask $348,000\nMarket rent $2,150/mo (comps: 5601 Lee Marie $2,100; 5420 Cheviot Rd $2,200, 3 car garage)\nGross yield ≈ 7.4%',
    '',
  ],
  [
    'lee-marie',
    'Four bedrooms, two and a half baths, seventeen hundred square feet, a 0.15-acre fenced yard, 2016 construction and a two-car attached garage. Three forty-eight and ready now.',
    '',
  ],
  [
    'lee-marie',
    'Steven Norris, EXP Realty: 340 closings and 4.9 stars on 280 reviews. 5518 Lee Marie Ln, Charlotte 28269 is close to Mallard Creek Elementary and 10 minutes to UNC Charlotte. Call (919) 749-1613.',
    '',
  ],
  [
    'lee-marie',
    'Casa en venta en Charlotte: 5518 Lee Marie Ln, 4 recámaras, 3 baños completos, garaje doble, $348,000.',
    'baths_total:block',
  ],
  [
    'lee-marie',
    'Low-maintenance condo living at 5518 Lee Marie Ln! The HOA covers the lawn care.',
    'property_type:block feature:hoa:warn',
  ],
  [
    'lee-marie',
    '5518 Lee Marie Ln was built about 20 years ago on a quarter-acre lot at the quiet end of the street.',
    'year_built:block lot_size:block',
  ],
  [
    'lee-marie',
    'COMING SOON: 5518 Lee Marie Ln. 4 bed and a 3-car garage in north Charlotte.',
    'status:block feature:garage:block',
  ],
  [
    'lee-marie',
    'MLS #4075131 · 5518 Lee Marie Dr · cozy gas fireplace in the family room',
    'mls_id:block address.street:block feature:fireplace:warn',
  ],

  // maple-grove: for sale $489,000; 3 beds, 2 baths; 1,684 sq ft; 0.21 acres; built 1998; single story,
  // open kitchen, quartz, covered patio, NEW ROOF IN 2022, mature oaks; 2207 Maple Grove Ln, Austin TX
  // 78745; MLS 8123456. No garage or pool named.
  [
    'maple-grove',
    '[VIDEO VOICE-OVER] Welcome to 2207 Maple Grove Lane in South Austin. One level, three bedrooms, two baths, about 1,700 square feet, under a roof put on in 2022, and a backyard shaded by mature oaks on just over a fifth of an acre.',
    '',
  ],
  [
    'maple-grove',
    '78745 update: median sale price $462K (down 2.1% year over year), 41 days on market. 2207 Maple Grove Ln at $489,000: at 6.75% with 10% down, that is about $2,855 a month in principal and interest.',
    '',
  ],
  [
    'maple-grove',
    'Seller update, 2207 Maple Grove Ln: 23 showings, 3 second showings. Comps: 2304 Maple Grove (4 bd, pool, 2-car garage) sold at $535K; 6610 Cherry Orchard Dr (3 bd, 1,590 sf) sold at $468K.',
    '',
  ],
  [
    'maple-grove',
    'Roof replaced in 2017, two-car garage, quartz counters: 2207 Maple Grove Ln.',
    'feature:new_roof:block feature:garage:warn',
  ],
  [
    'maple-grove',
    'Продаётся дом в Остине: 2207 Maple Grove Ln, 4 спальни, 2 ванные, 156 м², участок 0,21 акра, $489 000.',
    'beds:block',
  ],
  [
    'maple-grove',
    'Pending! 2207 Maple Grove Ln, four hundred ninety-eight thousand, one story.',
    'status:block price:block',
  ],
  [
    'maple-grove',
    'Sparkling backyard pool under the oaks at 2207 Maple Grove Ln, Austin 78748.',
    'feature:pool:warn address.postal_code:block',
  ],
  [
    'maple-grove',
    'Built in the mid-2000s with between 1,900 and 2,000 sq ft on one level: 2207 Maple Grove Ln.',
    'year_built:block living_area_sqft:block',
  ],

  // marble-creek: for sale $815,000; 4 beds; 3 full + 1 half (3.5); 4,479 sq ft; 0.36 acres; built 1999;
  // custom Kickerillo on a cul-de-sac, THREE fireplaces, "ample space for pool" (no pool), extended garage
  // and 2-car porte cochere; 13915 Marble Creek Ct, Houston TX 77077; MLS 33148146. No HOA named.
  [
    'marble-creek',
    'Custom Kickerillo on a cul-de-sac: 4 BR, 3.5 BA, ~4,500 sq ft, over a third of an acre, three fireplaces, Sub-Zero, and room to add a pool. $815K.',
    '',
  ],
  [
    'marble-creek',
    'Energy Corridor neighbor news: 13915 Marble Creek Ct is new to market at $815,000 (4 bd, built 1999). Nearby, 14002 Kimberley Ln with a resort pool and a 5-car garage is asking $1.1M, and 1423 Ripple Creek Dr (6 bd) went pending.',
    '',
  ],
  [
    'marble-creek',
    'Heidi Dietrich, Dietrich Properties: 31 years, $1.2 billion sold, (281) 558-4114. Featured: 13915 Marble Creek Ct, MLS 33148146, built 1999.',
    '',
  ],
  ['marble-creek', 'Resort-style pool and spa out back at 13915 Marble Creek Ct!', 'feature:pool:block'],
  [
    'marble-creek',
    'للبيع في هيوستن: 13915 Marble Creek Ct، 5 غرف نوم، مدفأتان، 4,479 قدم مربع.',
    'beds:block feature:fireplace:block',
  ],
  [
    'marble-creek',
    'Maison à vendre à Houston : 13915 Marble Creek Ct, 4 chambres, 416 m² habitables, terrain de 0,36 hectare, 815 000 $.',
    'lot_size:block',
  ],
  [
    'marble-creek',
    'SOLD over asking! This 1989 Kickerillo custom at 13915 Marble Creek Ct found its buyers.',
    'status:block year_built:block',
  ],
  [
    'marble-creek',
    '13951 Marble Creek Ct: gated community, HOA only $95 a month.',
    'address.street:block feature:hoa:warn',
  ],

  // n-wayne: for sale $1,500,000; multi_family 3-flat (two 2/1 units and a 3/2 duplex-down); 7 beds; 4
  // baths; living area not listed; lot 3,000 sq ft; built 1915; all brick, rear decks, in-unit laundry,
  // individual GFA/CA, Blaine Elementary; 3760 N Wayne Ave, Chicago IL 60613; MLS 12477908. Occupancy and
  // garage not named.
  [
    'n-wayne',
    'INVESTOR ONE-PAGER: 3760 N Wayne Ave (Lakeview)\nAsking $1,500,000 | 3 units | 7 bd / 4 ba total | lot 25x120 (3,000 sf) | built 1915\nProjected rent roll: duplex-down 3/2 $3,800; 2/1 $2,650; 2/1 $2,700. GSI $109,800/yr. Cap rate ~5.1% after estimated expenses.',
    '',
  ],
  [
    'n-wayne',
    'Agent-only: showings Sat 10-1 only; call LA 312-446-9957 at least a day ahead. Sq ft not provided, buyer to measure. Individual GFA/CA per unit, in-unit W/D.',
    '',
  ],
  [
    'n-wayne',
    'Southport 3-flat: 2/1 + 2/1 + 3/2 dup-down, 7BR/4BA total, all brick, c. 1915, $1.5M, 60613.',
    '',
  ],
  [
    'n-wayne',
    'Rare Lakeview 4-flat at 3760 N Wayne Ave with about 2,400 sq ft in each unit.',
    'property_type:block living_area_sqft:warn',
  ],
  [
    'n-wayne',
    '3760 N Wayne Ave is fully occupied and has a 2-car garage off the alley.',
    'feature:occupancy:warn feature:garage:warn',
  ],
  [
    'n-wayne',
    '芝加哥三单元投资楼：3760 N Wayne Ave，共8间卧室，4个浴室，建于1951年，售价150万美元。',
    'beds:block year_built:block',
  ],
  ['n-wayne', 'Under contract: the brick 3-flat at 3760 N Wayne St.', 'status:block address.street:block'],
  ['n-wayne', '3760 N Wayne Ave, Chicago 60614, offered at $1.65M.', 'address.postal_code:block price:block'],
];
