import type { ClaimCase } from './case';

/** Part c of held-out set 9 (issue #26); see held-out-9.ts for how it was written. Not measured by its author. */
export const HELD_OUT_9_C: readonly ClaimCase[] = [
  // ne-183rd: sold $1,150,000; 7718 NE 183rd St, Kenmore WA 98028; 3 bd; 2,000 sqft; 93,654 sqft lot (2.15 ac); 1996; MLS 2398635; gated, scenic views, 6 garages, RV garage, shop, new roof, no HOA dues (baths left out)
  [
    'ne-183rd',
    'SOLD in Kenmore: a gated 2.15-acre estate, 3 bd, 2,000 sf, six garages plus an RV garage, no HOA dues.',
    '',
  ],
  ['ne-183rd', 'Just Listed in your neighborhood: 7718 NE 183rd St, about 2 acres, $1.15M', 'status:block'],
  ['ne-183rd', 'HOA only $150/mo, and it covers the gate. 7718 NE 183rd St.', 'feature:hoa:block'],
  ['ne-183rd', 'Lake Washington views from the deck: 3BR on 2+ acres in Kenmore.', 'feature:water_view:warn'],
  [
    'ne-183rd',
    'Kenmore acreage report: 7718 NE 183rd St closed at $1,150,000; two nearby 1-acre lots are listed at $900K and $1.05M, one with a $65/mo road association.',
    '',
  ],
  ['ne-183rd', 'Built 2006: 2,000 sf with a brand-new roof on NE 183rd.', 'year_built:block'],
  ['ne-183rd', 'Đã bán: nhà 4 phòng ngủ trên khoảng 2 acres ở Kenmore, giá $1,150,000.', 'beds:block'],
  [
    'ne-183rd',
    "car people, this one's for you 🚗 6 garages + RV garage + shop on 93,654 sq ft in Kenmore. Sold for $1.15M",
    '',
  ],
  // ocean-front-walk: for sale $12,950,000; 3011 Ocean Front Walk, Venice CA 90291; 4 bd; 4,610 sqft; 2,518 sqft lot; 2025; MLS SR24211716; beachfront, 1,684 sqft roof deck with hot tub, white water, city and mountain views, 5+ car garage, elevator (baths left out)
  [
    'ocean-front-walk',
    'Brand-new beachfront on the Venice Boardwalk: 4 beds, approx 4,610 sf, a 1,684 sf roof deck with hot tub, elevator, $12.95M.',
    '',
  ],
  ['ocean-front-walk', 'Price improvement: 3011 Ocean Front Walk is now $11,950,000.', 'price:block'],
  [
    'ocean-front-walk',
    'Pool, gym and a 3-car garage on Ocean Front Walk.',
    'feature:pool:warn feature:gym:warn feature:garage:block',
  ],
  ['ocean-front-walk', 'Whitewater, city and mountain views, built 2025. MLS SR24211716', ''],
  [
    'ocean-front-walk',
    'Jumbo rates are near 7%; a $12.95M purchase with 30% down ($3,885,000) puts the payment north of $60K/mo.',
    '',
  ],
  [
    'ocean-front-walk',
    'For sale in 90292: 3011 Ocean Front Walk, brand-new beachfront.',
    'address.postal_code:block',
  ],
  ['ocean-front-walk', '5,600 sq ft brand-new home on the boardwalk.', 'living_area_sqft:block'],
  // okeefe: for sale $735,000; 165 Okeefe St APT 11, Menlo Park CA 94025; townhouse; 2 bd; 1,182 sqft; 1983; MLS ML81929341; gated 28-unit community, fireplace, oversized private patio, side-by-side washer dryer, assigned covered parking (baths left out)
  [
    'okeefe',
    'Menlo Park townhome: 2 bd, 1,182 sf, fireplace, oversized private patio, assigned covered parking. Unit 11, $735,000.',
    '',
  ],
  [
    'okeefe',
    "What's special:\n• Gated 28-unit community\n• Side-by-side washer/dryer\n• Built 1983\n• Community pool",
    'feature:pool:warn',
  ],
  ['okeefe', '165 Okeefe St Apt 12, Menlo Park: come see it this week.', 'address.street:block'],
  ['okeefe', '3BR townhome west of 101, $735K.', 'beds:block'],
  [
    'okeefe',
    'Karla Stevens Mainis, DRE #01234567, 30 years in San Mateo County. Now showing: 165 Okeefe #11, a 2 bd townhome, MLS ML81929341.',
    '',
  ],
  ['okeefe', 'Built in 1993, about 1,200 sf, in the Willows.', 'year_built:block'],
  [
    'okeefe',
    'Townhouse en Menlo Park: 2 recámaras, chimenea, patio privado, estacionamiento cubierto asignado, $735,000.',
    '',
  ],
  // sparrow-hawk: for sale $450,000; 304 Sparrow Hawk, McKinney TX 75072; 3 bd; 2,285 sqft; 6,969 sqft lot (0.16 ac); 1998; MLS 21179033; 1-story, see-through fireplace, jacuzzi tub, Stonebridge amenities (golf, tennis, beach club, aquatic center), 0.25 mi to Eddins Elementary (baths left out)
  [
    'sparrow-hawk',
    'Stonebridge 1-story: 3 bd, 2,285 sf, see-through fireplace, jacuzzi tub, $450K. A quarter mile to Eddins Elementary.',
    '',
  ],
  ['sparrow-hawk', 'Private pool + beach club access in McKinney.', 'feature:pool:warn'],
  ['sparrow-hawk', 'Three bedrooms, mid $400s, yb 1998, in 75072.', ''],
  ['sparrow-hawk', '4 bedrooms, 2,285 sf in Stonebridge.', 'beds:block'],
  [
    'sparrow-hawk',
    'Eddins Elementary is only .25 miles away. 304 Sparrow Hawk, McKinney, MLS 21179033. Call Rich at 210-844-8683.',
    '',
  ],
  ['sparrow-hawk', 'Price improvement! Now $435,000 on Sparrow Hawk.', 'price:block'],
  ['sparrow-hawk', 'Big lot, nearly a third of an acre, 3 bd in McKinney.', 'lot_size:block'],
  // w-81st: for sale, no price; 203 W 81st Street #4E, New York NY 10024; condo; 2 bd 1 ba; 780 sqft; MLS 897958; two elevators, doorman, building laundry facilities, live-in super; occupants hold rent-stabilized leases (year left out: 1920 against 1911)
  [
    'w-81st',
    'Upper West Side condo #4E: 2 bd, 1 ba, 780 sf, doorman, two elevators, live-in super. MLS 897958.',
    '',
  ],
  ['w-81st', 'Delivered vacant! 2BR at 203 W 81st.', 'feature:occupancy:block'],
  ['w-81st', 'Unit 4F at 203 W 81st St: 2 bd, 1 ba.', 'address.street:block'],
  ['w-81st', 'Asking $995,000 for a 2 bed on the UWS, 203 W 81st.', 'price:warn'],
  [
    'w-81st',
    'In-unit washer/dryer and a private terrace at The Barrington.',
    'feature:laundry:warn feature:terrace:warn',
  ],
  ['w-81st', 'Steps from the Museum of Natural History: 2 bd/1 ba condo, under 800 sq ft, ZIP 10024.', ''],
  [
    'w-81st',
    '3 bedrooms, 2 baths, 1,100 sf at The Barrington.',
    'beds:block baths_total:block living_area_sqft:block',
  ],
  [
    'w-81st',
    'Comparable: a 2-bed co-op at 210 W 80th sold for $1.2M with $2,600 maintenance; #4E at 203 W 81st is a condo of 780 sf.',
    '',
  ],
];
