import type { ClaimCase } from './case';

/** Held-out-20, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-20.ts). */
export const HELD_OUT_20_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out; 2,000 sq ft; lot 93,654 sq ft (2.15 acres); built 1996;
  // gated estate, scenic views, brand-new roof, 6 GARAGES + RV garage, shop, 2 ADUs, NO HOA DUES; WA 98028; 2398635.
  [
    'ne-183rd',
    "Just closed: 7718 NE 183rd St in Kenmore, a private gated estate on 2.15 level acres. Six garages plus an RV garage and a shop, a brand-new roof, and no HOA. Sold at $1,150,000. Car people, I'm sorry you missed this one. 🚗🛥️",
    '',
  ],
  [
    'ne-183rd',
    '¡Vendida! Finca privada en Kenmore, WA 98028: 3 recámaras, 186 m², terreno de 2.15 acres, construida en 1996. Techo nuevo, vistas panorámicas y sin cuotas de HOA.',
    '',
  ],
  [
    'ne-183rd',
    "Kenmore's new building code lets owners of big lots add two ADUs (buyers to verify). The 2.15 acres at 7718 NE 183rd St sold for $1.15M while the King County median sits near $950,000. Land is still the story on the Eastside.",
    '',
  ],
  [
    'ne-183rd',
    'SOLD: a 4-bedroom gated estate in Kenmore with a saltwater pool and park-like grounds. Congratulations to my buyers at 7718 NE 183rd St!',
    'beds:block feature:pool:warn',
  ],
  [
    'ne-183rd',
    'Sold: 7718 NE 183rd St. Views of the Sammamish River from the deck, and HOA dues of just $150 a month for the gated road.',
    'feature:water_view:warn feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Price reduced! 7718 NE 183rd St, Kenmore: gated, private, 2.15 acres. Schedule your tour today.',
    'status:block',
  ],
  [
    'ne-183rd',
    '已售出!肯莫尔私人庄园,10英亩平坦土地,1996年建,3间卧室,6个车库外加房车车库。',
    'lot_size:block',
  ],
  [
    'ne-183rd',
    'Sold in Kenmore 🔑 2,400 sq ft of vaulted ceilings and skylights, a 3-car garage and a shop on over two acres.',
    'living_area_sqft:block feature:garage:block',
  ],
  // ocean-front-walk: FOR SALE at $12,950,000; 4 beds; baths left out; 4,610 sq ft; lot 2,518 sq ft; built 2025;
  // single family; 1,684 sq ft roof deck with hot tub, white-water views, 5+ car garage, elevator; 90291; SR24211716.
  [
    'ocean-front-walk',
    'I stood on the 1,684 sq ft roof deck at 3011 Ocean Front Walk last night at sunset: hot tub bubbling, white water from Malibu to Palos Verdes. Brand new, 4,610 sq ft, 4 bedrooms, a 5+ car garage and a four-stop elevator. $12.95M. 🌊 #VeniceBeach #Beachfront',
    '',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente a la playa en Venice, CA 90291, terminada en 2025. 4 recámaras, unos 428 m², elevador, garaje para más de 5 autos y vistas al mar desde la terraza. US$12,950,000.',
    '',
  ],
  [
    'ocean-front-walk',
    'Comparando duas casas no calçadão de Venice: a 3001 Ocean Front Walk tem piscina e 5 quartos; a 3011 tem 4 quartos, terraço com hidromassagem e garagem para mais de 5 carros, por US$ 12,95 milhões.',
    '',
  ],
  [
    'ocean-front-walk',
    'Six bedrooms on the sand in Venice, with a rooftop pool looking out to the Santa Monica Bay. 3011 Ocean Front Walk.',
    'beds:block feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    'Finished in 2019 and still the newest build on the boardwalk, with a 2-car garage, which is gold in Venice. 3011 Ocean Front Walk, $12,950,000.',
    'year_built:block feature:garage:block',
  ],
  [
    'ocean-front-walk',
    '¡Nuevo precio! 3011 Ocean Front Walk ahora en $11,950,000. Casa nueva frente a la playa con terraza de 1,684 pies cuadrados y jacuzzi.',
    'price:block',
  ],
  [
    'ocean-front-walk',
    'JUST SOLD on the Venice Boardwalk 🎉 3011 Ocean Front Walk, with a home gym, an elevator and white-water views.',
    'status:block feature:gym:warn',
  ],
  [
    'ocean-front-walk',
    'Lot: 5,000 sq ft\nZIP: 90291\nGarage: 5+ cars\nRoof deck: 1,684 sq ft with hot tub',
    'lot_size:block',
  ],
  // okeefe: FOR SALE at $735,000; 2 beds; baths left out; 1,182 sq ft; built 1983; TOWNHOUSE in a gated 28-unit
  // community; fireplace, private patio, side-by-side W/D, assigned covered parking; Menlo Park 94025; ML81929341.
  [
    'okeefe',
    'Home sweet townhome 🏡 165 O’Keefe St #11, Menlo Park: 2 bedrooms, 1,182 sq ft, a fireplace, an oversized private patio, side-by-side washer/dryer and an assigned covered parking space in a gated 28-unit community. $735,000.',
    '',
  ],
  [
    'okeefe',
    'Townhome de 2 recámaras en Menlo Park 94025, construido en 1983. 110 m², chimenea, patio privado y lavadora y secadora. $735,000.',
    '',
  ],
  [
    'okeefe',
    'Nhà phố 2 phòng ngủ ở Menlo Park, giá $735,000, gần Caltrain, sân bay SFO và các công ty công nghệ lớn.',
    '',
  ],
  [
    'okeefe',
    "Run the numbers with me: 20% down on 165 O'Keefe #11 is $147,000, and at 6.5% the principal and interest come to about $3,700 a month. Compare that with $4,200 for a 2-bed rental in the Willows.",
    '',
  ],
  [
    'okeefe',
    'Three-bedroom townhouse in the Willows with a two-car garage. 165 O’Keefe St #11, $735,000.',
    'beds:block feature:garage:warn',
  ],
  [
    'okeefe',
    'Casa unifamiliar independiente en Menlo Park, a pasos de Caltrain, con cuota de HOA de $480 al mes. 165 O’Keefe St #11.',
    'property_type:block feature:hoa:warn',
  ],
  [
    'okeefe',
    'Built in 1993, 1,182 square feet, and a fireplace for foggy evenings. 165 O’Keefe St #11 is ready for its next chapter.',
    'year_built:block',
  ],
  ['okeefe', 'Price cut! 165 O’Keefe St #11, Menlo Park CA 94025, now $715,000.', 'price:block'],
  [
    'okeefe',
    '@sara.k Yes! The gated community has a pool and a small gym for residents, and the patio is huge.',
    'feature:pool:warn feature:gym:warn',
  ],
  // sparrow-hawk: FOR SALE at $450,000; 3 beds; baths left out; 2,285 sq ft; lot 6,969 sq ft; built 1998; 1-story;
  // see-through fireplace, jacuzzi tub, flagstone patio with water feature; Stonebridge amenities; 75072; 21179033.
  [
    'sparrow-hawk',
    'Stonebridge buyers: I toured 304 Sparrow Hawk on Tuesday, and that see-through fireplace between the living and dining rooms is the real deal. One story, 3 bedrooms, 2,285 sq ft and a flagstone patio with a water feature. $450,000, with the community golf, beach club and aquatic center down the road.',
    '',
  ],
  [
    'sparrow-hawk',
    'Casa de un solo piso en McKinney, TX 75072: 3 recámaras, unos 212 m², jacuzzi en el baño principal y patio con fuente de agua. $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'Q: Is it close to a school?\nA: Yes! Eddins Elementary is only a quarter mile from 304 Sparrow Hawk, and Falcon Creek Park is right there too.',
    '',
  ],
  [
    'sparrow-hawk',
    'Maison de plain-pied à McKinney : 3 chambres, construite en 1998, cheminée double face entre le salon et la salle à manger. 450 000 $.',
    '',
  ],
  [
    'sparrow-hawk',
    'Four bedrooms and a private pool in Stonebridge! 304 Sparrow Hawk, McKinney, $450,000.',
    'beds:block feature:pool:warn',
  ],
  [
    'sparrow-hawk',
    'Car lovers, 304 Sparrow Hawk has a 3-car garage, and the roof is brand new as of 2023. One story, $450K.',
    'feature:garage:warn feature:new_roof:warn',
  ],
  [
    'sparrow-hawk',
    'Single-story home built in 2008 on a 6,969 sq ft lot with a board-on-board fence. 304 Sparrow Hawk, McKinney.',
    'year_built:block',
  ],
  [
    'sparrow-hawk',
    'Precio: $465,000. Código postal 75072. Casa de una planta en Stonebridge con chimenea de doble vista.',
    'price:block',
  ],
  [
    'sparrow-hawk',
    '¡Vendida en un fin de semana! 304 Sparrow Hawk, 2,285 pies cuadrados en Stonebridge.',
    'status:block',
  ],
  // w-81st: FOR SALE, NO PRICE; 2 beds, 1 bath; 780 sq ft; year left out; condo in The Barrington; doorman, two
  // elevators, building laundry, live-in super; rent-stabilized occupants, sold AS-IS; NY 10024; MLS 897958.
  [
    'w-81st',
    'Investor alert 🗽 203 W 81st St #4E at The Barrington: a 2-bed, 1-bath condo of about 780 sq ft, sold as-is with rent-stabilized tenants in place. Full-time doorman, two elevators and laundry in the building, a few blocks from the Natural History Museum.',
    '',
  ],
  [
    'w-81st',
    'Condominio de 2 recámaras y 1 baño en el Upper West Side, 10024, unos 72 m². Se vende tal cual, con inquilinos con contratos de renta estabilizada. Portero, elevadores y lavandería en el edificio.',
    '',
  ],
  [
    'w-81st',
    'Upper West Side condos closed at a median of $1.3M last quarter, and 2-beds under 800 sq ft are the tightest slice of it. If you want one with rent-stabilized income and a doorman, I have one at 203 W 81st St #4E.',
    '',
  ],
  [
    'w-81st',
    'Offered at $899,000: 203 W 81st St #4E, a 2-bed with an in-unit washer/dryer at The Barrington.',
    'price:warn feature:laundry:warn',
  ],
  [
    'w-81st',
    'Se entrega vacío: tres recámaras en The Barrington, 203 W 81st St #4E, listo para mudarse.',
    'feature:occupancy:block beds:block',
  ],
  [
    'w-81st',
    'Classic Upper West Side co-op, 2 bed / 1 bath, two blocks from Central Park. 203 W 81st St #4E.',
    'property_type:block',
  ],
  [
    'w-81st',
    '上西区两房共管公寓:203 W 81st St #4E,约900平方英尺,大楼有门卫、电梯和健身房。',
    'living_area_sqft:block feature:gym:warn',
  ],
  [
    'w-81st',
    '203 W 81st #4E, NYC 10023. 2bd/1ba, doorman bldg, rent-stabilized. MLS 897958 #UWS',
    'address.postal_code:block',
  ],
];
