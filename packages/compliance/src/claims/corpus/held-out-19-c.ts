import type { ClaimCase } from './case';

/** Held-out-19, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-19.ts). */
export const HELD_OUT_19_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out; 2,000 sq ft; 2.15-acre lot; built 1996; gated
  // estate, scenic views (no water named), new roof, deck, 6 garages, RV garage and shop, room for 2 ADUs,
  // no HOA dues; no pool named; 7718 NE 183rd St, Kenmore WA 98028; MLS 2398635.
  [
    'ne-183rd',
    "Closed: 7718 NE 183rd St in Kenmore at $1,150,000. A gated 2.15-acre estate with six garages, an RV garage and a shop drew car collectors from three counties. With Kenmore's new code allowing two ADUs on this land, the acreage did the heavy lifting. Thank you to my buyers' agent colleagues. #KenmoreWA #Closings",
    '',
  ],
  [
    'ne-183rd',
    '売却済み！7718 NE 183rd St, Kenmore WA 98028。3ベッドルーム、2,000 sq ft、2.15エーカーの敷地、1996年築。ガレージ6台分とRVガレージ、ショップ付き。HOAなし。成約価格 $1,150,000。',
    '',
  ],
  [
    'ne-183rd',
    "Sorry Dave, that one's sold. It closed at $1.15M. If you're after acreage with garages, I have 19204 80th Ave NE coming up: 1.8 acres, a 4-car garage and a pool. Want details?",
    '',
  ],
  [
    'ne-183rd',
    "SOLD ✅ 7718 NE 183rd, Kenmore: gated 2.15ac estate, 3BR, 2k sf, 6 garages + RV gar + shop, blt '06. $1.15M #KenmoreWA #SOLD",
    'year_built:block',
  ],
  [
    'ne-183rd',
    'BACK ON MARKET 🚨 7718 NE 183rd St, Kenmore 98028: gated estate on 2.15 acres, 3 beds, 6 garages, RV garage and shop. Offered at $1,150,000. Call me!',
    'status:block',
  ],
  [
    'ne-183rd',
    'Address: 7718 NE 183rd St, Kenmore WA 98082\nSold: $1,150,000\nBeds: 3\nLiving: 2,000 sq ft\nLot: 2.15 ac\nBuilt: 1996\nGarages: 6 + RV\nHOA: $250/mo',
    'address.postal_code:block feature:hoa:block',
  ],
  [
    'ne-183rd',
    '켄모어 매물 판매 완료! 7718 NE 183rd St. 침실 3개, 2,000 sq ft, 부지 5에이커, 레이크 워싱턴 호수 전망.',
    'lot_size:block feature:water_view:warn',
  ],
  [
    'ne-183rd',
    'Kenmore Gated Estate Tour | 7718 NE 183rd St | SOLD $1,150,000\n0:00 Gate & driveway\n1:10 Vaulted living room & skylights\n2:30 Kitchen & deck\n3:45 Primary suite, 5-piece bath\n5:00 All four bedrooms\n6:10 Six garages, RV garage & shop\n7:30 Indoor pool',
    'beds:block feature:pool:warn',
  ],

  // ocean-front-walk: for sale at $12,950,000 (price improved); 4 beds; baths left out; 4,610 sq ft;
  // 2,518 sq ft lot; built 2025; brand-new beachfront, 1,684 sq ft roof deck with HOT TUB (no pool), white
  // water views, 5+ car garage, 4-stop elevator; no gym named; 3011 Ocean Front Walk, Venice CA 90291;
  // MLS SR24211716.
  [
    'ocean-front-walk',
    'Brand-new beachfront on the Venice Boardwalk is nearly extinct. 3011 Ocean Front Walk, completed in 2025 after 9+ years of planning: 4 bedrooms, approx. 4,610 sq ft, a 1,684 sq ft roof deck with hot tub, a 4-stop elevator and a 5+ car garage. Price improved to $12,950,000. Agents, bring your clients. #LuxuryRealEstate #Venice',
    '',
  ],
  [
    'ocean-front-walk',
    'Home Sales · 4 beds\n$12,950,000 · Venice, CA\n3011 Ocean Front Walk, Venice, CA 90291\nSingle family · 4,610 sq ft · Built 2025\nBrand-new beachfront with white-water views from Malibu to Palos Verdes, rooftop hot tub, elevator, 5+ car garage.',
    '',
  ],
  [
    'ocean-front-walk',
    'Venice Boardwalk, brand new 🌊 3011 OFW: 4BD, ~4.6k sf, roof deck w/ hot tub, 5+ car gar, elevator. ~$13M and price improved! #VeniceBeach #LuxuryRealEstate',
    '',
  ],
  [
    'ocean-front-walk',
    'Two beach homes, two budgets: 3011 Ocean Front Walk ($12,950,000, 4 beds, brand new in 2025, rooftop hot tub) and my Manhattan Beach listing at 212 The Strand ($9,750,000, 5 beds, a pool, built 2019).',
    '',
  ],
  [
    'ocean-front-walk',
    'Price: $12,950,000\nBeds: 5\nInterior: ~4,610 sq ft\nLot: 2,518 sq ft\nYear: 2025\nGarage: 5+ cars\nPool: rooftop infinity pool\nMLS: SR24211716',
    'beds:block feature:pool:warn',
  ],
  [
    'ocean-front-walk',
    'Hi! 3011 OFW just had a price cut to $11.95M. Brand new, 4 beds, 4,610 sq ft, and a rooftop hot tub with white-water views.',
    'price:block',
  ],
  [
    'ocean-front-walk',
    'Neubau direkt am Strand von Venice: 3011 Ocean Front Walk, CA 90291. 4 Schlafzimmer, ca. 4.610 sq ft, Baujahr 2023, Dachterrasse mit Whirlpool, Garage für 5+ Autos. Preis: $12.950.000.',
    'year_built:block',
  ],
  [
    'ocean-front-walk',
    '3011 Ocean Front Walk | Brand New Venice Beachfront | $12.95M\n0:00 The Boardwalk\n1:00 Open-concept living\n2:30 Marble island kitchen\n4:00 Primary suite\n5:45 4-stop elevator\n6:30 Home gym\n7:20 1,684 sq ft roof deck & hot tub\n8:40 3-car garage',
    'feature:gym:warn feature:garage:block',
  ],
  [
    'ocean-front-walk',
    'UNDER CONTRACT 🎉 3011 Ocean Front Walk, Venice 90292 is in escrow after the price improvement. 4 beds, 4,610 sq ft, rooftop hot tub.',
    'status:block address.postal_code:block',
  ],

  // okeefe: for sale at $735,000; 2 beds; baths left out; 1,182 sq ft; built 1983; TOWNHOUSE in a gated
  // 28-unit community; fireplace, private patio, side-by-side washer/dryer, ONE ASSIGNED COVERED SPACE (no
  // garage); no pool named; 165 Okeefe St APT 11, Menlo Park CA 94025; MLS ML81929341.
  [
    'okeefe',
    'Hi Anita, 165 Okeefe #11 is $735K: 2 bedrooms, 1,182 sq ft, built 1983. It has a fireplace, a private patio and an assigned covered parking space, and the Caltrain station is a short ride away.',
    '',
  ],
  [
    'okeefe',
    'Menlo Park townhomes under $750K are rare: only 11 sold in the Willows in 2025. 165 Okeefe St #11 at $735,000 is a 2-bedroom, 1,182 sq ft townhome with a fireplace, a private patio and a side-by-side washer/dryer in a quiet gated 28-unit community west of 101. #SiliconValley #RealEstate',
    '',
  ],
  [
    'okeefe',
    'Townhouse for sale sa Menlo Park! 165 Okeefe St APT 11, CA 94025. 2 kwarto, 1,182 sq ft, may fireplace at private patio. Gated community, 28 units. Presyo: $735,000. Malapit sa Caltrain at sa mga tech company.',
    '',
  ],
  [
    'okeefe',
    'Menlo Park townhome west of 101 🌳 2BR, 1,182sf, FP, private patio, W/D, 2-car attached garage. $735K #MenloPark #SiliconValleyHomes',
    'feature:garage:warn',
  ],
  [
    'okeefe',
    'Home Sales · 3 beds\n$735,000 · Menlo Park, CA\n165 Okeefe St APT 11, Menlo Park, CA 94025\nTownhouse · 1,182 sq ft · Built 1983\nGated community with a pool and clubhouse; fireplace and private patio.',
    'beds:block feature:pool:warn',
  ],
  [
    'okeefe',
    'Type: single-family detached\nBeds: 2\nSq ft: 1,182\nYear: 1993\nZip: 94025\nMLS: ML81929341',
    'property_type:block year_built:block',
  ],
  [
    'okeefe',
    'Two Menlo Park options from my book: 165 Okeefe St #11 ($785,000, 2 beds, townhome) and 310 Willow Rd #3 ($699,000, 2 beds, condo with a pool). Okeefe has the private patio and the fireplace.',
    'price:block',
  ],
  [
    'okeefe',
    'COMING SOON · 165 Okeefe St #11, Menlo Park 94025: 2-bed townhome, 1,182 sq ft, fireplace, private patio. $735,000. Sneak peek this weekend.',
    'status:block',
  ],

  // sparrow-hawk: for sale at $450,000; 3 beds; baths left out; 2,285 sq ft; 6,969 sq ft lot (0.16 acre);
  // built 1998; one story, see-through fireplace, jacuzzi tub, flagstone patio with water feature; the
  // Stonebridge community's golf, beach club and aquatic center; no pool, garage or basement of its own
  // named; .25 miles from Eddins Elementary; 304 Sparrow Hawk, McKinney TX 75072; MLS 21179033.
  [
    'sparrow-hawk',
    '¡Casa de un piso en Stonebridge! 304 Sparrow Hawk, McKinney TX 75072: 3 recámaras, 2,285 sq ft, see-through fireplace, patio de flagstone con water feature. La comunidad tiene golf, beach club y aquatic center. $450K. Construida en 1998.',
    '',
  ],
  [
    'sparrow-hawk',
    'Master-planned communities keep outselling infill in Collin County, and amenities are why. 304 Sparrow Hawk sits in Stonebridge, with golf, pickleball, a beach club and 20+ miles of trails, and it is a 1998 one-story with 3 bedrooms and 2,285 sq ft at $450,000. #McKinneyTX #RealEstate',
    '',
  ],
  [
    'sparrow-hawk',
    "Hi Jen! Sparrow Hawk is $450,000. With 5% down ($22,500) your loan would be $427,500, and at 6.25% that's about $2,632/mo P&I before taxes. It's 3 beds, 2,285 sq ft, and just .25 mi from Eddins Elementary.",
    '',
  ],
  [
    'sparrow-hawk',
    'McKinney 1-story in Stonebridge ⛳ 3BR, 2,285sf, see-through FP, jacuzzi tub, private pool + 3-car gar. $450K #McKinneyTX',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    'Home Sales · 4 beds\n$450,000 · McKinney, TX\n304 Sparrow Hawk, McKinney, TX 75072\nSingle family · 2,285 sq ft · Built 2008\nOne story in Stonebridge with a see-through fireplace and a flagstone patio.',
    'beds:block year_built:block',
  ],
  [
    'sparrow-hawk',
    'Address: 304 Sparrow Hawk, McKinney TX 75070\nPrice: $450,000\nBedrooms: 3\nLiving: 2,285 sq ft\nLot: 0.5 acre\nYear built: 1998\nMLS#: 21179033',
    'address.postal_code:block lot_size:block',
  ],
  [
    'sparrow-hawk',
    "304 Sparrow Hawk Tour | Stonebridge | McKinney\n0:00 Curb appeal\n0:40 See-through fireplace\n1:50 Gourmet kitchen\n3:00 Master suite (19' x 13') & jacuzzi\n4:20 Game room\n5:10 Flagstone patio & water feature\n6:00 Basement media room",
    'feature:basement:warn',
  ],
  [
    'sparrow-hawk',
    'Price improvement! 304 Sparrow Hawk is now $435,000. 3 beds, 2,285 sq ft, and all the Stonebridge amenities.',
    'price:block',
  ],

  // w-81st: for sale with NO PRICE (any price warn); 2 beds; 1 bath; 780 sq ft; year left out; condo in The
  // Barrington, nine stories, two elevators, doorman, building laundry, live-in super; occupants on
  // rent-stabilized leases; 203 W 81st Street #4E, New York NY 10024; MLS 897958.
  [
    'w-81st',
    "Rent-stabilized occupancy isn't a bug, it's the thesis. 203 W 81st St #4E at The Barrington: a 2-bed, 1-bath condo of 780 sq ft, sold as-is with current occupants on rent-stabilized leases. Doorman, two elevators, laundry in the building, live-in super, steps from the Museum of Natural History. #NYCInvesting",
    '',
  ],
  [
    'w-81st',
    'Upper West Side: 203 W 81st Street #4E, New York NY 10024. Condominio nel palazzo The Barrington, 2 camere, 1 bagno, 780 sq ft (circa 72 m²). Portiere, due ascensori, lavanderia condominiale. Occupanti con contratti a canone stabilizzato.',
    '',
  ],
  [
    'w-81st',
    "Hi Leo, there's no price published on 203 W 81st #4E yet; the listing says to call. 2 beds, 1 bath, 780 sq ft. The current occupants have rent-stabilized leases, so it's an investor play, not a move-in.",
    '',
  ],
  [
    'w-81st',
    '• The Barrington, 203 W 81st Street #4E\n• Condo · 2 BR · 1 BA · 780 sq ft\n• Nine-story building, 2 elevators, full-time doorman\n• Laundry facilities in the building\n• Sold as-is; rent-stabilized occupants\n• MLS 897958',
    '',
  ],
  [
    'w-81st',
    'Home Sales · 2 beds · 1 bath\n$899,000 · New York, NY\n203 W 81st Street #4E, New York, NY 10024\nCondo · 780 sq ft\nThe Barrington, doorman and two elevators.',
    'price:warn',
  ],
  [
    'w-81st',
    'UWS 2BR/1BA condo, 780sf, doorman bldg w/ 2 elevators, W/D in unit 🧺 Vacant & ready! #UWS #NYCRealEstate',
    'feature:laundry:warn feature:occupancy:block',
  ],
  [
    'w-81st',
    'アッパーウエストサイドのコンドミニアム。203 W 81st Street #4E, New York NY 10025。3ベッドルーム、1バス、780 sq ft。ドアマン常駐。',
    'address.postal_code:block beds:block',
  ],
  [
    'w-81st',
    'My two UWS listings: 203 W 81st St #4E (2BR condo, 950 sq ft, doorman) and 250 W 85th St #9B (3BR co-op with a roof terrace). 81st has the elevators and the super on site.',
    'living_area_sqft:block',
  ],
  [
    'w-81st',
    '뉴욕 어퍼웨스트사이드 타운하우스! 203 W 81st Street #4E. 침실 2개, 욕실 1개, 780 sq ft, 옥상 수영장.',
    'property_type:block feature:pool:warn',
  ],
];
