import type { ClaimCase } from './case';

/** Held-out-19, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-19.ts). */
export const HELD_OUT_19_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out; 1,540 sq ft; 0.46 acres; built 1978; Cape on a
  // corner lot, hardwood, renovated bath, DETACHED garage; 37 Birch Hollow Rd, Nashua NH 03062; MLS 4981234.
  [
    'birch-hollow',
    'Home Sales · 3 beds · Sold\n$612,000 · Nashua, NH\n37 Birch Hollow Rd, Nashua, NH 03062\nCape · 1,540 sq ft · 0.46 acre · Built 1978\nCorner lot, hardwood floors, renovated bath, detached garage. Listed by Lena Ortiz, Granite Gate Realty.',
    '',
  ],
  [
    'birch-hollow',
    'Proud to share that my sellers at 37 Birch Hollow Rd closed this week at $612,000. In a Nashua market where inventory is down 18% year over year and the median home spends 9 days on market, a well-kept Cape on a corner lot still brings buyers out in force. Grateful to the lender and attorney teams who made a 30-day close happen. #RealEstate #NewHampshire #Closings',
    '',
  ],
  [
    'birch-hollow',
    'Two Nashua Capes, two stories: 37 Birch Hollow Rd sold at $612,000 with 3 beds and a detached garage, while my new listing at 52 Pheasant Run has 4 beds, an attached two-car garage and an in-ground pool for $649,900 (built 2004).',
    '',
  ],
  [
    'birch-hollow',
    'SOLD 🔑 37 Birch Hollow Rd, Nashua 03062. 3bd Cape, 1.5k sf, ~½ ac, c. 1968, closed $612K. Corner lot + det. gar. #NashuaNH #JustSold #CapeCod',
    'year_built:block',
  ],
  [
    'birch-hollow',
    "Hi Tom! Yes that's the one on Birch Hollow. It sold last month. 4 bedrooms, and the garage is attached so no shoveling out to the car 😉",
    'beds:block feature:garage:block',
  ],
  [
    'birch-hollow',
    'VERKAUFT! Cape-Cod-Haus in 37 Birch Hollow Rd, Nashua NH 03062: 3 Schlafzimmer, 1.540 sq ft, Grundstück 0,46 acres, Baujahr 1978, mit Kamin und ausgebautem Keller. Kaufpreis $612.000.',
    'feature:fireplace:warn feature:basement:warn',
  ],
  [
    'birch-hollow',
    'Address: 37 Birch Hollow Rd, Nashua NH 03026\nStatus: Sold\nSold price: $612,000\nBeds: 3\nLiving area: 1,540 sq ft\nLot: 0.46 ac\nYear built: 1978\nGarage: detached\nMLS#: 4981243',
    'address.postal_code:block mls_id:block',
  ],
  [
    'birch-hollow',
    "BACK ON MARKET 🔁 37 Birch Hollow Rd, Nashua: the buyer's financing fell through! 3-bed Cape on a corner lot with a detached garage, $612,000. Showings start Saturday.",
    'status:block',
  ],

  // cypress: for sale at $275,000; 3 beds; baths left out; 1,260 sq ft; 3,920 sq ft lot; built 1920; fully
  // fenced lot, two-car garage, Franklinton; 88 S Cypress Ave, Columbus OH 43222; MLS 224027480.
  [
    'cypress',
    '88 S Cypress Ave | Franklinton 3-Bed Home Tour | $275,000\n\nChapters:\n0:00 Intro\n0:35 Curb appeal & the fully fenced lot\n1:50 Living & dining\n3:10 Kitchen\n4:45 Three bedrooms\n6:20 Two-car garage\n7:30 Walk to the new Franklinton bars & restaurants\n\n1,260 sq ft, built 1920. Listed by Justin Taber, Associates Realty, 614-917-7842.',
    '',
  ],
  [
    'cypress',
    "Hey Maria, yes it's still available! 88 S Cypress is listed at $275K. Your $300K budget leaves room for closing costs. Quick math: 5% down is $13,750, so you'd borrow about $261K.",
    '',
  ],
  [
    'cypress',
    "¡Mira esta casita en Franklinton! 88 S Cypress Ave, Columbus OH 43222: 3 recámaras, garage para dos carros, fully fenced yard. Solo $275,000. Está bien cerca de all the new bars y restaurantes. DM me pa' más info.",
    '',
  ],
  [
    'cypress',
    'Home Sales · 3 beds · House\n$275,000 · Columbus, OH\n88 S Cypress Ave, Columbus, OH 43222\nSingle family · 1,260 sq ft · 9,000 sq ft lot · Built 1920\nFenced lot, two-car garage, finished basement. Message me for a showing!',
    'lot_size:block feature:basement:warn',
  ],
  [
    'cypress',
    "New price alert 📉 88 S Cypress Ave, Cbus 43222: 3BR, 1,260sf, '20s charm (blt 1920), 2-car gar, now $259,900! Franklinton is 🔥 #ColumbusRealEstate #Franklinton #NewPrice",
    'price:block',
  ],
  [
    'cypress',
    'COMING SOON: 88 S Cypress Ave, Columbus. 3 beds, two-car garage, fully fenced lot. Hits the market next Thursday at $275,000. Get on the list now!',
    'status:block',
  ],
  [
    'cypress',
    'Remarks: Beautifully maintained 4BR home w/ ample space to entertain. Fully fenced lot, 2-car gar. Heart of Franklinton, close to the new bars & restaurants, easy hwy access. Built 1952. MLS #224027480.',
    'beds:block year_built:block',
  ],
  [
    'cypress',
    'Two of my Columbus listings this week: 88 S Cypress Ave ($275,000, 3 beds, two-car garage, 1,260 sq ft) and 412 W Town St ($329,000, 3 beds, 1,450 sq ft, with a pool). Both in Franklinton, both a walk to the new restaurants, and only Cypress has a cozy fireplace.',
    'feature:fireplace:warn',
  ],

  // dean-keeton: FOR RENT (rent and property type left out); 1 bed; 1 bath; 600 sq ft; no year built;
  // Century Condos, 23 units, across from UT Law; available 8/6/26; deposit $1,500, admin fee $75,
  // application fee $79; 710 E Dean Keeton St #111, Austin TX 78705; no MLS.
  [
    'dean-keeton',
    "Hi Priya! Yes, #111 at 710 E Dean Keeton is still open: 1 bed, 1 bath, about 600 sq ft, available Aug 6. Security deposit is $1,500, admin fee $75 and application fee $79. It's right across the street from the UT Law School.",
    '',
  ],
  [
    'dean-keeton',
    'UT 오스틴 학생분들 주목! 710 E Dean Keeton St #111, Austin TX 78705. 침실 1개, 욕실 1개, 600 sq ft. 2026년 8월 6일 입주 가능. UT Law School 바로 건너편. 보증금 $1,500.',
    '',
  ],
  [
    'dean-keeton',
    'Two options for law students: 710 E Dean Keeton #111 (1 bed, 600 sq ft, available 8/6/26) or my other listing at 2505 San Gabriel St #204 (2 beds, 2 baths, 850 sq ft, pool, covered parking). Dean Keeton wins on the walk to class.',
    '',
  ],
  [
    'dean-keeton',
    'Rentals · 1 bed · 1 bath\n710 E Dean Keeton St #111, Austin, TX 78705\n600 sq ft · Available August 6\nCentury Condos, a 23-unit complex across from UT Law. Pool and fitness center on site. Deposit $1,500.',
    'feature:pool:warn feature:gym:warn',
  ],
  [
    'dean-keeton',
    '🎓 UT Law students: 1BR/1BA, 600sf, across from the Law School, avail 8/6/26. Dep only $750! Century Condos, 78705 #UTAustin #AustinRentals #HookEm',
    'feature:deposit:block',
  ],
  [
    'dean-keeton',
    'Unit: 710 E Dean Keeton St #111\nBeds: 2\nBaths: 1\nSize: 600 sq ft\nBuilt: 1984\nAvailable: 8/6/26\nDeposit: $1,500',
    'beds:block year_built:warn',
  ],
  [
    'dean-keeton',
    'UTオースティンの留学生向け！710 E Dean Keeton St #111, Austin TX 78712。1ベッドルーム、バス1、約600 sq ft。ペット可。2026年8月6日から入居可能。',
    'address.postal_code:block feature:pets:warn',
  ],
  [
    'dean-keeton',
    'Century Condos #111 walkthrough | 1 Bed near UT Law\nChapters\n0:00 Outside & the walk to UT Law\n0:40 Living room\n1:25 Kitchen\n2:10 Bedroom\n2:55 Bathroom\n3:30 In-unit washer & dryer\n4:05 Closet & storage\nAvailable 8/6/26 · 600 sq ft',
    'feature:laundry:warn',
  ],

  // e-9th: for sale at $1,795,000; 1 bed; 1 bath; 1,000 sq ft; built 1923; property type left out; corner
  // prewar home, sunken living room, beamed ceilings, fireplace, hardwood; doormen, porters, common roof
  // deck; pets welcome; 29 E 9th St APT 10, New York NY 10003; MLS S1789660.
  [
    'e-9th',
    "Pleased to bring to market a prewar corner one-bedroom at 29 E 9th St in Greenwich Village, offered at $1,795,000. 1,000 sq ft with a sunken living room, beamed ceilings, a fireplace and south and west light. With Manhattan's median sale price near $1.2M and well-kept prewar stock scarce, I expect strong interest. Pied-à-terre buyers and pets welcome. #NYCRealEstate #PrewarLiving",
    '',
  ],
  [
    'e-9th',
    'Nel cuore del Greenwich Village: 29 E 9th St APT 10, New York NY 10003. Una camera da letto, un bagno, 1.000 sq ft (circa 93 m²), camino, soffitti alti con travi, costruito nel 1923. Prezzo: $1.795.000. Animali benvenuti.',
    '',
  ],
  [
    'e-9th',
    "Hi Sam, 29 E 9th #10 has one bedroom, one bath and 1,000 sq ft. Your must-haves were a second bedroom and a washer/dryer in the unit, so honestly it isn't a match, but the fireplace and that roof deck are lovely.",
    '',
  ],
  [
    'e-9th',
    'Just listed: prewar corner 1BR in the Village, 29 E 9th #10. Sunken LR, beams, FP, 1,100sf, $1.795M. Pied-à-terre OK, 🐶 welcome. #NYCRealEstate #GreenwichVillage',
    'living_area_sqft:block',
  ],
  [
    'e-9th',
    '29 E 9th St, Apt 10, New York, NY 10003\nAsking: $1,795,000\nBedrooms: 2\nBathrooms: 1\nInterior: 1,000 sq ft\nBuilt: 1923\nLaundry: in-unit washer/dryer\nMLS: S1789660',
    'beds:block feature:laundry:warn',
  ],
  [
    'e-9th',
    'Nowa oferta w Nowym Jorku! 29 E 9th St APT 10: 1 sypialnia, 1 łazienka, 1000 sq ft, kominek, rok budowy 1932. Cena: $1,795,000. Zwierzęta nie są akceptowane.',
    'year_built:block feature:pets:block',
  ],
  [
    'e-9th',
    "Prewar gem on one of the Village's most desirable blocks. Massive corner 1BR w/ sunken LR, beamed ceilings, FP, hardwood, arched transoms; S & W exposures. Full-service bldg w/ doormen, porters, resident mgr, landscaped roof deck and an on-site gym. Offered at $1,695,000.",
    'price:block feature:gym:warn',
  ],
  [
    'e-9th',
    'Thanks to everyone who toured 29 E 9th St #10 this week! Lots of love for the sunken living room and the fireplace. And yes, a deeded spot in the garage downstairs comes with it. 1BR, 1,000 sq ft, $1,795,000.',
    'feature:garage:warn',
  ],

  // falling-spring: for sale at $695,000; 4 beds; 3.5 baths; 3,100 sq ft; 1.27 acres; built 1992; colonial
  // backing to parkland, island kitchen, family room with fireplace, sun room, library, solar panels; no
  // garage, pool, basement or HOA named; 19810 Falling Spring Ct, Gaithersburg MD 20882; MLS MC9840970.
  [
    'falling-spring',
    'Home Sales · 4 beds · 3½ baths\n$695,000 · Gaithersburg, MD\n19810 Falling Spring Ct, Gaithersburg, MD 20882\nColonial · 3,100 sq ft · 1.27 acres · Built 1992\nBacks and fronts to parkland in Goshen Hunt. Island kitchen, sun room, library, family room with fireplace, solar panels.',
    '',
  ],
  [
    'falling-spring',
    'Kay a vann nan Gaithersburg! 19810 Falling Spring Ct, MD 20882: 4 chanm, 3.5 twalèt, 3,100 sq ft sou 1.27 acres. Bati an 1992. Panno solè, chemine nan family room. Pri: $695,000.',
    '',
  ],
  [
    'falling-spring',
    'What does $695,000 buy in Goshen Hunt? At 19810 Falling Spring Ct: 4 beds, 3.5 baths and 3,100 sq ft on 1.27 acres, about $224 a square foot against a county median of $285. With 20% down ($139,000) at 6.5%, principal and interest run about $3,514 a month.',
    '',
  ],
  [
    'falling-spring',
    'Goshen Hunt colonial 🌳 4BR/3.5BA, 3,100sf on 1¼ ac backing to parkland, solar, FR w/FP. 3-car garage + in-ground pool. $695K #MoCoRealEstate #Gaithersburg',
    'feature:garage:warn feature:pool:warn',
  ],
  [
    'falling-spring',
    'Solar is becoming a real value driver in Montgomery County. Case in point: my listing at 19810 Falling Spring Ct, a 1992 colonial with solar panels on 2.7 acres, 4 bedrooms and 3,100 sq ft, backing to parkland. Buyers ask about the electric bills before the kitchen. #RealEstate #Solar',
    'lot_size:block',
  ],
  [
    'falling-spring',
    'Tour 19810 Falling Spring Ct | Gaithersburg MD | $695,000\n0:00 Welcome to Goshen Hunt\n0:45 Island kitchen & breakfast area\n2:00 Family room with fireplace\n3:15 Sun room & library\n4:30 Primary suite & garden bath\n6:00 Three more bedrooms\n7:10 Finished walkout basement\n8:20 Parkland vista & solar panels',
    'feature:basement:warn',
  ],
  [
    'falling-spring',
    "Hola Carmen! La casa en Falling Spring tiene 5 recámaras y 3.5 baños, 3,100 sq ft, y la construyeron en 2002. It's listed at $695K, te mando el link.",
    'beds:block year_built:block',
  ],
  [
    'falling-spring',
    '• 19810 Falling Spring Ct, Gaithersburg MD 20882\n• Price: $675,000\n• 4 BR / 3.5 BA\n• 3,100 sq ft on 1.27 acres\n• HOA: $85/mo\n• MLS# MC9840970',
    'price:block feature:hoa:warn',
  ],
];
