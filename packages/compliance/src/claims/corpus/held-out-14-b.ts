import type { ClaimCase } from './case';

/** Held-out-14, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-14.ts). */
export const HELD_OUT_14_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT at $2,350/month; 2 beds, 1 bath; 940 sq ft (~87 m²); built 1962; apartment, second
  // floor; in-unit laundry, balcony, ONE reserved parking space; open house Sat 2026-01-10 10:00-12:00;
  // 910 Larkspur St APT 4, Denver CO 80206; Marcus Bell 720-555-0187. No pets, deposit or central air named.
  [
    'larkspur',
    'Marcus @ Front Range Leasing here: 910 Larkspur #4 is open! 2bd/1ba, 940 sq ft, $2,350/mo, W/D in unit, 1 reserved spot, sunny balcony. Open house Sat 1/10, 10am–noon. Reply STOP to opt out.',
    '',
  ],
  [
    'larkspur',
    'Come see it! Open house Saturday, January 10, 1–3 PM at 910 Larkspur St, Apt 4. Two bedrooms, in-unit laundry, $2,530 a month.',
    'open_houses:block price:block',
  ],
  [
    'larkspur',
    'Commuter-friendly 2BR at 910 Larkspur St #4 with 2 reserved parking spaces and a balcony. Pets welcome! Call 720-555-0187.',
    'feature:parking:block feature:pets:warn',
  ],
  [
    'larkspur',
    'Slide 1: Congress Park rent check 🏙️\nSlide 2: Average 2BR rent in 80206: $2,480 (down 3% from last year)\nSlide 3: Our pick: 910 Larkspur #4, 2 bd, 940 sf, $2,350/mo, laundry in unit\nSlide 4: Front Range Leasing: 9 years, 600+ leases signed, 4.8★ on 287 reviews',
    '',
  ],
  [
    'larkspur',
    '丹佛出租：910 Larkspur St 4号公寓，两室一卫，约87平方米，建于1926年，月租2350美元，室内洗衣机烘干机，一个专用车位。',
    'year_built:block',
  ],
  [
    'larkspur',
    'EN: 2 bedrooms · 1 bath · 940 sq ft · $2,350/month · washer and dryer in the unit · one reserved parking space\nES: 2 recámaras · 1 baño · 940 pies² · $2,350 al mes · lavadora y secadora en la unidad · un estacionamiento reservado',
    '',
  ],
  [
    'larkspur',
    'Just rented! 🔑 910 Larkspur St Apt 14 found its new tenants in four days. Thanks to everyone who applied.',
    'status:block address.street:block',
  ],
  [
    'larkspur',
    'Move-in ready at 910 Larkspur St #4: security deposit equals one month of rent, and the unit has central A/C for Denver summers. $2,350/mo.',
    'feature:deposit:warn feature:central_air:warn',
  ],

  // lee-marie: FOR SALE at $348,000; 4 beds; 2.5 baths (2 full + 1 half); 1,704 sq ft; lot 6,534 sq ft
  // (0.15 acres); built 2016 (a decade before 2026); single family; attached two-car garage, fenced backyard,
  // patio, LVP, new carpet; 5518 Lee Marie Ln, Charlotte NC 28269; MLS 4075113; Steven Norris.
  // No pool or basement named.
  [
    'lee-marie',
    '4/2.5 | just over 1,700 sf | built 2016 | 2-car attached | fenced yard | $348K. 5518 Lee Marie Ln, Charlotte. New carpet and paint, move right in.',
    '',
  ],
  [
    'lee-marie',
    'Starter-home alert 🏠 5518 Lee Marie Ln offers 3 bedrooms, fresh LVP floors and a brand new fridge for $348,000.',
    'beds:block',
  ],
  [
    'lee-marie',
    'Listing presentation, pricing page:\n• Subject: 5518 Lee Marie Ln, 1,704 SF on a 0.25-acre lot\n• Recommended list price: $384,000\n• Expected days on market: 12–18',
    'lot_size:block price:block',
  ],
  [
    'lee-marie',
    'CMA, Mallard Creek, last 90 days:\n• 5604 Lee Marie Ln: 3/2, 1,410 sf, sold $312,000\n• 5327 Prosperity Ridge Rd: 4/3, 2,050 sf, sold $389,900\n• Subject, 5518 Lee Marie Ln: 4/2.5, 1,704 sf, 2016, listed $348,000\nAverage sale-to-list: 99.2%.',
    '',
  ],
  [
    'lee-marie',
    'Bahay na binebenta sa Charlotte! 5518 Lee Marie Ln: 4 kuwarto, may swimming pool at basement, $348,000. Tawag na!',
    'feature:pool:warn feature:basement:warn',
  ],
  [
    'lee-marie',
    'Show notes, "Charlotte Starter Homes in 2026": Steven Norris (9 years with EXP, 180+ families helped) walks through 5518 Lee Marie Ln, a four-bed built just a decade ago with an attached two-car garage, and why $348K is the new entry point in 28269.',
    '',
  ],
  [
    'lee-marie',
    'SOLD over asking! 🎉 5518 Lee Marie Ln, Charlotte NC 28262. Congrats to my buyers!',
    'status:block address.postal_code:block',
  ],
  [
    'lee-marie',
    'MLS #4075131: 5518 Lee Marie Ln. Four bedrooms, three full baths, fenced yard with patio, $348,000.',
    'mls_id:block baths_total:block',
  ],

  // maple-grove: FOR SALE at $489,000; 3 beds, 2 baths; 1,684 sq ft; 0.21 acres (~9,150 sq ft); built 1998;
  // single-story single family; open kitchen, quartz, covered patio, NEW ROOF IN 2022, mature oaks;
  // 2207 Maple Grove Ln, Austin TX 78745; MLS 8123456; Dana Whitfield (512) 555-0142. No pool or HOA named.
  [
    'maple-grove',
    'Slide 1: 2207 Maple Grove Ln, South Austin 🌳\nSlide 2: Single-story, 3 bed / 2 bath, 1,684 sq ft\nSlide 3: A roof just four years young (2022)\nSlide 4: Quartz counters and a covered patio under mature oaks\nSlide 5: $489,000. DM Dana or call (512) 555-0142',
    '',
  ],
  [
    'maple-grove',
    'Roof replaced in 2018, so no big-ticket surprises! 2207 Maple Grove Ln sits on a 0.12-acre lot with a covered patio.',
    'feature:new_roof:block lot_size:block',
  ],
  [
    'maple-grove',
    'Q: How old is the roof?\nA: Brand new in 2022.\nQ: How big is the lot?\nA: 0.21 acre, roughly 9,150 sq ft, with mature oaks out back.\nQ: Built when?\nA: 1998.',
    '',
  ],
  [
    'maple-grove',
    '오스틴 단층 주택 매매! 2207 Maple Grove Ln: 침실 4개, 욕실 2개, 1998년 건축, $489,000.',
    'beds:block',
  ],
  [
    'maple-grove',
    'Summer-ready backyard at 2207 Maple Grove Ln: sparkling pool and hot tub under the oaks, and the HOA is only $35/mo.',
    'feature:pool:warn feature:hoa:warn',
  ],
  [
    'maple-grove',
    'Hi Kenji,\nFor your move from Seattle: Circle C homes run $650K+, and Travis Heights is rarely under $800K. 2207 Maple Grove Ln is a 3/2, 1,684 sq ft single-story built in 1998 at $489K, about 15 minutes to your Oracle campus.\nDana',
    '',
  ],
  [
    'maple-grove',
    'Sunset Valley charmer! 2207 Maple Grove Ln, Austin TX 78735, listed at $498,000.',
    'address.postal_code:block price:block',
  ],
  [
    'maple-grove',
    'Built in the early 1980s and lovingly updated: 2207 Maple Grove Ln offers 1,864 sq ft on one level.',
    'year_built:block living_area_sqft:block',
  ],

  // marble-creek: FOR SALE at $815,000; 4 beds; 3.5 baths (3 full + 1 half); 4,479 sq ft (~416 m²); 0.36
  // acres (~1,457 m²); built 1999; custom Kickerillo home on a cul-de-sac; THREE fireplaces; "ample space for
  // pool" (so no pool); extended garage (uncounted) and 2-car porte cochere; 13915 Marble Creek Ct, Houston
  // TX 77077; MLS 33148146; Heidi Dietrich (281) 558-4114. No basement named.
  [
    'marble-creek',
    'Nearly 4,500 sq ft of custom Kickerillo craftsmanship on a quiet cul-de-sac: three fireplaces, oak hardwoods, a Sub-Zero, and room to add the pool of your dreams. $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Resort living at 13915 Marble Creek Ct: a sparkling pool, four fireplaces and a granite island kitchen.',
    'feature:pool:block feature:fireplace:block',
  ],
  [
    'marble-creek',
    'Custom 5-bed home built in 2009 on Marble Creek Ct. Cathedral ceilings, plantation shutters, porte cochere.',
    'beds:block year_built:block',
  ],
  [
    'marble-creek',
    'HOUSTON – Dietrich Properties marks 30 years in the Energy Corridor this month with its 1,000th listing: 13915 Marble Creek Ct, a 1999 custom Kickerillo home with 4 bedrooms and 3.5 baths on 0.36 acres, listed at $815,000. Call (281) 558-4114.',
    '',
  ],
  [
    'marble-creek',
    'Casa en venta en Houston: 13915 Marble Creek Ct, 416 m² de construcción en un terreno de 3.000 m², 4 recámaras, tres chimeneas. $815,000.',
    'lot_size:block',
  ],
  [
    'marble-creek',
    'CMA, Marble Creek Ct:\n• 14011 Marble Creek Ct: 4/3.5, 4,120 sf, sold $760,000 (pool)\n• 13902 Marble Creek Ct: 5/4, 4,800 sf, sold $865,000\n• Subject, 13915: 4/3.5, 4,479 sf, 0.36 ac, 1999, list $815,000\nSubject has no pool; budget $70–90K if buyers want one.',
    '',
  ],
  [
    'marble-creek',
    'Under contract in a week! 13915 Marble Creek Ct, Houston 77079. Thank you, Heidi Dietrich team.',
    'status:block address.postal_code:block',
  ],
  [
    'marble-creek',
    'Car lovers: a three-car garage plus the porte cochere. Teens: a game-room basement. 13915 Marble Creek Ct has it all.',
    'feature:garage:warn feature:basement:warn',
  ],

  // n-wayne: FOR SALE at $1,500,000; 7 beds and 4 baths across units (2/1 + 2/1 + 3/2); living area not
  // listed; lot 3,000 sq ft (25 x 120); built 1915; multi-family all-brick 3-flat; rear decks, in-unit
  // laundry, individual HVAC with central air (GFA/CA); 3760 N Wayne Ave, Chicago IL 60613; MLS 12477908.
  // No garage named; occupancy not stated.
  [
    'n-wayne',
    'Southport Corridor all-brick 3-flat, $1.5M. 7 beds / 4 baths across three units on a 25 x 120 lot, built 1915, steps to Blaine Elementary. 3760 N Wayne Ave.',
    '',
  ],
  [
    'n-wayne',
    'Investor special: 3760 N Wayne Ave offers 4,200 sq ft of living space and is fully rented at $9,800/mo gross.',
    'living_area_sqft:warn feature:occupancy:warn',
  ],
  [
    'n-wayne',
    'Rare Lakeview 3-flat with 6 bedrooms total, built 1925. Granite kitchens, crown molding.',
    'beds:block year_built:block',
  ],
  [
    'n-wayne',
    'Broker tour, Lakeview, Thursday:\n• 3750 N Wayne: 2-flat, sold $1.12M in August\n• 1400 W Addison: 6-unit, $2.4M, fully leased\n• 3760 N Wayne: brick 3-flat, 7 beds, 4 baths, $1.5M, owner-occupant friendly\nLunch at Southport Grocery after.',
    '',
  ],
  [
    'n-wayne',
    'Prédio de 3 unidades em Lakeview, Chicago: preço US$ 1,15 milhão, garagem para 2 carros, lavanderia em cada apartamento.',
    'price:block feature:garage:warn',
  ],
  [
    'n-wayne',
    'Quick numbers for you: 7BR/4BA total, (2) 2/1 + (1) 3/2 duplex-down, in-unit W/D, GFA/CA, 3,000 sf lot, c.1915, $1.5M, MLS 12477908.',
    '',
  ],
  [
    'n-wayne',
    'Charming single-family home at 3760 N Wayne Ave, Chicago IL 60657. Vintage millwork and rear decks.',
    'property_type:block address.postal_code:block',
  ],
  [
    'n-wayne',
    'SOLD: 3670 N Wayne Ave, the Southport 3-flat. Congrats to our investor clients!',
    'status:block address.street:block',
  ],
];
