import type { ClaimCase } from './case';

/** Held-out-18, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-18.ts). */
export const HELD_OUT_18_B: readonly ClaimCase[] = [
  // larkspur: for rent at $2,350 a month; 2 beds, 1 bath; 940 sq ft; built 1962; apartment; 910 Larkspur St
  // APT 4, Denver CO 80206; second floor, in-unit laundry, balcony, one reserved parking space; open house
  // Saturday January 10, 10 AM to noon. No garage, pool or gym named.
  [
    'larkspur',
    'For rent in Denver ☀️ 910 Larkspur St #4 is a sunny second-floor 2-bed, 1-bath with in-unit laundry, a balcony and one reserved parking space. $2,350 a month. Open house Saturday, January 10, 10 AM to noon.',
    '',
  ],
  [
    'larkspur',
    'Renting vs. buying: 910 Larkspur St #4 rents for $2,350 a month. A similar 2-bed condo nearby lists around $425,000, roughly $2,700 a month all-in with taxes and HOA dues at 20% down.',
    '',
  ],
  [
    'larkspur',
    'Se renta: 910 Larkspur St, Apt 4, Denver CO 80206. 2 recámaras, 1 baño, unos 87 m², lavadora y secadora en la unidad, balcón y un estacionamiento reservado. $2,350 al mes.',
    '',
  ],
  [
    'larkspur',
    "Thanks for signing in at Saturday's open house at 910 Larkspur St #4! Applications are due Friday, January 16. Rent is $2,350 and the building dates from 1962.",
    '',
  ],
  [
    'larkspur',
    'Missed Saturday? Second open house at 910 Larkspur St #4 on Sunday 1/11, 1–3 PM.',
    'open_houses:block',
  ],
  ['larkspur', '910 Larkspur St #4 Denver: 2bd/1ba, 940sf, $2,530/mo, W/D in unit', 'price:block'],
  [
    'larkspur',
    'Garage parking for two cars is included, and residents get the rooftop pool all summer. 910 Larkspur St #4.',
    'feature:garage:warn feature:pool:warn',
  ],
  [
    'larkspur',
    'Сдаётся квартира: 910 Larkspur St, кв. 4, Денвер. 3 спальни, 1 ванная, 940 кв. футов, дом 1962 года. $2 350 в месяц.',
    'beds:block',
  ],
  [
    'larkspur',
    'Rented! 910 Larkspur St #4 in our lovingly kept 1926 building has found its tenant.',
    'status:block year_built:block',
  ],

  // lee-marie: for sale at $348,000; 4 beds, 2.5 baths; 1,704 sq ft; 6,534 sq ft lot; built 2016; single
  // family; 5518 Lee Marie Ln, Charlotte NC 28269; MLS 4075113; new carpet, LVP, paint, new oven and
  // refrigerator, formal dining, attached two-car garage, fenced backyard with patio. No pool, HOA or fireplace.
  [
    'lee-marie',
    'Just listed in Charlotte 🏡 5518 Lee Marie Ln: 4 bedrooms, 2.5 baths, 1,704 sq ft, brand-new carpet, LVP and fresh paint, a new oven and refrigerator and an attached two-car garage. Fenced backyard with a patio. $348,000.',
    '',
  ],
  [
    'lee-marie',
    '$204 a square foot: 5518 Lee Marie Ln asks $348,000 for 1,704 sq ft, built 2016. Sold homes in 28269 averaged $215 a foot this year.',
    '',
  ],
  [
    'lee-marie',
    'للبيع في شارلوت: 5518 Lee Marie Ln، أربع غرف نوم وحمامان ونصف، نحو 158 م²، بُني عام 2016، مرآب ملحق لسيارتين. السعر 348,000 دولار.',
    '',
  ],
  [
    'lee-marie',
    'Summer at 5518 Lee Marie Ln means the community pool and clubhouse, and the HOA is only $45 a month.',
    'feature:pool:warn feature:hoa:warn',
  ],
  ['lee-marie', '5518 Lee Marie Ln CLT 28262 · 4/2.5 · 1,704sf · $348K', 'address.postal_code:block'],
  [
    'lee-marie',
    'Built in 2006, this four-bedroom home sits on a quarter-acre lot at the quiet end of the street.',
    'year_built:block lot_size:block',
  ],
  [
    'lee-marie',
    'Hi Priya, 5518 Lee Marie Ln has the 3 full baths you wanted, and a gas fireplace in the family room too.',
    'baths_total:block feature:fireplace:warn',
  ],
  [
    'lee-marie',
    'UNDER CONTRACT in 5 days! 5518 Lee Marie Ln, 4 beds, attached two-car garage.',
    'status:block',
  ],

  // maple-grove: for sale at $489,000; 3 beds, 2 baths; 1,684 sq ft; 0.21 acres; built 1998; single family;
  // 2207 Maple Grove Ln, Austin TX 78745; MLS 8123456; single-story, open kitchen, quartz, covered patio, new
  // roof in 2022, large backyard with oaks. No garage, fireplace or pool named.
  [
    'maple-grove',
    'South Austin single-story 🌳 2207 Maple Grove Ln has 3 bedrooms, 2 baths, 1,684 sq ft, an open kitchen with quartz counters, a covered patio and a new roof in 2022. Big backyard with mature oaks. $489,000.',
    '',
  ],
  [
    'maple-grove',
    '78745 prices are down 4% year over year, which makes 2207 Maple Grove Ln at $489,000 worth a look. Built 1998 on a 0.21-acre lot.',
    '',
  ],
  [
    'maple-grove',
    'Dreaming bigger? At 0.21 acres, 2207 Maple Grove Ln has room for a future pool or a backyard studio (buyer to verify with the city). The roof was replaced in 2022.',
    '',
  ],
  [
    'maple-grove',
    '오스틴 남부 단층 주택: 2207 Maple Grove Ln, 침실 3개, 욕실 2개, 약 156㎡, 1998년 건축, 가격 48만 9천 달러.',
    '',
  ],
  [
    'maple-grove',
    'Carousel alt text, slide 2: The four-bedroom home at 2207 Maple Grove Ln with its two-car garage and oak trees.',
    'beds:block feature:garage:warn',
  ],
  [
    'maple-grove',
    'Peace of mind at 2207 Maple Grove Ln: new roof in 2020 and quartz counters in the open kitchen.',
    'feature:new_roof:block',
  ],
  ['maple-grove', '2207 Maple Grove Ln ATX: 3/2, 1,864 sf, $489K, big oaks 🌳', 'living_area_sqft:block'],
  [
    'maple-grove',
    'Just listed at $498,000 · MLS #8123465 · 2207 Maple Grove Ln, Austin 78745',
    'price:block mls_id:block',
  ],
  [
    'maple-grove',
    'Cozy up by the fireplace in this 1989 South Austin home at 2207 Maple Grove Ln.',
    'feature:fireplace:warn year_built:block',
  ],

  // marble-creek: for sale at $815,000; 4 beds, 3.5 baths; 4,479 sq ft; 0.36 acres; built 1999; single
  // family; 13915 Marble Creek Ct, Houston TX 77077; MLS 33148146; custom Kickerillo home on a cul-de-sac;
  // 3 fireplaces, oak hardwoods, granite island, Sub-Zero; "ample space for pool"; extended garage.
  [
    'marble-creek',
    'Custom Kickerillo home on a cul-de-sac 🏛️ 13915 Marble Creek Ct: 4 bedrooms, 3.5 baths, about 4,479 sq ft, three fireplaces, oak hardwoods and a granite island kitchen with Sub-Zero. Gorgeous grounds with room for a pool. $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Hi Dan, your list says pool, 4+ beds, under $850K. 13915 Marble Creek Ct has 4 bedrooms at $815,000 and space to add a pool; 13902 Marble Creek Ct already has a pool but asks $899,000.',
    '',
  ],
  [
    'marble-creek',
    'Casa en venta en Houston 77077: 13915 Marble Creek Ct, 4 recámaras, 3.5 baños, unos 416 m², lote de 0.36 acres, construida en 1999. Precio: $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Summer is calling 🌴 Lounge by the resort-style pool at 13915 Marble Creek Ct.',
    'feature:pool:block',
  ],
  [
    'marble-creek',
    'Five bedrooms and four fireplaces: 13915 Marble Creek Ct has space for everyone.',
    'beds:block feature:fireplace:block',
  ],
  [
    'marble-creek',
    '$815,000 for 3,479 sq ft is about $234 a foot at 13915 Marble Creek Ct.',
    'living_area_sqft:block',
  ],
  [
    'marble-creek',
    "Maison sur mesure à Houston, construite en 2009, sur un terrain d'un demi-acre au fond d'une impasse.",
    'year_built:block lot_size:block',
  ],
  [
    'marble-creek',
    'JUST SOLD 🎉 13915 Marble Creek Ct, MLS 33148146. Congratulations to the new owners!',
    'status:block',
  ],

  // n-wayne: for sale at $1,500,000; 3-flat, multi family; 7 beds, 4 baths in all; no square feet; 3,000 sq
  // ft lot; built 1915; 3760 N Wayne Ave, Chicago IL 60613; MLS 12477908; two 2-bed/1-bath units and a
  // 3-bed/2-bath duplex-down; in-unit laundry, individual HVAC, rear decks. No garage or occupancy named.
  [
    'n-wayne',
    'Southport Corridor 3-flat 🧱 3760 N Wayne Ave: all-brick, three units (two 2-bed/1-bath and a 3-bed/2-bath duplex-down), in-unit laundry, individual HVAC and rear decks. Built 1915. $1,500,000.',
    '',
  ],
  [
    'n-wayne',
    "House-hack math at 3760 N Wayne: live in the duplex-down and rent the two upper 2BRs at Lakeview's ~$2,600 average to cover much of the mortgage on a $1.5M purchase. 7 bedrooms and 4 baths in all.",
    '',
  ],
  [
    'n-wayne',
    'Prédio de 3 unidades em Lakeview, Chicago IL 60613: 7 quartos, 4 banheiros, terreno de 25x120, construído em 1915. Preço: US$ 1,5 milhão. MLS 12477908.',
    '',
  ],
  [
    'n-wayne',
    'Rare 6-unit building on Wayne with a 3-car garage off the alley.',
    'property_type:block feature:garage:warn',
  ],
  [
    'n-wayne',
    '3760 N Wayne Ave offers 3,600 sq ft of living space and 8 bedrooms across three units.',
    'living_area_sqft:warn beds:block',
  ],
  ['n-wayne', '3760 N Wayne Ave, Chi 60657: 3-flat, $1.5M, all-brick', 'address.postal_code:block'],
  [
    'n-wayne',
    'Built in 1951 and fully leased at market rents: 3760 N Wayne Ave is a turnkey investment.',
    'year_built:block feature:occupancy:warn',
  ],
  ['n-wayne', 'Price cut! 3760 N Wayne Ave is now $1,350,000.', 'price:block'],
];
