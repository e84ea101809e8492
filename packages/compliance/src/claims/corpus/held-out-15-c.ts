import type { ClaimCase } from './case';

/** Held-out-15, third part: ne-183rd, ocean-front-walk, okeefe, sparrow-hawk, w-81st (see held-out-15.ts). */
export const HELD_OUT_15_C: readonly ClaimCase[] = [
  // ne-183rd: SOLD at $1,150,000; 3 beds; baths left out (total 3 against 2 full + 0 half); 2,000 sq ft;
  // 2.15 acres (93,654 sq ft); built 1996; gated estate, "scenic views", new roof, SIX garages plus an RV
  // garage and shop, room for 2 ADUs, NO HOA DUES; 7718 NE 183rd St, Kenmore WA 98028; MLS 2398635.
  [
    'ne-183rd',
    'How we closed 7718 NE 183rd St at $1,150,000: the appraisal came in $40K short, and the buyers covered the gap in cash. Gated 2.15-acre estate, 3 bedrooms, six garages plus an RV garage, and no HOA.',
    '',
  ],
  [
    'ne-183rd',
    'SOLD · 7718 NE 183rd St, Kenmore 98028 · 3 BD · 2,000 SF (186 m²) · 2.15 ac (≈ 0.87 ha) · built 1996 · $1.15M',
    '',
  ],
  [
    'ne-183rd',
    'Kenmore Corner, sold this month: 7718 NE 183rd St ($1.15M, 3 bd, gated acreage); 6525 NE 190th St (4 bd, lake views, pool, $1.4M); 18120 80th Ave NE went pending after 4 days.',
    '',
  ],
  [
    'ne-183rd',
    'Back on market! 7718 NE 183rd St, a private gated estate with lake views.',
    'status:block feature:water_view:warn',
  ],
  [
    'ne-183rd',
    'Sold: a 4-bedroom estate at 7718 NE 183rd St with a low $85/mo HOA.',
    'beds:block feature:hoa:block',
  ],
  [
    'ne-183rd',
    'Car lovers, note the three-car garage at 7718 NE 183rd St, on 1.5 level acres.',
    'feature:garage:block lot_size:block',
  ],
  [
    'ne-183rd',
    'Đã bán: nhà 3 phòng ngủ tại 7718 NE 183rd St, Kenmore, xây khoảng 40 năm trước, có hồ bơi riêng.',
    'year_built:block feature:pool:warn',
  ],
  [
    'ne-183rd',
    'SOLD: 7718 NE 138th St, Kenmore WA 98034, for $1,150,000.',
    'address.street:block address.postal_code:block',
  ],

  // ocean-front-walk: for sale $12,950,000 after a price improvement; 4 beds; baths left out (total 6
  // against 4 full + 2 half); 4,610 sq ft; lot 2,518 sq ft; built 2025; roof deck with HOT TUB (no pool),
  // white-water, city and mountain views, 5+ car garage, four-stop elevator; 3011 Ocean Front Walk, Venice
  // CA 90291; MLS SR24211716.
  [
    'ocean-front-walk',
    'Price history, 3011 Ocean Front Walk: price improved this fall and now asking $12,950,000, under $13M for brand-new beachfront. Completed 2025, about 4,610 sq ft, plus a 1,684 sq ft roof deck with a hot tub.',
    '',
  ],
  [
    'ocean-front-walk',
    '[VO] Step off the Venice Boardwalk into a brand-new four-bedroom home. Ride the four-stop elevator to a rooftop deck with a hot tub and white-water views from Malibu to Palos Verdes, with the mountains behind. Park five-plus cars in the epoxy garage.',
    '',
  ],
  [
    'ocean-front-walk',
    'Jumbo math on $12.95M: 30% down ($3.885M) and 6.9% on $9.065M comes to about $59,700 a month in principal and interest. The LA beachfront median is near $6.2M, and only 3 homes have been built new on the Walk in a decade.',
    '',
  ],
  [
    'ocean-front-walk',
    'Private pool on the roof and a 2-car garage at 3011 Ocean Front Walk.',
    'feature:pool:warn feature:garage:block',
  ],
  [
    'ocean-front-walk',
    'Twelve and a half million for five bedrooms on the sand: 3011 Ocean Front Walk.',
    'price:block beds:block',
  ],
  [
    'ocean-front-walk',
    'Coming soon: 3011 Ocean Front Walk, built a decade ago and fully reimagined.',
    'status:block year_built:block',
  ],
  [
    'ocean-front-walk',
    '베니스 해변 신축 주택: 3011 Ocean Front Walk, 침실 4개, 약 4,610평방피트, 대지 5,000평방피트, 가격 $12,950,000.',
    'lot_size:block',
  ],
  [
    'ocean-front-walk',
    '3011 Ocean Front Walk, Venice CA 90292: over 5,000 sq ft of brand-new beachfront living.',
    'address.postal_code:block living_area_sqft:block',
  ],

  // okeefe: for sale $735,000; townhouse; 2 beds; baths left out (total 2 against 1 full + 1 half); 1,182
  // sq ft; built 1983; gated 28-unit community in the Willows, fireplace, private patio, side-by-side
  // washer/dryer, an ASSIGNED covered parking space; 165 Okeefe St APT 11, Menlo Park CA 94025; MLS
  // ML81929341. No garage, pool or HOA named.
  [
    'okeefe',
    'NEW LISTING · 165 Okeefe St #11, Menlo Park 94025\n2 BR townhome · 1,182 sf · fireplace · private patio · $735,000\n▣ Scan the QR code for the 3-D tour at 165okeefe11.com',
    '',
  ],
  [
    'okeefe',
    '$735K at 6.3% with 20% down works out to about $3,640 a month in principal and interest. The median 2BR in Menlo Park sold for about $1.1M this year.',
    '',
  ],
  [
    'okeefe',
    'The Willows: walk to the market, five minutes to Caltrain. In the same 28-unit community, #19 (3 bed with a 2-car garage) sold in spring for $880K. Our #11 has 2 bedrooms, was built in 1983 and comes with an assigned covered space.',
    '',
  ],
  [
    'okeefe',
    'Attached one-car garage and HOA dues of just $350 a month at 165 Okeefe St #11.',
    'feature:garage:warn feature:hoa:warn',
  ],
  [
    'okeefe',
    'A detached single-family home with 3 bedrooms in the Willows: 165 Okeefe St.',
    'property_type:block beds:block',
  ],
  [
    'okeefe',
    'Bagong listing sa Menlo Park: 165 Okeefe St APT 11, 2 kwarto, 1,182 sq ft, itinayo noong 1993, may pool ang komunidad.',
    'year_built:block feature:pool:warn',
  ],
  ['okeefe', 'SOLD: 165 Okeefe St Apt 1, Menlo Park.', 'status:block address.street:block'],
  ['okeefe', 'Roughly 150 m² of townhome living, MLS ML81929314.', 'living_area_sqft:block mls_id:block'],

  // sparrow-hawk: for sale $450,000; 3 beds; baths left out (total 3 against 2 full + 1 half); 2,285 sq ft;
  // lot 6,969 sq ft (0.16 ac); built 1998; one story, see-through fireplace, 19' x 13' master, jacuzzi tub,
  // flagstone patio, Stonebridge community amenities (beach club, aquatic center, golf); 0.25 mi to Eddins
  // Elementary; 304 Sparrow Hawk, McKinney TX 75072; MLS 21179033. No private pool, garage or HOA named.
  [
    'sparrow-hawk',
    'Stonebridge Ranch living: 304 Sparrow Hawk is a quarter mile from Eddins Elementary, with the community beach club, aquatic center, golf and 20+ miles of trails. 3 BR, ~2,300 sq ft, single story, see-through fireplace. $450K.',
    '',
  ],
  [
    'sparrow-hawk',
    'Rich Milam, Texas Premier Realty: 18 years and 96 homes sold in 2025. Private showings Thursday 4-7 PM and Sunday 1-4 PM at 304 Sparrow Hawk, McKinney 75072. MLS 21179033. Text 210-844-8683.',
    '',
  ],
  ['sparrow-hawk', '19′×13′ primary suite · 2,285 SF · 6,969 SF lot (≈0.16 ac) · est. 1998 · $450,000', ''],
  [
    'sparrow-hawk',
    'Your own private pool and a 3-car garage at 304 Sparrow Hawk!',
    'feature:pool:warn feature:garage:warn',
  ],
  [
    'sparrow-hawk',
    '403 Sparrow Hawk, McKinney TX 75070: one-story living in Stonebridge.',
    'address.street:block address.postal_code:block',
  ],
  [
    'sparrow-hawk',
    'Four bedrooms, built in 2008, flagstone patio: 304 Sparrow Hawk.',
    'beds:block year_built:block',
  ],
  [
    'sparrow-hawk',
    'Under contract in 5 days, and no HOA! 304 Sparrow Hawk.',
    'status:block feature:hoa:warn',
  ],
  [
    'sparrow-hawk',
    'Casa de una planta en McKinney: 304 Sparrow Hawk, 3 recámaras, 2,825 pies cuadrados, terreno de 10,000 pies².',
    'living_area_sqft:block lot_size:block',
  ],

  // w-81st: for sale; NO price listed; condo; 2 beds, 1 bath; 780 sq ft; year left out (1920 against "built
  // in 1911"); The Barrington, nine stories, two elevators, doorman, building LAUNDRY FACILITIES, live-in
  // super, 52-55 units; occupants hold RENT-STABILIZED leases, sold as-is; 203 W 81st Street #4E, New York
  // NY 10024; MLS 897958. No gym named.
  [
    'w-81st',
    'Investor alert: 203 W 81st St #4E, an Upper West Side condo sold as-is with rent-stabilized occupants in place. 2 bed / 1 bath, about 780 sf, in The Barrington (9 stories, doorman, 2 elevators). Price on request.',
    '',
  ],
  [
    'w-81st',
    'Two blocks to the 79th St 1 train, near Zabar’s, and Central Park a short walk east. 203 W 81st St #4E, 10024. Gennaro Pagano, 718-954-8400, with 240 Upper West Side deals behind him.',
    '',
  ],
  [
    'w-81st',
    'Apt 4E · 2BR/1BA · ±780 SF (72 m²) · condo · doorman · live-in super · laundry in the building',
    '',
  ],
  [
    'w-81st',
    'Offered at $899,000 and delivered vacant: 203 W 81st St #4E.',
    'price:warn feature:occupancy:block',
  ],
  [
    'w-81st',
    'UWS co-op with an in-unit washer/dryer: 203 W 81st St #4E.',
    'property_type:block feature:laundry:warn',
  ],
  [
    'w-81st',
    '203 W 81st St #4F, New York 10023: doorman building, two elevators.',
    'address.street:block address.postal_code:block',
  ],
  [
    'w-81st',
    'Vendido: 203 W 81st St #4E, 3 dormitorios, 1 baño, 72 m², portero las 24 horas.',
    'status:block beds:block',
  ],
  [
    'w-81st',
    '1,100 sq ft, two full baths and a building gym: 203 W 81st St #4E.',
    'living_area_sqft:block baths_total:block feature:gym:warn',
  ],
];
