import type { ClaimCase } from './case';

/** Third held-out set, part 1 (see held-out-3.ts): condos, townhome and rentals. */
export const HELD_OUT_3_HOMES: readonly ClaimCase[] = [
  // okeefe: for sale $735,000; 2 bd; 2 ba (1 full + 1 half); 1,182 sq ft; no lot; 1983; townhouse;
  // 165 Okeefe St APT 11, Menlo Park 94025; MLS ML81929341. Description: gated 28-unit community,
  // fireplace, oversized private patio, side-by-side washer/dryer, one assigned covered parking space.
  // Nothing about a pool, an HOA fee or an EV charger.
  [
    'okeefe',
    'Two beds, one and a half baths, ~1,180 SF in the Willows 🌳 Gated community + cozy fireplace 🔥 Asking $735,000. #MenloPark #Townhome',
    '',
  ],
  [
    'okeefe',
    'Now representing 165 Okeefe St #11, Menlo Park CA 94025 — built in 1983, 2BR/1.5BA, side-by-side washer/dryer, assigned covered parking. MLS# ML81929341. Offered at $0.735M.',
    '',
  ],
  [
    'okeefe',
    'Still available! 🙌 2bd/1.5ba Menlo Park townhouse w/ oversized private patio. $735k #BayArea',
    '',
  ],
  [
    'okeefe',
    'Under contract in 9 days!! 🎉 165 Okeefe, 2bd/1.5ba. Congrats to my buyers! #MenloPark',
    'status:block',
  ],
  [
    'okeefe',
    'Menlo Park 3 bed townhome with resort-style pool 🏊 and an EV charger at your covered spot. $735K',
    'beds:block feature:community_pool:warn feature:ev_charger:warn',
  ],
  [
    'okeefe',
    'Low HOA (~$310/mo)! 2 bed 1.5 bath townhouse, 1,182 sqft, $749,000 👀 DM me',
    'feature:hoa:warn price:block',
  ],
  [
    'okeefe',
    'Just reduced to $699K! 2BR townhome at 167 Okeefe St, Menlo Park',
    'price:block address.street:block',
  ],

  // e-9th: for sale $1,795,000; 1 bd; 1 ba; 1,000 sq ft; 1923; 29 E 9th St APT 10, New York 10003;
  // MLS S1789660. Description: prewar, sunken living room, beamed high ceilings, fireplace, hardwood,
  // south and west light, doormen, common roof deck, pets welcome. No gym, no wine cellar.
  [
    'e-9th',
    'Prewar Village one-bedroom w/ a working fireplace 🔥, beamed ceilings & south/west light ☀️ ~1,000 sq ft. $1.795M. Doorman building, pets welcome 🐶 #GreenwichVillage',
    '',
  ],
  [
    'e-9th',
    'Circa 1925 Corbett-designed building, 1 bed/1 bath at 29 E 9th St. Asking $1.8M. Common roof deck 🌆',
    '',
  ],
  [
    'e-9th',
    'One bed, one bath, 1,000 SF, sunken living room + hardwoods. Built in the 1920s. $1,795,000 in 10003. Pied-à-terre OK ✔️',
    '',
  ],
  [
    'e-9th',
    'Spacious 2-bed prewar gem in the Village, $1.795M, with a gym in the building 💪',
    'beds:block feature:gym:warn',
  ],
  ['e-9th', 'Just sold over asking! 🥂 29 E 9th St #10, one bedroom in the Village.', 'status:block'],
  [
    'e-9th',
    '$1.69M for a 1,400 sq ft one-bedroom? In the Village? Yes. 🔑',
    'price:block living_area_sqft:block',
  ],
  [
    'e-9th',
    'Village 1 bed w/ a private wine cellar 🍷, fireplace & doorman. MLS S1789606',
    'feature:wine_cellar:warn mls_id:block',
  ],

  // w-81st: for sale, NO price; 2 bd; 1 ba; 780 sq ft; condo; 203 W 81st St #4E, New York 10024;
  // MLS 897958. Year avoided (facts 1920, description 1911). Description: two elevators, full-time
  // doorman, laundry facilities, rent-stabilized occupants, sold as-is. No balcony, no gym.
  [
    'w-81st',
    'UWS condo at The Barrington 🏙️ 2 bedrooms, 1 bath, 780 sf. Doorman + 2 elevators + laundry in the building. Steps to the Natural History museum 🦕 #UpperWestSide',
    '',
  ],
  [
    'w-81st',
    'Two-bed, one-bath condo at 203 W 81st St, New York, NY 10024. Pricing on request. MLS #897958.',
    '',
  ],
  [
    'w-81st',
    'Investor alert 📈 W 81st condo, 2BR/1BA, tenants hold rent-stabilized leases, sold as-is. DM for details',
    '',
  ],
  ['w-81st', 'UWS 2 bed asking $995K 💸 full-time doorman, elevator building', 'price:warn'],
  ['w-81st', 'Three bedroom condo on W 81st with a private balcony 😍', 'beds:block feature:balcony:warn'],
  [
    'w-81st',
    'UWS 2BR at 205 W 81st St, 10023 — 780 sq ft, doorman',
    'address.street:block address.postal_code:block',
  ],
  ['w-81st', 'Now renting! 🗝️ 2 bed 1 bath at The Barrington, W 81st. Apply today', 'status:block'],

  // dean-keeton: for rent (price avoided: facts $1,150, description "Rent: $1,500"); 1 bd; 1 ba;
  // 600 sq ft; no year; apartment; 710 E Dean Keeton St #111, Austin 78705; no MLS. Description:
  // across from UT Law School, quiet 23-unit complex (Century Condos), available August 2026. No pool.
  [
    'dean-keeton',
    '🤘 UT students! 1BR/1BA across from the Law School, ~600 sf, available August 2026. 710 E Dean Keeton #111 #HookEm',
    '',
  ],
  [
    'dean-keeton',
    'For lease: one-bedroom, one-bath apartment at Century Condos, Austin TX 78705. Quiet 23-unit complex.',
    '',
  ],
  [
    'dean-keeton',
    'Disponible en agosto: departamento de 1 recámara y 1 baño, 600 pies cuadrados, frente a la Facultad de Derecho de UT.',
    '',
  ],
  [
    'dean-keeton',
    'X: 1 bed / 1 bath near UT Law, 600 sq ft, 23-unit building, move in Aug 2026 🎓 #Austin #ForRent',
    '',
  ],
  ['dean-keeton', 'For sale! 🏷️ Century Condos 1 bed near UT', 'status:block'],
  [
    'dean-keeton',
    '2 bed / 2 bath student pad on Dean Keeton, pool + gym on site 🏋️',
    'beds:block baths_total:block feature:pool:warn feature:gym:warn',
  ],
  ['dean-keeton', 'Newly built 2019 condo, 1BR, 850 sq ft, 78705', 'year_built:warn living_area_sqft:block'],
  [
    'dean-keeton',
    'Apartamento de 2 recámaras con piscina cerca de UT, 710 E Dean Keeton',
    'beds:block feature:pool:warn',
  ],

  // larkspur: for rent $2,350/mo; 2 bd; 1 ba (0 half); 940 sq ft; 1962; apartment, second floor;
  // 910 Larkspur St APT 4, Denver 80206. Description: in-unit laundry, balcony, one reserved parking
  // space. Open house Sat 2026-01-10 10:00–12:00. No doorman, no garage, no fireplace.
  [
    'larkspur',
    'Denver rental 🏔️ 2BR/1BA, 940 sq ft, 2nd floor w/ balcony, in-unit laundry + reserved parking. $2,350/mo. 80206',
    '',
  ],
  [
    'larkspur',
    'Sunny two-bedroom, one bath, second-floor flat built in 1962. $2.35K a month 🌞 Apply now! #DenverRentals',
    '',
  ],
  [
    'larkspur',
    'Se renta: 2 recámaras, 1 baño, segundo piso con balcón, lavadora y secadora en la unidad. $2,350 al mes.',
    '',
  ],
  [
    'larkspur',
    'Open house Sat 1/10, 10am–noon 🏠 910 Larkspur St #4, Denver 80206 — 2 bed, 1 bath, balcony.',
    '',
  ],
  ['larkspur', 'Third-floor 2 bed with balcony, $2,350/mo', 'feature:floor_level:block'],
  [
    'larkspur',
    'Ground-floor unit, no stairs! 2BR Denver rental with a doorman 🛎️',
    'feature:floor_level:block feature:doorman:warn',
  ],
  ['larkspur', 'Denver 2 bed 2 bath, $2,195/mo, available now', 'baths_total:block price:block'],
  [
    'larkspur',
    '2-bed Denver apartment with a private garage and fireplace, 1,200 sq ft',
    'feature:garage:warn feature:fireplace:warn living_area_sqft:block',
  ],
  [
    'larkspur',
    'Mid-century gem built in 1972 at 910 Larkspur, Denver 80220',
    'year_built:block address.postal_code:block',
  ],
];
