import type { ClaimCase } from './case';

/** Held-out-23, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-23.ts). */
export const HELD_OUT_23_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out; 2,000 sq ft; 93,654 sq ft (2.15 acres) lot; built
  // 1996; gated estate, 6 garages + RV garage, shop, brand-new roof, NO HOA dues; 7718 NE 183rd St, Kenmore WA
  // 98028; MLS 2398635.
  [
    'ne-183rd',
    'SOLD at $1.15M 🎉 7718 NE 183rd St, Kenmore: three bedrooms on a level 2.15-acre gated lot, six garages plus an RV garage, brand-new roof, and no HOA dues. Congratulations to my buyers!',
    '',
  ],
  [
    'ne-183rd',
    'Coming soon in Kenmore: a private, gated estate on 2.15 acres with six garages, an RV garage and a shop. 7718 NE 183rd St. Ask me about early showings.',
    'status:block',
  ],
  [
    'ne-183rd',
    'Just sold: 7718 NE 183rd St, a 4-bedroom gated estate on 2.15 acres. Closed at $1,150,000.',
    'beds:block',
  ],
  [
    'ne-183rd',
    '已售出！肯莫尔私人庄园：三房，2,000平方英尺，占地2.15英亩，1996年建，六个车库外加房车库，无HOA费用。成交价115万美元。',
    '',
  ],
  [
    'ne-183rd',
    "Kenmore is one of the last places on the Eastside where you can still find real acreage. The city's new code allows up to two ADUs on lots like this, and buyers are noticing. Case in point: 7718 NE 183rd St, a light-filled 2,200 sq ft home with vaulted ceilings, skylights and bay windows, on a level 2.15-acre lot at the end of a quiet road. It closed at $1.15M.",
    'living_area_sqft:block',
  ],
  [
    'ne-183rd',
    'Kenmore closings this month:\n• 7718 NE 183rd St: 3 bed, 2.15 acres, six garages, $1.15M\n• 6512 NE 181st St: 4 bed, 2,600 sq ft, $985K\n• 18020 68th Ave NE: 3 bed townhome, HOA $280/mo, $870K',
    '',
  ],
  [
    'ne-183rd',
    'SOLD: 7718 NE 183rd St. Built in 1996, brand-new roof, flooring and counters, 2.15 acres, $1,150,000.',
    '',
  ],
  [
    'ne-183rd',
    'Closed at $1.15M: a gated 2.15-acre estate in Kenmore with six garages and a shop. HOA is only $150 a month.',
    'feature:hoa:block',
  ],

  // ocean-front-walk: FOR SALE at $12,950,000 ("PRICE IMPROVEMENT"); 4 beds (a bonus room/4th bedroom area
  // with bath); baths left out; 4,610 sq ft; 2,518 sq ft lot; built 2025 (brand new); 5+ car garage, 1,684
  // sq ft roof deck with hot tub, 4-stop elevator; 3011 Ocean Front Walk, Venice CA 90291; MLS SR24211716;
  // no pool or open house named.
  [
    'ocean-front-walk',
    'PRICE IMPROVEMENT: 3011 Ocean Front Walk is now $12.95M. Brand-new beachfront, 4,610 sq ft, a 1,684 sq ft roof deck with hot tub, 5+ car garage, elevator. Venice Boardwalk.',
    '',
  ],
  [
    'ocean-front-walk',
    'Could this be your 4th bedroom? The downstairs bonus room at 3011 Ocean Front Walk has its own bath and could also be an ADU. Four bedrooms, brand new, $12,950,000.',
    '',
  ],
  [
    'ocean-front-walk',
    'Brand-new on the Venice Boardwalk: 4 bed, 4,610 sq ft, roof deck with hot tub, white water views. Now $12.5M after a price improvement.',
    'price:block',
  ],
  [
    'ocean-front-walk',
    "Nine years in the planning. That's what it takes to build on Ocean Front Walk, and it's why you almost never see a new home here. 3011 Ocean Front Walk was completed in 2015: wide-plank white oak, a marble center island, cable stair railing, retractable sliding doors, a four-stop elevator and a 1,684 sq ft roof deck with views from Malibu to Palos Verdes. $12.95M.",
    'year_built:block',
  ],
  [
    'ocean-front-walk',
    'Venice beachfront, new build, about 5,100 sq ft plus a 1,684 sq ft roof deck. 4 bedrooms, 5+ car garage. $12.95M.',
    'living_area_sqft:block',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente al mar en Venice: cuatro recámaras, 4,610 pies², terraza en la azotea de 1,684 pies² con jacuzzi, garaje para más de 5 autos. $12.95 millones.',
    '',
  ],
  [
    'ocean-front-walk',
    'Rooftop infinity pool, hot tub and white-water views from Malibu to Palos Verdes. 3011 Ocean Front Walk, $12.95M.',
    'feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    '3011 Ocean Front Walk, Venice CA 90292: brand-new beachfront, four bedrooms, elevator, $12,950,000.',
    'address.postal_code:block',
  ],
  [
    'ocean-front-walk',
    'Westside open houses this Sunday:\n1–4 pm: 3011 Ocean Front Walk, brand-new beachfront, $12.95M\n2–5 pm: 618 Milwood Ave, 3 bed, $3.2M\nBring your clients!',
    'open_houses:warn',
  ],

  // okeefe: FOR SALE at $735,000; 2 beds; baths left out; 1,182 sq ft; built 1983; TOWNHOUSE in a gated
  // 28-unit community, fireplace, private patio, side-by-side washer dryer, assigned covered parking; 165
  // Okeefe St Apt 11, Menlo Park CA 94025; MLS ML81929341; no HOA or pool named.
  [
    'okeefe',
    'Two-bed townhome in the Willows, 1,182 sq ft, built 1983, fireplace, oversized private patio and a side-by-side washer/dryer. $735K. 165 Okeefe St #11.',
    '',
  ],
  [
    'okeefe',
    'Menlo Park townhome: three bedrooms, fireplace, private patio, gated community. $735,000.',
    'beds:block',
  ],
  [
    'okeefe',
    'If you work at one of the big tech campuses, you already know the commute math. 165 Okeefe St #11 puts you west of 101 in the Willows, minutes from Caltrain. The townhome was built in 1993 and has two bedrooms, a fireplace, a guest bath, a light open floor plan and an oversized patio. $735K.',
    'year_built:block',
  ],
  [
    'okeefe',
    '멘로파크 타운홈: 방 2개, 약 1,180 sq ft, 1983년 건축, 벽난로, 세탁기·건조기 포함. $735,000.',
    '',
  ],
  [
    'okeefe',
    'Just listed in Menlo Park: 165 Okeefe St #11, 2 bed townhome with a fireplace and patio. Offered at $735,000.',
    '',
  ],
  [
    'okeefe',
    'No HOA, gated, two bedrooms and a fireplace in the Willows. 165 Okeefe St #11, $735K.',
    'feature:hoa:warn',
  ],
  [
    'okeefe',
    "My buyer's wish list: two bedrooms, in-unit laundry, a fireplace, parking, under $750K, near Caltrain. 165 Okeefe St #11: two bedrooms, side-by-side washer and dryer upstairs, fireplace, assigned covered parking, $735,000. We're touring Saturday.",
    '',
  ],
  [
    'okeefe',
    'Gated townhome community in Menlo Park 94026: two bedrooms, 1,182 sq ft, fireplace. $735,000.',
    'address.postal_code:block',
  ],

  // sparrow-hawk: FOR SALE at $450,000; 3 beds (a second living area that could be a game room); baths left
  // out; 2,285 sq ft; 6,969 sq ft lot; built 1998; one-story, see-through fireplace, jacuzzi tub, flagstone
  // patio, Stonebridge amenities; 304 Sparrow Hawk, McKinney TX 75072; MLS 21179033; no pool or garage named.
  [
    'sparrow-hawk',
    'One-story in Stonebridge: three bedrooms, 2,285 sq ft, see-through fireplace, jacuzzi tub in the primary bath, flagstone patio. $450K. 304 Sparrow Hawk.',
    '',
  ],
  [
    'sparrow-hawk',
    'Could the second living area be your game room, media room or home office? At 304 Sparrow Hawk it sits outside the two secondary bedrooms. Three bedrooms, one story, $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'McKinney one-story, 3 bed, 2,058 sq ft, hand-scraped hardwoods, gourmet kitchen with gas cooktop. $450,000.',
    'living_area_sqft:block',
  ],
  [
    'sparrow-hawk',
    "Stonebridge buyers get a lot: golf, tennis and pickleball, a beach club, an aquatic center and over 20 miles of trails. And 304 Sparrow Hawk is a quarter mile from Eddins Elementary. Built in 2008, this one-story has three bedrooms, a see-through fireplace between living and dining, and a 19' x 13' primary suite. $450K.",
    'year_built:block',
  ],
  [
    'sparrow-hawk',
    'Casa de un piso en Stonebridge: tres recámaras, 2,285 pies², chimenea de dos caras, tina de hidromasaje, patio de piedra. $450,000.',
    '',
  ],
  [
    'sparrow-hawk',
    'Just listed: 304 Sparrow Hawk, McKinney. 3 bed one-story with a see-through fireplace. $405,000.',
    'price:block',
  ],
  [
    'sparrow-hawk',
    'Stonebridge one-story with a sparkling pool in the backyard, a flagstone patio and a water feature. Three bedrooms, $450K.',
    'feature:pool:warn',
  ],
  [
    'sparrow-hawk',
    'McKinney weekly roundup:\n• 304 Sparrow Hawk: 3 bed one-story, 2,285 sq ft, $450K\n• 512 Falcon Creek Dr: 4 bed, 3-car garage, pool, $615K\n• 2100 Stonebridge Dr: 2 bed townhome, HOA $190, $319K',
    '',
  ],

  // w-81st: FOR SALE, price null (not stated); 2 beds, 1 bath; 780 sq ft; year left out; CONDO in The
  // Barrington, doorman, two elevators, building LAUNDRY facilities; occupants hold rent-stabilized leases;
  // 203 W 81st St #4E, New York NY 10024; MLS 897958.
  [
    'w-81st',
    'Upper West Side condo at The Barrington: two bedrooms, one bath, 780 sq ft, full-time doorman, two elevators, laundry in the building. 203 W 81st St #4E. Sold as-is.',
    '',
  ],
  [
    'w-81st',
    'Vacant and ready to move right in! Two-bed condo at 203 W 81st St, steps from the Natural History Museum.',
    'feature:occupancy:block',
  ],
  [
    'w-81st',
    'Two-bedroom condo on the Upper West Side, 780 sq ft, doorman building. Asking $1.2 mil.',
    'price:warn',
  ],
  [
    'w-81st',
    'The Barrington, #4E: two-bed, two-bath condo a few blocks from Central Park. Doorman, elevators, laundry.',
    'baths_total:block',
  ],
  [
    'w-81st',
    "Copropriété dans l'Upper West Side : deux chambres, une salle de bain, 72 m², gardien à plein temps. Locataires en place avec baux à loyer stabilisé.",
    '',
  ],
  [
    'w-81st',
    "Museum people, this one's for you. The American Museum of Natural History is about a third of a mile away, the Children's Museum is around the corner, and Central Park is a short walk. 203 W 81st St #4E is a two-bedroom, one-bath condo with 850 square feet in a boutique doorman building with two elevators.",
    'living_area_sqft:block',
  ],
  [
    'w-81st',
    'Two-bedroom condo at 203 W 81st St #4E, New York NY 10024. Doorman, two elevators. Sold as-is.',
    '',
  ],
  [
    'w-81st',
    'Upper West Side co-op at The Barrington: two bedrooms, one bath, doorman, elevators. MLS 897958.',
    'property_type:block',
  ],
];
