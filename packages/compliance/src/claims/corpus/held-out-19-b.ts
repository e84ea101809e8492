import type { ClaimCase } from './case';

/** Held-out-19, second part: larkspur, lee-marie, maple-grove, marble-creek, n-wayne (see held-out-19.ts). */
export const HELD_OUT_19_B: readonly ClaimCase[] = [
  // larkspur: FOR RENT at $2,350/month; 2 beds; 1 bath; 940 sq ft; built 1962; apartment; second floor,
  // in-unit laundry, balcony, one reserved parking space; 910 Larkspur St APT 4, Denver CO 80206; open
  // house Saturday January 10, 2026, 10 AM to noon; no MLS.
  [
    'larkspur',
    "Thanks to the 14 people who toured 910 Larkspur St #4 at Saturday's open house (Jan 10, 10 to noon)! Recap for anyone who missed it: 2 beds, 1 bath, 940 sq ft on the second floor, in-unit laundry, a balcony and one reserved parking space. $2,350/month. Applications are open now.",
    '',
  ],
  [
    'larkspur',
    'Hi Jordan, rent is $2,350/mo for the 2BR at 910 Larkspur. Utilities average about $120, and the unit across the hall went for $2,500 last year. Open house is Sat 1/10 from 10 to noon if you want to swing by.',
    '',
  ],
  [
    'larkspur',
    'Paupahan sa Denver! 910 Larkspur St APT 4, Denver CO 80206: 2 kwarto, 1 banyo, 940 sq ft, may sariling washer/dryer sa unit, balcony, at isang reserved parking. $2,350 kada buwan. Open house: Sabado, Enero 10, 10 AM hanggang 12 PM.',
    '',
  ],
  [
    'larkspur',
    'Apartments for rent · 2 beds · 1 bath\n$2,550 / Month · Denver, CO\n910 Larkspur St APT 4, Denver, CO 80206\n940 sq ft · Built 1962\nSecond-floor unit with in-unit laundry, a balcony and reserved parking.',
    'price:block',
  ],
  [
    'larkspur',
    'Denver 2BR/1BA for rent, 940sf, 2nd fl w/ balcony + W/D in unit. $2,350/mo. Cats & dogs OK 🐾 Open house Sun 1/11 10a-12p! #DenverRentals #CongressPark',
    'feature:pets:warn open_houses:block',
  ],
  [
    'larkspur',
    'Rent: $2,350/mo\nBeds/Baths: 2 / 1½\nSize: 940 sq ft\nFloor: 2nd\nYear built: 1962\nParking: 1 reserved space\nLaundry: in unit\nZip: 80026',
    'baths_total:block address.postal_code:block',
  ],
  [
    'larkspur',
    'Comparing my two Denver rentals: 910 Larkspur St #4 is a 3-bedroom with a balcony at $2,350, while 1420 Gaylord St #2 has a garage and a pool for $2,700. Larkspur was built in 1962, Gaylord in 1998.',
    'beds:block',
  ],
  [
    'larkspur',
    'Leasing update from Front Range Leasing: 910 Larkspur St APT 4 is available, a sunny 940 sq ft two-bedroom with in-unit laundry and a balcony, plus a fitness center and heated garage parking in the building. Well kept and quiet. #PropertyManagement #DenverRentals',
    'feature:gym:warn feature:garage:warn',
  ],

  // lee-marie: for sale at $348,000; 4 beds; 2.5 baths; 1,704 sq ft; 6,534 sq ft lot (0.15 acre); built
  // 2016; new carpet, LVP, paint, new oven and refrigerator, ATTACHED two-car garage, fenced backyard with
  // patio; no pool, fireplace, basement or roof named; 5518 Lee Marie Ln, Charlotte NC 28269; MLS 4075113.
  [
    'lee-marie',
    'Home Sales · 4 beds · 2½ baths\n$348,000 · Charlotte, NC\n5518 Lee Marie Ln, Charlotte, NC 28269\nSingle family · 1,704 sq ft · 0.15 acre lot · Built 2016\nNew carpet, LVP, fresh paint, brand-new oven and fridge, attached two-car garage, fenced backyard with patio.',
    '',
  ],
  [
    'lee-marie',
    'Four bedrooms in the mid-$300s in north Charlotte? Yes. 5518 Lee Marie Ln: under 2k sq ft of fresh paint, new carpet and LVP, two and a half baths and an attached two-car garage. Built in 2016 and in excellent condition.',
    '',
  ],
  [
    'lee-marie',
    "Buyers keep asking me Lee Marie or Prosperity Church. Honest take: 5518 Lee Marie Ln is $348,000 with 4 beds, 2.5 baths and an attached two-car garage; 9012 Prosperity Church Rd is $379,000 with 3 beds, a pool and a finished basement. If you want the bedrooms, it's Lee Marie.",
    '',
  ],
  [
    'lee-marie',
    "BACK ON THE MARKET 🔁 The buyer's financing fell through at 5518 Lee Marie Ln, so this 4-bed, 2.5-bath 2016 home is available again at $348,000. Fully fenced backyard, patio, attached two-car garage.",
    '',
  ],
  [
    'lee-marie',
    "NEW LISTING 🏡 5518 Lee Marie Ln, CLT 28269: 4/2.5, 1,704sf, blt '06, new LVP + carpet, att 2-car gar, fenced yd. $348K #CharlotteRealEstate #CLT",
    'year_built:block',
  ],
  [
    'lee-marie',
    "Entry-level inventory in Mecklenburg County is tight, with under two months of supply. That's why I'm excited about 5518 Lee Marie Ln: four bedrooms, 2.5 baths, a 2016 build with a brand-new roof, at $348,000. First-time buyers, this is your window. #CharlotteRealEstate #FirstTimeBuyers",
    'feature:new_roof:warn',
  ],
  [
    'lee-marie',
    'Price: $348,000\nBeds: 4\nBaths: 3.5\nSq ft: 1,704\nLot: 0.5 ac\nYear: 2016\nGarage: attached 2-car\nMLS#: 4075113',
    'baths_total:block lot_size:block',
  ],
  [
    'lee-marie',
    '5518 Lee Marie Ln Walkthrough | $348K Charlotte 4-Bed\n0:00 Front & attached two-car garage\n0:50 Formal dining\n1:40 Kitchen with the new oven & fridge\n2:45 Living room with gas fireplace\n3:30 Upstairs: four bedrooms\n5:10 Fenced backyard, patio & community pool',
    'feature:fireplace:warn feature:pool:warn',
  ],
  [
    'lee-marie',
    'Sí, la de Lee Marie Ln está en $348K, pero ojo: son 2,400 sq ft y tiene 5 bedrooms. Queda cerca de UNC Charlotte.',
    'living_area_sqft:block beds:block',
  ],

  // maple-grove: for sale at $489,000; 3 beds; 2 baths; 1,684 sq ft; 0.21 acres; built 1998; single-story,
  // open kitchen, quartz, covered patio, NEW ROOF IN 2022, large backyard with oaks; no garage or pool
  // named; 2207 Maple Grove Ln, Austin TX 78745; MLS 8123456.
  [
    'maple-grove',
    'One thing I tell every seller: a new roof sells. 2207 Maple Grove Ln got one in 2022, and it has been the first question at every showing. Single-story, 3 beds, 2 baths, 1,684 sq ft, quartz counters, covered patio, mature oaks, at $489,000 in a 78745 market where the median sits near $515K. #AustinRealEstate #SellerTips',
    '',
  ],
  [
    'maple-grove',
    'Neu auf dem Markt in Austin: 2207 Maple Grove Ln, TX 78745. Einstöckiges Haus, 3 Schlafzimmer, 2 Bäder, 1.684 sq ft (ca. 156 m²), Grundstück 0,21 acres, Baujahr 1998. Neues Dach 2022, Quarz-Arbeitsplatten, überdachte Terrasse. Preis: $489.000.',
    '',
  ],
  [
    'maple-grove',
    'Hey! Maple Grove is $489K. You mentioned wanting a pool and a 3-car garage; the backyard is large with mature oaks if you ever want to add a pool. Want to see it Saturday?',
    '',
  ],
  [
    'maple-grove',
    "Austin 78745 🌳 3/2 single-story, 1,684sf, quartz, covered patio, new roof '20, big yard w/ oaks. $489K #AustinRealEstate #ATX",
    'feature:new_roof:block',
  ],
  [
    'maple-grove',
    'Home Sales · 3 beds · 2 baths\n$489,000 · Austin, TX\n2207 Maple Grove Ln, Austin, TX 78745\nSingle family · 1,684 sq ft · Built 1998\nSingle-story with open kitchen, quartz counters, covered patio, two-car garage and a sparkling pool.',
    'feature:garage:warn feature:pool:warn',
  ],
  [
    'maple-grove',
    'COMING SOON to South Austin: 2207 Maple Grove Ln. 3 bed, 2 bath, 1,684 sq ft, new roof in 2022. Pre-list price $489,000.',
    'status:block',
  ],
  [
    'maple-grove',
    '- 2207 Maple Grove Ln, Austin TX 78745\n- 3 bedrooms / 2 baths\n- 1,864 sq ft\n- 0.21 acre lot\n- Built 1989\n- MLS 8123456',
    'living_area_sqft:block year_built:block',
  ],
  [
    'maple-grove',
    '오스틴 단층 주택 매물! 2207 Maple Grove Ln, Austin TX 78745. 침실 4개, 욕실 2개, 1,684 sq ft. 2022년 새 지붕. 가격 $498,000.',
    'beds:block price:block',
  ],

  // marble-creek: for sale at $815,000; 4 beds; 3.5 baths; 4,479 sq ft; 0.36 acres; built 1999; Kickerillo
  // custom on a cul-de-sac, 3 fireplaces, "ample space for pool" (no pool), extended garage, porte cochere;
  // 13915 Marble Creek Ct, Houston TX 77077; MLS 33148146.
  [
    'marble-creek',
    '13915 Marble Creek Ct | Kickerillo Custom | Houston 77077 | $815,000\n0:00 Cul-de-sac & porte cochère\n0:55 Foyer & floating staircase\n2:10 Granite island kitchen (Sub-Zero)\n3:40 The den & the first of 3 fireplaces\n5:20 Four bedrooms, 3½ baths\n7:05 Grounds with room for a pool\n8:15 Extended garage',
    '',
  ],
  [
    'marble-creek',
    'Eight hundred fifteen thousand dollars buys a lot of house on Marble Creek Court: four bedrooms, three and a half baths, nearly 4,500 square feet and three fireplaces on about a third of an acre. Built in 1999 by Kickerillo, on a quiet cul-de-sac.',
    '',
  ],
  [
    'marble-creek',
    'Same street, different homes: 13915 Marble Creek Ct (mine, $815,000, 4 beds, 3 fireplaces, space for a pool) vs. 13938 Marble Creek Ct down the block, which sold in March with a pool and 5 beds for $870,000.',
    '',
  ],
  [
    'marble-creek',
    'In vendita a Houston: 13915 Marble Creek Ct, TX 77077. Villa Kickerillo su cul-de-sac, 4 camere, 3 bagni e mezzo, 4.479 sq ft (circa 416 m²), tre camini, anno 1999. Spazio per una piscina in giardino. Prezzo $815.000.',
    '',
  ],
  [
    'marble-creek',
    'Houston custom on a cul-de-sac 🏡 4BR/3.5BA, 4,479sf, 3 FPs, Sub-Zero, resort pool & spa out back. $815K #HoustonRealEstate #Kickerillo',
    'feature:pool:block',
  ],
  [
    'marble-creek',
    "Custom builders' work holds its value. 13915 Marble Creek Ct, a 1999 Kickerillo custom with 4,479 sq ft on a 0.75-acre lot with three fireplaces. Listing now at $815,000. #HoustonRealEstate #LuxuryHomes",
    'lot_size:block',
  ],
  [
    'marble-creek',
    'List price: $815,000\nBedrooms: 5\nBaths: 3 full, 1 half\nLiving: 4,479 sq ft\nLot: 0.36 ac\nBuilt: 1999\nFireplaces: 3\nMLS#: 33184146',
    'beds:block mls_id:block',
  ],
  [
    'marble-creek',
    "Yes! Marble Creek is still active. It's 3,479 sq ft with 4 beds, and the price dropped to $799K last week, so now's the time.",
    'living_area_sqft:block price:block',
  ],
  [
    'marble-creek',
    'Dom na sprzedaż w Houston: 13915 Marble Creek Ct, TX 77079. 4 sypialnie, 3,5 łazienki, 4479 sq ft, 3 kominki, piwnica. Cena: $815 000.',
    'address.postal_code:block feature:basement:warn',
  ],

  // n-wayne: for sale at $1,500,000; 7 beds; 4 baths; no living area given; 3,000 sq ft lot; built 1915;
  // multi-family 3-flat (two 2BR/1BA units and a 3BR/2BA duplex-down), all brick, in-unit laundry, rear
  // decks; no garage or occupancy named; 3760 N Wayne Ave, Chicago IL 60613; MLS 12477908.
  [
    'n-wayne',
    'Cap rates on Lakeview 3-flats have compressed to around 5.5%, and clean vintage brick is scarce. 3760 N Wayne Ave is one: three units, 7 bedrooms and 4 baths in all, in-unit laundry and individual HVAC, offered at $1.5M. An owner-occupant can take the duplex-down and rent the two upper 2BRs at market (about $2,600 each). #MultifamilyInvesting #Chicago',
    '',
  ],
  [
    'n-wayne',
    'Home Sales · 7 beds · 4 baths\n$1,500,000 · Chicago, IL\n3760 N Wayne Ave, Chicago, IL 60613\nMulti-family (3-flat) · Lot 25x120 · Built 1915\nAll brick: two 2BR/1BA units and a 3BR/2BA duplex-down, in-unit laundry, rear decks.',
    '',
  ],
  [
    'n-wayne',
    'Edificio de 3 unidades en Lakeview: 3760 N Wayne Ave, Chicago 60613. Precio: US$ 1,5 millones. 7 recámaras, 4 baños, todo de ladrillo, lavadora y secadora en cada unidad. Construido en 1915.',
    '',
  ],
  [
    'n-wayne',
    'Two of my multi-units: 3760 N Wayne Ave (3-flat, 7 beds, $1,500,000, steps to Blaine Elementary) and 1420 W Roscoe St (6-unit, garage parking, $2,100,000). Different scale, same Lakeview fundamentals.',
    '',
  ],
  [
    'n-wayne',
    'Lakeview 3-flat 🧱 3760 N Wayne, 60613: 3 units, 7BD/4BA, ~4,200sf, W/D in each unit, $1.5M. #ChicagoRealEstate #Lakeview',
    'living_area_sqft:warn',
  ],
  [
    'n-wayne',
    'Building: 3760 N Wayne Ave, Chicago IL 60613\nType: 4-unit\nBeds: 7 / Baths: 4\nLot: 3,000 sq ft\nBuilt: 1915\nPrice: $1,500,000',
    'property_type:block',
  ],
  [
    'n-wayne',
    "Hi Mark, all three units are leased through next summer, so you'd take over the tenants. Asking $1.45M, built 1915, all brick.",
    'feature:occupancy:warn price:block',
  ],
  [
    'n-wayne',
    'Exceptional Lakeview/Southport 3-flat, all brick, built 1925. Two 2BR/1BA units + a 3BR/2BA duplex-down w/ rear decks, in-unit laundry, individual HVAC, and a heated two-car garage off the alley. Steps to Blaine Elementary.',
    'year_built:block feature:garage:warn',
  ],
  [
    'n-wayne',
    'Bentahan sa Chicago! 3760 N Wayne Ave, IL 60613: 3-flat, 8 kwarto, 4 banyo, may in-unit laundry. Presyo: $1,500,000. MLS# 12477980.',
    'beds:block mls_id:block',
  ],
];
