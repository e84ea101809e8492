import type { ClaimCase } from './case';

/** Held-out-18, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-18.ts). */
export const HELD_OUT_18_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out; 2,000 sq ft; 93,654 sq ft lot (2.15 acres); built
  // 1996; single family; 7718 NE 183rd St, Kenmore WA 98028; MLS 2398635; gated estate, "scenic views", new
  // roof, 6 garages, RV garage, shop; 2 ADUs possible (buyers to verify); "no HOA dues". No pool named.
  [
    'ne-183rd',
    'SOLD 🔑 7718 NE 183rd St in Kenmore: a private, gated estate on a level 2.15-acre lot. 3 bedrooms, about 2,000 sq ft, built 1996, a brand-new roof, 6 garages plus an RV garage and shop. Closed at $1,150,000. No HOA dues!',
    '',
  ],
  [
    'ne-183rd',
    "Kenmore's median sale price rose 5% year over year to $985,000. 7718 NE 183rd St closed at $1.15M, and the new city code may allow 2 ADUs on a lot this size (buyers to verify).",
    '',
  ],
  [
    'ne-183rd',
    '已售出！Kenmore 7718 NE 183rd St，3卧室，约186平方米，2.15英亩平坦土地，1996年建，成交价115万美元。',
    '',
  ],
  [
    'ne-183rd',
    'Q: Is there an HOA at 7718 NE 183rd St?\nA: Yes, $120 a month, and it covers the gate maintenance.',
    'feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Four bedrooms and waterfront views of the Sammamish River: 7718 NE 183rd St just closed.',
    'beds:block feature:water_view:warn',
  ],
  [
    'ne-183rd',
    'Still available! 7718 NE 183rd St, a gated Kenmore estate offered at $1,150,000. Book your showing.',
    'status:block',
  ],
  [
    'ne-183rd',
    'Sold: 7718 NE 183rd St, Kenmore 98034 · 2.15 ac · blt 2006 · $1.15M',
    'address.postal_code:block year_built:block',
  ],
  [
    'ne-183rd',
    'Car lovers, the 3-car garage at 7718 NE 183rd St is waiting, and the in-ground pool is a bonus.',
    'feature:garage:block feature:pool:warn',
  ],

  // ocean-front-walk: for sale at $12,950,000; 4 beds; baths left out; 4,610 sq ft; 2,518 sq ft lot; built
  // 2025; single family; 3011 Ocean Front Walk, Venice CA 90291; MLS SR24211716; rooftop deck (1,684 sq ft)
  // with hot tub, white-water views, 5+ car garage, elevator. No pool, gym or HOA named.
  [
    'ocean-front-walk',
    'Brand-new beachfront on the Venice Boardwalk 🌊 3011 Ocean Front Walk: 4 bedrooms, about 4,610 sq ft, a 1,684 sq ft rooftop deck with hot tub, white-water views from Malibu to Palos Verdes, a 5+ car garage and a 4-stop elevator. Completed 2025. $12,950,000.',
    '',
  ],
  [
    'ocean-front-walk',
    '$2,809 a foot: 3011 Ocean Front Walk asks $12.95M for 4,610 sq ft. The last Venice beachfront sale closed at $3,100 a foot.',
    '',
  ],
  [
    'ocean-front-walk',
    'Новый дом на пляже Венеции: 3011 Ocean Front Walk, 4 спальни, около 428 м², терраса на крыше с джакузи, гараж на 5+ машин. Цена $12 950 000.',
    '',
  ],
  [
    'ocean-front-walk',
    'Sunsets from the private rooftop pool at 3011 Ocean Front Walk 🌅',
    'feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    'Just listed on the Venice Boardwalk: a 3-bedroom beach house built in 2015 at 3011 Ocean Front Walk.',
    'beds:block year_built:block',
  ],
  [
    'ocean-front-walk',
    'Subject: New price, 3011 Ocean Front Walk at $12.5M\nPreview: Beachfront with white-water views and a rooftop hot tub.',
    'price:block',
  ],
  ['ocean-front-walk', '3011 OFW, Venice 90292 · 4BR · 5-car garage · elevator', 'address.postal_code:block'],
  [
    'ocean-front-walk',
    'Train at home: the downstairs gym has mirrored walls, and the HOA handles the boardwalk frontage.',
    'feature:gym:warn feature:hoa:warn',
  ],

  // okeefe: for sale at $735,000; 2 beds; baths left out; 1,182 sq ft; built 1983; townhouse; 165 Okeefe St
  // APT 11, Menlo Park CA 94025; MLS ML81929341; gated 28-unit community; fireplace; private patio;
  // side-by-side washer dryer; assigned covered parking space. No garage, pool or gym named.
  [
    'okeefe',
    'Home sweet townhome in the Willows 🏡 165 Okeefe St #11, Menlo Park: 2 bedrooms, about 1,182 sq ft, a fireplace, an oversized private patio and a side-by-side washer and dryer upstairs. Assigned covered parking in a gated community of 28 townhomes. Built 1983. $735,000.',
    '',
  ],
  [
    'okeefe',
    "I've closed 14 homes in Menlo Park in 2026 with an average of 9 days on market. Next up: 165 Okeefe St #11, a 2-bedroom townhome at $735,000, MLS ML81929341.",
    '',
  ],
  [
    'okeefe',
    'Nhà phố 2 phòng ngủ tại 165 Okeefe St #11, Menlo Park CA 94025, khoảng 110 m², xây năm 1983, có lò sưởi. Giá 735.000 USD.',
    '',
  ],
  [
    'okeefe',
    '3BR townhome at 165 Okeefe St #11 with an attached 2-car garage!',
    'beds:block feature:garage:warn',
  ],
  [
    'okeefe',
    'Weekends at 165 Okeefe St #11 mean the community pool and the residents-only gym.',
    'feature:pool:warn feature:gym:warn',
  ],
  [
    'okeefe',
    'A detached single-family home west of 101: 165 Okeefe St #11 in the Willows.',
    'property_type:block',
  ],
  ['okeefe', '165 Okeefe St #11, Menlo Park 94301 · 2BR · $753K', 'address.postal_code:block price:block'],
  ['okeefe', 'Built in 1993, this Willows townhome has a fireplace and a private patio.', 'year_built:block'],

  // sparrow-hawk: for sale at $450,000; 3 beds; baths left out; 2,285 sq ft; 6,969 sq ft lot; built 1998;
  // single family; 304 Sparrow Hawk, McKinney TX 75072; MLS 21179033; one story, see-through fireplace,
  // flagstone patio with water feature; Stonebridge community amenities. No private pool or garage named.
  [
    'sparrow-hawk',
    'Stonebridge one-story 🌿 304 Sparrow Hawk, McKinney: 3 bedrooms, 2,285 sq ft, hand-scraped hardwoods, a see-through fireplace, a gourmet kitchen with island and gas cooktop, and a flagstone patio with a water feature. $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'Living at 304 Sparrow Hawk puts you in Stonebridge: golf, pickleball, a beach club, an aquatic center and 20+ miles of trails. Eddins Elementary is a quarter mile away.',
    '',
  ],
  [
    'sparrow-hawk',
    '$197 a foot: 304 Sparrow Hawk asks $450,000 for 2,285 sq ft on a 6,969 sq ft lot, built 1998.',
    '',
  ],
  [
    'sparrow-hawk',
    'Bagong listing sa McKinney, TX 75072: 304 Sparrow Hawk, 3 kwarto, mga 212 m², itinayo noong 1998, may fireplace. Presyo: $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'Yes, it has a pool! 304 Sparrow Hawk has its own sparkling backyard pool next to the flagstone patio.',
    'feature:pool:warn',
  ],
  [
    'sparrow-hawk',
    '4 bedrooms and a 3-car garage in Stonebridge: 304 Sparrow Hawk.',
    'beds:block feature:garage:warn',
  ],
  ['sparrow-hawk', '304 Sparrow Hawk McKinney · 3BR · 2,825 sf · $450K', 'living_area_sqft:block'],
  [
    'sparrow-hawk',
    'Built in 2008 · MLS #21179303 · 304 Sparrow Hawk, McKinney',
    'year_built:block mls_id:block',
  ],
  ['sparrow-hawk', 'PENDING ⏳ 304 Sparrow Hawk went under contract over the weekend.', 'status:block'],

  // w-81st: for sale, no price; 2 beds, 1 bath; 780 sq ft; year left out; condo; 203 W 81st Street #4E, New
  // York NY 10024; MLS 897958; The Barrington: doorman, two elevators, building laundry facilities, live-in
  // super; sold as-is; occupants hold rent-stabilized leases. No gym named.
  [
    'w-81st',
    'Upper West Side classic 🏛️ 203 W 81st St #4E is a 2-bedroom, 1-bath condo of about 780 sq ft in The Barrington, with full-time doorman service, two elevators and a live-in super. Steps from the Museum of Natural History and Central Park. Sold as-is; current occupants hold rent-stabilized leases.',
    '',
  ],
  [
    'w-81st',
    "Investors: 203 W 81st St #4E, OneKey MLS 897958. UWS two-bedroom rents averaged $5,400 in 2026; this unit's occupants hold rent-stabilized leases, so model accordingly.",
    '',
  ],
  [
    'w-81st',
    'Appartement en copropriété de 2 chambres et 1 salle de bains, environ 72 m², au 203 W 81st Street #4E, New York 10024. Immeuble avec portier et laverie.',
    '',
  ],
  ['w-81st', 'Offered at $995,000: a two-bedroom condo at The Barrington, 203 W 81st St #4E.', 'price:warn'],
  ['w-81st', 'Vacant and ready for you to move right in: 203 W 81st St #4E.', 'feature:occupancy:block'],
  [
    'w-81st',
    '3 bedrooms, 2 baths at 203 W 81st St #4E on the Upper West Side.',
    'beds:block baths_total:block',
  ],
  [
    'w-81st',
    '203 W 81st St #4E, NY 10023 · doorman · rooftop gym',
    'address.postal_code:block feature:gym:warn',
  ],
  [
    'w-81st',
    'A UWS townhouse with its own in-unit washer/dryer at 203 W 81st St #4E.',
    'feature:laundry:warn property_type:block',
  ],
];
