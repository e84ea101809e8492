import type { ClaimCase } from './case';

/** held-out-5 (issue 26), listings six to ten; see held-out-5.ts for how the set was written. */
export const HELD_OUT_5_B: readonly ClaimCase[] = [
  // larkspur: for rent, $2,350 a month, 910 Larkspur St APT 4, Denver CO 80206, 2 beds, 1 bath, 940 sf,
  // built 1962, apartment, open house 2026-01-10 10:00–12:00; second floor, in-unit laundry, balcony,
  // one reserved parking space. No elevator, garage, pets.
  [
    'larkspur',
    'For rent: 2 bed / 1 bath • 940 SF • $2.35k/mo • 2nd floor w/ balcony & in-unit laundry. 910 Larkspur St #4, Denver 80206',
    '',
  ],
  ['larkspur', 'Rent $2,350/month | built 1962 | two bedrooms | W/D in unit | reserved parking spot', ''],
  ['larkspur', 'Se renta depa de 2 recámaras en Denver, $2,350 al mes, segundo piso con balcón ☀️', ''],
  ['larkspur', '$2.3k/mo 2BR at 910 Larkspur St Apt 4 — message me!', 'price:block'],
  [
    'larkspur',
    'Third-floor 2BR with elevator and garage parking, $2,350',
    'feature:floor_level:block feature:elevator:warn feature:garage:warn',
  ],
  ['larkspur', 'Open house Sat Jan 17, 10–12 at 910 Larkspur!', 'open_houses:block'],
  [
    'larkspur',
    'Depa de 3 recámaras en Denver, $2,350 al mes, pet friendly 🐾',
    'beds:block feature:pets:warn',
  ],
  ['larkspur', 'For sale! 2 bed condo, 940 sq ft, Denver 80206', 'status:block property_type:block'],

  // lee-marie: for sale, $348,000, 5518 Lee Marie Ln, Charlotte NC 28269, 4 beds, 2.5 baths (2 full +
  // 1 half), 1,704 sf, lot 6,534 sf (0.15 ac), built 2016, single-family, CanopyMLS 4075113; new carpet,
  // LVP, attached two-car garage, fully fenced backyard, patio, end of street. No HOA, pool, basement.
  // $348,000 / 1,704 ≈ $204/sf.
  [
    'lee-marie',
    '4 bed • 2.5 ba (two full, one half) • 1,704 sq. ft. • built 2016 • 2-car garage • fenced backyard 🏡 $348K',
    '',
  ],
  ['lee-marie', '5518 Lee Marie Ln, Charlotte NC #28269 | MLS 4075 113 | ~0.15 acre lot', ''],
  ['lee-marie', '$348,000 OBO — that’s ~$204/sf for a 2016 build with brand new carpet & LVP', ''],
  ['lee-marie', 'Casa de 4 recámaras y 2.5 baños, garaje para 2 carros y patio 🌳 Charlotte 28269', ''],
  ['lee-marie', '5581 Lee Marie Ln — 4BR, new construction!', 'address.street:block year_built:block'],
  ['lee-marie', '4 bed 3 bath, 2,100 SF in Charlotte', 'baths_total:block living_area_sqft:block'],
  ['lee-marie', 'Low HOA $150 + community pool! #28269', 'feature:hoa:warn feature:community_pool:warn'],
  [
    'lee-marie',
    'Casa en venta, 4 recámaras, precio $384,000 #Charlotte #28262',
    'price:block address.postal_code:block',
  ],

  // maple-grove: for sale, $489,000, 2207 Maple Grove Ln, Austin TX 78745, 3 beds, 2 baths, 1,684 sf,
  // 0.21 acres, built 1998, single-family, Unlock MLS 8123456; single-story, open kitchen, quartz,
  // covered patio, new roof 2022, large backyard, oaks. No pool, HOA, EV charger, gate.
  // $489,000 / 1,684 ≈ $290/sf.
  [
    'maple-grove',
    'Built ’98 • single-story • 3 BR / 2 BA • 1,684 SF • quartz counters • covered patio • new roof ’22 • $489K',
    '',
  ],
  ['maple-grove', '2207 Maple Grove Ln, Austin #78745 — ~0.21 ac under mature oaks, MLS# 8123456', ''],
  ['maple-grove', '$290 per sq. ft. in South Austin 🌳 3 bed | 2 bath | large backyard', ''],
  ['maple-grove', 'Only $265/sq ft for 1,684 sq ft!', 'price:block'],
  ['maple-grove', '3 bed, 2 bath with a pool on 1/2 acre 🏊', 'lot_size:block feature:pool:warn'],
  [
    'maple-grove',
    '$489,000 in a gated community with no HOA and an EV charger ⚡',
    'feature:gated:warn feature:hoa:warn feature:ev_charger:warn',
  ],
  ['maple-grove', 'Recién remodelada: 4 recámaras, 2 baños, 1,684 pies², en 78745', 'beds:block'],
  ['maple-grove', 'Built in 2008, 2207 Maple Grove Ln is move-in ready', 'year_built:block'],

  // marble-creek: for sale, $815,000, 13915 Marble Creek Ct, Houston TX 77077, 4 beds, 3.5 baths (3 full
  // + 1 half), 4,479 sf, 0.36 acres, built 1999, single-family, MLS 33148146; cul-de-sac, oak hardwoods,
  // 3 fireplaces, granite island, Sub-Zero, "ample space for pool" (so no pool), extended garage. No hot
  // tub, water. $815,000 / 4,479 ≈ $182/sf.
  [
    'marble-creek',
    'Custom Kickerillo on a cul-de-sac | 4 bd | 3.5 ba (3 full + 1 half) | 4,479 SF | 3 fireplaces | granite island',
    '',
  ],
  ['marble-creek', '$815K • built 1999 • 0.36 acres with room for a pool • #77077', ''],
  ['marble-creek', '~$182 per sq. ft. for 4,479 sq. ft. of custom home 🌿 MLS 33148146', ''],
  [
    'marble-creek',
    'Resort-style backyard with private pool & hot tub!',
    'feature:pool:block feature:hot_tub:warn',
  ],
  ['marble-creek', '13951 Marble Creek Ct — 5 beds on a cul-de-sac', 'address.street:block beds:block'],
  ['marble-creek', 'Price reduced by $15K to $800,000 🔻', 'price:block'],
  [
    'marble-creek',
    'Casa con vista al lago y acceso al lago, 4,479 pies cuadrados',
    'feature:water_view:warn feature:waterfront:warn',
  ],

  // n-wayne: for sale, $1,500,000, 3760 N Wayne Ave, Chicago IL 60613, 7 beds, 4 baths (all full), no
  // living area, lot 3,000 sf, built 1915, multi-family 3-flat, MLS 12477908; two 2-bed/1-bath units
  // and a 3-bed/2-bath duplex, rear decks, in-unit laundry, central air (GFA/CA), hardwood, granite.
  // No garage, elevator, roof deck.
  [
    'n-wayne',
    '3-flat in the Southport Corridor | 7 bed / 4 bath total | in-unit laundry • central air • granite kitchens | $1.5M',
    '',
  ],
  ['n-wayne', 'Built 1915 on a 3,000 SF lot — 3760 N Wayne Ave, Chicago #60613, MLS 12477908', ''],
  ['n-wayne', 'Two 2BR/1BA units + a 3BR/2BA duplex-down, hardwood floors & rear decks 🧱', ''],
  ['n-wayne', 'Over 6,000 sq ft of living space across three units', 'living_area_sqft:warn'],
  ['n-wayne', 'Single family home with 5 bedrooms in Lakeview', 'property_type:block beds:block'],
  ['n-wayne', 'Reduced to $1,450,000 — parking garage included', 'price:block feature:garage:warn'],
  [
    'n-wayne',
    'Edificio de 3 unidades con azotea (roof deck) y elevador',
    'feature:roof_deck:warn feature:elevator:warn',
  ],
];
