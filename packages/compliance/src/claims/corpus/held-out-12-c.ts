import type { ClaimCase } from './case';

/** Held-out 12, part c: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-12.ts). */
export const HELD_OUT_12_C: readonly ClaimCase[] = [
  // ne-183rd: sold $1,150,000; 3 beds; 2,000 sq ft; lot 93,654 sq ft (2.15 acres); 1996; single family; gated,
  // "scenic views" (no water named); new roof (no year); large deck; SIX garages, RV garage, shop; NO HOA
  // dues; 2 ADUs allowed (buyers to verify); 7718 NE 183rd St, Kenmore WA 98028; MLS 2398635. Baths unlabelled
  // (total 3 against 2 full + 0 half).
  [
    'ne-183rd',
    'SOLD: 7718 NE 183rd St, Kenmore. 2.15 level acres, gated, six garages plus an RV garage and a shop, and no HOA. Closed at $1,150,000. The new city code may let the buyers add two ADUs.',
    '',
  ],
  [
    'ne-183rd',
    'Just listed in Kenmore! Gated acreage with an RV garage. HOA is only $95/mo.',
    'status:block feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Built the year the Berlin Wall fell, and updated top to bottom: new roof, flooring, carpet and paint.',
    'year_built:block',
  ],
  [
    'ne-183rd',
    'Vendida! Cerca de 8.700 m² de terreno (2,15 acres), casa de 186 m², 3 quartos, construída em 1996. Vendida por US$ 1,15 milhão.',
    '',
  ],
  [
    'ne-183rd',
    'This 4-bedroom Kenmore estate had lake views from the deck. Sold!',
    'beds:block feature:water_view:warn',
  ],
  [
    'ne-183rd',
    'Car people: a 3-car garage, a shop and about 2,400 sq ft of vaulted living space. Sold in Kenmore.',
    'feature:garage:block living_area_sqft:block',
  ],
  [
    'ne-183rd',
    'Sold: a gated 1.5-acre lot at the end of a quiet road, Kenmore WA 98034.',
    'lot_size:block address.postal_code:block',
  ],
  [
    'ne-183rd',
    "Meet Carmen Guo: she closed 7718 NE 183rd St ($1.15M on 2.15 acres) and 18020 68th Ave NE ($980K, with a pool and a three-car garage). Thinking of selling on the Eastside? Carmen's your call.",
    '',
  ],

  // ocean-front-walk: for sale $12,950,000; 4 beds; 4,610 sq ft; lot 2,518 sq ft; 2025 (just completed);
  // single family; 1,684 sq ft roof deck with hot tub (no pool named); white water, Venice Pier, city and
  // mountain views; 5+ car garage; 4-stop elevator; potential ADU; 3011 Ocean Front Walk, Venice CA 90291;
  // CRMLS SR24211716. Baths unlabelled (total 6 against 4 full + 2 half).
  [
    'ocean-front-walk',
    'Brand-new beachfront, completed 2025 on the Venice Boardwalk: 4 bedrooms, about 4,610 sq ft, a 1,684 sq ft roof deck with hot tub, a 5+ car garage and a four-stop elevator. $12.95M.',
    '',
  ],
  [
    'ocean-front-walk',
    'Now $12.5M: the only new beachfront build on the boardwalk, with a pool on the roof.',
    'price:block feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    'Five bedrooms, a 3-car garage and white water views from Malibu to Palos Verdes.',
    'beds:block feature:garage:block',
  ],
  [
    'ocean-front-walk',
    'Approx. 2,518 sq ft of living space on a 4,610 sq ft beachfront lot.',
    'living_area_sqft:block lot_size:block',
  ],
  [
    'ocean-front-walk',
    'Venice 海景新房, 四房, 约 428 平方米, 屋顶露台有 hot tub, 可看到 Malibu 到 Palos Verdes 的海景和山景. 售价 $12,950,000.',
    '',
  ],
  [
    'ocean-front-walk',
    'Built in 2015 and never lived in. 3011 Ocean Front Walk, Venice, CA 90292.',
    'year_built:block address.postal_code:block',
  ],
  [
    'ocean-front-walk',
    'SOLD at $12.95M! 3011 Ocean Front Walk. What a way to close out the year.',
    'status:block',
  ],
  [
    'ocean-front-walk',
    'A Venice canal home with a pool closed at $9.8M last quarter. 3011 Ocean Front Walk, at $12,950,000, has a hot tub on its roof deck and the ocean at its front door.',
    '',
  ],
  [
    'ocean-front-walk',
    'What could it become? The downstairs area is a potential ADU, and about 440 sq ft is zoned for a commercial storefront. All under $13M, on the sand.',
    '',
  ],

  // okeefe: for sale $735,000; 2 beds; 1,182 sq ft; 1983; townhouse in a gated 28-unit community; fireplace,
  // oversized private patio; side-by-side washer/dryer upstairs; ONE assigned covered parking space plus 24
  // shared (no garage named); 165 Okeefe St APT 11, Menlo Park CA 94025; MLS ML81929341. Baths unlabelled
  // (total 2 against 1 full + 1 half).
  [
    'okeefe',
    "Willows townhome: 2 bd, 1,182 sf, built in the early '80s, with a fireplace, a private patio, a side-by-side washer/dryer and one assigned covered space. $735K.",
    '',
  ],
  [
    'okeefe',
    'Three bedrooms and a 2-car attached garage, west of 101 in Menlo Park.',
    'beds:block feature:garage:warn',
  ],
  [
    'okeefe',
    'Rare single-family home in the Willows, gated and quiet. 165 Okeefe St.',
    'property_type:block',
  ],
  [
    'okeefe',
    '165 Okeefe St, Unit 12: comes with 2 assigned parking spaces.',
    'address.street:block feature:parking:block',
  ],
  [
    'okeefe',
    "Menlo Park's Willows: Flood Park, the Burgess pool and gym, and Caltrain a few minutes away. Our townhome at 165 Okeefe St #11 has its own assigned covered space, and the community adds 24 shared spots.",
    '',
  ],
  [
    'okeefe',
    'Built 1993 and listed at $753K: a gated townhome near the tech campuses.',
    'year_built:block price:block',
  ],
  [
    'okeefe',
    'Pending in 6 days! 165 Okeefe #11, Menlo Park. The community pool was a big draw.',
    'status:block feature:pool:warn',
  ],
  [
    'okeefe',
    'Townhouse sa Menlo Park, 2 kwarto, may fireplace at sariling patio, $735,000. Gated na komunidad ng 28 units. Mensahe lang po!',
    '',
  ],
  [
    'okeefe',
    'Unit 7 in the same complex, a 3-bed end unit with a two-car garage, sold for $910K in March. Unit 11 is the 2-bed at $735,000 with one assigned covered space and its own patio.',
    '',
  ],

  // sparrow-hawk: for sale $450,000; 3 beds; 2,285 sq ft; lot 6,969 sq ft (0.16 acre); 1998; single family,
  // one story; see-through fireplace, jacuzzi tub, flagstone patio with water feature; Stonebridge amenities
  // (golf, beach club, aquatic center: the community's, not the home's); no pool or garage named; 304 Sparrow
  // Hawk, McKinney TX 75072; NTREIS 21179033. Baths unlabelled (total 3 against 2 full + 1 half).
  [
    'sparrow-hawk',
    'One-story in Stonebridge Ranch: 3 bed, about 2,285 sq ft, a see-through fireplace and a flagstone patio with a water feature. Golf, the beach club and an aquatic center are all in the community. $450K.',
    '',
  ],
  [
    'sparrow-hawk',
    'A 4-bedroom one-story with a private pool, in the heart of Stonebridge.',
    'beds:block feature:pool:warn',
  ],
  [
    'sparrow-hawk',
    'Spacious 6,969 sq ft home on a 2,285 sq ft lot, with a board-on-board fence for privacy.',
    'living_area_sqft:block lot_size:block',
  ],
  [
    'sparrow-hawk',
    'Plenty of room: 1,800-2,000 sq ft on one level, plus a second living area for game nights.',
    'living_area_sqft:block',
  ],
  [
    'sparrow-hawk',
    "By the numbers: 2,200-2,300 sq ft, built in '98, on a lot of about 0.16 acre. Need a game room? The second living area is ready for one.",
    '',
  ],
  [
    'sparrow-hawk',
    'Three-car garage, built 2008, with a jacuzzi tub in the primary bath.',
    'feature:garage:warn year_built:block',
  ],
  [
    'sparrow-hawk',
    'Listed at $475,000, NTREIS 21179303, HOA just $50 a month. Eddins Elementary is only a quarter mile away.',
    'price:block mls_id:block feature:hoa:warn',
  ],
  [
    'sparrow-hawk',
    'Casa de una planta en McKinney 75072: 3 recámaras, chimenea de doble vista, tina de hidromasaje, unos 212 m². Precio: $450,000.',
    '',
  ],

  // w-81st: for sale, NO price listed; 2 beds, 1 bath; 780 sq ft; condo (The Barrington, nine stories); two
  // elevators, full-time doorman, building laundry facilities, live-in super; sold as-is; occupants hold
  // rent-stabilized leases (so not vacant); 203 W 81st Street #4E, New York NY 10024; OneKey MLS 897958. Year
  // unlabelled (1920 against "built in 1911").
  [
    'w-81st',
    'Upper West Side two-bedroom at The Barrington, 203 W 81st St #4E: about 780 sq ft, doorman, two elevators and laundry in the building. Sold as-is; the current occupants hold rent-stabilized leases.',
    '',
  ],
  ['w-81st', 'Move right in: 4E is empty and ready for your furniture.', 'feature:occupancy:block'],
  ['w-81st', 'Asking $899K for a one-bedroom near the Museum of Natural History.', 'price:warn beds:block'],
  [
    'w-81st',
    '203 W 81st St, Apt 4F, New York, NY 10025. Doorman building.',
    'address.street:block address.postal_code:block',
  ],
  ['w-81st', 'Prewar 1911 building, 2 bed, 1 bath, nine stories with two elevators. OneKey MLS 897958.', ''],
  ['w-81st', 'Two bedrooms, two baths, and a gym in the building.', 'baths_total:block feature:gym:warn'],
  ['w-81st', 'Classic UWS co-op at The Barrington, just off Central Park.', 'property_type:block'],
  [
    'w-81st',
    'Nearby: the AMNH about 0.3 miles away and Central Park a few minutes on foot. Unit 4E: 2 bed / 1 bath, roughly 72 m².',
    '',
  ],
];
