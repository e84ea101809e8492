import type { ClaimCase } from './case';

/** Held-out-24, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-24.ts). */
export const HELD_OUT_24_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT at $2,350 a month; 2 beds; 1 bath; 940 sq ft; built 1962; apartment; Denver CO
  // 80206; open house Saturday January 10, 2026, 10 a.m. to noon; second floor, in-unit laundry, balcony,
  // one reserved parking space; agent phone 720-555-0187; no pets, gym or pool named.
  [
    'larkspur',
    'For rent: sunny second-floor 2BR/1BA at 910 Larkspur St #4, 940 sq ft, in-unit laundry, balcony and a reserved parking space. $2,350/mo. Open Sat Jan 10, 10 a.m.–noon. Marcus, 720-555-0187.',
    '',
  ],
  [
    'larkspur',
    'Se renta departamento soleado en Denver: 2 recámaras, 1 baño, lavadora y secadora dentro, balcón y lugar de estacionamiento asignado. $2,350 al mes. Llame a Marcus al 720-555-0187.',
    '',
  ],
  [
    'larkspur',
    'Congress Park deal 👀 2 bed apartment w/ balcony + in-unit W/D for just $2,150/month. Reserved parking too. #denverrentals',
    'price:block',
  ],
  [
    'larkspur',
    'Roommate-friendly: two bedrooms, two full bathrooms, in-unit laundry and a balcony. 910 Larkspur St, Denver. $2,350/mo.',
    'baths_total:block',
  ],
  [
    'larkspur',
    'OPEN HOUSE 🗓️ Saturday, January 17, 10–12 at 910 Larkspur St #4. Sunny 2BR with balcony and in-unit laundry. $2,350/mo.',
    'open_houses:block',
  ],
  [
    'larkspur',
    'Pet parents, rejoice 🐶 this 2-bed on Larkspur welcomes dogs, and the building has its own fitness center. In-unit laundry, balcony. $2,350.',
    'feature:pets:warn feature:gym:warn',
  ],
  [
    'larkspur',
    'Сдаётся солнечная квартира в Денвере: 2 спальни, 1 ванная, около 87 м², стиральная машина в квартире, балкон, своё парковочное место. Дом 1972 года постройки. $2,350 в месяц.',
    'year_built:block',
  ],
  [
    'larkspur',
    "Denver renters: the median 2-bedroom now rents for about $2,100 and vacancy is near 7%, so you have leverage. Worth paying a bit more? At $2,350 this one on Larkspur St gets you 940 sq ft, in-unit laundry, a balcony and your own parking space. Your current place probably doesn't have all four.",
    '',
  ],

  // lee-marie: FOR SALE at $348,000; 4 beds; 2.5 baths; 1,704 sq ft; lot 6,534 sq ft (0.15 acre); built
  // 2016; Charlotte NC 28269; MLS 4075113; new carpet, LVP, fresh paint, new oven and refrigerator, formal
  // dining, ATTACHED TWO-CAR garage, fenced backyard with patio, end of street; no HOA or open house named.
  [
    'lee-marie',
    '4 bed / 2.5 bath · 1,704 sf · built 2016 · attached 2-car garage · fenced backyard w/ patio 🏡 Brand-new carpet, LVP and fresh paint. $348K. #charlotterealestate #justlisted',
    '',
  ],
  [
    'lee-marie',
    'Move-in ready in north Charlotte: four bedrooms, new floors, fenced yard and a one-car garage. 5518 Lee Marie Ln, $348,000.',
    'feature:garage:block',
  ],
  [
    'lee-marie',
    'Built in 2006 and refreshed top to bottom: new carpet, LVP, paint, oven and fridge. 4BR/2.5BA, 5518 Lee Marie Ln, $348,000.',
    'year_built:block',
  ],
  [
    'lee-marie',
    'Casa de 4 quartos e 2,5 banheiros em Charlotte, cerca de 158 m², construída em 2016. Carpete novo, piso vinílico, garagem para dois carros e quintal cercado. US$ 348 mil. Fale com o Steven: (919) 749-1613.',
    '',
  ],
  [
    'lee-marie',
    'Space for everyone: over 2,000 square feet, 4 bedrooms, formal dining and a fenced backyard. Charlotte, $348K.',
    'living_area_sqft:block',
  ],
  [
    'lee-marie',
    'Priced to move at $338,000! 4-bedroom with an attached 2-car garage, and the HOA is only $45 a month. 5518 Lee Marie Ln.',
    'price:block feature:hoa:warn',
  ],
  [
    'lee-marie',
    "Mortgage math for 5518 Lee Marie Ln: at $348,000 with 3.5% FHA down ($12,180) and a 6.75% rate, principal and interest is about $2,180 a month. Compare that to the $2,000 you're paying for a 3-bedroom rental across town, and this one has four bedrooms and two and a half baths.",
    '',
  ],
  [
    'lee-marie',
    'FLYER — 5518 LEE MARIE LN, CHARLOTTE NC 28269\nFour bedrooms · Two and a half baths · 1,704 sq ft\nNew oven & refrigerator · Formal dining · Attached two-car garage\nOffered at $348,000 · MLS 4075113\nSteven Norris, EXP Realty',
    '',
  ],
  [
    'lee-marie',
    'Big yard energy 🌿 5518 Lee Marie sits on half an acre at the quiet end of the street. 4 bed, 2.5 bath, $348K.',
    'lot_size:block',
  ],

  // maple-grove: FOR SALE at $489,000; 3 beds; 2 baths; 1,684 sq ft; 0.21 acre; built 1998; single-story
  // single-family; Austin TX 78745; MLS 8123456; open kitchen, quartz, covered patio, NEW ROOF IN 2022,
  // oak trees; no pool or open house named.
  [
    'maple-grove',
    "South Austin single-story: 3/2, 1,684 sf on 0.21 ac, built '98, quartz counters, covered patio, new roof in 2022. $489K. MLS 8123456",
    '',
  ],
  [
    'maple-grove',
    'Worry-free: brand-new roof installed in 2024, quartz counters and a covered patio. 3 bed, 2 bath, $489,000 in 78745.',
    'feature:new_roof:block',
  ],
  [
    'maple-grove',
    'Casa de una planta en el sur de Austin: 3 recámaras, 2 baños, 1,684 pies cuadrados, techo nuevo (2022), patio cubierto y robles maduros. $489,000. Dana Whitfield, (512) 555-0142.',
    '',
  ],
  [
    'maple-grove',
    'Three bedrooms, three bathrooms, one level. Updated kitchen with quartz, big backyard under the oaks. 2207 Maple Grove Ln, $489K.',
    'baths_total:block',
  ],
  [
    'maple-grove',
    'Lock-and-leave townhome living in South Austin: 3 bed, 2 bath, quartz kitchen, covered patio, $489,000.',
    'property_type:block',
  ],
  [
    'maple-grove',
    'Texas summers, solved ☀️ sparkling pool under mature oaks + covered patio. 3BR single-story, $489K. #austinhomes',
    'feature:pool:warn',
  ],
  [
    'maple-grove',
    '奥斯汀南区单层住宅：三室两卫，约1,684平方英尺，0.21英亩，2022年新屋顶，石英台面，带顶棚露台。售价48.9万美元。',
    '',
  ],
  [
    'maple-grove',
    '2207 Maple Grove Ln, Austin, TX 78754 — updated single-story, 3 beds, new roof 2022. Listed at $489,000.',
    'address.postal_code:block',
  ],

  // marble-creek: FOR SALE at $815,000; 4 beds; 3.5 baths; 4,479 sq ft; 0.36 acre; built 1999; Houston TX
  // 77077; MLS 33148146; custom Kickerillo on a cul-de-sac; 3 fireplaces; floating staircase; Sub-Zero;
  // "ample space for pool" (no pool); extended garage and 2-car porte cochere.
  [
    'marble-creek',
    'Custom Kickerillo homes rarely come up in this pocket of west Houston, and this one is on a cul-de-sac. 13915 Marble Creek Ct: 4 bedrooms, 3.5 baths, 4,479 sq ft, three fireplaces, a floating staircase and a granite island kitchen with Sub-Zero. The grounds have ample space for a pool. Built 1999, $815,000. Energy Corridor buyers have had 30% fewer options this year, so do not wait.',
    '',
  ],
  [
    'marble-creek',
    'Four fireplaces, a floating staircase and a Sub-Zero kitchen 😍 13915 Marble Creek Ct, $815K. #houstonluxury',
    'feature:fireplace:block',
  ],
  [
    'marble-creek',
    'Resort-style pool and porte cochère on a quiet cul-de-sac! 4 bed Kickerillo custom, $815,000.',
    'feature:pool:block',
  ],
  [
    'marble-creek',
    'Casa Kickerillo en cul-de-sac: 4 recámaras, 3 baños y medio, unos 4,480 pies², tres chimeneas y cocina con isla de granito. Hay espacio de sobra para una piscina. $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Magazine-perfect 5,400 sq ft custom home in Houston 77077 — 4 bedrooms, 3 fireplaces, extended garage. $815,000.',
    'living_area_sqft:block',
  ],
  [
    'marble-creek',
    "Just listed 13915 Marble Creek Ct ✨ 4/3.5, ~4.5K sq ft, built in '99, three fireplaces, extended garage + 2-car porte cochere. $815K",
    '',
  ],
  [
    'marble-creek',
    'Nhà 4 phòng ngủ, 3.5 phòng tắm, khoảng 4.479 sq ft, xây năm 1999, cuối đường cụt yên tĩnh tại Houston. Ba lò sưởi, bếp đảo đá granite. Giá $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Lots like this are scarce: a full acre on a cul-de-sac with room for a pool. 4 bed custom, 13915 Marble Creek Ct.',
    'lot_size:block',
  ],
  [
    'marble-creek',
    'Now $851K! Kickerillo custom, 4BR, 3 fireplaces, cul-de-sac. MLS# 33148164. Call Heidi (281) 558-4114.',
    'price:block mls_id:block',
  ],

  // n-wayne: FOR SALE at $1,500,000; 7 beds and 4 baths in all (two 2BR/1BA units and a 3BR/2BA duplex);
  // square feet not given; lot 3,000 sq ft; built 1915; multi-family 3-flat; Chicago IL 60613; MLS
  // 12477908; in-unit laundry, rear decks, individual HVAC; steps from Blaine Elementary; no garage named.
  [
    'n-wayne',
    'All-brick Southport Corridor 3-flat: two 2BR/1BA units plus a 3BR/2BA duplex-down, 7 beds and 4 baths in all, in-unit laundry and rear decks. $1.5M. Steps to Blaine Elementary.',
    '',
  ],
  [
    'n-wayne',
    'Investors: 3760 N Wayne has 9 bedrooms across three units, in-unit laundry and individual HVAC. $1,500,000.',
    'beds:block',
  ],
  [
    'n-wayne',
    'Built in 1951, this brick 3-flat in Lakeview has been updated over the years: granite kitchens, newer appliances, rear decks. $1.5M.',
    'year_built:block',
  ],
  [
    'n-wayne',
    'Rare single-family home on Wayne Ave in the Southport Corridor: hardwoods, crown molding, 7 bedrooms. $1.5M.',
    'property_type:block',
  ],
  [
    'n-wayne',
    'Roughly 5,200 sq ft of vintage Chicago charm across three units. 3760 N Wayne Ave, $1,500,000.',
    'living_area_sqft:warn',
  ],
  [
    'n-wayne',
    'Quick underwrite on 3760 N Wayne: at $1.5M, with market rents of about $3,100, $3,100 and $4,200 a month and 35% expenses, you are near a 5% cap rate. Lakeview vacancy runs under 4%. The building dates to 1915, units have in-unit laundry and separate HVAC, and the duplex works for an owner-occupant.',
    '',
  ],
  [
    'n-wayne',
    'Lakeview 3-flat just hit the market at $1.15M 🔥 7 beds, 4 baths, in-unit laundry. Southport Corridor.',
    'price:block',
  ],
  [
    'n-wayne',
    '시카고 레이크뷰 사우스포트 3세대 벽돌 건물: 총 7베드 4배스, 1915년 건축, 유닛별 세탁기, 개별 냉난방. 150만 달러. 블레인 초등학교 도보 거리.',
    '',
  ],
];
