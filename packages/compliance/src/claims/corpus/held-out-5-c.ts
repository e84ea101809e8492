import type { ClaimCase } from './case';

/** held-out-5 (issue 26), last five listings; see held-out-5.ts for how the set was written. */
export const HELD_OUT_5_C: readonly ClaimCase[] = [
  // ne-183rd: sold, $1,150,000, 7718 NE 183rd St, Kenmore WA 98028, 3 beds, 2,000 sf, lot 93,654 sf
  // (2.15 acres), built 1996, single-family, NWMLS 2398635; gated estate, scenic views, vaulted ceilings,
  // skylights, large deck, walk-in closet, 6 garages + RV garage, "no HOA dues". No pool. Baths left
  // out: 3 total vs 2 full + 0 half.
  [
    'ne-183rd',
    'SOLD 🔑 Gated 2.15-acre estate in Kenmore | 3 BR | 2,000 SF | skylights | 6 garages + RV garage | no HOA!',
    '',
  ],
  ['ne-183rd', 'Closed at $1.15M — 7718 NE 183rd St, built ’96, MLS 2398635 #JustSold', ''],
  ['ne-183rd', 'Vendida 🎉 casa de 3 recámaras, 2,000 pies², sin HOA, con techos abovedados', ''],
  ['ne-183rd', 'Just hit the market! Kenmore estate, $1,150,000', 'status:block'],
  ['ne-183rd', '7718 NE 138th St — 3 bed with a pool', 'address.street:block feature:pool:warn'],
  ['ne-183rd', 'Sold for $1.15M on 1/3 acre', 'lot_size:block'],
  ['ne-183rd', 'Vendida: 4 recámaras, 2,000 pies², HOA bajo de $150', 'beds:block feature:hoa:block'],
  ['ne-183rd', 'Sold in #98028 — new construction, 3,000 SF', 'year_built:block living_area_sqft:block'],

  // ocean-front-walk: for sale, $12,950,000, 3011 Ocean Front Walk, Venice CA 90291, 4 beds, 4,610 sf,
  // lot 2,518 sf, built 2025, single-family, CRMLS SR24211716; brand new beachfront, roof deck with hot
  // tub, white water + city + mountain views, 5+ car garage, elevator, walk-in closet. No pool.
  // $12,950,000 / 4,610 ≈ $2,809/sf. Baths left out: 6 total vs 4 full + 2 half.
  [
    'ocean-front-walk',
    'Brand new beachfront 🌊 4 bed | 4,610 SF | roof deck w/ hot tub | elevator | 5+ car garage | $12.95M',
    '',
  ],
  [
    'ocean-front-walk',
    'New construction (2025) on the Venice Boardwalk: 3011 Ocean Front Walk 90291, MLS SR 24211716',
    '',
  ],
  [
    'ocean-front-walk',
    'Ocean views + city & mountain views • ~$2,809/SF • walk-in closet in the primary',
    '',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente al mar con vista al océano, elevador y jacuzzi en la azotea 🌅',
    '',
  ],
  ['ocean-front-walk', '3011 Ocean Front Walk — 5 bedrooms, 6,000 SF', 'beds:block living_area_sqft:block'],
  ['ocean-front-walk', 'Reduced by $500K to $12,450,000! Private pool 🏊', 'price:block feature:pool:warn'],
  ['ocean-front-walk', 'Casa frente al mar, construida en 2019', 'year_built:block'],
  ['ocean-front-walk', 'Pending 🔥 3011 Ocean Front Walk, Venice', 'status:block'],

  // okeefe: for sale, $735,000, 165 Okeefe St APT 11, Menlo Park CA 94025, 2 beds, 1,182 sf, built 1983,
  // townhouse, MLSListings ML81929341; gated 28-unit community, guest bath, fireplace, private patio,
  // washer/dryer, assigned covered parking. No pool, gym, HOA figure. $735,000 / 1,182 ≈ $622/sf.
  // Baths left out: 2 total vs 1 full + 1 half.
  [
    'okeefe',
    'Gated townhome community 🏡 2 BR • 1,182 SF • fireplace • private patio • $735K • 165 Okeefe St #11, Menlo Park 94025',
    '',
  ],
  ['okeefe', 'Built ’83 | MLS ML81929341 | ~$622/sq ft west of 101', ''],
  ['okeefe', 'Townhome de 2 recámaras con chimenea, 1,182 pies², en comunidad cerrada', ''],
  ['okeefe', '165 Okeefe St Unit 12 — 3 bed townhouse', 'address.street:block beds:block'],
  ['okeefe', 'Single-family home with a private pool, $735,000', 'property_type:block feature:pool:warn'],
  [
    'okeefe',
    'Low HOA $150/mo, community pool & gym',
    'feature:hoa:warn feature:community_pool:warn feature:gym:warn',
  ],
  ['okeefe', 'Townhome de 2 recámaras, 1,182 pies², construido en 1993', 'year_built:block'],
  ['okeefe', '$753,000 • 2 bed • gated • Menlo Park', 'price:block'],

  // sparrow-hawk: for sale, $450,000, 304 Sparrow Hawk, McKinney TX 75072, 3 beds, 2,285 sf, lot 6,969 sf,
  // built 1998, single-family, NTREIS 21179033; 1-story, hardwood, see-through fireplace, granite,
  // stainless, walk-in closet, jacuzzi tub in the master bath, flagstone patio, Stonebridge amenities
  // (golf, tennis, aquatic center). No private pool, basement, corner. $450,000 / 2,285 ≈ $197/sf.
  // Baths left out: 3 total vs 2 full + 1 half.
  [
    'sparrow-hawk',
    '1-story in Stonebridge | 3 BR | 2,285 SF | see-through fireplace | granite | stainless | $450K',
    '',
  ],
  ['sparrow-hawk', '304 Sparrow Hawk, McKinney #75072 • built 1998 • MLS 21179033 • ~$197/SF', ''],
  [
    'sparrow-hawk',
    'Golf, tennis & pickleball in the community • hand-scraped hardwoods • walk-in closet',
    '',
  ],
  ['sparrow-hawk', 'Reduced by $15K to $435,000 📉', 'price:block'],
  ['sparrow-hawk', '304 Sparrow Hawk — 4 bed on a corner lot', 'beds:block feature:corner:warn'],
  ['sparrow-hawk', 'Private pool + hot tub in the backyard!', 'feature:pool:warn feature:hot_tub:warn'],
  ['sparrow-hawk', 'Casa con 3 recámaras y sótano terminado', 'feature:basement:warn'],

  // w-81st: for sale, no price, 203 W 81st Street #4E, New York NY 10024, 2 beds, 1 bath, 780 sf, condo,
  // OneKey MLS 897958; The Barrington, two elevators, doorman, laundry facilities, near Central Park.
  // No balcony, roof deck. Year left out: 1920 in the facts vs 1911 in the description.
  ['w-81st', 'UWS condo | 2 BR / 1 BA | 780 SF | doorman + elevator | 203 W 81st St #4E, NYC 10024', ''],
  ['w-81st', 'The Barrington • OneKey MLS 897958 • two bedrooms, one bath, near Central Park & AMNH', ''],
  ['w-81st', 'Condo de 2 recámaras y 1 baño en el Upper West Side, edificio con portero 🗽', ''],
  ['w-81st', 'Priced at $995K — 2BR UWS condo', 'price:warn'],
  ['w-81st', '203 W 81st St #5E with a private balcony', 'address.street:block feature:balcony:warn'],
  ['w-81st', '3 bed, 2 bath, 1,200 sq ft on the UWS', 'beds:block baths_total:block living_area_sqft:block'],
  ['w-81st', 'Depa en el UWS con terraza en la azotea', 'feature:roof_deck:warn'],
];
