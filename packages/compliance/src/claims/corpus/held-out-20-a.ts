import type { ClaimCase } from './case';

/** Held-out-20, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-20.ts). */
export const HELD_OUT_20_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out; 1,540 sq ft; 0.46 acres; built 1978; Cape on a
  // corner lot, hardwood, renovated bath, DETACHED garage; 37 Birch Hollow Rd, Nashua NH 03062; MLS 4981234.
  [
    'birch-hollow',
    'I still remember the first showing at 37 Birch Hollow Rd: my buyers walked in, saw the hardwood floors and said "this is it." Today we handed them the keys. A Cape on a corner lot, three bedrooms, a renovated bath and a detached garage out back for Dad\'s workshop, closed at $612,000. If you\'re thinking about selling in Nashua this spring, my inbox is open.',
    '',
  ],
  [
    'birch-hollow',
    'NASHUA NOTES, June edition\n\nSOLD: 37 Birch Hollow Rd. 3-bed Cape, 1,540 sq ft on just under half an acre, $612K.\nJUST LISTED: 18 Dunstable Rd. 4 beds, 2,200 sq ft, in-ground pool, attached 2-car garage, $689,900.\nMARKET: Nashua median sale price $525,000, up 6% on last year.',
    '',
  ],
  [
    'birch-hollow',
    '¡VENDIDA! 🎉 Casa estilo Cape en 37 Birch Hollow Rd, Nashua NH 03062. 3 recámaras, pisos de madera, baño renovado y garaje independiente. Cerramos en $612,000. ¡Gracias a mis compradores por su confianza! #Nashua #Vendida',
    '',
  ],
  [
    'birch-hollow',
    "@karen_m It was built in 1978, but with the renovated bath and the hardwood you'd never guess. It closed at $612K, and yes, the garage is the detached one you saw from the street.",
    '',
  ],
  [
    'birch-hollow',
    'Just sold in 03062 🔑 My sellers’ four-bedroom Cape on Birch Hollow went for $612,000 after one weekend of showings. Corner lot, hardwood throughout and an attached garage, so nobody shovels a path to the car in February.',
    'beds:block feature:garage:block',
  ],
  [
    'birch-hollow',
    "Back on the market! 37 Birch Hollow Rd, Nashua: the buyer's financing fell through, so here's your second chance. 3 beds, 1,540 sq ft, 0.46 acre corner lot, still $612,000.",
    'status:block',
  ],
  [
    'birch-hollow',
    'Vendida! Casa estilo Cape em Nashua, NH: 3 quartos, 1.540 pés quadrados, terreno de 0,46 acre, construída em 1987, com lareira na sala e piso de madeira.',
    'year_built:block feature:fireplace:warn',
  ],
  [
    'birch-hollow',
    'About this home: This classic Cape sits on a corner lot at 37 Birch Hollow Rd, Nashua, NH 03062. Inside, 1,450 square feet of living space with hardwood floors, three bedrooms and a renovated bath. A detached garage completes the picture. Sold for $612,000.',
    'living_area_sqft:block',
  ],
  [
    'birch-hollow',
    "Closed ✅ 37 Birch Hollow, Nashua NH. 3BR Cape, 1,540 sf on 1.5 acres, hardwood + reno'd bath, det. garage. MLS #4981234 #NashuaNH #JustSold",
    'lot_size:block',
  ],
  // cypress: FOR SALE at $275,000; 3 beds; baths left out; 1,260 sq ft; lot 3,920 sq ft; built 1920; single
  // family; fully fenced lot, two-car garage, Franklinton's bars and restaurants; Columbus OH 43222; MLS 224027480.
  [
    'cypress',
    'I walked through 88 S Cypress Ave yesterday and the light in that front room stopped me. Three bedrooms, a fully fenced lot, a two-car garage, and you can walk to all the new bars and restaurants in Franklinton. Listed at $275,000. 🏡 #Columbus #Franklinton #JustListed',
    '',
  ],
  [
    'cypress',
    'What does $275K buy in Franklinton? At 10% down ($27,500) and a 6.5% rate, principal and interest on 88 S Cypress Ave come to about $1,565 a month. That gets you a 3-bed built in 1920 with a two-car garage and a fenced yard.',
    '',
  ],
  [
    'cypress',
    'Casa centenaria en Franklinton 🏠 88 S Cypress Ave, Columbus OH 43222. 3 habitaciones, 1,260 pies cuadrados, terreno totalmente cercado y garaje para dos autos. Precio: $275,000. ¡Escríbeme para verla!',
    '',
  ],
  [
    'cypress',
    "This week's Columbus picks:\n• 88 S Cypress Ave: $275K, 3 bd, two-car garage, fenced lot, Franklinton.\n• 640 W Rich St #3: 2 bd loft with a rooftop pool and fitness room, $310,000.\nReply to this email to book a showing.",
    '',
  ],
  [
    'cypress',
    'Just listed in Franklinton! 88 S Cypress Ave has four bedrooms, a finished basement for movie nights and a 2-car garage. Fully fenced lot and minutes from downtown. $275,000.',
    'beds:block feature:basement:warn',
  ],
  [
    'cypress',
    '¡Bajamos el precio! 88 S Cypress Ave, Columbus: ahora $265,000. Casa construida en 1920, 3 recámaras, garaje para dos autos y terreno cercado.',
    'price:block',
  ],
  [
    'cypress',
    '88 S Cypress, Cbus 43222. 3bd, 1,260sf, 3-car gar, fully fenced, walk to Franklinton bars. $275K #ColumbusOH',
    'feature:garage:block',
  ],
  [
    'cypress',
    'Maison de 3 chambres à Columbus (Ohio), 117 m² habitables, terrain clôturé de 0,25 acre, garage deux voitures et toit neuf. 275 000 $.',
    'lot_size:block feature:new_roof:warn',
  ],
  [
    'cypress',
    'UNDER CONTRACT in 9 days! 🎉 Thanks to everyone who toured 88 S Cypress Ave. 1,260 sq ft of Franklinton charm with a two-car garage found its buyer fast.',
    'status:block',
  ],
  // dean-keeton: FOR RENT (rent left out: $1,150 vs "Rent: $1,500"); 1 bed, 1 bath; 600 sq ft; no year; type
  // left out; 23-unit complex across from UT Law; deposit $1,500, admin $75, app $79; available 8/6/26; 78705.
  [
    'dean-keeton',
    'Heads up, Longhorns 🤘 I toured 710 E Dean Keeton St #111 this morning: one bed, one bath, about 600 sq ft, literally across the street from the UT Law School. Available August 6. Security deposit $1,500, application fee $79, admin fee $75. DM me to apply! #UTAustin #WestCampus',
    '',
  ],
  [
    'dean-keeton',
    '¿Buscas dónde vivir cerca de UT? Unidad de 1 recámara y 1 baño en 710 E Dean Keeton St #111, Austin TX 78705. Disponible el 6 de agosto de 2026. Depósito de seguridad: $1,500. Complejo tranquilo de solo 23 unidades.',
    '',
  ],
  [
    'dean-keeton',
    "@jess.tx Good question! It's a quiet 23-unit complex, so not a party building. Move-in is August 2026, and heads up that the photos show a similar layout, not #111 itself.",
    '',
  ],
  [
    'dean-keeton',
    'Se renta: 2 recámaras y 1 baño frente a la Facultad de Derecho de UT, 600 pies cuadrados, con gimnasio y alberca en el complejo. Disponible en agosto.',
    'beds:block feature:gym:warn feature:pool:warn',
  ],
  [
    'dean-keeton',
    'Move in for less! Security deposit is only $750 at 710 E Dean Keeton #111, and cats and dogs are welcome. One bed, one bath, steps from campus.',
    'feature:deposit:block feature:pets:warn',
  ],
  [
    'dean-keeton',
    'RENTED ✅ Thanks to everyone who applied for #111 at 710 E Dean Keeton. Follow me for the next one near campus!',
    'status:block',
  ],
  [
    'dean-keeton',
    'Cho thuê căn 1 phòng ngủ gần UT Austin: 710 E Dean Keeton St #111, 78705. Diện tích 650 sq ft, xây năm 2008, có máy giặt và máy sấy trong căn. Dọn vào từ 6/8/2026.',
    'living_area_sqft:block year_built:warn feature:laundry:warn',
  ],
  [
    'dean-keeton',
    'Student special near UT: 1 bed, 2 baths at 710 E Dean Keeton St #111, Austin TX 78705. Available August 6, deposit $1,500.',
    'baths_total:block',
  ],
  // e-9th: FOR SALE at $1,795,000; 1 bed, 1 bath; 1,000 sq ft; built 1923; type left out; corner, sunken living
  // room, beams, fireplace, South/West light, doormen, common roof deck, pets welcome; NY 10003; MLS S1789660.
  [
    'e-9th',
    'About this home: A corner one-bedroom in a prewar Greenwich Village building designed by Harvey Wiley Corbett. A sunken living room, high beamed ceilings, a fireplace and arched transom windows, with South and West exposures for all-day sun. Full-time doormen and a landscaped common roof deck. Pets and pied-à-terre buyers welcome. Offered at $1,795,000.',
    '',
  ],
  [
    'e-9th',
    "Manhattan's median sale price crossed $1.2M this quarter, and prewar Village inventory is thinner than I've seen in a decade. My listing at 29 E 9th St #10 is 1,000 sq ft at $1,795,000, about $1,795 a foot, which is right in line with the block. #NYCRealEstate #GreenwichVillage",
    '',
  ],
  [
    'e-9th',
    '格林威治村战前精品:29 E 9th St #10,一卧一卫,约93平方米,1923年建成,带壁炉、下沉式客厅和挑高横梁天花板,欢迎宠物。售价179.5万美元。',
    '',
  ],
  [
    'e-9th',
    "Walked a client through 29 E 9th St #10 today. 2 bed / 1 bath, the fireplace is gorgeous, and there's an in-unit washer/dryer tucked off the kitchen. $1,795,000.",
    'beds:block feature:laundry:warn',
  ],
  [
    'e-9th',
    'JUST SOLD 🗝️ 29 E 9th St #10 in Greenwich Village, a sun-drenched corner one-bedroom with a fireplace and beamed ceilings. Congratulations to my buyers!',
    'status:block',
  ],
  [
    'e-9th',
    'Precio reducido: ahora $1,650,000. Un dormitorio en esquina en Greenwich Village, edificio de preguerra construido en 1923, con chimenea, portero y terraza común en la azotea.',
    'price:block',
  ],
  [
    'e-9th',
    '29 E 9th #10, NYC 10011. 1bd/1ba prewar corner, FP, sunken LR, doormen, roof deck. MLS S1789660 #GreenwichVillage',
    'address.postal_code:block',
  ],
  [
    'e-9th',
    "Q: Can I bring my dog? A: Sorry, no pets in this building! But there's a gym on the lower level and a gorgeous common roof deck.",
    'feature:pets:block feature:gym:warn',
  ],
  // falling-spring: FOR SALE at $695,000; 4 beds, 3.5 baths; 3,100 sq ft; 1.27 acres; built 1992; Colonial
  // backing to parkland, island kitchen, FR with fireplace, sun room, library, solar panels; MD 20882; MC9840970.
  [
    'falling-spring',
    'I had my coffee in the sun room at 19810 Falling Spring Ct this morning and watched two deer cross the parkland out back. Four bedrooms, three and a half baths, a family-room fireplace, a library with built-ins and solar panels on the roof. $695,000 in Goshen Hunt country. ☕🦌',
    '',
  ],
  [
    'falling-spring',
    'Colonial de 4 recámaras y 3 baños y medio en Gaithersburg, MD 20882. 288 m² en un terreno de 1.27 acres que colinda con un parque. Paneles solares, chimenea en la sala familiar y cocina con isla. $695,000.',
    '',
  ],
  [
    'falling-spring',
    'Montgomery County update: homes under $750K are selling in 14 days on average.\n\nFeatured: 19810 Falling Spring Ct, $695K, 4BR, about 1¼ acres backing to parkland.\nAlso new: 7 Hunt Club Ln, 5BR with a pool and a 3-car garage, $849,000.',
    '',
  ],
  [
    'falling-spring',
    'Cinco recámaras, 3.5 baños y cochera para tres autos en Gaithersburg 🏡 19810 Falling Spring Ct, $695,000. Lote de 1.27 acres junto al parque.',
    'beds:block feature:garage:warn',
  ],
  [
    'falling-spring',
    'Goshen Hunt Colonial built in 2002 with 3,100 sq ft of sun-filled space, a library and a remodeled primary bath. 19810 Falling Spring Ct, $695,000.',
    'year_built:block',
  ],
  [
    'falling-spring',
    'Casa colonial em Gaithersburg com 4 quartos e 4 banheiros, terreno de 1,27 acre junto a um parque, painéis solares. US$ 695 mil.',
    'baths_total:block',
  ],
  [
    'falling-spring',
    "Off the market! We accepted an offer on 19810 Falling Spring Ct this weekend. The finished walkout basement sealed it for my buyers' teenagers.",
    'status:block feature:basement:warn',
  ],
  [
    'falling-spring',
    "You're invited: Open House Sunday, June 14, 1–4 PM at 19810 Falling Spring Ct, Gaithersburg. Four bedrooms, pond views from the breakfast area and a sun room you won't want to leave.",
    'open_houses:warn feature:water_view:warn',
  ],
];
