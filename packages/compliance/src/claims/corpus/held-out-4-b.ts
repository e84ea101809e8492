import type { ClaimCase } from './case';

/** held-out-4 (issue 26), listings six to ten; see held-out-4.ts for how the set was written. */
export const HELD_OUT_4_B: readonly ClaimCase[] = [
  // larkspur: for rent, $2,350 a month, 910 Larkspur St APT 4, Denver CO 80206, 2 beds, 1 bath (1 full,
  // no half), 940 sf, built 1962, apartment, second floor, in-unit laundry, balcony, one reserved
  // parking space, open house Saturday 2026-01-10 10:00–12:00.
  [
    'larkspur',
    'Open house this Saturday (Jan 10) from 10 to noon! Second-floor 2BR with a balcony, $2,350/month rent.',
    '',
  ],
  [
    'larkspur',
    'For rent in Denver 80206: sunny 2nd-floor 2 bed / 1 bath, 940 sf, in-unit laundry, balcony + 1 reserved parking spot. $2,350/mo. Open house Sat 1/10, 10am–12pm.',
    '',
  ],
  [
    'larkspur',
    '2bd1ba for lease — $2,350 a month, second floor, washer/dryer in unit, built 1962. Reach out to Marcus!',
    '',
  ],
  [
    'larkspur',
    'Se renta depa de 2 recámaras y 1 baño en Denver, segundo piso, 87 m², lavadora en la unidad, balcón y un estacionamiento reservado. $2,350 al mes.',
    '',
  ],
  [
    'larkspur',
    'Third-floor 2BR w/ 2 parking spaces, only $2,250/mo!',
    'feature:floor_level:block feature:parking:block price:block',
  ],
  ['larkspur', 'Now selling! 910 Larkspur #4 — 2 bed, 940 sq ft, first showings this week.', 'status:block'],
  [
    'larkspur',
    'Open house Sunday Jan 11, 10–noon 🏠 2BR/1.5BA Denver apartment',
    'open_houses:block baths_total:block',
  ],
  [
    'larkspur',
    'Denver 2BR rental with an attached garage, pets welcome, 1,040 sf.',
    'feature:garage:warn feature:pets:warn living_area_sqft:block',
  ],

  // lee-marie: for sale, $348,000, 5518 Lee Marie Ln, Charlotte NC 28269, 4 beds, 2.5 baths (2 full,
  // 1 half), 1,704 sf, lot 6,534 sf (0.15 acres), built 2016, single-family, attached two-car garage,
  // fenced backyard with patio, new carpet, LVP (not hardwood), new oven and fridge, CanopyMLS 4075113.
  [
    'lee-marie',
    'A lot of buyers I talk to in Charlotte assume four bedrooms under $350K means a project. Not this one: 5518 Lee Marie Ln was built in 2016, has two and a half baths, 1,704 square feet, fresh paint, a brand new oven and refrigerator, an attached two-car garage and a fully fenced backyard, at $348,000. Quiet end-of-street spot, quick drive to uptown.',
    '',
  ],
  [
    'lee-marie',
    'Charlotte 28269 — 4 bed / 2.5 bath, 1,704 sf, built 2016, attached 2-car garage, fenced backyard with patio. $348K. 🏡',
    '',
  ],
  [
    'lee-marie',
    'Bigger than most starter homes at 1,700+ sq ft 👀 Four bedrooms, two and a half baths, brand new carpet & LVP, $348,000. CanopyMLS 4075113.',
    '',
  ],
  [
    'lee-marie',
    'Casa de 4 recámaras y 2½ baños, 158 m², construida en 2016, cochera para 2 autos y patio cercado. Precio: $348,000.',
    '',
  ],
  [
    'lee-marie',
    'Under $350K in north Charlotte — 4BR/2.5BA on a 0.15-acre lot, est. payment around $2,300/mo with 10% down.',
    '',
  ],
  [
    'lee-marie',
    '4BR w/ 3-car garage and hardwood floors throughout, built 2006.',
    'feature:garage:block feature:hardwood:warn year_built:block',
  ],
  [
    'lee-marie',
    'Quarter-acre lot 🌳 1,900 sf, $384,000, 5518 Lee Marie Ln.',
    'lot_size:block living_area_sqft:block price:block',
  ],
  [
    'lee-marie',
    '5518 Lee Marie Ln, Charlotte NC 28262 | community pool | 4/2.5',
    'address.postal_code:block feature:community_pool:warn',
  ],

  // maple-grove: for sale, $489,000 (about $290/sf), 2207 Maple Grove Ln, Austin TX 78745, 3 beds,
  // 2 baths, 1,684 sf, 0.21 acres, built 1998, single-story single-family, open kitchen, quartz counters,
  // covered patio, new roof 2022, large backyard, mature oaks, Unlock MLS 8123456. No garage, no pool.
  [
    'maple-grove',
    'South Austin single-story 🌳 3/2, 1,684 sf on 0.21 ac, new roof in 2022, quartz counters, covered patio. $489,000 | 78745',
    '',
  ],
  [
    'maple-grove',
    "Three-bed, two-bath in 78745 built in '98 — about a fifth of an acre with mature oaks. Listed at $489K (~$290/sf).",
    '',
  ],
  [
    'maple-grove',
    'Something I keep telling first-time buyers in Austin: look past the paint and check the roof. This week I listed 2207 Maple Grove Ln, a 1998 single-story with 3 bedrooms and 2 baths on a quiet street, and the roof was replaced in 2022. Add quartz counters, an open kitchen and a covered patio under big oaks, and at $489,000 it is one of the better values south of the river. Unlock MLS #8123456 if you want the details.',
    '',
  ],
  [
    'maple-grove',
    'Built 2002, 3 bed / 2.5 bath Austin home with a 2-car garage.',
    'year_built:block baths_total:block feature:garage:warn',
  ],
  [
    'maple-grove',
    'Priced at $498,000 💥 3BR South Austin with a sparkling pool and granite counters.',
    'price:block feature:pool:warn feature:granite:warn',
  ],
  [
    'maple-grove',
    '2207 Maple Grove Ln, 78745 — 1,864 sf on a third of an acre.',
    'living_area_sqft:block lot_size:block',
  ],
  ['maple-grove', '#sold 🎉 2207 Maple Grove, 3 bed single-story.', 'status:block'],

  // marble-creek: for sale, $815,000 (about $182/sf), 13915 Marble Creek Ct, Houston TX 77077, 4 beds,
  // 3.5 baths (3 full, 1 half), 4,479 sf, 0.36 acres, built 1999, single-family on a cul-de-sac, oak
  // hardwoods, 3 fireplaces, granite island kitchen, "ample space for pool" (no pool), extended garage,
  // porte cochere, MLS 33148146.
  [
    'marble-creek',
    'Porte cochere + extended garage + 4BR on a cul-de-sac, $815,000. Lots like this are scarce.',
    '',
  ],
  [
    'marble-creek',
    'Custom Kickerillo on a quiet cul-de-sac in 77077 — 4 bed, 3 full + 1 half bath, 4,479 sf, 3 fireplaces, oak hardwoods, granite island kitchen, and room for a pool. $815K.',
    '',
  ],
  [
    'marble-creek',
    'Nearly 4,500 sq ft for $815,000 — that is ~$182/sf in west Houston. Built 1999 on 0.36 acres. MLS 33148146.',
    '',
  ],
  [
    'marble-creek',
    'Casa de 4 recámaras y 3.5 baños, 416 m², terreno de 0.36 acres, construida en 1999. ¡Con tres chimeneas! $815,000.',
    '',
  ],
  ['marble-creek', 'Resort-style pool + 4 bed / 3.5 bath custom home in Houston 🌴', 'feature:pool:warn'],
  [
    'marble-creek',
    '5BR/4BA, 4,800 sf, $850K in the Energy Corridor.',
    'beds:block baths_total:block living_area_sqft:block price:block',
  ],
  [
    'marble-creek',
    'Two fireplaces, gated community, built 1995 — 13915 Marble Creek Ct.',
    'feature:fireplace:block feature:gated:warn year_built:block',
  ],
  [
    'marble-creek',
    "Just over half an acre in Houston's Energy Corridor, 4 bed custom home.",
    'lot_size:block',
  ],

  // n-wayne: for sale, $1,500,000, 3760 N Wayne Ave, Chicago IL 60613, 7 beds, 4 baths (4 full), no
  // living area, lot 3,000 sf, built 1915, multi-family all-brick 3-flat: two 2-bed/1-bath units and a
  // 3-bed/2-bath duplex down, rear decks, in-unit laundry, individual HVAC, hardwood, granite, MLS 12477908.
  [
    'n-wayne',
    'Southport Corridor 3-flat 🧱 all-brick, two 2-bed/1-bath units plus a 3-bed, 2-bath duplex down. In-unit laundry, individual HVAC, rear decks. $1.5M. #Lakeview #ChicagoInvestor',
    '',
  ],
  [
    'n-wayne',
    '7 beds / 4 baths across three units at 3760 N Wayne Ave (60613), built 1915, 3,000 sf lot. Asking $1,500,000 — MLS 12477908.',
    '',
  ],
  [
    'n-wayne',
    'Investors keep asking me where the value is in Chicago multifamily right now. One answer: a 1915 all-brick three-flat on Wayne in the Southport Corridor, steps from Blaine, with seven bedrooms and four full baths over three units, renovated kitchens with granite, and laundry in every unit. It is listed at $1.5 million and it will not sit long. Happy to share the numbers.',
    '',
  ],
  [
    'n-wayne',
    'Lakeview multi-unit, 8 beds / 5 baths, $1.45M. Bring offers.',
    'beds:block baths_total:block price:block',
  ],
  [
    'n-wayne',
    '3,600 sq ft of living space + 2-car garage, built 1925.',
    'living_area_sqft:warn feature:garage:warn year_built:block',
  ],
  [
    'n-wayne',
    '3760 N Wayne, Chicago 60614 — single-family home on a 3,000 sf lot.',
    'address.postal_code:block property_type:block',
  ],
  ['n-wayne', '#UnderContract 🔥 Lakeview 3-flat on Wayne', 'status:block'],
];
