import type { ClaimCase } from './case';

/** Held-out-16, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-16.ts). */
export const HELD_OUT_16_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out (total 2 against 1 full + 1 half); 1,540 sq ft;
  // 0.46 acres; built 1978; Cape on a corner lot, hardwood, renovated bath, DETACHED garage; 37 Birch
  // Hollow Rd, Nashua NH 03062; MLS 4981234. No fireplace, basement or central air named.
  [
    'birch-hollow',
    'Slide 1/5: JUST SOLD 🔑 37 Birch Hollow Rd, Nashua\nSlide 2/5: 3️⃣ bedrooms · 1,540 sq ft · built nearly 50 years ago\nSlide 3/5: corner lot, 0.46 acre, detached garage\nSlide 4/5: Lena in 2025: 38 closings, $21M in volume, 4️⃣0️⃣ five-star reviews\nSlide 5/5: Thinking of selling? DM or call 603-555-0110',
    '',
  ],
  [
    'birch-hollow',
    '"We listed our little Cape at 37 Birch Hollow Rd with Lena and it closed at $612,000. The photos of the fireplace and the finished basement did the heavy lifting." — Tom & Priya, sellers ⭐⭐⭐⭐⭐',
    'feature:fireplace:warn feature:basement:warn',
  ],
  [
    'birch-hollow',
    'JUST SOLD in 03063!\n37 Birch Hollow Rd · 4 BR Cape · corner lot · $612K\nYour home could be next. Granite Gate Realty',
    'address.postal_code:block beds:block',
  ],
  [
    'birch-hollow',
    '1/4 Closed this week: 37 Birch Hollow Rd in Nashua 🧵\n2/4 A Cape built in 1987 on a corner lot, hardwood floors, renovated bath.\n3/4 Detached garage, just under half an acre.\n4/4 Sold for $612,000. Want the comps? Reply below.',
    'year_built:block',
  ],
  [
    'birch-hollow',
    'Nashua market update (video script): median sale price in 03062 is now $545,000 and homes go under contract in 9 days. Our own 37 Birch Hollow Rd closed at $612,000, three beds, built 1978. Down the street, 41 Birch Hollow Rd just listed: 5 beds, central air, in-ground pool, $799K.',
    '',
  ],
  [
    'birch-hollow',
    'VENDIDA ✅ 37 Birch Hollow Rd, Nashua NH. 3 recámaras, 1,540 pies², lote de casi media acre, garaje adjunto para 2 autos. ¡Llámenos para vender la suya!',
    'feature:garage:block',
  ],
  [
    'birch-hollow',
    'How our two Birch Hollow listings compare:\n| | 37 Birch Hollow Rd | 52 Birch Hollow Rd |\n| Beds | 3 | 4 |\n| Sq ft | 1,640 | 2,310 |\n| Lot | 0.46 ac | 0.52 ac |\n| Status | Sold | Active |',
    'living_area_sqft:block',
  ],
  [
    'birch-hollow',
    'Seller series, email 3 of 6: how 37 Birch Hollow Rd (MLS #4981234) sold. A Cape on a corner lot with hardwood throughout, a renovated bath and a detached garage, priced right and sold at $612,000. Next week: staging on a budget.',
    '',
  ],

  // cypress: for sale at $275,000; 3 beds; baths left out; 1,260 sq ft; lot 3,920 sq ft; built 1920; fully
  // fenced lot, TWO-CAR garage; Franklinton; 88 S Cypress Ave, Columbus OH 43222; MLS 224027480; Justin
  // Taber 614-917-7842. No basement, central air or pool named.
  [
    'cypress',
    'Price: $275,000\nListing details\nBedrooms: 3\nSquare footage: 1,260\nYear built: 1920\nParking: 2-car garage\nLocation: Columbus, OH 43222\nDescription: Fully fenced lot in Franklinton, minutes to the new bars and restaurants. Message me for a showing.',
    '',
  ],
  [
    'cypress',
    'PRICE IMPROVEMENT 📉 88 S Cypress Ave is now $265,000! Three bedrooms, two-car garage, fenced lot. MLS 224027408.',
    'price:block mls_id:block',
  ],
  [
    'cypress',
    'COMING SOON to Franklinton 👀 88 S Cypress Ave. 3 bed, fenced yard, 2-car garage. Get on the early list before it hits the market.',
    'status:block',
  ],
  [
    'cypress',
    '[0:00] This 1920 Franklinton house is a sleeper. [0:04] Three bedrooms, 1,260 square feet. [0:08] A finished basement and a fully fenced yard. [0:12] Two-car garage. [0:15] $275K. Link in bio.',
    'feature:basement:warn',
  ],
  [
    'cypress',
    'Saturday tour for the Parks family:\n10:00 88 S Cypress Ave: 3 bd, $275K, 2-car garage, built 1920\n10:45 102 S Cypress Ave: 4 bd, finished basement, central air, $299K\n11:30 415 W Town St: 2 bd condo with a pool, $240K\nLunch at Land-Grant after.',
    '',
  ],
  [
    'cypress',
    '콜럼버스 프랭클린턴 단독주택! 86 S Cypress Ave, 침실 4개, 1,260 sq ft, 2대 차고, $275,000',
    'address.street:block beds:block',
  ],
  [
    'cypress',
    'The Taber Team just listed 88 S Cypress Ave, Columbus OH 43223: a Franklinton home built in 1902 with a fenced lot and two-car garage. Proud of this team: 64 sides closed this year.',
    'address.postal_code:block year_built:block',
  ],
  [
    'cypress',
    "Hi it's Justin w/ Associates Realty. New: 88 S Cypress Ave, 3BR, $275k, 0.09-acre fenced lot, 2 car garage. Offers reviewed Mon 5pm. Reply YES for a tour or call 614-917-7842.",
    '',
  ],

  // dean-keeton: for rent; rent left out ($1,150 against "Rent: $1,500") and type left out; 1 bed; 1 bath;
  // 600 sq ft; no year, no MLS; security deposit $1,500, admin fee $75, application fee $79; available
  // 8/6/26; 710 E Dean Keeton St #111, Austin TX 78705; across from UT Law; 23-unit complex. No pets,
  // pool, gym or parking named.
  [
    'dean-keeton',
    'Moving to Austin for law school? Start your search across the street from UT Law. 710 E Dean Keeton St #111 has one bedroom, one bath and about 600 sq ft, available August 6. Security deposit $1,500, application fee $79. Our spring report puts the average one-bedroom in 78705 at about $1,400.',
    '',
  ],
  [
    'dean-keeton',
    'Dean Keeton 1BR/1BA, 600sf, avail 8/6. Cats & dogs welcome! Deposit $1,500. Text back for a tour.',
    'feature:pets:warn',
  ],
  [
    'dean-keeton',
    'Slide 1: 📍 710 E Dean Keeton St #113\nSlide 2: 2 bedrooms · 1 bath\nSlide 3: across from UT Law\nSlide 4: available 8/6',
    'address.street:block beds:block',
  ],
  [
    'dean-keeton',
    'Email 2 of 4: still looking for fall? Only a $500 deposit moves you into 710 E Dean Keeton St #111, the one-bedroom by the Law School. Apply today, $79 application fee.',
    'feature:deposit:block',
  ],
  [
    'dean-keeton',
    'Student housing near UT, compared:\nUnit | Beds | Sq ft | Walk to campus\n710 E Dean Keeton #111 | 1 | 600 | 2 min\nRio Grande Lofts #4 | 2 | 900 | 8 min, pool and gym\nNueces Flats #12 | studio | 450 | 5 min, covered parking',
    '',
  ],
  [
    'dean-keeton',
    '[Hook] A one-bed by UT Law? [Cut] 710 E Dean Keeton #111, built in 2015, [Cut] with a resort pool downstairs. [End card] Available 8/6.',
    'year_built:warn feature:pool:warn',
  ],
  [
    'dean-keeton',
    '奥斯汀 78705，UT 法学院对面：710 E Dean Keeton St #111，一室一卫，约600平方英尺，已出租！',
    'status:block',
  ],
  [
    'dean-keeton',
    'Paupahan malapit sa UT Law: 710 E Dean Keeton St #111, Austin TX 78705. 1 kwarto, 1 banyo, 600 sq ft. Bakante sa Agosto 6. Deposito $1,500, admin fee $75.',
    '',
  ],

  // e-9th: for sale at $1,795,000; 1 bed; 1 bath; 1,000 sq ft; built 1923; type left out (condo against
  // "cooperatives"); corner, sunken living room, fireplace, south and west light; doormen; common roof deck;
  // pets welcome; 29 E 9th St APT 10, New York NY 10003; MLS S1789660. No gym or laundry named.
  [
    'e-9th',
    'JUST LISTED · Greenwich Village\n29 E 9th St, Apt 10 · Est. MCMXXIII\nPrewar corner one-bedroom · 1,000 SF · fireplace · beamed ceilings\n$1.795M · Pets welcome · StreetEasy S1789660',
    '',
  ],
  [
    'e-9th',
    '1/3 New in the Village: 29 E 9th St #10.\n2/3 2 bedrooms, sunken living room, arched transom windows.\n3/3 Full-service prewar building with doormen. DM for the floor plan.',
    'beds:block',
  ],
  [
    'e-9th',
    "Greenwich Village : appartement d'avant-guerre d'angle, 1 chambre, 93 m², construit en 1932, cheminée, animaux acceptés. 1 795 000 $.",
    'year_built:block',
  ],
  [
    'e-9th',
    'Open your buyers to 29 E 9th St #10: corner one-bed, in-unit washer/dryer, fitness center in the building, roof deck. $1,795,000.',
    'feature:laundry:warn feature:gym:warn',
  ],
  [
    'e-9th',
    'Manhattan Q3 in 60 seconds: median resale $1.2M, inventory down 6%. Our 29 E 9th St #10, 1BR with a fireplace, is at $1,795,000. Meanwhile 45 Fifth Ave #3 went for $2.4M with 2 BR, 2 baths and a private terrace.',
    '',
  ],
  [
    'e-9th',
    'Quick note for buyers with dogs: 29 E 9th St is a no-pets building, so this corner one-bedroom is best for pet-free households.',
    'feature:pets:block',
  ],
  [
    'e-9th',
    'IN CONTRACT 🖊️ 29 E 9th St, Apt 10, New York 10011. Prewar corner one-bedroom, asked $1.95M.',
    'status:block address.postal_code:block price:block',
  ],
  [
    'e-9th',
    'グリニッジ・ヴィレッジの戦前ビル、角部屋の1ベッドルーム（約1,000平方フィート）、暖炉付き、1923年築。価格 $1,795,000。ペット可。',
    '',
  ],

  // falling-spring: for sale at $695,000; 4 beds; 3.5 baths (3 full + 1 half); 3,100 sq ft; 1.27 acres;
  // built 1992; colonial backing and fronting to parkland, island kitchen, family room with fireplace, sun
  // room, library, solar panels; 19810 Falling Spring Ct, Gaithersburg MD 20882; MLS MC9840970. No
  // garage, pool or basement named.
  [
    'falling-spring',
    "School-district spotlight: Goshen Hunt families. 19810 Falling Spring Ct backs to parkland: 4 bedrooms, 3.5 baths, 3,100 sq ft on 1.27 acres, $695,000. The county's high schools average a 92% graduation rate, and the nearest elementary is rated 8/10.",
    '',
  ],
  [
    'falling-spring',
    'Side by side:\n| | 19810 Falling Spring Ct |\n| Beds | 4 |\n| Baths | 3 full + 1 half |\n| Sq ft | 3,100 |\n| Lot | 1.27 ac |\n| Built | 1992 |\n| Garage | 3-car side-load |',
    'feature:garage:warn',
  ],
  [
    'falling-spring',
    'Colonial em Gaithersburg: 4 quartos, 3,5 banheiros, 3.100 pés², terreno de 2,7 acres que faz fundo com o parque. US$ 695 mil.',
    'lot_size:block',
  ],
  [
    'falling-spring',
    "[0:00] UNDER CONTRACT in Goshen Hunt! [0:03] This colonial was built in the early 2000s [0:07] and backs right onto parkland. [0:10] Don't miss the next one.",
    'status:block year_built:block',
  ],
  [
    'falling-spring',
    'Buyer tour, Sunday:\nStop 1: 19810 Falling Spring Ct, colonial on 1.27 acres, sun room, library, solar panels.\nStop 2: 19620 Falling Spring Ct, 5 BR with an in-ground pool and 3-car garage.\nStop 3: 8 Goshen Ridge Dr, rambler with a finished basement.',
    '',
  ],
  [
    'falling-spring',
    'Price improvement! 19810 Falling Spring Ct is now $675,000. Four bedrooms on 1.27 acres. MLS MC9840907.',
    'price:block mls_id:block',
  ],
  [
    'falling-spring',
    'Weekend plans? Finished walkout basement, backyard pool, and a sun room at 19810 Falling Spring Ct.',
    'feature:basement:warn feature:pool:warn',
  ],
  [
    'falling-spring',
    'New listing! 19810 Falling Spring Ct, Gaithersburg 20882. 4BR/3.5BA colonial, ~3,100 sf, 1¼+ acres backing to parkland. $695K. MLS MC9840970. FP in the family room.',
    '',
  ],
];
