import type { ClaimCase } from './case';

/** Held-out-22, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-22.ts). */
export const HELD_OUT_22_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out; 2,000 sq ft; lot 93,654 sq ft (2.15 acres); built
  // 1996; single family; gated estate, scenic views, new roof, 6 GARAGES plus RV garage, shop, 2 ADUs
  // allowed, NO HOA dues; 7718 NE 183rd St, Kenmore WA 98028; MLS 2398635; Carmen Guo.
  [
    'ne-183rd',
    "Kenmore closed about 210 single-family homes last year, the median landed a little over $1M, and Seattle is 25 minutes away when I-405 cooperates. Land is the scarce thing here.\n\nWhich is why 7718 NE 183rd St went fast: 3 bedrooms, 2,000 square feet, built in 1996, on 2.15 level acres behind a gate, with a brand-new roof, six garages plus an RV garage and a shop, and no HOA. Closed at $1.15M. Kenmore's new code allows two ADUs on a lot like this, so the buyers have plans.",
    '',
  ],
  [
    'ne-183rd',
    'SOLD 🔑 Car & boat people, this one was for you: six garages + an RV bay + a shop 🚤🚗 Over two acres, gated, park-like grounds 🌲 #kenmorewa #sold #eastsiderealestate',
    '',
  ],
  [
    'ne-183rd',
    '¡Vendida! Finca cerrada en Kenmore, Washington: 3 recámaras, unos 186 m², terreno plano de 2.15 acres (casi 0.9 hectáreas), techo nuevo y sin cuotas de HOA. Cerró en $1,150,000.',
    '',
  ],
  [
    'ne-183rd',
    'Sold: 7718 NE 183rd St, a 4-bedroom gated estate in Kenmore with a 3-car garage and an RV bay. Congratulations to the new owners!',
    'beds:block feature:garage:block',
  ],
  [
    'ne-183rd',
    'Good to know before you tour properties like 7718 NE 183rd St: HOA dues are $150 a month, and the lot is 2.15 hectares. Property taxes in Kenmore run about 0.9% of value, and the city council meets the second Tuesday at 7 PM.',
    'feature:hoa:block lot_size:block',
  ],
  [
    'ne-183rd',
    'Just listed at $1,115,000! 7718 NE 183rd St, Kenmore: gated, level, park-like grounds.',
    'status:block price:block',
  ],
  [
    'ne-183rd',
    'Built in 1969 and totally refreshed: new roof, flooring, counters. And the Lake Washington view from the deck! 7718 NE 183rd St, sold.',
    'year_built:block feature:water_view:warn',
  ],
  [
    'ne-183rd',
    'Closed: 7718 NE 183rd St, Kenmore WA 98034. 2,400 square feet, vaulted ceilings, skylights, 2.15 acres.',
    'living_area_sqft:block address.postal_code:block',
  ],

  // ocean-front-walk: FOR SALE at $12,950,000; 4 beds; baths left out; 4,610 sq ft; lot 2,518 sq ft; built
  // 2025 (brand new); single family; 1,684 sq ft roof deck with HOT TUB, white-water views, 5+ CAR garage,
  // elevator, potential ADU, 440 sq ft commercial space; 3011 Ocean Front Walk, Venice CA 90291; MLS
  // SR24211716; David Yobs, 818-634-4840.
  [
    'ocean-front-walk',
    'Westside luxury report: 14 homes sold above $10M between Santa Monica and Playa del Rey this year, with an average of 96 days on market, and beachfront inventory in Venice is at a ten-year low. I have represented buyers and sellers on the sand for 22 years.\n\nThe one everyone is asking about: 3011 Ocean Front Walk. Brand new, completed in 2025 after 9+ years of planning and construction, 4 bedrooms, approx 4,610 square feet plus a 1,684 square foot roof deck with a hot tub, a 5+ car garage and a 4-stop elevator. $12.95M.',
    '',
  ],
  [
    'ocean-front-walk',
    '🌊 Malibu to Palos Verdes from the roof deck.\nHot tub ✔️ Elevator ✔️ Garage for 5+ cars ✔️ White oak floors ✔️\nBrand new on the Venice Boardwalk, under $13M 🏄‍♂️ #venicebeach #luxuryrealestate #beachfront',
    '',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente al mar en Venice: 4 recámaras, unos 428 m², terraza en la azotea de 156 m² con jacuzzi, vistas al océano desde Malibú hasta Palos Verdes y ascensor. US$12.95 millones.',
    '',
  ],
  [
    'ocean-front-walk',
    'Casa nova na praia de Venice, Califórnia: 4 quartos, 428 m², construída em 2025, garagem para mais de 5 carros e terraço com hidromassagem. US$ 12,95 milhões.',
    '',
  ],
  [
    'ocean-front-walk',
    'Six bedrooms on the sand at 3011 Ocean Front Walk, with a rooftop pool overlooking the pier.',
    'beds:block feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    'Newly priced at $12.5M: 3011 Ocean Front Walk, built in 2015 and completely redone.',
    'price:block year_built:block',
  ],
  [
    'ocean-front-walk',
    '3011 Ocean Front Walk: approx 4,610 square feet of living space on a generous 0.46-acre lot, steps from the Venice Pier and 20 minutes from LAX on a good day.',
    'lot_size:block',
  ],
  [
    'ocean-front-walk',
    'Beachfront with a 2-car garage at 3011 Ocean Front Walk, Venice CA 90292. Contact Dave for details.',
    'feature:garage:block address.postal_code:block',
  ],
  ['ocean-front-walk', 'SOLD! 3011 Ocean Front Walk found its buyer. Thank you, Venice.', 'status:block'],

  // okeefe: FOR SALE at $735,000; 2 beds; baths left out; 1,182 sq ft; no lot; built 1983; TOWNHOUSE in a
  // gated 28-unit community in the Willows; fireplace, private patio, washer/dryer, assigned covered parking
  // space; 165 Okeefe St APT 11, Menlo Park CA 94025; MLS ML81929341; Karla Stevens Mainis.
  [
    'okeefe',
    "Menlo Park's median single-family price is over $3M, which is why townhomes are the front door for most first-time buyers here. Rates around 6.25% still sting, but a 2-bedroom in the Willows is within reach for two tech salaries.\n\n165 O'Keefe St #11: 2 bedrooms, 1,182 square feet, built in 1983, in a quiet gated community of 28 townhomes. Fireplace, oversized private patio, side-by-side washer and dryer upstairs, an assigned covered parking space. $735K. Caltrain is about 8 minutes away; SFO is 20.",
    '',
  ],
  [
    'okeefe',
    '🔥 Fireplace nights, patio mornings ☕ Townhome living in the Willows, 2BR · ~1,180 sf · $735,000 🌳 West of 101, close to everything. #menlopark #siliconvalleyhomes #townhome',
    '',
  ],
  [
    'okeefe',
    '门洛帕克联排别墅出售：2卧室，约110平方米，1983年建成，封闭式小区，有壁炉和私人庭院。售价73.5万美元。邮编94025。',
    '',
  ],
  [
    'okeefe',
    "Room to grow at 165 O'Keefe #11: three bedrooms, plus the community pool just down the path.",
    'beds:block feature:pool:warn',
  ],
  [
    'okeefe',
    "Detached single-family living in the Willows: 165 O'Keefe St #11, 1,281 square feet, fireplace, patio.",
    'property_type:block living_area_sqft:block',
  ],
  [
    'okeefe',
    "Offered at $753,000: 165 O'Keefe St #11, a 1993 townhome in a gated community of 28. Two-bedroom rents in the Willows average $4,200, so owning pencils out at 20% down and 6.25%. I have closed 85 Menlo Park sales since 2014.",
    'price:block year_built:block',
  ],
  [
    'okeefe',
    "165 O'Keefe #11 comes with a private two-car garage, and HOA dues are just $450 a month.",
    'feature:garage:warn feature:hoa:warn',
  ],
  [
    'okeefe',
    "Under contract! 165 O'Keefe St #11, Menlo Park 94301. Thank you for all the interest.",
    'status:block address.postal_code:block',
  ],

  // sparrow-hawk: FOR SALE at $450,000; 3 beds; baths left out; 2,285 sq ft; lot 6,969 sq ft; built 1998;
  // single-story single family; see-through fireplace, hand-scraped hardwood, 19' x 13' primary suite, jacuzzi
  // tub, flagstone patio with water feature; Stonebridge amenities; 0.25 mi to Eddins Elementary; 304
  // Sparrow Hawk, McKinney TX 75072; MLS 21179033; Rich Milam.
  [
    'sparrow-hawk',
    'Stonebridge Ranch in numbers: more than 20 miles of hike-and-bike trails, a beach club, an aquatic center, golf, and pickleball courts that fill up by 7 AM. McKinney homes here averaged 38 days on market this spring.\n\n304 Sparrow Hawk checks the boxes: single story, 3 bedrooms, 2,285 square feet, built in 1998, a see-through fireplace between living and dining, and a 19 x 13 primary suite. $450K. Eddins Elementary is a quarter mile away, Falcon Creek Park too. (Need four bedrooms and a pool? My other listing at 1120 Eldorado Pkwy has both, at $615K.)',
    '',
  ],
  [
    'sparrow-hawk',
    'One story, zero stairs ✨ Hand-scraped hardwoods, a double-sided fireplace, gas cooktop and a jetted tub in the primary bath 🛁 Flagstone patio with a little water feature 💧 $450,000 📍 McKinney #stonebridgeranch #mckinneytx #singlestory',
    '',
  ],
  [
    'sparrow-hawk',
    'Casa de una planta en McKinney: 3 recámaras, 212 m², chimenea de dos caras, pisos de madera y un terreno de unos 647 m². Comunidad Stonebridge con club de playa y campos de golf. $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'Four bedrooms and a private pool in Stonebridge: 304 Sparrow Hawk, McKinney. $450K.',
    'beds:block feature:pool:warn',
  ],
  [
    'sparrow-hawk',
    'Stonebridge buyers, read this one twice. 304 Sparrow Hawk: 6,969 square feet of single-story living, built in 2008, three bedrooms, a see-through fireplace, and a 19 x 13 primary suite. Eddins Elementary is 0.25 miles away and Stonebridge has 20+ miles of trails.',
    'living_area_sqft:block year_built:block',
  ],
  [
    'sparrow-hawk',
    'Priced to move at $405,000! 304 Sparrow Hawk has a 3-car garage and a gourmet kitchen.',
    'price:block feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    '304 Sparrow Hawk, McKinney TX 75070: quarter-acre lot with a board-on-board fence and flagstone patio.',
    'address.postal_code:block lot_size:block',
  ],
  [
    'sparrow-hawk',
    'Đã bán! Nhà một tầng 3 phòng ngủ tại 304 Sparrow Hawk, McKinney. Cảm ơn quý khách.',
    'status:block',
  ],

  // w-81st: FOR SALE, no price listed; 2 beds; 1 bath; 780 sq ft; year left out; CONDO in The Barrington,
  // nine stories, two elevators, doorman, building laundry facilities, live-in super; occupants with
  // rent-stabilized leases; 203 W 81st Street #4E, New York NY 10024; MLS 897958.
  [
    'w-81st',
    "Upper West Side condo report: the median closed price was about $1.4M last quarter, average days on market 120, and buildings with rent-stabilized units are trading at a discount investors like. I have sold on the UWS for 15 years.\n\n203 W 81st St #4E in The Barrington: a 2-bedroom, 1-bath condo of about 780 square feet in a nine-story building with a doorman, two elevators, laundry and a live-in super. The Natural History Museum is 0.3 miles away. Current occupants hold rent-stabilized leases, so this is an investor's purchase.",
    '',
  ],
  [
    'w-81st',
    '🏛️ Boutique UWS condo · 2BR/1BA · ~72 m² 🗽 Doorman + live-in super + two elevators. Central Park a few minutes away 🌳 #upperwestside #nycrealestate #investment',
    '',
  ],
  [
    'w-81st',
    'Condominio de 2 recámaras y 1 baño en el Upper West Side, unos 780 pies², en edificio con portero. Ocupado por inquilinos con renta estabilizada. MLS 897958, código postal 10024. Llame al 718-954-8400.',
    '',
  ],
  [
    'w-81st',
    'Three bedrooms on West 81st with a washer/dryer in the apartment. 203 W 81st St #4E.',
    'beds:block feature:laundry:warn',
  ],
  [
    'w-81st',
    'Appartement en coopérative à l’Upper West Side : 203 W 81st St #4E, 2 chambres, portier.',
    'property_type:block',
  ],
  [
    'w-81st',
    'Asking $899,000 for 1,000 square feet at 203 W 81st St #4E. Doorman building, two elevators, 0.3 miles to the Natural History Museum. UWS condo sales rose 11% last quarter.',
    'price:warn living_area_sqft:block',
  ],
  [
    'w-81st',
    'Vacant at closing, move right in: 203 W 81st St #4E, New York NY 10023.',
    'feature:occupancy:block address.postal_code:block',
  ],
  [
    'w-81st',
    '2 bedrooms, 2 baths, and pets allowed: 203 W 81st St #4E in The Barrington.',
    'baths_total:block feature:pets:warn',
  ],
];
