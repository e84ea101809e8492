import type { ClaimCase } from './case';

/** Held-out-10, part c: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-10.ts). */
export const HELD_OUT_10_C: readonly ClaimCase[] = [
  // ne-183rd: sold at $1,150,000; 3 beds; 2,000 sf (186 m²); lot 93,654 sf = 2.15 ac (8,700 m²); 1996;
  // single-family gated estate at the end of a quiet road; level, park-like grounds, "scenic views" (no
  // water named); vaulted ceilings, skylights, bay windows; new roof, floors, carpet, paint, counters,
  // vanities; a large deck; primary suite with a 5-piece bath; 6 garages, an RV garage, shop and storage;
  // NO HOA dues; 98028; MLS 2398635; no pool named; no open houses. Baths left out (3 total against 2 full,
  // 0 half).
  [
    'ne-183rd',
    'JUST SOLD in Kenmore: 7718 NE 183rd St, a gated 2.15-acre estate with 3 bedrooms and 2,000 sq ft, built 1996, six garages plus an RV garage and shop. Sold for $1,150,000. No HOA. I closed $48M in volume in 2025, thinking of selling?',
    '',
  ],
  [
    'ne-183rd',
    'COMING SOON: private gated estate in Kenmore on over 5 acres. Six garages + RV garage!',
    'status:block lot_size:block',
  ],
  [
    'ne-183rd',
    'Low HOA of $120/mo covers the gate. Heated pool and a 5-piece primary bath.',
    'feature:hoa:block feature:pool:warn',
  ],
  [
    'ne-183rd',
    '肯莫尔 gated estate 已售出: 3 卧室, 约 186 平方米 (2,000 sq ft), 2.15 英亩土地, 1996 年建, 6 个车库 + RV garage, 无 HOA, 成交价 $1,150,000。',
    '',
  ],
  [
    'ne-183rd',
    'Built just 20 years ago, this 4-bedroom estate sits at the end of a quiet road.',
    'year_built:block beds:block',
  ],
  [
    'ne-183rd',
    'Sold! 7718 NE 183rd St closed at $1.15M. Level 2.15 acres, vaulted ceilings, skylights, a large deck. It is about 25 minutes to the Bothell tech campuses, and the Kenmore farmers market runs Saturdays through September.',
    '',
  ],
  [
    'ne-183rd',
    'Sweeping lake views from the deck at 7718 NE 183rd St, sold for $1,250,000.',
    'feature:water_view:warn price:block',
  ],

  // ocean-front-walk: for sale at $12,950,000 (a price improvement; "under $15MM"); 4 beds; 4,610 sf
  // (428 m²); lot 2,518 sf; 2025, brand new; single-family beachfront on the Venice Boardwalk; 1,684 sf roof
  // deck with hot tub; white-water views Malibu to Palos Verdes plus city and mountain views; 5+ car garage;
  // 4-stop elevator; 90291; MLS SR24211716; no pool or wine cellar named; no open houses. Baths left out
  // (6 total against 4 full + 2 half).
  [
    'ocean-front-walk',
    'PRICE IMPROVEMENT 📉 3011 Ocean Front Walk, Venice, now $12,950,000. Brand-new beachfront build on the Boardwalk: 4 bedrooms, about 4,610 sq ft, a 1,684 sq ft rooftop deck with hot tub, 5+ car garage, elevator.',
    '',
  ],
  [
    'ocean-front-walk',
    'Infinity pool on the Boardwalk! Completed in 2019, this Venice beachfront home has it all.',
    'feature:pool:warn year_built:block',
  ],
  ['ocean-front-walk', 'Beachfront under $10M? 6 bedrooms on Ocean Front Walk.', 'price:block beds:block'],
  [
    'ocean-front-walk',
    'VO: Finished just last year, this beachfront home rises above the Venice Boardwalk. White-water views from Malibu to Palos Verdes, city and mountain views behind you. A four-stop elevator takes you to the rooftop deck and hot tub.',
    '',
  ],
  [
    'ocean-front-walk',
    'Set on a 5,000 sq ft lot with a 3-car garage, 3011 Ocean Front Walk.',
    'lot_size:block feature:garage:block',
  ],
  [
    'ocean-front-walk',
    'Dave Yobs, #1 in Venice with $210M sold. My other listing, a 3-bed canal home with a pool at $4.2M, just went pending. And 3011 Ocean Front Walk is $12.95M: 4 bedrooms, 4,610 sq ft, brand-new on the sand.',
    '',
  ],
  [
    'ocean-front-walk',
    'Villa neuve en front de mer à Venice : 428 m² habitables, terrasse sur le toit de 300 m² avec jacuzzi, code postal 90292.',
    'feature:roof_deck:block address.postal_code:block',
  ],
  [
    'ocean-front-walk',
    'Open house Sunday 1–4! Wine cellar, elevator, mountain views. 3011 Ocean Front Walk.',
    'open_houses:warn feature:wine_cellar:warn',
  ],

  // okeefe: for sale at $735,000; 2 beds; 1,182 sf (110 m²); 1983; townhouse, Apt 11; gated 28-unit
  // community in the Willows, west of 101; open floor plan, guest bath, fireplace, oversized private patio;
  // side-by-side washer/dryer; ONE assigned covered parking space (+ 24 shared); near Caltrain and SFO;
  // 94025; MLS ML81929341; no lot, HOA or pool named; no open houses. Baths left out (2 total against
  // 1 full + 1 half).
  [
    'okeefe',
    'Menlo Park townhome: 165 Okeefe St #11, 2 bd, 1,182 sf, built 1983, $735K. Fireplace, private patio, side-by-side washer/dryer, covered parking. 3-D tour: 165okeefe11.com',
    '',
  ],
  [
    'okeefe',
    'Two assigned parking spaces and 3 bedrooms, a rare find west of 101!',
    'feature:parking:block beds:block',
  ],
  [
    'okeefe',
    'HOA just $350/mo and the community pool is steps away. 165 Okeefe St #11.',
    'feature:hoa:warn feature:pool:warn',
  ],
  [
    'okeefe',
    'In the Menlo Park City School District, about 10 minutes to Caltrain and 25 to SFO. 165 Okeefe St #11: 2 bedrooms, 1,182 sq ft, $735,000.',
    '',
  ],
  ['okeefe', 'Single-family home on a 4,000 sq ft lot in the Willows.', 'property_type:block lot_size:warn'],
  [
    'okeefe',
    'Maison de ville de 110 m² à Menlo Park, construite dans les années 1970, appartement 12, 2 chambres.',
    'year_built:block address.street:block',
  ],
  [
    'okeefe',
    'Willows neighbors: unit 11 in our gated 28-unit community at 165 Okeefe is on the market at $735,000. Two bedrooms upstairs, guest bath downstairs. The Willows Fourth of July picnic is still on!',
    '',
  ],

  // sparrow-hawk: for sale at $450,000; 3 beds; 2,285 sf (212 m²); lot 6,969 sf (0.16 ac); 1998;
  // single-family, one story; hand-scraped hardwood, see-through fireplace; kitchen with granite, island,
  // gas cooktop; primary with jacuzzi tub; second living area; board-on-board fence, flagstone patio, water
  // feature; Stonebridge amenities (golf, pickleball, beach club, aquatic center: the community's, no
  // private pool); .25 mi to Eddins Elementary; 75072; MLS 21179033; no garage or HOA amount named; no open
  // houses. "Back on market" is read as consistent with for sale (no label). Baths left out (3 total
  // against 2 full + 1 half).
  [
    'sparrow-hawk',
    'One-story 3-bed in Stonebridge: 2,285 sq ft, built 1998, $450,000. See-through fireplace, gas cooktop, jacuzzi tub. Community golf, pickleball and a beach club; a quarter mile to Eddins Elementary.',
    '',
  ],
  [
    'sparrow-hawk',
    'Private pool, 4 bedrooms and a flagstone patio at 304 Sparrow Hawk.',
    'feature:pool:warn beds:block',
  ],
  [
    'sparrow-hawk',
    '2,825 sq ft one-story, built in 2008, hand-scraped hardwoods.',
    'living_area_sqft:block year_built:block',
  ],
  [
    'sparrow-hawk',
    'McKinney market check: Craig Ranch homes sold at a $520K median this spring, with HOA dues near $1,000 a year there. 304 Sparrow Hawk in Stonebridge: 3 beds, 2,285 sf, $450K.',
    '',
  ],
  [
    'sparrow-hawk',
    'Back on market and reduced to $435,000! Three-car garage, second living area.',
    'price:block feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    'Casa de un piso en McKinney: 3 recámaras, 212 m² (2,285 pies²), chimenea de doble vista, cocina con isla, patio de piedra con fuente. $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'Half-acre lot in McKinney 75070, board-on-board fence.',
    'lot_size:block address.postal_code:block',
  ],
  ['sparrow-hawk', 'Open house Saturday 2–4 PM! MLS 21179330.', 'open_houses:warn mls_id:block'],

  // w-81st: for sale with NO price; 2 beds, 1 bath; 780 sf; condo (condominium) in The Barrington: nine
  // stories, two elevators, full-time doorman, the building's laundry facilities, live-in super; #4E;
  // 10024; near the Natural History museum, Central Park, Juilliard; sold as-is; occupants hold
  // rent-stabilized leases; MLS 897958; no open houses. Year left out (1920 against "built in 1911").
  [
    'w-81st',
    '203 W 81st St #4E: 2 bedrooms, 1 bath, 780 sq ft condo in The Barrington. Doorman, two elevators, live-in super, laundry in the building. Steps to the Museum of Natural History. Sold as-is; current occupants hold rent-stabilized leases.',
    '',
  ],
  ['w-81st', 'Asking $995,000 for this 2 bed, 2 bath on the UWS.', 'price:warn baths_total:block'],
  [
    'w-81st',
    'Delivered vacant with an in-unit washer/dryer! The Barrington, 203 W 81st.',
    'feature:occupancy:block feature:laundry:warn',
  ],
  [
    'w-81st',
    'Upper West Side living: the Thanksgiving balloon inflation happens right by the museum, and Juilliard and the School of American Ballet are under a mile away. Condo #4E at 203 W 81st: two bedrooms, 780 sq ft.',
    '',
  ],
  [
    'w-81st',
    'Apt 4F at 203 W 81st Street: 1,100 square feet of prewar charm.',
    'address.street:block living_area_sqft:block',
  ],
  ['w-81st', 'Classic co-op with 3 bedrooms near Central Park.', 'property_type:block beds:block'],
  [
    'w-81st',
    'Investor alert: 2-bed, 780 sf condo at 203 W 81st St #4E, New York 10024, sold as-is with rent-stabilized tenants in place. The UWS median 2-bed condo sold for $1.6M last quarter. MLS 897958.',
    '',
  ],
];
