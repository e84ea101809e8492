import type { ClaimCase } from './case';

/** Held-out-11, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-11.ts). */
export const HELD_OUT_11_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT at $2,350 a month; 910 Larkspur St APT 4, Denver CO 80206; 2 beds, 1 bath; 940 sf;
  // 1962; apartment on the second floor; in-unit laundry, balcony, ONE reserved parking space; open house
  // Sat 2026-01-10 10:00–12:00. Nothing on pets, deposit, mountain views, central air.
  [
    'larkspur',
    'Thanks for signing in at the Jan 10 open house (10am–noon) at 910 Larkspur St, Apt 4! Recap: 2 bed, 1 bath, 940 sq ft on the second floor, in-unit laundry, a balcony and one reserved parking space. $2,350/month. Reply to apply — Marcus, Front Range Leasing.',
    '',
  ],
  [
    'larkspur',
    'Denver rental 🏙️ 2BR near Congress Park, $2,500/mo, two reserved parking spots, washer/dryer in unit — 910 Larkspur St #4.',
    'price:block feature:parking:block',
  ],
  [
    'larkspur',
    'Just listed FOR SALE — 910 Larkspur St Apt 4, Denver. Sunny 2-bed, 1-bath with a balcony.',
    'status:block',
  ],
  [
    'larkspur',
    'Open house Saturday, June 13, 11–1 at 910 Larkspur #4! Cats and dogs welcome. 2BR/1BA, $2,350.',
    'open_houses:block feature:pets:warn',
  ],
  [
    'larkspur',
    "WhatsApp to a relocating client: Larkspur update — Apt 4 is the 2-bed, 1-bath on the second floor, 940 sq ft, $2,350 a month, built in '62. The garden unit downstairs (Apt 1) has a private patio and a garage, but it's a studio. There's a public outdoor pool in Congress Park, a short bike ride away.",
    '',
  ],
  [
    'larkspur',
    'Wake up to mountain views from your balcony 🏔️ 910 Larkspur St Apt 4 — 2 bed, central A/C, in-unit laundry, $2,350/mo.',
    'feature:mountain_view:warn feature:central_air:warn',
  ],
  [
    'larkspur',
    'Apartamento de 2 quartos para alugar em Denver — 910 Larkspur St, Apto 4. Cerca de 120 m², prédio dos anos 80, lavanderia no apartamento, varanda e uma vaga de estacionamento reservada. US$ 2.350/mês.',
    'living_area_sqft:block year_built:block',
  ],
  [
    'larkspur',
    'Lease terms for Larkspur #4: $2,350/mo, deposit equal to one month’s rent, 12-month lease, second-floor 2-bed.',
    'feature:deposit:warn',
  ],

  // lee-marie: FOR SALE at $348,000; 5518 Lee Marie Ln, Charlotte NC 28269; 4 beds, 2.5 baths; 1,704 sf;
  // 6,534 sf lot (0.15 ac); 2016; single family; ATTACHED TWO-car garage; fenced backyard with patio; new
  // carpet, LVP, paint, oven, fridge; MLS 4075113. Nothing on HOA, pool, fireplace, screened porch.
  [
    'lee-marie',
    'Charlotte Home Buyers group — new listing alert! 5518 Lee Marie Ln, 28269: four bedrooms, two and a half baths, 1,704 sq ft, built 2016, attached 2-car garage and a fully fenced backyard with patio. Brand-new carpet, LVP and fresh paint. $348,000.',
    '',
  ],
  [
    'lee-marie',
    "REEL: 'Price drop alert!' On-screen text: 5518 Lee Marie Ln now $335K 🔥 4 bed · 2.5 bath · 2-car garage.",
    'price:block',
  ],
  [
    'lee-marie',
    '5518 Lee Marie Ln — 4BR in a neighborhood with low HOA dues ($45/mo) and a screened porch off the kitchen.',
    'feature:hoa:warn feature:screened_porch:warn',
  ],
  [
    'lee-marie',
    'Built ten years ago and it shows like new: 5518 Lee Marie Ln has 4 bedrooms, 2½ baths, just over 1,700 square feet and a lot of about 0.15 acre, all under $350K. The Mallard Creek rec center pool is ten minutes away.',
    '',
  ],
  [
    'lee-marie',
    'Just listed 🏡 5518 Lee Marie Ln, Charlotte — 2006 build, 2,100 sf, four bedrooms.',
    'year_built:block living_area_sqft:block',
  ],
  [
    'lee-marie',
    '3 bed, 2 bath home at 5518 Lee Marie Ln with a one-car garage.',
    'beds:block baths_total:block feature:garage:block',
  ],
  [
    'lee-marie',
    "Hi Dev — comparing your two favorites: Lee Marie Ln is $348K, 4BR/2.5BA, 1,704 sf, 2016, attached two-car garage. The Hucks Rd house is bigger (2,250 sf) with a finished basement and a screened porch, but it's $389K and from 1994. I'd write on Lee Marie.",
    '',
  ],
  [
    'lee-marie',
    'Cozy up by the gas fireplace at 5518 Lee Marie Ct, Charlotte NC 28262!',
    'feature:fireplace:warn address.street:block address.postal_code:block',
  ],

  // maple-grove: FOR SALE at $489,000; 2207 Maple Grove Ln, Austin TX 78745; 3 beds, 2 baths; 1,684 sf;
  // 0.21 ac; 1998; single-story single family; open kitchen, quartz, covered patio; NEW ROOF IN 2022; large
  // backyard with oaks; MLS 8123456. Nothing on pool, garage, fireplace, HOA.
  [
    'maple-grove',
    'Highlights\n✔ Single-story, 3 bed / 2 bath\n✔ 1,684 sq ft on 0.21 acre\n✔ Built 1998, new roof in 2022\n✔ Open kitchen with quartz counters\n✔ Covered patio & mature oaks\n2207 Maple Grove Ln, Austin 78745 — $489,000',
    '',
  ],
  [
    'maple-grove',
    'South Austin single-story with a brand-new 2025 roof and a sparkling pool under the oaks — 2207 Maple Grove Ln.',
    'feature:new_roof:block feature:pool:warn',
  ],
  ['maple-grove', '2207 Maple Grove Ln: a 3/2 on half an acre, $498,000.', 'lot_size:block price:block'],
  [
    'maple-grove',
    "Austin newsletter — Spotlight: a late-'90s single-story in 78745 with a roof that's only four years old, three bedrooms, two baths, just under 1,700 sq ft, listed just under $490K. Property taxes in Travis County run roughly 1.8–2.1% of value; ask your lender.",
    '',
  ],
  [
    'maple-grove',
    '오스틴 남쪽 단층집 🏡 2207 Maple Grove Ln — 4 bedrooms, 2 baths, 2-car garage, 새 지붕 (new roof 2022). $489K.',
    'beds:block feature:garage:warn',
  ],
  [
    'maple-grove',
    'Need a pool for Texas summers? The big backyard at 2207 Maple Grove Ln has room to add one under the oaks (buyer to verify with the city). 3BR/2BA, 1,684 sf, covered patio, $489,000. Barton Springs is fifteen minutes away.',
    '',
  ],
  [
    'maple-grove',
    'PENDING — 2207 Maple Grove Ln, Austin. MLS# 8123465. Backup offers welcome!',
    'status:block mls_id:block',
  ],

  // marble-creek: FOR SALE at $815,000; 13915 Marble Creek Ct, Houston TX 77077; 4 beds, 3.5 baths; 4,479 sf;
  // 0.36 ac; 1999; single family; Kickerillo custom on a cul-de-sac; THREE fireplaces; granite island,
  // Sub-Zero; "ample space for pool" read as no pool (as held-out-9); extended garage and 2-car porte
  // cochere; MLS 33148146. Nothing on water views.
  [
    'marble-creek',
    'Houston Westside group: custom Kickerillo home on a cul-de-sac — 13915 Marble Creek Ct, 77077. 4 bed, 3.5 bath, 4,479 sq ft, built 1999, 0.36-acre lot. Three fireplaces, a granite island kitchen with Sub-Zero, an extended garage and a two-car porte cochère. Room for a pool! $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Resort living at 13915 Marble Creek Ct: heated pool and spa, three fireplaces, 4 beds.',
    'feature:pool:block',
  ],
  [
    'marble-creek',
    'Two fireplaces, 3,900 square feet and a cul-de-sac lot — Marble Creek Ct, Houston.',
    'feature:fireplace:block living_area_sqft:block',
  ],
  [
    'marble-creek',
    'Relo guide — Energy Corridor: commutes to the big energy campuses run 10–15 minutes. Example home: 13915 Marble Creek Ct, a 1999 custom with four bedrooms on a bit over a third of an acre, listed at $815K. Neighborhood HOAs around here often run $700–$1,200 a year, and the Terry Hershey Park trails are close.',
    '',
  ],
  [
    'marble-creek',
    "Just listed: a mid-'80s Kickerillo at 13915 Marble Creek Ct, offered at eight hundred fifty thousand dollars.",
    'year_built:block price:block',
  ],
  [
    'marble-creek',
    '¡En venta! 13915 Marble Creek Ct, Houston — 4 recámaras, 4 baños, 3 chimeneas, garaje extendido y porte cochère para 2 autos. $815,000.',
    'baths_total:block',
  ],
  [
    'marble-creek',
    'Marble Creek Ct: lake views from the island kitchen and a full acre of gorgeous grounds.',
    'feature:water_view:warn lot_size:block',
  ],
  [
    'marble-creek',
    'Just-listed vs just-sold on the Westside: 13915 Marble Creek Ct lists at $815,000 (4 bd, 3.5 ba, 4,479 sf, three fireplaces). Around the corner, a 5-bed with a pool on Ashford Hollow sold for $790K in April.',
    '',
  ],

  // n-wayne: FOR SALE at $1,500,000; 3760 N Wayne Ave, Chicago IL 60613; 7 beds (2 + 2 + 3), 4 baths; no
  // living area; 3,000 sf lot; 1915; MULTI-FAMILY all-brick 3-flat; rear decks, in-unit laundry, individual
  // HVAC (GFA/CA, so central air); front dens in upper units; near Blaine Elementary; MLS 12477908. Nothing on
  // garage, roof deck, occupancy (photos from a previous sale).
  [
    'n-wayne',
    'INVESTOR ONE-PAGER — 3760 N Wayne Ave, Chicago 60613\nAsk: $1,500,000 | All-brick 3-flat, built 1915 | 7 bd / 4 ba total | Lot 25×120 (3,000 sf)\nUnits: two 2BR/1BA + one 3BR/2BA duplex-down; in-unit laundry, separate HVAC, rear decks\nMarket rents (not in place): 2BRs $2,400–$2,700, duplex $3,800–$4,200\nEst. taxes ~$21K/yr; pro-forma cap ~5.2% at ask',
    '',
  ],
  [
    'n-wayne',
    'Lakeview 3-flat, 3760 N Wayne — roughly 4,200 total sq ft, 3-car garage off the alley, $1.5M.',
    'living_area_sqft:warn feature:garage:warn',
  ],
  [
    'n-wayne',
    'Southport single-family home with 5 bedrooms — 3760 N Wayne Ave.',
    'property_type:block beds:block',
  ],
  [
    'n-wayne',
    'House-hack in Lakeview? Live in the duplex-down (3 bed, 2 bath, big lower-level family room) and rent the two 2-beds upstairs. 3760 N Wayne Ave, $1.5M, built in the 1910s, steps from Blaine Elementary. Need an office? The front dens in the upper units work.',
    '',
  ],
  [
    'n-wayne',
    'Fully leased through 2027! Built in 1925, 3760 N Wayne Ave is a turnkey 3-flat.',
    'feature:occupancy:warn year_built:block',
  ],
  [
    'n-wayne',
    '레이크뷰 3-flat 🏢 3760 N Wayne Ave — 유닛마다 central air & in-unit laundry, 공용 roof deck with skyline views. $1.5M.',
    'feature:roof_deck:warn',
  ],
  [
    'n-wayne',
    '3760 N Wayne: 7 beds, 5 baths across three units. MLS 12477980.',
    'baths_total:block mls_id:block',
  ],
  [
    'n-wayne',
    '¡Oportunidad de inversión en Lakeview! 3760 N Wayne Ave, Chicago — edificio de ladrillo de 3 unidades construido en 1915: dos departamentos de 2 recámaras y un dúplex de 3 recámaras, 7 recámaras y 4 baños en total. Lavandería en cada unidad y calefacción y aire central individuales. $1,500,000.',
    '',
  ],
];
