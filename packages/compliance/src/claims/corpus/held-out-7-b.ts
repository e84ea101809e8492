import type { ClaimCase } from './case';

/** Seventh held-out set, part B (see held-out-7.ts): larkspur, lee-marie, maple-grove, marble-creek, n-wayne. */
export const HELD_OUT_7_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT $2,350/mo, 910 Larkspur St APT 4, Denver CO 80206, 2 beds, 1 bath, 940 sq ft,
  // built 1962, second floor, in-unit laundry, balcony, ONE reserved parking space, open house
  // 2026-01-10 10:00–12:00. No garage, no central air mentioned.
  [
    'larkspur',
    '910 Larkspur #4 — 2bd/1ba, 940 sf, $2,350/mo, in-unit W/D, balcony, 1 reserved spot. Open house Sat Jan 10, 10–12.',
    '',
  ],
  [
    'larkspur',
    'Balcony brunch goals 📌 910 Larkspur St APT 4, Denver — 2 bed, 2 bath, garage parking',
    'baths_total:block feature:garage:warn',
  ],
  [
    'larkspur',
    'Denver rentals this week: 910 Larkspur St APT 4 (80206), a sunny second-floor 2BR with in-unit laundry, $2,530/mo.',
    'price:block',
  ],
  [
    'larkspur',
    'Denver apartment tour | 910 Larkspur St APT 4 | built 1962 | 940 sq ft | central air | balcony',
    'feature:central_air:warn',
  ],
  [
    'larkspur',
    'Ski season base camp ⛷️ 910 Larkspur St APT 4 — 2 bedrooms, in-unit laundry, 2 reserved parking spaces, $2,350/mo.',
    'feature:parking:block',
  ],
  [
    'larkspur',
    'Departamento en renta en Denver: 2 recámaras, 1 baño, 940 pies cuadrados, lavadora y secadora en la unidad, balcón. $2,350 al mes.',
    '',
  ],
  [
    'larkspur',
    'Open house Saturday Jan 10, 1–3 pm at 910 Larkspur St APT 4! Bring your questions.',
    'open_houses:block',
  ],
  // lee-marie: FOR SALE $348,000, 5518 Lee Marie Ln, Charlotte NC 28269, 4 beds, 2.5 baths, 1,704 sq ft,
  // lot 6,534 sq ft, built 2016, new carpet, LVP, fresh paint, brand new oven and refrigerator, formal
  // dining, attached two-car garage, fenced backyard with patio, quiet END OF STREET (no cul-de-sac
  // named), minutes to shopping. No roof work mentioned.
  [
    'lee-marie',
    'Charlotte Home of the Week: 5518 Lee Marie Ln, 28269. Four bedrooms, 2.5 baths, 1,704 sq ft, built 2016, attached two-car garage and a fenced backyard with patio. $348,000.',
    '',
  ],
  [
    'lee-marie',
    'Rental-ready in north Charlotte! 5518 Lee Marie Ln, $348K, 4 bd / 2.5 ba. Comparable rents $2,400/mo; 6.5% cap rate.',
    'feature:rent_estimate:warn feature:cap_rate:warn',
  ],
  [
    'lee-marie',
    'Lee Marie Ln just hit the market, $348k, 4/2.5, 1704 sf, brand new oven & fridge, new roof too',
    'feature:new_roof:warn',
  ],
  [
    'lee-marie',
    'Compared with the 3-bed on Mallard Creek Rd at $365K, 5518 Lee Marie Ln gives you a fourth bedroom, a fenced backyard and a brand-new oven and refrigerator for $348,000.',
    '',
  ],
  [
    'lee-marie',
    'street,zip,beds,baths,sqft,year\n5518 Lee Marie Ln,28269,4,2.5,1704,2012',
    'year_built:block',
  ],
  [
    'lee-marie',
    'Casa à venda em Charlotte: 4 quartos, 2,5 banheiros, 1.704 pés quadrados, garagem para dois carros, quintal cercado. US$ 348.000.',
    '',
  ],
  [
    'lee-marie',
    '5518 Lee Marie Ln tour | 4 bed 3 bath | 1,704 sq ft | quiet cul-de-sac | fresh paint',
    'baths_total:block feature:cul_de_sac:warn',
  ],
  // maple-grove: FOR SALE $489,000, 2207 Maple Grove Ln, Austin TX 78745, 3 beds, 2 baths, 1,684 sq ft,
  // 0.21 ac, built 1998, SINGLE-STORY, open kitchen, quartz, covered patio, new roof 2022, large
  // backyard, mature oaks. No pool.
  [
    'maple-grove',
    'South Austin pick: 2207 Maple Grove Ln, a single-story 3-bed, 2-bath, 1,684 sq ft on 0.21 acres. Quartz counters, covered patio, new roof in 2022, big backyard with mature oaks. $489,000.',
    '',
  ],
  [
    'maple-grove',
    'Texas summer ☀️ 2207 Maple Grove Ln has a covered patio, mature oaks and a sparkling pool. Built 1998.',
    'feature:pool:warn',
  ],
  ['maple-grove', 'beds,baths,sqft,lot,year,price\n3,2,1684,0.12 ac,1998,489000', 'lot_size:block'],
  [
    'maple-grove',
    'Maple Grove is a two-story, 3 bed 2 bath, 1684 sf, new roof 2022, $489k',
    'feature:stories:block',
  ],
  [
    'maple-grove',
    'Casa de una planta en Austin 78745: 3 recámaras, 2 baños, 1,684 pies cuadrados, techo nuevo en 2022, cocina abierta con cubiertas de cuarzo. $498,000.',
    'price:block',
  ],
  [
    'maple-grove',
    'Single-story living 📌 2207 Maple Grove Ln, Austin — 3 bed, open kitchen, quartz counters, covered patio, mature oak trees',
    '',
  ],
  [
    'maple-grove',
    'Same street, same price range: the 4-bed at 2211 has a pool, but 2207 Maple Grove Ln has a new roof (2022) and a large backyard. $489K.',
    '',
  ],
  // marble-creek: FOR SALE $815,000, 13915 Marble Creek Ct, Houston TX 77077, 4 beds, 3.5 baths,
  // 4,479 sq ft, 0.36 ac, built 1999, custom Kickerillo, cul-de-sac, floating staircase, oak hardwoods,
  // granite, THREE fireplaces, Sub-Zero, convection oven, "ample space for pool" (so no pool), extended
  // garage, porte cochere, MLS 33148146.
  [
    'marble-creek',
    'Luxury spotlight: 13915 Marble Creek Ct, Houston 77077. Custom Kickerillo on a cul-de-sac, 4 bedrooms, 3.5 baths, 4,479 sq ft, 3 fireplaces, granite island kitchen with Sub-Zero. $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Houston luxury tour 🎥 13915 Marble Creek Ct | 4,479 sq ft | resort-style pool | 3 fireplaces',
    'feature:pool:block',
  ],
  ['marble-creek', 'Marble Creek Ct — 5 bed, 3.5 bath, 1999 build, cul-de-sac, $815k', 'beds:block'],
  [
    'marble-creek',
    '13915 Marble Creek Ct for investors: buy at $815K, lease at $5,500/mo to corporate relocations.',
    'feature:rent_estimate:warn',
  ],
  [
    'marble-creek',
    'Holiday hosting? 13915 Marble Creek Ct has two fireplaces, a floating staircase and a convection oven.',
    'feature:fireplace:block',
  ],
  [
    'marble-creek',
    'Casa de luxo em Houston: 4 quartos, 3 banheiros completos e 1 lavabo, 4.479 pés quadrados, terreno de 0,36 acre, construída em 1999.',
    '',
  ],
  ['marble-creek', 'mls,beds,sqft,acres,year\n33148146,4,4479,0.63,1999', 'lot_size:block'],
  // n-wayne: FOR SALE $1,500,000, 3760 N Wayne Ave, Chicago IL 60613, multi-family 3-flat, 7 beds, 4
  // baths, lot 3,000 sq ft, built 1915, NO living area given, all brick, two 2bd/1ba units and a 3bd/2ba
  // duplex-down, rear decks, in-unit laundry, individual HVAC, granite kitchens, Blaine Elementary,
  // transit. No parking or garage mentioned, no rents.
  [
    'n-wayne',
    '3-FLAT FOR SALE: 3760 N Wayne Ave, Chicago 60613. $1,500,000. Two 2bd/1ba units plus a 3bd/2ba duplex-down, in-unit laundry, individual HVAC. Gross rents $9,800/mo, 5.8% cap rate.',
    'feature:rent_estimate:warn feature:cap_rate:warn',
  ],
  [
    'n-wayne',
    'Lakeview investment of the month: an all-brick 3-unit building at 3760 N Wayne Ave, built 1915, 7 bedrooms and 4 baths in total, steps to Blaine Elementary. Offered at $1.5M.',
    '',
  ],
  ['n-wayne', '3760 N Wayne — 3 units, 8 beds total, granite kitchens, rear decks, $1.5M', 'beds:block'],
  ['n-wayne', 'units,beds,baths,lot_sqft,year,price\n3,7,4,3000,1951,1500000', 'year_built:block'],
  [
    'n-wayne',
    'Edificio de 3 unidades en Lakeview, Chicago: 7 recámaras, 4 baños, terreno de 3,000 pies cuadrados, lavandería en cada unidad. $1,500,000.',
    '',
  ],
  [
    'n-wayne',
    '3760 N Wayne Ave tour | 3-flat | 4,200 sq ft | garage parking for 3 cars | Southport Corridor',
    'living_area_sqft:warn feature:garage:warn',
  ],
  [
    'n-wayne',
    'Compared with a 2-flat down the block at $1.1M, 3760 N Wayne Ave adds a third unit and a duplex-down with a family room, for $1,500,000.',
    '',
  ],
  // More clean posts (facts as in each listing's group above).
  [
    'marble-creek',
    'Fall market update 🍂 13915 Marble Creek Ct: oak hardwoods, plantation shutters, cathedral ceilings, an extended garage and a porte cochere. Built 1999, 0.36 acre on a cul-de-sac. MLS 33148146.',
    '',
  ],
];
