import type { ClaimCase } from './case';

/** Held-out-21, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-21.ts). */
export const HELD_OUT_21_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT at $2,350 a month; 2 beds; 1 bath; 940 sq ft; built 1962; apartment, second floor;
  // in-unit laundry, a balcony, one reserved parking space; open house Saturday January 10, 10 AM to noon;
  // no pets, deposit or gym named; 910 Larkspur St APT 4, Denver CO 80206.
  [
    'larkspur',
    'Recordatorio: las solicitudes para 910 Larkspur St #4 cierran el viernes. 2 recámaras, 1 baño, 940 pies cuadrados, $2,350 al mes, lavadora y secadora dentro del departamento, balcón y un lugar de estacionamiento reservado. Trae talones de pago e identificación.',
    '',
  ],
  [
    'larkspur',
    'Congress Park rental alert 🚲 910 Larkspur St #4: two bedrooms, one bath, a sunny balcony and in-unit laundry for $2,150 a month.',
    'price:block',
  ],
  [
    'larkspur',
    'Cat people, this one is for you: 3-bed, 1-bath second-floor apartment at 910 Larkspur St, cats OK, balcony for the window-watchers, $2,350/mo.',
    'beds:block feature:pets:warn',
  ],
  [
    'larkspur',
    '¡Open house el sábado 17 de enero de 10 a 12! Departamento de 2 recámaras en el segundo piso, con balcón, lavandería dentro de la unidad y estacionamiento reservado. $2,350 al mes.',
    'open_houses:block',
  ],
  [
    'larkspur',
    'Built in 1972 and freshly painted: 910 Larkspur St #4 rents with an attached garage, a balcony and in-unit laundry. Two beds, one bath.',
    'year_built:block feature:garage:warn',
  ],
  [
    'larkspur',
    '丹佛 80206 两室一卫公寓出租：二楼，940平方英尺，月租 $2,350，室内洗衣机和烘干机，阳台，一个固定车位。1月10日星期六上午10点到中午开放参观。',
    '',
  ],
  [
    'larkspur',
    "Budget check for 910 Larkspur St #4: rent is $2,350, Xcel averages about $85 a month for a unit this size, renter's insurance runs $15, and the unit across the hall just leased for $2,500. One reserved parking space is included.",
    '',
  ],
  [
    'larkspur',
    '1,200 sq ft of sunny second-floor living with a balcony, in-unit laundry and a rooftop gym. 910 Larkspur St #4, Denver.',
    'living_area_sqft:block feature:gym:warn',
  ],

  // lee-marie: FOR SALE at $348,000; 4 beds; 2.5 baths; 1,704 sq ft; 6,534 sq ft lot (0.15 acre); built
  // 2016; single family; new carpet, LVP, fresh paint, new oven and refrigerator; attached two-car garage;
  // fully fenced backyard with patio; no pool, HOA or basement named; 5518 Lee Marie Ln, Charlotte NC 28269.
  [
    'lee-marie',
    'What $350K buys in Charlotte right now:\n→ South End: a 1-bed condo with $280/mo HOA dues and a rooftop pool\n→ University City: 5518 Lee Marie Ln, a 4-bed, 2.5-bath house, 1,704 sq ft, built 2016, attached two-car garage and a fenced backyard, $348,000',
    '',
  ],
  [
    'lee-marie',
    'The Okafors bought this house new in 2016 and raised two boys and a golden retriever here. Ten years young, new carpet and LVP, fresh paint, a new oven and fridge, and the fenced backyard where the boys learned to ride bikes. 5518 Lee Marie Ln is ready for its next family.',
    '',
  ],
  [
    'lee-marie',
    'Nhà 5 phòng ngủ, 2.5 phòng tắm tại Charlotte, NC 28269. Thảm mới, sàn LVP, sơn mới, garage đôi liền nhà. Giá $348,000.',
    'beds:block',
  ],
  [
    'lee-marie',
    'Low-maintenance living at 5518 Lee Marie Ln: HOA is just $45 a month and covers the community pool. Four bedrooms, two and a half baths, $348K.',
    'feature:hoa:warn feature:pool:warn',
  ],
  [
    'lee-marie',
    'Casa de 4 recámaras en Charlotte, construida en 2006, con garaje para un auto, alfombra nueva y patio cercado. $348,000.',
    'year_built:block feature:garage:block',
  ],
  [
    'lee-marie',
    'Casa de 4 recámaras y 2 baños y medio en Charlotte, 28269. Alfombra nueva, piso LVP y pintura fresca, horno y refrigerador nuevos, garaje doble adjunto y patio trasero totalmente cercado. $348,000.',
    '',
  ],
  [
    'lee-marie',
    'Quiet end-of-street spot, a quarter-acre lot, fully fenced with a patio. 5518 Lee Marie Ln, 4 bed / 2.5 bath.',
    'lot_size:block',
  ],
  [
    'lee-marie',
    'New listing! 5518 Lee Marie Ln, Charlotte: 4 beds, 2.5 baths, 1,704 sq ft, attached two-car garage. Offered at $384,000.',
    'price:block',
  ],
  [
    'lee-marie',
    "Hi Dana, yes, 5518 Lee Marie is still active at $348K. It's a 4/2.5 with 1,704 sf and an attached two-car garage. Your buyers wanted a pool and a basement, and this one has neither, but the fenced yard is big enough for a trampoline. Want to see it Thursday? Steven",
    '',
  ],

  // maple-grove: FOR SALE at $489,000; 3 beds; 2 baths; 1,684 sq ft; 0.21 acres; built 1998; single-story;
  // open kitchen, quartz, covered patio; NEW ROOF IN 2022; mature oaks; no garage or pool named;
  // 2207 Maple Grove Ln, Austin TX 78745; MLS 8123456.
  [
    'maple-grove',
    '5 things I love about 2207 Maple Grove Ln:\n1. One story, no stairs, ever\n2. Quartz counters in the open kitchen\n3. The covered patio for July evenings\n4. A roof that was replaced in 2022\n5. Those big old oak trees out back',
    '',
  ],
  [
    'maple-grove',
    'South Austin single-story, 4 bed / 2 bath, quartz kitchen and a covered patio on a quiet street. 2207 Maple Grove Ln, $489K.',
    'beds:block',
  ],
  [
    'maple-grove',
    'Built in 2008 and updated top to bottom: 2207 Maple Grove Ln has a 2-car garage, a covered patio and mature oaks.',
    'year_built:block feature:garage:warn',
  ],
  [
    'maple-grove',
    'Casa de una planta en el sur de Austin con techo nuevo de 2019, cocina abierta con cubiertas de cuarzo y patio techado. 3 recámaras, 2 baños. $489,000.',
    'feature:new_roof:block',
  ],
  [
    'maple-grove',
    'Cannonball season 🏊 2207 Maple Grove Ln: three bedrooms, a pool under the oaks and a covered patio, $498,000.',
    'price:block feature:pool:warn',
  ],
  [
    'maple-grove',
    '오스틴 78745 단층 주택: 방 3개, 욕실 2개, 1,684 sq ft, 2022년 새 지붕, 석영 조리대, 지붕 덮인 파티오. 48만 9천 달러.',
    '',
  ],
  [
    'maple-grove',
    'Mercado de 78745 en mayo: precio mediano $465,000 y 41 días en el mercado. 2207 Maple Grove Ln está en $489,000 con techo de 2022, cubiertas de cuarzo y un lote de 0.21 acres con robles grandes.',
    '',
  ],
  [
    'maple-grove',
    '1,864 sq ft on one level, quartz counters and a covered patio under mature oaks. 2207 Maple Grove Ln, Austin.',
    'living_area_sqft:block',
  ],

  // marble-creek: FOR SALE at $815,000; 4 beds; 3.5 baths; 4,479 sq ft; 0.36 acres; built 1999; custom
  // Kickerillo on a cul-de-sac; 3 FIREPLACES; "ample space for pool" (no pool); extended garage and a 2-car
  // porte cochere; no basement named; 13915 Marble Creek Ct, Houston TX 77077; MLS 33148146.
  [
    'marble-creek',
    "The Energy Corridor is where Houston goes to breathe: Terry Hershey Park's trails, the bayou, big trees and commutes that don't wreck your morning. On an intimate cul-de-sac there, 13915 Marble Creek Ct: a custom Kickerillo with 4 beds, 3.5 baths, 4,479 sq ft on 0.36 acre, three fireplaces, $815,000.",
    '',
  ],
  [
    'marble-creek',
    'Summer is for the sparkling pool at 13915 Marble Creek Ct ☀️ A custom Kickerillo home with a floating staircase and granite island kitchen.',
    'feature:pool:block',
  ],
  [
    'marble-creek',
    'Five bedrooms, two fireplaces and cathedral ceilings: 13915 Marble Creek Ct is picture-perfect on its cul-de-sac.',
    'beds:block feature:fireplace:block',
  ],
  [
    'marble-creek',
    'Preguntas frecuentes, 13915 Marble Creek Ct:\n¿Tiene alberca? No, pero el jardín tiene amplio espacio para una.\n¿Chimeneas? Tres.\n¿Recámaras? Cuatro.\n¿Precio? $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Built in 2009 by Kickerillo, 13915 Marble Creek Ct sits on 0.63 acre at the end of a cul-de-sac.',
    'year_built:block lot_size:block',
  ],
  [
    'marble-creek',
    '休斯顿 77077 定制豪宅：4卧3.5浴，浮动楼梯，三个壁炉，花岗岩岛台厨房。售价 $851,000。',
    'price:block',
  ],
  [
    'marble-creek',
    'Soy Heidi Dietrich, de Dietrich Properties. Llevo más de veinte años vendiendo casas en el oeste de Houston y esta es de mis favoritas: 13915 Marble Creek Ct, una casa Kickerillo de 1999 con 4 recámaras, 3 baños y medio y tres chimeneas.',
    '',
  ],
  [
    'marble-creek',
    '3,479 sq ft upstairs and down, plus a basement media room and wine cellar. 13915 Marble Creek Ct, Houston.',
    'living_area_sqft:block feature:basement:warn',
  ],
  [
    'marble-creek',
    'Photo tour 📸\n1/6 The spacious foyer and floating staircase\n2/6 The granite island kitchen open to the den\n3/6 One of the three fireplaces\n4/6 Gorgeous grounds, with room for a pool\n5/6 The porte cochère\n6/6 The cul-de-sac at dusk',
    '',
  ],

  // n-wayne: FOR SALE at $1,500,000; 7 beds; 4 baths; living area unknown; 3,000 sq ft lot; built 1915;
  // multi-family, all-brick 3-FLAT; rear decks, in-unit laundry, individual HVAC; no garage named, no
  // occupancy stated; Blaine Elementary; 3760 N Wayne Ave, Chicago IL 60613; MLS 12477908.
  [
    'n-wayne',
    'House-hack math on 3760 N Wayne: buy at $1.5M, live in the duplex-down and rent the two 2-bed units. If they rent at $2,600 each (what similar Southport units get), that covers a big share of a $7,600 mortgage payment.',
    '',
  ],
  [
    'n-wayne',
    'Room to grow: 4,200 sq ft of living space across three units at 3760 N Wayne Ave in Lakeview.',
    'living_area_sqft:warn',
  ],
  [
    'n-wayne',
    'Built in 1925, this all-brick Southport 3-flat comes with a 2-car garage off the alley. 3760 N Wayne Ave.',
    'year_built:block feature:garage:warn',
  ],
  [
    'n-wayne',
    'Edificio de 4 unidades en Lakeview, Chicago 60614: ladrillo, terrazas traseras y lavandería en cada unidad.',
    'property_type:block address.postal_code:block',
  ],
  [
    'n-wayne',
    'Prédio de 3 unidades em Lakeview, Chicago 60613: 7 quartos, 4 banheiros, lavanderia em cada unidade e aquecimento e ar individuais. US$ 1,5 milhão.',
    '',
  ],
  [
    'n-wayne',
    'Turnkey investment: 3760 N Wayne is fully rented with tenants in place, offered at $1.45M.',
    'feature:occupancy:warn price:block',
  ],
  [
    'n-wayne',
    'Ocho recámaras en total entre las tres unidades de 3760 N Wayne Ave, a pasos de Blaine Elementary.',
    'beds:block',
  ],
  [
    'n-wayne',
    'What $1.5M buys in Chicago: in Lincoln Park, a 4-bed single-family with a 2-car garage. In Lakeview, 3760 N Wayne Ave: an all-brick 3-flat from 1915 with 7 bedrooms, 4 baths and in-unit laundry, steps from Blaine Elementary.',
    '',
  ],
];
