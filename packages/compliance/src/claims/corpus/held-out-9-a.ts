import type { ClaimCase } from './case';

/** Part a of held-out set 9 (issue #26); see held-out-9.ts for how it was written. Not measured by its author. */
export const HELD_OUT_9_A: readonly ClaimCase[] = [
  // birch-hollow: sold $612,000; 37 Birch Hollow Rd, Nashua NH 03062; 3 bd; 1,540 sqft; 0.46 ac; 1978; Cape, corner lot, hardwood, renovated bath, detached garage (baths left out: 2 total against 1 full + 1 half)
  [
    'birch-hollow',
    'Meet Lena! 12 years with Granite Gate Realty, NH license #071234, and she just closed 37 Birch Hollow Rd: a 1978 Cape on a corner lot that sold for $612,000. Call 603-555-0110.',
    '',
  ],
  [
    'birch-hollow',
    'JUST LISTED in your neighborhood! 37 Birch Hollow Rd, Nashua 03062. 3 bd Cape, 1,540 sf, nearly half an acre.',
    'status:block',
  ],
  [
    'birch-hollow',
    'POV: you snagged a Cape in Nashua with a detached garage and hardwood everywhere 🏡 sold at $612K #nashuarealestate #justsold',
    '',
  ],
  [
    'birch-hollow',
    "What's special:\n• Corner lot, 0.46 ac\n• Renovated bath\n• Attached garage\n• Built 1978",
    'feature:garage:block',
  ],
  [
    'birch-hollow',
    'Nashua market notes: 37 Birch Hollow sold at $612K, while a 4-bed colonial on Dunstable Rd went for $689K and a 2,100 sf ranch fetched $640K.',
    '',
  ],
  [
    'birch-hollow',
    "Subject: SOLD in 03062 | Preview: 3 beds, 1,450 sq ft, built in '78. See what your home might be worth.",
    'living_area_sqft:block',
  ],
  [
    'birch-hollow',
    '¡Vendida! Casa estilo Cape en Nashua, 3 recámaras, terreno de casi media acre, construida en 1987.',
    'year_built:block',
  ],
  // cypress: for sale $275,000; 88 S Cypress Ave, Columbus OH 43222; 3 bd; 1,260 sqft; 3,920 sqft lot (0.09 ac); 1920; fully fenced lot, two-car garage, Franklinton (baths left out)
  [
    'cypress',
    'New on the market in Franklinton: 88 S Cypress Ave, 3 bedrooms, a fully fenced lot and a two-car garage, $275,000. Call Justin at 614-917-7842.',
    '',
  ],
  ['cypress', 'PRICE IMPROVEMENT on S Cypress! Now $259,900 for this 1920 Franklinton 3 bd.', 'price:block'],
  [
    'cypress',
    'Nhà mới lên thị trường ở Columbus: 3 phòng ngủ, 1,260 sf, garage 2 xe, giá $275K. Gần highway và nhà hàng.',
    '',
  ],
  [
    'cypress',
    "With 3.5% down at today's 6.7% rate, 88 S Cypress could run about $1,950/mo. Priced at $275K, 3 beds, built 1920.",
    '',
  ],
  [
    'cypress',
    'Franklinton charmer with a finished basement and central air. 3 bd, under 1,300 sf, yb 1920.',
    'feature:basement:warn feature:central_air:warn',
  ],
  ['cypress', 'Just Listed near you: 88 S Cypress Ave, Columbus OH 43223', 'address.postal_code:block'],
  [
    'cypress',
    'Century-old home (built 1920) on a 0.09 ac lot with a three-car garage.',
    'feature:garage:block',
  ],
  // dean-keeton: for rent; 710 E Dean Keeton St #111, Austin TX 78705; 1 bd 1 ba; 600 sqft; no year; deposit $1,500, admin fee $75, application fee $79; available August 2026; across from UT Law (rent and type left out: the facts and description disagree)
  [
    'dean-keeton',
    'Law students 👀 a 1 bed / 1 bath right across the street from UT Law, 600 sf, available August 2026. Unit #111 at 710 E Dean Keeton.',
    '',
  ],
  ['dean-keeton', 'Deposit only $500! 1 bd near campus, Austin 78705.', 'feature:deposit:block'],
  [
    'dean-keeton',
    'Now leasing Unit 111: 1 bedroom, 1 bath, about 600 sq ft, application fee $79, admin fee $75, security deposit $1,500.',
    '',
  ],
  ['dean-keeton', 'Spacious 2-bed by UT, fits roommates! 710 E Dean Keeton St.', 'beds:block'],
  [
    'dean-keeton',
    'Brand new construction (yb 2024): a 1BR with 600 sf steps from the Law School.',
    'year_built:warn',
  ],
  [
    'dean-keeton',
    'Se renta: 1 recámara, 1 baño, 600 pies cuadrados, frente a la Facultad de Derecho de UT, con alberca y gimnasio.',
    'feature:pool:warn feature:gym:warn',
  ],
  [
    'dean-keeton',
    'Comparable 1-beds in West Campus are renting for $1,300 to $1,450 with $300 deposits; ours is steps from the Law School at 710 E Dean Keeton #111.',
    '',
  ],
  // e-9th: for sale $1,795,000; 29 E 9th St APT 10, New York NY 10003; 1 bd 1 ba; 1,000 sqft; 1923; MLS S1789660; fireplace, sunken living room, corner, doormen, common roof deck, pets welcome (type left out: condo against cooperative)
  [
    'e-9th',
    'Subject: A prewar Village one-bedroom with a fireplace | Preview: 29 E 9th St #10, 1,000 sq ft, listed at $1.795M',
    '',
  ],
  ['e-9th', 'Private roof deck + fireplace: 1 bed in the Village, $1,795,000.', 'feature:roof_deck:block'],
  ['e-9th', 'Sorry, no pets in this building. 1BR corner home, 10003.', 'feature:pets:block'],
  [
    'e-9th',
    'Unlike the building next door with $4,200/mo maintenance, this 1923 Corbett-designed prewar is full service with doormen and a resident manager. Asking $1.795M.',
    '',
  ],
  [
    'e-9th',
    'Jennifer has sold in Greenwich Village for 22 years. Her newest: Apt 10 at 29 East 9th, a 1-bed with a sunken living room, $1.795M. StreetEasy S1789660.',
    '',
  ],
  ['e-9th', 'Just SOLD: 29 E 9th St Apt 10, Greenwich Village.', 'status:block'],
  ['e-9th', '2 bed / 2 bath prewar, 1,000 sf, Greenwich Village.', 'beds:block baths_total:block'],
  // falling-spring: for sale $695,000; 19810 Falling Spring Ct, Gaithersburg MD 20882; 4 bd 3.5 ba; 3,100 sqft; 1.27 ac; 1992; MLS MC9840970; colonial backing to parkland, family room with fireplace, sun room, library, solar panels, soaking tub
  [
    'falling-spring',
    'Goshen Hunt colonial on 1.27 acres backing to parkland: 4 bd/3.5 ba, 3,100 sf, high $600s.',
    '',
  ],
  [
    'falling-spring',
    'Over an acre, solar panels, a sunroom and a library with built-ins. Offered at $695K. MLS# MC9840970',
    '',
  ],
  ['falling-spring', 'About 2 acres of privacy in Gaithersburg: 4BR colonial, yb 1992.', 'lot_size:block'],
  [
    'falling-spring',
    'Pool season is coming: 4 bed colonial with an inground pool and a 3-car garage.',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'falling-spring',
    'Nhà 5 phòng ngủ, 3.5 phòng tắm, xây năm 1992, giá $695,000 ở Gaithersburg.',
    'beds:block',
  ],
  [
    'falling-spring',
    'At 6.25% with 20% down ($139,000), the payment on 19810 Falling Spring Ct lands near $3,400 plus taxes.',
    '',
  ],
  [
    'falling-spring',
    "Built in the early '90s, about 3,100 square feet, on just under an acre.",
    'lot_size:block',
  ],
];
