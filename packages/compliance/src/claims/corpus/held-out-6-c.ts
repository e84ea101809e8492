import type { ClaimCase } from './case';

/** Sixth held-out set, part C (see held-out-6.ts): marble-creek, n-wayne, ne-183rd, ocean-front-walk. */
export const HELD_OUT_6_C: readonly ClaimCase[] = [
  // marble-creek: for sale $815,000, 4 beds, 3.5 baths (3 full, 1 half), 4,479 sq ft, 0.36 ac, built
  // 1999, custom Kickerillo on a cul-de-sac, oak hardwoods, 3 fireplaces, granite island kitchen,
  // Sub-Zero, cathedral ceilings, "ample space for pool" (so no pool), extended garage, 2-car porte
  // cochere, 13915 Marble Creek Ct, 77077, MLS 33148146. Nothing on spa or views.
  [
    'marble-creek',
    'Custom Kickerillo on a cul-de-sac 🏡\n4 bd | 3.5 ba | 4,479 sf | 0.36 ac | 1999\nOak hardwoods, 3 fireplaces, granite island kitchen with Sub-Zero, cathedral ceilings. $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Almost 4,500 sq ft and plenty of yard to add a pool someday. 13915 Marble Creek Ct, Houston 77077. Extended garage + porte cochère. Offered at $815K.',
    '',
  ],
  [
    'marble-creek',
    '20+ years selling west Houston, 3 kids, 1 very spoiled dog. This week I’m featuring 13915 Marble Creek Ct: four bedrooms, three full and one half bath, built in 1999.',
    '',
  ],
  [
    'marble-creek',
    'Sparkling pool + spa! 4 bed custom home in 77077, $815,000.',
    'feature:pool:block feature:hot_tub:warn',
  ],
  [
    'marble-creek',
    'Over 5,000 sq ft on half an acre, 4 bed, 3.5 bath, Houston.',
    'living_area_sqft:block lot_size:block',
  ],
  [
    'marble-creek',
    'Price reduced to $799,000! 4/3.5 custom home with 2 fireplaces on a cul-de-sac.',
    'price:block feature:fireplace:block',
  ],
  [
    'marble-creek',
    '4 bed, 3.5 bath, built 1999, lake views, 13915 Marble Creek Dr, Houston.',
    'feature:water_view:warn address.street:block',
  ],

  // n-wayne: for sale $1,500,000, multi-family 3-flat (two 2-bed/1-bath units and a 3-bed/2-bath
  // duplex-down), 7 beds, 4 full baths, living area not given, lot 3,000 sq ft, built 1915, all brick,
  // Lakeview/Southport, rear decks, in-unit laundry, individual HVAC (GFA/CA), hardwood, crown molding,
  // renovated kitchens with granite, front dens, walk-in closet, Blaine Elementary, transit, 60613, MLS
  // 12477908. Nothing on garage or roof deck.
  [
    'n-wayne',
    'Lakeview 3-flat 🧱 3760 N Wayne Ave — $1.5M. Two 2bd/1ba units + a 3bd/2ba duplex-down. In-unit laundry, individual HVAC, rear decks, renovated kitchens with granite. Steps to Blaine Elementary.',
    '',
  ],
  [
    'n-wayne',
    'Investors: all-brick, 3 units, 7 bedrooms and 4 full baths total on a 3,000 sq ft lot in the Southport Corridor. Built 1915, hardwood floors and original millwork. MLS 12477908. Happy to share numbers.',
    '',
  ],
  [
    'n-wayne',
    'Built over a century ago and still turning heads: 3760 N Wayne, Chicago 60613. Central air in every unit, a walk-in closet in the duplex, front dens up top.',
    '',
  ],
  ['n-wayne', '4,200 sq ft 3-flat in Lakeview, 7 bed / 4 bath, $1.5M.', 'living_area_sqft:warn'],
  ['n-wayne', '3-car garage, 3760 N Wayne, 3 units, $1,500,000.', 'feature:garage:warn'],
  [
    'n-wayne',
    'Single-family home in Lakeview, 7 beds, $1.5M, roof deck.',
    'property_type:block feature:roof_deck:warn',
  ],
  [
    'n-wayne',
    'Lakeview 3-flat at 3760 N Wayne, built 1951, 8 bedrooms across the three units.',
    'year_built:block beds:block',
  ],
  [
    'n-wayne',
    'Edificio de 3 unidades en Chicago, $1.45M, cerca de la escuela Blaine y del transporte público.',
    'price:block',
  ],

  // ne-183rd: SOLD $1,150,000, 3 beds, 2,000 sq ft, lot 93,654 sq ft (2.15 ac, level), built 1996,
  // gated estate at the end of a quiet road, scenic views (unspecified), vaulted ceilings, skylights,
  // brand-new roof and flooring, large deck, 6 garages + RV garage, ADU potential, NO HOA dues, Kenmore
  // 98028, MLS 2398635. Baths left out (3 total against 2 full + 0 half). Nothing on water or a dock.
  [
    'ne-183rd',
    'SOLD 🔑 7718 NE 183rd St, Kenmore — $1,150,000. Private gated estate on 2.15 level acres, 3 bedrooms, 2,000 sq ft, 6 garages + RV garage. No HOA dues!',
    '',
  ],
  [
    'ne-183rd',
    'Just sold for just under $1.2M: 3 bd, built 1996, vaulted ceilings, skylights, brand-new roof and flooring, big deck. Buyers to verify ADU potential.',
    '',
  ],
  [
    'ne-183rd',
    '¡Vendida! Finca privada con portón en Kenmore, 2.15 acres, 3 recámaras, sin cuotas de HOA. Techo nuevo y vistas panorámicas.',
    '',
  ],
  ['ne-183rd', 'For sale in Kenmore: gated 2-acre estate, 3 bed, $1,150,000.', 'status:block'],
  [
    'ne-183rd',
    'Sold! 7718 NE 183rd St — 4 bed, 2,400 sq ft, HOA $95/mo.',
    'beds:block living_area_sqft:block feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Waterfront estate with a boat dock and Lake Washington views, sold for $1.15M, 98028.',
    'feature:waterfront:warn feature:dock:warn feature:water_view:warn',
  ],
  [
    'ne-183rd',
    'Sold: 1.5-acre estate, built 2006, 3 bd, MLS 2398653.',
    'lot_size:block year_built:block mls_id:block',
  ],

  // ocean-front-walk: for sale $12,950,000 after a PRICE IMPROVEMENT, 4 beds, 4,610 sq ft, lot 2,518 sq
  // ft, built 2025 (brand new), beachfront on the Venice Boardwalk, 1,684 sq ft roof deck with hot tub,
  // white-water, city and mountain views, 5+ car garage, 4-stop elevator, potential ADU, tankless water
  // heaters, whole-house filtered water, 90291, MLS SR24211716. Baths left out (6 total against 4 full +
  // 2 half). Nothing on a pool, furniture or open houses.
  [
    'ocean-front-walk',
    'PRICE IMPROVEMENT 📉 Brand-new beachfront on the Venice Boardwalk: 3011 Ocean Front Walk. 4 bed, ~4,610 sq ft, 1,684 sq ft roof deck with hot tub, 4-stop elevator, 5+ car garage. Now $12.95M.',
    '',
  ],
  [
    'ocean-front-walk',
    'Built in 2025 🌊 White-water views from Malibu to Palos Verdes plus city and mountain views. Whole-house water filtration and tankless water heaters. MLS SR24211716.',
    '',
  ],
  [
    'ocean-front-walk',
    '1/ Rare: a ground-up new build on Ocean Front Walk.\n2/ 4BR, 4,610 sf, 2,518 sf lot.\n3/ Elevator, rooftop hot tub, potential ADU.\n4/ $12,950,000. DM Dave.',
    '',
  ],
  [
    'ocean-front-walk',
    'Venice beachfront with a private pool, 5 bedrooms, $12,950,000.',
    'feature:pool:warn beds:block',
  ],
  [
    'ocean-front-walk',
    'Asking $12.5M for 3011 Ocean Front Walk, 90291 — 4,610 sq ft, built 2019.',
    'price:block year_built:block',
  ],
  [
    'ocean-front-walk',
    '4-car garage, 2,000 sq ft roof deck, elevator, hot tub. Venice, CA 90292.',
    'feature:garage:block feature:roof_deck:block address.postal_code:block',
  ],
  [
    'ocean-front-walk',
    'Open house this weekend! 3011 Ocean Front Walk, furnished, 4 bed, white-water views.',
    'open_houses:warn feature:furnished:warn',
  ],
];
