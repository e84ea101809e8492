import type { ClaimCase } from './case';

/** Whole posts as agents write them: several facts, some edited wrong. */
export const POST_CASES: ClaimCase[] = [
  [
    'okeefe',
    '🏡 JUST LISTED: 165 Okeefe St APT 11, Menlo Park, CA 94025\n💰 $735,000\n🛏 2 bd | 🛁 2 ba | 📐 1,182 sqft\nGated community, fireplace, private patio. DM me!',
    '',
  ],
  [
    'okeefe',
    '🏡 JUST LISTED: 165 Okeefe St, Menlo Park\n💰 $735,000\n🛏 3 bd | 🛁 2 ba | 📐 1,182 sqft\nCall 831-424-7677.',
    'beds:block',
  ],
  [
    'okeefe',
    'New in the Willows: a 2BR/1.5BA townhome with a pool and a 2-car garage for $735K.',
    'feature:pool:warn feature:garage:block',
  ],
  [
    'okeefe',
    'Home sweet townhome! 2 beds, 1.5 baths, 1,182 sq ft, built 1983. Offered at $753,000. #MenloPark',
    'price:block',
  ],
  [
    'larkspur',
    'For rent in Denver: 2 bed, 1 bath, 940 sq ft, in-unit laundry, balcony, one reserved parking space. $2,350/mo. Open house Jan 10!',
    '',
  ],
  [
    'larkspur',
    'For rent in Denver: 2 bed, 2 bath, 940 sq ft with a garage. $2,350/mo.',
    'baths_total:block feature:garage:block',
  ],
  [
    'birch-hollow',
    'SOLD! 37 Birch Hollow Rd, Nashua NH 03062. 3 beds, 1.5 baths, 1,540 sq ft on 0.46 acres. Congratulations to my sellers!',
    '',
  ],
  [
    'birch-hollow',
    'SOLD! 37 Birch Hollow Rd. 4 beds, 2 baths on an acre, built 1978.',
    'beds:block lot_size:block',
  ],
  [
    'maple-grove',
    'Just listed in Austin 78745: updated single-story, 3 bed / 2 bath, 1,684 sq ft on 0.21 acres, quartz counters, covered patio, new roof (2022). $489,000.',
    '',
  ],
  [
    'maple-grove',
    'Just listed in Austin: updated single-story, 3 bed / 2 bath, 1,864 sq ft, built in 1989, $489K.',
    'living_area_sqft:block year_built:block',
  ],
  [
    'lee-marie',
    'Charlotte, this one is a gem! 4BR/2.5BA, 1,704 SF, attached two-car garage, fenced backyard with patio. Listed at $348,000. MLS 4075113',
    '',
  ],
  [
    'lee-marie',
    'Charlotte, this one is a gem! 4BR/2.5BA, attached three-car garage, a pool and a fenced backyard. Listed at $348,000.',
    'feature:garage:block feature:pool:warn',
  ],
  [
    'marble-creek',
    'Houston 77077: custom Kickerillo home, 4 bed, 3.5 bath, 4,479 sq ft, 3 fireplaces, granite island kitchen, on a 0.36-acre cul-de-sac lot. $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Custom Kickerillo home with a sparkling pool, 5 bedrooms and 3.5 baths. $815K.',
    'feature:pool:block beds:block',
  ],
  [
    'ocean-front-walk',
    'Brand new beachfront home on the Venice boardwalk: 4 bd, 6 ba, ~4,610 sq ft, roof deck with hot tub, white water views, 4-stop elevator, 5+ car garage. $12.95M.',
    '',
  ],
  [
    'ocean-front-walk',
    'Brand new beachfront home on the Venice boardwalk: 5 bd, 6 ba, a private pool and 4,610 sq ft. Under $12M!',
    'beds:block feature:pool:warn price:block',
  ],
  [
    'w-81st',
    'Prewar 2-bedroom at The Barrington, 203 W 81st Street #4E: elevators, full-time doorman, laundry. Auction: call for details.',
    '',
  ],
  [
    'w-81st',
    'Prewar 2-bedroom, 2-bath at The Barrington with a private terrace. $1.1M.',
    'baths_total:block feature:balcony:warn price:warn',
  ],
  [
    'e-9th',
    'Prewar corner one-bedroom co-op in Greenwich Village: fireplace, hardwood floors, beamed ceilings, full-service building. $1.795M.',
    '',
  ],
  [
    'e-9th',
    'Prewar corner two-bedroom co-op with a private terrace and washer/dryer. $1.795M.',
    'beds:block feature:balcony:warn feature:laundry:warn',
  ],
  [
    'sparrow-hawk',
    'McKinney one-story: 3 bed, 2.5 bath, 2,285 sq ft, see-through fireplace, granite, stainless appliances, Stonebridge amenities. $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'McKinney two-story: 4 bed, 2.5 bath, private pool. $450,000.',
    // The description: "Outstanding 1-story home".
    'beds:block feature:pool:warn feature:stories:block',
  ],
  [
    'ne-183rd',
    'SOLD in Kenmore: a private gated estate on 2.15 acres with 6 garages, an RV garage and no HOA. 3 bed, 3 bath, 2,000 sq ft.',
    '',
  ],
  [
    'ne-183rd',
    'SOLD in Kenmore: a gated estate on 2.15 acres with lake views and 4 garages.',
    'feature:water_view:warn feature:garage:block',
  ],
  [
    'dean-keeton',
    'For rent near UT: spacious one-bedroom condo, 600 sq ft, $1,150/mo. Available August 2026!',
    '',
  ],
  [
    'dean-keeton',
    'For rent near UT: spacious one-bedroom with a pool and gym, $1,150/mo.',
    'feature:pool:warn feature:gym:warn',
  ],
  [
    'n-wayne',
    'Lakeview 3-flat: two 2-bed/1-bath units and a 3-bed, 2-bath duplex-down, in-unit laundry, individual HVAC. $1.5M. 3760 N Wayne Ave.',
    '',
  ],
  [
    'n-wayne',
    'Lakeview 3-flat with garage parking and a roof deck. $1,050,000.',
    'feature:garage:warn feature:roof_deck:warn price:block',
  ],
  [
    'falling-spring',
    'Goshen Hunt colonial on 1.27 acres backing to parkland: 4 BR, 3.5 BA, solar panels, remodeled primary bath with soaking tub. $695,000.',
    '',
  ],
  [
    'falling-spring',
    'Goshen Hunt colonial on 2 acres with a pool: 4 BR, 3.5 BA. $695,000.',
    'lot_size:block feature:pool:warn',
  ],
  [
    'cypress',
    'Franklinton 3-bedroom, 2 bath home with a two-car garage and fully fenced lot. Built in 1920. $275,000.',
    '',
  ],
  [
    'cypress',
    'Franklinton 3-bedroom with a three-car garage and a finished basement. $275,000.',
    'feature:garage:block feature:basement:warn',
  ],
];
