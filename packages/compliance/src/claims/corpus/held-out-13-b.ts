import type { ClaimCase } from './case';

/** Held-out-13, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-13.ts). */
export const HELD_OUT_13_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT at $2,350 a month; 2 beds, 1 bath (0 half); 940 sq ft; built 1962; an apartment at
  // 910 Larkspur St APT 4, Denver CO 80206; second floor, in-unit laundry, a balcony and ONE reserved
  // parking space; one open house, 2026-01-10 10:00-12:00. No views or pets named.
  [
    'larkspur',
    'Renter: Hi, is Apt 4 at 910 Larkspur still available?\nMe: It is! $2,350/mo, 2 bed 1 bath, 940 sq ft, second floor with a balcony.\nRenter: Parking?\nMe: One reserved spot, and the washer/dryer is in the unit.',
    '',
  ],
  [
    'larkspur',
    'Open house Saturday, January 17, 10am to noon at 910 Larkspur St #4! Sunny 2BR with a balcony and in-unit laundry.',
    'open_houses:block',
  ],
  [
    'larkspur',
    '🌞 2BR/1BA · 940 sf\n🧺 In-unit laundry\n🚗 2 reserved parking spaces\n🏔 Mountain views from the balcony\n💵 $2,350/mo\n📍 910 Larkspur St Apt 4, Denver 80206',
    'feature:parking:block feature:mountain_view:warn',
  ],
  [
    'larkspur',
    'Already rented? Not yet! Apt 4 at 910 Larkspur St is still available at $2,350 a month. Two bedrooms, second floor, balcony.',
    '',
  ],
  [
    'larkspur',
    'Two bedrooms for $2,530 a month in Congress Park: 910 Larkspur St Apt 4, with a balcony and a reserved parking space.',
    'price:block',
  ],
  [
    'larkspur',
    'Mid-century apartment (1962!) on Larkspur: #4 at 910 Larkspur St is for rent. Our open house back on January 10th was packed, so reach out soon. Pets? Ask me and I will check with the owner.',
    '',
  ],
  [
    'larkspur',
    'For lease: 910 Larkspur St APT 14, Denver CO 80220. 2 bed, 1 bath, in-unit laundry. $2,350/month.',
    'address.street:block address.postal_code:block',
  ],
  [
    'larkspur',
    'Charming 2 bed, 1.5 bath townhouse for rent at 910 Larkspur St #4, built in the 1970s.',
    'baths_total:block property_type:block year_built:block',
  ],
  // lee-marie: FOR SALE at $348,000; 4 beds; 2.5 baths (2 full + 1 half); 1,704 sq ft; lot 6,534 sq ft
  // (0.15 acres); built 2016; 5518 Lee Marie Ln, Charlotte NC 28269; CanopyMLS 4075113; new carpet, LVP,
  // fresh paint, new oven and refrigerator, formal dining, ATTACHED TWO-car garage, fully fenced backyard
  // with patio, end of street. No HOA, pool or basement named.
  [
    'lee-marie',
    '🏡 5518 Lee Marie Ln, Charlotte 28269\n🛏 4 BR | 🛁 2.5 BA\n📏 1,704 sq ft\n🚗 Attached 2-car garage\n🌳 Fully fenced backyard + patio\n💲 $348,000',
    '',
  ],
  [
    'lee-marie',
    'Four bedrooms, three full baths and a fenced backyard with a patio at 5518 Lee Marie Ln! Fresh paint and new LVP throughout.',
    'baths_total:block',
  ],
  [
    'lee-marie',
    'Sitting on a 1,704 sq ft lot at the quiet end of the street, 5518 Lee Marie Ln offers 4 beds for $348K.',
    'lot_size:block',
  ],
  [
    'lee-marie',
    'Built just a decade ago and move-in ready: 5518 Lee Marie Ln has a brand new oven and refrigerator, new carpet and a formal dining room.',
    '',
  ],
  [
    'lee-marie',
    'BACK ON MARKET & PRICE REDUCED to $339,900! 5518 Lee Marie Ln, 4 bed / 2.5 bath in north Charlotte.',
    'price:block',
  ],
  [
    'lee-marie',
    'Two to see this weekend by appointment: 5518 Lee Marie Ln (4 bed, $348K) and, across town, 1207 Kestrel Ct, a 5-bed with a pool and a finished basement at $465K.',
    '',
  ],
  [
    'lee-marie',
    'Q: Is there an HOA? A: No HOA!\nQ: Garage? A: Attached two-car.\nQ: Flooring? A: New carpet and LVP.\nQ: How many baths? A: Two full and one half.',
    'feature:hoa:warn',
  ],
  [
    'lee-marie',
    'Casa de 4 recámaras y 2 baños y medio en 5518 Lee Marie Ln, Charlotte NC 28262. Construida en 2006, con cochera para dos autos. Precio: $348,000.',
    'address.postal_code:block year_built:block',
  ],
  // maple-grove: FOR SALE at $489,000; 3 beds; 2 baths (split unknown); 1,684 sq ft (~156 m²); lot 0.21
  // acres (~850 m²); built 1998 (28 years before 2026); 2207 Maple Grove Ln, Austin TX 78745; single-story,
  // open kitchen, quartz counters, covered patio, NEW ROOF IN 2022, large backyard with mature oaks. No
  // pool or garage named.
  [
    'maple-grove',
    'Just listed in 78745! 2207 Maple Grove Ln: an updated single-story with 3 bed / 2 bath, quartz counters, a covered patio and a new roof (2022). $489,000.',
    '',
  ],
  [
    'maple-grove',
    '4 bedrooms, a sparkling pool and mature oaks at 2207 Maple Grove Ln. Come see it this week!',
    'beds:block feature:pool:warn',
  ],
  [
    'maple-grove',
    'Roof replaced in 2012, quartz kitchen and a 0.21-acre lot: 2207 Maple Grove Ln, $489K.',
    'feature:new_roof:block',
  ],
  [
    'maple-grove',
    'Casa térrea em Austin: 2207 Maple Grove Ln, 3 quartos, 2 banheiros, 156 m² num terreno de 850 m². US$ 489 mil.',
    '',
  ],
  [
    'maple-grove',
    "Buyer: How old is the Maple Grove house?\nMe: Built in '98, so about 28 years. The roof is only four years old though.\nBuyer: Square footage?\nMe: Somewhere between 1,650 and 1,700.",
    '',
  ],
  [
    'maple-grove',
    'Over 2,000 sq ft of single-story living at 2207 Maple Grove Ln, with a big backyard shaded by oaks!',
    'living_area_sqft:block',
  ],
  [
    'maple-grove',
    'UNDER CONTRACT in 5 days! 2207 Maple Grove Ln, Austin. Thinking of selling in South Austin? Call Dana.',
    'status:block',
  ],
  [
    'maple-grove',
    'Your neighbor at 2207 Maple Grove Ln just listed for $489,000! Open kitchen, covered patio and a 2-car garage. Wondering what your home is worth?',
    'feature:garage:warn',
  ],
  // marble-creek: FOR SALE at $815,000; 4 beds; 3.5 baths (3 full + 1 half); 4,479 sq ft; lot 0.36 acres;
  // built 1999; 13915 Marble Creek Ct, Houston TX 77077; cul-de-sac, floating staircase, oak hardwoods,
  // THREE fireplaces, granite island kitchen, Sub-Zero, "ample space for pool" (so no pool: block),
  // extended garage (no car count) and a 2-car porte cochere.
  [
    'marble-creek',
    "Welcome to 13915 Marble Creek Court. Step into the spacious foyer with its floating staircase. You'll count three fireplaces on the tour. The granite island kitchen opens to the den, and out back there's ample space to add a pool.",
    '',
  ],
  [
    'marble-creek',
    'Resort-style pool and spa out back! 13915 Marble Creek Ct, a custom Kickerillo home on a cul-de-sac.',
    'feature:pool:block',
  ],
  [
    'marble-creek',
    'Two fireplaces, cathedral ceilings, 4 bedrooms and 3.5 baths at 13915 Marble Creek Ct, $815,000.',
    'feature:fireplace:block',
  ],
  [
    'marble-creek',
    'Eight hundred fifteen thousand dollars for nearly 4,500 square feet in 77077. 13915 Marble Creek Ct is picture perfect.',
    '',
  ],
  [
    'marble-creek',
    'Custom Kickerillo build from 2009 on just over a third of an acre: 13915 Marble Creek Ct.',
    'year_built:block',
  ],
  [
    'marble-creek',
    '5 bedrooms on a 4,479 sq ft lot at the end of a quiet cul-de-sac: 13915 Marble Creek Ct.',
    'beds:block lot_size:block',
  ],
  [
    'marble-creek',
    '休斯顿 Energy Corridor 豪宅: 13915 Marble Creek Ct, 4房3.5卫, 4,479 尺, 1999年建, 售价 $815,000. 三个壁炉, Sub-Zero 冰箱.',
    '',
  ],
  [
    'marble-creek',
    "Subject: Backups welcome – 13915 Marble Creek Ct\n\nHi agents,\nWe're now pending after 14 showings. Sellers will still take backup offers on the 4-bed with the 3-car garage.\n\nHeidi",
    'status:block feature:garage:warn',
  ],
  // n-wayne: FOR SALE at $1,500,000; 7 beds, 4 baths (two 2BR/1BA units + a 3BR/2BA duplex-down); living
  // area not given; lot 3,000 sq ft (25 x 120); built 1915; multi-family 3-flat at 3760 N Wayne Ave,
  // Chicago IL 60613; MLS 12477908; in-unit laundry, individual HVAC with central air, rear decks. No
  // garage or occupancy named.
  [
    'n-wayne',
    "Investor: What's the unit mix at 3760 N Wayne?\nMe: Two 2BR/1BA units plus a 3BR/2BA duplex-down. 7 beds, 4 baths total.\nInvestor: Price?\nMe: $1.5M. Each unit has in-unit laundry and its own furnace and central air.",
    '',
  ],
  [
    'n-wayne',
    'Approximately 4,200 sq ft across three units at 3760 N Wayne Ave, steps from Southport.',
    'living_area_sqft:warn',
  ],
  [
    'n-wayne',
    'Built over a century ago (1915), this all-brick 3-flat sits on a classic 25 x 120 Chicago lot at 3760 N Wayne Ave. Just steps from Blaine Elementary.',
    '',
  ],
  [
    'n-wayne',
    'Gorgeous single-family home in the Southport Corridor with 7 bedrooms: 3760 N Wayne Ave.',
    'property_type:block',
  ],
  [
    'n-wayne',
    'Fully leased 3-flat with strong rents and garage parking for two at 3760 N Wayne Ave. Investors, call me.',
    'feature:occupancy:warn feature:garage:warn',
  ],
  [
    'n-wayne',
    'Lakeview 2-flats are trading near 5.5% caps this quarter. My listing at 3760 N Wayne (3 units, $1,500,000) and my Roscoe Village 2-flat at 2034 W Roscoe, with a 2-car garage, at $975K.',
    '',
  ],
  [
    'n-wayne',
    '7 bed / 5 bath 3-flat at 3760 N Wayne Ave, Chicago 60657. Rear decks on every unit.',
    'baths_total:block address.postal_code:block',
  ],
  ['n-wayne', 'SOLD: 3760 N Wayne Ave, Lakeview 3-flat, $1.5M. Another one for the books!', 'status:block'],
];
