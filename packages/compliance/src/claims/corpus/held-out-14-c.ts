import type { ClaimCase } from './case';

/** Held-out-14, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-14.ts). */
export const HELD_OUT_14_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out (3 against 2 full + 0 half); 2,000 sq ft (~186 m²);
  // lot 93,654 sq ft = 2.15 acres (~0.87 ha); built 1996; gated estate, level lot, "scenic views" (no water
  // named), brand new roof, large deck, SIX garages plus RV garage and shop, 2 ADUs possible, NO HOA dues;
  // 7718 NE 183rd St, Kenmore WA 98028; MLS 2398635. No pool named.
  [
    'ne-183rd',
    'Just closed at $1.15M: a gated 3-bedroom, 2,000 sq ft home on 2.15 level acres in Kenmore, built in 1996. Six garages plus an RV garage and shop, brand-new roof and no HOA dues. Honored to have represented the buyers. #JustSold',
    '',
  ],
  [
    'ne-183rd',
    'NEW LISTING 🌲 7718 NE 183rd St, Kenmore. Private gated estate, offered at $1,250,000.',
    'status:block price:block',
  ],
  [
    'ne-183rd',
    '肯莫尔私人庄园 7718 NE 183rd St：3卧，占地5英亩，建于2006年，已售出。',
    'lot_size:block year_built:block',
  ],
  [
    'ne-183rd',
    'By the numbers: ≈0.87 hectares of level land, about 2,000 ft² (~185 m²) of living space, three bedrooms, six garages. Sold for $1,150,000. 7718 NE 183rd St, Kenmore 98028.',
    '',
  ],
  [
    'ne-183rd',
    'SOLD: 7718 NE 183rd St. The $120/month HOA covers the gate, and there is a 2-car garage for the toys.',
    'feature:hoa:block feature:garage:block',
  ],
  [
    'ne-183rd',
    'Podcast show notes, Eastside Market Minute #41: Kenmore median sale price hit $1.05M in October (+4% YoY) with 38 days on market. Carmen Guo joins to talk about selling 7718 NE 183rd St, a 2.15-acre gated property, for $1.15M, and what the new ADU code means for big lots.',
    '',
  ],
  [
    'ne-183rd',
    'Sold! 4 bedrooms on 2+ acres at 7718 NE 183rd St, Bothell WA 98011.',
    'beds:block address.postal_code:block',
  ],
  [
    'ne-183rd',
    'Recently sold in Kenmore: 7718 NE 183rd St, with an in-ground pool, Puget Sound views and the original roof still going strong.',
    'feature:pool:warn feature:water_view:warn feature:new_roof:block',
  ],

  // ocean-front-walk: FOR SALE at $12,950,000; 4 beds; baths left out (6 against 4 full + 2 half); 4,610 sq
  // ft; lot 2,518 sq ft (~0.06 acres); built 2025 (brand new); single family; 1,684 sq ft roof deck with hot
  // tub (terrace), white-water, city and mountain views, 5+ car garage, 4-stop elevator, ~440 sq ft
  // commercial area; 3011 Ocean Front Walk, Venice CA 90291; MLS SR24211716; David Yobs 818-634-4840.
  // No pool or basement named.
  [
    'ocean-front-walk',
    'VENICE, Calif., Nov. 27, 2026 – Berkshire Hathaway HomeServices California Properties has listed 3011 Ocean Front Walk, a brand-new 4,610-square-foot beachfront residence completed in 2025, at $12.95 million. The home includes four bedrooms, a 1,684-square-foot rooftop deck with a hot tub, and a four-stop elevator. Media contact: David Yobs, 818-634-4840.',
    '',
  ],
  [
    'ocean-front-walk',
    'Boardwalk luxury: 6 bedrooms and an infinity pool on the roof at 3011 Ocean Front Walk, Venice.',
    'beds:block feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    'Built in 2015 and still stunning: 3011 Ocean Front Walk, now only $9.95M.',
    'year_built:block price:block',
  ],
  [
    'ocean-front-walk',
    "[0:00] $12.95 million on the Venice boardwalk. Let's look.\n[0:04] Brand new, finished in 2025.\n[0:07] A 5-car epoxy garage and a 4-stop elevator.\n[0:11] Roof deck: hot tub, white-water views from Malibu to Palos Verdes, mountains behind you.\n[0:16] Follow for part 2.",
    '',
  ],
  [
    'ocean-front-walk',
    'Casa nueva frente al mar en Venice: terreno de 0.5 acres, sótano para cine en casa y terraza en la azotea con jacuzzi. 3011 Ocean Front Walk.',
    'lot_size:block feature:basement:warn',
  ],
  [
    'ocean-front-walk',
    'Venice ocean-front, 2025 recap: 3 closed sales, median $9.4M, average $2,650/sq ft. The lone new build on the market, 3011 Ocean Front Walk, is asking $12,950,000 for 4,610 sq ft on a 2,518 sq ft lot, roughly $2,809/sq ft.',
    '',
  ],
  [
    'ocean-front-walk',
    'SOLD 🌊 3011 Ocean Front Walk, Marina del Rey 90292. What a way to end the year!',
    'status:block address.postal_code:block',
  ],
  [
    'ocean-front-walk',
    'Approx 5,610 sq ft of brand-new beachfront living with a 2-car garage at 3011 Ocean Front Walk.',
    'living_area_sqft:block feature:garage:block',
  ],

  // okeefe: FOR SALE at $735,000; 2 beds; baths left out (2 against 1 full + 1 half); 1,182 sq ft; built
  // 1983; townhouse in a gated 28-unit community; fireplace, oversized private patio, side-by-side
  // washer/dryer, ONE assigned covered parking space plus 24 shared; 165 Okeefe St APT 11, Menlo Park CA
  // 94025; MLS ML81929341; Karla Stevens Mainis 831-424-7677. No garage, pool, gym or HOA named.
  [
    'okeefe',
    'Menlo Park townhome, $735K: 2 bedrooms, about 1,180 sq ft, built 1983, fireplace, side-by-side washer/dryer and an assigned covered parking space. 165 Okeefe St #11.',
    '',
  ],
  [
    'okeefe',
    'Room to grow: a 3-bedroom townhome at 165 Okeefe St #11 with an attached 2-car garage.',
    'beds:block feature:garage:warn',
  ],
  [
    'okeefe',
    'Single-family home in the Willows! 165 Okeefe St, Apt 11, East Palo Alto 94303.',
    'property_type:block address.postal_code:block',
  ],
  [
    'okeefe',
    "Hi, it's Karla from Bailey Properties 👋 Still hunting west of 101? 165 Okeefe #11: 2 beds, 1,182 sq ft, gated 28-unit community, $735,000. 3-D tour at 165okeefe11.com. 31 years in Silicon Valley real estate, happy to help. Reply STOP to end.",
    '',
  ],
  [
    'okeefe',
    'Nhà phố tại Menlo Park, 165 Okeefe St #11: 2 phòng ngủ, xây năm 1993, giá 753.000 USD, gần Caltrain.',
    'year_built:block price:block',
  ],
  [
    'okeefe',
    'Q: Where do I park?\nA: Unit 11 has one assigned covered space, and there are 24 shared spaces behind the gate.\nQ: Is there a fireplace?\nA: Yes, in the living area, which opens to an oversized private patio.',
    '',
  ],
  [
    'okeefe',
    'Townhome living at 165 Okeefe St #11 comes with a community pool and a fitness center. 2 beds, $735K.',
    'feature:pool:warn feature:gym:warn',
  ],
  [
    'okeefe',
    'Pending! 165 Okeefe St Unit 17, Menlo Park. Backups welcome.',
    'status:block address.street:block',
  ],

  // sparrow-hawk: FOR SALE at $450,000 (~$197/sq ft); 3 beds; baths left out (3 against 2 full + 1 half);
  // 2,285 sq ft; lot 6,969 sq ft (0.16 acres); built 1998; one-story single family; see-through fireplace,
  // 19' x 13' primary suite, jacuzzi tub, flagstone patio; Stonebridge community amenities (golf, tennis,
  // beach club, aquatic center); 304 Sparrow Hawk, McKinney TX 75072; MLS 21179033. No private pool or
  // garage named.
  [
    'sparrow-hawk',
    'One-story living in Stonebridge: 3 bedrooms, 2,285 sq ft, built 1998, a see-through fireplace and a flagstone patio with a water feature. $450,000 at 304 Sparrow Hawk, McKinney.',
    '',
  ],
  [
    'sparrow-hawk',
    'Family-sized at 304 Sparrow Hawk: 4 bedrooms, built in 2008, minutes to Eddins Elementary.',
    'beds:block year_built:block',
  ],
  [
    'sparrow-hawk',
    'Slide 1: 304 Sparrow Hawk, McKinney\nSlide 2: 0.16-acre lot with a board-on-board fence\nSlide 3: Stonebridge perks: golf, pickleball, a beach club and an aquatic center\nSlide 4: Over 20 miles of hike-and-bike trails\nSlide 5: $450K. Rich Milam, Texas Premier Realty, 210-844-8683',
    '',
  ],
  [
    'sparrow-hawk',
    'Your own private pool and a 3-car garage await at 304 Sparrow Hawk in McKinney.',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    'Just listed in McKinney 75070: 304 Sparrow Hawk, priced at $475,000.',
    'address.postal_code:block price:block',
  ],
  [
    'sparrow-hawk',
    'Sulit na bahay sa McKinney! 304 Sparrow Hawk: 3 kuwarto, 2,285 sq ft, mga $197 kada sq ft lang sa $450,000. Isang palapag lang, may see-through fireplace.',
    '',
  ],
  [
    'sparrow-hawk',
    'Spacious 2,825 sq ft home on a quarter-acre lot at 304 Sparrow Hawk.',
    'living_area_sqft:block lot_size:block',
  ],
  [
    'sparrow-hawk',
    'Coming soon to MLS 21179303: 304 Sparrow Hawk, a Stonebridge one-story with a jacuzzi tub in the primary bath.',
    'status:block mls_id:block',
  ],
  [
    'sparrow-hawk',
    'McKinney broker caravan notes:\n• 2710 Kingfisher Dr: 4/3, 2,900 sf, pool, $539K, stale at 61 days\n• 5 Meadowlark Ln: 3/2, 1,950 sf, $419K, new roof\n• 304 Sparrow Hawk: 3 BR, 2,285 sf one-story, $450K, best kitchen of the day\nNext caravan: Dec 8, 9:30 AM.',
    '',
  ],

  // w-81st: FOR SALE, NO PRICE listed; 2 beds, 1 bath; 780 sq ft (~72 m²); year left out (1920 against
  // "built in 1911"); condo at The Barrington, nine-story building with two elevators, doorman, building
  // laundry facilities, live-in super; sold AS-IS with rent-stabilized occupants; 203 W 81st Street #4E,
  // New York NY 10024; MLS 897958; Gennaro Pagano 718-954-8400. No in-unit laundry or terrace named.
  [
    'w-81st',
    'Upper West Side investor opportunity: 2BR/1BA condo of approx. 780 sf at The Barrington, a nine-story doorman building with two elevators. Sold as-is, occupied by rent-stabilized tenants. 203 W 81st St #4E.',
    '',
  ],
  [
    'w-81st',
    'Asking $995,000 and delivered vacant: 203 W 81st Street #4E, steps from the Natural History Museum.',
    'price:warn feature:occupancy:block',
  ],
  [
    'w-81st',
    'A rare 3-bedroom with two full baths at 203 W 81st St, Apt 4E.',
    'beds:block baths_total:block',
  ],
  [
    'w-81st',
    'NOTICE OF SALE. Unit 4E, 203 West 81st Street, New York, NY 10024: a two-bedroom, one-bath condominium unit of approximately 780 square feet, offered AS-IS and subject to existing rent-stabilized tenancies. Inspection by appointment with Keller Williams Realty Empire, 718-954-8400.',
    '',
  ],
  [
    'w-81st',
    'Convenience on the UWS: an in-unit washer/dryer at 203 W 81st Street #4E, New York 10025.',
    'feature:laundry:warn address.postal_code:block',
  ],
  [
    'w-81st',
    'Investor CMA, UWS rent-stabilized two-bedrooms:\n• 250 W 85th #3C: 2BR, 820 sf, sold $640,000\n• 140 W 79th #5A: 2BR, 760 sf, sold $595,000\n• Subject, 203 W 81st #4E: 2BR/1BA, 780 sf, condo, tenant in place\nCap rates 3.1–3.6%.',
    '',
  ],
  [
    'w-81st',
    'Co-op in The Barrington! 203 W 81st St #5E, two bedrooms, doorman building.',
    'property_type:block address.street:block',
  ],
  [
    'w-81st',
    "À vendre dans l'Upper West Side : deux chambres, une salle de bain, superficie de 120 m², terrasse privée. 203 W 81st St #4E.",
    'living_area_sqft:block feature:terrace:warn',
  ],
  [
    'w-81st',
    'Upper West Side 出售 | For sale on the Upper West Side\n两居一卫，约780平方英尺 | 2 bed, 1 bath, about 780 sq ft\n带租户出售 | Sold with rent-stabilized tenants in place\n203 W 81st St #4E, New York 10024',
    '',
  ],
];
