import type { ClaimCase } from './case';

/** Sixth held-out set, part B (see held-out-6.ts): falling-spring, larkspur, lee-marie, maple-grove. */
export const HELD_OUT_6_B: readonly ClaimCase[] = [
  // falling-spring: for sale $695,000 (high 600s), 4 beds, 3.5 baths (3 full, 1 half), 3,100 sq ft,
  // 1.27 ac, built 1992, Colonial, Goshen Hunt, backs and fronts to parkland, scenic vista, island
  // kitchen, family room with fireplace, sun room, library with built-ins, remodeled primary bath with
  // soaking tub and walk-in closet, solar panels, 20882, MLS MC9840970. No garage, pool, basement, school.
  [
    'falling-spring',
    '4 bed | 3.5 bath | 3,100 sf | 1.27 ac 🌳 Sun-filled Colonial in Goshen Hunt backing AND fronting to parkland. Sunroom, library with built-ins, solar panels. $695K. MLS MC9840970',
    '',
  ],
  [
    'falling-spring',
    'Priced in the high 600s: 19810 Falling Spring Ct, Gaithersburg. Over an acre, built 1992, 3 full baths + 1 half, remodeled primary bath with soaking tub and walk-in closet.',
    '',
  ],
  [
    'falling-spring',
    'Goshen Hunt Country 🐎 Family room with fireplace open to the island kitchen, sunroom, library with built-ins and solar panels on a 1.27-acre lot. 4 BR, 3 full + 1 half BA. Gaithersburg 20882.',
    '',
  ],
  ['falling-spring', '3bd/2ba colonial on 1.27 ac in Gaithersburg, $695,000', 'beds:block baths_total:block'],
  [
    'falling-spring',
    'Mid 600s! 4 bed Colonial, 3,100 sq ft, 2 acres backing to parkland.',
    'price:block lot_size:block',
  ],
  [
    'falling-spring',
    'Colonial with a 3-car garage, in-ground pool and finished basement. 4 bed, $695K, 20882.',
    'feature:garage:warn feature:pool:warn feature:basement:warn',
  ],
  [
    'falling-spring',
    'Built in 2002, this 4-bed colonial on Falling Spring Ct has solar panels and a library. Assigned to top-rated Wootton High.',
    'year_built:block feature:school:warn',
  ],
  [
    'falling-spring',
    'Casa colonial de 4 recámaras y 3.5 baños, 3,100 pies², en Gaithersburg. Piscina y vista al lago. $695,000.',
    'feature:pool:warn feature:water_view:warn',
  ],

  // larkspur: for rent $2,350/mo, 2 beds, 1 bath (no half), 940 sq ft, built 1962, apartment on the
  // second floor, in-unit laundry, balcony, ONE reserved parking space, open house Sat 2026-01-10
  // 10:00-12:00, APT 4, Denver 80206. Nothing on lease, pets, air conditioning, dishwasher.
  [
    'larkspur',
    'FOR RENT 🔑 910 Larkspur St Apt 4, Denver 80206\n2 bd / 1 ba · 940 sf · $2,350/mo\nSecond floor, sunny, in-unit laundry, balcony, 1 reserved parking space.',
    '',
  ],
  [
    'larkspur',
    'Open house Saturday Jan 10, 10am–noon at 910 Larkspur St #4. Sunny 2-bedroom apartment, built 1962, balcony + in-unit laundry.',
    '',
  ],
  [
    'larkspur',
    'Se renta depa de 2 recámaras y 1 baño en Denver, segundo piso, con balcón y lavandería dentro. $2,350 al mes. Un lugar de estacionamiento reservado.',
    '',
  ],
  [
    'larkspur',
    '2bd/1ba apt for $2,150/mo, 940 sf, 2 parking spots included.',
    'price:block feature:parking:block',
  ],
  [
    'larkspur',
    'Ground-floor 2 bed with a dishwasher. $2,350/mo, 12-month lease.',
    'feature:floor_level:block feature:appliances:warn feature:lease:warn',
  ],
  [
    'larkspur',
    'Open house Sat Jan 10, 1–3pm! 2 bed, 1.5 bath, 940 sq ft.',
    'open_houses:block baths_total:block',
  ],
  [
    'larkspur',
    'Cats and dogs welcome 🐾 2BR in Denver, A/C, 1,100 sq ft, $2,350.',
    'feature:pets:warn feature:central_air:warn living_area_sqft:block',
  ],

  // lee-marie: for sale $348,000 (mid 300s), 4 beds, 2.5 baths (2 full, 1 half), 1,704 sq ft, lot 6,534
  // sq ft (0.15 ac), built 2016, new carpet, LVP, fresh paint, new oven and refrigerator, formal dining,
  // attached two-car garage, fully fenced backyard with patio, quiet end of street, quick drive to
  // uptown, 28269, MLS 4075113. Nothing on HOA, roof, granite, laundry appliances, cul-de-sac.
  [
    'lee-marie',
    '4/2.5/2 in Charlotte under $350K 🙌 5518 Lee Marie Ln — built 2016, ~1,700 sq ft, new carpet + LVP, fresh paint, brand-new oven & fridge, fenced backyard with patio. MLS 4075113.',
    '',
  ],
  [
    'lee-marie',
    'Mid 300s for a 4-bedroom built last decade? 5518 Lee Marie Ln, Charlotte 28269. Attached 2-car garage, formal dining, quiet end-of-street spot, quick drive to uptown.',
    '',
  ],
  [
    'lee-marie',
    '4 bed 2 full 1 half bath house for sale $348,000. 1,704 sqft, 0.15 acre lot. Fridge and oven included. Fenced yard. Charlotte NC.',
    '',
  ],
  ['lee-marie', 'Low 300s!! 4 bed 2.5 bath in Charlotte, 1,704 sf.', 'price:block'],
  [
    'lee-marie',
    '4 bed home on a 0.25 ac cul-de-sac lot, 2,100 sq ft, $348K.',
    'lot_size:block feature:cul_de_sac:warn living_area_sqft:block',
  ],
  [
    'lee-marie',
    'Nearly 2,000 sq ft! 4 bed, 3 bath, 3-car garage, $348,000, 5518 Lee Marie Ln.',
    'living_area_sqft:block baths_total:block feature:garage:block',
  ],
  [
    'lee-marie',
    'Brand new construction in 28269 — 4 bed, 2.5 bath, granite kitchen, new roof 2023.',
    'year_built:block feature:granite:warn feature:new_roof:warn',
  ],
  [
    'lee-marie',
    'HOA only $45/mo, washer & dryer stay, 4 bed in Charlotte 28262.',
    'feature:hoa:warn feature:laundry:warn address.postal_code:block',
  ],

  // maple-grove: for sale $489,000 (high 400s), 3 beds, 2 baths, 1,684 sq ft, 0.21 ac, built 1998,
  // single-story on a quiet street, open kitchen, quartz counters, covered patio, new roof in 2022,
  // large backyard with mature oaks, 78745, MLS 8123456. Nothing on garage, pool.
  [
    'maple-grove',
    '3/2 single-story in South Austin 🌳 2207 Maple Grove Ln — $489K, 1,684 sf, 0.21 ac, built ’98. Quartz counters, covered patio, new roof in 2022, mature oaks.',
    '',
  ],
  [
    'maple-grove',
    'High 400s in 78745! Updated single-story 3bd/2ba, nearly 1,700 sq ft, big backyard with mature oak trees.',
    '',
  ],
  [
    'maple-grove',
    'Market note from South Austin: well-kept single-story homes from the late ’90s still draw crowds. Example: 2207 Maple Grove Ln, a 3-bed, 2-bath, 1,684 sq ft home on a quiet street, listed at $489,000. I’ve worked this zip for 11 years.',
    '',
  ],
  ['maple-grove', 'Two-story 3 bed in Austin, $489K, 1,684 sq ft.', 'feature:stories:block'],
  ['maple-grove', 'Low 500s — 3 bed 2 bath on a 0.25 ac lot, 78745.', 'price:block lot_size:block'],
  [
    'maple-grove',
    'New roof 2021 ✅ Quartz ✅ Pool ✅ 3 bed single-story, $489,000.',
    'feature:new_roof:block feature:pool:warn',
  ],
  [
    'maple-grove',
    'Nearly 2,000 sq ft single-story, 3/2/2, built 1998, MLS 8123465.',
    'living_area_sqft:block feature:garage:warn mls_id:block',
  ],
  ['maple-grove', 'Just sold! 2207 Maple Grove Ln, Austin — 3 bed 2 bath, $489,000.', 'status:block'],
];
