import type { ClaimCase } from './case';

/** Third held-out set, part 3 (see held-out-3.ts): larger homes, a 3-flat and a sold estate. */
export const HELD_OUT_3_ESTATES: readonly ClaimCase[] = [
  // marble-creek: for sale $815,000; 4 bd; 3.5 ba (3 full + 1 half); 4,479 sq ft; 0.36 ac; 1999;
  // 13915 Marble Creek Ct, Houston TX 77077; MLS 33148146. Description: custom Kickerillo, cul-de-sac,
  // 3 fireplaces, granite island kitchen, Sub-Zero, "ample space for pool" (no pool claimed either way
  // here), extended garage, porte cochère. No wine cellar.
  [
    'marble-creek',
    'Houston custom Kickerillo on a cul-de-sac 🏡 4 bed, 3 full + 1 half bath, ~4,500 sq ft, THREE fireplaces 🔥 $815K',
    '',
  ],
  [
    'marble-creek',
    'Over a third of an acre with room for a pool 🏊 4BR/3.5BA, 1999 build, 13915 Marble Creek Ct, 77077. $815,000',
    '',
  ],
  ['marble-creek', 'Casa de 4 recámaras en Houston, 3 chimeneas, cocina con isla de granito, $815,000', ''],
  ['marble-creek', 'MLS# 33148146 | 4 bd | 3.5 ba | 4,479 sf | 0.36 ac | $815K | Houston 77077', ''],
  [
    'marble-creek',
    'Houston five-bedroom custom home with a wine cellar 🍷 $815K',
    'beds:block feature:wine_cellar:warn',
  ],
  [
    'marble-creek',
    'Nearly half an acre on a cul-de-sac, $850K, Marble Creek Ct',
    'lot_size:block price:block',
  ],
  [
    'marble-creek',
    'Early 2000s custom build, 3,800 sq ft, 4 bed 3.5 bath',
    'year_built:block living_area_sqft:block',
  ],
  ['marble-creek', 'Sold! 🔑 13915 Marble Creek Ct, Houston 77079', 'status:block address.postal_code:block'],
  ['marble-creek', 'MLS 33148164 — 4BR with two half baths, Houston', 'mls_id:block baths_half:block'],

  // n-wayne: for sale $1,500,000; multi-family 3-flat; 7 bd; 4 ba (4 full); NO living area; lot 3,000
  // sq ft; 1915; 3760 N Wayne Ave, Chicago 60613; MLS 12477908. Units: two 2-bed/1-bath and one
  // 3-bed/2-bath duplex-down. Description: rear decks, in-unit laundry, individual HVAC, hardwood,
  // crown molding, granite, near Blaine Elementary. No garage, no ADU, no EV charger.
  [
    'n-wayne',
    'Lakeview 3-flat 🧱 two 2-bed/1-bath units + a 3-bed/2-bath duplex-down. In-unit laundry, rear decks. $1.5M #Chicago #Investment',
    '',
  ],
  [
    'n-wayne',
    'Southport Corridor all-brick 3-unit, built 1915, 7 beds / 4 baths total on a 3,000 sq ft lot. 3760 N Wayne Ave, 60613. MLS 12477908',
    '',
  ],
  ['n-wayne', '$1.5 mil for a vintage 3-flat steps from Blaine Elementary 🏫 hardwoods + crown molding', ''],
  ['n-wayne', 'Lakeview single-family home, 7 bed, $1.5M', 'property_type:block'],
  ['n-wayne', 'Chicago 3-flat with a 3-car garage, $1.55M', 'feature:garage:warn price:block'],
  [
    'n-wayne',
    '4,200 sq ft of living space in this 1925 Lakeview 3-flat',
    'living_area_sqft:warn year_built:block',
  ],
  [
    'n-wayne',
    'Lakeview 3-flat plus coach-house ADU and an EV charger out back, 60614',
    'feature:adu:warn feature:ev_charger:warn address.postal_code:block',
  ],

  // ne-183rd: SOLD $1,150,000; 3 bd; 3 ba total (full/half breakdown inconsistent: avoided); 2,000 sq ft;
  // 93,654 sq ft = 2.15 ac; 1996; 7718 NE 183rd St, Kenmore WA 98028; MLS 2398635. Description: gated
  // estate, level lot, scenic views, vaulted ceilings, skylights, deck, 6 garages + RV garage + shop,
  // code allows building 2 ADUs (none built), no HOA dues. No pool, not on water.
  [
    'ne-183rd',
    'SOLD 🔑 Gated 2.15-acre Kenmore estate, 3 bed / 3 bath, ~2,000 sq ft, RV garage + shop. No HOA! #Kenmore',
    '',
  ],
  [
    'ne-183rd',
    'Closed at $1.15M ✅ 1996 build on 93,654 sq ft, zoned for up to 2 ADUs (buyer to verify). 7718 NE 183rd St, 98028',
    '',
  ],
  ['ne-183rd', 'Vendida: casa de 3 recámaras en Kenmore sobre más de 2 acres, sin cuotas de HOA.', ''],
  [
    'ne-183rd',
    'Kenmore 3BR/3BA on 2+ acres: vaulted ceilings, skylights, a large deck and 6 garages 🚗 MLS 2398635. SOLD!',
    '',
  ],
  ['ne-183rd', 'Still available! Kenmore estate on 2+ acres, 3BR', 'status:block'],
  ['ne-183rd', 'Sold for $1.5M! 5 acres, gated, Kenmore', 'price:block lot_size:block'],
  [
    'ne-183rd',
    'Kenmore estate w/ finished ADU + pool 🏊 HOA just $85/mo',
    'feature:adu:warn feature:pool:warn feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Waterfront Kenmore estate ⛵ 7781 NE 183rd St',
    'feature:waterfront:warn address.street:block',
  ],

  // ocean-front-walk: for sale $12,950,000; 4 bd; 6 ba (4 full + 2 half); 4,610 sq ft; lot 2,518 sq ft;
  // 2025; 3011 Ocean Front Walk, Venice CA 90291; MLS SR24211716. Description: brand-new beachfront on
  // the boardwalk, 1,684 sq ft roof deck with hot tub, white-water views Malibu to Palos Verdes, city and
  // mountain views, 5+ car garage, 4-stop elevator, potential ADU. No pool, no wine cellar.
  [
    'ocean-front-walk',
    'Brand-new beachfront on the Venice Boardwalk 🌊 4 bed, 4 full + 2 half baths, 4,610 sf + a 1,684 sf rooftop deck w/ hot tub. 4-stop elevator. $12.95M #Venice',
    '',
  ],
  [
    'ocean-front-walk',
    'Under $13M for new construction (2025) on the beach 🏖️ white-water views from Malibu to Palos Verdes, 5+ car garage. 3011 Ocean Front Walk, 90291',
    '',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente a la playa en Venice: 4 recámaras, 6 baños, vista al mar, elevador y jacuzzi en la azotea. $12,950,000',
    '',
  ],
  [
    'ocean-front-walk',
    'Proud to share 3011 Ocean Front Walk, a 2025 custom beachfront residence: 4 bedrooms, 6 baths, approx. 4,610 sq ft on a 2,518 sq ft lot, hot tub on the roof deck, city & mountain views. MLS SR24211716.',
    '',
  ],
  [
    'ocean-front-walk',
    'Venice beachfront with an infinity pool 🏊‍♂️ and wine cellar, $12.95M',
    'feature:pool:warn feature:wine_cellar:warn',
  ],
  ['ocean-front-walk', '$19.5M brand-new Venice beach house, 5 bedrooms', 'price:block beds:block'],
  [
    'ocean-front-walk',
    'Built in 2018 on the boardwalk, 3-car garage, 6,000 sq ft',
    'year_built:block feature:garage:block living_area_sqft:block',
  ],
  [
    'ocean-front-walk',
    'Pending 🔥 3011 Ocean Front Walk, Venice CA 90292',
    'status:block address.postal_code:block',
  ],
  [
    'ocean-front-walk',
    'Venice oceanfront on a 5,000 sq ft lot, 3 full baths, MLS SR24211761',
    'lot_size:block baths_full:block mls_id:block',
  ],

  // sparrow-hawk: for sale $450,000; 3 bd; 3 ba (2 full + 1 half); 2,285 sq ft; lot 6,969 sq ft
  // (0.16 ac); 1998; one-story; 304 Sparrow Hawk, McKinney TX 75072; MLS 21179033. Description:
  // see-through fireplace, hardwoods, granite island kitchen, jacuzzi tub, flagstone patio with water
  // feature; Stonebridge community golf, tennis, pickleball, beach club, aquatic center. No garage,
  // private pool, solar or wine cellar mentioned.
  [
    'sparrow-hawk',
    'McKinney one-story 🏡 3 bed, 2 full + 1 half bath, 2,285 sq ft, see-through fireplace 🔥 Stonebridge amenities: golf, tennis, pickleball, beach club. $450K',
    '',
  ],
  [
    'sparrow-hawk',
    '1998-built 3BR on a 0.16-acre lot, 304 Sparrow Hawk, 75072 — jacuzzi tub in the primary bath, flagstone patio. MLS# 21179033',
    '',
  ],
  [
    'sparrow-hawk',
    'Casa de un piso en McKinney: 3 recámaras, 2 baños completos y 1 medio baño, $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'Stonebridge living 🏌️ 3 bed one-story, 2,285 SF, see-through fireplace, community golf, tennis & aquatic center. Offered at $450,000. #McKinney',
    '',
  ],
  [
    'sparrow-hawk',
    'McKinney 4-bedroom with a private pool & 3-car garage, $450K',
    'beds:block feature:pool:warn feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    'Built in 2008! McKinney home at 340 Sparrow Hawk',
    'year_built:block address.street:block',
  ],
  ['sparrow-hawk', 'Stonebridge 3/3 on a third of an acre, just sold 🎉', 'lot_size:block status:block'],
  [
    'sparrow-hawk',
    'McKinney home w/ solar panels + a wine cellar, MLS 21179303',
    'feature:solar:warn feature:wine_cellar:warn mls_id:block',
  ],
];
