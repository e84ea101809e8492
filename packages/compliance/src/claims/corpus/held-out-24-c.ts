import type { ClaimCase } from './case';

/** Held-out-24, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-24.ts). */
export const HELD_OUT_24_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out; 2,000 sq ft; lot 93,654 sq ft (2.15 acres);
  // built 1996; Kenmore WA 98028; MLS 2398635; gated estate, vaulted ceilings, brand-new roof, 6 garages,
  // RV garage, shop; NO HOA DUES; room for 2 ADUs.
  [
    'ne-183rd',
    'SOLD ✅ Gated 2.15-acre Kenmore estate: 3 beds, 2,000 sq ft, built 1996, vaulted ceilings, brand-new roof, 6 garages + RV garage and shop. No HOA. Closed at $1.15M. Car people, you know who you are. #kenmore #sold',
    '',
  ],
  [
    'ne-183rd',
    'Just sold in Kenmore: a private gated home on a level 1.25-acre lot with 6 garages and a shop. Congrats to the new owners!',
    'lot_size:block',
  ],
  [
    'ne-183rd',
    'Now available! 7718 NE 183rd St, Kenmore — 3 bedrooms on 2.15 acres with an RV garage and a brand-new roof. Call for a private tour.',
    'status:block',
  ],
  [
    'ne-183rd',
    '已售出！肯莫尔私人门禁庄园，2.15英亩平坦土地，三间卧室，约2,000平方英尺，1996年建造，全新屋顶，6个车库加房车车库。成交价115万美元。',
    '',
  ],
  [
    'ne-183rd',
    'Closed on 7718 NE 183rd St: 3 bed, 2.15 acres, room for two ADUs, and a modest $95/month HOA. $1,150,000.',
    'feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Sold! Four-bedroom estate on 2+ acres in Kenmore with six garages. Reach out if you want to know what your acreage is worth.',
    'beds:block',
  ],
  [
    'ne-183rd',
    'A 1969 home on 2.15 acres, totally redone (new roof, floors, counters, vanities) and now SOLD at $1.15M. Kenmore land is gold.',
    'year_built:block',
  ],
  [
    'ne-183rd',
    'تم البيع! عقار خاص مسوّر في كينمور على أرض مستوية مساحتها 2.15 أكر، 3 غرف نوم، نحو 2,000 قدم مربع، سقف جديد، 6 مرائب ومرآب للكرفانات، وبدون رسوم HOA.',
    '',
  ],

  // ocean-front-walk: FOR SALE at $12,950,000 ("PRICE IMPROVEMENT"); 4 beds; baths left out; 4,610 sq ft;
  // lot 2,518 sq ft; built 2025; single-family; Venice CA 90291; MLS SR24211716; brand-new beachfront;
  // 1,684 sq ft roof deck with hot tub; 5+ car garage; elevator; white-water views; no pool or open house.
  [
    'ocean-front-walk',
    'PRICE IMPROVEMENT 🌊 Brand-new beachfront on the Venice Boardwalk: 4 bedrooms, approx 4,610 sq ft, a 1,684 sq ft roof deck with hot tub, 5+ car garage and a 4-stop elevator. $12.95M #venicebeach #luxuryrealestate',
    '',
  ],
  [
    'ocean-front-walk',
    'Brand-new on Ocean Front Walk: 4 bedrooms, roof deck with hot tub, white-water views and a 3-car garage. $12,950,000.',
    'feature:garage:block',
  ],
  [
    'ocean-front-walk',
    'Completed in 2021 after years of planning, 3011 Ocean Front Walk is a one-of-a-kind custom beachfront home. 4 beds, roof deck, elevator. $12.95M.',
    'year_built:block',
  ],
  [
    'ocean-front-walk',
    'Casa nova à beira-mar em Venice: 4 quartos, cerca de 428 m², terraço na cobertura de 156 m² com hidromassagem, elevador e garagem para mais de 5 carros. US$ 12,95 milhões.',
    '',
  ],
  [
    'ocean-front-walk',
    'NEW PRICE: $11.95M for brand-new beachfront in Venice. 4 bedrooms, 4,610 sf, rooftop hot tub. Contact Dave Yobs 818-634-4840.',
    'price:block',
  ],
  [
    'ocean-front-walk',
    'Four bedrooms, roughly 4.6K square feet, and a rooftop spa over the Pacific. 3011 Ocean Front Walk, Venice CA 90291.',
    '',
  ],
  [
    'ocean-front-walk',
    'Boardwalk living with a private pool, a roof-deck hot tub and views from Malibu to Palos Verdes. Brand-new 4BR, $12.95M.',
    'feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    'Six-bedroom brand-new beachfront on the Venice Boardwalk 🏖️ elevator, 5-car garage, roof deck. $12.95M',
    'beds:block',
  ],
  [
    'ocean-front-walk',
    'WESTSIDE LUXURY LETTER\nInventory over $10M is up 18% from last year, and average days on market stretched to 94. Three sales closed above $20M in Malibu alone.\nOn our radar: 3011 Ocean Front Walk, a 2025 new build with 4 bedrooms and a 1,684 sq ft roof deck, listed at $12,950,000 (MLS SR24211716).\nReply for the full report.',
    '',
  ],

  // okeefe: FOR SALE at $735,000; 2 beds; baths left out; 1,182 sq ft; built 1983; TOWNHOUSE in a gated
  // 28-unit community; Menlo Park CA 94025; MLS ML81929341; fireplace, oversized private patio,
  // side-by-side washer/dryer, ONE assigned covered parking space; no garage or HOA named.
  [
    'okeefe',
    'Home sweet townhome in the Willows: 2 bedrooms, 1,182 sq ft, built 1983, fireplace, an oversized private patio and a side-by-side washer/dryer. Gated 28-unit community west of 101. $735,000.',
    '',
  ],
  [
    'okeefe',
    'Detached single-family home in Menlo Park under $750K?! 2 beds, fireplace, patio. 165 Okeefe St.',
    'property_type:block',
  ],
  [
    'okeefe',
    'Room to grow: a 3-bedroom townhome near the tech campuses with a fireplace and private patio. $735K, Menlo Park.',
    'beds:block',
  ],
  [
    'okeefe',
    'Townhome en Menlo Park: 2 recámaras, 1,182 pies², chimenea, patio privado amplio y lavadora y secadora. Comunidad cerrada. $735,000. ¡Agenda tu visita!',
    '',
  ],
  [
    'okeefe',
    'Silicon Valley starter home: 165 Okeefe St #11, 2BR townhouse, gated community, $753,000.',
    'price:block',
  ],
  [
    'okeefe',
    'Commuters: Caltrain and 101 minutes away, plus a 2-car attached garage. 2BR townhome in Menlo Park, $735,000.',
    'feature:garage:warn',
  ],
  [
    'okeefe',
    'Nhà phố (townhome) tại Menlo Park, 2 phòng ngủ, khoảng 1,182 sq ft, xây năm 1983, có lò sưởi và sân hiên riêng. Giá $735,000.',
    '',
  ],
  [
    'okeefe',
    'Maison de ville à Menlo Park : 2 chambres, environ 110 m², cheminée, grand patio privé et lave-linge. Construite en 1973. Prix : 735 000 $.',
    'year_built:block',
  ],

  // sparrow-hawk: FOR SALE at $450,000; 3 beds; baths left out; 2,285 sq ft; lot 6,969 sq ft; built 1998;
  // one story; McKinney TX 75072; MLS 21179033; see-through fireplace, second living area, jacuzzi tub,
  // Stonebridge community amenities, .25 mile to Eddins Elementary; no pool or HOA named.
  [
    'sparrow-hawk',
    'McKinney 1-story in Stonebridge: 3 bedrooms, 2,285 sq ft, built 1998, hand-scraped hardwoods, see-through fireplace and a second living area. $450K. Eddins Elementary is a quarter mile away.',
    '',
  ],
  [
    'sparrow-hawk',
    'Four bedrooms on one level in Stonebridge! Gourmet kitchen, see-through fireplace. 304 Sparrow Hawk, $450,000.',
    'beds:block',
  ],
  [
    'sparrow-hawk',
    'Space for everyone: 2,825 sq ft single-story with a game room and a flagstone patio. McKinney, $450K.',
    'living_area_sqft:block',
  ],
  [
    'sparrow-hawk',
    'Casa de un piso en McKinney: 3 recámaras, 2,285 pies², chimenea de doble vista, cocina gourmet y patio de piedra. $450,000. A solo un cuarto de milla de la escuela Eddins.',
    '',
  ],
  [
    'sparrow-hawk',
    "Built in '98 and it shows nothing but love 💕 3 bed one-story, see-through fireplace, jacuzzi tub. $450K #mckinneytx",
    '',
  ],
  [
    'sparrow-hawk',
    'Backyard goals: private pool, flagstone patio and a water feature. Low Stonebridge HOA too! 304 Sparrow Hawk, $450,000.',
    'feature:pool:warn feature:hoa:warn',
  ],
  [
    'sparrow-hawk',
    'Just listed at $475,000: 3 bed, 2,285 sq ft one-story with a media room in McKinney.',
    'price:block',
  ],
  [
    'sparrow-hawk',
    '304 Sparrow Hawk, McKinney TX 75027. 3BR single-story, see-through fireplace, near golf and trails. $450K.',
    'address.postal_code:block',
  ],

  // w-81st: FOR SALE; price not given; 2 beds; 1 bath; 780 sq ft; year left out; CONDO at The Barrington;
  // New York NY 10024; MLS 897958; doorman, two elevators, building laundry facilities; occupants hold
  // rent-stabilized leases; sold as-is.
  [
    'w-81st',
    'Investor opportunity on the Upper West Side: 2 bed, 1 bath condo at The Barrington, about 780 sq ft, doorman and two elevators. Sold as-is with rent-stabilized tenants in place.',
    '',
  ],
  ['w-81st', '203 W 81st St #4E — 2BR condo, UWS, doorman building. Asking $995,000.', 'price:warn'],
  [
    'w-81st',
    'Delivered vacant! Move right into this 2-bedroom UWS condo near the Natural History Museum. Doorman, elevators.',
    'feature:occupancy:block',
  ],
  ['w-81st', 'Three-bedroom condo at The Barrington, steps from Central Park. 203 W 81st St.', 'beds:block'],
  [
    'w-81st',
    'Кондоминиум в Верхнем Вест-Сайде: 2 спальни, 1 ванная, около 72 м², швейцар, два лифта, прачечная в здании. Продаётся как есть.',
    '',
  ],
  [
    'w-81st',
    'UWS MARKET NOTE: two-bedroom condos on the Upper West Side averaged $1,650 a foot last quarter. New from our desk: 203 W 81st St #4E, a 2 bed, 1 bath of roughly 780 square feet at The Barrington, MLS 897958. Buyer to verify room count and square footage.',
    '',
  ],
  [
    'w-81st',
    'Your own in-unit washer/dryer and a rooftop gym: 2BR condo at 203 W 81st St, Upper West Side.',
    'feature:laundry:warn feature:gym:warn',
  ],
  [
    'w-81st',
    '뉴욕 어퍼웨스트사이드 콘도, 침실 2개, 욕실 1개, 약 780 sq ft. 주소: 203 W 81st St #4E, New York, NY 10023. 도어맨 상주.',
    'address.postal_code:block',
  ],
];
