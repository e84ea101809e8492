import type { ClaimCase } from './case';

/** Held-out 12, part a: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-12.ts). */
export const HELD_OUT_12_A: readonly ClaimCase[] = [
  // birch-hollow: sold $612,000; 3 beds; 1,540 sq ft; 0.46 acres; 1978; single family (Cape); corner lot,
  // hardwood, renovated bath, DETACHED garage; Nashua NH 03062; PrimeMLS 4981234; no open house. Baths
  // unlabelled (total 2 against 1 full + 1 half).
  [
    'birch-hollow',
    'Happy Thanksgiving from all of us at Granite Gate Realty! 🦃 This year we were so grateful to hand the keys of 37 Birch Hollow Rd, a sweet Cape on a corner lot in Nashua, to a wonderful young family. It closed at $612,000. Wishing everyone a warm table and a full house.',
    '',
  ],
  [
    'birch-hollow',
    'About Lena Ortiz: a Nashua native with 11 years in real estate. Recent sales: 37 Birch Hollow Rd (3BR Cape, just under half an acre, sold $621K), 12 Amherst St (4BR colonial with pool, sold $705K) and 9 Pine Hill Ave (2BR ranch, $398K). Call 603-555-0110.',
    'price:block',
  ],
  [
    'birch-hollow',
    "Neighborhood guide: Nashua's south end. Most homes here date from the '60s through the '80s, with a few newer colonials near the Amherst line. Lots are generous, often a third to half an acre. A late-seventies Cape we sold on Birch Hollow Rd had hardwood floors and a detached garage, which is typical of the street. Mine Falls Park trails and the Pennichuck pool are a short drive away.",
    '',
  ],
  [
    'birch-hollow',
    'Carousel, slide 1: SOLD ✅ 37 Birch Hollow Rd, Nashua. Slide 2: 4 bedrooms + hardwood throughout. Slide 3: 1,540 sq ft with an attached garage. Slide 4: built 1978 on a corner lot. Slide 5: Thinking of selling? DM me.',
    'beds:block feature:garage:block',
  ],
  [
    'birch-hollow',
    '¡Vendida! Casa estilo Cape en 37 Birch Hollow Rd, Nashua NH 03026. 3 recámaras, 143 m² (1,540 pies²), terreno esquinero de casi media acre, construida en 1987. Pisos de madera y chimenea de leña en la sala.',
    'address.postal_code:block year_built:block feature:fireplace:warn',
  ],
  [
    'birch-hollow',
    'Sure! Here is a polished version of your remarks: "Welcome home to 37 Birch Hollow Rd, a charming Cape on a generous corner lot. Offered at $612,000, this three-bedroom home features gleaming hardwood, a renovated bath and a detached garage. Join us at the open house Sunday from 1 to 3 PM!"',
    'status:block open_houses:warn',
  ],
  [
    'birch-hollow',
    "Comp note for the Coburn Ave sellers: 37 Birch Hollow (1,540 sf, 3 bd, .46 ac, built '78) closed at $612K. Yours has 1,720 sf, a 2019 roof and a two-car attached garage, so I'd list at $649,900.",
    '',
  ],
  [
    'birch-hollow',
    'Sold in Nashua 🔑 3 bed Cape on a roughly quarter-acre corner lot, PrimeMLS #4981243. Congrats to my buyers!',
    'lot_size:block mls_id:block',
  ],
  [
    'birch-hollow',
    'Just sold, sixty-second recap: a Nashua Cape, three beds, fifteen hundred forty square feet, built in nineteen seventy-eight, on a bit under half an acre. Sold for six hundred twelve thousand dollars.',
    '',
  ],

  // cypress: for sale $275,000; 3 beds; 1,260 sq ft; lot 3,920 sq ft (0.09 acre); 1920; single family; fully
  // fenced lot; TWO-car garage; Franklinton; Columbus OH 43222; MLS 224027480. Baths unlabelled (2 against
  // 1 full + 1 half).
  [
    'cypress',
    '[0:00] HOOK: Under $300K in Franklinton? [0:03] VO: 88 South Cypress. A hundred-plus-year-old house, built 1920, three bedrooms, about twelve hundred sixty square feet. [0:10] B-ROLL: the two-car garage, the fully fenced yard. [0:15] CTA: $275K, link in bio.',
    '',
  ],
  [
    'cypress',
    'Subject: Price drop on 88 S Cypress Ave! Hi Mark, good news: the sellers just cut the price. Was $289,900, now only $265,000. Three bedrooms, fenced lot, two-car garage. Want to see it this week?',
    'price:block',
  ],
  [
    'cypress',
    'Cute 1940s bungalow w/ a one-car garage at 88 S Cypress Ave, Columbus 43222. Fenced yard, a screened porch, 3 bd, priced at $275,000.',
    'year_built:block feature:garage:block feature:screened_porch:warn',
  ],
  [
    'cypress',
    'Mga ka-OFW, may bahay na for sale sa Columbus, Ohio! 88 S Cypress Ave: 4 na kwarto, may fenced na bakuran at garahe para sa dalawang kotse. Presyo: $275,000 lang! PM lang po.',
    'beds:block',
  ],
  [
    'cypress',
    'Franklinton market pulse: median sale price $241K, average 22 days on market, and three new restaurants on W Broad. Our listing at 88 S Cypress (3 bd, 1,260 sf) sits at $275K with a rare two-car garage. Several neighbors have finished their basements; ask me what that did to their values.',
    '',
  ],
  [
    'cypress',
    'Quarter-acre lot, full basement, and a 10-minute walk to Land-Grant Brewing. 88 S Cypress Ave, 3 beds, $275K.',
    'lot_size:block feature:basement:warn',
  ],
  [
    'cypress',
    '88 S Cypress Ave, Columbus OH 43223. 3BR, listed at $275K, MLS 224027480. Fenced lot + 2-car garage.',
    'address.postal_code:block',
  ],
  [
    'cypress',
    'Investor angle: 88 S Cypress, a 1920 build, 3 bed on a tenth of an acre, asking $275,000. 3BR rents in the area run $1,450 to $1,650; at $1,550 that is about a 6.8% gross yield. Could you add a half bath upstairs? Worth asking a contractor.',
    '',
  ],

  // dean-keeton: for rent; 1 bed, 1 bath; 600 sq ft; no year; no MLS; deposit $1,500, admin $75, application
  // $79; available August 6, 2026; 23-unit complex across from UT Law; 710 E Dean Keeton St #111, Austin TX
  // 78705; no open house. Rent unlabelled (1,150 against "Rent: $1,500"); type unlabelled (apartment against
  // "Century Condos").
  [
    'dean-keeton',
    '🎓 UT Law students: unit #111 at 710 E Dean Keeton is one bed, one bath, roughly 600 sq ft, literally across the street from the Law School. Move in August 6. Deposit $1,500, admin fee $75, application fee $79.',
    '',
  ],
  [
    'dean-keeton',
    'Roommate-ready 2BR/1BA at Century Condos, with a pool and covered parking. Walk to class!',
    'beds:block feature:pool:warn feature:parking:warn',
  ],
  [
    'dean-keeton',
    'FOR SALE: cozy unit at 710 E Dean Keeton St #111, steps from UT. Investors, this one pencils!',
    'status:block',
  ],
  [
    'dean-keeton',
    'UT 附近 studio 出租! 710 E Dean Keeton #111, Austin 78705, 600 尺, 8月入住, 押金只要 $1,000. 欢迎同学私信.',
    'beds:block feature:deposit:block',
  ],
  [
    'dean-keeton',
    'Looking for a quiet place near campus? Need in-unit laundry or a gym? Ask us which Austin units have them, and ask about #111 at 710 E Dean Keeton: 1 bed, 1 bath, available in August.',
    '',
  ],
  [
    'dean-keeton',
    'Now leasing: 710 E Dean Keeton St #112, Austin, TX 78751. One bedroom, available August.',
    'address.street:block address.postal_code:block',
  ],
  [
    'dean-keeton',
    'Brand-new 2019 construction! This modern one-bedroom offers about 750 sq ft right off Dean Keeton.',
    'year_built:warn living_area_sqft:block',
  ],
  [
    'dean-keeton',
    'The two-bedroom units upstairs in the same complex lease for about $1,900. Unit #111 is a one-bed of about 600 square feet, available August 2026.',
    '',
  ],

  // e-9th: for sale $1,795,000; 1 bed, 1 bath; 1,000 sq ft; 1923 (designed in the 1920s by Harvey Wiley
  // Corbett); corner, South and West light; sunken living room, beams, fireplace; doormen, porters, resident
  // manager; COMMON roof deck; private storage for a fee; pied-a-terre and pets welcome; 29 E 9th St APT 10,
  // 10003; StreetEasy S1789660. Type unlabelled (condo against "cooperatives").
  [
    'e-9th',
    'Greenwich Village: piso de un dormitorio en 29 E 9th St, aprox. 93 m², en un edificio de preguerra de 1923 diseñado por Harvey Wiley Corbett. Chimenea, sala hundida, portero y azotea común. Precio: US$1.795.000.',
    '',
  ],
  [
    'e-9th',
    'Sundrenched corner 1 bed, 1.5 bath in a prewar Village classic, with a private roof terrace off the living room.',
    'baths_total:block feature:terrace:warn',
  ],
  [
    'e-9th',
    'Village 两房 corner unit, 1,000 sq ft, asking $1.795M, 有 doorman 和 gym, 楼顶露台超美.',
    'beds:block feature:gym:warn',
  ],
  [
    'e-9th',
    'No pets and no pieds-à-terre: a true primary-residence building on East 9th. Apt 10 is a massive one bedroom with a wood-burning fireplace.',
    'feature:pets:block',
  ],
  [
    'e-9th',
    "A 1930s prewar gem with beamed ceilings and arched transom windows, on one of the Village's best blocks.",
    'year_built:block',
  ],
  [
    'e-9th',
    'Same building, two different buyers: Apt 6B, a two-bedroom with two baths, traded at $2.4M last year. Apt 10 is the one-bedroom corner at $1,795,000, with the fireplace and the sunken living room.',
    '',
  ],
  [
    'e-9th',
    'StreetEasy S1789606: 29 E 9th St Apt 10, New York 10003. Corner one bedroom, South and West exposures, washer/dryer in the unit.',
    'mls_id:block feature:laundry:warn',
  ],
  [
    'e-9th',
    'Asking one million, seven hundred and fifty thousand dollars for a sundrenched prewar one bedroom near Union Square.',
    'price:block',
  ],
  [
    'e-9th',
    'Pied-à-terre buyers and pet owners, this one is for you: 29 E 9th St #10, a corner one-bedroom of about a thousand square feet with a fireplace, in a full-service prewar building designed in the 1920s. Common roof deck; extra storage for a monthly fee. $1,795,000.',
    '',
  ],

  // falling-spring: for sale $695,000; 4 beds; 3.5 baths (3 full + 1 half); 3,100 sq ft; 1.27 acres; 1992;
  // single family (colonial); backs and fronts to parkland; "scenic vista"; family room with fireplace, sun
  // room, library, solar panels; no basement, pool or views named; Gaithersburg MD 20882; MLS MC9840970.
  [
    'falling-spring',
    'Goshen Hunt colonial built the year Barcelona hosted the Olympics, on an acre and a quarter backing to parkland. 4 BR, 3 full and 1 half baths, solar panels, library with built-ins. $695K.',
    '',
  ],
  [
    'falling-spring',
    'Four bedrooms and four full baths, including a remodeled primary bath with a soaking tub. 19810 Falling Spring Ct.',
    'baths_total:block',
  ],
  [
    'falling-spring',
    'Finished basement with a wet bar, plus Sugarloaf Mountain views from the kitchen. Goshen Hunt Country at its best.',
    'feature:basement:warn feature:mountain_view:warn',
  ],
  [
    'falling-spring',
    'By the numbers: somewhere in the 3,000-3,200 sq ft range, on 1.72 acres, with a sun room and a library.',
    'lot_size:block',
  ],
  [
    'falling-spring',
    'UNDER CONTRACT in 4 days! 🎉 19810 Falling Spring Ct, Gaithersburg. The three-car garage sold it. Congrats to my sellers.',
    'status:block feature:garage:warn',
  ],
  [
    'falling-spring',
    'Casa colonial em Gaithersburg, 4 quartos, 3,5 banheiros, cerca de 288 m², terreno de meio hectare, construída em 1992. Preço: US$ 695 mil. Lareira na sala de estar e painéis solares.',
    '',
  ],
  [
    'falling-spring',
    'Built about twenty years ago and lovingly kept, this Gaithersburg MD 20878 colonial sits on parkland.',
    'year_built:block address.postal_code:block',
  ],
  [
    'falling-spring',
    'Goshen Hunt living: horse farms, Seneca Creek trails and the county pool ten minutes away. Nearby, a 5-bedroom with a pool on Huntmaster Rd closed at $810K. Also for sale right now: a sun-filled colonial on Falling Spring Ct with a family room fireplace and a sun room.',
    '',
  ],
];
