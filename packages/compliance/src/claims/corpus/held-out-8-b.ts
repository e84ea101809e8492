import type { ClaimCase } from './case';

/** Held-out-8, part B (falling-spring, larkspur, lee-marie, maple-grove): see held-out-8.ts. */
export const HELD_OUT_8_B: readonly ClaimCase[] = [
  // falling-spring: for sale, $695,000, 19810 Falling Spring Ct, Gaithersburg MD 20882, 4 beds, 3.5 baths
  // (3 full, 1 half), 3,100 sq ft, 1.27 acres, 1992, MLS MC9840970; Colonial backing and fronting to
  // parkland, island kitchen with breakfast area, scenic vista, family room with fireplace, sun room,
  // library with built-ins, remodeled primary bath with soaking tub, walk-in closet, solar panels.
  [
    'falling-spring',
    'Goshen Hunt Country estate setting: 1.27 acres (over 55,000 sq ft) backing and fronting to parkland. This sun-filled 1992 Colonial offers 4 bedrooms, 3 full and 1 half baths across 3,100 sq ft, an island kitchen overlooking a scenic vista, a family room with fireplace, a library with built-ins and solar panels. Offered at $695,000. Long & Foster.',
    '',
  ],
  [
    'falling-spring',
    'COMING SOON in Gaithersburg 👀 4BR/3.5BA Colonial on 2 acres, three-car garage, in-ground pool. Low 700s. Stay tuned!',
    'status:block lot_size:block feature:garage:warn feature:pool:warn price:block',
  ],
  [
    'falling-spring',
    '1/4 Gaithersburg listing breakdown 🧵\n2/4 19810 Falling Spring Ct: four bedrooms, three and a half baths, 3,100 sq ft.\n3/4 Built in the early 2000s with a finished basement and a remodeled primary bath.\n4/4 Just under $700K. MLS MC9840970.',
    'year_built:block feature:basement:warn',
  ],
  [
    'falling-spring',
    'En venta: casa colonial en 19810 Falling Spring Ct, Gaithersburg, MD 20882. 4 recámaras, 3 baños completos y medio baño, 3,100 pies cuadrados en un terreno de 1.27 acres junto a un parque. Chimenea, biblioteca, paneles solares. Precio: $695,000.',
    '',
  ],
  [
    'falling-spring',
    'Open house Sunday 2–4! 19810 Falling Spring Ct, 20882. 5 bedrooms, 4 full baths, sunroom, and a brand-new roof.',
    'open_houses:warn beds:block baths_full:block feature:new_roof:warn',
  ],
  [
    'falling-spring',
    'Price: $695K | 4BR/3.5BA | 3,100 SF | 1.27 AC\nSun Room, Library w/ Built-Ins, primary suite with soaking tub and walk-in closet, solar panels. Backs to parkland. MLS MC9840970 · MaryAnne Fiorita, Long & Foster',
    '',
  ],
  [
    'falling-spring',
    'Gaithersburg, MD 20878: 19810 Falling Spring Ct. 4 beds, 2.5 baths, 3,100 sq ft, heated floors in the primary bath.',
    'address.postal_code:block baths_total:block feature:heated_floors:warn',
  ],

  // larkspur: for rent, $2,350 a month, 910 Larkspur St APT 4, Denver CO 80206, 2 beds, 1 bath (full),
  // 940 sq ft, 1962, apartment; open house 2026-01-10 (a Saturday) 10:00-12:00; second floor, in-unit
  // laundry, balcony, one reserved parking space.
  [
    'larkspur',
    'FOR RENT – 910 Larkspur St, Apt 4, Denver 80206. 2 bed / 1 bath, 940 sq ft, $2,350/mo. Sunny second-floor unit with in-unit laundry, a balcony and one reserved parking space. Open house Saturday, Jan 10, 10 AM–noon. Call Marcus Bell at 720-555-0187 (Front Range Leasing).',
    '',
  ],
  [
    'larkspur',
    '2BR/2BA apartment at 910 Larkspur St #4. $2,350/month, security deposit $2,350, 12-month lease, cats OK. Dishwasher, central A/C, garage parking.',
    'baths_total:block feature:deposit:warn feature:lease:warn feature:pets:warn feature:appliances:warn feature:central_air:warn feature:garage:warn',
  ],
  [
    'larkspur',
    '2 Bed Apartment for Rent – $2,150\n910 Larkspur St Apt 4, Denver CO 80206\nBuilt 1962, 940 sq ft\nWasher/dryer in unit, balcony, 2 parking spots',
    'price:block feature:parking:block',
  ],
  [
    'larkspur',
    'Newly renovated 2-bed condo for rent in Denver, 910 Larkspur St #4. $2,350/mo, utilities included, mountain views from the balcony.',
    'property_type:block feature:renovation:warn feature:utilities:warn feature:mountain_view:warn',
  ],
  [
    'larkspur',
    'Denver rental alert: 910 Larkspur St #4, a 1 bed ground-floor unit, $2,350/mo, open house Sunday Jan 11 1–3 PM.',
    'beds:block feature:floor_level:block open_houses:block',
  ],
  [
    'larkspur',
    'Now leasing in 80206 🏙️ Two bedrooms, one bath, 940 sq ft. In-unit laundry, private balcony, reserved parking spot. $2,350 a month. Built in the early 60s. Front Range Leasing — Marcus Bell, 720-555-0187.',
    '',
  ],

  // lee-marie: for sale, $348,000, 5518 Lee Marie Ln, Charlotte NC 28269, 4 beds, 2.5 baths (2 full, 1 half),
  // 1,704 sq ft, 6,534 sq ft lot, 2016, MLS 4075113; new carpet, LVP, fresh paint, new oven and
  // refrigerator, formal dining, attached two-car garage, fully fenced backyard with patio, end of street.
  [
    'lee-marie',
    '4bd/2.5ba | 1,704 sq ft | built 2016\n5518 Lee Marie Ln, Charlotte NC 28269 — $348,000\nBrand-new carpet, LVP and fresh paint, new oven and refrigerator, formal dining, attached two-car garage and a fully fenced backyard with patio. This one is a gem! MLS #4075113 · Steven Norris, EXP Realty, (919) 749-1613',
    '',
  ],
  [
    'lee-marie',
    'Four bedrooms, two and a half baths, and a quiet end-of-street spot in Charlotte. With 3.5% down at a 6.1% rate, the payment on $348K is about $2,150 a month. Ask me about first-time buyer programs! — The Norris Home Team',
    '',
  ],
  [
    'lee-marie',
    'PRICE DROP! Now $339,900 (was $360,000). 5518 Lee Marie Ln — 3/2, two-car garage, fenced yard, community pool.',
    'price:block beds:block baths_total:block feature:pool:warn',
  ],
  [
    'lee-marie',
    'Excited to announce my newest listing in Charlotte’s 28262! 5518 Lee Marie Ln is a 2016 build with four bedrooms, nearly 2,000 sq ft, granite counters and a brand new HVAC. Proud to represent the sellers with EXP Realty.',
    'address.postal_code:block living_area_sqft:block feature:granite:warn feature:renovation:warn',
  ],
  [
    'lee-marie',
    'UNDER CONTRACT ✅ 5518 Lee Marie Ln, Charlotte. 4BR 2.5BA, $348K. Congrats to my buyers!',
    'status:block',
  ],
  [
    'lee-marie',
    'Charlotte 4 bed under $350K! 5518 Lee Marie Ln sits on a quarter-acre lot with a new roof. MLS 4075113.',
    'lot_size:block feature:new_roof:warn',
  ],
  [
    'lee-marie',
    'Casa en Charlotte, NC 28269: 4 recámaras, 2 baños completos y medio baño, 1,704 pies cuadrados, construida en 2016. Alfombra nueva, pisos LVP, horno y refrigerador nuevos, garaje para dos autos y patio cercado. $348,000.',
    '',
  ],

  // maple-grove: for sale, $489,000, 2207 Maple Grove Ln, Austin TX 78745, 3 beds, 2 baths, 1,684 sq ft,
  // 0.21 acres, 1998, MLS 8123456; updated single-story, quiet street, open kitchen, quartz, covered patio,
  // new roof in 2022, large backyard with mature oaks.
  [
    'maple-grove',
    '3BR2BA single-story in 78745 — high 400s! 2207 Maple Grove Ln, built in the late 90s, 1,684 sq ft on 0.21 acres. Open kitchen with quartz, covered patio, new roof (2022) and a big backyard with mature oaks. Recently sold nearby: 2311 Maple Grove Ln, 4 bed, 2,050 sq ft, $532,000. Dana Whitfield · Hill Country Realty · (512) 555-0142',
    '',
  ],
  [
    'maple-grove',
    'Just under $500K in South Austin: 2207 Maple Grove Ln. Two stories, 3 beds, over 2,000 sq ft, and a sparkling pool under the oaks.',
    'feature:stories:block living_area_sqft:block feature:pool:warn',
  ],
  [
    'maple-grove',
    'Slide 1/4: 2207 Maple Grove Ln, Austin 78745 🌳\nSlide 2/4: 3 bed, 2 bath, quartz kitchen, covered patio\nSlide 3/4: Half-acre lot, walk to top-rated schools\nSlide 4/4: Pending — ask about backups! MLS 8123456',
    'lot_size:block feature:school:warn status:block',
  ],
  [
    'maple-grove',
    'Casa de un piso en Austin: 3 recámaras, 2 baños, 1,684 pies cuadrados. Techo nuevo en 2022, cocina abierta con cuarzo y patio cubierto. Menos de $500 mil. Llame a Dana al (512) 555-0142.',
    '',
  ],
  [
    'maple-grove',
    '2207 Maple Grove Ln | Offered at $498,000 | 3 Beds | 2 Baths | 1,684 Sq Ft | Built 1998 | MLS 8123465',
    'price:block mls_id:block',
  ],
  [
    'maple-grove',
    'FOR SALE\n3 BED | 2 BATH\nSINGLE-STORY | NEW ROOF 2022\nHILL COUNTRY REALTY\n(512) 555-0142\nDANA WHITFIELD',
    '',
  ],
  [
    'maple-grove',
    'For rent: 2207 Maple Grove Ln, Austin — 3/2 house, $2,800/mo, first month + deposit, no pets.',
    'status:block price:block feature:deposit:warn feature:pets:warn',
  ],
  [
    'maple-grove',
    'After 11 years in South Austin real estate, I still get excited about homes like 2207 Maple Grove Ln: three bedrooms, two baths, 1,684 sq ft, a 2022 roof and mature oak trees on 0.21 acres. Offered at $489,000. Reach my team at (512) 555-0142 — Hill Country Realty.',
    '',
  ],
];
