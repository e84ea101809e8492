import type { ClaimCase } from './case';

/** Held-out-20, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-20.ts). */
export const HELD_OUT_20_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT at $2,350/month; 2 beds, 1 bath; 940 sq ft; built 1962; apartment on the second floor;
  // in-unit laundry, balcony, one reserved parking space; Denver CO 80206; open house Sat Jan 10, 10 AM–noon.
  [
    'larkspur',
    "You're invited! 🗝️ Open house this Saturday, January 10, from 10 AM to noon at 910 Larkspur St #4, Denver. Sunny second-floor 2-bed, 1-bath with in-unit laundry, a balcony and one reserved parking space. $2,350/month. Bring your questions, I'll bring the coffee.",
    '',
  ],
  [
    'larkspur',
    'Se renta departamento de 2 recámaras y 1 baño en Denver 80206: segundo piso, lavadora y secadora dentro de la unidad, balcón y un lugar de estacionamiento reservado. $2,350 al mes.',
    '',
  ],
  [
    'larkspur',
    "@mike_d Utilities aren't included; tenants in the building usually budget about $120 a month for Xcel. The unit across the hall rented for $2,200 last year, so #4 is right in line for the neighborhood.",
    '',
  ],
  [
    'larkspur',
    'Open house moved! Join me Saturday, January 17, 10 AM to noon at 910 Larkspur St #4. Two bedrooms, balcony, in-unit laundry, $2,350 a month.',
    'open_houses:block',
  ],
  [
    'larkspur',
    'Departamento de 3 recámaras y 1 baño, 940 pies cuadrados, en Denver. Balcón, lavandería en la unidad y estacionamiento reservado. $2,350 al mes.',
    'beds:block',
  ],
  [
    'larkspur',
    'Cat people, this one is for you 🐈 910 Larkspur St #4 is pet-friendly, and you get an attached garage so groceries never get snowed on. 2 bed, 1 bath, $2,350/mo.',
    'feature:pets:warn feature:garage:warn',
  ],
  [
    'larkspur',
    'Appartement lumineux à Denver : 2 chambres, 1 salle de bain, balcon, lave-linge dans le logement. Immeuble construit en 1972. 2 350 $ par mois.',
    'year_built:block',
  ],
  [
    'larkspur',
    'Lease signed! 910 Larkspur #4 is off the market. My new tenants are already planning winter nights by the gas fireplace. Thanks to everyone who came out.',
    'status:block feature:fireplace:warn',
  ],
  // lee-marie: FOR SALE at $348,000; 4 beds, 2.5 baths; 1,704 sq ft; lot 6,534 sq ft; built 2016; new carpet,
  // LVP, paint, oven and fridge, formal dining, ATTACHED TWO-CAR garage, fenced yard, patio; NC 28269; MLS 4075113.
  [
    'lee-marie',
    "Walked 5518 Lee Marie Ln with my stager yesterday and honestly there's not much for her to do: brand-new carpet, LVP, fresh paint, new oven and fridge. 4 beds, 2.5 baths, attached two-car garage and a fully fenced backyard with a patio. $348,000. Built in 2016, so it's only ten years young.",
    '',
  ],
  [
    'lee-marie',
    'Casa de cuatro recámaras y dos baños y medio en Charlotte, NC 28269. 1,704 pies cuadrados, construida hace diez años, garaje doble adjunto y patio trasero cercado. Precio: $348,000.',
    '',
  ],
  [
    'lee-marie',
    'My buyers came in wanting a pool and a basement under $350K. 5518 Lee Marie Ln has neither, but they fell for the quiet end-of-street spot, the formal dining room and the fenced backyard. Sometimes the wish list changes at the front door.',
    '',
  ],
  [
    'lee-marie',
    'New in north Charlotte: 3 beds, 2.5 baths, fresh paint and new carpet, attached two-car garage. 5518 Lee Marie Ln, $348,000.',
    'beds:block',
  ],
  [
    'lee-marie',
    '¡Nueva en el mercado! 5518 Lee Marie Ln: 4 recámaras, piscina comunitaria y casa club, cuota de HOA de solo $45 al mes. $348,000.',
    'feature:pool:warn feature:hoa:warn',
  ],
  [
    'lee-marie',
    'Price drop 📉 5518 Lee Marie Ln is now $339,000! 1,704 square feet, four bedrooms, brand-new appliances. Come see it this week.',
    'price:block',
  ],
  [
    'lee-marie',
    'Nhà 4 phòng ngủ, 2.5 phòng tắm ở Charlotte, xây năm 2006, có garage 1 xe và sân sau có hàng rào. Giá $348,000.',
    'year_built:block feature:garage:block',
  ],
  [
    'lee-marie',
    'Lot: 0.3 acres, fully fenced\nBeds/Baths: 4 / 2.5\nPrice: $348,000\nMLS #4075113',
    'lot_size:block',
  ],
  // maple-grove: FOR SALE at $489,000; 3 beds, 2 baths; 1,684 sq ft; 0.21 acres; built 1998; single-story single
  // family; open kitchen, quartz, covered patio; NEW ROOF IN 2022; big backyard, oaks; Austin 78745; MLS 8123456.
  [
    'maple-grove',
    'Single-story living in South Austin 🌳 2207 Maple Grove Ln: 3 bed, 2 bath, 1,684 sq ft, quartz counters, a covered patio and mature oaks out back. Roof replaced in 2022. $489K. #ATXRealEstate #SouthAustin',
    '',
  ],
  [
    'maple-grove',
    'Casa de un solo piso en Austin 78745: 3 recámaras, 2 baños, unos 156 m², techo nuevo en 2022 y patio cubierto con robles maduros. $489,000.',
    '',
  ],
  [
    'maple-grove',
    "78745's median list price is $465,000 this month, with 41 days on market on average. My listing at 2207 Maple Grove Ln sits at $489,000, just under half a million for a 3/2 on about a fifth of an acre.",
    '',
  ],
  [
    'maple-grove',
    '奥斯汀南部单层住宅:2207 Maple Grove Ln,3卧2卫,1998年建,2022年更换新屋顶,后院宽敞,售价48.9万美元。',
    '',
  ],
  [
    'maple-grove',
    'The backyard at 2207 Maple Grove is a summer dream: a sparkling pool under the oaks. 4 bed / 2 bath, $489,000.',
    'beds:block feature:pool:warn',
  ],
  [
    'maple-grove',
    'Updated South Austin home built in 2008 with a new roof in 2019, quartz counters and a covered patio. 2207 Maple Grove Ln, $489K.',
    'year_built:block feature:new_roof:block',
  ],
  [
    'maple-grove',
    "Y'all, I toured 2207 Maple Grove Ln today. Cozy wood-burning fireplace in the living room and a 2-car garage off the kitchen. 3 bed, 2 bath, $489,000.",
    'feature:fireplace:warn feature:garage:warn',
  ],
  [
    'maple-grove',
    'Precio: $498,000. Casa de 3 recámaras en Austin con terreno de 0.21 acres, patio cubierto y techo nuevo de 2022.',
    'price:block',
  ],
  [
    'maple-grove',
    'SOLD over asking! 🎉 2207 Maple Grove Ln, Austin TX 78745. Another happy family in South Austin.',
    'status:block',
  ],
  // marble-creek: FOR SALE at $815,000; 4 beds, 3.5 baths; 4,479 sq ft; 0.36 acres; built 1999; custom Kickerillo
  // on a cul-de-sac, 3 fireplaces, ample space for pool, extended garage and porte cochere; 77077; MLS 33148146.
  [
    'marble-creek',
    "I've shown a lot of Kickerillo homes in 77077, but 13915 Marble Creek Ct stopped me in the foyer: that floating staircase! Three fireplaces, oak hardwoods, a Sub-Zero, and grounds with room for a pool. 4 bed, 3.5 bath, 4,479 sq ft, $815,000.",
    '',
  ],
  [
    'marble-creek',
    'Casa a la medida en un cul-de-sac de Houston 77077: 4 recámaras, 3 baños completos y un medio baño, construida en 1999, tres chimeneas y garaje extendido. $815,000.',
    '',
  ],
  [
    'marble-creek',
    "My clients want to put in a pool, and at 13915 Marble Creek Ct there's plenty of room for one on a 0.36-acre lot. The neighbors two doors down just finished theirs for about $85,000.",
    '',
  ],
  [
    'marble-creek',
    'Casa de lujo en Houston con 5 recámaras, alberca y spa en el jardín. 13915 Marble Creek Ct, $815,000.',
    'beds:block feature:pool:block',
  ],
  [
    'marble-creek',
    'Custom Kickerillo built in 1989 with two fireplaces, plantation shutters and a granite island kitchen. 13915 Marble Creek Ct, Houston.',
    'year_built:block feature:fireplace:block',
  ],
  [
    'marble-creek',
    "Prix : 815 000 $. Maison sur mesure à Houston, 4 chambres, terrain d'un acre dans une impasse.",
    'lot_size:block',
  ],
  [
    'marble-creek',
    '13915 Marble Creek Ct, HOU 77079. 4/3.5, 3 FP, Sub-Zero, finished basement w/ wine room. $815K #HoustonHomes',
    'address.postal_code:block feature:basement:warn',
  ],
  [
    'marble-creek',
    'We accepted an offer on 13915 Marble Creek Ct! 4,479 sq ft of custom craftsmanship found its buyers in a week.',
    'status:block',
  ],
  // n-wayne: FOR SALE at $1,500,000; 7 beds, 4 baths; no living area; lot 3,000 sq ft; built 1915; multi-family,
  // all-brick 3-flat (two 2/1 units, a 3/2 duplex-down), in-unit laundry, decks, HVAC; Chicago 60613; MLS 12477908.
  [
    'n-wayne',
    'Investors, this one is for you. 3760 N Wayne Ave is an all-brick Lakeview 3-flat: two 2-bed/1-bath units plus a 3-bed/2-bath duplex-down, each with in-unit laundry, a rear deck and its own HVAC. $1.5M, steps to Blaine Elementary and the Southport Corridor.',
    '',
  ],
  [
    'n-wayne',
    'House-hack math on 3760 N Wayne: live in the duplex-down, rent the two upper units at around $2,600 each, and they cover a big share of the mortgage. 20% down on $1,500,000 is $300,000. Lakeview cap rates are running near 5%.',
    '',
  ],
  [
    'n-wayne',
    'Edificio de tres departamentos en Lakeview, Chicago 60613, construido en 1915. 7 recámaras y 4 baños en total, terreno de 3,000 pies cuadrados. $1,500,000.',
    '',
  ],
  [
    'n-wayne',
    'Over 6,200 sq ft of living space across three units in a brick building from 1925. 3760 N Wayne Ave, Lakeview.',
    'living_area_sqft:warn year_built:block',
  ],
  [
    'n-wayne',
    '¡Oportunidad en Lakeview! Un 2-flat de ladrillo con 7 recámaras en total, a pasos de Southport. $1,500,000.',
    'property_type:block',
  ],
  [
    'n-wayne',
    'Fully rented with tenants in place, plus a heated 2-car garage off the alley. 3760 N Wayne Ave is income from day one.',
    'feature:occupancy:warn feature:garage:warn',
  ],
  [
    'n-wayne',
    'Prédio de 3 unidades em Lakeview, Chicago, com 7 quartos e 4 banheiros no total. Preço: US$ 1,45 milhão.',
    'price:block',
  ],
  [
    'n-wayne',
    '3760 N Wayne, Chicago 60613. Brick 3-flat, in-unit W/D, decks. MLS 12477980 #Lakeview #Investment',
    'mls_id:block',
  ],
];
