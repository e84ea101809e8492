import type { ClaimCase } from './case';

/** Held-out-10, part a: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-10.ts). */
export const HELD_OUT_10_A: readonly ClaimCase[] = [
  // birch-hollow: sold at $612,000; 3 beds; 1,540 sf (143 m²); 0.46 ac; 1978; single-family Cape on a
  // corner lot; hardwood floors, a renovated bath, a DETACHED garage; 03062; MLS 4981234; no open houses;
  // no fireplace or air conditioning named. Baths left out (2 total against 1 full + 1 half).
  [
    'birch-hollow',
    'Slide 1: SOLD ✅ 37 Birch Hollow Rd, Nashua | Slide 2: A 1978 Cape on a corner lot, just under half an acre | Slide 3: Three bedrooms, hardwood floors and a detached garage | Slide 4: Closed at $612,000 | Slide 5: My team helped 41 Nashua families move last year. Swipe to say hi 👋',
    '',
  ],
  [
    'birch-hollow',
    'COMING SOON in Nashua 👀 37 Birch Hollow Rd: a Cape with an attached garage on a corner lot. Sneak peek Saturday 1–3, no appointment needed.',
    'status:block feature:garage:block open_houses:warn',
  ],
  [
    'birch-hollow',
    'Sold in 03062: a three-bedroom Cape with twenty-one hundred square feet of living space, built in the late sixties, hardwood floors throughout.',
    'living_area_sqft:block year_built:block',
  ],
  [
    'birch-hollow',
    'Lena @ Granite Gate Realty: 37 Birch Hollow Rd just SOLD for $612K. 3BR Cape, 1,540 sf, corner lot. Wondering what yours is worth? Reply VALUE. Txt STOP to opt out',
    '',
  ],
  [
    'birch-hollow',
    'BACK ON THE MARKET! 37 Birch Hollow Rd is available again, now asking $589,900. Cape on a corner lot with a detached garage.',
    'status:block price:block',
  ],
  [
    'birch-hollow',
    'Hi neighbors, we just closed on #37 Birch Hollow (the Cape on the corner with the detached garage), sold at $612,000. For context, the Nashua median sale is around $485,000 this spring, and a 4-bed colonial on Dogwood Dr went for $705K. Happy to answer questions.',
    '',
  ],
  [
    'birch-hollow',
    "Vendue ! Maison de style Cape à Nashua : 3 chambres, 143 m² habitables, terrain d'un hectare, construite en 1978, parquet en bois franc.",
    'lot_size:block',
  ],
  [
    'birch-hollow',
    'PROPERTY SPEC | 37 Birch Hollow Rd, Nashua NH 03064 | MLS# 4981234 | Built: 1978 | Lot: 0.46 ac | Style: Cape | Fireplace ✔ | Garage: detached',
    'address.postal_code:block feature:fireplace:warn',
  ],

  // cypress: for sale at $275,000; 3 beds; 1,260 sf; lot 3,920 sf (0.09 ac); 1920; single-family; a fully
  // fenced lot and a two-car garage; Franklinton, near new bars and restaurants, easy highway access; 43222;
  // MLS 224027480; no open houses; no basement or roof named. Baths left out (2 total against 1 full + 1 half).
  [
    'cypress',
    '[HOOK] What does $275K buy in Franklinton? [CUT] 88 S Cypress Ave: a 1920 home with three bedrooms and 1,260 square feet. [CUT] Fully fenced lot. Two-car garage. [CUT] Walk to the new bars and restaurants, hop right on the highway. [OUTRO] Link in bio.',
    '',
  ],
  [
    'cypress',
    'Hi neighbors! My cousin is selling her 1940s four-bedroom on S Cypress in Franklinton, fenced yard and a two-car garage. DM me if you know anyone looking.',
    'year_built:block beds:block',
  ],
  [
    'cypress',
    'FOR LEASE: 88 S Cypress Ave, Columbus. 3-bedroom house with a two-car garage, $1,850/month, available now.',
    'status:block price:block',
  ],
  [
    'cypress',
    "88 S Cypress Ave | $275,000 | 3 bd | 1,260 sf. With 3.5% down at 6.75%, principal and interest come to about $1,720 a month. Ask me about Ohio's first-time buyer down-payment assistance.",
    '',
  ],
  [
    'cypress',
    'Caravan note: 88 S Cypress, priced at $275K. Quarter-acre fenced lot, one-car garage, lockbox on the side door.',
    'lot_size:block feature:garage:block',
  ],
  [
    'cypress',
    '🏡 88 S Cypress Ave, Columbus OH 43222\n🛏 3 bedrooms\n📐 1,260 sq ft\n🚗 2-car garage\n🔒 fully fenced lot\n📅 built 1920, over a century of character\n💲 $275,000\n📍 Franklinton, central to everything',
    '',
  ],
  [
    'cypress',
    'New in Franklinton: 88 S Cypress Ave, $275K. Finished basement + brand-new roof! MLS 224027408. Reply Y for details',
    'feature:basement:warn feature:new_roof:warn mls_id:block',
  ],

  // dean-keeton: for rent; 1 bed, 1 bath; 600 sf; unit #111; 78705; across the street from the UT Law
  // School; a quiet 23-unit complex (Century Condos); available August 2026 (8/6/26); security deposit
  // $1,500, admin fee $75, application fee $79; no year built, MLS or open houses; no laundry or pets named.
  // Rent left out ($1,150 against "Rent: $1,500"), type left out (apartment against "Century Condos").
  [
    'dean-keeton',
    'Century Condos #111 opens up 8/6! 1BR/1BA, 600 sq ft, right across from UT Law, in a quiet 23-unit complex off Dean Keeton. Security deposit $1,500. Reply TOUR to see it.',
    '',
  ],
  [
    'dean-keeton',
    'JUST LISTED FOR SALE 🔑 710 E Dean Keeton St #111, a two-bedroom steps from campus. Call Laura for pricing.',
    'status:block beds:block',
  ],
  [
    'dean-keeton',
    'Story text: built five years ago ✨ 1 bed / 1 bath by UT with an in-unit washer and dryer. Available August!',
    'year_built:warn feature:laundry:warn',
  ],
  [
    'dean-keeton',
    "Law students: 710 E Dean Keeton St #111. 1 bed, 1 bath, 600 sf, available August 2026. It's a 2-minute walk to class and about 12 minutes by bus to the Capitol. Application fee $79, admin fee $75.",
    '',
  ],
  [
    'dean-keeton',
    'Departamento de 1 recámara y 1 baño, 85 m², unidad #211 en Century Condos, enfrente de la Facultad de Derecho de UT. Disponible en agosto.',
    'living_area_sqft:block address.street:block',
  ],
  [
    'dean-keeton',
    'Century Condos #111: security deposit only $500, and pets welcome! 1 bed, 1 bath, across from UT Law.',
    'feature:deposit:block feature:pets:warn',
  ],
  [
    'dean-keeton',
    "On today's episode we walk through a spacious one-bedroom at Century Condos, unit 111, 710 East Dean Keeton, Austin 78705. Six hundred square feet, one bath, right across the street from the UT Law School, available August sixth. My co-host pays $2,100 for a two-bedroom on Rio Grande, so keep that in mind.",
    '',
  ],
  [
    'dean-keeton',
    'Open house Saturday 11–1 at 710 E Dean Keeton St #111, Austin TX 78712. Bring your roommate!',
    'open_houses:warn address.postal_code:block',
  ],

  // e-9th: for sale at $1,795,000; 1 bed, 1 bath; 1,000 sf; 1923 (designed in the 1920s); Apt 10; 10003;
  // corner, sunken living room, high beamed ceilings, fireplace, hardwood, arched transom windows, South and
  // West light; doormen, porters, resident manager; a COMMON roof deck; storage for a fee; pied-à-terre and
  // pets welcome; MLS S1789660; no open houses; no laundry or parking named. Type left out (condo against
  // "cooperatives").
  [
    'e-9th',
    "Manhattan Q2 update: Village inventory is down 9% year over year and the median one-bedroom trades near $1.1M. A standout I'm representing: 29 E 9th St, Apt 10, a 1,000 sq ft prewar corner one-bedroom with a fireplace and beamed ceilings, offered at $1,795,000. #NYCRealEstate",
    '',
  ],
  [
    'e-9th',
    'Slide 1: Prewar Village home | Slide 2: Two bedrooms, 1,400 square feet | Slide 3: Sunken living room, beamed ceilings | Slide 4: 29 E 9th St, NYC',
    'beds:block living_area_sqft:block',
  ],
  [
    'e-9th',
    'Village living at 29 E 9th St #10: your own private roof deck, an in-unit washer/dryer and a fireplace.',
    'feature:roof_deck:block feature:laundry:warn',
  ],
  [
    'e-9th',
    'PREWAR GEM IN THE VILLAGE 🗽 ONE BEDROOM · ONE BATH · 1,000 SQ FT · FIREPLACE · SUNKEN LIVING ROOM · SOUTH AND WEST LIGHT · DOORMAN BUILDING · PETS WELCOME · $1,795,000',
    '',
  ],
  [
    'e-9th',
    '格林威治村 prewar 一房一卫, 1,000 平方英尺, 售价 $1,595,000, 建于1923年, 有壁炉, 宠物友好, 另附私人车位 private parking.',
    'price:block feature:parking:warn',
  ],
  [
    'e-9th',
    'Apt 10 at 29 E 9th St, $1,795,000. For comparison, a similar one-bedroom at 45 Fifth Ave lists at $1.6M with $2,900 a month in maintenance. Ours has the corner exposure, the beamed ceilings and the fireplace.',
    '',
  ],
  [
    'e-9th',
    'IN CONTRACT 🎉 29 E 9th St Apt 10. Last look: open house Sunday 2–4 PM.',
    'status:block open_houses:warn',
  ],
  [
    'e-9th',
    'Quiet, no-doorman building for true privacy: 29 E 9th St Apt 12, one bedroom with a fireplace.',
    'feature:doorman:block address.street:block',
  ],

  // falling-spring: for sale at $695,000; 4 beds (primary + 3 more); 3.5 baths (3 full, 1 half); 3,100 sf;
  // 1.27 ac; 1992; single-family Colonial in Goshen Hunt backing and fronting to parkland; island kitchen with
  // breakfast area, family room with fireplace, sun room, library with built-ins; primary bath with soaking
  // tub, separate shower, his-and-hers vanities, walk-in closet; solar panels; 20882; MLS MC9840970; no
  // garage, pool or basement named; no open houses.
  [
    'falling-spring',
    '19810 Falling Spring Ct | 4 bd | 3½ ba | 3,100 sf | 1.27 ac | built ’92 | $695K. Backs and fronts to parkland, solar panels, sun room, library with built-ins.',
    '',
  ],
  [
    'falling-spring',
    'Goshen Hunt colonial: 4 bedrooms, two and a half baths, on 2 acres backing to parkland. $695,000.',
    'baths_total:block lot_size:block',
  ],
  [
    'falling-spring',
    'Built just ten years ago, this Gaithersburg colonial has an in-ground pool and solar panels.',
    'year_built:block feature:pool:warn',
  ],
  [
    'falling-spring',
    'Goshen Hunt colonial on 1.27 acres, $695,000. Montgomery County Public Schools, about 35 minutes to Bethesda off-peak. Four bedrooms, three and a half baths, 3,100 square feet.',
    '',
  ],
  [
    'falling-spring',
    'PRICE IMPROVEMENT: 19810 Falling Spring Ct is now $659,000! Three-car garage, sun room, and a primary suite with a soaking tub.',
    'price:block feature:garage:warn',
  ],
  [
    'falling-spring',
    'VO: Sun-filled colonial on a lot that backs and fronts to parkland. An island kitchen with a breakfast area, a family room with a fireplace, a library with built-ins. A primary suite with a soaking tub, separate shower and his-and-hers vanities. Four bedrooms, three full baths and a powder room.',
    '',
  ],
  [
    'falling-spring',
    'Colonial de 4 chambres à Gaithersburg, 190 m² habitables, plus de 5 000 m² de terrain, sous-sol aménagé, panneaux solaires.',
    'living_area_sqft:block feature:basement:warn',
  ],
  [
    'falling-spring',
    'MLS# MC9840907 · 19810 Falling Spring Ct, Gaithersburg MD 20878 · 4 bd / 3.5 ba',
    'mls_id:block address.postal_code:block',
  ],
];
