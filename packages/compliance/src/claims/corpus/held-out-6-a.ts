import type { ClaimCase } from './case';

/** Sixth held-out set, part A (see held-out-6.ts): cypress, birch-hollow, dean-keeton, e-9th. */
export const HELD_OUT_6_A: readonly ClaimCase[] = [
  // cypress: for sale $275,000, 3 beds, 1,260 sq ft, lot 3,920 sq ft (0.09 ac), built 1920, fully
  // fenced lot, two-car garage, Franklinton bars and restaurants, highway, MLS 224027480, 43222. Baths
  // left out (2 total against 1 full + 1 half).
  [
    'cypress',
    '🏠 FOR SALE – 88 S Cypress Ave, Columbus OH 43222\n$275,000 | 3 bedrooms | 1,260 sq ft | built 1920\nFully fenced lot + two-car garage. Walk to Franklinton’s new bars and restaurants, quick hop to the highway. MLS# 224027480. Message me for a showing!',
    '',
  ],
  [
    'cypress',
    'After 12 years helping first-time buyers across central Ohio, I still get excited about homes like this one. 88 S Cypress Ave is a century-old (1920) 3-bedroom in the heart of Franklinton, beautifully maintained, with a fully fenced lot and a 2-car garage. Priced at $275K. If you know someone tired of renting, send them my way.',
    '',
  ],
  [
    'cypress',
    'Under $300K in Franklinton? Yes. 3bd, ~1,260 sf, fenced lot, 2-car garage, built 1920. #Columbus #43222 #ForSale',
    '',
  ],
  [
    'cypress',
    'PRICE DROP 📉 88 S Cypress now $265,000 — 3 bed, 1,260 sq ft, 2-car garage. Won’t last!',
    'price:block',
  ],
  [
    'cypress',
    '3bd | 1,450 sf | 0.25 ac | built 1920 | fenced lot | Columbus',
    'living_area_sqft:block lot_size:block',
  ],
  [
    'cypress',
    'Newly renovated kitchen, central air and a finished basement. 3 bed in Franklinton, $275,000.',
    'feature:renovation:warn feature:central_air:warn feature:basement:warn',
  ],
  [
    'cypress',
    'Built last decade, this 3-bed home at 88 S Cypress Ave has a 3-car garage and a fenced lot.',
    'year_built:block feature:garage:block',
  ],
  [
    'cypress',
    '1/ New listing in Columbus: 88 S Cypress Ave.\n2/ 3 beds, 1,260 sq ft, $275K.\n3/ Walk to top-rated schools and a 10-minute commute downtown.\n4/ DM me for the link.',
    'feature:school:warn feature:commute:warn',
  ],

  // birch-hollow: SOLD $612,000, 3 beds, 1,540 sq ft, 0.46 ac, built 1978, Cape on a corner lot,
  // hardwood floors, renovated bath, detached garage, Nashua NH 03062, MLS 4981234. Baths left out.
  [
    'birch-hollow',
    '🎉 JUST SOLD 🎉 37 Birch Hollow Rd, Nashua — $612,000. Cape-style 3 bedroom on a corner lot with hardwood floors, a renovated bath and a detached garage. Congrats to my buyers! — Lena Ortiz, Granite Gate Realty',
    '',
  ],
  [
    'birch-hollow',
    'Sold: nearly half an acre (0.46 ac) in Nashua, 1,540 sq ft Cape built in 1978. Thinking of selling in 03062? Let’s talk.',
    '',
  ],
  [
    'birch-hollow',
    'Hi, I’m Lena! Nashua native, mom of 2, 9 years with Granite Gate Realty. Most recent closing: 37 Birch Hollow Rd, a 3-bed Cape on a corner lot that sold for $612K.',
    '',
  ],
  [
    'birch-hollow',
    'Just listed! 37 Birch Hollow Rd — 3 bed Cape, corner lot, $612,000. Open house Sunday 1–3.',
    'status:block open_houses:warn',
  ],
  [
    'birch-hollow',
    'SOLD for $625,000! 37 Birch Hollow Rd, Nashua: 3 beds, 1,540 sq ft, corner lot.',
    'price:block',
  ],
  [
    'birch-hollow',
    'SOLD ✅ 37 Birch Hollow Rd — 4 bed Cape with an attached 2-car garage, built 1987.',
    'beds:block feature:garage:block year_built:block',
  ],
  [
    'birch-hollow',
    'Sold in Nashua 03064: 37 Birch Hollow Rd, 1,540 sf, pool and fireplace.',
    'address.postal_code:block feature:pool:warn feature:fireplace:warn',
  ],

  // dean-keeton: for rent, 1 bed, 1 bath, 600 sq ft, #111, 78705, across the street from the UT Law
  // School, quiet 23-unit complex, admin fee $75, application fee $79, security deposit $1,500,
  // available 8/6/26 (August 2026). Rent and type left out (listing contradicts itself).
  [
    'dean-keeton',
    'Student housing alert 🎓 1 bed / 1 bath, 600 sq ft in a quiet 23-unit complex right across the street from the UT Law School. Available August 2026. Security deposit $1,500, admin fee $75, application fee $79. DM for a tour of #111.',
    '',
  ],
  [
    'dean-keeton',
    '¡Disponible en agosto! 1 recámara, 1 baño, 600 pies² frente a UT Law School. Depósito de $1,500. Perfect for students 📚',
    '',
  ],
  [
    'dean-keeton',
    'Law students 👩‍⚖️ your commute is crossing the street. Spacious 1-bedroom at 710 E Dean Keeton St #111. Move in 8/6/26. Application fee $79.',
    '',
  ],
  [
    'dean-keeton',
    'Rental: 710 E Dean Keeton St #111 — 2 bed / 1 bath, 600 sf, available now. Deposit only $500!',
    'beds:block feature:availability:block feature:deposit:block',
  ],
  [
    'dean-keeton',
    '1bd/1ba, 750 sq ft, washer/dryer in unit, pool + gym. Across from UT Law. #Austin #78705',
    'living_area_sqft:block feature:laundry:warn feature:pool:warn feature:gym:warn',
  ],
  ['dean-keeton', 'For sale: 1 bed unit near UT, 600 sq ft, #111 Dean Keeton, 78705.', 'status:block'],
  [
    'dean-keeton',
    'Pet friendly 1 bed in Austin! 600 sq ft, furnished, 12-month lease, 710 E Dean Keeton St #112.',
    'feature:pets:warn feature:furnished:warn feature:lease:warn address.street:block',
  ],

  // e-9th: for sale $1,795,000, 1 bed, 1 bath, 1,000 sq ft, built 1923, Greenwich Village, massive corner
  // one bedroom, sunken living room, beamed high ceilings, fireplace, hardwood, South and West light,
  // full-service (doormen, porters, resident manager), COMMON roof deck, storage for a fee, pets and
  // pied-a-terre welcome, subway lines, APT 10, 10003. Type left out (condo against cooperative).
  [
    'e-9th',
    'Prewar Village living at its best. 29 E 9th St, Apt 10 is a massive corner one-bedroom (~1,000 sq ft) with a sunken living room, beamed ceilings, a fireplace, hardwood floors and South & West light. Full-service building with doormen and a landscaped common roof deck. Pets and pied-à-terre welcome. Offered at $1,795,000.',
    '',
  ],
  [
    'e-9th',
    '✨ 1 BR / 1 BA\n📐 1,000 sq ft\n🏛️ Built 1923, Greenwich Village\n🔥 Fireplace\n🚇 Multiple subway lines nearby\n💲 $1.795M',
    '',
  ],
  [
    'e-9th',
    'Joya de preguerra en Greenwich Village: 1 recámara, 1 baño, 1,000 pies², chimenea, pisos de madera, techos altos. Edificio con portero. Se aceptan mascotas. $1,795,000.',
    '',
  ],
  [
    'e-9th',
    'Top-floor 1BR in the Village with a private roof deck, elevator and Hudson River views. $1,795,000.',
    'feature:floor_level:warn feature:roof_deck:block feature:elevator:warn feature:water_view:warn',
  ],
  [
    'e-9th',
    '2 bed / 2 bath prewar gem, 1,000 sf, 29 E 9th St. Asking $1.75M.',
    'beds:block baths_total:block price:block',
  ],
  [
    'e-9th',
    'Pets not allowed, sorry! Otherwise a perfect 1BR at 29 E 9th St Apt 10, NYC 10003.',
    'feature:pets:block',
  ],
  [
    'e-9th',
    'Open house this Sunday 2–4pm 🗽 29 E 9th St #12, corner 1BR, 1,000 sq ft.',
    'open_houses:warn address.street:block',
  ],
  [
    'e-9th',
    'Monthly maintenance just $1,200 and low taxes. Corner 1BR, fireplace, doorman. $1,795,000.',
    'feature:hoa:warn feature:taxes:warn',
  ],
];
