import type { ClaimCase } from './case';

/** Held-out-23, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-23.ts). */
export const HELD_OUT_23_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT at $2,350 a month; 2 beds, 1 bath; 940 sq ft; built 1962; second-floor apartment,
  // IN-UNIT laundry, balcony, one reserved parking space; 910 Larkspur St Apt 4, Denver CO 80206; open house
  // Saturday January 10, 2026, 10:00 to 12:00.
  [
    'larkspur',
    'Open Saturday, Jan 10, 10 a.m. to noon: 910 Larkspur St #4. Two bed, one bath, in-unit laundry, balcony, reserved parking. $2,350/mo.',
    '',
  ],
  [
    'larkspur',
    'Open house this Sunday, 1–3 pm, at 910 Larkspur St #4! Sunny two-bedroom with a balcony and its own washer/dryer. $2,350 a month.',
    'open_houses:block',
  ],
  [
    'larkspur',
    'Congress Park rental: two-bed, two-bath on the second floor, in-unit laundry, balcony, one parking spot. $2,350/mo. Call Marcus, 720-555-0187.',
    'baths_total:block',
  ],
  [
    'larkspur',
    "Three Denver rentals under $2,500 I'd look at this week:\n• 910 Larkspur St #4: 2bd/1ba, balcony, in-unit laundry, $2,350\n• 1455 N Ogden St: 1bd with a rooftop pool and gym, $1,650\n• 700 N Clarkson: studio, $1,395, cats OK\nSend me the one you like.",
    '',
  ],
  [
    'larkspur',
    'Cheesman Park is two blocks away, the 10 bus stops at the corner, and the building is quiet. The unit: a sunny second-floor two-bedroom, 940 sq ft, in-unit laundry, balcony, one reserved parking space. Rent is $2,530 a month, utilities (Xcel runs about $90) on top. Available now.',
    'price:block',
  ],
  [
    'larkspur',
    '丹佛出租：两室一卫，940平方英尺，建于1972年，室内洗衣机烘干机，阳台，一个固定车位。月租$2,350。',
    'year_built:block',
  ],
  [
    'larkspur',
    'Leased! 910 Larkspur St #4 found its tenants in four days. Two bedrooms, balcony, in-unit laundry. Thank you Denver!',
    'status:block',
  ],
  [
    'larkspur',
    "A lot of people ask what $2,350 gets you in 80206 these days. Here's a real one: 910 Larkspur #4, 1,040 square feet, two bedrooms, one bath, a balcony over the street, one reserved parking space. No laundry in the unit, but there's a laundromat around the corner. Built in 1962 and well kept.",
    'living_area_sqft:block feature:laundry:block',
  ],

  // lee-marie: FOR SALE at $348,000; 4 beds; 2.5 baths; 1,704 sq ft; 6,534 sq ft lot; built 2016; ATTACHED
  // two-car garage, fully fenced backyard with patio, new carpet, LVP, new oven and fridge; 5518 Lee Marie
  // Ln, Charlotte NC 28269; MLS 4075113; no HOA, pool, basement or open house named.
  [
    'lee-marie',
    'Four-bed, two-and-a-half-bath in 28269, about 1.7K sq ft, built 2016, attached two-car garage and a fenced backyard. $348K. New carpet, new LVP, fresh paint. 5518 Lee Marie Ln.',
    '',
  ],
  [
    'lee-marie',
    'Move-in ready in north Charlotte: 4 bed, 2 bath, attached two-car garage, fully fenced yard with a patio. $348,000.',
    'baths_total:block',
  ],
  [
    'lee-marie',
    'Coming soon 🔑 5518 Lee Marie Ln, Charlotte. Four bedrooms, new carpet and LVP, brand-new oven and fridge, fenced backyard. Get on my list for a first look.',
    'status:block',
  ],
  [
    'lee-marie',
    "My clients' wish list: four bedrooms, a pool, a basement, under $350K, twenty minutes to Uptown. 5518 Lee Marie Ln gets them four bedrooms at $348,000 and a quick drive to Uptown. No pool, no basement, but a big fenced yard and an attached two-car garage. We're writing an offer.",
    '',
  ],
  [
    'lee-marie',
    'Casa de cuatro recámaras y dos baños y medio en Charlotte, construida en 2016, con cochera doble adjunta y patio cercado. $348,000.',
    '',
  ],
  [
    'lee-marie',
    'Just listed: 5518 Lee Marie Ln. 4BR/2.5BA, 1,704 sq ft, fenced backyard, attached 2-car garage. Offered at $384,000.',
    'price:block',
  ],
  [
    'lee-marie',
    'Nhà 4 phòng ngủ, 2,5 phòng tắm ở Charlotte, xây năm 2016, gara đôi liền nhà, sân sau có hàng rào. Giá $348,000.',
    '',
  ],
  [
    'lee-marie',
    'No HOA! 5518 Lee Marie Ln, Charlotte NC 28629. Four bedrooms, two and a half baths, fenced yard, two-car garage. $348K.',
    'address.postal_code:block feature:hoa:warn',
  ],
  [
    'lee-marie',
    'Just sold nearby: 5601 Lee Marie Ln, 4 bed, 2.5 bath, closed at $355K in six days. Its neighbor at 5518 is still available at $348,000 with 1,870 sq ft, a fenced yard and a patio. Same street, lower price. Call me.',
    'living_area_sqft:block',
  ],

  // maple-grove: FOR SALE at $489,000; 3 beds; 2 baths; 1,684 sq ft; 0.21 acres; built 1998; single-story,
  // open kitchen, quartz, covered patio, NEW ROOF 2022, large backyard with oaks; 2207 Maple Grove Ln,
  // Austin TX 78745; MLS 8123456; no pool, garage or open house named.
  [
    'maple-grove',
    'Three-bed, two-bath single-story in 78745: about 1,700 sq ft, quartz counters, covered patio, mature oaks, roof replaced in 2022. $489K. 2207 Maple Grove Ln.',
    '',
  ],
  [
    'maple-grove',
    'Bonus for buyers at 2207 Maple Grove Ln: the seller will install an in-ground pool before closing! Three bedrooms, covered patio, big backyard. $489,000.',
    'feature:pool:warn',
  ],
  [
    'maple-grove',
    'South Austin single-story, 3 bed / 2.5 bath, open kitchen with quartz, new roof (2022), 0.21-acre lot. $489,000.',
    'baths_total:block',
  ],
  [
    'maple-grove',
    'Sunday open houses, South Austin:\n1–3 pm: 2207 Maple Grove Ln (3/2, $489K)\n2–4 pm: 6104 Cougar Dr (4/2.5, $555K)\n3–5 pm: 1808 Matthews Ln (2/1, $399K)\nSee you there!',
    'open_houses:warn',
  ],
  [
    'maple-grove',
    "South Austin keeps surprising me. 78745's median slipped to about $480K this spring, days on market crept past 40, and sellers are paying closing costs again. That's the backdrop for 2207 Maple Grove Ln: a 1998 single-story with an open kitchen, quartz counters, a covered patio, three bedrooms, two baths and a new roof from 2022. It's $489,000 and it's the nicest backyard I've seen under $500K.",
    '',
  ],
  [
    'maple-grove',
    'Casa de un piso en el sur de Austin: 3 recámaras, 2 baños, terreno de 0.21 acres con robles maduros, techo nuevo de 2022. $489 mil.',
    '',
  ],
  [
    'maple-grove',
    'Quiet street, open kitchen, covered patio and a 0.12-acre lot that is easy to keep up. 2207 Maple Grove Ln, 3 bed, $489K.',
    'lot_size:block',
  ],
  ['maple-grove', '오스틴 단층 주택: 침실 3개, 욕실 2개, 2022년 새 지붕, 가격 $498,000.', 'price:block'],

  // marble-creek: FOR SALE at $815,000; 4 beds; 3.5 baths; 4,479 sq ft; 0.36 acres; built 1999; Kickerillo
  // custom on a cul-de-sac, 3 FIREPLACES, granite island kitchen, Sub-Zero, "ample space for pool" (no
  // pool), extended garage and porte cochère; 13915 Marble Creek Ct, Houston TX 77077; MLS 33148146.
  [
    'marble-creek',
    'Imagine a pool here 🌴 The grounds at 13915 Marble Creek Ct have ample room for one. Four bedrooms, three fireplaces, cul-de-sac, $815K.',
    '',
  ],
  [
    'marble-creek',
    'Some homes you walk into and just know. 13915 Marble Creek Ct is a custom Kickerillo on a quiet cul-de-sac: floating staircase, oak hardwoods, granite inlays, cathedral ceilings, a granite island kitchen open to the den with a Sub-Zero. Out back, the sparkling pool and gorgeous grounds make summer easy. Four bedrooms, three and a half baths, 4,479 sq ft, $815,000.',
    'feature:pool:block',
  ],
  [
    'marble-creek',
    'Casa Kickerillo en cul-de-sac: cuatro recámaras, 3.5 baños, 4,479 pies², tres chimeneas, cocina con isla de granito. $815,000.',
    '',
  ],
  [
    'marble-creek',
    'West Houston custom: 4 bed, 3.5 bath, 4,000 sq ft, 0.36-acre lot, extended garage and porte cochère. $815K.',
    'living_area_sqft:block',
  ],
  [
    'marble-creek',
    '13915 Marble Creek Ct, built in 2009: four bedrooms, three fireplaces, plantation shutters, cathedral ceilings. $815,000.',
    'year_built:block',
  ],
  [
    'marble-creek',
    'This week in 77077:\n• 13915 Marble Creek Ct: 4/3.5, 0.36 ac, three fireplaces, $815K\n• 2100 Briar Forest #12: 3/2 condo, HOA $410/mo, $289K\n• 14402 Memorial Dr: 5/4 with a pool, $1.1M\nWhich would you pick?',
    '',
  ],
  [
    'marble-creek',
    'Just listed in Houston: 13915 Marble Creek Ct. Four bed, three-and-a-half bath Kickerillo, cul-de-sac lot. Offered at $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Casa personalizada em Houston: cinco quartos, 3,5 banheiros, três lareiras, cozinha com ilha de granito. US$ 815 mil.',
    'beds:block',
  ],
  [
    'marble-creek',
    'Price improvement! 13915 Marble Creek Ct is now $795,000. Two fireplaces, granite island kitchen, four bedrooms.',
    'price:block feature:fireplace:block',
  ],

  // n-wayne: FOR SALE at $1,500,000; 7 beds; 4 baths; no living area; 3,000 sq ft lot; built 1915; all-brick
  // 3-FLAT (3 units), in-unit laundry, rear decks; 3760 N Wayne Ave, Chicago IL 60613; MLS 12477908; no
  // garage or occupancy named.
  [
    'n-wayne',
    'Lakeview 3-flat, $1.5 mil: seven bedrooms and four baths across three units, all brick, built 1915, in-unit laundry in each. 3760 N Wayne Ave.',
    '',
  ],
  [
    'n-wayne',
    'Southport Corridor 3-flat: six bedrooms total, four baths, in-unit laundry, rear decks. $1,500,000.',
    'beds:block',
  ],
  [
    'n-wayne',
    'All-brick 3-flat in Lakeview, about 4,500 sq ft across three units, seven bedrooms, four baths. $1.5M.',
    'living_area_sqft:warn',
  ],
  [
    'n-wayne',
    'Edificio de tres unidades en Lakeview: 7 recámaras, 4 baños, lavadora y secadora en cada unidad, construido en 1915. $1.5 millones.',
    '',
  ],
  [
    'n-wayne',
    "Investors, let's talk numbers. Lakeview cap rates are hovering around 5.5%, Southport two-beds rent for $2,400 to $2,800, and vacancy in 60613 is under 4%. 3760 N Wayne Ave is an all-brick 3-flat built in 1925: two 2-bed/1-bath units and a 3-bed, 2-bath duplex-down, each with in-unit laundry and its own HVAC. Seven bedrooms, four baths, $1.5M.",
    'year_built:block',
  ],
  [
    'n-wayne',
    'Steps from Blaine Elementary: 3760 N Wayne Ave, Chicago IL 60613. Three units, seven bedrooms, $1,500,000.',
    '',
  ],
  [
    'n-wayne',
    'Just sold nearby: 3815 N Southport, a 2-flat, closed at $1.2M. Down the street, 3760 N Wayne is a 3-flat on a 3,000 sq ft lot asking $1.5M with seven bedrooms. More units, more rent.',
    '',
  ],
  [
    'n-wayne',
    'Owner-occupant dream: live in the duplex-down, rent the two upper units, and park in the 2-car garage out back. 3760 N Wayne, $1.5M.',
    'feature:garage:warn',
  ],
];
