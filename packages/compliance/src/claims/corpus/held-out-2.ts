import type { ClaimCase } from './case';
import { HELD_OUT_2_REST } from './held-out-2-rest';

/**
 * Second held-out set: whole posts written blind to the readers' vocabularies (only the corpus
 * format, its labels and the listings in listings.ts were read), as agents write them on Facebook,
 * LinkedIn and X, some in Spanish. Every label comes from the listing's facts and description.
 * This was the untuned measure: never tune the checker case by case against it, and keep it out of
 * CLAIM_CORPUS and the corpus test. Its first measure, taken once before any change made after
 * writing it, is FIRST_MEASURE_2 below; the benchmark prints the current figures.
 *
 * Tuned after first contact on 2026-11-26 (issue 26): its 18 misses and 1 false alarm were each
 * turned into a general grammar or vocabulary (decades and years, floor ordinals, status verbs and
 * subjects, bounds in words, lot sides, spa/golf/garden, the Spanish feature lexicon) with cases of
 * their own in the corpus; now 100% caught (81/81, all with the labelled severity), 0% false alarms
 * (0/81). It no longer measures generalisation: held-out-3, written blind to these changes, does.
 */
export const HELD_OUT_2: readonly ClaimCase[] = [
  // okeefe: for sale, $735,000, 2 bd, 2 ba (1 full + 1 half), 1,182 sq ft, 1983, gated townhome
  [
    'okeefe',
    '✨ Just listed in the Willows! ✨ This charming 2bd/1.5ba townhome at 165 Okeefe St is a rare find — cozy fireplace, oversized private patio and side-by-side W/D upstairs. Offered at $735K. DM me for a private showing! 🏡 #MenloPark #JustListed',
    '',
  ],
  [
    'okeefe',
    'Menlo Park townhome, 2 bed 1.5 bath, just under 1,200 sf, gated community. $735k. Link in bio 👇 #BayAreaRealEstate',
    '',
  ],
  [
    'okeefe',
    'Pleased to present 165 Okeefe Street, Unit 11, a two-bedroom townhome in a gated 28-unit community west of 101. Built in 1983, it offers approximately 1,180 square feet, a fireplace and an assigned covered parking space. Offered at $735,000. Ideal for professionals commuting to Palo Alto or Sand Hill Road.',
    '',
  ],
  [
    'okeefe',
    'Menlo Park townhome w/ ocean views from the patio 🌊 2bd/1.5ba, $735K',
    'feature:water_view:warn',
  ],
  ['okeefe', 'HOA just $250/mo and it covers water + trash. 2BR townhome, $735,000.', 'feature:hoa:warn'],
  ['okeefe', 'Townhome living at its best: 3bd/2.5ba, 1,182 sf, $735K', 'beds:block baths_total:block'],
  ['okeefe', 'Almost 1,500 sq ft of living space in Menlo Park!', 'living_area_sqft:block'],
  ['okeefe', 'Accepted an offer on 165 Okeefe after just one weekend! 🎉 Thank you all.', 'status:block'],
  ['okeefe', 'Built in the 90s, updated kitchen, 2 bed townhome near Caltrain.', 'year_built:block'],
  ['okeefe', 'Menlo Park 2BR townhome, $735K. MLS# ML81929314', 'mls_id:block'],
  ['okeefe', '2 beds. 1.5 baths. 1,182 SF. Gated. Fireplace. Patio. $735K. That’s the tweet. 🏠', ''],
  [
    'okeefe',
    'Pride of ownership shows throughout. A true gem in the heart of Silicon Valley — don’t miss it! 💫 Call Karla at 831-424-7677.',
    '',
  ],
  ['okeefe', 'Private backyard for the pup 🐶 and a patio for summer BBQs.', 'feature:yard:warn'],

  // larkspur: for rent, $2,350/mo, 2 bd, 1 ba, 940 sq ft, 1962, second-floor apartment
  [
    'larkspur',
    '🏙️ FOR RENT in Congress Park! 2bd/1ba on the 2nd floor, 940 sf, in-unit W/D, balcony + 1 reserved spot. $2,350/mo. Message me to tour!',
    '',
  ],
  [
    'larkspur',
    'Denver rental: 2 bed/1 bath, $2350/mo, balcony, washer/dryer in unit. Pet friendly! 🐾 #DenverRentals',
    'feature:pets:warn',
  ],
  [
    'larkspur',
    'Spacious 3rd-floor 2BR with mountain views, $2,350/mo.',
    'feature:floor_level:block feature:mountain_view:warn',
  ],
  ['larkspur', 'Now renting: 2 bed, 1.5 bath, 940 sq ft, $2,350 a month.', 'baths_total:block'],
  ['larkspur', 'Leased in 3 days! Thanks to everyone who applied. 🙏', 'status:block'],
  [
    'larkspur',
    'Sunny second-floor flat, built 1962, updated and ready. $2,350/month, one parking space included. Be the first to call!',
    '',
  ],
  ['larkspur', '2 bed w/ a private garage spot, $2,350/mo.', 'feature:garage:warn'],
  [
    'larkspur',
    'Se renta departamento de 2 recámaras y 1 baño en Denver, 940 pies cuadrados, lavadora y secadora dentro, balcón. $2,350 al mes.',
    '',
  ],

  // birch-hollow: sold, $612,000, 3 bd, 2 ba (1 full + 1 half), 1,540 sq ft, 0.46 acres, 1978, Cape
  [
    'birch-hollow',
    '🔑 SOLD! Congrats to the Nguyen family on their new Cape in Nashua — 3 bd, 1.5 ba, hardwoods and a corner lot. Closed at $612K. Thinking of selling? Let’s talk!',
    '',
  ],
  [
    'birch-hollow',
    'Another successful closing: 37 Birch Hollow Road, Nashua, NH. A 1978 Cape-style home with 1,540 square feet on nearly half an acre, sold for $612,000.',
    '',
  ],
  ['birch-hollow', 'Just closed on this 4 bed Cape in Nashua! 🎉', 'beds:block'],
  ['birch-hollow', 'SOLD 🏡 Cape on almost an acre in Nashua, 3bd/1.5ba.', 'lot_size:block'],
  ['birch-hollow', 'Sold over asking at $625,000! 📈', 'price:block'],
  [
    'birch-hollow',
    'Open house this Sat 11-1 at 37 Birch Hollow Rd — come see the hardwoods!',
    'open_houses:block',
  ],
  ['birch-hollow', 'Sold! Built in the 60s with tons of character.', 'year_built:block'],
  [
    'birch-hollow',
    '¡Vendida! Casa estilo Cape en Nashua con 3 recámaras, piso de madera y garaje independiente. $612,000.',
    '',
  ],

  // maple-grove: for sale, $489,000, 3 bd, 2 ba, 1,684 sq ft, 0.21 acres, 1998, single-story
  [
    'maple-grove',
    '🌳 South Austin gem! Updated single-story 3bd/2ba, ~1,700 sf on a .21-acre lot w/ mature oaks. Quartz counters, covered patio, NEW ROOF (2022). $489K. Won’t last!',
    '',
  ],
  [
    'maple-grove',
    '78745 single-story, built in the 90s, 3/2, $489k. Big backyard, new roof. DM for details',
    '',
  ],
  [
    'maple-grove',
    'Austin single story w/ a sparkling pool and 2-car garage, 3/2, $489K',
    'feature:pool:warn feature:garage:warn',
  ],
  ['maple-grove', 'Over 2,000 sq ft of updated living, 3 bed 2 bath, $489,000.', 'living_area_sqft:block'],
  ['maple-grove', 'Zip 78704 — 3 bed 2 bath for $489K 🤠', 'address.postal_code:block'],
  [
    'maple-grove',
    'Casa de una planta en Austin: 3 recámaras, 2 baños, 1,684 pies cuadrados, techo nuevo (2022) y patio techado. Precio: $489,000.',
    '',
  ],
  [
    'maple-grove',
    'Casa en venta en Austin con 4 recámaras y alberca. $489,000.',
    'beds:block feature:pool:warn',
  ],
  [
    'maple-grove',
    'Turnkey, move-in ready and priced to sell! Dana Whitfield, Hill Country Realty, (512) 555-0142.',
    '',
  ],

  // lee-marie: for sale, $348,000, 4 bd, 2.5 ba, 1,704 sq ft, 6,534 sq ft lot, 2016
  [
    'lee-marie',
    '🚨 NEW LISTING 🚨 5518 Lee Marie Ln, Charlotte 28269! 4bd/2.5ba, 1,704 sf, built 2016, brand-new carpet + LVP, fresh paint, 2-car garage & fenced backyard. $348,000. This one is a gem 💎',
    '',
  ],
  [
    'lee-marie',
    'Excellent opportunity for first-time buyers in north Charlotte: a four-bedroom, two-and-a-half-bath home with a formal dining room and an attached two-car garage, listed at $348K.',
    '',
  ],
  [
    'lee-marie',
    'Charlotte 4 bed w/ granite counters, stainless appliances and a cozy fireplace. $348K',
    'feature:granite:warn feature:stainless:warn feature:fireplace:warn',
  ],
  ['lee-marie', 'Built in the 90s but totally refreshed! 4/2.5 in Charlotte.', 'year_built:block'],
  [
    'lee-marie',
    '1,850 sf on a quarter-acre lot with a fenced backyard.',
    'living_area_sqft:block lot_size:block',
  ],
  ['lee-marie', '$358,000 for 4 bedrooms in Charlotte? Yes please!', 'price:block'],
  [
    'lee-marie',
    'Quiet end-of-street location, minutes to shopping, quick drive to Uptown. 4 BR / 2.5 BA. Call Steven (919) 749-1613.',
    '',
  ],

  // marble-creek: for sale, $815,000, 4 bd, 3.5 ba, 4,479 sq ft, 0.36 acres, 1999, "ample space for pool"
  [
    'marble-creek',
    'Magazine-worthy custom Kickerillo on a quiet cul-de-sac 😍 4 bd / 3.5 ba, ~4,500 sf, 3 fireplaces, Sub-Zero, granite island kitchen. $815K in 77077!',
    '',
  ],
  [
    'marble-creek',
    '13915 Marble Creek Court offers 4,479 sq ft on a 0.36-acre lot, built in 1999, with vaulted ceilings, plantation shutters and room to add a pool. Offered at $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Resort-style backyard with pool & spa 🌴 4/3.5 Kickerillo custom, $815k',
    'feature:pool:block feature:hot_tub:warn',
  ],
  ['marble-creek', 'Almost an acre of gorgeous grounds!', 'lot_size:block'],
  ['marble-creek', 'Five bedrooms, 3.5 baths, 4,479 SF.', 'beds:block'],
  ['marble-creek', 'Custom build from 2009 on a cul-de-sac.', 'year_built:block'],
  [
    'marble-creek',
    'Casa de lujo en Houston: 4 recámaras, 3.5 baños, 3 chimeneas y cocina con isla de granito. $815,000.',
    '',
  ],

  // ocean-front-walk: for sale, $12,950,000, 4 bd, 6 ba, 4,610 sq ft, 2025, beachfront, roof deck + hot tub
  [
    'ocean-front-walk',
    '🌊 BRAND NEW on the Venice Boardwalk! 4 bd | 6 ba | 4,610 sf, rooftop deck w/ hot tub and ocean views from Malibu to Palos Verdes. $12.95M. #VeniceBeach #LuxuryRealEstate',
    '',
  ],
  [
    'ocean-front-walk',
    'Oceanfront new construction in Venice, $12.95M. Elevator, 5-car garage, roof deck. 🔥',
    '',
  ],
  [
    'ocean-front-walk',
    'Completed in 2025 after nine years of planning, 3011 Ocean Front Walk is the only ground-up new beachfront home in LA County under $15MM. Four bedrooms, 4,610 square feet and an elevator serving every level.',
    '',
  ],
  [
    'ocean-front-walk',
    'Beachfront 5BR w/ infinity pool on the sand, $12.95M',
    'beds:block feature:pool:warn',
  ],
  ['ocean-front-walk', 'Just reduced to $11.95M! 📉', 'price:block'],
  ['ocean-front-walk', 'Over 5,000 sq ft of brand-new beachfront living.', 'living_area_sqft:block'],
  [
    'ocean-front-walk',
    'Fully furnished and move-in ready, with a wine cellar for the collector.',
    'feature:furnished:warn feature:wine_cellar:warn',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente al mar en Venice: 4 recámaras, 6 baños, terraza en la azotea con jacuzzi y vista al mar. $12.95 millones.',
    '',
  ],

  ...HELD_OUT_2_REST,
];

/** The first measure of this set (`npm run bench:compliance`, once), before any change made after writing it. */
export const FIRST_MEASURE_2 = {
  cases: 117,
  caught: '77.8% (63 of 81 wrong or unsupported claims), all 63 with the labelled severity',
  false_alarms: '1.6% (1 of 64 findings)',
  clean_posts_flagged: '1.8% (1 of 55)',
  cpu_ms_per_post: 0.0914,
  missed: [
    '"Accepted an offer on 165 Okeefe" (status)',
    '"Leased in 3 days!" on a rental (status)',
    '"Built in the 90s" ×2, "Built in the 60s", "Custom build from 2009", "Post-war co-op from 1948" (year_built)',
    '"3rd-floor 2BR", "5th-floor 2BR", "Top-floor 2BR" (floor level)',
    '"Almost an acre" on 2.15 acres, "a 25x150 lot" on 3,000 sq ft (lot_size)',
    '"pool & spa" (hot tub), "Golf course views", "Lush private garden" against a "garden bath"',
    'Spanish: "alberca" (pool), "amueblado" (furnished), "cochera para 3 autos" against a two-car garage',
  ],
  false_alarm: '"This one sold fast — more coming soon!" on a sold listing read as a status claim',
} as const;
