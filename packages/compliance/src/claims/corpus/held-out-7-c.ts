import type { ClaimCase } from './case';

/** Seventh held-out set, part C (see held-out-7.ts): ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st. */
export const HELD_OUT_7_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD $1,150,000, 7718 NE 183rd St, Kenmore WA 98028, 3 beds, 2,000 sq ft, lot 93,654 sq ft
  // (2.15 ac), built 1996, gated, scenic (not lake) views, vaulted ceilings, skylights, new roof, large
  // deck, 6 garages, RV garage, shop, code allows 2 ADUs (buyers to verify), no HOA dues. No hot tub, no
  // rents. Baths left out.
  [
    'ne-183rd',
    'Sold in Kenmore: 7718 NE 183rd St, a gated 3-bedroom estate on 2.15 level acres with 6 garages, an RV garage and a shop. 2,000 sq ft, built 1996, no HOA dues. Sold for $1,150,000.',
    '',
  ],
  [
    'ne-183rd',
    'Kenmore estate tour | 7718 NE 183rd St | for sale now | 2.15 acres | new roof | Lake Washington views',
    'status:block feature:water_view:warn',
  ],
  ['ne-183rd', '7718 NE 183rd closed at $1.15M 🎉 3 bed, 2,000 sf, 12 acres, RV garage', 'lot_size:block'],
  [
    'ne-183rd',
    'Developer angle on a sold comp: 7718 NE 183rd St (98028), 2.15 acres, and city code allows 2 ADUs, buyers to verify. Each ADU could rent for $2,200/mo.',
    'feature:rent_estimate:warn',
  ],
  [
    'ne-183rd',
    'Sold just in time for summer ☀️ 7718 NE 183rd St: vaulted ceilings, skylights, a large deck and a hot tub.',
    'feature:hot_tub:warn',
  ],
  [
    'ne-183rd',
    'Vendida! Casa em Kenmore com 3 quartos, 2.000 pés quadrados, terreno de 2,15 acres, construída em 1996, sem taxa de HOA.',
    '',
  ],
  ['ne-183rd', 'status,price,beds,sqft,year,zip\nsold,1150000,4,2000,1996,98028', 'beds:block'],
  // ocean-front-walk: FOR SALE $12,950,000 (price improved), 3011 Ocean Front Walk, Venice CA 90291,
  // 4 beds, approx 4,610 sq ft, lot 2,518 sq ft, built 2025, beachfront on the boardwalk, 1,684 sq ft
  // roof deck with hot tub, white water, city and mountain views, 5+ car garage, elevator. No pool, no
  // rents. Baths left out.
  [
    'ocean-front-walk',
    'Just completed on the Venice Boardwalk: 3011 Ocean Front Walk, a brand-new 4-bedroom beachfront home, approx. 4,610 sq ft, with a 1,684 sq ft roof deck and hot tub, an elevator and a 5+ car garage. Price improved to $12,950,000.',
    '',
  ],
  [
    'ocean-front-walk',
    '$12.95M Venice beach house tour 🌊 | 3011 Ocean Front Walk | 5 bedrooms | infinity pool | elevator',
    'beds:block feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    'Rooftop hot tub goals 📌 3011 Ocean Front Walk, Venice CA 90291 — built 2025, white water views from Malibu to Palos Verdes',
    '',
  ],
  [
    'ocean-front-walk',
    '3011 OFW: 4br, 4,160 sf, brand new, elevator, roof deck, $12.95M',
    'living_area_sqft:block',
  ],
  [
    'ocean-front-walk',
    'Short-term rental play: 3011 Ocean Front Walk at $12.95M could gross $60K a month in peak summer.',
    'feature:rent_estimate:warn',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente a la playa en Venice: 4 recámaras, 4,610 pies cuadrados, terreno de 5,218 pies cuadrados, ascensor, garaje para 5+ autos. $12,950,000.',
    'lot_size:block',
  ],
  [
    'ocean-front-walk',
    'Compared with the 1990s beach houses next door, 3011 Ocean Front Walk was built in 2025 and has an elevator and a 1,684 sq ft roof deck.',
    '',
  ],
  // okeefe: FOR SALE $735,000, 165 Okeefe St APT 11, Menlo Park CA 94025, 2 beds, 1,182 sq ft, built
  // 1983, townhouse in a gated 28-unit community, fireplace, oversized private patio, side-by-side
  // washer/dryer, ONE assigned covered parking space (no garage), Caltrain. No HOA figure, no rents.
  // Baths left out.
  [
    'okeefe',
    'Menlo Park townhome: 165 Okeefe St APT 11, 94025. 2 bedrooms, 1,182 sq ft, built 1983, fireplace, private patio, side-by-side washer/dryer and one assigned covered parking space in a gated 28-unit community. $735,000.',
    '',
  ],
  ['okeefe', '165 Okeefe #11 — 2bd, 1182 sf, 2-car garage, near Caltrain, $735k', 'feature:garage:block'],
  [
    'okeefe',
    'Townhome patio ideas 📌 165 Okeefe St APT 11, Menlo Park — 3 bedrooms, fireplace, gated community',
    'beds:block',
  ],
  [
    'okeefe',
    '165 Okeefe St #11 walkthrough | built 1983 | HOA $450/mo | 2 bed | fireplace',
    'feature:hoa:warn',
  ],
  [
    'okeefe',
    'Silicon Valley rental: 165 Okeefe St APT 11 at $735K should rent near $4,200/mo to tech tenants.',
    'feature:rent_estimate:warn',
  ],
  [
    'okeefe',
    'Townhouse em Menlo Park: 2 quartos, 1.182 pés quadrados, lareira, pátio privativo, condomínio fechado de 28 unidades. US$ 753.000.',
    'price:block',
  ],
  [
    'okeefe',
    'Spring refresh in the Willows 🌸 165 Okeefe St APT 11: light open floor plan, a fireplace and an oversized private patio.',
    '',
  ],
  // sparrow-hawk: FOR SALE $450,000, 304 Sparrow Hawk, McKinney TX 75072, 3 beds, 2,285 sq ft, lot
  // 6,969 sq ft, built 1998, ONE story, see-through fireplace, granite, gas cooktop, jacuzzi tub,
  // Stonebridge community amenities (golf, beach club, aquatic center, trails), Eddins Elementary
  // .25 mi. No private pool, no rents. Baths left out.
  [
    'sparrow-hawk',
    'McKinney feature: 304 Sparrow Hawk in Stonebridge. 1-story, 3 bedrooms, 2,285 sq ft, built 1998, see-through fireplace, granite kitchen with gas cooktop, .25 miles from Eddins Elementary. $450,000.',
    '',
  ],
  ['sparrow-hawk', '304 Sparrow Hawk — 4 bed, 2285 sf, private pool, $450k', 'beds:block feature:pool:warn'],
  ['sparrow-hawk', 'beds,sqft,lot_sqft,year,zip\n3,2285,6969,1998,75070', 'address.postal_code:block'],
  [
    'sparrow-hawk',
    'Summer at Stonebridge ☀️ 304 Sparrow Hawk is minutes from the beach club, aquatic center, golf and 20+ miles of trails. 1-story, 3 bed, $450K.',
    '',
  ],
  [
    'sparrow-hawk',
    '304 Sparrow Hawk McKinney TX tour | two-story | 3 bed | jacuzzi tub | 2,285 sq ft',
    'feature:stories:block',
  ],
  [
    'sparrow-hawk',
    'Casa de un piso en McKinney: 3 recámaras, 2,285 pies cuadrados, terreno de 6,969 pies cuadrados, construida en 2008, chimenea de doble cara.',
    'year_built:block',
  ],
  [
    'sparrow-hawk',
    '304 Sparrow Hawk: $450K in Stonebridge, pencils to a 7% cap rate as a rental.',
    'feature:cap_rate:warn',
  ],
  // w-81st: FOR SALE, NO price, 203 W 81st Street #4E, New York NY 10024, 2 beds, 1 bath, 780 sq ft,
  // condo in The Barrington, two elevators, doorman, laundry facilities, live-in super, near AMNH,
  // Central Park and the Children's Museum, sold as-is, occupants hold rent-stabilized leases (so not
  // vacant), MLS 897958. No balcony. Year left out.
  [
    'w-81st',
    'Upper West Side: 203 W 81st Street #4E, a 2-bedroom, 1-bath condo of 780 sq ft in The Barrington, with two elevators, a full-time doorman, laundry and a live-in super. Sold as-is; current occupants hold rent-stabilized leases.',
    '',
  ],
  [
    'w-81st',
    'Investor special: 203 W 81st St #4E, delivered vacant, 2 bed/1 bath, 780 sq ft, near the Museum of Natural History.',
    'feature:occupancy:block',
  ],
  ['w-81st', '203 W 81st #4E — 2bd/2ba, doorman, 780 sf, 10024', 'baths_total:block'],
  [
    'w-81st',
    "Classic UWS 📌 203 W 81st Street #4E — 2 bedrooms, steps from Central Park and the Children's Museum",
    '',
  ],
  [
    'w-81st',
    'Apartamento no Upper West Side: 2 quartos, 1 banheiro, 870 pés quadrados, porteiro, dois elevadores.',
    'living_area_sqft:block',
  ],
  [
    'w-81st',
    'Autumn in Central Park 🍂 203 W 81st Street #4E: 2 bedrooms, doorman, and a private balcony for the foliage.',
    'feature:balcony:warn',
  ],
  [
    'w-81st',
    '203 W 81st Street #4E, New York NY 10024 | 2 bed 1 bath | MLS 897958 | asking $1,250,000',
    'price:warn',
  ],
  // More clean posts (facts as in each listing's group above).
  [
    'ne-183rd',
    'Sold comp for your files: 7718 NE 183rd St, Kenmore WA 98028 — $1,150,000, 3 bd, 2,000 sf, 93,654 sf lot, MLS 2398635.',
    '',
  ],
  [
    'okeefe',
    'Comparison: a detached 3-bed in the Willows runs well over $2M; 165 Okeefe St APT 11 gives you 2 bedrooms, 1,182 sq ft, a fireplace and a private patio for $735,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'sparrow hawk for u: 304 Sparrow Hawk, 75072, 3 bed, 2,285 sf, 1-story, 1998, $450k, MLS 21179033',
    '',
  ],
  ['w-81st', 'beds,baths,sqft,zip,mls\n2,1,780,10024,897958', ''],
];
