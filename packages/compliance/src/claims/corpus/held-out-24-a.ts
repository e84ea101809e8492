import type { ClaimCase } from './case';

/** Held-out-24, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-24.ts). */
export const HELD_OUT_24_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out; 1,540 sq ft; 0.46 acres; built 1978; Cape on a
  // corner lot, hardwood, renovated bath, DETACHED garage; Nashua NH 03062; MLS 4981234; no pool, HOA or
  // open house named.
  [
    'birch-hollow',
    "Twelve years selling Nashua and I still get a kick out of a good Cape. This fall has been busy: mortgage rates drifted down to about 6.3%, the city's median sale price sits near $540,000, and my team closed our 41st home of the year last week. That one was 37 Birch Hollow Rd: a three-bedroom Cape from 1978 on a corner lot, hardwoods, a renovated bath and a detached garage. It closed at $612,000. If you have been waiting for the right moment to list, let's have coffee. Lena Ortiz, Granite Gate Realty, 603-555-0110.",
    '',
  ],
  [
    'birch-hollow',
    'JUST SOLD 🏡🔑 Charming 4 bedroom Cape on a corner lot in Nashua! Hardwood floors, renovated bath, detached garage. Congrats to my buyers!! #nashuanh #justsold #capecod',
    'beds:block',
  ],
  [
    'birch-hollow',
    '¡Vendida! 🎉 Casa estilo Cape en Nashua, NH: 3 recámaras, unos 1,540 pies cuadrados, lote de esquina de casi media acre y garaje independiente. Se cerró en $612 mil. ¿Quiere saber cuánto vale su casa? Llámeme al 603-555-0110.',
    '',
  ],
  [
    'birch-hollow',
    'Closed! 37 Birch Hollow Rd, Nashua — sweet 3BR Cape, corner lot, detached garage, hardwoods. Final sale price $621,000, over ask in a weekend. Sellers are headed to Maine 🦞',
    'price:block',
  ],
  [
    'birch-hollow',
    "Another one sold on Birch Hollow! Three bedrooms, 1,540 sf, and a yard you won't believe — nearly a full acre on the corner. Your neighbors got a great result; want to see what yours could fetch?",
    'lot_size:block',
  ],
  [
    'birch-hollow',
    'Sold this summer: 37 Birch Hollow Rd. Cape, 3 bed, corner lot, fenced in-ground pool and a detached garage. MLS #4981234. Granite Gate Realty.',
    'feature:pool:warn',
  ],
  [
    'birch-hollow',
    'JUST LISTED in Nashua! 37 Birch Hollow Rd 03062 — 3 bed Cape, hardwoods, detached garage. Open house Sunday 1–3 pm, come say hi!',
    'status:block open_houses:warn',
  ],
  [
    'birch-hollow',
    '已成交！🏡 纳舒厄街角的 Cape 风格住宅：三间卧室，约1,540平方英尺，1978年建造，硬木地板，独立车库。成交价61.2万美元。想了解您房子的价值？欢迎联系 Lena。',
    '',
  ],

  // cypress: FOR SALE at $275,000; 3 beds; baths left out; 1,260 sq ft; lot 3,920 sq ft; built 1920;
  // single-family; fully fenced lot; TWO-CAR garage; Franklinton, Columbus OH 43222; MLS 224027480;
  // agent phone 614-917-7842; no open house, roof, basement or fireplace named.
  [
    'cypress',
    'Franklinton 3BR built in 1920, fully fenced lot + two-car garage, minutes to the new bars on W Broad. $275K. DM or call Justin 614-917-7842',
    '',
  ],
  [
    'cypress',
    'House for sale · $275,000 · 3 bd · 1,260 sqft · fenced yard · 2 car garage. 88 S Cypress Ave, Columbus. Serious buyers please message, no trades.',
    '',
  ],
  [
    'cypress',
    'Old-house lovers, this one is for you: built in 1902, beautifully maintained, three bedrooms, fenced lot and a two-car garage in the middle of Franklinton. Asking $275,000.',
    'year_built:block',
  ],
  [
    'cypress',
    'Room to entertain 🍻 3 bedrooms and nearly 1,600 sq ft in Franklinton, fully fenced, 2-car garage, $275K. #columbusrealestate #franklinton',
    'living_area_sqft:block',
  ],
  [
    'cypress',
    'Gearheads, look: a three-car garage on S Cypress Ave! Plus 3 beds, a fenced lot and a central location near the highway. $275,000, MLS 224027480.',
    'feature:garage:block',
  ],
  [
    'cypress',
    'Casa en venta en Franklinton, Columbus: 3 recámaras, construida en 1920, terreno totalmente cercado y cochera para dos autos. Cerca de restaurantes y de la autopista. Precio: $275 mil. Informes: 614-917-7842.',
    '',
  ],
  [
    'cypress',
    "Let's do the math on 88 S Cypress Ave: at $257,000 with 5% down and a 6.5% rate, principal and interest lands around $1,540 a month, less than most 2-bedroom rents in Franklinton ($1,650). Three beds, two-car garage, fenced yard.",
    'price:block',
  ],
  [
    'cypress',
    'POV: you found a 3 bed in Franklinton for under $300K 😳 two-car garage, fenced lot, walk to the brewery. 1,260 sq ft of yours. #columbusohio #firsthome',
    '',
  ],
  [
    'cypress',
    'Just updated: 88 S Cypress Ave now has a brand-new roof and a cozy fireplace in the living room! 3 beds, two-car garage, $275,000.',
    'feature:new_roof:warn feature:fireplace:warn',
  ],

  // dean-keeton: FOR RENT; rent and type left out (posts say "unit"); 1 bed; 1 bath; 600 sq ft; Austin TX
  // 78705; available August 2026; across from UT Law; 23-unit complex; deposit $1,500, admin fee $75,
  // application fee $79; no pool, gym or pets named.
  [
    'dean-keeton',
    '710 E Dean Keeton St #111 — 1 bed / 1 bath, about 600 sq ft, directly across from UT Law. Available Aug 6, 2026. Security deposit $1,500, admin fee $75, app fee $79. Quiet 23-unit complex. Email Laura at ManagePro to tour.',
    '',
  ],
  [
    'dean-keeton',
    'UT students!! 2BR/1BA unit across from the Law School, move in August 🤘 split it with your roommate. #hookem #austinapartments',
    'beds:block',
  ],
  [
    'dean-keeton',
    'Spacious unit at 710 E Dean Keeton: one bedroom, one bath and a generous 850 sq ft, right across from the Law School. Available August 2026.',
    'living_area_sqft:block',
  ],
  [
    'dean-keeton',
    'Move-in special at 710 E Dean Keeton #111: security deposit only $500! One bedroom across from UT Law, available 8/6/26.',
    'feature:deposit:block',
  ],
  [
    'dean-keeton',
    'Cho thuê căn 1 phòng ngủ, 1 phòng tắm, khoảng 600 sq ft, ngay đối diện Trường Luật UT Austin. Nhận nhà từ tháng 8/2026. Tiền cọc $1,500. Liên hệ Laura (ManagePro).',
    '',
  ],
  [
    'dean-keeton',
    'Student life, upgraded: your one-bedroom at 710 E Dean Keeton #111 comes with the residents-only pool and a 24-hour gym. Available August!',
    'feature:pool:warn feature:gym:warn',
  ],
  [
    'dean-keeton',
    'Rented! Thanks everyone for the interest in #111 on Dean Keeton — the one-bedroom across from UT Law is taken.',
    'status:block',
  ],
  [
    'dean-keeton',
    'UT 법대 바로 맞은편! 침실 1개, 욕실 1개, 약 600 sq ft 유닛입니다. 2026년 8월 입주 가능, 보증금 $1,500. 조용한 23세대 단지예요.',
    '',
  ],

  // e-9th: FOR SALE at $1,795,000; 1 bed; 1 bath; 1,000 sq ft; built 1923; type left out (posts say
  // "home"); New York NY 10003; MLS S1789660; prewar corner, sunken living room, beamed ceilings,
  // fireplace, hardwood, south and west light, doormen, common roof deck, pets welcome; no laundry,
  // parking or open house named.
  [
    'e-9th',
    'Prewar Village corner one-bedroom ✨ sunken living room, beamed ceilings, fireplace, arched transom windows and light from the south AND west. Full-service, pets welcome, and that roof deck 😍 $1.795M #greenwichvillage #prewar',
    '',
  ],
  [
    'e-9th',
    'Rare two-bedroom prewar home on East 9th Street: sunken living room, fireplace, beamed ceilings. Asking $1,795,000.',
    'beds:block',
  ],
  [
    'e-9th',
    'New to market: 29 E 9th St #10. Corner one bed, one bath, 1,000 sq ft, fireplace and beams. Offered at $1,975,000. Call Jennifer Ellenberg, Douglas Elliman.',
    'price:block',
  ],
  [
    'e-9th',
    "Un bijou d'avant-guerre à Greenwich Village : une chambre d'angle, une salle de bain, environ 93 m², salon en contrebas, cheminée et plafonds à poutres. Animaux bienvenus. 1,795 M$.",
    '',
  ],
  [
    'e-9th',
    'Built in 1932 by Harvey Wiley Corbett, 29 East 9th is Village history. Home #10 is a sun-drenched corner one-bedroom with a working fireplace. $1.795M.',
    'year_built:block',
  ],
  [
    'e-9th',
    'Pied-à-terre buyers: corner 1BR/1BA on E 9th St, fireplace, doormen, roof deck. Sorry, no pets in the building. $1,795,000.',
    'feature:pets:block',
  ],
  [
    'e-9th',
    "THE VILLAGE REPORT — November\nManhattan's median resale price ticked up to $1.2M this quarter, contracts signed rose 9%, and one-bedrooms are trading at about $1,450 a foot.\nFeatured: 29 E 9th St #10 — 1 bed, 1 bath, 1,000 sq ft, built 1923, sunken living room and fireplace. Asking $1,795,000.\nReply to book a private showing.",
    '',
  ],
  [
    'e-9th',
    'Everything you want downtown: corner 1BR with a fireplace, an in-unit washer/dryer and a deeded garage parking space. 29 E 9th, $1.795M.',
    'feature:laundry:warn feature:garage:warn',
  ],

  // falling-spring: FOR SALE at $695,000; 4 beds; 3.5 baths; 3,100 sq ft; 1.27 acres; built 1992;
  // Colonial; Gaithersburg MD 20882; MLS MC9840970; island kitchen, family room with fireplace, sun room,
  // library, soaking tub, solar panels, backs and fronts to parkland; no pool, garage or basement named.
  [
    'falling-spring',
    'A client asked me last week what "Goshen Hunt Country" actually means. It means lots like this one: 19810 Falling Spring Ct backs and fronts to parkland on 1.27 acres. The Colonial itself is 4 bedrooms and 3.5 baths across 3,100 square feet, with a sun room, a library with built-ins, a remodeled primary bath with a soaking tub, and solar panels. Built in 1992, listed at $695,000. Montgomery County inventory is still about 20% below 2019, so homes like this do not sit. Happy to walk anyone through it.',
    '',
  ],
  [
    'falling-spring',
    '4BR/3BA Colonial in Goshen Hunt, 3,100 sq ft on 1.27 acres backing to parkland, solar panels. $695K.',
    'baths_total:block',
  ],
  [
    'falling-spring',
    'Price drop alert 🔔 19810 Falling Spring Ct is now $659,000! Four bedrooms, sun room, library and parkland views.',
    'price:block',
  ],
  [
    'falling-spring',
    'Colonial de 4 habitaciones y 3 baños y medio en Gaithersburg: 3,100 pies², 1.27 acres junto al parque, cocina con isla, chimenea, paneles solares. $695,000. ¡Llámenos para una visita!',
    '',
  ],
  [
    'falling-spring',
    'Privacy seekers: a sun-filled Colonial on 2.7 acres backing to parkland, 4 beds, library, solar. Gaithersburg, $695,000.',
    'lot_size:block',
  ],
  [
    'falling-spring',
    'Summer at Falling Spring Ct = heated pool, parkland views and a 3-car garage for the toys. 4 bed Colonial, $695K.',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'falling-spring',
    'Built in 2002 and lovingly kept: 4 bedrooms, 3.5 baths, a sun room over the parkland and owned solar panels. 19810 Falling Spring Ct, $695,000.',
    'year_built:block',
  ],
  [
    'falling-spring',
    'POV: your morning coffee in a sun room that overlooks parkland ☕🌳 4 bd · 3.5 ba · ~3.1K sq ft · 1.27 ac · $695K. Commute to the Shady Grove Metro is about 20 min. #gaithersburg #montgomerycounty',
    '',
  ],
  [
    'falling-spring',
    '19810 Falling Spring Ct, Gaithersburg MD 20822: 4BR Colonial with a finished walk-out basement, library and solar panels. $695,000.',
    'address.postal_code:block feature:basement:warn',
  ],
];
