import type { ClaimCase } from './case';

/**
 * Cases written while tuning on held-out-4 and held-out-5 (issue 26): each rule added then, in posts of
 * other shapes and on other listings than the held-out posts that showed the gap.
 */
export const GENERALISED_CASES_4: ClaimCase[] = [
  // The sum after "to" in a price change is the new price; the reduction before it is none.
  ['maple-grove', 'Price cut by $10K to $489,000 — 3 bed in 78745.', ''],
  ['falling-spring', 'Dropped by $20,000 to $675,000! 4 bed colonial.', 'price:block'],
  ['okeefe', 'Just reduced by $15K to $735K 🔻', ''],
  // A status in a hashtag, split at camel case or run together.
  ['maple-grove', '3 bed single-story in Austin #UnderContract', 'status:block'],
  ['birch-hollow', 'Closed! #JustSold #NashuaRealEstate', ''],
  ['sparrow-hawk', '#justsold 3 bed in McKinney', 'status:block'],
  ['cypress', '#ForSale #ColumbusHomes 3 bed bungalow', ''],
  ['ne-183rd', 'Kenmore 3 bed with a view #pending', 'status:block'],
  ['dean-keeton', 'Now selling: 1 bed near campus', 'status:block'],
  // MLS ids in digit groups, a ZIP hashtag, a unit number, a numbered street's ordinal.
  ['maple-grove', 'MLS 812 3456 — 3 bed in Austin', ''],
  ['cypress', 'MLS 224 027 480 | 3 bed bungalow', ''],
  ['falling-spring', '4 bed colonial in Gaithersburg #20882 #MarylandHomes', ''],
  ['maple-grove', '3 bed single-story, Austin #78746', 'address.postal_code:block'],
  ['larkspur', 'Apt 4 at 910 Larkspur — 2 bed for rent', ''],
  ['e-9th', '29 E 9th St Unit 10, 1 bed condo', ''],
  ['e-9th', '29 E 9th St #12 — 1 bed condo', 'address.street:block'],
  ['okeefe', 'Apt 3 at 165 Okeefe: 2 bed townhouse', 'address.street:block'],
  ['w-81st', '203 W 18th St, 2 bed condo', 'address.street:block'],
  // A kind compatible with the filed one, checked against the description's words.
  ['okeefe', 'Townhome living in the Willows, 2 bed.', ''],
  ['okeefe', '2 bed condo near Willow Oaks Park', 'property_type:block'],
  ['dean-keeton', 'Century Condos: 1 bed for rent near UT', ''],
  ['larkspur', 'Sunny 2 bed condo for rent in Denver', 'property_type:block'],
  ['e-9th', 'Full-service co-op in the Village, 1 bed', ''],
  ['w-81st', 'Upper West Side co-op, 2 bed', 'property_type:block'],
  // "N/M.5" shorthand; a half bath counts a half.
  ['marble-creek', '4/3.5 in the Energy Corridor, $815K', ''],
  // Issue 26's described facts: the listing states no stories, so the post's is unsupported.
  ['lee-marie', '4/1.5 two-story in Charlotte, $348K', 'baths_total:block feature:stories:warn'],
  ['falling-spring', '4 bed 4 bath colonial in Gaithersburg', 'baths_total:block'],
  ['marble-creek', '4 bed, 3.5 bath custom home in Houston', ''],
  // Price per square foot: the price over the living area, within rounding.
  ['sparrow-hawk', '3 bed in McKinney, about $197/sq ft.', ''],
  ['sparrow-hawk', 'Just $175/sf for 2,285 sq ft in McKinney', 'price:block'],
  ['okeefe', 'Townhome at $622 per square foot in Menlo Park', ''],
  ['birch-hollow', 'Sold at $450/sq ft — 1,540 sq ft Cape', 'price:block'],
  // Areas: "sq. ft. lot", a lot word that belonged to an earlier area, fifths, land under a pool.
  ['lee-marie', '1,704 sq. ft. home on a 6,534 sq. ft. lot', ''],
  ['sparrow-hawk', '0.16 acre lot | 2,285 sf | 3 bed', ''],
  ['sparrow-hawk', 'Quarter-acre lot, 2,500 sf, 3 bed', 'lot_size:block living_area_sqft:block'],
  ['lee-marie', 'Pool-sized yard on about a fifth of an acre', 'lot_size:block'],
  ['ne-183rd', 'A pool on 2 acres in Kenmore', 'feature:pool:warn'],
  ['falling-spring', 'Plus a 300 sf space zoned for an office.', ''],
  // Water access is waterfront; a bracketed gloss is one claim.
  ['sparrow-hawk', '3 bed in McKinney with lake access!', 'feature:waterfront:warn'],
  ['maple-grove', 'Casa con acceso al lago en Austin', 'feature:waterfront:warn'],
  ['ocean-front-walk', 'Beachfront (on the beach), 4 bed', ''],
  ['okeefe', 'Townhome with a terraza (balcony)', 'feature:balcony:warn'],
  // A price band: "the high $600s".
  ['sparrow-hawk', 'McKinney 3 bed in the mid $400s', ''],
  ['okeefe', 'Menlo Park townhome in the low $700s', ''],
  ['cypress', 'Franklinton bungalow in the low $200s', 'price:block'],
  // An open house's date against the listing's (larkspur's is Jan 10).
  ['larkspur', 'Open house Saturday, January 10 — 2 bed for rent', ''],
  ['larkspur', 'Come by the open house on 1/24! 2 bed in Denver', 'open_houses:block'],
  // A pet policy after a nearby place is the home's.
  ['larkspur', '2 bed close to Cheesman Park, pets OK', 'feature:pets:warn'],
  // A comparison with an appraisal or market value the listing does not state.
  ['maple-grove', '$15K below market value at $489K!', 'price:warn'],
  // A year in brackets after a home's noun.
  ['sparrow-hawk', 'McKinney home (2004), 3 bed', 'year_built:block'],
  ['birch-hollow', 'Classic Cape (1950) in Nashua, sold!', 'year_built:block'],
];
