import type { ClaimCase } from './case';

/** Held-out-11, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-11.ts). */
export const HELD_OUT_11_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 37 Birch Hollow Rd, Nashua NH 03062; 3 beds (baths left out: 2 total
  // against 1 full + 1 half); 1,540 sf; 0.46 ac; 1978; single family; Cape on a corner lot, hardwood floors,
  // renovated bath, DETACHED garage; MLS 4981234; no open houses. Nothing on fireplace, basement, pool, air.
  [
    'birch-hollow',
    '📣 Nashua Neighbors — JUST SOLD! 37 Birch Hollow Rd closed at $612,000. Sweet Cape on a corner lot: 3 bedrooms, hardwood floors, a renovated bath and a detached garage. Thinking of selling on the south end this summer? Happy to chat — Lena, Granite Gate Realty.',
    '',
  ],
  [
    'birch-hollow',
    "Granite Gate Monthly — June 2026. Market pulse: the Nashua median sale price hit $545K in May, and the average 4-bedroom Colonial is trading north of $700K. Featured close: 37 Birch Hollow Rd, a 1978 Cape with three bedrooms on nearly half an acre (0.46 ac), sold at $612K. Our buyers came up from Massachusetts for the no-sales-tax life, and the city's public pool is a short bike ride away.",
    '',
  ],
  [
    'birch-hollow',
    'JUST LISTED in Nashua! 37 Birch Hollow Rd — Cape-style charmer on a corner lot, offered at $629,900. 3 BR, 1,540 sf, detached garage.',
    'status:block price:block',
  ],
  [
    'birch-hollow',
    'VENDIDA! 🏡 Casa estilo Cape em Nashua, NH — 37 Birch Hollow Rd. 3 quartos, piso de madeira, banheiro reformado e garagem separada. Construída em 1987, terreno de quase um acre. Vendida por US$ 612 mil.',
    'year_built:block lot_size:block',
  ],
  [
    'birch-hollow',
    'Just sold 🔑 37 Birch Hollow Rd: three bedrooms, 1,540 square feet, a wood-burning fireplace in the living room and a finished basement for movie nights. Congrats to our buyers!',
    'feature:fireplace:warn feature:basement:warn',
  ],
  [
    'birch-hollow',
    "Hi Priya — you asked what the Birch Hollow Cape went for: it closed at $612,000 (3 beds, 1,540 sq ft, built in '78, 0.46-acre corner lot). The one you liked on Searles Rd has the in-ground pool and central air, but it's 2,100 sq ft and listed at $689K, so it isn't a clean comp. Want to see it Saturday?",
    '',
  ],
  [
    'birch-hollow',
    'Sold in 9 days! 37 Birch Hollow Rd, Nashua — 3 bed Cape, about 1,900 sq ft, MLS #4981243.',
    'living_area_sqft:block mls_id:block',
  ],
  [
    'birch-hollow',
    "Relocation guide: South Nashua. Think late-'70s Capes on corner lots — like 37 Birch Hollow Rd (03062), which just sold for a little over $610K. Three bedrooms, hardwood floors, a detached garage. Shopping at Pheasant Lane and the Everett Turnpike are minutes away.",
    '',
  ],

  // cypress: FOR SALE at $275,000; 88 S Cypress Ave, Columbus OH 43222; 3 beds (baths left out); 1,260 sf;
  // 3,920 sf lot; 1920; single family; fully fenced lot, TWO-car garage, Franklinton; MLS 224027480.
  // Nothing on basement, pool or fireplace.
  [
    'cypress',
    "Highlights\n• $275,000\n• 3 beds\n• 1,260 sq ft\n• 3,920 sq ft lot\n• Built 1920\n• Two-car garage\n• Fully fenced lot\n88 S Cypress Ave, Columbus, OH 43222 — steps from Franklinton's new bars and restaurants.",
    '',
  ],
  [
    'cypress',
    "[REEL SCRIPT — 20s]\nHOOK: Price just dropped in Franklinton!\nVO: 88 South Cypress is now $259,900 — a 3-bed with a two-car garage.\nB-ROLL: fenced yard, garage door.\nCTA: DM 'CYPRESS' for a tour.",
    'price:block',
  ],
  [
    'cypress',
    'Investor one-pager — 88 S Cypress Ave, Columbus 43222. Ask: $275K. 3BR, 1,260 SF, built 1920, full basement, one-car garage. Market rent for 3BRs in Franklinton: $1,650–$1,800/mo. Est. taxes ~$3,900/yr (county site). Cap rate at ask ≈ 6.1%.',
    'feature:basement:warn feature:garage:block',
  ],
  [
    'cypress',
    "Franklinton flip-or-hold? 88 S Cypress is listed at $275,000: three bedrooms, a hair under 1,300 sq ft, a century-plus old (1920), two-car garage, fenced. Rehabs on Hawkes Ave sold for $340K–$360K this spring and 2-beds rent around $1,400 — market estimates, not the seller's.",
    '',
  ],
  [
    'cypress',
    "Hey Marco! Quick update on Cypress — the 4 bed on S Cypress Ave went pending yesterday, sorry 😕. I'll send you two more in Franklinton tonight.",
    'beds:block status:block',
  ],
  [
    'cypress',
    '¡En venta en Franklinton! 88 S Cypress Ave, Columbus. Casa de 3 recámaras, garaje para dos autos y terreno totalmente cercado de un cuarto de acre. Construida en los años 50. Precio: $275,000.',
    'lot_size:block year_built:block',
  ],
  [
    'cypress',
    'Need a home office? 88 S Cypress has three bedrooms, so the smallest makes a great one. Could you add a deck out back? The fenced lot has room (buyers to verify with the city). $275K, 1,260 sq ft, MLS 224027480.',
    '',
  ],

  // dean-keeton: FOR RENT; rent left out (1,150 against "Rent: $1,500") and type left out (apartment against
  // condos); 710 E Dean Keeton St #111, Austin TX 78705; 1 bed, 1 bath; 600 sf; year not given; security
  // deposit $1,500, admin fee $75, application fee $79; available 8/6/26; 23-unit complex across from UT Law.
  // Nothing on pets, pool, laundry, parking, gym; no open houses.
  [
    'dean-keeton',
    'UT Law students 👀 1-bed, 1-bath at 710 E Dean Keeton St #111, literally across the street from the Law School. 600 sq ft, available 8/6/26. Security deposit $1,500, admin fee $75, app fee $79. Quiet 23-unit complex. Message Laura at ManagePro!',
    '',
  ],
  [
    'dean-keeton',
    'Fall 2026 lease 🎓 Century Condos #111 — one bedroom, one bath, pet friendly, only a $500 deposit!',
    'feature:pets:warn feature:deposit:block',
  ],
  [
    'dean-keeton',
    'FOR SALE: Century Condos unit #111 on Dean Keeton — 1 bed / 1 bath, 600 sf, covered parking spot included.',
    'status:block feature:parking:warn',
  ],
  [
    'dean-keeton',
    'Leasing now for August: 710 E Dean Keeton #111. Built in 2019, 750 sq ft, resort-style pool. One bed, one bath.',
    'year_built:warn living_area_sqft:block feature:pool:warn',
  ],
  [
    'dean-keeton',
    '🏠 UT 로스쿨 바로 건너편! 710 E Dean Keeton St #111, Austin 78705. 1 bed 1 bath, 600 sqft. 8월 6일 입주 가능 (available Aug 6, 2026). 보증금 (security deposit) $1,500. 관심 있으시면 DM 주세요!',
    '',
  ],
  [
    'dean-keeton',
    'Two bedroom at Century Condos, unit #112 — walk to class, available August.',
    'beds:block address.street:block',
  ],
  [
    'dean-keeton',
    'Open house this Saturday 6/13, 1–3pm at 710 E Dean Keeton #111! In-unit washer and dryer, 1BR/1BA, steps to campus.',
    'open_houses:warn feature:laundry:warn',
  ],
  [
    'dean-keeton',
    'Thanks for touring #111 today! The numbers again: $1,500 security deposit, $75 admin fee, $79 application fee, move-in 8/6/26. Unit #204 upstairs (a 2-bed) has already leased. Gregory Gym on campus is a five-minute walk.',
    '',
  ],

  // e-9th: FOR SALE at $1,795,000; 29 E 9th St APT 10, New York NY 10003; 1 bed, 1 bath; 1,000 sf; 1923
  // (designed in the 1920s); type left out (condo against a cooperative); corner, South and West light,
  // fireplace, beamed ceilings, sunken living room; doormen; COMMON roof deck; pets welcome; storage for a
  // fee; MLS S1789660. Nothing on gym, private terrace, water views, parking.
  [
    'e-9th',
    'Elliman Village Letter — Featured: 29 East 9th Street, Apt 10. A corner one-bedroom of about 1,000 sq ft in a 1923 Corbett-designed prewar building, with beamed ceilings, a sunken living room, a fireplace and South and West light. Full service: doormen, porters, a resident manager and a landscaped common roof deck. Pets welcome. Offered at $1,795,000.',
    '',
  ],
  [
    'e-9th',
    'Greenwich Village 2BR, 29 E 9th St #10 — asking $1.59M. Fireplace, beamed ceilings, roof deck.',
    'beds:block price:block',
  ],
  [
    'e-9th',
    'Prewar corner 1BR at 29 E 9th St, Apt 10: doorman, gym, and a strict no-pets policy, so it stays quiet.',
    'feature:gym:warn feature:pets:block',
  ],
  [
    'e-9th',
    'Village history corner: Harvey Wiley Corbett designed 29 E 9th St in the 1920s, and Apt 10 still has its arched transom windows. A 2-bedroom on the 6th floor sold last year for $2.4M with a private terrace; Apt 10 is a 1-bed, 1-bath corner at $1.795M.',
    '',
  ],
  [
    'e-9th',
    'Recém-chegado ao mercado 🗽 29 E 9th St, Apto 10 — Greenwich Village. 1 quarto, cerca de 140 m², prédio de 1931, lareira e terraço comum na cobertura. US$ 1.795.000.',
    'living_area_sqft:block year_built:block',
  ],
  [
    'e-9th',
    'Sun-drenched corner 1BR, 29 E 9th #10 — Hudson River views from the living room and a private terrace off the bedroom. $1,795,000.',
    'feature:water_view:warn feature:terrace:warn',
  ],
  [
    'e-9th',
    'Need a second bedroom? The massive corner layout at 29 E 9th St #10 (roughly 1,000 sf) has buyers sketching a home-office wall, subject to building approval. One bath, fireplace, pets welcome, $1.795M. Extra private storage is available for a modest monthly fee.',
    '',
  ],

  // falling-spring: FOR SALE at $695,000; 19810 Falling Spring Ct, Gaithersburg MD 20882; 4 beds; 3.5 baths
  // (3 full + 1 half); 3,100 sf; 1.27 ac; 1992; single-family Colonial backing and fronting to parkland;
  // family room with fireplace, sun room, library, solar panels; MLS MC9840970. "Scenic vista" only: nothing
  // on mountain views, pool, garage, basement.
  [
    'falling-spring',
    'Highlights\n• 4 bedrooms, 3.5 baths (3 full, 1 half)\n• 3,100 sq ft Colonial on 1.27 acres\n• Built 1992\n• Backs AND fronts to parkland\n• Family room with fireplace, sun room, library with built-ins\n• Solar panels\n19810 Falling Spring Ct, Gaithersburg MD 20882 · $695,000',
    '',
  ],
  [
    'falling-spring',
    'Goshen Hunt Country colonial with an in-ground pool and a three-car garage — 19810 Falling Spring Ct, $695K.',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'falling-spring',
    '4 bed / 2.5 bath Colonial on 2 acres backing to parkland — Falling Spring Ct, Gaithersburg.',
    'baths_total:block lot_size:block',
  ],
  [
    'falling-spring',
    "Relocating to Montgomery County? Goshen Hunt is horse-country quiet: 19810 Falling Spring Ct sits on an acre and a quarter beside parkland, with a public golf course and the county's outdoor pool ten minutes away. Four bedrooms, three and a half baths, built in '92, listed at $695,000.",
    '',
  ],
  [
    'falling-spring',
    'Thanks for touring Falling Spring Ct yesterday! Quick recap: built about 20 years ago, roughly 3,800 sq ft, four bedrooms, solar panels. Let me know if you want a second look.',
    'year_built:block living_area_sqft:block',
  ],
  [
    'falling-spring',
    'UNDER CONTRACT in Goshen Hunt 🎉 19810 Falling Spring Ct — mountain views from the breakfast area, four bedrooms, 1.27 acres.',
    'status:block feature:mountain_view:warn',
  ],
  [
    'falling-spring',
    '¡Nueva en el mercado! Casa colonial en Gaithersburg, MD: 4 habitaciones, 3 baños completos y medio baño, unos 3,100 pies cuadrados en 1.27 acres junto a parques. Chimenea en la sala familiar y paneles solares. $695,000. MLS MC9840970.',
    '',
  ],
  [
    'falling-spring',
    "Hi Tom and Jess — Falling Spring Ct checks most boxes: 4BR/3.5BA, 3,100 sf, a finished walk-out basement, 1.27 ac. I'd budget for a new roof in a few years; the listing doesn't give its age.",
    'feature:basement:warn',
  ],
];
