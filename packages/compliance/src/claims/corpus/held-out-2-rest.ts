import type { ClaimCase } from './case';

/** The second half of HELD_OUT_2 (held-out-2.ts says what the set is and how it may be used). */
export const HELD_OUT_2_REST: readonly ClaimCase[] = [
  // w-81st: for sale at auction, no price, 2 bd, 1 ba, 780 sq ft, 1920, unit 4E
  [
    'w-81st',
    'Classic prewar 2BR/1BA on the Upper West Side — 4th floor at The Barrington, elevator + full-time doorman, steps to Central Park 🌳 Auction, price on request.',
    '',
  ],
  ['w-81st', 'UWS 2 bed, 780 sf, prewar condo. #NYCRealEstate', ''],
  ['w-81st', 'UWS 2 bed for just $899K! 🗽', 'price:warn'],
  ['w-81st', 'Top-floor 2BR with Central Park views.', 'feature:floor_level:warn feature:views:warn'],
  ['w-81st', 'Sunny 5th-floor 2BR at The Barrington.', 'feature:floor_level:block'],
  [
    'w-81st',
    'Auction opportunity: 203 West 81st Street, Unit 4E, a 780-square-foot two-bedroom in an elegant nine-story prewar building. Please note: current occupants hold rent-stabilized leases; property sold as-is.',
    '',
  ],
  ['w-81st', 'Zip 10023, UWS 2bd/1ba at auction.', 'address.postal_code:block'],

  // e-9th: for sale, $1,795,000, 1 bd, 1 ba, 1,000 sq ft, 1923, co-op
  [
    'e-9th',
    'Prewar perfection in Greenwich Village 🗽 Corner 1BR co-op w/ fireplace, beamed ceilings + sunken living room. Pets welcome 🐕 $1.795M',
    '',
  ],
  ['e-9th', 'Village 1 bed, 1,000 sf, full-service co-op, $1.8M. 🔥', ''],
  ['e-9th', '2 bed, 1 bath co-op in the Village, $1.795M.', 'beds:block'],
  ['e-9th', 'Village 1BR with a home gym and central A/C.', 'feature:gym:warn feature:central_air:warn'],
  ['e-9th', 'Post-war co-op from 1948, one bedroom, Village.', 'year_built:block'],
  [
    'e-9th',
    'Apartamento de 1 recámara en Greenwich Village con chimenea, pisos de madera y portero. $1,795,000.',
    '',
  ],

  // sparrow-hawk: for sale, $450,000, 3 bd, 3 ba (2 full + 1 half), 2,285 sq ft, 1998, one-story
  [
    'sparrow-hawk',
    '🏡 McKinney one-story in Stonebridge Ranch! 3 bd / 2.5 ba, 2,285 sf, hand-scraped hardwoods, see-through fireplace, gas cooktop and a flagstone patio. Community golf, tennis & beach club! $450K',
    '',
  ],
  [
    'sparrow-hawk',
    'Now offering 304 Sparrow Hawk, McKinney, TX 75072: a 1998 single-story with a second living area ideal as a media room, granite and stainless kitchen, and a master suite with jacuzzi tub. $450,000. MLS 21179033.',
    '',
  ],
  ['sparrow-hawk', 'Just under 2k sq ft, 3 bed, $450K.', 'living_area_sqft:block'],
  ['sparrow-hawk', 'Golf course views from the back patio ⛳', 'feature:golf_view:warn'],
  ['sparrow-hawk', '4 bed / 2.5 bath in McKinney, $450k.', 'beds:block'],
  ['sparrow-hawk', 'HOA $250/mo, Stonebridge amenities included.', 'feature:hoa:warn'],
  [
    'sparrow-hawk',
    'Casa de un piso en McKinney: 3 recámaras, 2 baños y medio, chimenea y cocina con granito. Solo $450,000.',
    '',
  ],

  // ne-183rd: sold, $1,150,000, 3 bd, 3 ba, 2,000 sq ft, 2.15 acres, 1996, no HOA
  [
    'ne-183rd',
    'SOLD 🎉 Private gated estate on 2+ acres in Kenmore — 3 bd, 3 ba, vaulted ceilings, skylights, RV garage + shop. No HOA! Closed at $1.15M.',
    '',
  ],
  ['ne-183rd', 'Sold: Kenmore 2,000 sf on 2.15 ac, built ’96. $1.15M. #SeattleRealEstate', ''],
  ['ne-183rd', 'Sold! Almost an acre of park-like grounds in Kenmore.', 'lot_size:block'],
  [
    'ne-183rd',
    'Just listed in Kenmore: gated estate with mountain views.',
    'status:block feature:mountain_view:warn',
  ],
  ['ne-183rd', 'SOLD for $1.25M — 3 bed gated estate.', 'price:block'],
  ['ne-183rd', 'SOLD ✅ Low $250/mo HOA covers the private road.', 'feature:hoa:block'],
  [
    'ne-183rd',
    'Car and boat lovers: six garages, an RV garage and a shop. This one sold fast — more coming soon!',
    '',
  ],

  // dean-keeton: for rent, $1,150/mo, 1 bd, 1 ba, 600 sq ft, year unknown
  [
    'dean-keeton',
    '📚 Students! 1bd/1ba across from UT Law, 600 sf, $1,150/mo. Available Aug 2026 — apply now!',
    '',
  ],
  ['dean-keeton', 'Hook ’em 🤘 1BR near campus, $1.15k/mo, Aug move-in', ''],
  ['dean-keeton', 'Updated 2-bed near UT, $1,150/mo.', 'beds:block'],
  [
    'dean-keeton',
    'Built in the 2010s with covered parking and a pool.',
    'year_built:warn feature:parking:warn feature:pool:warn',
  ],
  [
    'dean-keeton',
    'Se renta departamento de 1 recámara cerca de UT, amueblado, $1,150 al mes.',
    'feature:furnished:warn',
  ],

  // n-wayne: for sale, $1,500,000, 3-flat, 7 bd, 4 ba, 3,000 sq ft lot, 1915
  [
    'n-wayne',
    'Investment opportunity in Lakeview’s Southport Corridor: an all-brick three-unit building (built 1915) with in-unit laundry, individual HVAC and central air in every unit. Offered at $1.5M. Contact Jeanine McShea, 312-446-9957.',
    '',
  ],
  [
    'n-wayne',
    '🧱 Vintage Lakeview 3-flat! Two 2bd/1ba units + a 3bd/2ba duplex-down, granite kitchens, rear decks. $1.5M 💰 #ChicagoRealEstate #Investors',
    '',
  ],
  ['n-wayne', 'Lakeview 3-flat, 8 beds / 4 baths, $1.2M.', 'beds:block price:block'],
  ['n-wayne', 'Lakeview 3-flat on a 25x150 lot.', 'lot_size:block'],
  ['n-wayne', '3-flat with solar panels and a 2-car garage.', 'feature:solar:warn feature:garage:warn'],

  // falling-spring: for sale, $695,000, 4 bd, 3.5 ba (3 full + 1 half), 3,100 sq ft, 1.27 acres, 1992
  [
    'falling-spring',
    '🌿 Goshen Hunt Country colonial on 1.27 acres backing to parkland! 4 bd, 3.5 ba, family room w/ fireplace, sunroom, library + solar panels ☀️. $695K',
    '',
  ],
  ['falling-spring', 'Gaithersburg 20882 — 4/3.5 colonial, over 3,000 sf, built ’92, $695k', ''],
  [
    'falling-spring',
    'Lush private garden and a walkout basement 🌷',
    'feature:garden:warn feature:basement:warn',
  ],
  ['falling-spring', 'Newly built colonial in Goshen Hunt!', 'year_built:block'],
  ['falling-spring', '4 bed, 4 full baths, $695K.', 'baths_full:block'],
  [
    'falling-spring',
    'Casa colonial en Gaithersburg en 1.27 acres: 4 recámaras, 3 baños completos y medio baño, paneles solares. $695,000.',
    '',
  ],

  // cypress: for sale, $275,000, 3 bd, 2 ba (1 full + 1 half), 1,260 sq ft, 1920, two-car garage
  [
    'cypress',
    '🏡 Franklinton charmer! 3bd/1.5ba, 1,260 sf, fully fenced lot + 2-car garage. Walk to new bars & restaurants. $275K. #Columbus',
    '',
  ],
  ['cypress', 'Built in 1920, updated for today. 3 bed in Franklinton, $275k 🔑', ''],
  [
    'cypress',
    'Columbus 3 bed w/ hardwood floors throughout and central air, $275K.',
    'feature:hardwood:warn feature:central_air:warn',
  ],
  ['cypress', '88 S Cypress Ave, Columbus OH 43223 — call for a showing!', 'address.postal_code:block'],
  ['cypress', 'Just sold in Franklinton! 3 bed, $275K.', 'status:block'],
  ['cypress', 'Casa de 3 recámaras en Columbus con cochera para 3 autos. $275,000.', 'feature:garage:block'],
  // More correct posts: puffery, distances, phone numbers, ranks and ordinals that are no claim about the home
  ['okeefe', '5 min to Caltrain, 15 to Stanford, 25 to SFO ✈️ The commute you’ve been waiting for.', ''],
  [
    'larkspur',
    'Top 5 reasons to live in Congress Park: #1 the parks, #2 the coffee… and #3 this 2BR at $2,350/mo 😉',
    '',
  ],
  [
    'marble-creek',
    'Lots like this are scarce — don’t wait! 🏃‍♀️ Den open to the kitchen, great-size rooms, art niche. #HoustonHomes #77077',
    '',
  ],
  ['ocean-front-walk', 'Contact Dave at 818-634-4840 — TOO MUCH TO MENTION. Bring your clients! 🏖️', ''],
  [
    'e-9th',
    'Sun-drenched, south and west exposures, arched transom windows. Simply stunning. Text me for the floor plan 📐',
    '',
  ],
  [
    'sparrow-hawk',
    'Only .25 mi to Eddins Elementary and Falcon Creek Park 🌳 Over 20 miles of trails in Stonebridge. Dream home alert! 🚨',
    '',
  ],
  ['ne-183rd', '2nd closing this month 🙌 Kenmore estate, sold. Grateful for my clients!', ''],
  [
    'n-wayne',
    'Just steps to Blaine Elementary, boutique shopping and the L. A rare 3-unit investment with long-term value. DM for the rent roll 📊',
    '',
  ],
  [
    'falling-spring',
    'Entertainer’s dream! Island kitchen with breakfast area overlooking a scenic vista. Don’t wait on this one 🏇',
    '',
  ],
];
