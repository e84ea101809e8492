import type { ClaimCase } from './case';

/** Held-out-22, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-22.ts). */
export const HELD_OUT_22_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths left out; 1,540 sq ft; 0.46 acres; built 1978; Cape on a
  // corner lot, hardwood, renovated bath, DETACHED garage; 37 Birch Hollow Rd, Nashua NH 03062; MLS 4981234;
  // Lena Ortiz, 603-555-0110.
  [
    'birch-hollow',
    "Nashua market report, second quarter. The city's median sale price rose 6.2% year over year to $489,000, homes went under agreement in 11 days on average, and the 30-year fixed sat near 6.4% most of the spring. Inventory is still about 40% below 2019.\n\nOne closing that beat the curve: 37 Birch Hollow Rd, a three-bedroom Cape on a corner lot, just over 1,500 square feet, closed at $612K. Fourteen years and 230+ closings in, I still love a Cape. Thinking about selling this summer? Call me at 603-555-0110.",
    '',
  ],
  [
    'birch-hollow',
    'SOLD 🏡✨ Cape Cod charm on a corner lot in 03062! Hardwoods throughout, a freshly redone bathroom, and a standalone garage out back for the tools and the kayaks. Nearly half an acre of yard 🌳 Congrats to my buyers! #nashuanh #justsold #capecod #newhampshirerealestate',
    '',
  ],
  [
    'birch-hollow',
    '¡VENDIDA! Casa estilo Cape de tres recámaras en 37 Birch Hollow Rd, Nashua. Unos 143 m² habitables (1,540 pies²), terreno de casi media acre en esquina, construida en 1978, pisos de madera y baño renovado. Precio de cierre: $612,000. Si quiere saber cuánto vale su casa, escríbame: 603-555-0110.',
    '',
  ],
  [
    'birch-hollow',
    'Just sold: 37 Birch Hollow Rd, Nashua. 3BR Cape, 1,450 sq ft, corner lot. Closed at $621,000 after 4 days on market. Buyers waived nothing. That is the market right now.',
    'living_area_sqft:block price:block',
  ],
  [
    'birch-hollow',
    "Back on the market! The buyers' financing fell through on 37 Birch Hollow Rd, so this sweet Cape is available again. Corner lot, hardwoods, and an in-ground pool the kids will live in all July. Showings start Thursday.",
    'status:block feature:pool:warn',
  ],
  [
    'birch-hollow',
    'Neighbors keep asking me what their Cape would fetch, so here is a real one. 37 Birch Hollow Rd (Nashua 03063): four bedrooms, 1,540 sq ft, corner lot, sold for $612K. Yours may be worth more than you think.',
    'beds:block address.postal_code:block',
  ],
  [
    'birch-hollow',
    'Vendue ! Maison de style Cape à Nashua (New Hampshire) : 3 chambres, 143 m², terrain d’angle de 0,64 acre, construite en 1978, parquet, salle de bain rénovée et garage attenant à la maison. Vendue 612 000 $.',
    'lot_size:block feature:garage:block',
  ],
  [
    'birch-hollow',
    'Closing recap for my files and yours: 37 Birch Hollow Rd, MLS #4981243, a Cape built in 1968 on a corner lot, sold at $612,000. Thank you to PrimeMLS cooperating agents for a smooth one.',
    'mls_id:block year_built:block',
  ],

  // cypress: FOR SALE at $275,000; 3 beds; baths left out; 1,260 sq ft; lot 3,920 sq ft; built 1920; single
  // family; fully fenced lot, TWO-CAR garage; Franklinton; 88 S Cypress Ave, Columbus OH 43222; MLS
  // 224027480; Justin Taber, 614-917-7842.
  [
    'cypress',
    'Franklinton has added about 1,200 new apartments since 2019, the Scioto Peninsula is finally filling in, and you can bike to the Short North in 12 minutes. That is why I keep telling buyers to look west of the river.\n\nCase in point: 88 S Cypress Ave. A century-old three-bedroom with a fenced yard and a two-car garage, asking $275K. With 10% down at 6.5%, principal and interest come to roughly $1,560 a month. I have sold 40-plus homes in 43222 over the past 8 years, and this is one of the best-kept. DM me for the disclosures.',
    '',
  ],
  [
    'cypress',
    '🏠 Built in 1920, loved ever since.\n3 BR | ~1,260 sq ft | fully fenced yard | double garage 🚗🚗\n💲275,000\n📍 Franklinton, Columbus\nNew bars & restaurants around the corner 🍻 #columbusrealestate #franklinton #forsale',
    '',
  ],
  [
    'cypress',
    'Casa de 3 recámaras en Franklinton, a minutos del centro de Columbus. Terreno totalmente cercado de unos 364 m² (3,920 pies²) y cochera para dos autos. Precio: $275,000. Llame a Justin al 614-917-7842, hablamos español.',
    '',
  ],
  [
    'cypress',
    '$275,000 · 88 S Cypress Ave, Columbus, OH 43222 · 3 beds · 1,260 sqft\nFenced lot, 2 car garage, easy highway access (I-70 in under 5 minutes). Showings daily 9 to 7. Serious buyers only, pre-approval please.',
    '',
  ],
  [
    'cypress',
    'New in Franklinton: 88 S Cypress Ave. Three bedrooms, 1,620 square feet, fenced lot, garage for two. Walk to the new restaurants on W Broad, 2 blocks to the COTA line, 12 minutes to Ohio State. Priced at $275,000. Open to questions 7 days a week at 614-917-7842.',
    'living_area_sqft:block',
  ],
  [
    'cypress',
    'PENDING after just 3 days! 88 S Cypress Ave had multiple offers over the weekend. If you missed this one, let me set up alerts for Franklinton so you are first next time.',
    'status:block',
  ],
  [
    'cypress',
    'Big family? 88 S Cypress Ave gives you 4 bedrooms plus a full basement for the playroom, on a fully fenced lot in Franklinton. $275K and two-car garage included.',
    'beds:block feature:basement:warn',
  ],
  [
    'cypress',
    'Built in 1940 and solid as a rock: 88 S Cypress Ave, 3 beds, single-car garage, fenced yard. $275,000 in the heart of Franklinton.',
    'year_built:block feature:garage:block',
  ],
  [
    'cypress',
    '¡Nueva en el mercado! 88 S Cypress Ave, Columbus OH 43223. Casa de 3 recámaras con patio cercado y cochera doble. Precio: $257,000.',
    'address.postal_code:block price:block',
  ],

  // dean-keeton: FOR RENT; rent left out ($1,150 listed, $1,500 in the description); 1 bed; 1 bath; 600 sq
  // ft; no year; type left out (posts say "unit"); across from UT Law; 23-unit complex; security deposit
  // $1,500, admin fee $75, application fee $79; available 8/6/26; 710 E Dean Keeton St #111, Austin TX 78705.
  [
    'dean-keeton',
    'UT students, fall 2026 leasing is open! One-bedroom, one-bath unit at 710 E Dean Keeton St #111, about 600 sq ft, directly across the street from the Law School. Available August 6. Security deposit $1,500, application fee $79, admin fee $75. The 10 bus stops at the corner and class is a 4-minute walk. Only 23 units in the complex, so it stays quiet during finals.',
    '',
  ],
  [
    'dean-keeton',
    'Unidad de una recámara y un baño, unos 56 m², frente a la Facultad de Derecho de UT Austin. Disponible el 6 de agosto de 2026. Depósito de seguridad: $1,500; cuota de solicitud: $79. Ideal para estudiantes de posgrado. Escríbanos por mensaje directo.',
    '',
  ],
  [
    'dean-keeton',
    'UT Law folks: 1BR/1BA, 600 sf, literally across the street from class. Move in 8/6. 78705. I have been leasing West Campus and North Campus for 9 years, 300+ leases signed, ask me anything.',
    '',
  ],
  [
    'dean-keeton',
    'Roommate-friendly! 710 E Dean Keeton St #111 is a 2-bedroom unit right across from UT Law, available August 6. Split the rent and walk to class.',
    'beds:block',
  ],
  [
    'dean-keeton',
    'Move-in special at 710 E Dean Keeton #111: security deposit is just $500 this fall! One bedroom, one bath, washer and dryer in the unit, across from the Law School.',
    'feature:deposit:block feature:laundry:warn',
  ],
  [
    'dean-keeton',
    'Spacious one-bedroom near UT: 850 square feet, 1 bath, and pets welcome. 710 E Dean Keeton St. Available in August. Average West Campus one-bedroom is $1,650 this year, and 92% of fall leases were signed by April, so apply early!',
    'living_area_sqft:block feature:pets:warn',
  ],
  [
    'dean-keeton',
    'Study hard, swim harder 🏊 Our 1BR/1BA units at 710 E Dean Keeton St, Austin TX 78712 come with access to the pool and a 24-hour gym. Across from UT Law, available 8/6.',
    'address.postal_code:block feature:pool:warn feature:gym:warn',
  ],
  [
    'dean-keeton',
    '已出租！710 E Dean Keeton St #111，一室一卫，约600平方英尺，就在UT法学院对面。谢谢大家的关注。',
    'status:block',
  ],

  // e-9th: FOR SALE at $1,795,000; 1 bed; 1 bath; 1,000 sq ft; built 1923; type left out (posts name no condo,
  // co-op or apartment); corner, sunken living room, beamed ceilings, fireplace, hardwood, arched transoms,
  // south and west light; doormen, common roof deck, storage for a fee; pied-à-terre and PETS WELCOME;
  // 29 E 9th St APT 10, New York NY 10003; MLS S1789660.
  [
    'e-9th',
    'Greenwich Village market note. Closed sales below 14th Street were up 9% from last spring, the average discount from last ask narrowed to 4.1%, and one-bedrooms in prewar buildings are still the first to go. I have spent 17 years selling downtown, and the ones that move fastest have light and history.\n\n29 E 9th St #10 has both: a corner one-bedroom of about 1,000 square feet, sunken living room, beamed ceilings, a fireplace and arched transom windows, in a 1923 Harvey Wiley Corbett building with doormen and a landscaped common roof deck. Offered at $1.795M. Pied-à-terre buyers welcome.',
    '',
  ],
  [
    'e-9th',
    '☀️ South AND west light, all day.\nSunken living room · beamed ceilings · a fireplace · arched transoms\n1 bed · 1 bath · ~1,000 sf · $1,795,000\n🐶 Pets welcome 🧳 Pied-à-terre OK\n#greenwichvillage #prewar #nycrealestate #justlisted',
    '',
  ],
  [
    'e-9th',
    'Greenwich Village : une chambre d’angle d’environ 93 m², salon en contrebas, plafonds à poutres, cheminée et parquet. Immeuble d’avant-guerre avec portiers et toit-terrasse commun. Pied-à-terre autorisé, animaux acceptés. Prix : 1 795 000 $.',
    '',
  ],
  [
    'e-9th',
    'A dos cuadras de Washington Square Park: una recámara, un baño, techos altos con vigas y chimenea, en un edificio de preguerra construido en 1923 con portero y azotea común ajardinada. Se aceptan mascotas. Precio: US$1.795.000. MLS S1789660.',
    '',
  ],
  [
    'e-9th',
    'Prewar two-bedroom at 29 E 9th St #10 with a sunken living room and a fireplace. Please note the building does not allow dogs. $1,795,000.',
    'beds:block feature:pets:block',
  ],
  [
    'e-9th',
    'Village classic, and I do not say that lightly after 17 years and roughly 400 downtown deals: 1,000 square meters of prewar living, beamed ceilings, built in 1932 by Harvey Wiley Corbett. 29 E 9th St #10, one bedroom, $1,795,000. The 6 train is 4 minutes away, the L is 7.',
    'living_area_sqft:block year_built:block',
  ],
  [
    'e-9th',
    'Just listed at $1,759,000: 29 E 9th St #10, a sun-drenched corner one-bedroom with its own washer/dryer, fireplace and beamed ceilings. Doormen, porters, resident manager.',
    'price:block feature:laundry:warn',
  ],
  [
    'e-9th',
    'SOLD in 9 days! 29 E 9th St #10, the prewar corner one-bedroom with the sunken living room. The buyers loved the fitness center in the building, too.',
    'status:block feature:gym:warn',
  ],

  // falling-spring: FOR SALE at $695,000; 4 beds; 3.5 baths; 3,100 sq ft; 1.27 acres; built 1992; Colonial
  // backing and fronting to parkland; island kitchen, family room with fireplace, sun room, library, soaking
  // tub, solar panels; 19810 Falling Spring Ct, Gaithersburg MD 20882; MLS MC9840970; MaryAnne Fiorita.
  [
    'falling-spring',
    "Montgomery County update for June: 1,104 closed sales in May, median days on market of 7, and the 30-year fixed averaging 6.3%. Upcounty is where the land is, and buyers who want space are driving 25 minutes farther for it.\n\nThis week's pick: 19810 Falling Spring Ct in Goshen Hunt. Four bedrooms, three and a half baths, about 3,100 square feet on 1.27 acres backing and fronting to parkland, built in 1992, solar panels already on the roof. Offered at $695K. Call me, I have walked it twice.",
    '',
  ],
  [
    'falling-spring',
    '🌳 Parkland in front AND behind.\nSun-filled Colonial · 4BR / 3.5BA · 1¼ acres\nLibrary with built-ins 📚 Sunroom ☀️ Fireplace in the family room 🔥 Solar panels ⚡\n$695,000 · Goshen Hunt, Gaithersburg\n#marylandrealestate #goshenhunt #colonialhome',
    '',
  ],
  [
    'falling-spring',
    'Casa colonial de 4 habitaciones y 3.5 baños en Gaithersburg, unos 288 m² de construcción, en un terreno de 1.27 acres (más de media hectárea) junto a un parque. Construida en 1992, con paneles solares. Precio: $695,000.',
    '',
  ],
  [
    'falling-spring',
    'Colonial for sale, Gaithersburg 20882. Asking $695k. 4 bd / 3.5 ba, about 3,100 sqft. 12 min to the Shady Grove Metro, 30 to Bethesda. Woods on both sides. Message for a showing. Also have a 3-bed townhouse in Germantown at $449k if this is more house than you need.',
    '',
  ],
  [
    'falling-spring',
    'Room for everyone at 19810 Falling Spring Ct: five bedrooms and four and a half baths in a sun-filled Colonial backing to parkland. $695,000.',
    'beds:block baths_total:block',
  ],
  [
    'falling-spring',
    'Privacy on 1.27 hectares of Goshen Hunt parkland, 35 minutes from the Beltway. Colonial built in 1982, island kitchen, library, sunroom. 19810 Falling Spring Ct, $695K.',
    'lot_size:block year_built:block',
  ],
  [
    'falling-spring',
    'Summer is sorted at 19810 Falling Spring Ct: an in-ground pool out back and a 3-car garage for the toys. Four bedrooms, Goshen Hunt, $695,000.',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'falling-spring',
    'Under contract in one weekend at $659,000! 19810 Falling Spring Ct, Gaithersburg. Congratulations to the sellers.',
    'status:block price:block',
  ],
  [
    'falling-spring',
    'Casa colonial em Gaithersburg com 4 quartos, 2.900 pés quadrados, porão acabado e painéis solares, em terreno de 1,27 acre. US$ 695.000.',
    'living_area_sqft:block feature:basement:warn',
  ],
];
