import type { ClaimCase } from './case';

/** Held-out-23, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-23.ts). */
export const HELD_OUT_23_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out; 1,540 sq ft; 0.46 acres; built 1978; Cape on a
  // corner lot, hardwood, renovated bath, DETACHED garage; 37 Birch Hollow Rd, Nashua NH 03062; MLS 4981234;
  // no HOA, pool or open house named.
  [
    'birch-hollow',
    "This week's closings from the Granite Gate team:\n• 37 Birch Hollow Rd, Nashua: three-bed Cape on a corner lot, closed at $612K\n• 14 Tinker Rd, Nashua: 4-bed Colonial, 2,400 sq ft, two-car attached garage, $705,000\n• 9 Pine St, Hudson: 2-bed ranch with a pool, $389K\nThree happy families. Who's next?",
    '',
  ],
  [
    'birch-hollow',
    "Wondering what your house is worth? Just sold around the corner from you: 37 Birch Hollow Rd, three bedrooms, roughly 1.5K sq ft, almost half an acre, $612,000. Your split-level across the street has 4 bedrooms, 2,100 sq ft and a finished basement, so let's talk. Lena, 603-555-0110.",
    '',
  ],
  [
    'birch-hollow',
    "People ask me all the time why I love Capes. It's the dormers, the symmetry, the way a Cape on a corner lot catches light from two sides. Nashua had a strong spring: median up about 6%, most homes under agreement in under two weeks, and buyers still hunting for anything under $650K. One of my favorites this season closed last Friday: 37 Birch Hollow Rd, a three-bedroom Cape built in 1988, hardwoods throughout, a renovated bath and a detached garage for the workshop. Closed at $612,000. If you're thinking about selling this summer, call me.",
    'year_built:block',
  ],
  [
    'birch-hollow',
    'SOLD ✅ 37 Birch Hollow Rd, Nashua NH 03063. Three beds, 1,540 sq ft, corner lot, detached garage. Closed at $612K. #nashua #sold',
    'address.postal_code:block',
  ],
  [
    'birch-hollow',
    'Vendida! Casa estilo Cape com três quartos em Nashua: 1.540 pés², terreno de esquina de 0,64 acre, garagem separada e banheiro reformado. Fechamos em US$ 612 mil. Quer saber quanto vale a sua? Fale comigo.',
    'lot_size:block',
  ],
  [
    'birch-hollow',
    'Coming soon to Nashua 👀 A three-bedroom Cape on a corner lot with hardwoods, a renovated bath and a detached garage. 37 Birch Hollow Rd. DM me for early access before it hits the MLS!',
    'status:block',
  ],
  [
    'birch-hollow',
    'SOLD. No HOA, no shared driveway: just a Cape on its own corner lot with a garage out back. 3 beds, 0.46 acres, $612,000.',
    'feature:hoa:warn',
  ],
  [
    'birch-hollow',
    "Closed: 37 Birch Hollow Rd · 3BR Cape · ~1.5K sf · just under ½ acre · built '78 · $612K · MLS #4981234. Thank you to my buyers for trusting me!",
    '',
  ],

  // cypress: FOR SALE at $275,000; 3 beds; baths left out; 1,260 sq ft; 3,920 sq ft lot; built 1920; fully
  // fenced lot, TWO-CAR garage, Franklinton; 88 S Cypress Ave, Columbus OH 43222; MLS 224027480; no open house.
  [
    'cypress',
    'Open houses this weekend 🏠\nSat 11–1: 88 S Cypress Ave, Franklinton. 3 bed, two-car garage, $275K\nSun 1–3: 412 Hawkes Ave, 2 bed, $199,900\nSun 2–4: 1020 W Town St, 4 bed, $329K\nCome say hi!',
    'open_houses:warn',
  ],
  [
    'cypress',
    "My buyers' wish list: three or more bedrooms, a garage for two cars, a fenced yard for the dog, under $300K, close to the bars in Franklinton. 88 S Cypress Ave checks every box: 3 bedrooms, two-car garage, fully fenced lot, $275,000. Showing it Thursday.",
    '',
  ],
  [
    'cypress',
    'Could the finished basement be your fourth bedroom? 88 S Cypress Ave has three bedrooms upstairs and room to grow downstairs, a two-car garage and a fenced lot, all for $275,000 in Franklinton.',
    'feature:basement:warn',
  ],
  [
    'cypress',
    'Franklinton update: the Scioto Peninsula is filling in, two new breweries opened on W Broad this spring and the 43222 median is up to $241K with 19 days on market. Lots of you ask me what $275K buys here now. Answer: 88 S Cypress Ave. A beautifully maintained three-bedroom, built in 1920, about 1,390 sq ft of living space, on a fully fenced lot with a two-car garage. Easy on-ramp to 70 and 315. Call Justin, 614-917-7842.',
    'living_area_sqft:block',
  ],
  [
    'cypress',
    'Nhà 3 phòng ngủ ở Franklinton, Columbus, xây năm 1920, có gara cho hai xe và sân có hàng rào. Giá $275,000. Gọi Justin: 614-917-7842.',
    '',
  ],
  [
    'cypress',
    '¡Casa centenaria (1920) en Franklinton! Tres recámaras, cochera para dos autos, terreno totalmente cercado de 3,920 pies². Precio: $275 mil. 88 S Cypress Ave, Columbus 43222.',
    '',
  ],
  [
    'cypress',
    'Price improvement! 88 S Cypress Ave is now $265,000. Three bedrooms, two-car garage, fenced lot, minutes to downtown. Franklinton is moving fast.',
    'price:block',
  ],
  [
    'cypress',
    'Just listed in Franklinton: 3 bed, 1,260 sq ft, fenced lot and a single-car garage. $275K. 88 S Cypress Ave.',
    'feature:garage:block',
  ],
  [
    'cypress',
    'Good news for 88 S Cypress Ave buyers: the seller will install a brand-new roof before closing. Three bedrooms, two-car garage, $275,000.',
    'feature:new_roof:warn',
  ],

  // dean-keeton: FOR RENT; rent and type left out (posts say "unit"); 1 bed, 1 bath; 600 sq ft; no year;
  // 710 E Dean Keeton St #111, Austin TX 78705; 23-unit complex across from UT Law; admin fee $75,
  // application fee $79, security deposit $1,500; available 8/6/26; no pets, pool, gym or laundry named.
  [
    'dean-keeton',
    'Fall leasing roundup for UT students 📚\n• 710 E Dean Keeton #111: 1 bed/1 bath, ~600 sq ft, move in Aug 6, across from the Law School\n• 2500 Nueces #305: studio with a pool and gym, $1,295\n• 904 W 22nd: 2/2 with in-unit laundry, $2,100\nApplications open now!',
    '',
  ],
  [
    'dean-keeton',
    'Heads up: unit 111 at 710 E Dean Keeton is a one-bedroom across from UT Law, available August 6. No pets allowed, sorry! Application fee $79.',
    'feature:pets:warn',
  ],
  [
    'dean-keeton',
    'UT 로스쿨 바로 맞은편! 710 E Dean Keeton St #111, 침실 두 개, 욕실 하나, 8월 6일 입주 가능. 신청비 $79.',
    'beds:block',
  ],
  [
    'dean-keeton',
    '德州大学法学院正对面：一室一卫，约600平方英尺，8月6日起可入住。押金$1,500，申请费$79，管理费$75。',
    '',
  ],
  [
    'dean-keeton',
    'Move in August 6 at 710 E Dean Keeton #111: a quiet one-bedroom in a 23-unit complex. Security deposit only $1,000, application fee $79, admin fee $75.',
    'feature:deposit:block',
  ],
  [
    'dean-keeton',
    'Law student? Could you be across the street from class by August? One bedroom, one bath, about 600 sq ft, $79 to apply, $1,500 deposit. 710 E Dean Keeton St #111, Austin 78705.',
    '',
  ],
  [
    'dean-keeton',
    "I get a lot of questions from parents this time of year, so here's the short version. Yes, 710 E Dean Keeton is walkable to campus (the Law School is literally across the street). Yes, it's a quiet 23-unit complex. Unit 111 is a one-bed, one-bath with 600 square feet, available August 6. Fees: $79 application, $75 admin, $1,500 deposit. Reply with questions!",
    '',
  ],
  [
    'dean-keeton',
    'Available 8/6: 1BR/1BA at 710 E Dean Keeton St #111, Austin TX 78704. Deposit $1,500. Steps to UT Law.',
    'address.postal_code:block',
  ],

  // e-9th: FOR SALE at $1,795,000; type left out (posts say "home" or "corner one-bedroom"); 1 bed, 1 bath;
  // 1,000 sq ft; built 1923; sunken living room, beamed ceilings, fireplace, hardwood; pets and pied-à-terre
  // welcome; common roof deck; 29 E 9th St Apt 10, New York NY 10003; MLS S1789660; no open house, laundry.
  [
    'e-9th',
    "Coin d'exception dans le Village : une chambre d'angle, 1 000 pi² (93 m²), salon en contrebas, cheminée, poutres apparentes. Construit en 1923. Animaux et pied-à-terre acceptés. 1,795 M$.",
    '',
  ],
  [
    'e-9th',
    'Prewar Village corner home, 2BR/1BA, sunken living room, working fireplace, beamed ceilings. 29 E 9th St #10. $1.795M.',
    'beds:block',
  ],
  [
    'e-9th',
    "Greenwich Village has been my home market for twenty years and I've watched corner homes like this one trade maybe twice a decade. 29 E 9th St #10: a massive one-bedroom, sunken living room, high beamed ceilings, fireplace, arched transom windows, south and west light all day. The building's roof deck is one of the best downtown. Offered at $1.95M. Pets welcome.",
    'price:block',
  ],
  [
    'e-9th',
    'Open Sunday 1–3 in the Village: 29 E 9th St #10, a sun-drenched corner one-bedroom with a fireplace, $1,795,000. Also open: 40 Fifth Ave #6B (2 bed, $2.4M), 2–4.',
    'open_houses:warn',
  ],
  [
    'e-9th',
    'Prewar (1933) Village charm: corner one-bedroom with a sunken living room and fireplace, 1,000 sq ft, $1.795M. 29 E 9th St.',
    'year_built:block',
  ],
  [
    'e-9th',
    'Pets? Yes. Pied-à-terre? Yes. Fireplace? Yes. A roof deck to share with the neighbors? Also yes. 29 E 9th St #10, one bedroom, $1,795,000.',
    '',
  ],
  [
    'e-9th',
    'Imóvel de esquina no Village, um quarto, lareira e pé-direito alto. Infelizmente o prédio não aceita animais. US$ 1,795 milhão.',
    'feature:pets:block',
  ],
  [
    'e-9th',
    'Corner one-bedroom at 29 E 9th St, 1,100 sq ft of prewar space with a fireplace, beamed ceilings and an in-unit washer/dryer. $1.795M.',
    'living_area_sqft:block feature:laundry:warn',
  ],

  // falling-spring: FOR SALE at $695,000; 4 beds; 3.5 baths; 3,100 sq ft; 1.27 acres; built 1992; Colonial
  // backing to parkland, family room with fireplace, sun room, library, solar panels; 19810 Falling Spring
  // Ct, Gaithersburg MD 20882; MLS MC9840970; no garage, pool or open house named.
  [
    'falling-spring',
    "Montgomery County weekly: three new listings I'd tour this weekend.\n1) 19810 Falling Spring Ct, Gaithersburg: four-bed, three-and-a-half-bath Colonial, 3,100 sq ft on 1.27 acres backing to parkland, $695K.\n2) 7 Hawkins Creamery Rd, Laytonsville: 5 bed, pool, $849,000.\n3) 21 Quince Orchard Ct: 3 bed townhouse, $429K.",
    '',
  ],
  [
    'falling-spring',
    'Goshen Hunt Colonial, 4 bed / 2.5 bath, family room with fireplace, sun room, library, solar panels. $695,000.',
    'baths_total:block',
  ],
  [
    'falling-spring',
    "Why Goshen Hunt? Because you get parkland on both sides of your lot and you're still twenty minutes from Shady Grove Metro. Mortgage rates near 6.5% have kept some buyers on the sidelines, which is exactly why this is a good moment. 19810 Falling Spring Ct is a sun-filled Colonial with four bedrooms, three and a half baths, a library with built-ins, a sun room and solar panels, on 1.27 acres. Asking $659,000. Come see it.",
    'price:block',
  ],
  [
    'falling-spring',
    'Colonial en Goshen Hunt: cuatro recámaras, tres baños y medio, 3,100 pies², terreno de 1.27 acres junto a un parque, construida en 1992. Paneles solares. $695,000.',
    '',
  ],
  [
    'falling-spring',
    'Built in 1982, updated where it counts: remodeled primary bath with soaking tub, solar panels, island kitchen. 19810 Falling Spring Ct. 4 bed, $695K.',
    'year_built:block',
  ],
  [
    'falling-spring',
    'Imagine a pool out back. With 1.27 acres backing to parkland, you could. 19810 Falling Spring Ct, four bedrooms, $695,000.',
    '',
  ],
  [
    'falling-spring',
    'New in Gaithersburg 20872: a 4-bed Colonial on 1.27 acres, library, sun room, solar. $695,000. MLS MC9840970.',
    'address.postal_code:block',
  ],
  [
    'falling-spring',
    'Four bedrooms, a three-car garage and over an acre of privacy in Goshen Hunt. $695K. Message me for a private tour.',
    'feature:garage:warn',
  ],
  [
    'falling-spring',
    '고센 헌트의 콜로니얼 주택: 침실 4개, 욕실 3.5개, 대지 1.72에이커, 태양광 패널. $695,000.',
    'lot_size:block',
  ],
];
