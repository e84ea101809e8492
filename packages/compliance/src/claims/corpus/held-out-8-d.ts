import type { ClaimCase } from './case';

/** Held-out-8, part D (okeefe, sparrow-hawk, w-81st, and a second round on the others): see held-out-8.ts. */
export const HELD_OUT_8_D: readonly ClaimCase[] = [
  // okeefe: for sale, $735,000, 165 Okeefe St APT 11, Menlo Park CA 94025, 2 beds, 1,182 sq ft, 1983,
  // townhouse, MLS ML81929341; gated 28-unit community west of 101, fireplace, private patio, side-by-side
  // washer dryer, one assigned covered parking space, Caltrain and freeways. Baths left out.
  [
    'okeefe',
    'Townhome at 165 Okeefe St #11, Menlo Park 94025 — $735,000. Two bedrooms, 1,182 sq ft, built in 1983, in a quiet gated community of 28 townhomes west of 101. Fireplace, oversized private patio, side-by-side washer and dryer, assigned covered parking. Easy access to Caltrain and SFO. 3-D tour: 165okeefe11.com',
    '',
  ],
  [
    'okeefe',
    'Menlo Park townhome with HOA of just $450/mo! 165 Okeefe St Unit 12. 2BR, attached two-car garage, community pool.',
    'feature:hoa:warn address.street:block feature:garage:warn feature:pool:warn',
  ],
  [
    'okeefe',
    'Townhouse for sale – $775,000\n165 Okeefe St Apt 11, Menlo Park\n3 bed, 1,182 sq ft, built 1983\nGated, fireplace, patio',
    'price:block beds:block',
  ],
  [
    'okeefe',
    'Off market 🙊 Quietly selling a Willows townhome at 165 Okeefe St #11: 2 beds, 1,400 sq ft, vaulted ceilings.',
    'status:block living_area_sqft:block feature:vaulted:warn',
  ],
  [
    'okeefe',
    'Townhome en Menlo Park: 2 recámaras, 1,182 pies cuadrados, construido en 1983, en una comunidad cerrada de 28 unidades. Chimenea, patio privado, lavadora y secadora, estacionamiento cubierto asignado. $735,000. MLS ML81929341.',
    '',
  ],
  [
    'okeefe',
    'Just sold in the Willows 🎉 165 Okeefe St #11, 94025, 2BR townhome, sold for $735K.',
    'status:block',
  ],
  [
    'okeefe',
    '1/2 Commuters: 165 Okeefe St #11 is in a gated Menlo Park community west of 101, near Caltrain and major freeways.\n2/2 Two beds, 1,182 sq ft, one assigned covered parking space, $735,000. Call Karla at 831-424-7677.',
    '',
  ],

  // sparrow-hawk: for sale, $450,000, 304 Sparrow Hawk, McKinney TX 75072, 3 beds, 2,285 sq ft, 6,969 sq ft
  // lot, 1998, MLS 21179033; 1-story, hand-scraped hardwood, see-through fireplace, granite, stainless, gas
  // cooktop, pantry, 19' x 13' primary suite, jacuzzi tub, second living area, board-on-board fence,
  // flagstone patio, water feature, Stonebridge amenities, .25 miles to Eddins Elementary. Baths left out.
  [
    'sparrow-hawk',
    'Slide 1/5: 304 Sparrow Hawk, McKinney 75072 — $450,000\nSlide 2/5: Single-story, 3 bedrooms, over 2,200 sq ft\nSlide 3/5: Hand-scraped hardwoods, see-through fireplace, granite & stainless gourmet kitchen\nSlide 4/5: Jacuzzi tub, flagstone patio, board-on-board fence\nSlide 5/5: Stonebridge amenities: golf, tennis, beach club. Only .25 mi to Eddins Elementary! NTREIS 21179033',
    '',
  ],
  [
    'sparrow-hawk',
    'Stonebridge beauty with a PRIVATE pool and a 3-car garage! 304 Sparrow Hawk, 4 beds, built in the early 2000s. Just $425K.',
    'feature:pool:warn feature:garage:warn beds:block year_built:block price:block',
  ],
  [
    'sparrow-hawk',
    'Stonebridge Ranch Farmers Market returns Saturday, June 6, 8–11 AM at the beach club! Also nearby: 304 Sparrow Hawk, a one-story 3 bed with a gas cooktop and pantry, listed at $450K. Recently sold on the same street: 312 Sparrow Hawk, 4 bed, 2,600 sq ft, $489,000. Rich Milam, Texas Premier Realty, 210-844-8683.',
    '',
  ],
  [
    'sparrow-hawk',
    'Casa de dos pisos en McKinney: 3 recámaras, 2,285 pies cuadrados, terreno de 6,969 pies cuadrados. Chimenea, jacuzzi y sala de juegos. Precio: $450,000.',
    'feature:stories:block',
  ],
  [
    'sparrow-hawk',
    'UNDER CONTRACT in Stonebridge! 304 Sparrow Hawk, McKinney 75071, 3 bed, 2,285 sq ft.',
    'status:block address.postal_code:block',
  ],
  [
    'sparrow-hawk',
    'Price: $450,000 · 3 bedrooms · 2,285 sq ft · built 1998 · lot 6,969 sq ft. Oversized 19’ x 13’ primary suite, second living area for a game room, large flagstone patio with a water feature. Rich Milam · Texas Premier Realty.',
    '',
  ],
  [
    'sparrow-hawk',
    '304 Sparrow Hawk: 3 bed, nearly 3,000 sq ft, with a three-car garage, MLS 21179033.',
    'living_area_sqft:block feature:garage:warn',
  ],

  // w-81st: for sale, no price, 203 W 81st Street #4E, New York NY 10024, 2 beds, 1 bath, 780 sq ft, condo,
  // MLS 897958; nine-story Barrington, two elevators, doorman, laundry facilities, live-in super, museums,
  // Central Park minutes away, sold as-is, occupants on rent-stabilized leases. Year left out except
  // against a year neither 1911 nor 1920 supports.
  [
    'w-81st',
    'Upper West Side condo at The Barrington, 203 W 81st St #4E, New York 10024. Two bedrooms, one bath, 780 sq ft in an elegant nine-story building with two elevators, full-time doorman, laundry facilities and a live-in super. Steps to the Museum of Natural History and minutes from Central Park. OneKey MLS 897958 · Gennaro Pagano, KW Realty Empire, 718-954-8400.',
    '',
  ],
  [
    'w-81st',
    'Priced to sell at $1.1M: 203 W 81st St #4E, a 2BR condo with a private balcony, in-unit washer/dryer and HOA of $900/mo. Delivered vacant!',
    'price:warn feature:balcony:warn feature:laundry:warn feature:hoa:warn feature:occupancy:block',
  ],
  [
    'w-81st',
    'Open house Sunday 12–2 at 203 W 81st St, Apt 4F. 3 bedrooms, 2 baths, 780 sq ft.',
    'open_houses:warn address.street:block beds:block baths_total:block',
  ],
  ['w-81st', 'For rent: 2 bed UWS condo at 203 W 81st St #4E, $4,200/mo.', 'status:block price:warn'],
  [
    'w-81st',
    'Built in 1985, this UWS co-op at 203 W 81st St #4E has 2 bedrooms, 1 bath and 780 sq ft.',
    'year_built:block property_type:block',
  ],
  [
    'w-81st',
    'Condominio en el Upper West Side: 2 recámaras, 1 baño, 780 pies cuadrados, en un edificio de nueve pisos con dos elevadores y portero. A pasos del Museo de Historia Natural.',
    '',
  ],
  [
    'w-81st',
    'Move-in ready and vacant: 203 W 81st St #4E, renovated kitchen, 2 bed, 1 bath, 850 sq ft.',
    'feature:occupancy:block feature:renovation:warn living_area_sqft:block',
  ],

  // Second round on listings above (facts as in their groups).
  [
    'dean-keeton',
    'Austin rental: 710 E Dean Keeton St Unit 211, 1 bed 1 bath, 600 sqft. Application fee $50, admin fee $75.',
    'address.street:block feature:fees:block',
  ],
  [
    'larkspur',
    'Pet-friendly 2BR in Congress Park! 910 Larkspur St Apt 4, Denver CO 80220, 940 sq ft, fireplace, $2,350/mo.',
    'feature:pets:warn address.postal_code:block feature:fireplace:warn',
  ],
  [
    'birch-hollow',
    'Vendida en Nashua, NH: casa estilo Cape de 1978 en lote de esquina, 3 recámaras, 1,540 pies cuadrados, pisos de madera, baño renovado y garaje independiente. Precio de venta: $612,000.',
    '',
  ],
  [
    'maple-grove',
    '1/2 South Austin 3/2 at 2207 Maple Grove Ln, built in 2008 🧵\n2/2 Low 500s, 1,684 sq ft, HOA $45/mo.',
    'year_built:block price:block feature:hoa:warn',
  ],
  [
    'falling-spring',
    'A note from my weekend: drove past 19810 Falling Spring Ct in Goshen Hunt — the sun room and breakfast area overlook a scenic vista, and the 1.27-acre lot fronts and backs to parkland. Four bedrooms, three and a half baths, early-90s Colonial, $695K. Seneca Creek State Park is nearby too.',
    '',
  ],
  [
    'lee-marie',
    'Charlotte Home Buyer Seminar — Thursday, June 11 at 6:30 PM at the University City library. Featured listing: 5518 Lee Marie Ln, 4 bed / 2.5 bath, $348K, attached two-car garage. RSVP: (919) 749-1613.',
    '',
  ],
  [
    'cypress',
    'Franklinton single-family at 88 S Cypress Ave: three bedrooms, about twelve hundred sixty square feet, built in the nineteen-forties, with a finished basement.',
    'year_built:block feature:basement:warn',
  ],
];
