import type { ClaimCase } from './case';

/** Held-out-8, part C (marble-creek, n-wayne, ne-183rd, ocean-front-walk): see held-out-8.ts. */
export const HELD_OUT_8_C: readonly ClaimCase[] = [
  // marble-creek: for sale, $815,000, 13915 Marble Creek Ct, Houston TX 77077, 4 beds, 3.5 baths (3 full,
  // 1 half), 4,479 sq ft, 0.36 acres, 1999, MLS 33148146; custom Kickerillo on a cul-de-sac, floating
  // staircase, oak hardwoods, 3 fireplaces, plantation shutters, cathedral ceilings, granite island kitchen,
  // Sub-Zero, "ample space for pool" (so no pool), extended garage, porte cochère.
  [
    'marble-creek',
    'A custom Kickerillo home on an intimate cul-de-sac: 13915 Marble Creek Ct, Houston 77077. Just under 4,500 sq ft with four bedrooms, three full and one half baths, oak hardwoods, three fireplaces, cathedral ceilings and a granite island kitchen with Sub-Zero. 0.36 acres with room for a pool. Offered in the low 800s. Heidi Dietrich, Dietrich Properties, (281) 558-4114.',
    '',
  ],
  [
    'marble-creek',
    'Resort living in 77077! Sparkling pool and spa, outdoor kitchen, and a 3-car garage on nearly an acre. 4/3.5, built 1999. $815K.',
    'feature:pool:block feature:hot_tub:warn feature:outdoor_kitchen:warn feature:garage:warn lot_size:block',
  ],
  [
    'marble-creek',
    '1/3 Houston luxury alert 🚨 13915 Marble Creek Ct\n2/3 5 bedrooms, 4,479 sq ft, two fireplaces, Sub-Zero\n3/3 Asking $850,000. MLS 33148146',
    'beds:block feature:fireplace:block price:block',
  ],
  [
    'marble-creek',
    'Casa a la venta en Houston: 4 recámaras, 3 baños completos y medio baño, 4,479 pies cuadrados, construida en 1999, en un cul-de-sac. Tres chimeneas y cocina con isla de granito. $815,000.',
    '',
  ],
  ['marble-creek', 'SOLD over asking! 13915 Marble Creek Ct, Houston. Another happy family!', 'status:block'],
  [
    'marble-creek',
    'Custom home for sale – $815,000\n13915 Marble Creek Ct, Houston TX 77077\n4 bd · 3.5 ba · 4,479 sqft · 0.36 acre\nCul-de-sac, floating staircase, oak hardwood floors, plantation shutters, porte cochere. Built 1999. Call Heidi (281) 558-4114.',
    '',
  ],
  [
    'marble-creek',
    'Houston home in the 77079, built in 2009, with an elevator and a wine cellar. 13915 Marble Creek Ct. Priced in the high 700s.',
    'address.postal_code:block year_built:block feature:elevator:warn feature:wine_cellar:warn price:block',
  ],

  // n-wayne: for sale, $1,500,000, 3760 N Wayne Ave, Chicago IL 60613, 7 beds, 4 baths (4 full), no living
  // area, 3,000 sq ft lot, 1915, multi-family, MLS 12477908; all-brick 3-unit (two 2/1 units and a 3/2
  // duplex-down), rear decks, in-unit laundry, individual HVAC (GFA/CA), hardwood, crown molding,
  // renovated granite kitchens, steps from Blaine Elementary, parks and transit.
  [
    'n-wayne',
    'I’m thrilled to bring an all-brick Lakeview 3-flat to market: 3760 N Wayne Ave, Chicago 60613, at $1.5M. Seven bedrooms and four full baths across two 2-bed/1-bath units and a 3-bed/2-bath duplex-down, each with a rear deck, in-unit laundry and its own HVAC. Built in 1915, steps from Blaine Elementary and the Southport Corridor. — Jeanine, @properties',
    '',
  ],
  [
    'n-wayne',
    'Investor alert: 4-unit building at 3760 N Wayne Ave. Roughly 4,200 sq ft, 6 beds, garage parking for 3 cars. $1,450,000.',
    'feature:units:block living_area_sqft:warn beds:block feature:garage:warn price:block',
  ],
  [
    'n-wayne',
    'Edificio de tres departamentos en Lakeview, Chicago: 7 recámaras y 4 baños completos en total. Lavandería en cada unidad, cocinas renovadas con granito. Precio: $1,5 M. A pasos de la escuela Blaine y del transporte público.',
    '',
  ],
  [
    'n-wayne',
    'Single-family charmer in Lakeview! 3760 N Wayne Ave, built 1951, with a rooftop deck.',
    'property_type:block year_built:block feature:roof_deck:warn',
  ],
  [
    'n-wayne',
    '1/3 Lakeview 3-flat at 3760 N Wayne Ave 🧵\n2/3 Lot is 25x150 (3,750 sq ft), central air in every unit, rear decks.\n3/3 Asking $1.5M, MLS 12477980.',
    'lot_size:block mls_id:block',
  ],
  [
    'n-wayne',
    'FOR SALE · 3-FLAT · 7 BEDS · 4 BATHS\n3760 N Wayne Ave\nJeanine McShea · @properties · 312-446-9957',
    '',
  ],
  [
    'n-wayne',
    'Owner-occupant math on 3760 N Wayne Ave ($1,500,000): with 25% down and a 7.1% investment rate, the loan payment runs about $7,560/mo before any rental income. All-brick, built 1915, Lakeview/Southport, in-unit laundry in each unit.',
    '',
  ],

  // ne-183rd: sold, $1,150,000, 7718 NE 183rd St, Kenmore WA 98028, 3 beds, 2,000 sq ft, 93,654 sq ft
  // (2.15 acres), 1996, MLS 2398635; gated, end of a quiet road, scenic views, vaulted ceilings, skylights,
  // new roof and more, large deck, walk-in closet, 6 garages, RV garage, shop, 2 ADUs allowed (none built),
  // no HOA dues. Baths left out (3 total against 2 full + 0 half).
  [
    'ne-183rd',
    'SOLD | 7718 NE 183rd St, Kenmore 98028 | $1.15M\nA private, gated estate on a level 2.15-acre lot (93,654 sq ft) at the end of a quiet road. 3 bedrooms, 2,000 sq ft, vaulted ceilings, skylights, a large deck, 6 garages plus an RV garage and shop. No HOA dues. Built 1996. Congrats to my buyers! — Carmen Guo, Kelly Right RE',
    '',
  ],
  [
    'ne-183rd',
    'Just listed in Kenmore! Over 3 acres, waterfront, with a heated pool. 7718 NE 183rd St. Under $1.2M.',
    'status:block lot_size:block feature:waterfront:warn feature:pool:warn',
  ],
  [
    'ne-183rd',
    '¡Vendida! Finca privada en Kenmore con 4 recámaras, 2,000 pies cuadrados, techo nuevo y vista a las montañas. Vendida por $1.2 millones.',
    'beds:block feature:mountain_view:warn price:block',
  ],
  [
    'ne-183rd',
    '1/3 Car people, this one’s for you 🧵\n2/3 7718 NE 183rd St in Kenmore: six garages, an RV garage, a shop and storage on nearly 2.2 acres.\n3/3 Sold for $1,150,000. Rates near 6.75% today, so on 20% down that’s roughly $5,970/mo P&I. Call my team: Guo & Partners.',
    '',
  ],
  [
    'ne-183rd',
    'Kenmore estate with HOA amenities, 4,000 sq ft, built in the 80s. 7718 NE 183rd St.',
    'feature:hoa:block living_area_sqft:block year_built:block',
  ],
  [
    'ne-183rd',
    'Vendida: finca privada con portón en Kenmore, WA 98028. 3 recámaras, 2,000 pies cuadrados, terreno de 2.15 acres, seis garajes, garaje para RV y taller. Sin cuotas de HOA. $1.15 millones.',
    '',
  ],
  [
    'ne-183rd',
    'Under contract in Kenmore: 7718 NE 183rd St, 3 bed, built 1996, on 93,654 sq ft, with a detached ADU already built.',
    'status:block feature:adu:block',
  ],

  // ocean-front-walk: for sale, $12,950,000 ("PRICE IMPROVEMENT"), 3011 Ocean Front Walk, Venice CA 90291,
  // 4 beds, 4,610 sq ft, 2,518 sq ft lot, 2025, MLS SR24211716; brand-new beachfront, 1,684 sq ft roof deck
  // with hot tub, white water, city and mountain views, 5+ car garage, 4-stop elevator, 3rd-level primary
  // suite with walk-in closet, white oak floors, marble island, tankless heaters. Baths left out.
  [
    'ocean-front-walk',
    'PRICE IMPROVEMENT: 3011 Ocean Front Walk is now $12,950,000. Brand-new 2025 beachfront on the Venice Boardwalk: 4 bedrooms, approx 4,610 sq ft, a 1,684 sq ft rooftop deck with hot tub, white water views, a 4-stop elevator and a 5+ car garage. CRMLS SR24211716. Call Dave at 818-634-4840.',
    '',
  ],
  [
    'ocean-front-walk',
    'Venice beachfront estate on a quarter acre: 3011 Ocean Front Walk offers 6 bedrooms, 5,200 sq ft, a private pool and a wine cellar. $12.95M.',
    'lot_size:block beds:block living_area_sqft:block feature:pool:warn feature:wine_cellar:warn',
  ],
  [
    'ocean-front-walk',
    'Coming soon to the Boardwalk 🌊 A brand-new home at 3011 Ocean Front Walk, Venice 90292. Roof deck, hot tub, elevator. Priced around $11.9M.',
    'status:block address.postal_code:block price:block',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente a la playa en Venice: 4 recámaras, unos 4,610 pies cuadrados, terraza en la azotea de 1,684 pies cuadrados con jacuzzi, elevador y garaje para 5+ autos. $12.95 millones.',
    '',
  ],
  [
    'ocean-front-walk',
    'MLS SR24211761 | 3011 Ocean Front Walk | 4BR | 4,610 SF | Built 2019 | $12.95M',
    'mls_id:block year_built:block',
  ],
  [
    'ocean-front-walk',
    'On a 2,518 sq ft beachfront lot, 3011 Ocean Front Walk rises three levels to a primary suite with a spa-like bath and a walk-in closet. White oak floors, marble island, tankless water heaters. City and mountain views from the rooftop deck. $12.95M.',
    '',
  ],
  [
    'ocean-front-walk',
    'Casa nueva en Venice, CA 90291: 5 recámaras, 4,610 pies cuadrados, piscina privada y vista al mar. $12,950,000.',
    'beds:block feature:pool:warn',
  ],
];
