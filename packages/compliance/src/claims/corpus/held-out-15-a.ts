import type { ClaimCase } from './case';

/** Held-out-15, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-15.ts). */
export const HELD_OUT_15_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out (total 2 against 1 full + 1 half); 1,540 sq ft;
  // 0.46 acres; built 1978; Cape on a corner lot, hardwood, renovated bath, DETACHED garage; 37 Birch
  // Hollow Rd, Nashua NH 03062; MLS 4981234. No fireplace, basement or central air named.
  [
    'birch-hollow',
    '📣 Granite Gate Realty broadcast\nSOLD ✅ 37 Birch Hollow Rd, Nashua NH 03062\n3 bd | 1,540 sf | 0.46 ac | built 1978 | detached garage\nClosed at $612K. Lena closed 41 homes last year and has 600+ five-star reviews. Reply STOP to leave this list. 603-555-0110',
    '',
  ],
  [
    'birch-hollow',
    'How we got 37 Birch Hollow Rd to the closing table: the appraisal came in at $598,000, and the buyers brought the $14,000 difference in cash so the sale closed at $612,000 as agreed. If your buyer is worried about an appraisal gap, call me before you write.',
    '',
  ],
  [
    'birch-hollow',
    'BIRCH HOLLOW BULLETIN, November\n• 37 Birch Hollow Rd: SOLD, $612,000, 3 BR Cape on a corner lot.\n• 52 Birch Hollow Rd: new listing, 4 BR colonial with an in-ground pool and a 2-car attached garage, $749,000.\n• 18 Thornton Rd: pending, 5 beds, finished basement, central air.\nMedian days on market in 03062 this fall: 11.',
    '',
  ],
  [
    'birch-hollow',
    "Closed: 37 Birch Hollow Rd. Three bedrooms, fifteen hundred forty square feet, just under half an acre (about 20,000 sf), built in '78, detached garage and hardwood throughout. Six hundred twelve thousand.",
    '',
  ],
  [
    'birch-hollow',
    "BACK ON THE MARKET! 37 Birch Hollow Rd, Nashua. The buyer's financing fell through, so this 3 BR Cape with a detached garage on a corner lot is available again. First showings Saturday.",
    'status:block',
  ],
  [
    'birch-hollow',
    'Vendida! 37 Birch Hollow Rd, Nashua. Casa estilo Cape com 3 quartos, 1.540 pés², terreno de 0,46 acre, construída em 1987, lareira na sala e porão acabado.',
    'year_built:block feature:fireplace:warn feature:basement:warn',
  ],
  [
    'birch-hollow',
    'JUST SOLD | 37 Birch Hollow Rd | Nashua, NH 03060\n3 BR · 1,540 SF · Corner lot\nSCAN THE QR CODE to see what your home is worth → granitegate.com/value',
    'address.postal_code:block',
  ],
  [
    'birch-hollow',
    'SELLER NET SHEET: 37 Birch Hollow Rd\nSale price: $612,000\nCommission (5%): $30,600\nNH transfer tax: $4,590\nMortgage payoff: $288,400\nEstimated net: $288,410\nProperty: 4 BR Cape, 1,540 sq ft, 2-car attached garage',
    'beds:block feature:garage:block',
  ],
  [
    'birch-hollow',
    '[VOICE-OVER] Tucked on a corner lot in Nashua, this three-bedroom Cape offers about 1,540 square feet on roughly two acres, with central air and a detached garage out back.',
    'lot_size:block feature:central_air:warn',
  ],

  // cypress: for sale $275,000; 3 beds; baths left out (total 2 against 1 full + 1 half); 1,260 sq ft;
  // lot 3,920 sq ft (0.09 ac); built 1920; TWO-CAR garage, fully fenced lot, Franklinton; 88 S Cypress Ave,
  // Columbus OH 43222; MLS 224027480; Justin Taber 614-917-7842. No basement or central air named.
  [
    'cypress',
    'AGENT REMARKS: Lockbox on rear door. Call LA Justin 614-917-7842 before every showing; seller has a dog on site Tue/Thu. Offers due Mon 11/30 by 5 PM with pre-approval. 3BR, 1,260 sf, two-car garage off the alley, 1920 build.',
    '',
  ],
  [
    'cypress',
    '$275,000 in Franklinton! At 6.25% with 3.5% down on an FHA loan, principal and interest comes to about $1,630 a month. Three bedrooms, a two-car garage and a fully fenced lot, five minutes from downtown.',
    '',
  ],
  [
    'cypress',
    'Franklinton market check: 102 S Cypress sold for $310K (4 bd, 2 full baths, central air). 88 S Cypress Ave is asking $275K for 3 bd and 1,260 sq ft on a 3,920 sq ft lot. Median list price in 43222 is up 6% year over year.',
    '',
  ],
  [
    'cypress',
    '88 S. Cypress Ave. | Cols., OH 43222 | 3BR | 1.26k SF | ~0.09 ac | Blt 1920 (100+ yrs of character) | 2-car gar. | $275k',
    '',
  ],
  [
    'cypress',
    '¡EN VENTA! 88 S Cypress Ave, Columbus OH 43222 · 4 recámaras · garaje para dos autos\nFOR SALE · Fully fenced lot · Franklinton · $275,000\nSótano completo.',
    'beds:block feature:basement:warn',
  ],
  [
    'cypress',
    'UNDER CONTRACT in 6 days! 88 S Cypress Ave, Franklinton. Thank you to everyone who toured. Still looking? Call Justin.',
    'status:block',
  ],
  [
    'cypress',
    'Built nearly a century and a half ago, this Franklinton charmer at 88 S Cypress Ave sits on a 6,000 sq ft fenced lot with a one-car garage.',
    'year_built:block lot_size:block feature:garage:block',
  ],
  [
    'cypress',
    'Asking 285k for 88 S Cypress Ave (MLS #224027408): 3 bed, fenced yard, two-car garage.',
    'price:block mls_id:block',
  ],
  [
    'cypress',
    'Open to offers: 88 N Cypress Ave, Columbus 43222. 3 bed, 1,260 sq ft, central air, two-car garage.',
    'address.street:block feature:central_air:warn',
  ],

  // dean-keeton: for rent; rent and type left out (price $1,150 against "Rent: $1,500"; apartment against
  // "Century Condos"); 1 bed, 1 bath, 600 sq ft; deposit $1,500, admin $75, application $79; available
  // 8/6/26; across from UT Law School; 23-unit complex; 710 E Dean Keeton St #111, Austin TX 78705; no MLS.
  // No pool, gym, parking or pets named.
  [
    'dean-keeton',
    '1BR/1BA across from UT Law: 710 E Dean Keeton #111 (Austin 78705)\n600 ft², available 8/6/26. Deposit $1,500, admin fee $75, app fee $79. Quiet 23-unit complex, walk to class. Reply through CL, no calls please.',
    '',
  ],
  [
    'dean-keeton',
    "Hey Longhorns 🤘 Laura from ManagePro here. Fall pre-leasing is open: a one-bedroom at 710 E Dean Keeton #111, right across from the Law School, about 600 sq ft, move-in Aug 6. We've placed 140+ students this year and have 4.9★ on 212 Google reviews.",
    '',
  ],
  [
    'dean-keeton',
    'Move-in: August 6, 2026. Size: six hundred square feet. Bedrooms: one. Bathrooms: one. Security deposit: fifteen hundred dollars. Fees: $75 admin plus $79 per applicant.',
    '',
  ],
  [
    'dean-keeton',
    'Five minutes to the PCL library, the 640 shuttle stops out front, and Jester is around the corner. Unit #111 at 710 E Dean Keeton St: 1 bed, 1 bath, 600 sq ft.',
    '',
  ],
  [
    'dean-keeton',
    'Cho thuê căn hộ 2 phòng ngủ tại 710 E Dean Keeton St #111, Austin 78705, ngay đối diện trường Luật UT. Có hồ bơi và phòng gym. Tiền cọc $1,500.',
    'beds:block feature:pool:warn feature:gym:warn',
  ],
  [
    'dean-keeton',
    '710 E Dean Keeton St Apt 211: 1 bed, 600 sq ft, deposit $1,500, ready in August.',
    'address.street:block',
  ],
  [
    'dean-keeton',
    'Cats and dogs welcome at 710 E Dean Keeton #111! Deposit only $500, available August 6.',
    'feature:pets:warn feature:deposit:block',
  ],
  [
    'dean-keeton',
    'LEASED! Unit #111 at 710 E Dean Keeton is taken for the fall. Join our waitlist for spring.',
    'status:block',
  ],
  [
    'dean-keeton',
    'À louer à Austin : 1 chambre, 75 m², 710 E Dean Keeton St #111, Austin TX 78712. Parking inclus, disponible le 6 août.',
    'living_area_sqft:block address.postal_code:block feature:parking:warn',
  ],

  // e-9th: for sale $1,795,000; type left out (condo against "cooperatives"); 1 bed, 1 bath; 1,000 sq ft;
  // built 1923; corner, sunken living room, beams, fireplace, doormen, COMMON roof deck, storage for a fee,
  // pets welcome; 29 E 9th St APT 10, New York NY 10003; StreetEasy S1789660. No laundry or terrace named.
  [
    'e-9th',
    'SHOWING FEEDBACK, week of Nov 16: 29 E 9th St #10\n• 7 showings, 2 second visits\n• Buyers loved the sunken living room and the fireplace\n• One couple needs a 2BR with private outdoor space, so this 1BR is not for them\n• Price: most felt $1.795M is in line with the 1BR comps at 45 Fifth Ave ($1.9M) and 24 Fifth Ave ($1.65M)',
    '',
  ],
  [
    'e-9th',
    'Village prewar corner 1BR, ~1,000 sf, asking $1.8M. Built 1923 and designed by Harvey Wiley Corbett. Full service: doormen, porters, resident manager. Pets and pieds-à-terre welcome.',
    '',
  ],
  [
    'e-9th',
    'Jennifer Ellenberg | Douglas Elliman | $212M in career sales, 19 years in the Village, #3 agent in 10003 in 2025. New: 29 E 9th St, Apt 10, a corner one bedroom with beamed ceilings. Ask me about the common roof deck.',
    '',
  ],
  [
    'e-9th',
    'Payment math for 29 E 9th St #10, listed at $1,795,000: with 20% down ($359,000) and a 6.1% rate, principal and interest on $1,436,000 is roughly $8,700 a month.',
    '',
  ],
  [
    'e-9th',
    '格林威治村精品公寓出售：29 E 9th St 10号，两居室，约1,000平方英尺，售价179.5万美元，带私人露台。',
    'beds:block feature:terrace:warn',
  ],
  ['e-9th', 'IN CONTRACT: 29 E 9th St #10. Thank you to the 40+ buyers who came through.', 'status:block'],
  [
    'e-9th',
    'Продаётся квартира с одной спальней: 29 E 9th St, кв. 10, Нью-Йорк 10003. Дом построен в 1932 году, 93 кв. м, цена $1 795 000.',
    'year_built:block',
  ],
  [
    'e-9th',
    'Just listed: 29 W 9th St, Apt 10. Sun-drenched corner 1BR, 1.5 baths, with a washer/dryer in the unit.',
    'address.street:block baths_total:block feature:laundry:warn',
  ],
  [
    'e-9th',
    'No pets, sorry! $1,975,000 for this Village one-bedroom at 29 E 9th St #10.',
    'feature:pets:block price:block',
  ],

  // falling-spring: for sale $695,000; 4 beds; 3 full + 1 half (3.5); 3,100 sq ft; 1.27 acres; built 1992;
  // Goshen Hunt Colonial backing and fronting to parkland; island kitchen, family room with fireplace, sun
  // room, library, solar panels; 19810 Falling Spring Ct, Gaithersburg MD 20882; MLS MC9840970. No pool,
  // garage or basement named.
  [
    'falling-spring',
    'Back on the market through no fault of the home: the buyer could not sell their own first. 19810 Falling Spring Ct: 4 BR, 3.5 BA, 3,100 sq ft on 1.27 acres backing to parkland, solar panels. $695,000.',
    '',
  ],
  [
    'falling-spring',
    'Goshen Hunt snapshot: 6 sales in the last 12 months, averaging $712K and 21 days on market. Our listing at 19810 Falling Spring Ct is priced at $695K with four bedrooms, a library and a sun room.',
    '',
  ],
  [
    'falling-spring',
    "Three full baths plus a powder room, four bedrooms, thirty-one hundred square feet, just over 1¼ acres, built in '92. Family room fireplace open to the kitchen.",
    '',
  ],
  [
    'falling-spring',
    'MaryAnne Fiorita, Long & Foster: 27 years in Montgomery County and 1,100+ homes sold. Call 301-555-0199. Featured: 19810 Falling Spring Ct, MLS# MC9840970, a sun-filled Colonial.',
    '',
  ],
  [
    'falling-spring',
    'Ibinebenta: 19810 Falling Spring Ct, Gaithersburg MD. 5 kwarto, 3.5 banyo, may swimming pool at 3-car garage. $695,000.',
    'beds:block feature:pool:warn feature:garage:warn',
  ],
  [
    'falling-spring',
    'Roughly 200 m² of living space on nearly a full hectare, backing to parkland in Goshen Hunt.',
    'living_area_sqft:block lot_size:block',
  ],
  ['falling-spring', 'Pending after one weekend! 19810 Falling Spring Ct, Gaithersburg.', 'status:block'],
  [
    'falling-spring',
    'MLS MC9840907 | 19810 Falling Spring Ct, Gaithersburg MD 20878 | 4 BR Colonial',
    'mls_id:block address.postal_code:block',
  ],
  [
    'falling-spring',
    'Built over four decades ago and lovingly kept: 19810 Falling Spring Ct has a finished basement and a library with built-ins.',
    'year_built:block feature:basement:warn',
  ],
];
