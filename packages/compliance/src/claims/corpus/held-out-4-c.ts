import type { ClaimCase } from './case';

/** held-out-4 (issue 26), last five listings; see held-out-4.ts for how the set was written. */
export const HELD_OUT_4_C: readonly ClaimCase[] = [
  // ne-183rd: sold, $1,150,000, 7718 NE 183rd St, Kenmore WA 98028, 3 beds, 2,000 sf, lot 93,654 sf
  // (2.15 acres, 0.87 ha), built 1996, single-family gated estate, scenic views, vaulted ceilings,
  // skylights, large deck, 6 garages, RV garage, shop, code allows 2 ADUs (to build), no HOA dues.
  // Baths left out: 3 total vs 2 full + 0 half.
  [
    'ne-183rd',
    'SOLD in Kenmore 🎉 Gated 2.15-acre estate, 3 bed, 2,000 sf, built 1996, 6 garages + RV garage + shop, and no HOA. Closed in the $1.1–1.2M range.',
    '',
  ],
  [
    'ne-183rd',
    'Just sold: 7718 NE 183rd St, Kenmore WA 98028 — $1,150,000. Vaulted ceilings, skylights, a large deck, and room to build 2 ADUs (buyer to verify).',
    '',
  ],
  [
    'ne-183rd',
    '¡Vendida! Casa de 3 recámaras, 186 m², en un terreno de 0.87 hectáreas, sin cuotas de HOA. $1.15M.',
    '',
  ],
  ['ne-183rd', 'Still available! 3BR on 2.15 acres in Kenmore, bring your boat and your RV.', 'status:block'],
  [
    'ne-183rd',
    '4 bed on 2.5 acres, built 1999, HOA just $95/mo.',
    'beds:block lot_size:block year_built:block feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Sold 🏡 waterfront Kenmore estate with its own pool.',
    'feature:waterfront:warn feature:pool:warn',
  ],
  ['ne-183rd', 'Sold for $1.5M! 7718 NE 183rd St, gated and private.', 'price:block'],

  // ocean-front-walk: for sale, $12,950,000 after a price improvement, 3011 Ocean Front Walk, Venice CA
  // 90291, 4 beds, approx 4,610 sf (428 m²), lot 2,518 sf (234 m²), built 2025, single-family beachfront,
  // 1,684 sf roof deck with hot tub, white water, city and mountain views, 5+ car garage, 4-stop
  // elevator, 3rd-level primary suite, CRMLS SR24211716. No pool. Baths left out: 6 total vs 4 + 2 half.
  [
    'ocean-front-walk',
    'Under $13M for brand-new beachfront 👀 4 bedrooms, 4-stop elevator, and an approx 440 sf area zoned for a commercial storefront.',
    '',
  ],
  [
    'ocean-front-walk',
    'PRICE IMPROVEMENT 🌊 Brand-new beachfront on the Venice Boardwalk — 4 bed, ~4,610 sf, 1,684 sf roof deck with hot tub, elevator, 5+ car garage. Now $12.95M.',
    '',
  ],
  [
    'ocean-front-walk',
    'Built 2025, 3011 Ocean Front Walk, Venice 90291. Third-level primary suite with white water views from Malibu to Palos Verdes. CRMLS SR24211716 | $12,950,000',
    '',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente a la playa en Venice: 428 m², terreno de 234 m², 4 recámaras, vista al mar y a las montañas. $12.95 millones.',
    '',
  ],
  ['ocean-front-walk', 'Now $12.5M, was $12.95M 📉 4BR beachfront in Venice.', 'price:block'],
  [
    'ocean-front-walk',
    '5 bedroom beach house w/ private pool & 3-car garage on the Boardwalk.',
    'beds:block feature:pool:warn feature:garage:block',
  ],
  [
    'ocean-front-walk',
    'Venice 90292 — brand new build (2019), 4,160 sf.',
    'address.postal_code:block year_built:block living_area_sqft:block',
  ],
  [
    'ocean-front-walk',
    'Oceanfront 4BR with a 6-stop elevator and a wine cellar.',
    'feature:elevator:block feature:wine_cellar:warn',
  ],

  // okeefe: for sale, $735,000, 165 Okeefe St APT 11, Menlo Park CA 94025, 2 beds, 1,182 sf (110 m²),
  // built 1983, townhouse in a gated 28-unit community west of 101, fireplace, oversized private patio,
  // side-by-side washer/dryer, assigned covered parking space, MLSListings ML81929341. No pool, gym, HOA
  // figure. Baths left out: 2 total vs 1 full + 1 half.
  [
    'okeefe',
    'Two-bedroom townhome, about 1,200 sq ft, fireplace, gated community west of 101 — $735,000 🏡',
    '',
  ],
  [
    'okeefe',
    'Menlo Park townhome under $750K 🙌 2 bed, 1,182 sf, fireplace, oversized private patio, washer/dryer upstairs, assigned covered parking. $735,000.',
    '',
  ],
  [
    'okeefe',
    '165 Okeefe St #11, Menlo Park 94025 — 1983-built townhouse in a gated 28-unit community west of 101. MLSListings ML81929341.',
    '',
  ],
  [
    'okeefe',
    'Townhome de 2 recámaras en Menlo Park, 110 m², con chimenea y patio privado. $735K. ¡Ideal para tech workers!',
    '',
  ],
  [
    'okeefe',
    '3BR townhouse, 1,282 sf, built 1993, Willows neighborhood.',
    'beds:block living_area_sqft:block year_built:block',
  ],
  [
    'okeefe',
    'Menlo Park condo w/ community pool + gym, $735,000.',
    'property_type:block feature:community_pool:warn feature:gym:warn',
  ],
  [
    'okeefe',
    'Price reduced to $699K! 2BR Menlo Park townhome, HOA only $350/mo.',
    'price:block feature:hoa:warn',
  ],
  ['okeefe', 'Menlo Park 2 bed townhome, MLS ML81929314, 3-D tour on the site.', 'mls_id:block'],

  // sparrow-hawk: for sale, $450,000 (about $197/sf), 304 Sparrow Hawk, McKinney TX 75072, 3 beds,
  // 2,285 sf (212 m²), lot 6,969 sf (0.16 acres), built 1998, 1-story single-family, hand-scraped
  // hardwood, see-through fireplace, granite, island, jacuzzi, walk-in closet, flagstone patio, water
  // feature; Stonebridge: golf, tennis, pickleball, beach club, aquatic center, trails; NTREIS 21179033.
  // No private pool, no garage count. Baths left out: 3 total vs 2 full + 1 half.
  [
    'sparrow-hawk',
    'Only .25 miles to Eddins Elementary! 3 bed one-story in Stonebridge with a see-through fireplace, $450K.',
    '',
  ],
  [
    'sparrow-hawk',
    'McKinney single-story 🏡 3 bed, 2,285 sf, hand-scraped hardwoods, see-through fireplace, granite kitchen with island. Stonebridge amenities: golf, tennis & pickleball, beach club, aquatic center. $450K.',
    '',
  ],
  [
    'sparrow-hawk',
    'Bigger than most 3BRs at 2,285 sq ft — built 1998 on a 6,969 sf lot in 75072. Just $197/sf! MLS 21179033',
    '',
  ],
  [
    'sparrow-hawk',
    'Casa de una planta con 3 recámaras, 212 m², chimenea de doble vista y patio de piedra. Precio $450,000 en McKinney.',
    '',
  ],
  ['sparrow-hawk', 'Bigger than most 3BRs at 2,400 sf 👀 304 Sparrow Hawk, $450K.', 'living_area_sqft:block'],
  [
    'sparrow-hawk',
    '4 bed McKinney home with a private pool and 3-car garage.',
    'beds:block feature:pool:warn feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    '$475,000 | built 2008 | zip 75070 | Stonebridge',
    'price:block year_built:block address.postal_code:block',
  ],
  ['sparrow-hawk', 'Nearly a quarter acre lot in Stonebridge, 3BR single-story.', 'lot_size:block'],

  // w-81st: for sale with no price, 203 W 81st Street #4E, New York NY 10024, 2 beds, 1 bath, 780 sf
  // (72 m²), condo in The Barrington (nine stories, two elevators, doorman, laundry facilities), sold
  // as-is with rent-stabilized occupants, OneKey MLS 897958. Year left out (1920 listed vs 1911 in the
  // description), and the floor (unit 4E only implies it).
  [
    'w-81st',
    'UWS condo in The Barrington 🗽 2 bed / 1 bath, ~780 sf, doorman, two elevators, laundry in the building. Steps to the Natural History Museum. 203 W 81st St #4E, 10024.',
    '',
  ],
  [
    'w-81st',
    'Investor alert: Upper West Side 2BR condo, sold as-is with rent-stabilized tenants in place. OneKey MLS 897958.',
    '',
  ],
  [
    'w-81st',
    'Condo de 2 recámaras y 1 baño, 72 m², edificio con portero y dos elevadores en el Upper West Side.',
    '',
  ],
  ['w-81st', 'UWS 2BR just $1.2M 💰 near Central Park.', 'price:warn'],
  [
    'w-81st',
    '3 bed / 2 bath on 81st, 950 sf, doorman building.',
    'beds:block baths_total:block living_area_sqft:block',
  ],
  [
    'w-81st',
    'Co-op on West 81st with a gym and Hudson River views, 10025.',
    'property_type:block feature:gym:warn feature:water_view:warn address.postal_code:block',
  ],
  ['w-81st', '205 W 81st St — 2 bed condo, move-in ready.', 'address.street:block'],
];
