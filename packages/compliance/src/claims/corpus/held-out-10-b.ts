import type { ClaimCase } from './case';

/** Held-out-10, part b: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-10.ts). */
export const HELD_OUT_10_B: readonly ClaimCase[] = [
  // larkspur: for rent at $2,350 a month; 2 beds, 1 bath; 940 sf (87 m²); 1962; apartment, Apt 4; 80206;
  // sunny second floor; in-unit laundry, a balcony, ONE reserved parking space; one open house, Saturday
  // 2026-01-10 10:00–12:00; no MLS; no dishwasher, air conditioning or pets named.
  [
    'larkspur',
    'Open house Sat Jan 10, 10 AM–noon: 910 Larkspur St #4. 2BR/1BA, 940 sf, $2,350/mo, in-unit laundry, balcony, one reserved parking spot.',
    '',
  ],
  [
    'larkspur',
    'Open house Sunday Jan 11, 1–3 PM at 910 Larkspur St Apt 4. Two reserved parking spaces included!',
    'open_houses:block feature:parking:block',
  ],
  [
    'larkspur',
    'For sale in Denver: 2-bed, 1-bath flat at 910 Larkspur St #4, offered at $349,000.',
    'status:block price:block',
  ],
  [
    'larkspur',
    'Denver renters: the metro median 2-bed now rents for about $2,050. 910 Larkspur St #4 is $2,350 a month, and with in-unit laundry you can skip the laundromat. Plus a balcony and a reserved spot. Front Range Leasing placed 300+ renters this year.',
    '',
  ],
  [
    'larkspur',
    "Two bedrooms, one bath, a dishwasher, central air, and yes, it's pet-friendly! 910 Larkspur St #4, $2,350/mo.",
    'feature:dishwasher:warn feature:central_air:warn feature:pets:warn',
  ],
  [
    'larkspur',
    'À louer à Denver : appartement 2 chambres, 87 m², balcon, laveuse-sécheuse dans le logement, 2 350 $ par mois, immeuble construit en 1972.',
    'year_built:block',
  ],
  [
    'larkspur',
    "Neighbors, a sunny second-floor 2-bed in our building (910 Larkspur, Apt 4) is up for rent at $2,350. In-unit laundry and a balcony! And don't forget the building's fall chili cook-off in October.",
    '',
  ],
  [
    'larkspur',
    '910 Larkspur St Apt 4, Denver CO 80220: 1,200 sq ft, 2 bed, $2,350/mo.',
    'address.postal_code:block living_area_sqft:block',
  ],

  // lee-marie: for sale at $348,000; 4 beds, 2.5 baths (2 full, 1 half); 1,704 sf; lot 6,534 sf (0.15 ac);
  // 2016; single-family; new carpet, LVP, fresh paint; new oven and refrigerator; formal dining; ATTACHED
  // two-car garage; fully fenced backyard with a patio; end of street; minutes to shopping, a drive to uptown;
  // 28269; MLS 4075113; no HOA, pool or porch named; no open houses.
  [
    'lee-marie',
    'Four bedrooms, two and a half baths, about seventeen hundred square feet, built in 2016, with an attached two-car garage and a fully fenced backyard. $348,000 in Charlotte 28269.',
    '',
  ],
  [
    'lee-marie',
    '[0:00] Charlotte under $350K? [0:03] 5518 Lee Marie Ln, 3 bed, 2 bath. [0:07] New carpet, LVP, fresh paint. [0:10] $348,000, link below.',
    'beds:block baths_total:block',
  ],
  [
    'lee-marie',
    'Less than five years old and move-in ready! HOA just $45 a month. 5518 Lee Marie Ln.',
    'year_built:block feature:hoa:warn',
  ],
  [
    'lee-marie',
    '5518 Lee Marie Ln, $348,000. At 6.5% with 5% down that is roughly $2,090 a month in principal and interest. For comparison, a 5-bed two streets over sold for $410K last month.',
    '',
  ],
  [
    'lee-marie',
    'Fully fenced third of an acre with a screened porch for summer nights: 5518 Lee Marie Ln.',
    'lot_size:block feature:screened_porch:warn',
  ],
  [
    'lee-marie',
    'PROPERTY FLYER | 5518 Lee Marie Ln, Charlotte NC 28269 | MLS 4075113 | Beds: 4 | Baths: 2.5 (2 full, 1 half) | 1,704 SF | Lot: 0.15 AC | Built: 2016 | Garage: attached 2-car | Floors: new carpet + LVP | Appliances: new oven and refrigerator | $348,000',
    '',
  ],
  [
    'lee-marie',
    'UNDER CONTRACT in 4 days! 5518 Lee Marie Ln, 4 bed with a detached two-car garage.',
    'status:block feature:garage:block',
  ],
  [
    'lee-marie',
    '5518 Lee Marie Dr, Charlotte. MLS #4075131. Four bedrooms, fenced backyard, patio.',
    'address.street:block mls_id:block',
  ],

  // maple-grove: for sale at $489,000; 3 beds, 2 baths; 1,684 sf (156 m²); 0.21 ac (850 m²); 1998;
  // single-family, single-story on a quiet street; open kitchen, quartz counters, covered patio; NEW ROOF IN
  // 2022; large backyard with mature oaks; 78745; MLS 8123456; no garage or pool named; no open houses.
  [
    'maple-grove',
    '2207 Maple Grove Ln: single-story 3/2, 1,684 sf on about a fifth of an acre, built 1998. Open kitchen with quartz counters, covered patio, roof replaced four years ago. $489,000.',
    '',
  ],
  [
    'maple-grove',
    'Backyard oasis with a sparkling pool and mature oaks, 4 bedrooms, 2 baths, single-story. 2207 Maple Grove Ln.',
    'feature:pool:warn beds:block',
  ],
  [
    'maple-grove',
    'Roof new in 2019! Built in the 2000s, updated single-story in South Austin.',
    'feature:new_roof:block year_built:block',
  ],
  [
    'maple-grove',
    'Just listed in 78745! 2207 Maple Grove Ln: 3 bed, 2 bath, 1,684 sq ft, $489K. Zoned to Austin ISD and 20 minutes to downtown. Catch the Blues on the Green concerts all summer.',
    '',
  ],
  [
    'maple-grove',
    'Price reduced to $475,000! 2207 Maple Grove Ln, 3-car garage and a large backyard.',
    'price:block feature:garage:warn',
  ],
  [
    'maple-grove',
    'Casa de una planta en Austin: 3 recámaras, 2 baños, 156 m², terreno de 2,000 m², construida en 1998, techo nuevo en 2022.',
    'lot_size:block',
  ],
  [
    'maple-grove',
    'Slide 1: 2207 Maple Grove Ln | Slide 2: Open kitchen + quartz | Slide 3: Covered patio, big backyard, mature oaks | Slide 4: New roof (2022) | Slide 5: 3 bd · 2 ba · $489,000 | Slide 6: DM me for a private showing',
    '',
  ],
  [
    'maple-grove',
    'Open house this Saturday 1–4! MLS #8123465, quiet street, quartz counters.',
    'open_houses:warn mls_id:block',
  ],

  // marble-creek: for sale at $815,000; 4 beds, 3.5 baths (3 full, 1 half); 4,479 sf; 0.36 ac; 1999;
  // single-family custom Kickerillo on a cul-de-sac; floating staircase, oak hardwoods, plantation shutters,
  // cathedral ceilings; THREE fireplaces; granite island kitchen open to the den, Sub-Zero, convection oven;
  // "ample space for pool" (read as no pool, as held-out-9 read it); extended garage and 2-car porte-cochère;
  // 77077; MLS 33148146; no open houses.
  [
    'marble-creek',
    'Caravan notes: 13915 Marble Creek Ct. Custom Kickerillo on a cul-de-sac, 4/3.5, 4,479 sf on 0.36 ac, built 1999. Three fireplaces, Sub-Zero, room for a pool. $815K. Lunch courtesy of our title partner.',
    '',
  ],
  [
    'marble-creek',
    'Resort-style pool, five bedrooms and a Sub-Zero kitchen at 13915 Marble Creek Ct!',
    'feature:pool:block beds:block',
  ],
  [
    'marble-creek',
    'Two fireplaces, cathedral ceilings and 4,800 square feet of custom living.',
    'feature:fireplace:block living_area_sqft:block',
  ],
  [
    'marble-creek',
    'Energy Corridor market update: the 77077 median sale price is $410K and Lakeside Place HOA dues run about $1,100 a year. 13915 Marble Creek Ct stands apart at $815,000: 4 bedrooms, 3.5 baths, 4,479 sq ft.',
    '',
  ],
  [
    'marble-creek',
    '4 bd, 2½ ba custom home on a half-acre lot in West Houston.',
    'baths_total:block lot_size:block',
  ],
  [
    'marble-creek',
    'CUL-DE-SAC CUSTOM! CATHEDRAL CEILINGS, FLOATING STAIRCASE, OAK HARDWOODS, GRANITE ISLAND KITCHEN OPEN TO THE DEN, PLANTATION SHUTTERS. FOUR BEDS, THREE AND A HALF BATHS. $815,000.',
    '',
  ],
  ['marble-creek', 'SOLD! Late-1980s Kickerillo custom on a cul-de-sac.', 'status:block year_built:block'],
  [
    'marble-creek',
    "Podcast script: This week's home is a 1999 custom on an intimate cul-de-sac in Houston, 77077. About forty-five hundred square feet, four bedrooms, three full baths plus a powder room, an extended garage and a two-car porte-cochère. Listed at eight hundred fifteen thousand dollars.",
    '',
  ],

  // n-wayne: for sale at $1,500,000; multi-family all-brick 3-flat (3 units); 7 beds (2 + 2 + 3) and 4 baths
  // (1 + 1 + 2); NO living area for the building; lot 3,000 sf; 1915; rear decks, in-unit laundry,
  // individual HVAC (GFA/CA) per unit; hardwood, crown molding, granite kitchens, front dens; Blaine
  // Elementary; 60613; MLS 12477908; no garage, parking or roof named; no open houses.
  [
    'n-wayne',
    'Southport Corridor 3-flat at $1.5M: two 2-bed/1-bath units plus a 3-bed/2-bath duplex-down, 7 beds and 4 baths in all. In-unit laundry and individual HVAC in every unit. For reference, Lakeview 3-flats traded at a median $1.35M in Q1. #ChicagoInvesting',
    '',
  ],
  [
    'n-wayne',
    'Vintage all-brick 3-flat with 4,500 total square feet and garage parking for three cars, 3760 N Wayne Ave.',
    'living_area_sqft:warn feature:garage:warn',
  ],
  [
    'n-wayne',
    'Rare single-family home on Wayne Ave with 6 bedrooms, hardwood floors and crown molding.',
    'property_type:block beds:block',
  ],
  [
    'n-wayne',
    '🧱 All-brick 3-flat\n🏙 3760 N Wayne Ave, Chicago 60613\n🛏 7 beds across 3 units\n🛁 4 baths\n🧺 in-unit laundry\n❄️ central air\n📏 3,000 sq ft lot\n📅 1915\n💰 $1,500,000\n🎒 steps to Blaine Elementary',
    '',
  ],
  [
    'n-wayne',
    'Built in the 1930s and updated since, with a newer roof in 2021.',
    'year_built:block feature:new_roof:warn',
  ],
  [
    'n-wayne',
    'Price improvement: 3760 N Wayne Ave now $1,250,000. MLS# 12477980.',
    'price:block mls_id:block',
  ],
  [
    'n-wayne',
    'Two Lakeview listings this week: 3800 N Southport, a 4-unit with 2-car garage parking at $2.1M, and 3760 N Wayne Ave, a 3-unit all-brick building with rear decks and granite kitchens at $1,500,000.',
    '',
  ],
  [
    'n-wayne',
    'Open house Sunday 12–2 at 3760 N Wayne Ave, Chicago IL 60657.',
    'open_houses:warn address.postal_code:block',
  ],
];
