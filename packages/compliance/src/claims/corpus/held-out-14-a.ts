import type { ClaimCase } from './case';

/** Held-out-14, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-14.ts). */
export const HELD_OUT_14_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out (total 2 against 1 full + 1 half); 1,540 sq ft;
  // 0.46 acres (~20,040 sq ft, ~1,860 m²); built 1978; Cape on a corner lot, hardwood, renovated bath,
  // DETACHED garage; 37 Birch Hollow Rd, Nashua NH 03062; MLS 4981234. No fireplace, basement or pool named.
  [
    'birch-hollow',
    "Slide 1: SOLD ✅ 37 Birch Hollow Rd, Nashua\nSlide 2: Three bedrooms, hardwood underfoot and a freshly renovated bath.\nSlide 3: A 0.46-acre corner lot with a detached garage for the workshop.\nSlide 4: Built in '78 and loved ever since.\nSlide 5: Thinking of selling in 2027? Lena Ortiz · 603-555-0110 · 14 years in Nashua · 212 five-star reviews",
    '',
  ],
  [
    'birch-hollow',
    'CMA prepared for the owners of 45 Birch Hollow Rd\nComp 1: 37 Birch Hollow Rd (PrimeMLS #4981234). Sold $612,000. 4 BR, 1,540 SF, 0.46 ac, yr blt 1978, detached garage. Adjusted +$14,000 for your larger kitchen.\nComp 2: 18 Ledgewood Dr. Sold $598,500. 3 BR, 1,610 SF, 0.31 ac.',
    'beds:block',
  ],
  [
    'birch-hollow',
    'Show notes, Ep. 88 "Capes Still Win": we unpack the sale of a 1,540 sq ft Cape at 37 Birch Hollow Rd, Nashua NH 03060, built in 1987, that closed at $612K after a weekend of showings. Plus: why Nashua inventory sits at 1.4 months.',
    'address.postal_code:block year_built:block',
  ],
  [
    'birch-hollow',
    'ENGLISH | PORTUGUÊS\nSold: 37 Birch Hollow Rd | Vendida: 37 Birch Hollow Rd\n3 bedrooms | 3 quartos\nAbout 143 m² (1,540 ft²) | Cerca de 143 m² (1.540 pés²)\nLot of roughly 1,860 m² | Terreno de aproximadamente 1.860 m²\nClosed at US$612,000 | Vendida por US$612.000',
    '',
  ],
  [
    'birch-hollow',
    "Hi, it's Lena w/ Granite Gate 🏡 37 Birch Hollow just sold: 3bd Cape w/ a brick fireplace & finished basement, closed $612k. Want to know what yours is worth? Reply YES. Txt STOP to opt out.",
    'feature:fireplace:warn feature:basement:warn',
  ],
  [
    'birch-hollow',
    'PRICE ALERT 🔻 37 Birch Hollow Rd, Nashua is now offered at $612,000! 3 bd Cape on a corner lot, still available, showings start Saturday at 10.',
    'status:block',
  ],
  [
    'birch-hollow',
    'Broker tour, Nashua South, Tuesday:\n• 12 Pine Ridge Ave: 4 bd / 2.5 ba Colonial, 2,300 sf, $749,900, in-ground pool, finished basement. Overpriced by ~$25K.\n• 9 Musket Dr: 3 bd ranch, 1,350 sf, $529,000, attached 2-car garage.\nFor reference, last month 37 Birch Hollow (three-bed Cape, just under 1,550 sf, detached garage) closed at $612K.',
    '',
  ],
  [
    'birch-hollow',
    'Q: Is the garage attached, and how old is the house?\nA: Yes, the garage is attached with direct entry to the kitchen, and the home was built about 30 years ago. It sold quickly at $612,000.',
    'feature:garage:block year_built:block',
  ],
  [
    'birch-hollow',
    '¡Vendida! Casa estilo Cape en 37 Birch Hollow Rd, Nashua: 3 recámaras, pisos de madera, terreno de media hectárea en esquina y alberca en el patio. ¿Quiere vender? Llame a Lena al 603-555-0110.',
    'lot_size:block feature:pool:warn',
  ],

  // cypress: FOR SALE at $275,000; 3 beds; baths left out (2 against 1 + 1); 1,260 sq ft; lot 3,920 sq ft
  // (0.09 acres); built 1920; single family; fully fenced lot, TWO-CAR garage, Franklinton; 88 S Cypress Ave,
  // Columbus OH 43222; MLS 224027480; Justin Taber 614-917-7842. No central air, open house or pool named.
  [
    'cypress',
    "[0:00] HOOK: $275K in Franklinton? Let's go.\n[0:03] Front walk at 88 South Cypress: 3 bedrooms, about 1,260 square feet.\n[0:08] Out back: fully fenced and a two-car garage.\n[0:12] Built in 1920, so more than a century of character.\n[0:15] CTA: link in bio or text Justin at 614-917-7842.",
    '',
  ],
  [
    'cypress',
    'PRICE IMPROVEMENT 📉 88 S Cypress Ave, Columbus is now $265,000! 3 beds, fenced lot, two-car garage. Open house this Sunday 1–3 PM.',
    'price:block open_houses:warn',
  ],
  [
    'cypress',
    'Franklinton market snapshot, October: median sale price $238,500 (+6.1% year over year), 41 homes sold, 23 days on market on average, 2.1 months of inventory. Our listing at 88 S Cypress Ave is priced at $275K with 3 beds, a fenced yard and a two-car garage, steps from the new bars on West Broad.',
    '',
  ],
  [
    'cypress',
    'Nhà 4 phòng ngủ tại 88 S Cypress Ave, Columbus OH 43222, giá $275,000, xây năm 1920, có garage 2 xe và sân rào kín. Gọi Justin: 614-917-7842.',
    'beds:block',
  ],
  [
    'cypress',
    "Hi Priya,\nWelcome to Columbus! 88 S Cypress Ave in Franklinton fits your budget at $275,000. It's a 3-bed on a 0.25-acre lot with central air and a one-car garage, and it's 12 minutes to your new office downtown.\nTalk soon,\nJustin",
    'lot_size:block feature:central_air:warn feature:garage:block',
  ],
  [
    'cypress',
    'Why list with Associates Realty\n• 312 closed sales since 2011\n• Average 98.7% of list price\n• Team of 6, open 7 days\nCurrent listing: 88 S Cypress Ave · 3BR · 1,260 SF · 3,920 SF fenced lot · c.1920 · 2-car gar. · $275K',
    '',
  ],
  [
    'cypress',
    '哥伦布市 88 S Cypress Ave 出售：3卧，约1,260平方英尺，建于1902年，售价27.5万美元，邮编43215，带双车库。',
    'year_built:block address.postal_code:block',
  ],
  [
    'cypress',
    'Thanks for touring 88 N Cypress Ave with me yesterday! Quick heads-up: the sellers accepted an offer last night, so it is now pending. I have two similar Franklinton 3-beds to show you this week.',
    'address.street:block status:block',
  ],
  [
    'cypress',
    'Bagong listing! 88 S Cypress Ave, Columbus OH 43222: 3 kuwarto, 1,260 sq ft, may two-car garage at fenced na bakuran. Presyo: $275,000. Tawagan si Justin sa 614-917-7842.',
    '',
  ],

  // dean-keeton: FOR RENT; rent and type left out (listing $1,150 against "Rent: $1,500"; apartment against
  // "Century Condos"); 1 bed, 1 bath; 600 sq ft; no year; 710 E Dean Keeton St #111, Austin TX 78705;
  // deposit $1,500; admin fee $75; application fee $79; available 8/6/26; 23-unit complex across from UT Law.
  [
    'dean-keeton',
    'Hey! Laura @ ManagePro. Still looking near UT for fall? 710 E Dean Keeton #111: 1 bed/1 bath, ~600 sq ft, right across from the Law School. Available Aug 6. Deposit $1,500, app fee $79. Reply TOUR to book a time.',
    '',
  ],
  [
    'dean-keeton',
    'Roommate-ready! 2 bed / 1 bath at 710 E Dean Keeton St #111, across from UT Law. Pets welcome, available August 2026.',
    'beds:block feature:pets:warn',
  ],
  [
    'dean-keeton',
    'UT 법대 바로 맞은편! 710 E Dean Keeton St #111, 1베드룸 1욕실, 약 75㎡, 보증금 $750, 8월 6일 입주 가능.',
    'living_area_sqft:block feature:deposit:block',
  ],
  [
    'dean-keeton',
    'Q: Is #111 still available, and when can I move in?\nA: Yes! It is open for an August 6, 2026 move-in. The security deposit is $1,500 plus a $75 admin fee, and the application fee is $79. It is a quiet 23-unit complex, one bedroom, one bath.',
    '',
  ],
  [
    'dean-keeton',
    "Slide 1: Your fall 2026 home base 🎓\nSlide 2: 1BR across from UT Law\nSlide 3: Resort-style pool + 24/7 fitness center on site\nSlide 4: Apply today, it's $79",
    'feature:pool:warn feature:gym:warn',
  ],
  [
    'dean-keeton',
    'Now leasing for August: 710 E Dean Keeton St, Unit #211, Austin TX 78712. One bedroom, one bath, about 600 square feet.',
    'address.street:block address.postal_code:block',
  ],
  [
    'dean-keeton',
    'EN: 1 bedroom, 1 bath, 600 sq ft, available August 6, deposit $1,500.\nES: 1 recámara, 1 baño, 600 pies cuadrados, disponible el 6 de agosto, depósito de $1,500.',
    '',
  ],
  [
    'dean-keeton',
    'LEASED in 48 hours! 🎉 Our 1BR at 710 E Dean Keeton #111, built in 2019 with modern finishes, is off the market. Join the waitlist for next fall.',
    'status:block year_built:warn',
  ],
  [
    'dean-keeton',
    "Hi Mrs. Alvarez,\nHere's the shortlist for Sofia: The Castilian runs about $1,420 for a shared suite, and 2400 Nueces has studios from $1,095. My favourite is 710 E Dean Keeton #111: her own 1-bed, 1-bath, about 600 sq ft, directly across from the Law School, with a $1,500 deposit and an August 6 move-in. Our office has placed 140 UT students since 2019.\nLaura Cochrane, ManagePro LLC",
    '',
  ],

  // e-9th: FOR SALE at $1,795,000; 1 bed, 1 bath; 1,000 sq ft; built 1923; type left out (condo against
  // "cooperatives"); corner, south and west light, fireplace, sunken living room, doormen, COMMON roof deck,
  // storage for a fee, pets welcome; 29 E 9th St APT 10, New York NY 10003; StreetEasy S1789660.
  // No in-unit laundry, central air, garage or private terrace named.
  [
    'e-9th',
    'NEW YORK, Nov. 27, 2026 – Douglas Elliman today announced the listing of 29 East 9th Street, Apartment 10, a corner one-bedroom of approximately 1,000 square feet in a 1923 building designed by Harvey Wiley Corbett, offered at $1.795 million. Jennifer Ellenberg, who has sold more than $400 million of Village real estate over 22 years, represents the seller.',
    '',
  ],
  [
    'e-9th',
    'Broker tour notes, Tue 11/24: 29 E 9th #10. Corner 2BR, fireplace, private terrace off the living room. Asking 1.795. Great light from S + W. Worth bringing buyers.',
    'beds:block feature:terrace:warn',
  ],
  [
    'e-9th',
    "À vendre à Greenwich Village : appartement d'une chambre, 93 m², construit en 1932, cheminée et plafonds à poutres. Prix : 1,95 M$. 29 E 9th St, Apt 10.",
    'year_built:block price:block',
  ],
  [
    'e-9th',
    '$1.795M · 1BR/1BA · ~1,000 sf · c. 1923 · S+W light · FP · pets OK · FT doorman · 29 E 9th St #10, NY 10003',
    '',
  ],
  [
    'e-9th',
    'This week on the Village Dwellers podcast: a prewar corner one-bedroom at 29 E 9th St, Apt 10, New York 10011, with an in-unit washer/dryer and central air, listed at $1,795,000.',
    'feature:laundry:warn feature:central_air:warn address.postal_code:block',
  ],
  [
    'e-9th',
    'CMA summary, corner one-bedrooms near Fifth Avenue:\n• #6B at 29 E 9th: 1BR, 850 sf, sold $1.52M in March\n• 45 Fifth Ave #3: 1BR, 1,050 sf, sold $1.9M in June\n• Subject, #10 at 29 E 9th: corner 1BR, approx. 1,000 sf, list $1,795,000\nRecommendation: hold price through the holidays.',
    '',
  ],
  [
    'e-9th',
    'IN CONTRACT 🖊️ 29 E 9th St #10, the sunken-living-room corner one-bedroom. Sorry, no pets allowed in the building.',
    'status:block feature:pets:block',
  ],
  [
    'e-9th',
    'Apartamento de 1 quarto e 2 banheiros no Greenwich Village, com lareira e garagem privativa. 29 E 9th St, Apt 10. US$1.795.000.',
    'baths_total:block feature:garage:warn',
  ],

  // falling-spring: FOR SALE at $695,000; 4 beds; 3.5 baths (3 full + 1 half); 3,100 sq ft; 1.27 acres
  // (~0.51 ha); built 1992; Colonial; family room with fireplace, island kitchen, sun room, library, solar
  // panels, backs and fronts to parkland; 19810 Falling Spring Ct, Gaithersburg MD 20882; MLS MC9840970.
  // No basement or pool named.
  [
    'falling-spring',
    'Goshen Hunt Colonial ☀️ 4BR | 3 full + 1 half baths | ~3,100 SF | 1¼ acres backing to parkland | built 1992 | solar panels | $695K. 19810 Falling Spring Ct, Gaithersburg.',
    '',
  ],
  [
    'falling-spring',
    'JUST REDUCED: 19810 Falling Spring Ct is now $669,000. Four bedrooms, a library with built-ins and a sun room overlooking parkland.',
    'price:block',
  ],
  [
    'falling-spring',
    'Room for everyone at 19810 Falling Spring Ct: 5 bedrooms, 4 full baths, a sun room and a library, all on 1.27 acres.',
    'beds:block baths_total:block',
  ],
  [
    'falling-spring',
    "Hi Tom and Ana, thank you for touring 19810 Falling Spring Ct with me Saturday! To recap: 4 bedrooms, three and a half baths, about 3,100 sq ft on 1.27 acres, asking $695,000. The one on Goshen Rd you asked about is a 5BR/4BA at $799K with a pool, but it backs to Route 124. Happy to write an offer whenever you're ready. – MaryAnne",
    '',
  ],
  [
    'falling-spring',
    'Colonial en Goshen Hunt, 19810 Falling Spring Ct: 4 recámaras, construida hace 20 años, sobre media hectárea junto al parque, con paneles solares. $695,000.',
    'year_built:block',
  ],
  [
    'falling-spring',
    'Weekend plans? 19810 Falling Spring Ct has a finished basement with a rec room and an in-ground pool backing to parkland. 4 BR, $695K.',
    'feature:basement:warn feature:pool:warn',
  ],
  [
    'falling-spring',
    "[HOOK] This 1992 Colonial sits on 1.27 acres of Goshen Hunt parkland.\n[SCENE 2] Island kitchen into the family room with a fireplace.\n[SCENE 3] Primary bath with a soaking tub.\n[OUTRO] $695,000. Long & Foster since 1968, and I've been with them 17 years. DM me.",
    '',
  ],
  [
    'falling-spring',
    'New on MLS# MC9840907: 19810 Falling Spring Ct, Gaithersburg MD 20879. Sun-filled Colonial, 4 BR, $695,000.',
    'mls_id:block address.postal_code:block',
  ],
];
