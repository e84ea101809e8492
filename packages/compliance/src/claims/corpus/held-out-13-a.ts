import type { ClaimCase } from './case';

/** Held-out-13, first part: birch-hollow, cypress, dean-keeton, e-9th, falling-spring (see held-out-13.ts). */
export const HELD_OUT_13_A: readonly ClaimCase[] = [
  // birch-hollow: SOLD at $612,000; 3 beds; baths unlabelled (total 2 against 1 full + 1 half); 1,540 sq ft
  // living; lot 0.46 acres (~20,000 sq ft); built 1978 (48 years before 2026); Cape-style on a corner lot,
  // hardwood floors, a renovated bath, a DETACHED garage; 37 Birch Hollow Rd, Nashua NH 03062. No
  // fireplace or basement named.
  [
    'birch-hollow',
    'Just closed! Proud to have represented the sellers of 37 Birch Hollow Rd in Nashua, a classic Cape on a corner lot: 3 bedrooms, about 1,540 sq ft on nearly half an acre, built in 1978. Closed at $612,000. Grateful to the whole Granite Gate Realty team. #JustClosed #NashuaNH',
    '',
  ],
  [
    'birch-hollow',
    "YOUR NEIGHBOR'S HOME JUST SOLD!\n37 Birch Hollow Rd, Nashua 03062\n3 BR Cape · detached garage · corner lot\nSold for $621,000\nCurious what yours is worth? Call Lena at 603-555-0110.",
    'price:block',
  ],
  [
    'birch-hollow',
    "Hi neighbors! Quick note that the Cape at 37 Birch Hollow Rd is now under contract. Built in the late '70s, 3 beds, hardwood throughout and a two-car attached garage. Thanks to everyone who stopped by!",
    'status:block feature:garage:block',
  ],
  [
    'birch-hollow',
    'Subject: SOLD in 9 days – 37 Birch Hollow Rd\n\nHi Mark,\nQuick update: 37 Birch Hollow sold at $612K. 3 bed, 1,540 sf, and the lot is 0.46 acres (about 20,000 sq ft). The house down the street at 41 Birch Hollow, the one with the in-ground pool and finished basement, is still sitting at $689K if your clients want a look.\n\nLena',
    '',
  ],
  [
    'birch-hollow',
    'Q: How big is the house? A: 1,540 square feet of living space on a 1,540 sq ft lot.\nQ: Year built? A: 1978.\nQ: Basement? A: Yes, a full finished basement with laundry.\nQ: Is it still available? A: No, it sold!',
    'lot_size:block feature:basement:warn',
  ],
  [
    'birch-hollow',
    '¡Vendida! Casa estilo Cape en 37 Birch Hollow Rd, Nashua NH 03062. 3 recámaras, pisos de madera, baño renovado, garaje independiente y terreno en esquina de casi media acre. Construida hace 48 años.',
    '',
  ],
  [
    'birch-hollow',
    "Correction to yesterday's post: 37 Birch Hollow Rd has 4 bedrooms, not 3. Sorry for the mix-up! Built 1988, sold for $612,000.",
    'beds:block year_built:block',
  ],
  [
    'birch-hollow',
    'SOLD in Nashua 03063! Another happy family at 37 Birch Hollow Rd: Cape-style, 3BR, corner lot and a cozy fireplace in the living room. Thinking of selling this spring? Let’s talk.',
    'address.postal_code:block feature:fireplace:warn',
  ],
  [
    'birch-hollow',
    'Throwback: the open house at 37 Birch Hollow Rd back in March brought 40 groups through, and it closed at $612,000. The Cape next door at 39 Birch Hollow, with a 2-car attached garage and central air, comes up next month.',
    '',
  ],
  // cypress: FOR SALE at $275,000; 3 beds; baths unlabelled (total 2 against 1 full + 1 half); 1,260 sq ft;
  // lot 3,920 sq ft (0.09 acres); built 1920; Franklinton; a fully fenced lot and a TWO-car garage; 88 S
  // Cypress Ave, Columbus OH 43222. No central air, basement or pool named.
  [
    'cypress',
    'Buyer: Hi! Is 88 S Cypress still available?\nMe: Yes, still active! $275K, 3 bed, about 1,260 sq ft.\nBuyer: Does it have a garage?\nMe: Two-car garage, and the lot is fully fenced 👍\nBuyer: When was it built?\nMe: 1920, so lots of character. Want to see it Thursday?',
    '',
  ],
  [
    'cypress',
    '🏡 88 S Cypress Ave, Columbus 43222\n💲 $275,000\n🛏 3 beds\n📐 1,260 sq ft\n🌳 3,920 sq ft lot\n🚗 1-car garage\n❄️ Central air',
    'feature:garage:block feature:central_air:warn',
  ],
  [
    'cypress',
    'Franklinton neighbors! My listing at 88 S Cypress Ave is already pending. 3BR close to all the new bars and restaurants. If you know anyone who missed it, send them my way.',
    'status:block',
  ],
  [
    'cypress',
    "Welcome to 88 South Cypress. As we step inside, you're in a home that's just over a century old, built in 1920, with about twelve hundred sixty square feet. Out back, the fully fenced yard leads to the two-car garage. Now let's head downstairs to the full basement.",
    'feature:basement:warn',
  ],
  [
    'cypress',
    'Nhà đẹp ở Franklinton! 88 S Cypress Ave, Columbus OH 43222. 3 phòng ngủ, 1,260 sqft, giá chỉ $257,000. Garage 2 xe, sân có hàng rào. Liên hệ Justin!',
    'price:block',
  ],
  [
    'cypress',
    'Two new ones this week: 88 S Cypress Ave ($275K, 3 bed, a 1920 charmer with a two-car garage) and my other listing at 412 W Town St, a 5-bed brick with a pool and central air at $399K. DM me for showings at either.',
    '',
  ],
  [
    'cypress',
    'Over 1,500 sq ft of living space and a huge quarter-acre lot, all for $275,000 at 88 S Cypress Ave!',
    'living_area_sqft:block lot_size:block',
  ],
  [
    'cypress',
    'Historic Franklinton charm: built about 50 years ago and lovingly maintained. 88 S Cypress Ave, 3 bedrooms, $275,000.',
    'year_built:block',
  ],
  [
    'cypress',
    'Seller update – 88 S Cypress Ave, week 2\nShowings: 6 | Online views: 812 | Saves: 41\nFeedback: buyers love the fenced lot and two-car garage. Comp: 102 S Cypress (4 bed, central air) closed at $289K last month.\nRecommendation: hold at $275,000 for another week.',
    '',
  ],
  // dean-keeton: FOR RENT; rent unlabelled ($1,150 in the facts, "Rent: $1,500" in the description); type
  // unlabelled ("Century Condos" names the building of an apartment); 1 bed, 1 bath, 600 sq ft; year not
  // given; 710 E Dean Keeton St #111, Austin TX 78705; available 8/6/26; admin fee $75, application fee $79,
  // security deposit $1,500; 23-unit complex across from UT Law School. No pets, parking, pool, gym or
  // laundry named.
  [
    'dean-keeton',
    'Student: Hey, is #111 at Century Condos available for fall?\nMe: Yes! Available 8/6/26. 1 bed / 1 bath, about 600 sq ft, right across the street from the UT Law School.\nStudent: What do I need to pay up front?\nMe: $1,500 security deposit, $79 application fee and a $75 admin fee.',
    '',
  ],
  [
    'dean-keeton',
    'Q: Are pets allowed? A: Yes, cats and small dogs are welcome!\nQ: Parking? A: One covered spot is included.\nQ: How big is it? A: About 600 sq ft.\nQ: When can I move in? A: August 6, 2026.',
    'feature:pets:warn feature:parking:warn',
  ],
  [
    'dean-keeton',
    'Now leasing for August! 710 E Dean Keeton St #112, Austin 78705: a spacious 2-bedroom steps from UT Law. Call ManagePro to tour.',
    'address.street:block beds:block',
  ],
  [
    'dean-keeton',
    'Subject: Fall housing near UT – 1BR at 710 E Dean Keeton #111\n\nHi parents,\nThe one-bedroom at Century Condos opens August 6. Security deposit is just $750, and there is a $79 application fee.\n\nLaura',
    'feature:deposit:block',
  ],
  [
    'dean-keeton',
    'UT 学生必看！710 E Dean Keeton St #111, 一室一卫, 约 600 sq ft, 8月可入住。Pool + fitness center 全部包含！',
    'feature:pool:warn feature:gym:warn',
  ],
  [
    'dean-keeton',
    'Two options for my UT clients: 710 E Dean Keeton #111 (1BR, ~600 sf, available in August) or a 3BR house on Speedway with a washer/dryer, a fenced yard and two parking spots. Which one fits your group?',
    '',
  ],
  [
    'dean-keeton',
    'JUST SOLD near UT Law! 710 E Dean Keeton St #111: 1 bed, 1 bath in a quiet 23-unit complex.',
    'status:block',
  ],
  [
    'dean-keeton',
    'Aprox. 56 m² (600 sq ft): 1 recámara, 1 baño, enfrente de la Facultad de Derecho de UT. Disponible en agosto 2026. Con washer y dryer dentro del depa.',
    'feature:laundry:warn',
  ],
  [
    'dean-keeton',
    'Depa de 1 recámara para estudiantes en 710 E Dean Keeton St #111, justo enfrente de la Facultad de Derecho. Disponible el 6 de agosto; el edificio tiene solo 23 unidades. ¿Buscas algo cerca de Gregory Gym? Está a unas cuadras.',
    '',
  ],
  // e-9th: FOR SALE at $1,795,000; 1 bed, 1 bath, 1,000 sq ft (~93 m²); built 1923 ("designed in the
  // 1920's"); type unlabelled (condo in the facts, "cooperatives" in the description); 29 E 9th St APT 10,
  // New York NY 10003; corner, sunken living room, beamed high ceilings, fireplace, hardwood, arched transom
  // windows, South and West exposures; doormen, porters, resident manager; a COMMON roof deck; storage for a
  // fee; pets and pied-a-terre welcome. No private terrace, in-unit laundry, gym or pool named.
  [
    'e-9th',
    'Thrilled to bring to market 29 East 9th Street, Apt 10: a 1,000 sq ft prewar corner one-bedroom with a fireplace, beamed ceilings and South and West light. Offered at $1,795,000.',
    '',
  ],
  [
    'e-9th',
    'Subject: Price drop on 29 E 9th St #10 – now $1.695M\n\nHi all,\nThe Village corner one-bedroom with the sunken living room just got more attainable. Pets welcome, full-service building.',
    'price:block',
  ],
  [
    'e-9th',
    '✨ 29 E 9th St APT 10\n🛏 2 bedrooms\n🛁 1 bath\n🐶 Pets welcome\n🌇 Private roof terrace\n🏛 Built 1923',
    'beds:block feature:terrace:warn',
  ],
  [
    'e-9th',
    'Apartamento pré-guerra no Greenwich Village: 29 E 9th St Apt 10, Nova York 10003. 1 quarto, cerca de 93 m², lareira, pé-direito alto com vigas e luz sul e oeste. US$ 1,795 milhão. Portaria com porteiros.',
    '',
  ],
  [
    'e-9th',
    'Q: Is there outdoor space? A: Yes, the landscaped common roof deck.\nQ: Storage? A: Private storage is available for a monthly fee.\nQ: Washer/dryer in the unit? A: Yes, a stacked set in the kitchen.',
    'feature:laundry:warn',
  ],
  [
    'e-9th',
    'Built in the 1950s, this Village one-bedroom at 29 E 9th St APT 10, New York 10011 pairs a sunken living room with a fireplace. $1,795,000.',
    'year_built:block address.postal_code:block',
  ],
  [
    'e-9th',
    'Village week: 29 E 9th St Apt 10 (1BR, $1.795M, fireplace) and my Chelsea listing at 245 W 19th St #5B, a 2BR with a private terrace and in-unit washer/dryer at $2.2M. Both open by appointment.',
    '',
  ],
  [
    'e-9th',
    'Need a home office? The corner living room at 29 E 9th St Apt 10 has room for a desk by the arched transom windows. One bed, one bath, about a thousand square feet.',
    '',
  ],
  // falling-spring: FOR SALE at $695,000; 4 beds; 3.5 baths (3 full + 1 half); 3,100 sq ft; lot 1.27 acres;
  // built 1992 (34 years before 2026); 19810 Falling Spring Ct, Gaithersburg MD 20882; MLS MC9840970;
  // Colonial backing and fronting parkland, island kitchen, family room with fireplace, sun room, library,
  // primary bath with soaking tub, solar panels. No pool, basement, garage or HOA named.
  [
    'falling-spring',
    'Seller update – 19810 Falling Spring Ct, week 3\nShowings: 11 (4 second showings)\nOnline views: 2,340\nFeedback: buyers love the 1.27-acre lot backing to parkland and the solar panels; two compared the 3.5 baths with the 4.5 at the Hawkins Creamery Rd comp ($749K).\nList price stays at $695,000.',
    '',
  ],
  [
    'falling-spring',
    '4 bedrooms and 4 full baths on 1.27 acres in Goshen Hunt: 19810 Falling Spring Ct, $695K.',
    'baths_total:block',
  ],
  [
    'falling-spring',
    'New on the market in Gaithersburg 20882! A sun-filled 1992 Colonial with a library, a sun room and an in-ground pool overlooking parkland.',
    'feature:pool:warn',
  ],
  [
    'falling-spring',
    'An acre and a quarter of privacy, four bedrooms, three and a half baths and 3,100 square feet. 19810 Falling Spring Ct.',
    '',
  ],
  [
    'falling-spring',
    'Correction: 19810 Falling Spring Ct is 3,100 sq ft, not 3,400 as I posted earlier. Still $695,000, still backing to parkland.',
    '',
  ],
  [
    'falling-spring',
    'Built just over two decades ago, this Colonial at 19810 Falling Spring Ct has a finished walkout basement and a three-car garage.',
    'year_built:block feature:basement:warn feature:garage:warn',
  ],
  [
    'falling-spring',
    "Buyer: What's the lot size at Falling Spring?\nMe: 1.27 acres, and it backs to parkland.\nBuyer: Any HOA?\nMe: $95 a month, covers the common areas.",
    'feature:hoa:warn',
  ],
  [
    'falling-spring',
    'COMING SOON: 19810 Falling Spring Ct, MLS# MC9840907. 4BR Colonial with solar panels, $695,000.',
    'status:block mls_id:block',
  ],
];
