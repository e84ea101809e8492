import type { ClaimCase } from './case';

/** Held-out-17, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-17.ts). */
export const HELD_OUT_17_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out (total 2 against 1 full + 1 half); 1,540 sq ft
  // (143 m²); 0.46 acres (0.19 ha); built 1978; Cape on a corner lot, hardwood, renovated bath, DETACHED
  // garage; 37 Birch Hollow Rd, Nashua NH 03062; MLS 4981234. No fireplace, basement or pool named.
  [
    'birch-hollow',
    'Granite Gate Realty · Update\nSOLD: 37 Birch Hollow Rd, Nashua NH 03062. A three-bedroom Cape on a corner lot, about 1,540 sq ft, built 1978, closed at $612,000.\n[Call now] 603-555-0110',
    '',
  ],
  [
    'birch-hollow',
    'CMA SUMMARY\nSubject: 37 Birch Hollow Rd — sold $612,000 · 3 BR · 1,540 SF · .46 ac · 1978\nComp 1: 12 Pine Hill Rd — 4 BR · 2,100 SF · attached 2-car garage · sold $655,000\nComp 2: 88 Ledge Rd — 3 BR · finished basement · sold $598,500\nAdjusted value range: $600K–$625K',
    '',
  ],
  [
    'birch-hollow',
    'Nextdoor · For Sale by Neighbor thread\nNeighbors on Birch Hollow: the Cape at #37 sold! Four bedrooms, hardwood floors, renovated bath and an attached garage. Went for $612k, good news for all of our values.',
    'beds:block feature:garage:block',
  ],
  [
    'birch-hollow',
    'Verkauft! 37 Birch Hollow Rd, Nashua: Cape-Haus mit 3 Schlafzimmern, ca. 143 m² Wohnfläche, Eckgrundstück von knapp 0,19 Hektar, Baujahr 1978, freistehende Garage. Kaufpreis: 612.000 $.',
    '',
  ],
  [
    'birch-hollow',
    'FOR IMMEDIATE RELEASE\nNASHUA, N.H. — Granite Gate Realty today announced the sale of 37 Birch Hollow Road, a 1987 Cape-style home on a corner lot, for $621,000. Agent Lena Ortiz represented the sellers.',
    'year_built:block price:block',
  ],
  [
    'birch-hollow',
    'Photo 1: front of the Cape from the corner. Photo 4: living room with the brick fireplace. Photo 9: above-ground pool out back. Photo 12: detached garage.',
    'feature:fireplace:warn feature:pool:warn',
  ],
  [
    'birch-hollow',
    'address,city,zip,beds,sqft,acres,year,status,price\n37 Birch Hollow Rd,Nashua,03062,3,1450,0.46,1978,Sold,612000',
    'living_area_sqft:block',
  ],
  [
    'birch-hollow',
    'Yard-sign rider: SOLD by Lena Ortiz · 603-555-0110 · Granite Gate Realty — 37 Birch Hollow Rd. Thinking of moving in 2027? Call for a free valuation.',
    '',
  ],
  [
    'birch-hollow',
    'Venduta: 37 Birch Hollow Rd, Nashua (NH 03062). Casa in stile Cape con 3 camere da letto, lotto d’angolo di 0,64 acri, garage indipendente. MLS #4981243.',
    'lot_size:block mls_id:block',
  ],

  // cypress: FOR SALE at $275,000; 3 beds; baths left out; 1,260 sq ft; lot 3,920 sq ft (0.09 ac); built
  // 1920; fully fenced lot, two-car garage; Franklinton; 88 S Cypress Ave, Columbus OH 43222; MLS
  // 224027480. No basement, HOA or pool named.
  [
    'cypress',
    'Pin: Century-old Columbus charmer 🏡 Built 1920 · 3 bedrooms · 1,260 sq ft · fully fenced lot · two-car garage · $275K · 88 S Cypress Ave, Franklinton. Save to your first-home board!',
    '',
  ],
  [
    'cypress',
    '[on-screen text] POV: you found a 4-bed in Franklinton for $275k\n[on-screen text] 88 S Cypress Ave\n[on-screen text] two-car garage + fenced yard\n[on-screen text] built in 1902 🤯',
    'beds:block year_built:block',
  ],
  [
    'cypress',
    'Hey Mike, 88 S Cypress Ave (43222) is asking $275,000. 3 bd, 1,260 sf, 3,920 sf lot. Comparable 3-beds in Franklinton rent for $1,650–1,800/mo; with 20% down at 7% your P&I is about $1,464. Want me to run the full numbers?',
    '',
  ],
  [
    'cypress',
    '(:30 radio spot) Looking for a home near all the new Franklinton restaurants? Eighty-eight South Cypress Avenue has three bedrooms, a fenced lot and a two-car garage, offered at two hundred fifty-seven thousand dollars. Call Justin Taber, six-one-four, nine-one-seven, seven-eight-four-two.',
    'price:block',
  ],
  [
    'cypress',
    '¡Nueva en el market! 88 S Cypress Ave en Franklinton: 3 recámaras, garage para dos carros, full basement terminado y HOA de solo $40 al mes. Precio: $275,000. ¡Llámame!',
    'feature:basement:warn feature:hoa:warn',
  ],
  [
    'cypress',
    'Podcast ad read: This week’s Franklinton feature is a 1920 three-bedroom at 88 South Cypress, twelve hundred sixty square feet, a fully fenced lot and a two-car garage, at two seventy-five. Franklinton prices are up 8% year over year, so don’t wait.',
    '',
  ],
  [
    'cypress',
    '@type: SingleFamilyResidence\nstreetAddress: 88 S Cypress Ave\naddressLocality: Columbus, OH\npostalCode: 43215\nnumberOfBedrooms: 3\nfloorSize: 1260 sq ft\nprice: 275000 USD',
    'address.postal_code:block',
  ],
  [
    'cypress',
    'Photo 2: living room. Photo 5: one of the three bedrooms. Photo 8: the fully fenced yard. Photo 10: two-car garage.',
    '',
  ],
  [
    'cypress',
    'Google Business Profile offer: UNDER CONTRACT 🎉 88 S Cypress Ave, a 3-bed on a 0.2-acre fenced lot with a two-car garage. Ask us about similar homes!',
    'status:block lot_size:block',
  ],

  // dean-keeton: FOR RENT; rent and type left out (price 1,150 against the description's $1,500; condos
  // against apartment); 1 bed, 1 bath; 600 sq ft (56 m²); no year; 710 E Dean Keeton St #111, Austin TX
  // 78705; 23-unit complex across from UT Law; available 8/6/26; admin $75, application $79, deposit
  // $1,500. No laundry, gym, pool or pets named.
  [
    'dean-keeton',
    'Nextdoor post: Heads up for anyone with a UT Law student. Unit 111 at 710 E Dean Keeton is up for lease: 1 bed / 1 bath, about 600 sq ft, available August 6. Deposit $1,500, application fee $79.',
    '',
  ],
  [
    'dean-keeton',
    'TEXT 1: 1BR across from UT Law 📚\nTEXT 2: 710 E Dean Keeton St #111\nTEXT 3: 800 sq ft of space\nTEXT 4: only a $750 deposit',
    'living_area_sqft:block feature:deposit:block',
  ],
  [
    'dean-keeton',
    'UT 로스쿨 바로 건너편 원룸 (1베드 1배스), 약 56㎡, 710 E Dean Keeton St #111, Austin TX 78751. 반려동물 가능!',
    'address.postal_code:block feature:pets:warn',
  ],
  [
    'dean-keeton',
    'Pin: Student apartment inspo ✏️ a cozy one-bedroom Century Condos unit right across from UT Law, 600 sq ft in a quiet 23-unit complex. Available 8/6/26.',
    '',
  ],
  [
    'dean-keeton',
    'Virtual tour narration: Welcome to unit 111. On your left, the in-unit washer and dryer. Straight ahead, the bedroom. And when you need a break, residents share a fitness center and a rooftop pool.',
    'feature:laundry:warn feature:gym:warn feature:pool:warn',
  ],
  [
    'dean-keeton',
    'Yard-sign rider: LEASED ✔ Unit 111 · 710 E Dean Keeton St · ManagePro LLC',
    'status:block',
  ],
  [
    'dean-keeton',
    'street,unit,beds,baths,sqft,available,deposit,admin_fee,app_fee\n710 E Dean Keeton St,111,1,1,600,2026-08-06,1500,75,79',
    '',
  ],
  [
    'dean-keeton',
    'Cho thuê căn hộ 2 phòng ngủ tại 710 E Dean Keeton St #111, Austin, ngay đối diện trường Luật UT, tòa nhà xây năm 2015.',
    'beds:block year_built:warn',
  ],

  // e-9th: FOR SALE at $1,795,000; 1 bed, 1 bath; 1,000 sq ft (93 m²); built 1923; type left out (condo
  // against cooperative); corner, sunken living room, beamed ceilings, fireplace, hardwood, transoms, South
  // and West light; doormen, common roof deck; pets welcome; 29 E 9th St APT 10, New York NY 10003;
  // StreetEasy S1789660. No gym, in-unit laundry or dues named.
  [
    'e-9th',
    'FEATURED LISTING | 29 East 9th Street, #10\nA corner prewar one-bedroom of about 1,000 sq ft with a sunken living room, beamed ceilings, a fireplace and South and West light. Doormen, a landscaped roof deck, pets and pieds-à-terre welcome. $1,795,000.\nAlso this month: the Q3 Manhattan median sale price reached $1.15M.',
    '',
  ],
  [
    'e-9th',
    '格林威治村战前公寓：29 E 9th St #10，两室一卫，约1000平方英尺，1923年建成，售价179.5万美元。',
    'beds:block',
  ],
  [
    'e-9th',
    'Greenwich Village, 29 E 9th St: bilocale d’angolo anteguerra del 1932, camino, soffitti con travi, circa 1.000 piedi quadrati. Prezzo $1.795.000.',
    'year_built:block',
  ],
  [
    'e-9th',
    'Tour notes, Tuesday caravan: 29 E 9th #10. Corner 1BR, sunken LR, fireplace, beams, great light. Building has a gym and a bike room, and the unit has its own washer/dryer. Ask $1.795M.',
    'feature:gym:warn feature:laundry:warn',
  ],
  [
    'e-9th',
    '그리니치 빌리지 코너 원베드룸, 약 93㎡, 1923년 건축, 벽난로, 남향·서향 채광, 반려동물 가능. 가격 179만 5천 달러.',
    '',
  ],
  [
    'e-9th',
    '29 E 9th St, Apt 10 | New York, NY 10011\nPrewar corner one-bedroom with a fireplace\nOffered at $1,795,000 · Scan to book a private showing',
    'address.postal_code:block',
  ],
  [
    'e-9th',
    'Photo 1: sunken living room under the beamed ceiling. Photo 3: the fireplace. Photo 6: arched transom windows facing west. Photo 9: the common roof deck.',
    '',
  ],
  [
    'e-9th',
    'Продаётся: 29 E 9th St, кв. 10, Нью-Йорк. Угловая квартира с одной спальней, 1000 кв. футов, камин. Цена $1 975 000. Домашние животные запрещены.',
    'price:block feature:pets:block',
  ],
  [
    'e-9th',
    'Comps for 29 E 9th #10 ($1,795,000 · 1BR · ~1,000 SF · 1923): 60 E 9th St 5K, 2BR/2BA, sold $2.1M; 36 E 10th St 3R, 1BR with a private terrace, sold $1.45M; 2 Fifth Ave 8C, 1BR with in-unit laundry, asking $1.6M.',
    '',
  ],

  // falling-spring: FOR SALE at $695,000; 4 beds; 3.5 baths (3 full + 1 half); 3,100 sq ft; 1.27 acres;
  // built 1992; Colonial backing to parkland; island kitchen, family room with fireplace, sun room,
  // library, solar panels; 19810 Falling Spring Ct, Gaithersburg MD 20882; MLS MC9840970. No pool or
  // garage named.
  [
    'falling-spring',
    'Slide 6: Your home at a glance. 19810 Falling Spring Ct · 4 BR · 3 full + 1 half baths · ~3,100 SF · 1.27 acres backing to parkland · built 1992 · solar panels\nSlide 7: Recommended list price $695,000\nSlide 8: Our 2025 results, 64 homes sold at 99.1% of list',
    '',
  ],
  [
    'falling-spring',
    'Na sprzedaż: dom w stylu kolonialnym w Gaithersburgu, 19810 Falling Spring Ct, 5 sypialni, 3,5 łazienki, działka 1,27 akra, rok budowy 1992, panele słoneczne. Cena 695 000 $.',
    'beds:block',
  ],
  [
    'falling-spring',
    '(:60 radio spot) Out in Goshen Hunt country, 19810 Falling Spring Court gives you four bedrooms, three and a half baths, a family room with a fireplace, a sun room, and, get this, a heated in-ground pool and a three-car garage. Six ninety-five.',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'falling-spring',
    '🛏 4 bedrooms\n🛁 2.5 baths\n📐 3,100 sq ft\n🌳 1.27 acres on parkland\n📅 built 1992\n💲 $695,000\n📍 19810 Falling Spring Ct',
    'baths_total:block',
  ],
  [
    'falling-spring',
    'गेथर्सबर्ग में बिक्री के लिए: 19810 Falling Spring Ct, 4 बेडरूम, साढ़े तीन बाथरूम, लगभग 3,100 वर्ग फुट, 1.27 एकड़ ज़मीन, 1992 में बना, सोलर पैनल। कीमत $695,000।',
    '',
  ],
  [
    'falling-spring',
    'GAITHERSBURG, Md. (PRESS RELEASE) — Long & Foster has listed 19810 Falling Spring Court, a 4,100-square-foot Colonial in Goshen Hunt, at $695,000 (MLS# MC9840790).',
    'living_area_sqft:block mls_id:block',
  ],
  [
    'falling-spring',
    '19810 Falling Spring Ct 🌳 $695K · 4BR · 3.5BA · 1.27 ac\nWith 10% down ($69,500) at 6.75%, principal and interest run about $4,057 a month.\nScan for photos, the floor plan and the school report.',
    '',
  ],
  [
    'falling-spring',
    'Unter Vertrag: 19810 Falling Spring Ct, Gaithersburg. Kolonialhaus mit 4 Schlafzimmern auf 1,27 Acres, Baujahr 1992, Solaranlage.',
    'status:block',
  ],
];
