import type { ClaimCase } from './case';

/** Sixth held-out set, part D (see held-out-6.ts): okeefe, sparrow-hawk, w-81st. */
export const HELD_OUT_6_D: readonly ClaimCase[] = [
  // okeefe: for sale $735,000, townhouse, 2 beds (both upstairs, living, dining and guest bath on the
  // first floor), 1,182 sq ft, built 1983, gated 28-unit community, fireplace, oversized private patio,
  // side-by-side washer/dryer, ONE assigned covered parking space (+ 24 shared), near tech giants,
  // Caltrain, SFO, freeways, APT 11, 94025, MLS ML81929341. Baths left out (2 total against 1 full + 1
  // half). Nothing on HOA dues, EV charging, schools.
  [
    'okeefe',
    'Townhome in Menlo Park 🌿 165 Okeefe St #11 — 2 bed, 1,182 sq ft, built 1983, $735K. Fireplace, oversized private patio, side-by-side washer/dryer and one assigned covered parking spot in a gated 28-unit community.',
    '',
  ],
  [
    'okeefe',
    'Two-level living west of 101: living, dining & guest bath downstairs, both bedrooms upstairs. Easy access to Caltrain, SFO and major freeways. MLS ML81929341.',
    '',
  ],
  [
    'okeefe',
    'Tech folks in Menlo Park: a 2-bedroom townhome near the big campuses, gated, with a fireplace, listed at $735,000. I’ve relocated 40+ engineers’ families since 2015 — happy to help.',
    '',
  ],
  ['okeefe', 'Single-level 2 bed townhome in Menlo Park, $735K, 1,182 sf.', 'feature:stories:block'],
  [
    'okeefe',
    '2 assigned spots + an EV charger! 165 Okeefe St #11, Menlo Park, 2 bed townhome.',
    'feature:parking:block feature:ev_charger:warn',
  ],
  [
    'okeefe',
    '3 bed townhouse, 1,182 sf, built 1993, in Palo Alto schools.',
    'beds:block year_built:block feature:school:warn',
  ],
  [
    'okeefe',
    '2 bed townhome, $735,000, HOA $520/mo, #21 at 165 Okeefe St.',
    'feature:hoa:warn address.street:block',
  ],

  // sparrow-hawk: for sale $450,000, 3 beds, 2,285 sq ft, lot 6,969 sq ft (0.16 ac), built 1998,
  // ONE-story, hand-scraped hardwood, see-through fireplace, granite island kitchen, gas cooktop,
  // stainless appliances, jacuzzi tub, second living area (game room), flagstone patio with water
  // feature, Stonebridge amenities (golf, tennis, pickleball, beach club, aquatic center, 20+ miles of
  // trails), 0.25 mi to Eddins Elementary and Falcon Creek Park, 75072, MLS 21179033. Baths left out
  // (3 total against 2 full + 1 half). Nothing on garage, roof, HOA dues or a private pool.
  [
    'sparrow-hawk',
    'One-story in Stonebridge 🏌️ 304 Sparrow Hawk, McKinney — 3 bed, 2,285 sf, built 1998, $450K. Hand-scraped hardwoods, see-through fireplace, granite island kitchen w/ gas cooktop + stainless appliances.',
    '',
  ],
  [
    'sparrow-hawk',
    'Walk to Eddins Elementary (0.25 mi) and Falcon Creek Park. Community golf, tennis, pickleball, beach club & aquatic center, 20+ miles of trails. Jacuzzi tub in the primary bath. #McKinney #75072',
    '',
  ],
  [
    'sparrow-hawk',
    '• 3 bedrooms\n• ~2.3k sf\n• 0.16 ac lot\n• Game room / 2nd living area\n• Flagstone patio with water feature\n• MLS 21179033',
    '',
  ],
  ['sparrow-hawk', '2.5k sf one-story, 3 bed, $450,000 in McKinney.', 'living_area_sqft:block'],
  [
    'sparrow-hawk',
    'Two-story 4 bed in Stonebridge with a private pool, $450K.',
    'feature:stories:block beds:block feature:pool:warn',
  ],
  [
    'sparrow-hawk',
    '3-car garage, new roof 2021, HOA $85/mo. 3 bed one-story in McKinney.',
    'feature:garage:warn feature:new_roof:warn feature:hoa:warn',
  ],
  [
    'sparrow-hawk',
    'Price drop! Now $450,000 for this 3 bed one-story at 304 Sparrow Hawk, McKinney 75070.',
    'price:warn address.postal_code:block',
  ],

  // w-81st: for sale with NO price (auction), condo in The Barrington (nine stories, two elevators,
  // full-time doorman, laundry facilities, live-in super, 52-55 units, transit hub nearby), 2 beds, 1
  // bath, 780 sq ft, occupied by rent-stabilized tenants, sold as-is, near the Natural History museum and
  // Central Park, #4E, 10024, MLS 897958. Year left out (1920 against "built in 1911"). Nothing on
  // balconies, views or pets.
  [
    'w-81st',
    'Upper West Side condo at The Barrington: 203 W 81st St #4E. 2 bed, 1 bath, ~780 sq ft in a nine-story prewar building with two elevators, full-time doorman, laundry and a live-in super. Sold as-is; currently occupied.',
    '',
  ],
  [
    'w-81st',
    'Investor alert 🗽 2BR/1BA UWS condo with rent-stabilized tenants in place. Steps to the American Museum of Natural History and Central Park. MLS 897958. #10024',
    '',
  ],
  [
    'w-81st',
    'Every year I tell clients the UWS rewards patience. This 2-bedroom at 203 W 81st Street, 780 square feet, sits in a boutique building of about 55 units near a transit hub. Buyers should do their own due diligence; it’s sold as-is.',
    '',
  ],
  ['w-81st', '2BR UWS condo priced at $899,000! 203 W 81st St #4E.', 'price:warn'],
  [
    'w-81st',
    'Delivered vacant! 2 bed / 2 bath, 780 sf, 203 W 81st St #4E.',
    'feature:occupancy:block baths_total:block',
  ],
  [
    'w-81st',
    '2BR with a private balcony and Central Park views, 203 W 81st St, 1,100 sq ft.',
    'feature:balcony:warn feature:views:warn living_area_sqft:block',
  ],
  [
    'w-81st',
    'Rent it out: 2 bed UWS co-op, 780 sq ft, pets allowed, 203 W 81st St #4F.',
    'property_type:block feature:pets:warn address.street:block',
  ],
];
