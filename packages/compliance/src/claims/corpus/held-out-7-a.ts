import type { ClaimCase } from './case';

/** Seventh held-out set, part A (see held-out-7.ts): birch-hollow, cypress, dean-keeton, e-9th, falling-spring. */
export const HELD_OUT_7_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD $612,000, 37 Birch Hollow Rd, Nashua NH 03062, 3 beds, 1,540 sq ft, 0.46 ac,
  // built 1978, Cape-style, corner lot, hardwood, renovated bath, DETACHED garage, no open houses, no
  // fireplace mentioned, MLS 4981234, Granite Gate Realty (a brokerage, not a counter). Baths left out.
  [
    'birch-hollow',
    'THE NASHUA NOTE — May edition\nJust sold: 37 Birch Hollow Rd, a Cape-style home on a corner lot with hardwood floors and a renovated bath. Sold for $612,000. 3 bedrooms, 1,540 sq ft on 0.46 acres, built 1978.\nThinking of selling? Just reply to this email. — Lena Ortiz, Granite Gate Realty',
    '',
  ],
  [
    'birch-hollow',
    'Tour 37 Birch Hollow Rd, Nashua NH 03062 🎥 Available now!\n3 beds | 1,540 sq ft | 2-car attached garage | 0.46 acres\n0:00 Intro\n1:12 Kitchen\n3:40 Garage',
    'status:block feature:garage:block',
  ],
  [
    'birch-hollow',
    'Hey! 37 Birch Hollow closed at $621K 🎉 3br Cape on a corner lot, call me if you want the comps',
    'price:block',
  ],
  [
    'birch-hollow',
    'Compared with the 4-bed colonial on Elm St that sold for $700K, 37 Birch Hollow Rd gave its buyers a corner lot, hardwood floors and a renovated bath for $612,000.',
    '',
  ],
  [
    'birch-hollow',
    'Cape Cod charm 📌 37 Birch Hollow Rd, Nashua — 3 bed Cape, built 1987, cozy fireplace in the living room #capecod #nashuanh',
    'year_built:block feature:fireplace:warn',
  ],
  [
    'birch-hollow',
    'Fall in New Hampshire 🍁 This Cape sold this year: corner lot, 0.64 acres, hardwood floors throughout. MLS #4981234',
    'lot_size:block',
  ],
  // cypress: FOR SALE $275,000, 88 S Cypress Ave, Columbus OH 43222, 3 beds, 1,260 sq ft, lot 3,920 sq ft
  // (0.09 ac), built 1920, fully fenced lot, two-car garage, Franklinton bars and restaurants, highway,
  // MLS 224027480. No pool, no rents. Baths left out.
  [
    'cypress',
    'INVESTOR ALERT: 88 S Cypress Ave, Columbus OH 43222. Asking $275,000. 3 bed, 1,260 sq ft, built 1920. Rents in Franklinton run $1,800/mo; projected cap rate 7.2%.',
    'feature:rent_estimate:warn feature:cap_rate:warn',
  ],
  ['cypress', 'address,price,beds,sqft,lot_sqft,year\n88 S Cypress Ave,275000,3,1260,3920,1920', ''],
  [
    'cypress',
    '¡En venta! 88 S Cypress Ave, Columbus OH. 3 recámaras, 1,260 pies cuadrados, terreno totalmente cercado y garaje para dos autos. Precio: $275,000.',
    '',
  ],
  [
    'cypress',
    "This week's pick: a fully fenced 3-bed in Franklinton with a two-car garage, built 1920, listed at $257,000. Walk to the new bars and restaurants.",
    'price:block',
  ],
  ['cypress', '88 S Cypress still for sale, 4 bd, 1260 sf, zip 43222, text me for a showing', 'beds:block'],
  [
    'cypress',
    'Summer BBQ ready ☀️ 88 S Cypress Ave has a fully fenced lot, a two-car garage and an in-ground pool. $275K.',
    'feature:pool:warn',
  ],
  [
    'cypress',
    '88 S Cypress Ave walkthrough | 3 bed | 1,260 sq ft | lot 0.09 acres | MLS 224027480 | Columbus OH',
    '',
  ],
  // dean-keeton: FOR RENT, 710 E Dean Keeton St #111, Austin TX 78705, 1 bed, 1 bath, 600 sq ft, across
  // the street from UT Law, 23-unit complex, available August 2026 (8/6/26), admin fee $75, application
  // fee $79, deposit $1,500. No pool or gym. Rent and type left out (the listing contradicts itself).
  [
    'dean-keeton',
    'Unit 111 at 710 E Dean Keeton, 1bd/1ba, 600 sqft, across the street from UT Law. Available 8/6. Deposit $1,500, app fee $79.',
    '',
  ],
  [
    'dean-keeton',
    'Student living goals 📌 710 E Dean Keeton St #111, Austin 78705 — 1 bed, 650 sq ft, pool and gym on site',
    'living_area_sqft:block feature:pool:warn feature:gym:warn',
  ],
  [
    'dean-keeton',
    'Fall leasing is open! 710 E Dean Keeton St #111: 1 bed, 1 bath, 600 sq ft in a 23-unit complex. Security deposit only $500, admin fee $75. Available August 2026.',
    'feature:deposit:block',
  ],
  [
    'dean-keeton',
    'Departamento en renta cerca de UT: 710 E Dean Keeton St #111, 1 recámara, 2 baños, 600 pies cuadrados. Disponible en agosto.',
    'baths_total:block',
  ],
  [
    'dean-keeton',
    'Apartamento para alugar em Austin, 710 E Dean Keeton St #111 — 1 quarto, 1 banheiro, 600 pés quadrados, em frente à faculdade de direito da UT. Disponível em agosto de 2026.',
    '',
  ],
  ['dean-keeton', 'unit,beds,baths,sqft,zip\n#111,1,1,600,78750', 'address.postal_code:block'],
  // e-9th: FOR SALE $1,795,000, 29 E 9th St APT 10, New York NY 10003, 1 bed, 1 bath, 1,000 sq ft, built
  // 1923, corner prewar, sunken living room, beamed high ceilings, fireplace, hardwood, South and West
  // exposures, doormen, COMMON roof deck, storage for a fee, pets and pied-a-terre welcome, subway. No
  // rents. Type left out (condo against cooperative).
  [
    'e-9th',
    'Village listing of the week: 29 E 9th St APT 10. A prewar corner one-bedroom, 1,000 sq ft, with a sunken living room, beamed ceilings, a fireplace and South and West light. Built 1923. Offered at $1,795,000.',
    '',
  ],
  [
    'e-9th',
    'Inside a $1.8M Greenwich Village 1BR 🎥 29 E 9th St #10 — private roof deck, doorman, pets welcome',
    'feature:roof_deck:block',
  ],
  ['e-9th', '29 E 9th #10 — 2 bed, 1000 sf, full-service bldg, fireplace. Asking 1.795', 'beds:block'],
  [
    'e-9th',
    'Compared with a typical 700 sq ft Village one-bedroom, 29 E 9th St APT 10 gives you 1,000 sq ft, a sunken living room and a fireplace.',
    '',
  ],
  [
    'e-9th',
    'Pied-à-terre friendly! 29 E 9th St APT 10 ($1,795,000): rent it out at $7,500/mo for a 5% cap rate.',
    'feature:rent_estimate:warn feature:cap_rate:warn',
  ],
  [
    'e-9th',
    'Holiday season in the Village 🎄 Curl up by the fireplace at 29 E 9th St APT 10, built 1932, then stroll to the subway.',
    'year_built:block',
  ],
  [
    'e-9th',
    'Apartamento em Greenwich Village: 1 quarto, 1 banheiro, 1.000 pés quadrados, lareira, pisos de madeira, porteiro. US$ 1.795.000.',
    '',
  ],
  // falling-spring: FOR SALE $695,000, 19810 Falling Spring Ct, Gaithersburg MD 20882, 4 beds, 3.5 baths
  // (3 full, 1 half), 3,100 sq ft, 1.27 ac, built 1992, colonial backing to parkland, island kitchen,
  // family room with fireplace, sun room, library, remodeled primary bath with soaking tub, solar panels,
  // MLS MC9840970. No pool, no basement mentioned.
  [
    'falling-spring',
    'New on the market in Goshen Hunt: 19810 Falling Spring Ct, Gaithersburg MD 20882. 4 bedrooms, 3.5 baths, 3,100 sq ft on 1.27 acres backing to parkland. Solar panels, sun room, library with built-ins. $695,000.',
    '',
  ],
  [
    'falling-spring',
    'Dream library 📚📌 19810 Falling Spring Ct — 5 bedrooms, solar panels, pool overlooking the parkland',
    'beds:block feature:pool:warn',
  ],
  ['falling-spring', 'beds,baths,sqft,acres,year,price\n4,3.5,3100,1.27,1992,659000', 'price:block'],
  [
    'falling-spring',
    'Falling Spring Ct is a 1992 colonial, 4/3.5, 3,100 sf, finished basement w/ rec room. MLS MC9840907',
    'feature:basement:warn mls_id:block',
  ],
  [
    'falling-spring',
    'Spring in Goshen Hunt 🌷 Colonial on 2.7 acres, sun room, soaking tub in the remodeled primary bath. MLS MC9840970.',
    'lot_size:block',
  ],
  [
    'falling-spring',
    'Casa colonial en Gaithersburg: 4 recámaras, 3 baños completos y medio baño, 3,100 pies cuadrados, paneles solares. $695,000.',
    '',
  ],
  [
    'falling-spring',
    '19810 Falling Spring Dr video tour | Built 2002 | 4 bed 3.5 bath | family room with fireplace',
    'address.street:block year_built:block',
  ],
  // More clean posts (facts as in each listing's group above).
  [
    'birch-hollow',
    'Closed! 37 Birch Hollow Rd, Nashua 03062 — 3 bed Cape, detached garage, corner lot, $612K. Congrats to my buyers 🔑',
    '',
  ],
  [
    'dean-keeton',
    'Century Condos #111 | 710 E Dean Keeton St, Austin TX 78705 | 1 bed 1 bath | 600 sq ft | admin fee $75 | available August 2026 | walk to UT Law',
    '',
  ],
  [
    'falling-spring',
    'Just listed 19810 Falling Spring Ct 🌳 4 bed, 3.5 bath, 3,100 sf on 1.27 ac, built 1992, $695K. Want a private showing this weekend?',
    '',
  ],
];
