import type { ClaimCase } from './case';

/** Third held-out set, part 2 (see held-out-3.ts): single-family houses. */
export const HELD_OUT_3_HOUSES: readonly ClaimCase[] = [
  // cypress: for sale $275,000; 3 bd; 2 ba (1 full + 1 half); 1,260 sq ft; lot 3,920 sq ft (0.09 ac);
  // 1920; 88 S Cypress Ave, Columbus OH 43222; MLS 224027480. Description: fully fenced lot, two-car
  // garage, Franklinton near new bars and restaurants. No basement, no fireplace.
  [
    'cypress',
    "Franklinton 🏠 3 bed, 1 full + 1 half bath, 1,260 SF, built in the '20s, fully fenced lot + 2-car garage. $275K #Columbus",
    '',
  ],
  [
    'cypress',
    'Just listed in 43222: 88 S Cypress Ave — three-bedroom, one-and-a-half bath, about 3,900 sq ft lot. Under $300K 👀',
    '',
  ],
  [
    'cypress',
    'Century-old (1920) home near all the new Franklinton bars & restaurants 🍻 $275,000. MLS 224027480',
    '',
  ],
  ['cypress', '3/1.5 in Franklinton w/ fenced yard & two-car garage. $275,000 — DM me 📩', ''],
  ['cypress', 'Columbus 3BR on a quarter-acre lot with 2-car garage — $275K', 'lot_size:block'],
  [
    'cypress',
    '$257,000 👀 88 S Cypress — 4 bedrooms, finished basement',
    'price:block beds:block feature:basement:warn',
  ],
  [
    'cypress',
    'Built in 1902! Franklinton 3 bed w/ wood-burning fireplace 🔥',
    'year_built:block feature:fireplace:warn',
  ],
  ['cypress', 'Pending! 🙌 3bd/2ba in Franklinton. Backups welcome.', 'status:block'],
  [
    'cypress',
    '88 S Cypress Ave, Columbus 43215 — 1,620 sq ft 3 bed, 2 full baths',
    'address.postal_code:block living_area_sqft:block baths_full:block',
  ],

  // birch-hollow: SOLD $612,000; 3 bd; 2 ba (1 full + 1 half); 1,540 sq ft; 0.46 ac; 1978; Cape;
  // 37 Birch Hollow Rd, Nashua NH 03062; MLS 4981234. Description: corner lot, hardwood floors,
  // renovated bath, detached garage. No pool, no solar.
  [
    'birch-hollow',
    'SOLD ✅ 37 Birch Hollow Rd, Nashua — Cape on a corner lot, nearly half an acre, 3 bed / 1.5 bath. Another happy family! 🎉',
    '',
  ],
  [
    'birch-hollow',
    "Just closed at $612K 🔑 1978 Cape, ~1,540 sf, detached garage + hardwoods. Thinking of selling in 03062? Let's chat.",
    '',
  ],
  [
    'birch-hollow',
    'Vendida 🏡 Casa estilo Cape de 3 recámaras en Nashua, 0.46 acres, garaje independiente.',
    '',
  ],
  [
    'birch-hollow',
    'Sold in Nashua NH 03062: 3 bed, 1 full and 1 half bath, 1,540 SF, MLS 4981234 🏡 #NHRealEstate',
    '',
  ],
  ['birch-hollow', 'Just listed! 37 Birch Hollow Rd, Nashua — 3BR Cape, $612K 🍂', 'status:block'],
  ['birch-hollow', 'Sold for $621,000! 3 bed 2 full bath Cape in Nashua', 'price:block baths_full:block'],
  [
    'birch-hollow',
    'SOLD in 03060 ✅ 1980s Cape with in-ground pool',
    'address.postal_code:block year_built:block feature:pool:warn',
  ],

  // falling-spring: for sale $695,000; 4 bd; 3.5 ba (3 full + 1 half); 3,100 sq ft; 1.27 ac; 1992;
  // colonial; 19810 Falling Spring Ct, Gaithersburg MD 20882; MLS MC9840970. Description: backs and
  // fronts to parkland, island kitchen, family room with fireplace, sun room, library, soaking tub,
  // solar panels. No pool, no garage, no basement.
  [
    'falling-spring',
    'Goshen Hunt colonial 🌳 4BR, 3 full + 1 half baths, 3,100 sq ft on 1.27 acres backing to parkland. Solar panels ☀️ $695K #Gaithersburg',
    '',
  ],
  [
    'falling-spring',
    "Under $700K: four bedrooms, three and a half baths, over an acre, built in '92. Family room fireplace 🔥 + sun room.",
    '',
  ],
  [
    'falling-spring',
    'Colonial de 4 recámaras y 3.5 baños en Gaithersburg, 1.3 acres junto al parque, paneles solares. $695,000',
    '',
  ],
  ['falling-spring', 'Gaithersburg 5BR colonial with in-ground pool, $695K', 'beds:block feature:pool:warn'],
  [
    'falling-spring',
    'Four and a half baths, 4 bedrooms, 1.27 ac — 19810 Falling Spring Ct, 20882',
    'baths_total:block',
  ],
  ['falling-spring', '1980s colonial on 2+ acres 🌲 MLS MC9840970', 'year_built:block lot_size:block'],
  [
    'falling-spring',
    'Under contract! 🎉 Goshen Hunt colonial with a 3-car garage',
    'status:block feature:garage:warn',
  ],

  // lee-marie: for sale $348,000; 4 bd; 2.5 ba (2 full + 1 half); 1,704 sq ft; lot 6,534 sq ft (0.15 ac);
  // 2016; 5518 Lee Marie Ln, Charlotte NC 28269; MLS 4075113. Description: new carpet, LVP, fresh paint,
  // new oven and fridge, formal dining, ATTACHED two-car garage, fenced backyard with patio. No pool, no water.
  [
    'lee-marie',
    'Charlotte 4 bed / 2 full + 1 half bath, ~1,700 sq ft, 2016 build 🏡 attached 2-car garage, fenced yard + patio. $348K #CharlotteRealEstate',
    '',
  ],
  [
    'lee-marie',
    'Casa de 4 recámaras y 2 baños y medio en Charlotte, construida en 2016, lote de 0.15 acres. Precio: $348,000',
    '',
  ],
  [
    'lee-marie',
    'Move-in ready ✨ four-bedroom at 5518 Lee Marie Ln, 28269: new LVP + fresh paint, brand-new oven & fridge. Sub-$350K! MLS# 4075113',
    '',
  ],
  [
    'lee-marie',
    'Quiet end-of-street spot in Charlotte 🏡 4BR, 2.5BA, 1,704 SF, formal dining, fenced backyard. $348,000 #NCHomes',
    '',
  ],
  [
    'lee-marie',
    'Charlotte 4BR on the lake 🌊 with a sparkling pool, $348K',
    'feature:waterfront:warn feature:pool:warn',
  ],
  ['lee-marie', '3 recámaras, 3 baños completos, 5518 Lee Marie Ln', 'beds:block baths_full:block'],
  [
    'lee-marie',
    'Brand new construction 2023! 4 bed Charlotte home, $384,000',
    'year_built:block price:block',
  ],
  [
    'lee-marie',
    'Charlotte 4 bed on a quarter acre with a detached garage',
    'lot_size:block feature:garage:block',
  ],

  // maple-grove: for sale $489,000; 3 bd; 2 ba (full/half unknown); 1,684 sq ft; 0.21 ac (~9,148 sq ft);
  // 1998; single-story; 2207 Maple Grove Ln, Austin TX 78745; MLS 8123456. Description: open kitchen,
  // quartz counters, covered patio, new roof 2022, large backyard, mature oaks. No garage, pool,
  // fireplace, solar, water.
  [
    'maple-grove',
    'South Austin single-story 🌳 3 bed / 2 bath, 1,684 sq ft on a 0.21-acre lot, quartz counters, covered patio, new roof (2022). $489K #ATX',
    '',
  ],
  [
    'maple-grove',
    "Three beds, two baths, built in the late '90s, ~9,100 sq ft lot with mature oaks. 2207 Maple Grove Ln, 78745. $489,000",
    '',
  ],
  ['maple-grove', 'Casa de una planta en Austin: 3 recámaras, 2 baños, $489 mil 🏡', ''],
  ['maple-grove', 'Under $500K in South Austin: 3BR/2BA single-story, 1,684 SF 🌳 MLS 8123456', ''],
  [
    'maple-grove',
    'Austin 3/2 with 2-car garage & fireplace, $489K',
    'feature:garage:warn feature:fireplace:warn',
  ],
  [
    'maple-grove',
    'Casa con piscina y vista al lago, 4 recámaras, Austin',
    'feature:pool:warn feature:water_view:warn beds:block',
  ],
  [
    'maple-grove',
    'Austin home built in 2008 with solar panels ☀️ 3 bed 2 bath',
    'year_built:block feature:solar:warn',
  ],
  [
    'maple-grove',
    'Half-acre lot in 78745! 2207 Maple Grove, under contract in a weekend 🤯',
    'lot_size:block status:block',
  ],
];
