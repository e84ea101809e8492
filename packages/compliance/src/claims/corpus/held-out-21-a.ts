import type { ClaimCase } from './case';

/** Held-out-21, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-21.ts). */
export const HELD_OUT_21_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out; 1,540 sq ft; 0.46 acres; built 1978; Cape on a
  // corner lot, hardwood, renovated bath, DETACHED garage; 37 Birch Hollow Rd, Nashua NH 03062; MLS 4981234.
  [
    'birch-hollow',
    "Hi, I'm Lena Ortiz with Granite Gate Realty. I've helped Nashua families buy and sell for twelve years, I coach U10 soccer on Saturdays, and yes, I answer texts after 9 pm. My most recent closing: 37 Birch Hollow Rd, a three-bedroom Cape on a corner lot with 1,540 square feet of living space, closed at $612,000.",
    '',
  ],
  [
    'birch-hollow',
    'Price history, 37 Birch Hollow Rd: the sellers bought it in 2009 for $289,000, refinanced in 2015, and this month it closed at $612,000. Seventeen years of Nashua appreciation in one line. Want to know what yours would fetch? DM me.',
    '',
  ],
  [
    'birch-hollow',
    'The Beaulieus raised three kids in this Cape, and every one of them had a room of their own: four bedrooms under one roof, plus the sewing room off the kitchen. The house has stood on this corner since it was built in 1986, and on Friday it went to a young family from Hudson. Congratulations on 37 Birch Hollow Rd!',
    'beds:block year_built:block',
  ],
  [
    'birch-hollow',
    '5 things I loved about 37 Birch Hollow Rd (SOLD):\n1. The corner lot, nearly half an acre\n2. Hardwood floors in every room\n3. The renovated bath\n4. The attached two-car garage, straight into the mudroom\n5. The finished basement the kids turned into a movie room',
    'feature:garage:block feature:basement:warn',
  ],
  [
    'birch-hollow',
    'Preguntas frecuentes sobre 37 Birch Hollow Rd (vendida):\n¿Cuántas recámaras? Tres.\n¿Superficie? 1,540 pies cuadrados.\n¿Terreno? 0.64 acres en esquina.\n¿Año de construcción? 1978.\n¿Precio final? $612,000.',
    'lot_size:block',
  ],
  [
    'birch-hollow',
    'Hi Priya, thanks for the note. Sorry, 37 Birch Hollow closed last week at $612K. It was a 3-bed Cape, 1,540 sf, detached garage. If your buyers want something close, 12 Ridge Rd just came on: 4 beds, a heated pool and an attached garage at $650,000. Happy to set up a showing. Lena',
    '',
  ],
  [
    'birch-hollow',
    'Swipe through 👉\nSlide 1: the Cape on its corner lot\nSlide 2: hardwood in the living room\nSlide 3: the brick fireplace in the family room\nSlide 4: the renovated bath\nSlide 5: the detached garage\nSlide 6: SOLD at $621,000 🔑',
    'feature:fireplace:warn price:block',
  ],
  [
    'birch-hollow',
    'Đã bán! Nhà kiểu Cape 3 phòng ngủ tại 37 Birch Hollow Rd, Nashua NH 03060, sàn gỗ cứng, phòng tắm mới sửa, giá chốt $612,000. Cảm ơn gia đình người mua đã tin tưởng!',
    'address.postal_code:block',
  ],

  // cypress: FOR SALE at $275,000; 3 beds; baths left out; 1,260 sq ft; 3,920 sq ft lot; built 1920; fully
  // fenced lot and a two-car garage; Franklinton; 88 S Cypress Ave, Columbus OH 43222; MLS 224027480.
  [
    'cypress',
    "Ten years ago Franklinton was the part of Columbus you drove through on your way somewhere else. Now there's a brewery on every other block, the Scioto trail at the end of the street, COSI and the new offices on the riverfront. Which brings me to 88 S Cypress Ave: a 1920 three-bedroom with a fully fenced lot and a two-car garage, listed at $275,000.",
    '',
  ],
  [
    'cypress',
    'What $275,000 buys in Columbus this month:\n• Clintonville: a 2-bed condo, 900 sq ft, HOA dues of $310 a month, one parking pad\n• Franklinton: 88 S Cypress Ave, a whole 3-bedroom house, 1,260 sq ft, fenced yard and a two-car garage\nSame money, very different weekends.',
    '',
  ],
  [
    'cypress',
    "Run it with me: 88 S Cypress at $275,000, 3.5% down on an FHA loan is $9,625. At 6.5% that's roughly $1,680 principal and interest, call it $2,050 a month with taxes and insurance. A lot of renters in 43222 pay that for a two-bedroom.",
    '',
  ],
  [
    'cypress',
    'Casa de 4 recámaras en el corazón de Franklinton: 88 S Cypress Ave, Columbus. Garaje para dos autos, terreno totalmente cercado y cerca de los nuevos bares y restaurantes. $275,000.',
    'beds:block',
  ],
  [
    'cypress',
    "I'm Justin Taber with Associates Realty. I grew up on the west side and I've been selling it since before the first brewery opened. New on my list: 88 S Cypress, three beds, 1,260 sq ft, built in 1952, two-car garage, fenced lot, $275K.",
    'year_built:block',
  ],
  [
    'cypress',
    'FAQ, 88 S Cypress Ave\nQ: Is there a basement? A: Yes, a full unfinished basement, great for storage.\nQ: Garage? A: Yes, two-car.\nQ: Is the yard fenced? A: All the way around.\nQ: Asking price? A: $257,000.',
    'feature:basement:warn price:block',
  ],
  [
    'cypress',
    'UNDER CONTRACT after four days! 88 S Cypress had a brand-new roof, a fenced lot and a two-car garage, and buyers noticed. Franklinton is not slowing down.',
    'status:block feature:new_roof:warn',
  ],
  [
    'cypress',
    'Bagong listing sa Franklinton, Columbus! 3 kwarto, 1,260 sq ft, may bakod ang buong lote at garahe para sa dalawang kotse. Itinayo noong 1920. Presyo: $275,000. Malapit sa mga bagong bar at restawran.',
    '',
  ],
  [
    'cypress',
    'Carrusel 📸\n1/5 La fachada de 1920\n2/5 La sala\n3/5 La cocina\n4/5 El terreno cercado: un tercio de acre de jardín\n5/5 El garaje para dos autos\n88 S Cypress Ave, $275,000.',
    'lot_size:block',
  ],

  // dean-keeton: FOR RENT, rent left out ($1,150 listed, $1,500 in the description); type left out (posts say
  // "unit"); 1 bed; 1 bath; 600 sq ft; year unknown; security deposit $1,500, admin fee $75, application fee
  // $79; available 8/6/26; quiet 23-unit complex across from UT Law; 710 E Dean Keeton St #111, Austin 78705.
  [
    'dean-keeton',
    'Reminder for incoming UT Law students: applications for #111 at 710 E Dean Keeton St are open now. One bedroom, one bath, 600 sq ft, available August 6. Application fee $79 per adult, admin fee $75, security deposit $1,500. Bring a photo ID and proof of income or a guarantor.',
    '',
  ],
  [
    'dean-keeton',
    'Unidad de 1 recámara y 1 baño, 600 pies cuadrados, justo enfrente de la Facultad de Derecho de UT. Disponible el 6 de agosto. Depósito de seguridad: $750. Cuota de solicitud: $79.',
    'feature:deposit:block',
  ],
  [
    'dean-keeton',
    'Roommate-friendly! 2-bedroom unit across the street from the UT Law School, 600 sq ft, in a quiet 23-unit complex. Available August 2026.',
    'beds:block',
  ],
  [
    'dean-keeton',
    '710 E Dean Keeton #111: built in 2004, this one-bed unit has an in-unit washer and dryer, so no quarters and no laundry room line the night before finals. Available 8/6.',
    'year_built:warn feature:laundry:warn',
  ],
  [
    'dean-keeton',
    'Study hard, swim harder 🏊 The complex at 710 E Dean Keeton has a pool and a 24-hour gym, and #111 is a one bed, one bath right across from the Law School. Move in August 6.',
    'feature:pool:warn feature:gym:warn',
  ],
  [
    'dean-keeton',
    "Hi Marcus, thanks for reaching out for your client. #111 is a one-bed, one-bath, about 600 square feet, available 8/6/26. The security deposit is $1,500 and the application fee is $79 per adult. On your client's cat: I'll ask the owner and get back to you today. Laura",
    '',
  ],
  [
    'dean-keeton',
    'UT 로스쿨 바로 건너편! 710 E Dean Keeton St #111, 방 1개, 욕실 1개, 750 sq ft. 23세대 조용한 단지, 8월 6일 입주 가능.',
    'living_area_sqft:block',
  ],
  [
    'dean-keeton',
    'West Campus se lleva la fama, pero las cuadras alrededor de Dean Keeton tienen lo mejor: caminas a clase en cinco minutos, el café de Guadalupe está a la vuelta y el Parque Waterloo queda cerca. 710 E Dean Keeton St #111: 1 recámara, 1 baño, 600 pies², lista en agosto de 2026 en un complejo tranquilo de 23 unidades.',
    '',
  ],

  // e-9th: FOR SALE at $1,795,000; 1 bed; 1 bath; 1,000 sq ft; built 1923; type left out (no post says condo,
  // co-op or apartment); corner, sunken living room, beams, fireplace, hardwood, South and West light;
  // full-service building, doormen, common roof deck; pets welcome; 29 E 9th St, New York 10003; MLS S1789660.
  [
    'e-9th',
    "Greenwich Village d'avant-guerre : un logement d'angle avec une chambre, salon en contrebas, plafonds hauts à poutres, cheminée, parquet et fenêtres en arc. Exposition sud et ouest, environ 93 m². Immeuble avec portiers et superbe toit-terrasse commun. 1 795 000 $.",
    '',
  ],
  [
    'e-9th',
    '5 things I love about 29 E 9th St #10:\n1. The wood-burning fireplace\n2. The sunken living room\n3. Two full baths, so guests never wait\n4. The in-unit washer/dryer\n5. That common roof deck on a June evening',
    'baths_total:block feature:laundry:warn',
  ],
  [
    'e-9th',
    'A prewar corner one-bedroom on East 9th, in a Harvey Wiley Corbett building finished in 1931: beamed ceilings, a sunken living room, a fireplace and light from the south and west all day.',
    'year_built:block',
  ],
  [
    'e-9th',
    'Sunday in the Village ☀️ Just listed at $1.95M: the corner one-bedroom at 29 E 9th St, 1,000 square feet, a fireplace, a sunken living room and doormen who know your name.',
    'price:block',
  ],
  [
    'e-9th',
    'Hogar de preguerra en Greenwich Village: 1 recámara, chimenea, techos altos con vigas y sala hundida. Importante: no se permiten mascotas en el edificio. 29 E 9th St, Nueva York, NY 10011. $1,795,000.',
    'feature:pets:block address.postal_code:block',
  ],
  [
    'e-9th',
    'Números rápidos: con $1,795,000 y 25% de enganche pones $448,750 y financias $1,346,250. A 6.75% son unos $8,730 al mes de capital e intereses. En el Village la mediana de un dormitorio anda por $1.2M, pero esta tiene chimenea, esquina y luz sur y oeste.',
    '',
  ],
  [
    'e-9th',
    "Hi Rachel, following up on your buyers' questions about 29 E 9th St #10: it's a corner one-bedroom of about 1,000 sq ft with a working fireplace, pets are welcome, and pied-à-terre use is allowed. Extra private storage is available for a modest monthly fee. Showings are by appointment this week.",
    '',
  ],
  [
    'e-9th',
    'Full-service living at 29 E 9th St: doormen, porters, a resident manager, a gym on the lower level and the landscaped roof deck, all a few steps from a corner one-bedroom with a fireplace.',
    'feature:gym:warn',
  ],

  // falling-spring: FOR SALE at $695,000; 4 beds; 3.5 baths; 3,100 sq ft; 1.27 acres backing and fronting to
  // parkland; built 1992; Colonial; FR with fireplace, sun room, library, solar panels, "scenic vista"; no
  // garage, pool or basement named; no open house; 19810 Falling Spring Ct, Gaithersburg MD 20882; MLS MC9840970.
  [
    'falling-spring',
    'Goshen Hunt country is horse farms, winding roads and the Seneca Creek trails, with Gaithersburg ten minutes away when you need it. Tucked in there: 19810 Falling Spring Ct, a 4-bed, 3.5-bath Colonial on 1.27 acres that backs and fronts to parkland, 3,100 sq ft, solar panels, $695,000.',
    '',
  ],
  [
    'falling-spring',
    "You're invited! Open house at 19810 Falling Spring Ct this Saturday, June 13, 1 to 3 pm. Four bedrooms, a library with built-ins and a sun room overlooking parkland. Lemonade's on me.",
    'open_houses:warn',
  ],
  [
    'falling-spring',
    'Five bedrooms, a 3-car garage and parkland on two sides: 19810 Falling Spring Ct has room for everyone and everything.',
    'beds:block feature:garage:warn',
  ],
  [
    'falling-spring',
    'Colonial em Gaithersburg, construída em 2002: 4 quartos, 3,5 banheiros, biblioteca com estantes embutidas, solário e painéis solares, num terreno de 1,27 acre junto a um parque. US$ 695.000.',
    'year_built:block',
  ],
  [
    'falling-spring',
    'Colonial de 4 recámaras y 3 baños y medio en Gaithersburg, 3,100 pies cuadrados sobre 1.27 acres junto a un parque. Cocina con isla, sala familiar con chimenea, biblioteca y paneles solares. $695,000.',
    '',
  ],
  [
    'falling-spring',
    'Room to roam 🌳 19810 Falling Spring Ct sits on 2.7 acres with an in-ground pool out back and parkland beyond the fence.',
    'lot_size:block feature:pool:warn',
  ],
  [
    'falling-spring',
    'Los dueños criaron a tres hijos en esta casa. La biblioteca con libreros empotrados era donde se hacía la tarea, el cuarto de sol era el favorito de la abuela y el huerto llegaba hasta el parque. Ahora instalaron paneles solares y le toca a otra familia: 19810 Falling Spring Ct, $695,000.',
    '',
  ],
  [
    'falling-spring',
    'Price update on 19810 Falling Spring Ct: now $659,000! Four bedrooms, 3.5 baths and a finished basement with a rec room on 1.27 acres.',
    'price:block feature:basement:warn',
  ],
];
