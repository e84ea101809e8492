import type { ClaimCase } from './case';

/**
 * Held-out posts, written after the checker and its corpus were built, in wording the corpus does
 * not use, and never tuned case by case. Their first measure is FIRST_MEASURE below, taken once
 * before any change made after writing them; the benchmark prints the current figures.
 *
 * Three labels corrected on the listings' facts (2026-11, issue 26, after the set's false alarms rose to
 * 14%): maple-grove's "Two-story home with a bonus room upstairs" was clean, but its description says
 * "single-story home" (the set's own "Single story living" posts are clean for that reason), so it is
 * feature:stories:block; "a screened porch" for birch-hollow and lee-marie was unlabelled although neither
 * listing names a porch (the same birch-hollow sentence labels its unnamed central A/C warn), so each is
 * feature:screened_porch:warn. "Six-unit building" keeps its property_type label: measure.ts maps the
 * checker's feature:units to it. Left as written, the checker disagreeing: "two-car garage" against
 * birch-hollow's uncounted "detached garage" (the checker warns on the count) and "Great schools nearby"
 * (the checker warns, as held-out-6 and held-out-8 label "walk to top-rated schools").
 */
export const HELD_OUT: readonly ClaimCase[] = [
  ['okeefe', 'Bedrooms: 2. Bathrooms: 1.5. Price: $735,000.', ''],
  ['okeefe', 'Beds: 3 | Baths: 1.5 | Asking $735k', 'beds:block'],
  ['okeefe', 'Tucked in a gated enclave, this two-level townhome lists for 735k.', ''],
  ['okeefe', 'Ask me about this 2/1.5 townhouse with a wood-burning fireplace.', ''],
  ['okeefe', 'Townhouse with two bedrooms and one and a half baths, roughly 1200 sqft.', ''],
  ['okeefe', 'Townhouse with two bedrooms and two and a half baths.', 'baths_total:block'],
  [
    'okeefe',
    'It has a two-car attached garage and EV charging.',
    'feature:garage:warn feature:ev_charger:warn',
  ],
  ['okeefe', 'Spacious at 1,300+ square feet.', 'living_area_sqft:block'],
  ['okeefe', 'Year built: 1983. HOA covers the grounds.', ''],
  ['okeefe', 'Year built: 1988.', 'year_built:block'],
  ['okeefe', 'Listed at seven hundred thirty-five thousand.', ''],
  ['okeefe', 'Now in escrow — thank you for all the interest!', 'status:block'],
  ['okeefe', 'Lovely townhome, just minutes from Facebook HQ and Stanford.', ''],
  ['okeefe', 'Enjoy sweeping bay views from the patio.', 'feature:water_view:warn'],
  ['larkspur', 'Renting for $2,350 a month, 2BD/1BA, 940 SF.', ''],
  ['larkspur', 'Renting for $2,200 a month, 2BD/1BA.', 'price:block'],
  ['larkspur', 'Cute two-bed flat with a balcony and W/D in unit.', ''],
  ['larkspur', 'Cute two-bed flat with a dishwasher and a fireplace.', 'feature:fireplace:warn'],
  ['larkspur', 'Second floor, one assigned spot, near Congress Park.', ''],
  ['larkspur', 'Built in 1962; updated kitchen and bath.', ''],
  ['larkspur', 'Available to lease now — reach out to tour!', ''],
  ['larkspur', 'Three bedrooms for $2,350/month!', 'beds:block'],
  ['birch-hollow', 'Closed! 3BR Cape on nearly half an acre in Nashua.', ''],
  ['birch-hollow', 'Another one sold: a 3 bedroom Cape, 1540 sq ft.', ''],
  ['birch-hollow', 'Hardwoods, renovated bath, detached garage — sold for $612k.', ''],
  ['birch-hollow', 'Hardwoods and a two-car garage — sold for $650k.', 'price:block'],
  ['birch-hollow', 'Now available in Nashua: 3 beds, corner lot.', 'status:block'],
  [
    'birch-hollow',
    'Cape-style home with central A/C and a screened porch.',
    'feature:central_air:warn feature:screened_porch:warn',
  ],
  ['maple-grove', 'Single story living, 3 beds, 2 full baths, 0.21-acre lot.', ''],
  ['maple-grove', 'Single story living on a 1/4 acre lot.', 'lot_size:block'],
  ['maple-grove', 'Covered patio + big backyard shaded by mature oaks.', ''],
  ['maple-grove', 'Roof replaced in 2022, quartz in the kitchen.', ''],
  ['maple-grove', 'Two-story home with a bonus room upstairs.', 'feature:stories:block'],
  ['maple-grove', 'Priced to sell at $498,000.', 'price:block'],
  ['maple-grove', 'South Austin, ZIP 78745, priced at $489k.', ''],
  ['lee-marie', 'Charlotte 28269: four beds, 2.5 baths, 1704 sqft, $348k.', ''],
  ['lee-marie', 'Charlotte 28262: four beds, 2.5 baths.', 'address.postal_code:block'],
  ['lee-marie', 'Brand-new carpet and LVP plus a 2-car garage.', ''],
  ['lee-marie', 'Built 2016 — practically new!', ''],
  ['lee-marie', 'Built 2018 and barely lived in.', 'year_built:block'],
  ['lee-marie', 'Fresh paint, new oven and fridge, large backyard.', ''],
  ['lee-marie', 'Bonus: a screened porch and a storage shed.', 'feature:screened_porch:warn'],
  ['marble-creek', 'Kickerillo custom on a cul de sac, 4/3.5, 4479 SF.', ''],
  ['marble-creek', 'Formal dining, den with fireplace, and an outdoor pool.', 'feature:pool:block'],
  ['marble-creek', 'Porte cochere and an extended garage.', ''],
  ['marble-creek', 'Over half an acre of gorgeous grounds.', 'lot_size:block'],
  ['marble-creek', 'Just reduced to $799,000!', 'price:block'],
  ['marble-creek', 'Great schools nearby; offered at 815K.', ''],
  ['ocean-front-walk', 'Newly built on the sand: 4BR, 6BA, 4,610 SF.', ''],
  ['ocean-front-walk', 'Rooftop spa deck with views from Malibu to Palos Verdes.', ''],
  ['ocean-front-walk', 'Epoxy-floored garage fits 5+ cars; elevator serves all levels.', ''],
  ['ocean-front-walk', 'Asking $12.95 million, direct beach access.', ''],
  ['ocean-front-walk', 'Asking $14.5 million, direct beach access.', 'price:block'],
  ['ocean-front-walk', 'Six bedrooms steps from the pier.', 'beds:block'],
  ['w-81st', 'Classic two-bed, one-bath prewar home with elevator and doorman.', ''],
  [
    'w-81st',
    'Two bed, one bath, with a washer/dryer in the apartment and a terrace.',
    'feature:balcony:warn',
  ],
  ['w-81st', 'Price upon request — auction terms apply.', ''],
  ['w-81st', 'Built in 1920, a UWS classic.', ''],
  ['w-81st', 'Spacious 1,100 sq ft layout.', 'living_area_sqft:block'],
  ['e-9th', 'Co-op one bed in the Village, $1,795,000, with wood-burning fireplace.', ''],
  ['e-9th', 'Sunny south- and west-facing 1BR, hardwoods, beamed ceilings.', ''],
  ['e-9th', 'Full-service co-op with a shared roof deck and storage for a fee.', ''],
  ['e-9th', 'In-unit washer/dryer and central air.', 'feature:laundry:warn feature:central_air:warn'],
  ['e-9th', 'One bedroom plus home office, 1,000 square feet.', 'feature:home_office:warn'],
  ['sparrow-hawk', 'Stonebridge Ranch single-story: 3 bd / 2.5 ba, $450k.', ''],
  ['sparrow-hawk', 'Hand-scraped hardwoods and a gas cooktop.', ''],
  ['sparrow-hawk', 'A 3-car garage and a sparkling pool.', 'feature:garage:warn feature:pool:warn'],
  ['sparrow-hawk', 'Flagstone patio with a water feature.', ''],
  ['sparrow-hawk', 'Lot size: 6,969 sq ft. Year built: 1998.', ''],
  ['sparrow-hawk', 'Living area 2,825 sq ft.', 'living_area_sqft:block'],
  ['ne-183rd', 'Sold: 2+ acre gated Kenmore estate with shop and RV garage.', ''],
  ['ne-183rd', 'Sold: 5-bedroom gated Kenmore estate.', 'beds:block'],
  ['ne-183rd', 'New roof, new flooring, new counters — then it sold for $1.15M.', ''],
  ['ne-183rd', 'Sold with a detached ADU ready to rent.', 'feature:adu:block'],
  ['dean-keeton', 'Student special: 1 bed 1 bath, 600 ft², $1150 per month.', ''],
  ['dean-keeton', 'Student special: 1 bed 1 bath with a private yard.', 'feature:yard:warn'],
  ['dean-keeton', 'Lease starts in August; $1,150/mo.', ''],
  ['n-wayne', 'Three-unit brick building, all units with in-unit laundry.', ''],
  ['n-wayne', 'Asking 1.5 million, cap rate on request.', ''],
  ['n-wayne', 'Vintage 3-flat built in 1925.', 'year_built:block'],
  ['n-wayne', 'Six-unit building in Lakeview.', 'property_type:block'],
  ['falling-spring', '4 bedrooms, 3.5 baths, 1.27 acres, $695K — Gaithersburg 20882.', ''],
  ['falling-spring', 'Sunroom, library with built-ins, and owned solar.', ''],
  ['falling-spring', 'Backs to parkland; three-car garage.', 'feature:garage:warn'],
  ['cypress', '3 bed 2 bath near downtown Columbus, 1,260 sqft, $275,000.', ''],
  ['cypress', 'Fenced yard and a detached two car garage.', ''],
  ['cypress', 'Built circa 1920 with original character.', ''],
  ['cypress', 'Priced at $295,000.', 'price:block'],
];

/** The first measure of this set, recorded before any change made after writing it. */
export const FIRST_MEASURE = {
  cases: 88,
  caught: '89.5% (34 of 38 wrong or unsupported claims)',
  false_alarms: '2.9% (1 of 35 findings)',
  clean_posts_flagged: '1.9% (1 of 53)',
  missed: [
    '"Beds: 3" (a label before the number)',
    '"Now in escrow" (status word not known)',
    '"detached ADU" against a description that only allows building ADUs',
    '"Six-unit building" against a 3-flat',
  ],
  false_alarm: '"new roof" against "All brand new: roof, flooring…"',
} as const;
