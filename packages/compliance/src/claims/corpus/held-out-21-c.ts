import type { ClaimCase } from './case';

/** Held-out-21, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-21.ts). */
export const HELD_OUT_21_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out; 2,000 sq ft; 93,654 sq ft lot (2.15 acres); built
  // 1996; gated estate; "scenic views"; brand-new roof; 6 GARAGES, RV garage, shop; NO HOA DUES; ADU code;
  // 7718 NE 183rd St, Kenmore WA 98028; MLS 2398635.
  [
    'ne-183rd',
    'Price history, 7718 NE 183rd St: the sellers bought the land and house in 2001 for $415,000. Last month it closed at $1.15M. A gated 2.15-acre estate with six garages, an RV garage and a shop, and Kenmore now lets buyers look into two ADUs.',
    '',
  ],
  [
    'ne-183rd',
    'Back on the market! 7718 NE 183rd St in Kenmore: a gated estate on 2.15 level acres with a brand-new roof and six garages.',
    'status:block',
  ],
  [
    'ne-183rd',
    'Four bedrooms, a bright kitchen and the HOA takes care of the road: $120 a month. 7718 NE 183rd St, Kenmore.',
    'beds:block feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Finca privada en Kenmore, construida en 1986, sobre un terreno de 5 acres al final de un camino tranquilo.',
    'year_built:block lot_size:block',
  ],
  [
    'ne-183rd',
    '¡VENDIDA! 7718 NE 183rd St, Kenmore WA 98028. Finca privada con portón en 2.15 acres, 3 recámaras, 2,000 pies cuadrados, techo nuevo, seis garajes, garaje para RV y taller. Sin cuotas de HOA.',
    '',
  ],
  [
    'ne-183rd',
    "Car people, this one had a 3-car garage, a shop and all the privacy you'd want at the end of a gated road. Sold!",
    'feature:garage:block',
  ],
  [
    'ne-183rd',
    'Just sold in Kenmore: morning coffee with Lake Washington views, then a swim in the pool before work. 7718 NE 183rd St.',
    'feature:water_view:warn feature:pool:warn',
  ],
  [
    'ne-183rd',
    "The sellers raised two kids and a lot of chickens on this land. They built the shop for his boat and the RV garage for her camper, and every spring the park-like grounds filled with tulips. Now 7718 NE 183rd St belongs to a family that's already talking about an ADU for grandma (buyers to verify with the city).",
    '',
  ],

  // ocean-front-walk: FOR SALE at $12,950,000; 4 beds; baths left out; 4,610 sq ft; 2,518 sq ft lot; built
  // 2025; brand-new beachfront; 1,684 sq ft roof deck with HOT TUB (no pool); white water views; 5+ CAR
  // garage; 4-stop elevator; 3011 Ocean Front Walk, Venice CA 90291; MLS SR24211716.
  [
    'ocean-front-walk',
    'What $13M buys in LA:\n• Bel Air: a 1960s 5-bed with a pool that needs everything\n• Venice: 3011 Ocean Front Walk, brand-new 2025 beachfront, 4 beds, 4,610 sq ft, a 1,684 sq ft roof deck with a hot tub and a 5+ car garage, $12,950,000',
    '',
  ],
  [
    'ocean-front-walk',
    'Sunset laps in the rooftop pool, then dinner on the boardwalk. 3011 Ocean Front Walk, Venice.',
    'feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    'Five bedrooms on the sand, built in 2019, with white water views from Malibu to Palos Verdes. 3011 Ocean Front Walk.',
    'beds:block year_built:block',
  ],
  [
    'ocean-front-walk',
    'Villa neuve sur la plage de Venice : 4 chambres, 428 m², toit-terrasse de 156 m² avec jacuzzi, garage pour 5 voitures et plus, ascenseur, vue sur les vagues de Malibu à Palos Verdes. 12 950 000 $.',
    '',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente a la playa en Venice con garaje para 2 autos y terraza en la azotea. Precio: $11,950,000.',
    'feature:garage:block price:block',
  ],
  [
    'ocean-front-walk',
    '3,610 sq ft of brand-new beachfront living on the Venice Boardwalk, plus a roof deck with a hot tub.',
    'living_area_sqft:block',
  ],
  [
    'ocean-front-walk',
    "Hi Tom, thanks for asking about 3011 Ocean Front Walk for your clients. It's brand new, 4,610 sq ft, with a 4-stop elevator, a 5+ car epoxy garage, a downstairs area that could be an ADU, and about 440 sq ft zoned for a commercial storefront. Dave",
    '',
  ],
  [
    'ocean-front-walk',
    'JUST SOLD on the boardwalk! 3011 Ocean Front Walk, MLS SR24211761. Congratulations to my buyers.',
    'status:block mls_id:block',
  ],
  [
    'ocean-front-walk',
    '5 things I love about 3011 Ocean Front Walk:\n1. The hot tub on the 1,684 sq ft roof deck\n2. White water views from Malibu to Palos Verdes\n3. A 4-stop elevator\n4. A 5+ car garage with epoxy floors\n5. Wide plank European white oak floors',
    '',
  ],

  // okeefe: FOR SALE at $735,000; 2 beds; baths left out; 1,182 sq ft; built 1983; TOWNHOUSE in a gated
  // 28-unit community; fireplace, private patio, side-by-side washer dryer; assigned covered parking space;
  // no garage, pool, gym or HOA named; 165 Okeefe St APT 11, Menlo Park CA 94025; MLS ML81929341.
  [
    'okeefe',
    "Loan math for 165 Okeefe #11: at $735,000 with 20% down ($147,000), a 30-year loan of $588,000 at 6.5% is about $3,720 a month in principal and interest. Menlo Park renters pay $4,200 for a two-bedroom, so the numbers aren't crazy.",
    '',
  ],
  [
    'okeefe',
    'Three bedrooms in the Willows! 165 Okeefe St #11 is a light townhome with a fireplace and private patio, west of 101.',
    'beds:block',
  ],
  [
    'okeefe',
    'The HOA is $450 a month and covers the pool and the fitness center at 165 Okeefe. Two bedrooms, fireplace, private patio.',
    'feature:hoa:warn feature:pool:warn feature:gym:warn',
  ],
  [
    'okeefe',
    'Casa unifamiliar independiente en Menlo Park: 2 recámaras, chimenea y patio privado. 165 Okeefe St.',
    'property_type:block',
  ],
  [
    'okeefe',
    'Townhome sa Menlo Park, sa Willows: 2 kwarto, 1,182 sq ft, may fireplace at malaking pribadong patio, washer at dryer sa itaas. $735,000.',
    '',
  ],
  [
    'okeefe',
    'Built in 1993 with an attached garage, this Willows townhome is close to Caltrain and the tech campuses.',
    'year_built:block feature:garage:warn',
  ],
  [
    'okeefe',
    'Just listed: 165 Okeefe St #11, a 2-bedroom townhome in a gated community, $753,000.',
    'price:block',
  ],
  [
    'okeefe',
    'The Willows is the part of Menlo Park people forget to mention: tree-lined streets, Caltrain and the tech campuses a bike ride away, SFO 20 minutes south. And tucked into a quiet, gated community there, 165 Okeefe #11: a 2-bed townhome with a fireplace, an oversized patio and the washer and dryer upstairs, $735K.',
    '',
  ],

  // sparrow-hawk: FOR SALE at $450,000; 3 beds; baths left out; 2,285 sq ft; 6,969 sq ft lot (0.16 acre);
  // built 1998; 1-story; see-through fireplace, jacuzzi tub, flagstone patio with water feature; Stonebridge
  // amenities (golf, beach club, aquatic center); no pool, garage or roof named; 304 Sparrow Hawk, McKinney TX
  // 75072; MLS 21179033.
  [
    'sparrow-hawk',
    'Stonebridge Ranch has it all: golf, tennis and pickleball, a beach club, an aquatic center and more than 20 miles of trails. Eddins Elementary and Falcon Creek Park are a quarter mile from 304 Sparrow Hawk, a 1-story 3-bed with 2,285 sq ft and a see-through fireplace, $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'Weekends at 304 Sparrow Hawk mean the private pool out back and the flagstone patio. McKinney living at its best!',
    'feature:pool:warn',
  ],
  [
    'sparrow-hawk',
    'Four bedrooms, a 3-car garage and a gourmet kitchen: 304 Sparrow Hawk in Stonebridge.',
    'beds:block feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    'Casa de una planta en McKinney, TX 75070, construida en 2008, con chimenea de doble vista y patio de piedra.',
    'year_built:block address.postal_code:block',
  ],
  [
    'sparrow-hawk',
    'Preguntas frecuentes, 304 Sparrow Hawk:\n¿Chimenea? Sí, de doble vista entre la sala y el comedor.\n¿Escuela? Eddins Elementary está a .25 millas.\n¿Recámaras? Tres, con la principal separada.\n¿Precio? $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'New price: $405,000! 304 Sparrow Hawk has a new roof from 2024, hand-scraped hardwood and a jacuzzi tub in the master bath.',
    'price:block feature:new_roof:warn',
  ],
  [
    'sparrow-hawk',
    '2,825 sq ft on a 0.3-acre lot with a board-on-board fence: 304 Sparrow Hawk, McKinney.',
    'living_area_sqft:block lot_size:block',
  ],
  [
    'sparrow-hawk',
    'What $450K buys in McKinney: a 2-story 4-bed in a new subdivision with a 3-car garage and $95/mo HOA, or 304 Sparrow Hawk, a 1-story with 2,285 sq ft, a see-through fireplace and Stonebridge amenities.',
    '',
  ],
  [
    'sparrow-hawk',
    'Nhà 1 tầng 3 phòng ngủ tại McKinney, 2,285 sq ft, lò sưởi hai mặt giữa phòng khách và phòng ăn, bồn jacuzzi, sân lát đá. Giá $450,000.',
    '',
  ],

  // w-81st: FOR SALE, price unknown; 2 beds; 1 bath; 780 sq ft; year left out; CONDO in The Barrington;
  // building laundry, two elevators, doorman, live-in super; rent-stabilized occupants; 203 W 81st Street #4E,
  // New York NY 10024; MLS 897958.
  [
    'w-81st',
    "Upper West Side mornings: a walk past the Natural History Museum, coffee on Columbus, Central Park a few minutes away. 203 W 81st St #4E is a 2-bed, 1-bath condo of 780 sq ft in The Barrington, with a doorman, two elevators and laundry in the building. It's sold as-is with rent-stabilized occupants in place.",
    '',
  ],
  [
    'w-81st',
    'Asking $1,195,000 for a 2-bed condo at The Barrington on West 81st. Doorman, two elevators, live-in super.',
    'price:warn',
  ],
  ['w-81st', 'Delivered vacant and ready for your vision: 203 W 81st St #4E.', 'feature:occupancy:block'],
  [
    'w-81st',
    'Cooperativa en el Upper West Side: 2 recámaras, 1 baño, portero y dos elevadores. 203 W 81st St #4E.',
    'property_type:block',
  ],
  [
    'w-81st',
    'Three bedrooms and an in-unit washer/dryer at The Barrington, 203 W 81st St #4E.',
    'beds:block feature:laundry:warn',
  ],
  [
    'w-81st',
    'Preguntas frecuentes, 203 W 81st St #4E:\n¿Es condominio? Sí.\n¿Portero? De tiempo completo.\n¿Lavandería? En el edificio.\n¿Me puedo mudar? Los ocupantes actuales tienen contratos de renta estabilizada: es una compra para inversionista.',
    '',
  ],
  [
    'w-81st',
    'Two full baths and 1,080 sq ft on the fourth floor of The Barrington. 203 W 81st St.',
    'baths_total:block living_area_sqft:block',
  ],
  [
    'w-81st',
    '上西区 The Barrington 公寓 4E：两室一卫，780平方英尺，全职门卫，两部电梯，楼内洗衣房。现有住户持租金稳定租约，按现状出售。',
    '',
  ],
];
