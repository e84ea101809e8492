import type { ClaimCase } from './case';

/** held-out-4 (issue 26), first five listings; see held-out-4.ts for how the set was written. */
export const HELD_OUT_4_A: readonly ClaimCase[] = [
  // birch-hollow: sold, $612,000, 37 Birch Hollow Rd, Nashua NH 03062, 3 beds, 1,540 sf, 0.46 acres,
  // built 1978, single-family Cape, corner lot, hardwood, renovated bath, detached garage (no count),
  // PrimeMLS 4981234. Baths left out: 2 total vs 1 full + 1 half.
  [
    'birch-hollow',
    '🎉 #SOLD! Huge congrats to my buyers on 37 Birch Hollow Rd in Nashua. Cape on a corner lot, 3 beds, hardwood floors, 1,540 sq ft, just under half an acre — closed at $612K. #NashuaRealEstate #JustSold',
    '',
  ],
  [
    'birch-hollow',
    'Reflecting on a busy quarter in southern New Hampshire. One closing that stuck with me: a 1978 Cape at 37 Birch Hollow Rd, Nashua NH 03062, three bedrooms and a freshly renovated bath, which we closed at $612,000 after a lot of back and forth. The buyers fell for the detached garage and the corner lot (0.46 acres). PrimeMLS #4981234. Grateful to everyone involved in getting this one over the line.',
    '',
  ],
  [
    'birch-hollow',
    '¡Vendida! 🏡 Cape de 3 recámaras, 143 m², terreno de casi media acre, construida en 1978. Cerramos en $612 mil.',
    '',
  ],
  [
    'birch-hollow',
    'New on the market: 3BR Cape in Nashua on over half an acre, $612,000.',
    'status:block lot_size:block',
  ],
  [
    'birch-hollow',
    'Closed! 37 Birch Hollow sold for $621,000 — 3 bed, 1,540 sf, built 1978, with a 2-car attached garage.',
    'price:block feature:garage:block',
  ],
  [
    'birch-hollow',
    'SOLD in 03060 🏠 Cape w/ in-ground pool, 3bd, ~1,500 sf.',
    'address.postal_code:block feature:pool:warn',
  ],
  ['birch-hollow', 'Sold 🔑 Nashua Cape built in the late 80s, 3 beds, 1,540 SF.', 'year_built:block'],

  // cypress: for sale, $275,000 (about $218/sf), 88 S Cypress Ave, Columbus OH 43222, 3 beds, 1,260 sf,
  // lot 3,920 sf, built 1920, single-family, fully fenced lot, two-car garage, Franklinton, MLS 224027480.
  // Baths left out: 2 total vs 1 full + 1 half.
  [
    'cypress',
    'Casa en Franklinton, 3 recámaras, 117 m², garage para dos carros y lote cercado. Solo $275K 🔥',
    '',
  ],
  [
    'cypress',
    "Franklinton under $300K?! 88 S Cypress Ave — 3 bed, 1,260 sq ft, two-car garage and a fully fenced lot, asking $275,000. That's about $218/sq ft 👀 DM me.",
    '',
  ],
  [
    'cypress',
    "Century-old charm (built 1920) in the middle of Columbus' hottest neighborhood. 3BR, 1,260 sf on a 3,920 sf lot, 2 car garage. Columbus and Central Ohio Regional MLS #224027480.",
    '',
  ],
  [
    'cypress',
    'Why rent? With 5% down, 88 S Cypress could run you about $1,900/mo all-in. 3 beds in Franklinton, listed at $275K, 43222.',
    '',
  ],
  [
    'cypress',
    'Franklinton 3BR, 1,620 sq ft, priced at $257,000 — open house Sunday 1–3!',
    'living_area_sqft:block price:block open_houses:warn',
  ],
  [
    'cypress',
    'Built in 1902 and still standing strong 💪 3 bed Franklinton home, already #pending!',
    'year_built:block status:block',
  ],
  [
    'cypress',
    'Columbus 43215 | 3 bed single-family | 3-car garage | $275K',
    'address.postal_code:block feature:garage:block',
  ],
  [
    'cypress',
    'Franklinton condo w/ 4 bedrooms, $275,000, steps from the new bars.',
    'property_type:block beds:block',
  ],

  // dean-keeton: for rent, 710 E Dean Keeton St #111, Austin TX 78705, 1 bed, 1 bath, 600 sf, no year,
  // no MLS id, 23-unit complex across from UT Law School, available August 2026 (8/6/26). Rent left out
  // ($1,150 listed vs $1,500 in the description), and the property type (apartment vs "Condos").
  [
    'dean-keeton',
    'Attention UT Law students 📚 1 bed / 1 bath right across the street from the law school, ~600 sq ft, available August 2026. 710 E Dean Keeton #111, Austin 78705.',
    '',
  ],
  [
    'dean-keeton',
    '¡Estudiantes de UT! Depa de 1 recámara y 1 baño, 56 m², justo enfrente de la Law School. Disponible agosto 2026, en un complex chiquito de 23 unidades.',
    '',
  ],
  [
    'dean-keeton',
    'Leasing for fall! Unit 111 at 710 E Dean Keeton — one-bedroom, one bath, 600 sq ft, available 8/6/26.',
    '',
  ],
  ['dean-keeton', 'FOR SALE: 1BR unit by UT, 600 sf, quiet complex.', 'status:block'],
  [
    'dean-keeton',
    '2 bed 2 bath near UT, 850 square feet, newly built in 2019, resort pool 🏊',
    'beds:block baths_total:block living_area_sqft:block year_built:warn feature:pool:warn',
  ],
  [
    'dean-keeton',
    'Dean Keeton 1BR, zip 78701, MLS# 5566123, covered parking included.',
    'address.postal_code:block mls_id:warn feature:parking:warn',
  ],

  // e-9th: for sale, $1,795,000, 29 E 9th St APT 10, New York NY 10003, 1 bed, 1 bath, 1,000 sf, built
  // 1923, corner, sunken living room, beamed ceilings, fireplace, hardwood, south and west light,
  // doormen, common roof deck, storage for a fee, pets welcome, StreetEasy S1789660. Property type left
  // out (condo vs "cooperatives").
  [
    'e-9th',
    '$1.795M ÷ 1,000 sf = ~$1,795/sf for a prewar corner 1BR with a fireplace and a doorman. Pied-à-terre buyers welcome.',
    '',
  ],
  [
    'e-9th',
    'Prewar Village corner 1BR at 29 E 9th St — 1,000 sf, sunken living room, fireplace, beamed ceilings, hardwood floors, doorman building with a landscaped common roof deck. $1.795M.',
    '',
  ],
  [
    'e-9th',
    'Greenwich Village, 10003 ✨ One bed, one bath, ~93 m², built 1923, south and west light all day. Asking $1,795,000. StreetEasy S1789660.',
    '',
  ],
  [
    'e-9th',
    "People ask me what 'prewar' really means. This week I'm showing a 1923 building on one of the Village's prettiest blocks, designed by Harvey Wiley Corbett, where a corner one-bedroom of about 1,000 square feet has arched transom windows and a real fireplace. Priced just under $1.8M, pets welcome, and the roof deck alone is worth the visit. Happy to walk anyone through it.",
    '',
  ],
  [
    'e-9th',
    '2BR/2BA in the Village for $1.69M — 1,000 sf of prewar charm.',
    'beds:block baths_total:block price:block',
  ],
  [
    'e-9th',
    'Village 1BR with a private balcony and in-unit washer/dryer, 1,200 sq ft.',
    'feature:balcony:warn feature:laundry:warn living_area_sqft:block',
  ],
  [
    'e-9th',
    'Built in 1932 by Harvey Wiley Corbett: 1 bed, full-time doorman and a gym downstairs.',
    'year_built:block feature:gym:warn',
  ],
  ['e-9th', 'Vendido 🎉 1 recámara en Greenwich Village, $1,795,000.', 'status:block'],

  // falling-spring: for sale, $695,000, 19810 Falling Spring Ct, Gaithersburg MD 20882, 4 beds, 3.5 baths
  // (3 full, 1 half), 3,100 sf, 1.27 acres, built 1992, colonial backing to parkland, island kitchen,
  // family room with fireplace, sun room, library, soaking tub, walk-in closet, solar panels, MC9840970.
  [
    'falling-spring',
    'Sun room + library + 4 bedrooms in Goshen Hunt Country, priced in the high $600s 🌿',
    '',
  ],
  [
    'falling-spring',
    'Goshen Hunt Country colonial 🌳 4BR/3.5BA, 3,100 sq ft on 1.27 acres backing to parkland, solar panels, built 1992. Offered at $695K.',
    '',
  ],
  [
    'falling-spring',
    'four-bed, three-and-a-half-bath colonial on just over an acre and a quarter in Gaithersburg (20882). Library w/ built-ins, sun room, family room w/ fireplace. $695,000 | MLS MC9840970',
    '',
  ],
  [
    'falling-spring',
    'Colonial de 4 recámaras, 3 baños completos y medio baño, 288 m², terreno de 0.51 hectáreas y paneles solares. $695,000.',
    '',
  ],
  [
    'falling-spring',
    '4/2.5 colonial on 2+ acres in Gaithersburg, $695K.',
    'baths_total:block lot_size:block',
  ],
  [
    'falling-spring',
    '5 bedroom colonial in Gaithersburg with a pool and 3-car garage, built in 1989.',
    'beds:block feature:pool:warn feature:garage:warn year_built:block',
  ],
  ['falling-spring', '#pending 🙌 19810 Falling Spring Ct, 4bd3.5ba, 3,100 sf', 'status:block'],
  [
    'falling-spring',
    'Price drop! Now $659,900 (was $695,000). 4 bed Gaithersburg colonial backing to parkland.',
    'price:block',
  ],
  ['falling-spring', '19801 Falling Spring Ct — 4BR colonial, 3,100 sf, solar.', 'address.street:block'],
];
