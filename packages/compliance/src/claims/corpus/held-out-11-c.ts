import type { ClaimCase } from './case';

/** Held-out-11, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-11.ts). */
export const HELD_OUT_11_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 7718 NE 183rd St, Kenmore WA 98028; 3 beds (baths left out: 3 total
  // against 2 full + 0 half); 2,000 sf; 93,654 sf lot (2.15 ac, level); 1996; single family; gated estate,
  // "scenic views" (no kind named), brand-new roof, large deck, SIX garages plus RV garage and shop; NO HOA;
  // room for 2 ADUs (buyers to verify); MLS 2398635. Nothing on pool or water views.
  [
    'ne-183rd',
    'JUST SOLD in Kenmore 🔑 7718 NE 183rd St closed at $1,150,000. A private, gated 2.15-acre estate with a brand-new roof, 6 garages plus an RV garage and shop — and no HOA. Congrats to our buyers!',
    '',
  ],
  [
    'ne-183rd',
    'New listing! Gated Kenmore estate at 7718 NE 183rd St — $1,095,000.',
    'status:block price:block',
  ],
  [
    'ne-183rd',
    'Kenmore acreage with a tiny $85/month HOA — 7718 NE 183rd St, 3 bd, 2,000 sf.',
    'feature:hoa:block',
  ],
  [
    'ne-183rd',
    "Sold: 7718 NE 183rd St, Kenmore 98028. Three bedrooms, about 2,000 sq ft, built in the mid-'90s on roughly 93,600 sq ft of level land. The buyers plan to add an ADU under Kenmore's new code (city to verify). Another 2-acre parcel on 80th sold for $1.4M with a pool and a barn.",
    '',
  ],
  [
    'ne-183rd',
    'Sold! A 1-acre gated property in Kenmore, built 2006 — 7718 NE 183rd St.',
    'lot_size:block year_built:block',
  ],
  [
    'ne-183rd',
    'Just sold: 7718 NE 183rd St — Lake Washington views and an in-ground pool on 2+ acres.',
    'feature:water_view:warn feature:pool:warn',
  ],
  [
    'ne-183rd',
    'Sold! 3 bed on 2.15 acres in Kenmore with a 2-car garage — 7718 NE 183rd St.',
    'feature:garage:block',
  ],
  [
    'ne-183rd',
    'Vendido! 🎉 7718 NE 183rd St, Kenmore WA — terreno plano de 2,15 acres, portão privativo, telhado novo, 6 garagens + garagem para trailer, sem taxa de condomínio (no HOA). US$ 1,15 milhão.',
    '',
  ],

  // ocean-front-walk: FOR SALE at $12,950,000; 3011 Ocean Front Walk, Venice CA 90291; 4 beds (baths left
  // out: 6 total against 4 full + 2 half); 4,610 sf; 2,518 sf lot; 2025; single family; 1,684 sf roof deck
  // with HOT TUB (no pool named); white-water views, city and mountain views; 5+ car garage; 4-stop
  // elevator; MLS SR24211716.
  [
    'ocean-front-walk',
    'Brand-new beachfront on the Venice Boardwalk: 3011 Ocean Front Walk. Completed 2025, approx. 4,610 sq ft, 4 bedrooms, a 1,684 sq ft rooftop deck with hot tub, white-water views from Malibu to Palos Verdes plus city and mountain views, a 5+ car garage and a 4-stop elevator. $12,950,000.',
    '',
  ],
  [
    'ocean-front-walk',
    'PRICE IMPROVEMENT 📉 3011 Ocean Front Walk is now $11.95M — brand-new beachfront, 4 beds, rooftop hot tub.',
    'price:block',
  ],
  [
    'ocean-front-walk',
    'Rooftop pool, 5 bedrooms, right on the sand — 3011 Ocean Front Walk, Venice.',
    'feature:pool:warn beds:block',
  ],
  [
    'ocean-front-walk',
    "Venice luxury snapshot: the only brand-new beachfront under $15M is 3011 Ocean Front Walk ($12.95M, 4 bed, 4,610 sf, built 2025). The canal-side 6-bed on Carroll Ave with a lap pool traded at $9.8M last month, and Abbot Kinney's gyms and cafés are a short walk away.",
    '',
  ],
  [
    'ocean-front-walk',
    'Recién construida en 2019 🌊 3011 Ocean Front Walk, Venice — unos 300 m² de casa frente al mar.',
    'year_built:block living_area_sqft:block',
  ],
  [
    'ocean-front-walk',
    '3011 Ocean Front Walk: 2-car garage, and it sits on a 5,000 sq ft lot.',
    'feature:garage:block lot_size:block',
  ],
  [
    'ocean-front-walk',
    '베니스 비치 신축 🌅 3011 Ocean Front Walk — 2025년 완공, 4 bedrooms, 약 4,610 sqft, rooftop deck 1,684 sqft + hot tub, ocean & mountain views. Asking $12.95M. MLS SR24211716.',
    '',
  ],
  [
    'ocean-front-walk',
    "[REEL — 15s] HOOK: 'The last brand-new home on the Venice Boardwalk?' SHOTS: rooftop hot tub, 4-stop elevator, white-water view. TEXT: 3011 Ocean Front Walk · 4 BD · ~4,600 SF · Built 2025 · $12.95M. CTA: 'Call Dave for a private tour.'",
    '',
  ],

  // okeefe: FOR SALE at $735,000; 165 Okeefe St APT 11, Menlo Park CA 94025; 2 beds (baths left out: 2 total
  // against 1 full + 1 half); 1,182 sf; 1983; TOWNHOUSE in a gated 28-unit community; fireplace, private
  // patio, side-by-side washer/dryer; assigned covered parking space; MLS ML81929341. Nothing on HOA dues,
  // central air, pets.
  [
    'okeefe',
    'Menlo Park townhome in the Willows: 165 Okeefe St #11. Two bedrooms, 1,182 sq ft, built 1983, a fireplace, an oversized private patio, a side-by-side washer/dryer upstairs and assigned covered parking in a gated 28-unit community. $735,000.',
    '',
  ],
  [
    'okeefe',
    '165 Okeefe #11 — central A/C and an HOA of just $400/mo covering water & trash.',
    'feature:central_air:warn feature:hoa:warn',
  ],
  [
    'okeefe',
    'Single-family 3 bed in the Willows at 165 Okeefe St — $735K.',
    'property_type:block beds:block',
  ],
  [
    'okeefe',
    "Hi Ana — #11 at 165 Okeefe is the 2-bed townhome (1,182 sf, '83) at $735K. Unit #7 in the same complex sold in March with 3 beds and a two-car garage for $910K, so #11 is the value play. The Burgess Park pool and gym are about a mile away.",
    '',
  ],
  [
    'okeefe',
    'New on the market — Okeefe St #11, asking $785,000, built 1993.',
    'price:block year_built:block',
  ],
  [
    'okeefe',
    '165 Okeefe St Apt 12, Menlo Park CA 94025 — 2 bedroom townhouse with a fireplace.',
    'address.street:block',
  ],
  [
    'okeefe',
    'SOLD 🎉 165 Okeefe St #11 — pet-friendly townhome with a private patio.',
    'status:block feature:pets:warn',
  ],
  [
    'okeefe',
    "Menlo Park Parents group — anyone looking in the Willows? 165 Okeefe St #11 is a two-bedroom townhome, 1,182 sq ft, built in the early '80s, with a fireplace and a big private patio. Gated community, assigned covered parking, $735K. Need a nursery? The second bedroom upstairs works. Flood Park's playground is close by.",
    '',
  ],

  // sparrow-hawk: FOR SALE at $450,000; 304 Sparrow Hawk, McKinney TX 75072; 3 beds (baths left out: 3 total
  // against 2 full + 1 half); 2,285 sf; 6,969 sf lot; 1998; one-story single family; see-through fireplace,
  // gourmet kitchen, 19' x 13' master with jacuzzi, second living area, flagstone patio with water feature;
  // Stonebridge COMMUNITY golf, beach club, aquatic center; Eddins Elementary 0.25 mi; MLS 21179033. Nothing
  // on a private pool, garage, HOA dues.
  [
    'sparrow-hawk',
    'McKinney one-story in Stonebridge Ranch: 304 Sparrow Hawk. 3 bedrooms, 2,285 sq ft, built 1998, a see-through fireplace, a gourmet kitchen with island and a flagstone patio with water feature. Community golf, beach club and aquatic center nearby. $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    '304 Sparrow Hawk: private pool and a 3-car garage!',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    '4 bed, 2,600 sf one-story in McKinney — 304 Sparrow Hawk.',
    'beds:block living_area_sqft:block',
  ],
  [
    'sparrow-hawk',
    "Need a game room? 304 Sparrow Hawk's second living area sits outside the two secondary bedrooms. Stonebridge residents get pickleball, a skate park and 20+ miles of trails, and Eddins Elementary is a quarter mile away. Listed at $450K, a 1998 build.",
    '',
  ],
  [
    'sparrow-hawk',
    'Low-maintenance lot (just under 5,000 sq ft) and HOA dues of $1,100 a year — 304 Sparrow Hawk, McKinney.',
    'lot_size:block feature:hoa:warn',
  ],
  [
    'sparrow-hawk',
    'Four hundred twenty-five thousand for a 15-year-old McKinney one-story? 304 Sparrow Hawk.',
    'price:block year_built:block',
  ],
  [
    'sparrow-hawk',
    '¡Casa de un piso en McKinney! 304 Sparrow Hawk, 75072 — 3 recámaras, unos 2,285 pies cuadrados, chimenea de doble vista, cocina gourmet con isla y patio de piedra con fuente. Construida en 1998. $450,000. MLS 21179033.',
    '',
  ],
  [
    'sparrow-hawk',
    "Texas Premier Realty newsletter: our featured McKinney listing is 304 Sparrow Hawk — a 3-bedroom one-story from '98 with hand-scraped hardwoods, a 19' x 13' primary suite with jacuzzi tub and a board-on-board fenced yard on a 6,969 sq ft lot. $450,000. Elsewhere in Stonebridge, a 5-bed with a pool and a 3-car garage on Eldorado sold for $615K.",
    '',
  ],

  // w-81st: FOR SALE, no price; 203 W 81st Street #4E, New York NY 10024; 2 beds, 1 bath; 780 sf; year left
  // out (1920 against "built in 1911"); condo in The Barrington, nine stories, two elevators, full-time
  // doorman, building laundry facilities, live-in super; sold as-is; OCCUPANTS ON RENT-STABILIZED LEASES;
  // MLS 897958. Nothing on gym, roof deck, pets, in-unit laundry.
  [
    'w-81st',
    'Upper West Side condo at The Barrington, 203 W 81st St #4E: two bedrooms, one bath, about 780 sq ft, in a nine-story doorman building with two elevators, laundry facilities and a live-in super. Sold as-is; current occupants hold rent-stabilized leases. Near the Natural History Museum and Central Park.',
    '',
  ],
  ['w-81st', 'Delivered vacant! 203 W 81st St #4E — a 2BR condo on the UWS.', 'feature:occupancy:block'],
  ['w-81st', '203 W 81st St #4E, offered at $1,195,000 — 2 bed, 1 bath, doorman.', 'price:warn'],
  [
    'w-81st',
    '203 W 81st St, Apt 4F, New York NY 10025 — 2 bed, 1 bath, 950 sq ft.',
    'address.street:block address.postal_code:block living_area_sqft:block',
  ],
  [
    'w-81st',
    "Investor note — The Barrington, 203 W 81st St #4E: 2BR/1BA condo, ~780 sf, occupants on rent-stabilized leases (sold as-is). Free-market 2BRs on the block rent for $5,200–$5,800; a renovated 3BR on the 8th floor sold for $2.1M with a private terrace. Due diligence on room count and records is the buyer's.",
    '',
  ],
  [
    'w-81st',
    'Amenities at 203 W 81st #4E: fitness center, furnished roof deck, doorman. 3 bedrooms.',
    'feature:gym:warn feature:roof_deck:warn beds:block',
  ],
  [
    'w-81st',
    '어퍼웨스트사이드 콘도 🗽 203 W 81st St #4E — 2 bed / 2 bath, pet-friendly 빌딩, doorman 24/7.',
    'baths_total:block feature:pets:warn',
  ],
  ['w-81st', 'The Barrington #4E: washer/dryer in the unit, two bedrooms.', 'feature:laundry:warn'],
];
