import type { ClaimCase } from './case';

/** Held-out-18, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-18.ts). */
export const HELD_OUT_18_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out; 1,540 sq ft; 0.46 acres; built 1978; Cape on a
  // corner lot, hardwood, renovated bath, DETACHED garage; 37 Birch Hollow Rd, Nashua NH 03062; MLS 4981234.
  [
    'birch-hollow',
    "SOLD ✨ Congratulations to my sellers at 37 Birch Hollow Rd in Nashua! This sweet 3-bedroom Cape on a corner lot closed at $612,000. Hardwood floors, a renovated bath and a detached garage. Thinking of selling in 2027? Let's talk. #NashuaRealEstate",
    '',
  ],
  [
    'birch-hollow',
    'Subject: Just sold — 37 Birch Hollow Rd, Nashua\nPreview: Closed at $612K. Plus three homes like it still for sale, one with a heated pool and a finished basement at 14 Oak Knoll Dr.',
    '',
  ],
  [
    'birch-hollow',
    '37 Birch Hollow Rd sold for $612,000, about $397 per square foot on 1,540 sq ft. The Nashua median sale price was $455,000 last quarter, and homes sat 11 days on average.',
    '',
  ],
  [
    'birch-hollow',
    "JUST SOLD 37 Birch Hollow Rd Nashua 03062 — 3bd Cape, 1,540 sf, .46 ac, blt '87, $612k 🔑",
    'year_built:block',
  ],
  [
    'birch-hollow',
    '¡VENDIDA! Casa estilo Cape en 37 Birch Hollow Rd, Nashua NH 03064: 3 recámaras, chimenea de leña, garaje independiente. Vendida en $612,000.',
    'address.postal_code:block feature:fireplace:warn',
  ],
  [
    'birch-hollow',
    'Appreciation check 📈 37 Birch Hollow Rd just closed at $642,000, up 9% on what similar Capes fetched a year ago.',
    'price:block',
  ],
  [
    'birch-hollow',
    '@jmarsh Yes! The basement is finished, great for a playroom. And the lot is a full acre on the corner.',
    'feature:basement:warn lot_size:block',
  ],
  [
    'birch-hollow',
    'Image 3 of 8: Front of the four-bedroom Cape at 37 Birch Hollow Rd with its attached two-car garage.',
    'beds:block feature:garage:block',
  ],

  // cypress: for sale at $275,000; 3 beds; baths left out; 1,260 sq ft; 3,920 sq ft lot; built 1920; single
  // family; fully fenced lot, two-car garage; Franklinton; 88 S Cypress Ave, Columbus OH 43222; MLS 224027480.
  [
    'cypress',
    'New on the market in Franklinton! 88 S Cypress Ave is a beautifully maintained 3-bedroom home with a fully fenced lot and a two-car garage, listed at $275,000. Walk to the new bars and restaurants. DM me for a showing 🏡',
    '',
  ],
  [
    'cypress',
    'Mortgage math for 88 S Cypress Ave: at $275,000 with 3.5% down and a 6.5% rate, principal and interest run about $1,680 a month. Built in 1920, 1,260 sq ft, 3 bedrooms.',
    '',
  ],
  [
    'cypress',
    "Hi Tom & Mia, 88 S Cypress Ave checks three of your five boxes: 3 bedrooms, a garage for two cars and a fenced yard. Your list also had a finished basement and a pool; the listing mentions neither, so we'll ask on the tour. Asking $275K, MLS #224027480.",
    '',
  ],
  [
    'cypress',
    '88 S Cypress Ave, Cbus 43222: 3BR, 1,260sf, 2-car gar, $257K. Franklinton is 🔥',
    'price:block',
  ],
  [
    'cypress',
    "What's special: original 1950s charm, an oversized two-car garage, a fully fenced lot and a cozy gas fireplace in the living room.",
    'year_built:block feature:fireplace:warn',
  ],
  [
    'cypress',
    '[00:04] Welcome to 88 South Cypress Avenue.\n[00:09] Four bedrooms, about 1,260 square feet.\n[00:15] And out back, a fully fenced yard on a quarter-acre lot.',
    'beds:block lot_size:block',
  ],
  [
    'cypress',
    'Nhà mới rao bán tại 88 S Cypress Ave, Columbus OH 43222: 3 phòng ngủ, 1.260 sqft, gara 2 xe, giá 275.000 USD. Có hồ bơi riêng sau nhà!',
    'feature:pool:warn',
  ],
  [
    'cypress',
    'JUST SOLD in Franklinton! 88 S Cypress Ave, 3 beds and a two-car garage. Another happy client 🎉',
    'status:block',
  ],

  // dean-keeton: for rent (rent and type left out); 1 bed, 1 bath; 600 sq ft; no year built; 710 E Dean
  // Keeton St #111, Austin TX 78705; Century Condos, 23 units, across from UT Law; deposit $1,500; app fee
  // $79; available 8/6/26. No pool, gym, laundry or pets named.
  [
    'dean-keeton',
    'Available August 2026 🎓 710 E Dean Keeton St #111 is a cozy one-bedroom, one-bath at Century Condos, right across the street from UT Law. About 600 sq ft. Security deposit $1,500. DM for details!',
    '',
  ],
  [
    'dean-keeton',
    'Unit 111 @ Century Condos (Dean Keeton) open for Aug 6 move-in 🔑 1 bd / 1 ba · 600 sf · dep $1,500 · app fee $79',
    '',
  ],
  [
    'dean-keeton',
    "@sarah.utx Great question! The listing doesn't say whether there's a pool or a gym, so I'll check with the manager. What I can confirm: 1 bedroom, 1 bath, available 8/6.",
    '',
  ],
  [
    'dean-keeton',
    'For a UT law student: #111 at Century Condos is a 1BR/1BA of about 600 sq ft across from the Law School. The 2BR on San Antonio St we saw yesterday had a pool and covered parking, but it is a 15-minute walk.',
    '',
  ],
  [
    'dean-keeton',
    'Deposit is only $750 and pets are welcome! 1 bed, 1 bath near UT at 710 E Dean Keeton #111.',
    'feature:deposit:block feature:pets:warn',
  ],
  [
    'dean-keeton',
    'UT 법대 바로 맞은편! 710 E Dean Keeton St #111, 2베드룸 1욕실, 약 600 sq ft, 8월 6일 입주 가능.',
    'beds:block',
  ],
  [
    'dean-keeton',
    'Century Condos was built in 2021, so #111 feels fresh, and it has an in-unit washer and dryer. Move in August 6.',
    'year_built:warn feature:laundry:warn',
  ],
  [
    'dean-keeton',
    '1BR by UT: 710 E Dean Keeton #111, Austin TX 78751, 850 sf, avail 8/6',
    'address.postal_code:block living_area_sqft:block',
  ],
  [
    'dean-keeton',
    'LEASED ✅ 710 E Dean Keeton St #111 at Century Condos. Thanks to everyone who applied!',
    'status:block',
  ],

  // e-9th: for sale at $1,795,000; 1 bed, 1 bath; 1,000 sq ft; built 1923; type left out; 29 E 9th St APT 10,
  // New York NY 10003; StreetEasy S1789660; corner, sunken living room, beams, fireplace, hardwood, south and
  // west light; full-service building with doormen, common roof deck; pets welcome. No gym or laundry named.
  [
    'e-9th',
    'Prewar magic in the Village ✨ 29 E 9th St #10 is a sun-drenched corner one-bedroom with a sunken living room, beamed ceilings, a fireplace and arched transom windows. South and west light all day. Offered at $1,795,000.',
    '',
  ],
  [
    'e-9th',
    "Nouveau sur le marché : 29 E 9th St, appartement 10, New York 10003. Une chambre, environ 93 m², cheminée, plafonds à poutres, immeuble d'avant-guerre de 1923. Prix : 1 795 000 $.",
    '',
  ],
  [
    'e-9th',
    '$1,795 a square foot at 29 E 9th St #10: 1,000 sq ft asking $1,795,000. Prewar one-bedrooms in the Village traded near $1,450 a foot this fall.',
    '',
  ],
  ['e-9th', 'Just listed: 29 E 9th St #10, 2 beds, 1 bath, fireplace, 1,000 sf, $1.795M', 'beds:block'],
  [
    'e-9th',
    '格林威治村战前公寓：29 E 9th St 10号，1室1卫，约1000平方英尺，建于1932年，售价179.5万美元。',
    'year_built:block',
  ],
  [
    'e-9th',
    'Quiet prewar home at 29 E 9th St #10 with a building gym down the hall. Please note: no pets allowed.',
    'feature:gym:warn feature:pets:block',
  ],
  [
    'e-9th',
    'Subject: Price improvement at 29 E 9th St #10, now $1,695,000\nPreview: Corner one-bedroom with a fireplace and beamed ceilings.',
    'price:block',
  ],
  [
    'e-9th',
    '29 E 9th St #10, NY 10011 · StreetEasy S1789660 · in-unit washer/dryer',
    'address.postal_code:block feature:laundry:warn',
  ],

  // falling-spring: for sale at $695,000; 4 beds; 3.5 baths (3 full, 1 half); 3,100 sq ft; 1.27 acres; built
  // 1992; Colonial backing to parkland; family room with fireplace, sun room, library, solar panels; 19810
  // Falling Spring Ct, Gaithersburg MD 20882; MLS MC9840970. No garage, basement, pool or HOA named.
  [
    'falling-spring',
    'Goshen Hunt country living 🌳 19810 Falling Spring Ct is a sun-filled Colonial on 1.27 acres backing and fronting to parkland. 4 bedrooms, 3.5 baths, a family room with fireplace, a library with built-ins and solar panels. $695,000.',
    '',
  ],
  [
    'falling-spring',
    'Colonial de 4 quartos e 3,5 banheiros em Gaithersburg, MD 20882, com cerca de 288 m² e terreno de 1,27 acre. Construída em 1992. Preço: US$ 695.000.',
    '',
  ],
  [
    'falling-spring',
    'A few of you asked about a pool at 19810 Falling Spring Ct: with 1.27 acres there is room to add one, subject to county permits. Today it has a sun room and a remodeled primary bath with a soaking tub.',
    '',
  ],
  [
    'falling-spring',
    'Thanks for touring 19810 Falling Spring Ct with me yesterday! Recap: 4 BR, 3 full + 1 half bath, ~3,100 sq ft, built 1992, MLS MC9840970. Happy to set up a second look.',
    '',
  ],
  [
    'falling-spring',
    'Room for everyone: five bedrooms, a library and a finished walkout basement at 19810 Falling Spring Ct.',
    'beds:block feature:basement:warn',
  ],
  [
    'falling-spring',
    '19810 Falling Spring Ct, Gburg MD: 4BR/2.5BA Colonial, 3,100sf, 1.27ac, $695K',
    'baths_total:block',
  ],
  [
    'falling-spring',
    'Bagong listing sa Gaithersburg! 4 kwarto, 3.5 banyo, itinayo noong 2002, may 3-car garage. Presyo: $695,000.',
    'year_built:block feature:garage:warn',
  ],
  [
    'falling-spring',
    'Just listed in 20882 for $659,000: a Colonial on a two-acre lot that backs to parkland.',
    'price:block lot_size:block',
  ],
  [
    'falling-spring',
    'Zillow shows Gaithersburg values up 6% year over year. 19810 Falling Spring Ct includes the Goshen Hunt community pool, and HOA dues are just $85 a month.',
    'feature:pool:warn feature:hoa:warn',
  ],
];
