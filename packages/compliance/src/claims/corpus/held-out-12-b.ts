import type { ClaimCase } from './case';

/** Held-out 12, part b: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-12.ts). */
export const HELD_OUT_12_B: readonly ClaimCase[] = [
  // larkspur: for rent $2,350/mo; 2 beds, 1 bath; 940 sq ft; 1962; apartment on the second floor; in-unit
  // laundry, balcony, ONE reserved parking space; no pets, air or pool named; 910 Larkspur St APT 4, Denver
  // CO 80206; open house Jan 10, 2026, 10:00-12:00 (past at the corpus date).
  [
    'larkspur',
    'Open house recap: thank you to everyone who came through 910 Larkspur #4 back on January 10! It is still available: 2 bed / 1 bath, 940 sq ft, washer/dryer in the unit, a balcony, $2,350 a month.',
    '',
  ],
  [
    'larkspur',
    'Open house this Saturday, June 6, from 10am to noon at 910 Larkspur St Apt 4. Come see the balcony!',
    'open_houses:block',
  ],
  [
    'larkspur',
    'Congress Park 2BR with two reserved parking spots and in-unit laundry: $2,530/mo.',
    'feature:parking:block price:block',
  ],
  [
    'larkspur',
    'Sunny 2 bed, 1.5 bath on the second floor. Pet friendly, bring the pup!',
    'baths_total:block feature:pets:warn',
  ],
  [
    'larkspur',
    'Denver rent check: the average 2BR in Congress Park now rents for $2,480, and most older buildings still lack in-unit laundry. Apt 4 at 910 Larkspur is $2,350 with a washer/dryer and one reserved space.',
    '',
  ],
  [
    'larkspur',
    'For sale: a bright 2BR condo at 910 Larkspur St, Denver. Reach out for the price.',
    'status:block property_type:block',
  ],
  [
    'larkspur',
    "Built in the '50s, this little building keeps cool with central A/C. Second-floor 2 bed, 940 sq ft.",
    'year_built:block feature:central_air:warn',
  ],
  [
    'larkspur',
    'Se renta departamento de 2 recámaras y 1 baño en el segundo piso, 910 Larkspur St #4, Denver 80206. Lavadora y secadora dentro de la unidad, balcón y un lugar de estacionamiento asignado. $2,350 al mes.',
    '',
  ],

  // lee-marie: for sale $348,000; 4 beds; 2.5 baths (2 full + 1 half); 1,704 sq ft; lot 6,534 sq ft (0.15
  // acre); 2016; single family; ATTACHED TWO-car garage; fully fenced backyard with patio; end of street;
  // no pool named; 5518 Lee Marie Ln, Charlotte NC 28269; CanopyMLS 4075113.
  [
    'lee-marie',
    'Four bed, two and a half bath, built ten years ago, with an attached 2-car garage and a fenced backyard. $348K. Canopy MLS 4075113.',
    '',
  ],
  [
    'lee-marie',
    'Move-in ready 4 bed / 3 bath in north Charlotte with brand new carpet and LVP.',
    'baths_total:block',
  ],
  [
    'lee-marie',
    'Three-car garage, a pool for summer, and a fenced yard for the dog. 5518 Lee Marie Ln is the one.',
    'feature:garage:block feature:pool:warn',
  ],
  [
    'lee-marie',
    'Roomy 6,534 sq ft home on a 1,704 sq ft lot at the quiet end of the street.',
    'living_area_sqft:block lot_size:block',
  ],
  [
    'lee-marie',
    'Buyer email, two options in 28269: 5518 Lee Marie Ln (4/2.5, 1,704 sf, built 2016, $348K) vs 5602 Hollow Oak Dr (3/2, 1,550 sf, pool and screened porch, $339K). Lee Marie has the bigger bedrooms; Hollow Oak has the pool.',
    '',
  ],
  [
    'lee-marie',
    'PRICE IMPROVEMENT on 5518 Lee Marie Ln, Charlotte, NC 28262: now $338,000!',
    'price:block address.postal_code:block',
  ],
  [
    'lee-marie',
    'Twenty-year-old home, lovingly updated: new carpet, LVP floors, fresh paint, new oven and fridge.',
    'year_built:block',
  ],
  [
    'lee-marie',
    'Merry Christmas from Steven and the whole team! 🎄 5518 Lee Marie is still available at $348,000: four bedrooms for everyone coming home for the holidays.',
    '',
  ],
  [
    'lee-marie',
    'Casa à venda em Charlotte, NC 28269: quatro quartos, dois banheiros e meio, cerca de 158 m², garagem para dois carros, construída em 2016. US$ 348 mil.',
    '',
  ],

  // maple-grove: for sale $489,000; 3 beds, 2 baths; 1,684 sq ft; 0.21 acres; 1998; single family,
  // single-story; open kitchen, quartz, covered patio; NEW ROOF IN 2022; large backyard with mature oaks; no
  // pool; 2207 Maple Grove Ln, Austin TX 78745; Unlock MLS 8123456.
  [
    'maple-grove',
    'New roof (2022), quartz counters, covered patio, single-story living. 3/2, 1,684 sq ft, about a fifth of an acre. $489K.',
    '',
  ],
  [
    'maple-grove',
    'Peace of mind: the roof was replaced in 2020. Open kitchen, quartz, mature oaks out back.',
    'feature:new_roof:block',
  ],
  [
    'maple-grove',
    'Single-story 4 bed in South Austin with a sparkling pool under the oaks.',
    'beds:block feature:pool:warn',
  ],
  [
    'maple-grove',
    "Built in the late '80s and fully updated: quartz, open kitchen, covered patio.",
    'year_built:block',
  ],
  [
    'maple-grove',
    'Could add a pool: the backyard is huge, with mature oak trees. Or keep the shade and grill on the covered patio. 3 bedrooms, 2 baths, $489,000, built 1998.',
    '',
  ],
  [
    'maple-grove',
    'PENDING ✋ 2207 Maple Grove Ln, the one with the two-car garage. Backups welcome!',
    'status:block feature:garage:warn',
  ],
  [
    'maple-grove',
    'Half-acre lot with mature oaks in 78745. Unlock MLS #8123465.',
    'lot_size:block mls_id:block',
  ],
  [
    'maple-grove',
    'Austin 南区 single-story 三房两卫, 1,684 尺, 1998年建, 2022年新屋顶, 售价 $489,000. 后院很大有老橡树.',
    '',
  ],

  // marble-creek: for sale $815,000; 4 beds; 3.5 baths (3 full + 1 half); 4,479 sq ft; 0.36 acres; 1999;
  // single family (custom Kickerillo); cul-de-sac; THREE fireplaces; granite island, Sub-Zero; "ample space
  // for pool" (no pool: a pool is block); extended garage and 2-car porte cochere; Houston TX 77077; MLS
  // 33148146.
  [
    'marble-creek',
    'Three fireplaces, a floating staircase and room for a pool on a cul-de-sac lot just over a third of an acre. 4 bed / 3.5 bath, 4,479 sq ft, a 1999 Kickerillo. $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Resort-style backyard with a sparkling pool, a granite island kitchen and a Sub-Zero. 13915 Marble Creek Ct.',
    'feature:pool:block',
  ],
  [
    'marble-creek',
    'Cozy up by either of the two fireplaces in this 3-bedroom custom home.',
    'feature:fireplace:block beds:block',
  ],
  [
    'marble-creek',
    'Over 4,800 sq ft of custom living, built in 2009 by Kickerillo.',
    'living_area_sqft:block year_built:block',
  ],
  [
    'marble-creek',
    "Energy Corridor guide: Terry Hershey Park trails, the Westside tennis center and quick I-10 access. Streets like Marble Creek Ct have custom Kickerillo homes with porte-cochères; one is listed at $815K right now. West Houston lots average about a quarter acre; that one's is bigger.",
    '',
  ],
  [
    'marble-creek',
    'Price reduced to $799,000 on this Kickerillo custom with creek views from the den. Do not wait!',
    'price:block feature:water_view:warn',
  ],
  [
    'marble-creek',
    'Houston, TX 77079: 4 bedrooms, 4.5 baths, oak hardwoods and cathedral ceilings.',
    'address.postal_code:block baths_total:block',
  ],
  [
    'marble-creek',
    'Comps for 13915 Marble Creek Ct: 14002 Marble Creek Ct, a 5-bed with a pool, sold for $760K in 2024; 13822 Pebble Bend, 3,900 sf, sold $702K. Ours is 4 beds, 4,479 sf, on 0.36 acre with an extended garage.',
    '',
  ],

  // n-wayne: for sale $1,500,000; 7 beds and 4 baths over 3 units (2/1, 2/1, 3/2 duplex-down); no living area;
  // lot 3,000 sq ft; 1915; multi-family (brick 3-flat); rear decks, in-unit laundry, individual HVAC (GFA/CA,
  // so central air); no garage, roof deck or occupancy named; 3760 N Wayne Ave, Chicago IL 60613; MLS 12477908.
  [
    'n-wayne',
    'PRO FORMA, 3760 N Wayne Ave 3-flat. Price: $1,500,000. Units: 2BR/1BA, 2BR/1BA, 3BR/2BA duplex-down (7 beds, 4 baths). Market rents $2,450 / $2,450 / $3,900, so GSI about $105,600 and an estimated 4.6% cap. Built 1915 on a 25x120 lot.',
    '',
  ],
  [
    'n-wayne',
    'Southport 3-flat with garage parking for two, about 4,500 sq ft across the three units.',
    'feature:garage:warn living_area_sqft:warn',
  ],
  ['n-wayne', 'Eight bedrooms across three units, steps from Blaine Elementary.', 'beds:block'],
  [
    'n-wayne',
    'This 1925 brick 3-flat has a shared roof deck for summer grilling.',
    'year_built:block feature:roof_deck:warn',
  ],
  [
    'n-wayne',
    'Lakeview 3-flat, 3760 N Wayne, Chicago 60657. Asking $1.55M.',
    'address.postal_code:block price:block',
  ],
  [
    'n-wayne',
    'Para sa mga investors: 3-flat sa Lakeview, Chicago, $1.5M. Tatlong units, pito ang kwarto lahat, apat na banyo, may in-unit laundry at central air bawat unit. Itinayo noong 1915.',
    '',
  ],
  [
    'n-wayne',
    'Five baths total, individual HVAC, rear decks. MLS #12477980.',
    'baths_total:block mls_id:block',
  ],
  [
    'n-wayne',
    'Same block: 3746 N Wayne, a 2-flat with a full basement and a 2-car garage, sold for $1.1M. 3760 N Wayne is a 3-flat at $1.5M with individual HVAC and laundry in every unit.',
    '',
  ],
];
