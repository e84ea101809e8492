import type { ClaimCase } from './case';

/** held-out-5 (issue 26), first five listings; see held-out-5.ts for how the set was written. */
export const HELD_OUT_5_A: readonly ClaimCase[] = [
  // birch-hollow: sold, $612,000, 37 Birch Hollow Rd, Nashua NH 03062, 3 beds, 1,540 sf, 0.46 acres,
  // built 1978, single-family Cape, corner lot, hardwood floors, renovated bath, detached garage,
  // PrimeMLS 4981234. Description names no HOA, pool, fireplace. Baths left out: 2 total vs 1 + 1 half.
  [
    'birch-hollow',
    'Just closed 🔑 Cape on a corner lot • 3 BR • 1,540 SF • 0.46 ac • built ’78 • detached garage. 37 Birch Hollow Rd, Nashua NH #03062',
    '',
  ],
  ['birch-hollow', 'Sold for $612K! Hardwood floors throughout, renovated bath. MLS# 498 1234 #JustSold', ''],
  [
    'birch-hollow',
    '¡Vendida! 🏡 Casa estilo Cape en Nashua: 3 recámaras, 1,540 pies cuadrados, terreno de 0.46 acres, construida en 1978.',
    '',
  ],
  ['birch-hollow', 'Just hit the market! 37 Birch Hollow Rd — 3 bed, 1,540 sq ft, $612,000.', 'status:block'],
  [
    'birch-hollow',
    'SOLD: 3 bed (4th possible) Cape on a 1/3 acre lot, built ’98, 37 Birch Hollow Rd.',
    'lot_size:block year_built:block',
  ],
  [
    'birch-hollow',
    'Congrats to the buyers of 73 Birch Hollow Rd, Nashua — corner lot | in-ground pool | central AC',
    'address.street:block feature:pool:warn feature:central_air:warn',
  ],
  [
    'birch-hollow',
    'Sold at $621,000 with no HOA! Cozy fireplace + hardwoods 🔥',
    'price:block feature:hoa:warn feature:fireplace:warn',
  ],

  // cypress: for sale, $275,000, 88 S Cypress Ave, Columbus OH 43222, 3 beds, 1,260 sf, lot 3,920 sf,
  // built 1920, single-family, fully fenced lot, two-car garage, Franklinton, MLS 224027480. No pool,
  // basement. $275,000 / 1,260 sf ≈ $218/sf. Baths left out: 2 total vs 1 + 1 half.
  [
    'cypress',
    'New price 👉 $275K | 3 BR | 1,260 SF | 2-car garage | fully fenced lot • 88 S Cypress Ave, Columbus OH 43222',
    '',
  ],
  [
    'cypress',
    'Built in 1920 on a 3,920 sq. ft. lot in Franklinton — that works out to about $218/sq ft for 1,260 sq ft of living space.',
    '',
  ],
  ['cypress', '$275,000 OBO 🏠 3 bedroom, two car garage, walk to the new bars. #43222 MLS 224027480', ''],
  ['cypress', 'Reduced by $15K to $260,000! 3 bed, 1,260 sqft at 88 S Cypress.', 'price:block'],
  ['cypress', 'Gorgeous new construction in Franklinton — 3 beds, 2-car garage, $275K.', 'year_built:block'],
  ['cypress', 'Only $190/sq ft for 1,260 sq ft at 88 S Cypress Ave!', 'price:block'],
  [
    'cypress',
    'Casa de 3 recámaras con piscina y sótano 😍 $275 mil, Columbus #43223',
    'feature:pool:warn feature:basement:warn address.postal_code:block',
  ],

  // dean-keeton: for rent, 710 E Dean Keeton St #111, Austin TX 78705, 1 bed, 1 bath, 600 sf, no year,
  // no MLS, available August 2026, 23-unit complex across from UT Law. No pool, gym, pets. Rent left
  // out ($1,150 in the facts vs $1,500 in the description), and type (apartment vs condos).
  [
    'dean-keeton',
    'Available Aug 2026 🎓 1 bed / 1 bath, 600 SF, right across from UT Law. 710 E Dean Keeton #111 #78705',
    '',
  ],
  [
    'dean-keeton',
    'Student special: spacious one-bedroom, one bath, ~600 sq. ft., quiet 23-unit complex.',
    '',
  ],
  ['dean-keeton', '2BR/1BA near UT Law — 710 E Dean Keeton St #111, 600 sqft.', 'beds:block'],
  [
    'dean-keeton',
    '1 bed in Unit #211 at 710 E Dean Keeton, steps to campus, with a sparkling pool!',
    'address.street:block feature:pool:warn',
  ],
  ['dean-keeton', 'Built ’05 • 1 bd 1 ba • 850 sq ft near campus', 'year_built:warn living_area_sqft:block'],
  [
    'dean-keeton',
    'Depa de 1 recámara y 1 baño, 600 pies², con gimnasio y alberca 🏊',
    'feature:gym:warn feature:pool:warn',
  ],
  ['dean-keeton', 'MLS # 1234567 — 1/1 near UT, pets welcome 🐶', 'mls_id:warn feature:pets:warn'],

  // e-9th: for sale, $1,795,000, 29 E 9th St APT 10, New York NY 10003, 1 bed, 1 bath, 1,000 sf, built
  // 1923, StreetEasy S1789660; corner, sunken living room, beams, fireplace, hardwood, doormen, common
  // roof deck, pets welcome. No elevator, in-unit laundry, water view. $1,795/sf. Type left out
  // (condo vs cooperative).
  [
    'e-9th',
    'Prewar corner 1BR in the Village • fireplace • hardwood • common roof deck • doormen • $1.795M • 1,000 sf',
    '',
  ],
  ['e-9th', 'Pets welcome 🐶 29 E 9th St #10, NYC 10003. Built 1923, 1 bed 1 bath. StreetEasy S1789660', ''],
  ['e-9th', 'At $1,795/SF, this 1,000 SF prewar one-bedroom is sun drenched from the south and west.', ''],
  [
    'e-9th',
    'Open house at 29 E 9th St Apt 12 this week — sunny 1BR with in-unit washer/dryer.',
    'address.street:block open_houses:warn feature:laundry:warn',
  ],
  ['e-9th', 'Priced $20K under appraisal at $1,795,000 — a 2 bed prewar gem.', 'price:warn beds:block'],
  [
    'e-9th',
    'Brand new construction in Greenwich Village, 1 bed with elevator access.',
    'year_built:block feature:elevator:warn',
  ],
  ['e-9th', 'Just 1 BR, 1,000 sq ft with Hudson River views! $1.795M', 'feature:water_view:warn'],

  // falling-spring: for sale, $695,000, 19810 Falling Spring Ct, Gaithersburg MD 20882, 4 beds, 3.5 baths
  // (3 full + 1 half), 3,100 sf, 1.27 acres, built 1992, Colonial, MLS MC9840970; parkland, island
  // kitchen, family room with fireplace, sun room, library, soaking tub, walk-in closet, solar panels.
  // No pool, hot tub, garage, water. $695,000 / 3,100 ≈ $224/sf. Solar's ownership is not stated: only
  // the feature is labelled.
  [
    'falling-spring',
    '4 bed | 3.5 ba (three full, one half) | 3,100 SF | 1.27 acres backing to parkland | solar (owned) ☀️',
    '',
  ],
  [
    'falling-spring',
    'MLS# MC 9840970 — Colonial built 1992, $695K, fireplace in the family room, walk-in closet.',
    '',
  ],
  [
    'falling-spring',
    'Goshen Hunt Colonial at about $224 per square foot • sun room • library w/ built-ins',
    '',
  ],
  [
    'falling-spring',
    '4 bed (5th possible), 4.5 baths, 3,100 sq ft on 2 acres',
    'baths_total:block lot_size:block',
  ],
  [
    'falling-spring',
    '19801 Falling Spring Ct — pool • hot tub • 3-car garage',
    'address.street:block feature:pool:warn feature:hot_tub:warn feature:garage:warn',
  ],
  ['falling-spring', 'Now $659,000 with lake access 🚣', 'price:block feature:waterfront:warn'],
  ['falling-spring', 'Casa colonial con 5 recámaras y 3.5 baños, super bright, en 1.27 acres', 'beds:block'],
];
