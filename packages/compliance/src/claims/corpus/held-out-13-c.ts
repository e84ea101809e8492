import type { ClaimCase } from './case';

/** Held-out-13, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-13.ts). */
export const HELD_OUT_13_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths unlabelled (total 3 against 2 full + 0 half); 2,000 sq ft
  // (~186 m²); lot 93,654 sq ft = 2.15 acres (~8,700 m²); built 1996 (30 years before 2026); 7718 NE 183rd
  // St, Kenmore WA 98028; gated, vaulted ceilings, skylights, bay windows, new roof (no year), large deck,
  // 5-piece primary bath, SIX garages plus an RV garage and a shop, 2 ADUs allowed (buyers to verify), NO
  // HOA dues. "Scenic views" names no water.
  [
    'ne-183rd',
    'Just closed on 7718 NE 183rd St in Kenmore at $1,150,000: a gated 2.15-acre estate with 6 garages, an RV garage and a shop. Three bedrooms, about 2,000 sq ft, built 1996. Congrats to my buyers on their new place!',
    '',
  ],
  [
    'ne-183rd',
    'Rare 2.15-acre lot (over 93,000 square feet!) with a 4-bedroom home and HOA dues of only $150 a month. 7718 NE 183rd St.',
    'beds:block feature:hoa:block',
  ],
  [
    'ne-183rd',
    'New Listing! Private Kenmore estate at 7718 NE 183rd St with vaulted ceilings and skylights.',
    'status:block',
  ],
  [
    'ne-183rd',
    'What sold at 7718 NE 183rd St? Room to build two ADUs under the new Kenmore code (buyers to verify), no HOA dues, and a shop for the car collection.',
    '',
  ],
  [
    'ne-183rd',
    'Lake Washington views from the big deck! 7718 NE 183rd St sold for $1.15M.',
    'feature:water_view:warn',
  ],
  [
    'ne-183rd',
    'Built three decades ago and completely refreshed: new roof, flooring and counters, plus a swimming pool out back. 7718 NE 183rd St, Kenmore.',
    'feature:pool:warn',
  ],
  [
    'ne-183rd',
    'Vendida! Terreno de 8.700 m² (2,15 acres), casa de 186 m² com 3 quartos em Kenmore, WA. 7718 NE 183rd St, por US$ 1,15 milhão.',
    '',
  ],
  [
    'ne-183rd',
    'Car lovers, this one sold fast: a 2-car garage plus RV parking at 7718 NE 183rd St, Kenmore WA 98208.',
    'feature:garage:block address.postal_code:block',
  ],
  // ocean-front-walk: FOR SALE at $12,950,000; 4 beds; baths unlabelled (total 6 against 4 full + 2 half);
  // 4,610 sq ft; lot 2,518 sq ft; built 2025 ("just completed"); 3011 Ocean Front Walk, Venice CA 90291;
  // MLS SR24211716; 1,684 sq ft roof deck with a HOT TUB, white-water views, 5+ car garage, 4-stop
  // elevator, potential ADU, 440 sq ft commercial area. No pool named (not denied either: warn).
  [
    'ocean-front-walk',
    'Take the 4-stop elevator up to the 1,684 sq ft rooftop deck, with a hot tub and white-water views from Malibu to Palos Verdes. 3011 Ocean Front Walk: brand new, $12.95M.',
    '',
  ],
  [
    'ocean-front-walk',
    'A 4,610 sq ft home on a 4,610 sq ft beachfront lot, right on the Venice Boardwalk at 3011 Ocean Front Walk.',
    'lot_size:block',
  ],
  [
    'ocean-front-walk',
    'Completed in 2015 and still one of the best on the sand: 3011 Ocean Front Walk, Venice.',
    'year_built:block',
  ],
  [
    'ocean-front-walk',
    'Under $13M on the Venice Boardwalk: 3011 Ocean Front Walk, now offered at $12,590,000.',
    'price:block',
  ],
  [
    'ocean-front-walk',
    'Beach week: 3011 Ocean Front Walk (4BR, brand new, $12.95M) and my Marina listing at 14 Via Marina, with a private pool and a boat slip, at $6.2M.',
    '',
  ],
  [
    'ocean-front-walk',
    'Q: Is there a pool? A: No pool, but there is a rooftop hot tub.\nQ: Garage? A: 5+ cars, epoxy floors.\nQ: How new is it? A: Just completed in 2025.',
    '',
  ],
  [
    'ocean-front-walk',
    'IN ESCROW: 3011 Ocean Front Walk, a brand new 5-bedroom beachfront home in Venice.',
    'status:block beds:block',
  ],
  [
    'ocean-front-walk',
    '威尼斯海滩全新别墅: 3011 Ocean Front Walk, Venice CA 90292, 约 4,610 平方英尺, 带私人泳池和屋顶露台。',
    'address.postal_code:block feature:pool:warn',
  ],
  // okeefe: FOR SALE at $735,000; 2 beds; baths unlabelled (total 2 against 1 full + 1 half); 1,182 sq ft;
  // built 1983; a townhouse at 165 Okeefe St APT 11, Menlo Park CA 94025; MLS ML81929341; gated 28-unit
  // community, fireplace, oversized private patio, side-by-side washer dryer upstairs, ONE assigned covered
  // parking space plus 24 shared spaces. No pool, HOA figure or garage named.
  [
    'okeefe',
    'Buyer: Is Apt 11 at 165 Okeefe a condo or a townhouse?\nMe: Townhouse! 2 bed, 1,182 sq ft, built 1983.\nBuyer: Parking?\nMe: One assigned covered space inside the gate, plus shared guest spaces.',
    '',
  ],
  [
    'okeefe',
    'Home sweet townhome: 3 bedrooms in the Willows at 165 Okeefe St Apt 11, with a fireplace and a private patio.',
    'beds:block',
  ],
  [
    'okeefe',
    'Also in the complex: Apt 7 sold last spring for $810K with 3 bedrooms and a 2-car garage. Ours, 165 Okeefe St Apt 11, is a 2BR townhome at $735,000.',
    '',
  ],
  [
    'okeefe',
    'Sold over asking! 165 Okeefe St Apt 11 in Menlo Park. Another happy buyer in the Willows.',
    'status:block',
  ],
  [
    'okeefe',
    'Built in the 1990s, this gated townhome at 165 Okeefe St #11 comes with an attached two-car garage.',
    'year_built:block feature:garage:warn',
  ],
  [
    'okeefe',
    'Seven hundred thirty-five thousand for a Willows townhome west of 101: 165 Okeefe St Apt 11, with a fireplace, an oversized patio and a side-by-side washer and dryer.',
    '',
  ],
  [
    'okeefe',
    'Between 1,400 and 1,500 sq ft of single-family living at 165 Okeefe St, Menlo Park 94025.',
    'living_area_sqft:block property_type:block',
  ],
  [
    'okeefe',
    'Community pool, low HOA and a gated entrance at 165 Okeefe St Apt 11. Close to Caltrain and SFO.',
    'feature:pool:warn feature:hoa:warn',
  ],
  // sparrow-hawk: FOR SALE at $450,000; 3 beds; baths unlabelled (total 3 against 2 full + 1 half); 2,285
  // sq ft; lot 6,969 sq ft (0.16 acres); built 1998 (28 years before 2026); 304 Sparrow Hawk, McKinney TX
  // 75072; MLS 21179033; 1-story, hardwood, see-through fireplace, gas cooktop, jacuzzi tub, flagstone patio
  // with a water feature; Stonebridge community golf, tennis, beach club, aquatic center; .25 mi from
  // Eddins Elementary. No private pool named.
  [
    'sparrow-hawk',
    'Stonebridge neighbors: 304 Sparrow Hawk is for sale at $450,000. Single story, 3 bed, 2,285 sq ft, with access to the beach club, the aquatic center and golf.',
    '',
  ],
  [
    'sparrow-hawk',
    'Private pool, see-through fireplace and hand-scraped hardwoods at 304 Sparrow Hawk in McKinney!',
    'feature:pool:warn',
  ],
  ['sparrow-hawk', '4-bed one-story with a second living area at 304 Sparrow Hawk, $450K.', 'beds:block'],
  [
    'sparrow-hawk',
    'Quarter-acre lot with a board-on-board fence and a flagstone patio: 304 Sparrow Hawk.',
    'lot_size:block',
  ],
  [
    'sparrow-hawk',
    'Built two decades ago and beautifully kept: 304 Sparrow Hawk, McKinney 75072.',
    'year_built:block',
  ],
  [
    'sparrow-hawk',
    '🔥 See-through fireplace\n🍳 Gas cooktop + pot rack\n🛁 Jacuzzi tub\n🌿 Flagstone patio with water feature\n🏫 .25 mi to Eddins Elementary\n📍 304 Sparrow Hawk, McKinney',
    '',
  ],
  [
    'sparrow-hawk',
    'Just listed: 340 Sparrow Hawk, McKinney TX 75071. 3 bed single-story in Stonebridge.',
    'address.street:block address.postal_code:block',
  ],
  [
    'sparrow-hawk',
    'My McKinney listings: 304 Sparrow Hawk ($450K, 3 bed, one story) and 1120 Heron Way (5 bed, pool, $589K). Which would you tour first?',
    '',
  ],
  [
    'sparrow-hawk',
    "Could this be your game room? The second living area at 304 Sparrow Hawk sits outside the two secondary bedrooms, and the 19' x 13' primary suite is on its own side of the house.",
    '',
  ],
  // w-81st: FOR SALE with NO price (any price is warn); 2 beds, 1 bath; 780 sq ft; year unlabelled (1920 in
  // the facts, "built in 1911" in the description); a condo at 203 W 81st Street #4E, New York NY 10024;
  // The Barrington, nine stories, two elevators, doorman, building laundry facilities, live-in super; sold
  // AS-IS with current occupants on rent-stabilized leases (so "vacant" is block). No central air named.
  ['w-81st', 'Asking $1.2M for a 2-bedroom condo at The Barrington, 203 W 81st St #4E.', 'price:warn'],
  [
    'w-81st',
    'Condo at The Barrington, 203 W 81st St #4E: 2 bed, 1 bath, 780 sq ft, doorman, two elevators and a live-in super. Steps to the Natural History Museum.',
    '',
  ],
  [
    'w-81st',
    'Delivered vacant! Move right in to 203 W 81st St #4E on the Upper West Side.',
    'feature:occupancy:block',
  ],
  [
    'w-81st',
    'A 1911 classic: 203 W 81st St #4E, New York 10025, in a nine-story boutique building.',
    'address.postal_code:block',
  ],
  [
    'w-81st',
    'Buyer: Is 4E being sold as-is?\nMe: Yes, as-is, and the current occupants have rent-stabilized leases.\nBuyer: Laundry?\nMe: There are laundry facilities in the building.',
    '',
  ],
  [
    'w-81st',
    'Just listed: 203 W 81st St Apt 4F, a 3-bedroom condo near Central Park.',
    'address.street:block beds:block',
  ],
  [
    'w-81st',
    'Two UWS options: 203 W 81st St #4E (2BR condo, 780 sf) and 250 W 85th St #9A, a 3BR co-op with a private terrace and an in-unit washer/dryer.',
    '',
  ],
  [
    'w-81st',
    'Co-op opportunity at 203 W 81st St #4E with central air and doorman service.',
    'property_type:block feature:central_air:warn',
  ],
  [
    'w-81st',
    'Museum lovers: the American Museum of Natural History is about 0.3 miles from 203 W 81st St #4E, and Juilliard is under a mile away. Two bedrooms, one bath, 780 square feet.',
    '',
  ],
];
