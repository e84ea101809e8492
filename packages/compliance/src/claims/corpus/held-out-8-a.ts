import type { ClaimCase } from './case';

/** Held-out-8, part A (birch-hollow, cypress, dean-keeton, e-9th): see held-out-8.ts. */
export const HELD_OUT_8_A: readonly ClaimCase[] = [
  // birch-hollow: sold, $612,000, 37 Birch Hollow Rd, Nashua NH 03062, 3 beds, 1,540 sq ft, 0.46 acres,
  // 1978, single family, MLS 4981234; Cape on a corner lot, hardwood, renovated bath, detached garage.
  // Baths left out (2 total against 1 full + 1 half).
  [
    'birch-hollow',
    'Slide 1/5: SOLD ✨ 37 Birch Hollow Rd, Nashua NH 03062\nSlide 2/5: A charming 1970s Cape on a corner lot — a rare find.\nSlide 3/5: Three bedrooms, hardwood floors and a renovated bath.\nSlide 4/5: Nearly half an acre with a detached garage.\nSlide 5/5: Thinking of selling? Call Lena Ortiz, Granite Gate Realty, 603-555-0110.',
    '',
  ],
  [
    'birch-hollow',
    'I’m proud to share that my clients just closed on 37 Birch Hollow Rd in Nashua for $640,000 — over asking in four days. The Cape has 4 bedrooms, 1,540 sq ft and an attached two-car garage. Grateful to the Granite Gate Realty team. #realestate #Nashua',
    'price:block beds:block feature:garage:block',
  ],
  [
    'birch-hollow',
    'JUST LISTED 🏡 37 Birch Hollow Rd, Nashua. Built in 1978, 3 bd, 1,540 sf, central air and hardwoods throughout. MLS #4981234. DM for a showing!',
    'status:block feature:central_air:warn',
  ],
  [
    'birch-hollow',
    'Market update from Granite Gate Realty: 37 Birch Hollow Rd (3 bed Cape, corner lot) sold at $612,000. Also recently sold nearby: 12 Oak Knoll Dr, 4 bed, 2,100 sq ft, $689,000 in 2 days. Rates are hovering around 6.4%; with 20% down a $612K purchase runs roughly $3,060/mo principal and interest. Questions? Lena 603-555-0110.',
    '',
  ],
  [
    'birch-hollow',
    '1/3 Nashua buyers: 37 Birch Hollow Rd is a Cape with a finished basement and a corner lot 🧵\n2/3 It sits on 0.75 acres in ZIP 03060.\n3/3 It’s sold now, but I have more like it.',
    'feature:basement:warn lot_size:block address.postal_code:block',
  ],
  [
    'birch-hollow',
    '¡VENDIDA! Casa estilo Cape en 37 Birch Hollow Rd, Nashua. 3 recámaras, 1,540 pies cuadrados, terreno de 0.46 acres y garaje independiente. Construida en 1987.',
    'year_built:block',
  ],
  [
    'birch-hollow',
    'JUST SOLD\n37 Birch Hollow Rd · Nashua, NH 03062\n3 Bedrooms · 1,540 Sq Ft · 0.46 Acre Corner Lot\nSold for $612,000 · PrimeMLS #4981234\nGranite Gate Realty · Lena Ortiz · 603-555-0110',
    '',
  ],
  [
    'birch-hollow',
    'Back on market! 37 Birch Hollow Rd, Nashua — 3 bed Cape, 2,100 sq ft, new roof, $612,000.',
    'status:block living_area_sqft:block feature:new_roof:warn',
  ],

  // cypress: for sale, $275,000, 88 S Cypress Ave, Columbus OH 43222, 3 beds, 1,260 sq ft, 3,920 sq ft lot,
  // 1920, single family, MLS 224027480; fully fenced lot, two-car garage, Franklinton, bars, highway.
  // Baths left out (2 total against 1 full + 1 half).
  [
    'cypress',
    '3 Bed House in Franklinton – $275,000\n88 S Cypress Ave, Columbus, OH 43222\n• Beautifully maintained, over a century old\n• 1,260 sq ft on a 3,920 sq ft lot\n• Fully fenced, two-car garage\n• Close to the new bars and restaurants, easy highway access\nMessage Justin Taber (Associates Realty) at 614-917-7842.',
    '',
  ],
  [
    'cypress',
    'PRICE DROP 📉 88 S Cypress Ave is now $265,000 (was $289,900). 3 beds, 1,260 sq ft, fenced lot, two-car garage. Won’t last!',
    'price:block',
  ],
  [
    'cypress',
    'OPEN HOUSE TODAY 1–4 PM\n88 S Cypress Ave\n3 BR • 2 Car Garage • Fenced\nAssociates Realty | 614-917-7842',
    'open_houses:warn',
  ],
  [
    'cypress',
    'FOR SALE — 88 S Cypress Ave, Columbus 43222 | Offered at $275,000 | 3 bedrooms | 1,620 sq ft | Built 1920 | Fenced yard with an in-ground pool | MLS 224027480',
    'living_area_sqft:block feature:pool:warn',
  ],
  [
    'cypress',
    'BACK ON MARKET! The buyer’s financing fell through, so 88 S Cypress Ave is available again at $275K. Three bedrooms, fully fenced lot, two-car garage in vibrant Franklinton. Come to the Franklinton Arts Festival on June 13, then call Justin to see it.',
    '',
  ],
  [
    'cypress',
    'Casa en venta en Columbus: 88 S Cypress Ave. $275,000. 4 recámaras, garaje para dos autos, terreno cercado y sótano terminado.',
    'beds:block feature:basement:warn',
  ],
  [
    'cypress',
    'Three bedrooms, a two-car garage and a fully fenced lot for two hundred seventy-five thousand dollars in Franklinton. Built in 1920 and beautifully maintained. Call Justin: 614-917-7842.',
    '',
  ],
  [
    'cypress',
    'Columbus starter home under $300K: 88 S Cypress Ave, 43215. Built in the 1950s, 3 beds, 1,260 sq ft, with central air.',
    'address.postal_code:block year_built:block feature:central_air:warn',
  ],

  // dean-keeton: for rent, 710 E Dean Keeton St #111, Austin TX 78705, 1 bed, 1 bath, 600 sq ft; across from
  // UT Law School, 23 units, available August 2026 (8/6/26), admin fee $75, application fee $79, deposit
  // $1,500. Rent ($1,150 against $1,500) and type (apartment against condos) left out.
  [
    'dean-keeton',
    'FOR RENT: 1 bed / 1 bath, 600 sq ft at 710 E Dean Keeton St #111, Austin 78705. Across the street from UT Law School in a quiet 23-unit complex. Security deposit $1,500, admin fee $75, application fee $79. Available 8/6/26. Contact Laura Cochrane, ManagePro LLC.',
    '',
  ],
  [
    'dean-keeton',
    'Student special! 2BR at Century Condos, 710 E Dean Keeton #111 — available July 1. Pool and gym on site, deposit only $500.',
    'beds:block feature:availability:block feature:pool:warn feature:gym:warn feature:deposit:block',
  ],
  [
    'dean-keeton',
    '1/3 UT law students 👀 a one-bedroom directly across from the Law School is for rent.\n2/3 710 E Dean Keeton St #111, 78705. About 850 sq ft, furnished, 12-month lease.\n3/3 Available August. DM me.',
    'living_area_sqft:block feature:furnished:warn feature:lease:warn',
  ],
  [
    'dean-keeton',
    'Se renta departamento de 1 recámara y 1 baño completo, 600 pies cuadrados, frente a la Facultad de Derecho de UT. Depósito: $1,500. Lavandería dentro del departamento. Disponible en agosto.',
    'feature:laundry:warn',
  ],
  [
    'dean-keeton',
    '1/2 Fall housing for UT Law 1Ls: a one-bedroom at 710 E Dean Keeton St #111 is directly across from the Law School.\n2/2 600 sq ft, available August 2026, $1,500 deposit, $79 application fee. Pictures show a similar unit.',
    '',
  ],
  [
    'dean-keeton',
    'Century Condos unit #111 — studio, 450 sq ft, pets not allowed, available 8/6/26.',
    'beds:block living_area_sqft:block feature:pets:warn',
  ],

  // e-9th: for sale, $1,795,000, 29 E 9th St APT 10, New York NY 10003, 1 bed, 1 bath, 1,000 sq ft, 1923,
  // MLS S1789660; corner, sunken living room, beamed high ceilings, fireplace, hardwood, transom windows,
  // south and west light, doormen, porters, resident manager, common roof deck, storage for a fee, pets
  // and pied-à-terre welcome, subway lines. Type left out (condo against cooperative).
  [
    'e-9th',
    'Prewar Greenwich Village one-bedroom at 29 E 9th St, Apt 10 — offered at $1,795,000. Roughly 1,000 sq ft with a sunken living room, beamed ceilings, a fireplace and arched transom windows facing south and west. Full-service building with doormen and a landscaped common roof deck. Pets and pied-à-terre welcome. Timeless, sun-drenched, a true rare find.',
    '',
  ],
  [
    'e-9th',
    'NEW PRICE: $1.7M (was $1.85M) for the Village corner 1BR at 29 E 9th St #10. Private terrace, in-unit washer/dryer and a gym in the building.',
    'price:block feature:balcony:warn feature:laundry:warn feature:gym:warn',
  ],
  [
    'e-9th',
    'I’ve spent 20 years selling prewar apartments, and 29 E 9th St #10 is one I’d buy myself. Two bedrooms, 1,000 sq ft, built in 1923, elevator building with a doorman. Reach me at Douglas Elliman.',
    'beds:block feature:elevator:warn',
  ],
  [
    'e-9th',
    'Open to the public: the Washington Square Music Festival, Tuesdays in July at 8 PM. While you’re in the Village, 29 E 9th St #10 (MLS S1789660) is a sun-drenched corner 1 bed, 1 bath at just under $1.8M. Doormen, porters, resident manager, multiple subway lines nearby.',
    '',
  ],
  [
    'e-9th',
    'Departamento en Greenwich Village: 1 recámara, 1 baño, 1,000 pies cuadrados, construido en 1932, con chimenea y vista al río. $1.795 millones.',
    'year_built:block feature:water_view:warn',
  ],
  [
    'e-9th',
    '29 E 9th St #10 | 1 BD | 1 BA | ±1,000 SF | $1,795,000\nCorner prewar home with sunken living room, fireplace and hardwood floors. Full-service building with doormen, porters, a resident manager and a landscaped common roof deck; private storage available for a monthly fee. Pets welcome. Douglas Elliman.',
    '',
  ],
];
