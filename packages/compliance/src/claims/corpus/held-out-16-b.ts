import type { ClaimCase } from './case';

/** Held-out-16, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-16.ts). */
export const HELD_OUT_16_B: readonly ClaimCase[] = [
  // larkspur: for rent at $2,350 a month; 2 beds; 1 bath; 940 sq ft; built 1962; second-floor apartment
  // with in-unit laundry, a balcony and ONE reserved parking space; 910 Larkspur St APT 4, Denver CO 80206;
  // no MLS; open house 2026-01-10 10 AM to noon. No garage, pets or pool named.
  [
    'larkspur',
    'Rent: $2,350/month\nBedrooms: 2 · Bathrooms: 1\nSquare feet: 940\nLaundry: In-unit\nParking: 1 reserved space\nAddress: 910 Larkspur St Apt 4, Denver, CO 80206\nAbout: sunny second-floor unit with a balcony in a 1962 building.',
    '',
  ],
  [
    'larkspur',
    'Front Range Leasing: open house Sat Jan 10, 10am–noon at 910 Larkspur St #4. 2BR, in-unit W/D, balcony. Questions? 720-555-0187',
    '',
  ],
  [
    'larkspur',
    'Open house this Sunday, January 11, 2–4 PM at 910 Larkspur St Apt 4! Two bedrooms, 940 sq ft.',
    'open_houses:block',
  ],
  [
    'larkspur',
    "Slide 1/4: 🏙️ Congress Park 2BR\nSlide 2/4: just $2,150/mo\nSlide 3/4: balcony + in-unit laundry\nSlide 4/4: built in '62, 910 Larkspur St Apt 4",
    'price:block',
  ],
  [
    'larkspur',
    'Se renta departamento en 910 Larkspur St Apt 4, Denver: 2 recámaras, 1 baño, lavadora y secadora en la unidad, garaje privado y se aceptan mascotas. $2,350 al mes.',
    'feature:garage:warn feature:pets:warn',
  ],
  [
    'larkspur',
    "Relocation guide to Denver's 80206: the median two-bedroom rents for about $2,600, and the walk score is 88. A good value: 910 Larkspur St Apt 4, 2 beds, 940 sq ft, $2,350. Want amenities? 1200 Larkspur St #7 has a rooftop pool and gym at $3,100.",
    '',
  ],
  [
    'larkspur',
    'TEXT BLAST: 3BR/2BA at 910 Larkspur St Apt 6, second floor, balcony, reserved parking. Reply TOUR.',
    'beds:block baths_total:block address.street:block',
  ],
  [
    'larkspur',
    'LEASED! 🎉 910 Larkspur St Apt 4 is off the market. Thanks to everyone who toured. More Denver rentals coming soon.',
    'status:block',
  ],
  [
    'larkspur',
    'Cho thuê căn hộ 910 Larkspur St Apt 4, Denver: 2 phòng ngủ, 1 phòng tắm, 940 sq ft (khoảng 87 m²), máy giặt trong căn hộ, ban công, 1 chỗ đậu xe riêng. $2,350/tháng.',
    '',
  ],

  // lee-marie: for sale at $348,000; 4 beds; 2.5 baths (2 full + 1 half); 1,704 sq ft; lot 6,534 sq ft
  // (0.15 acre); built 2016; single family with an ATTACHED TWO-CAR garage, fenced backyard and patio; 5518
  // Lee Marie Ln, Charlotte NC 28269; MLS 4075113; Steven Norris (919) 749-1613. No pool, fireplace or HOA.
  [
    'lee-marie',
    'The Norris Group is proud to present 5518 Lee Marie Ln, Charlotte NC 28269: 4 bedrooms, 2.5 baths, 1,704 sq ft, built 2016, attached two-car garage and a fully fenced backyard with a patio. Offered at $348,000. Our team closed 112 homes in 2025. #JustListed #CharlotteRealEstate',
    '',
  ],
  [
    'lee-marie',
    '1/5 Just listed in north Charlotte 🧵\n2/5 5518 Lee Marie Ln, 5 bedrooms, fresh paint and new carpet\n3/5 Brand-new oven and fridge\n4/5 Fenced backyard with patio\n5/5 $348K, link below',
    'beds:block',
  ],
  [
    'lee-marie',
    'शार्लट में नया घर: 5518 Lee Marie Ln, 4 बेडरूम, 2.5 बाथ, 1,704 वर्ग फुट, 2016 में बना, स्विमिंग पूल के साथ। कीमत $348,000।',
    'feature:pool:warn',
  ],
  [
    'lee-marie',
    'JUST SOLD postcard\n5518 Lee Marie Ln · built 2006 · nearly 1/3 acre lot\nCurious what your home is worth? Call Steven (919) 749-1613',
    'status:block year_built:block lot_size:block',
  ],
  [
    'lee-marie',
    'Lee Marie Ln, this month:\n| Home | Beds | Baths | Sq ft | Extras | Price |\n| 5518 | 4 | 2.5 | 1,704 | fenced yard, patio | $348K |\n| 5530 | 5 | 3 | 2,410 | pool, bonus room | $425K |\n| 5702 | 3 | 2 | 1,390 | screened porch | $310K |',
    '',
  ],
  [
    'lee-marie',
    'Text alert: end-unit townhome at 5518 Lee Marie Ln with a 3-car garage, 4 bd. Reply INFO.',
    'property_type:block feature:garage:block',
  ],
  [
    'lee-marie',
    'Drip email, day 5: why buyers love 5518 Lee Marie Ln, Charlotte 28262. Low HOA (just $45/mo), fenced yard, brand-new oven and refrigerator.',
    'address.postal_code:block feature:hoa:warn',
  ],
  [
    'lee-marie',
    'Payment math for 5518 Lee Marie Ln at $348,000: with 3.5% down FHA you bring $12,180, and at 6.25% principal, interest, taxes and insurance run about $2,400 a month. Rent for a 4-bed nearby averages $2,250.',
    '',
  ],
  [
    'lee-marie',
    '샬럿 5518 Lee Marie Ln: 침실 4개, 욕실 2.5개, 1,704 sq ft, 2016년 건축, 2대 차고, $348,000. MLS 4075113.',
    '',
  ],

  // maple-grove: for sale at $489,000; 3 beds; 2 baths; 1,684 sq ft; 0.21 acres; built 1998; updated
  // single-story with open kitchen, quartz counters, covered patio, NEW ROOF IN 2022, large backyard with
  // oaks; 2207 Maple Grove Ln, Austin TX 78745; MLS 8123456. No garage or pool named.
  [
    'maple-grove',
    'Slide 1/5: 2207 Maple Grove Ln, South Austin\nSlide 2/5: 3️⃣ bed · 2️⃣ bath\nSlide 3/5: 1,684 sq ft, all on one level\nSlide 4/5: new roof (2022) + covered patio\nSlide 5/5: $489,000 · MLS 8123456',
    '',
  ],
  [
    'maple-grove',
    '[YouTube Short] Walk with me through 2207 Maple Grove Ln: open kitchen, quartz, a 2-car garage, and out back a sparkling pool under the oaks.',
    'feature:garage:warn feature:pool:warn',
  ],
  [
    'maple-grove',
    'Inspection-friendly! 2207 Maple Grove Ln got a brand-new roof in 2019, plus quartz counters and a covered patio. $489K.',
    'feature:new_roof:block',
  ],
  [
    'maple-grove',
    'POSTCARD: Just listed at 2270 Maple Grove Ln, Austin TX 78745. 4BR, single story, big oak-shaded yard. $489,000.',
    'address.street:block beds:block',
  ],
  [
    'maple-grove',
    'South Austin update: the median price in 78745 slipped 4% to $455K and homes with pools sell for about $30K more. Our 2207 Maple Grove Ln is at $489,000 with a 2022 roof, and its large backyard has room to add a pool.',
    '',
  ],
  [
    'maple-grove',
    '奥斯汀南区单层住宅：2207 Maple Grove Ln，三室两卫，1,684平方英尺，房龄约10年，售价$489,000。',
    'year_built:block',
  ],
  [
    'maple-grove',
    'PRICE IMPROVEMENT on 2207 Maple Grove Ln: now $479,000 for 3 beds, 2 baths and a covered patio.',
    'price:block',
  ],
  [
    'maple-grove',
    'Casa de una planta en 2207 Maple Grove Ln, Austin 78745: 3 recámaras, 2 baños, 1,684 pies², techo nuevo (2022), patio cubierto. $489K. MLS 8123456.',
    '',
  ],
  [
    'maple-grove',
    "Tour day with the Nguyens:\n9:30 2207 Maple Grove Ln, 3/2, 1,650–1,700 sf, ~0.2 ac, built '98, new roof 2022\n10:15 2215 Maple Grove Ln, 4/3 with a pool and a 3-car garage\n11:00 6804 Cherry Park Dr, 3/2.5 townhome, HOA $210",
    '',
  ],

  // marble-creek: for sale at $815,000; 4 beds; 3.5 baths (3 full + 1 half); 4,479 sq ft; 0.36 acres; built
  // 1999; custom Kickerillo on a cul-de-sac; THREE fireplaces; Sub-Zero; "ample space for pool" (no pool);
  // extended garage and 2-car porte cochere; 13915 Marble Creek Ct, Houston TX 77077; MLS 33148146.
  [
    'marble-creek',
    '13915 Marble Creek Ct · Custom Kickerillo on a cul-de-sac\n4 BR · 3 full + 1 half baths · ~4,500 SF · 0.36 acre · 3 fireplaces\nPlenty of room for a pool · $815,000',
    '',
  ],
  [
    'marble-creek',
    'Summer is better at 13915 Marble Creek Ct: resort-style pool, granite island kitchen, and a floating staircase.',
    'feature:pool:block',
  ],
  [
    'marble-creek',
    'LinkedIn | The Dietrich team just listed a 5-bedroom, 4-full-bath custom home on a Houston cul-de-sac: 13915 Marble Creek Ct.',
    'beds:block baths_total:block',
  ],
  [
    'marble-creek',
    '[0:00] SOLD in Ashford Forest! [0:03] A Kickerillo custom built in 2009 [0:06] with three fireplaces and a Sub-Zero.',
    'status:block year_built:block',
  ],
  [
    'marble-creek',
    'Marble Creek Ct at a glance:\n13915 | 4 bd | 4,479 sf | 0.36 ac | 3 fireplaces | $815K\n13922 | 5 bd | 5,100 sf | pool, 3-car garage | $949K\n13907 | 4 bd | 3,900 sf | media room | $760K',
    '',
  ],
  [
    'marble-creek',
    'Cozy winters at 13915 Marble Creek Ct: two fireplaces, plantation shutters and cathedral ceilings.',
    'feature:fireplace:block',
  ],
  [
    'marble-creek',
    'Email drip #2: 13915 Marble Creek Ct, Houston 77079, sits on a half-acre lot at the end of a cul-de-sac.',
    'address.postal_code:block lot_size:block',
  ],
  [
    'marble-creek',
    'Nhà 13915 Marble Creek Ct, Houston: 4 phòng ngủ, 3,5 phòng tắm, 4.479 sq ft (416 m²), xây năm 1999, 3 lò sưởi, giá $815.000.',
    '',
  ],
  [
    'marble-creek',
    'Day 1: meet 13915 Marble Creek Ct (MLS #33148146). Sub-Zero, convection oven, extended garage plus a 2-car porte cochère. At 20% down and 6.5%, principal and interest come to about $4,120 a month.',
    '',
  ],

  // n-wayne: for sale at $1,500,000; 7 beds; 4 baths; no living area listed; lot 3,000 sq ft; built 1915;
  // multi-family, an all-brick 3-FLAT (two 2BR/1BA units and a 3BR/2BA duplex-down); in-unit laundry;
  // individual HVAC (GFA/CA); rear decks; near Blaine Elementary; 3760 N Wayne Ave, Chicago IL 60613; MLS
  // 12477908. No garage named; occupancy unstated.
  [
    'n-wayne',
    'Just listed by our team: 3760 N Wayne Ave, an all-brick 3-flat in the Southport Corridor. Two 2BR/1BA units and a 3BR/2BA duplex-down, 7 beds and 4 baths in all, in-unit laundry, individual forced-air heat and central air. Built 1915. $1.5M. MLS 12477908.',
    '',
  ],
  [
    'n-wayne',
    'Investor alert: 4-unit brick building at 3760 N Wayne Ave, Lakeview. Strong rents, Blaine Elementary.',
    'property_type:block',
  ],
  [
    'n-wayne',
    'Slide 3/6: each unit at 3760 N Wayne lives large at about 1,100 sq ft, with rear decks and granite kitchens.',
    'living_area_sqft:warn',
  ],
  [
    'n-wayne',
    'Postcard: Lakeview vintage 3-flat, built in 1951, asking $1.45M. 3760 N Wayne Ave.',
    'year_built:block price:block',
  ],
  [
    'n-wayne',
    'Lakeview 2-4 units, Q3: median cap rate 5.1%, 38 closed sales in 2025. Our 3760 N Wayne Ave has 3 units at $1,500,000; the 6-flat at 3800 N Wayne with garage parking sold for $2.1M.',
    '',
  ],
  [
    'n-wayne',
    '3706 N Wayne Ave: fully occupied 3-flat with a 2-car garage. Call for the rent roll.',
    'address.street:block feature:occupancy:warn feature:garage:warn',
  ],
  [
    'n-wayne',
    'Edificio de 3 departamentos en Lakeview: 8 recámaras y 5 baños en total, lavandería en cada unidad. $1,500,000.',
    'beds:block baths_total:block',
  ],
  [
    'n-wayne',
    '1/4 Southport 3-flat at 3760 N Wayne Ave 🧵\n2/4 Units: 2/1, 2/1 and a 3/2 duplex-down\n3/4 In-unit W/D, rear decks, GFA/CA in every unit\n4/4 $1.5M, Chicago 60613, steps from Blaine Elementary',
    '',
  ],
  [
    'n-wayne',
    '3760 N Wayne Ave: 3 units, 7 bd / 4 ba, 3,000 sf lot, $1.5M. Call Jeanine at 312-446-9957.',
    '',
  ],
];
