import type { ClaimCase } from './case';

/** Held-out-22, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-22.ts). */
export const HELD_OUT_22_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT at $2,350/mo; 2 beds; 1 bath; 940 sq ft; built 1962; apartment; second floor, IN-UNIT
  // laundry, balcony, one reserved parking space; 910 Larkspur St APT 4, Denver CO 80206; open house Saturday
  // January 10, 10 AM to noon; Marcus Bell, 720-555-0187.
  [
    'larkspur',
    "Cheesman Park is a 6-minute walk, the 10 bus runs every 15 minutes, and Congress Park's farmers market is back on Sundays. If you have been hunting for a place in Denver that doesn't need a car every day, read on.\n\n910 Larkspur St #4: a sunny second-floor two-bedroom, one-bath apartment, 940 square feet, washer and dryer inside the unit, a balcony and your own reserved parking spot. $2,350 a month. The building dates from 1962 and has been kept up beautifully. Open house Saturday, January 10, 10 AM to noon.",
    '',
  ],
  [
    'larkspur',
    'Apartamento en renta en Denver: 2 recámaras y 1 baño en el segundo piso, unos 87 m², lavadora y secadora dentro del departamento, balcón y un lugar de estacionamiento asignado. $2,350 al mes. Código postal 80206. Llame a Marcus al 720-555-0187.',
    '',
  ],
  [
    'larkspur',
    'Denver renters: 2 bed, 1 bath, 940 sf, $2,350. In-unit laundry. Balcony. 1 reserved spot. Xcel runs about $90/mo here in winter. Text Marcus 720-555-0187.',
    '',
  ],
  [
    'larkspur',
    'Price just dropped on 910 Larkspur St #4: now $2,250 a month for two bedrooms and two full baths, second floor, balcony.',
    'price:block baths_total:block',
  ],
  [
    'larkspur',
    'Denver winters average 57 inches of snow, which is why I love this one: 910 Larkspur St #4 has an attached garage so you never scrape a windshield, and dogs and cats are both welcome. 2BR, $2,350/mo. Lease terms from 6 to 18 months.',
    'feature:garage:warn feature:pets:warn',
  ],
  [
    'larkspur',
    'Mid-century charm, modern space: 1,140 square feet in a building from 1926, two bedrooms, balcony, in-unit laundry. 910 Larkspur St, Denver.',
    'living_area_sqft:block year_built:block',
  ],
  [
    'larkspur',
    'RENTED in 48 hours! Thanks to everyone who came out to see 910 Larkspur St #4. I have two more units coming in 80206 next month.',
    'status:block',
  ],
  [
    'larkspur',
    'Three bedrooms for $2,350 in Congress Park? Yes. 910 Larkspur St #4, with shared coin laundry down the hall and a reserved parking space.',
    'beds:block feature:laundry:block',
  ],

  // lee-marie: FOR SALE at $348,000; 4 beds; 2.5 baths; 1,704 sq ft; lot 6,534 sq ft (0.15 acre); built 2016;
  // single family; new carpet, LVP, fresh paint, new oven and refrigerator, formal dining, ATTACHED TWO-CAR
  // garage, fenced backyard with patio, end of street; 5518 Lee Marie Ln, Charlotte NC 28269; MLS 4075113.
  [
    'lee-marie',
    "Charlotte's 28269 by the numbers: median sale price $365,000, 34 days on market, about 2,100 homes sold last year, and the Blue Line extension has commute times to Uptown near 25 minutes. First-time buyers, this is where the math still works.\n\nExample: 5518 Lee Marie Ln. Four bedrooms, two and a half baths, 1,704 square feet on roughly 0.15 acre, built in 2016, brand-new carpet and paint, new oven and fridge, attached two-car garage. Listed at $348K. With an FHA loan at 3.5% down, you could be in for about $12,200 plus closing costs.",
    '',
  ],
  [
    'lee-marie',
    'Move-in ready 🙌 4BR/2.5BA with brand-new carpet, LVP floors, fresh paint, a new oven & fridge, and a 2-car attached garage 🚗 Fenced yard + patio for summer nights 🌿 Built in 2016. $348,000 📍 Charlotte #charlotterealestate #firsthome #ncrealtor',
    '',
  ],
  [
    'lee-marie',
    'Casa de cuatro recámaras y dos baños y medio en Charlotte: 158 m² (1,704 pies²), patio trasero totalmente cercado, garaje doble adjunto, construida en 2016. Alfombra nueva y pintura fresca. Precio: $348,000.',
    '',
  ],
  [
    'lee-marie',
    'Nhà 4 phòng ngủ, 2.5 phòng tắm tại Charlotte, NC 28269. Diện tích 1.704 sqft, gara đôi liền nhà, sân sau có hàng rào. Giá $348.000. Liên hệ Steven Norris.',
    '',
  ],
  [
    'lee-marie',
    'Starter home alert: 5518 Lee Marie Ln is a 3 bed / 2 bath on a quiet end-of-street lot. New carpet and paint, $348K.',
    'beds:block baths_total:block',
  ],
  [
    'lee-marie',
    'Listed at $384,000: 5518 Lee Marie Ln, four bedrooms on a 1/3-acre lot with a fenced backyard.',
    'price:block lot_size:block',
  ],
  [
    'lee-marie',
    'Built in 2006 and refreshed top to bottom: 5518 Lee Marie Ln, 4 beds, with the community pool two streets over included in your dues.',
    'year_built:block feature:pool:warn feature:hoa:warn',
  ],
  [
    'lee-marie',
    '5518 Lee Marie Ln: four bedrooms, two and a half baths, a single-car garage and a fenced yard. $348,000 in north Charlotte.',
    'feature:garage:block',
  ],
  [
    'lee-marie',
    'New townhome listing! 5518 Lee Marie Ln, Charlotte, MLS #4075131. 4 beds, 2.5 baths, 1,704 sq ft.',
    'property_type:block mls_id:block',
  ],

  // maple-grove: FOR SALE at $489,000; 3 beds; 2 baths; 1,684 sq ft; 0.21 acres; built 1998; single-story
  // single family; open kitchen, quartz, covered patio, NEW ROOF IN 2022, large backyard with oaks; 2207 Maple
  // Grove Ln, Austin TX 78745; MLS 8123456; Dana Whitfield.
  [
    'maple-grove',
    "South Austin numbers for June: 78745's median is $470K, homes are averaging 41 days on market, and rates are just under 7%. Sellers who price right still get offers in the first two weekends.\n\n2207 Maple Grove Ln did it right. Single-story 3/2, 1,684 square feet, about a fifth of an acre under big live oaks, roof replaced in 2022, quartz counters and a covered patio. $489,000. I have been selling South Austin for 11 years, and this street is one of my favorites.",
    '',
  ],
  [
    'maple-grove',
    'Quartz, oaks & a covered patio 🌳☕ Three beds, two baths, all on one level, under $490K in South Austin. Roof is only four years old! #atxrealestate #southaustin #singlestory',
    '',
  ],
  [
    'maple-grove',
    'Casa de una planta en el sur de Austin: 3 recámaras, 2 baños, unos 156 m², techo nuevo de 2022, cocina abierta con cubiertas de cuarzo y un terreno de 0.21 acres con robles. $489,000.',
    '',
  ],
  [
    'maple-grove',
    'Four bedrooms and a backyard pool under the oaks at 2207 Maple Grove Ln. Single story, $489,000.',
    'beds:block feature:pool:warn',
  ],
  [
    'maple-grove',
    'Worry-free: the roof at 2207 Maple Grove Ln was replaced in 2020, and the house was built in 1989 with good bones. 3 beds, 2 baths.',
    'feature:new_roof:block year_built:block',
  ],
  [
    'maple-grove',
    'Room to spread out at 2207 Maple Grove Ln: 1,864 square feet on a half-acre lot in 78745. Quartz kitchen, covered patio. Zilker Park is 15 minutes away, Austin ISD runs the bus right past the door, and the street holds its block party every October 12.',
    'living_area_sqft:block lot_size:block',
  ],
  [
    'maple-grove',
    'PENDING ✅ 2207 Maple Grove Ln went under contract this weekend. Single story, two-car garage, big oaks. More South Austin listings coming soon!',
    'status:block feature:garage:warn',
  ],
  [
    'maple-grove',
    '奥斯汀南区单层住宅，3卧2卫，售价 $498,000，邮编 78704，新屋顶（2022年）。',
    'price:block address.postal_code:block',
  ],

  // marble-creek: FOR SALE at $815,000; 4 beds; 3.5 baths; 4,479 sq ft; 0.36 acres; built 1999; custom
  // Kickerillo on a cul-de-sac; floating staircase, oak hardwoods, 3 FIREPLACES, Sub-Zero, "ample space for
  // pool" (no pool), extended garage and 2-car porte cochere; 13915 Marble Creek Ct, Houston TX 77077; MLS
  // 33148146; Heidi Dietrich, (281) 558-4114.
  [
    'marble-creek',
    "Energy Corridor update: 77077 saw 48 closings in May, the average price per square foot was about $182, and Terry Hershey Park's trails are ten minutes away by bike. Buyers relocating from out of state keep asking for cul-de-sacs and room for a pool.\n\n13915 Marble Creek Ct has both: a custom Kickerillo with 4 bedrooms, 3.5 baths, nearly 4,500 square feet on 0.36 acre, three fireplaces, a floating staircase and a Sub-Zero. Built in 1999, offered at $815,000.",
    '',
  ],
  [
    'marble-creek',
    '🔥🔥🔥 Three fireplaces. A floating staircase. A Sub-Zero. And room in the yard for the pool you have been dreaming of 🏊‍♀️ Custom Kickerillo on a cul-de-sac, $815K. #houstonrealestate #energycorridor #customhome',
    '',
  ],
  [
    'marble-creek',
    'Casa a la medida Kickerillo de 4 recámaras y 3.5 baños, unos 416 m² (4,479 pies²), en un terreno de 0.36 acres en cul-de-sac. Tres chimeneas, pisos de roble, amplio espacio para alberca. $815,000.',
    '',
  ],
  [
    'marble-creek',
    '$815K · Houston 77077 · 4/3.5 · approx. 4,480 sf · built 1999 · extended garage + porte cochere for two. Heidi Dietrich, (281) 558-4114, 25 years selling West Houston.',
    '',
  ],
  [
    'marble-creek',
    'Five bedrooms, a pool and spa, and a cul-de-sac for the kids: 13915 Marble Creek Ct, Houston. $815,000.',
    'beds:block feature:pool:block',
  ],
  [
    'marble-creek',
    '4,749 square feet of custom Kickerillo on a half-acre lot. 13915 Marble Creek Ct, $815K.',
    'living_area_sqft:block lot_size:block',
  ],
  [
    'marble-creek',
    'Built in 2009 with granite, oak and cathedral ceilings: 13915 Marble Creek Ct. HOA is only $1,200 a year.',
    'year_built:block feature:hoa:warn',
  ],
  [
    'marble-creek',
    'Price reduced to $795,000! 13915 Marble Creek Ct, the Kickerillo with three fireplaces on the cul-de-sac.',
    'price:block',
  ],
  [
    'marble-creek',
    'Casa Kickerillo en Houston con dos chimeneas, sótano terminado y cocina de granito. 13915 Marble Creek Ct, $815,000.',
    'feature:fireplace:block feature:basement:warn',
  ],

  // n-wayne: FOR SALE at $1,500,000; 7 beds; 4 baths; no living area; lot 3,000 sq ft; built 1915; multi
  // family, all-brick 3-FLAT (two 2BR/1BA units and a 3BR/2BA duplex-down); rear decks, in-unit laundry,
  // individual HVAC; Blaine Elementary; 3760 N Wayne Ave, Chicago IL 60613; MLS 12477908.
  [
    'n-wayne',
    'Lakeview multifamily report: vintage 3-flats traded at 5.5 to 6% cap rates this spring, the average two-bedroom on Southport rents for about $2,400, and Blaine Elementary keeps its 9/10 rating. I have closed 60 two- to four-unit buildings on the North Side since 2012.\n\nOn the market now: 3760 N Wayne Ave, an all-brick 3-flat with 7 bedrooms and 4 baths across three units, laundry inside each one, separate HVAC, a 3,000 sq ft lot, built in 1915. $1.5M.',
    '',
  ],
  [
    'n-wayne',
    'Vintage brick three-unit on the Southport Corridor 🧱 Two 2/1s + a 3/2 duplex down, each with a rear deck and its own washer/dryer. $1,500,000 📍 Lakeview #chicagorealestate #multifamily #househack',
    '',
  ],
  [
    'n-wayne',
    'Edificio de tres departamentos en Lakeview, Chicago: 7 recámaras en total, 4 baños, lavandería dentro de cada unidad, construido en 1915, a pasos de la escuela Blaine. Precio: $1.5 millones.',
    '',
  ],
  [
    'n-wayne',
    'Rare Lakeview four-flat at 3760 N Wayne Ave: all brick, vintage millwork, in-unit laundry. $1.5M.',
    'property_type:block',
  ],
  [
    'n-wayne',
    'Investors, the rent roll writes itself: 3760 N Wayne Ave has 4 bedrooms and 7 baths across three units on Southport, two blocks from the Brown Line. Similar buildings rented at 97% occupancy last year. Call me at 312-446-9957.',
    'beds:block baths_total:block',
  ],
  [
    'n-wayne',
    'Built in 1951, this brick 3-flat sits on a 5,000 sq ft lot steps from Blaine Elementary. 3760 N Wayne Ave.',
    'year_built:block lot_size:block',
  ],
  [
    'n-wayne',
    'New price: $1,450,000 for 3760 N Wayne Ave, Chicago IL 60614. Three units, seven bedrooms.',
    'price:block address.postal_code:block',
  ],
  [
    'n-wayne',
    'Turnkey income at 3760 N Wayne Ave: fully rented with tenants in place, plus a heated two-car garage off the alley.',
    'feature:occupancy:warn feature:garage:warn',
  ],
];
