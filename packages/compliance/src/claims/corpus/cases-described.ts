import type { ClaimCase } from './case';

/**
 * Facts the listing states only in its description (issue 26): schools, commute, stories, lease
 * terms, deposits, availability, taxes, appliances that stay, renovations, occupancy. Each is
 * supported by the description's same fact, contradicted by its other one, or unsupported; and the
 * ordinary words that name none of them ("a story", "release", "deposit your offer") find nothing.
 */
export const DESCRIBED_CASES: ClaimCase[] = [
  // Schools: n-wayne's description has "top-rated Blaine Elementary", sparrow-hawk's "Eddins Elementary".
  ['n-wayne', 'Steps from top-rated Blaine Elementary.', ''],
  ['n-wayne', 'Walk to top-rated schools from this 3-flat.', ''],
  ['n-wayne', 'Zoned for Lincoln Elementary.', 'feature:schools:block'],
  ['sparrow-hawk', 'Zoned for Eddins Elementary in McKinney ISD.', 'feature:schools:warn'],
  ['okeefe', 'Walk to award-winning schools.', 'feature:schools:warn'],
  ['okeefe', 'Grab a slice at Old School Pizza nearby.', ''],
  ['okeefe', 'The school down the street was built in 1950.', ''],
  // Commute: lee-marie's description has only "just minutes to shopping".
  ['okeefe', 'Ten minutes to Stanford, 30 minutes to SFO.', 'feature:commute:warn feature:commute:warn'],
  ['lee-marie', 'Just minutes to shopping and dining!', ''],
  ['lee-marie', '15 minutes to Uptown Charlotte.', 'feature:commute:warn'],
  ['okeefe', 'Tour it in 30 minutes from now.', ''],
  // cypress's description has only "easy access to the highway and a central location".
  ['cypress', 'Only 2 miles to downtown Columbus.', 'feature:commute:warn'],
  ['dean-keeton', 'Across the street from the law school, 2 blocks to campus.', ''],
  // Stories: maple-grove is a "single-story home", sparrow-hawk a "1-story home", okeefe has an upstairs.
  ['maple-grove', 'Single-level living in Round Rock.', ''],
  ['maple-grove', 'Two-story home in Round Rock.', 'feature:stories:block'],
  ['okeefe', 'All on one level!', 'feature:stories:block'],
  ['okeefe', 'Every home has a story; this one is yours.', ''],
  ['sparrow-hawk', 'A dramatic two-story family room.', ''],
  ['w-81st', 'A classic nine-story building.', ''],
  // Lease terms and deposits: dean-keeton states "Security Deposit: $1,500".
  ['dean-keeton', 'Security deposit $1,500. 12-month lease.', 'feature:lease_term:warn'],
  ['dean-keeton', 'Deposit: $1,150.', 'feature:deposit:block'],
  ['larkspur', 'Press release: Congress Park rentals are in demand.', ''],
  ['larkspur', 'Deposit your application online today.', ''],
  // Availability: dean-keeton says "Available 8/6/26".
  ['dean-keeton', 'Available August 6 for the fall semester.', ''],
  ['dean-keeton', 'Available August 1!', 'feature:availability:block'],
  ['larkspur', 'Available Jan 10, 2026: apply online.', 'feature:availability:warn'],
  // Taxes: none in any corpus description; a tax credit and "syntax" are no tax bill.
  ['cypress', 'Annual property taxes only $2,900.', 'feature:property_tax:warn'],
  ['cypress', 'Ask about the $7,500 tax credit.', ''],
  // Appliances: lee-marie's "Brand new oven and refrigerator" says they are new, not that they stay.
  ['lee-marie', 'Refrigerator and washer/dryer included.', 'feature:appliances_included:warn'],
  ['lee-marie', 'Brand new oven and refrigerator.', ''],
  ['okeefe', 'Washer/dryer hookups upstairs.', ''],
  // Renovation: birch-hollow has "a renovated bath", n-wayne "Kitchens have been renovated",
  // maple-grove "New roof in 2022".
  ['birch-hollow', 'Renovated bathroom and hardwood floors.', ''],
  ['birch-hollow', 'Renovated kitchen and hardwood floors.', 'feature:renovation:warn'],
  ['n-wayne', 'Renovated kitchens in every unit.', ''],
  ['maple-grove', 'New roof in 2022.', ''],
  ['maple-grove', 'New roof 2019!', 'feature:new_roof:block'],
  ['maple-grove', 'Remodeled in 1995.', 'feature:renovation:block'],
  ['okeefe', 'Renovation potential galore.', ''],
  // Occupancy: no corpus description says who lives there.
  ['n-wayne', 'Delivered vacant at closing.', 'feature:occupancy:warn'],
  ['ne-183rd', 'Owner-occupied and lovingly kept.', 'feature:occupancy:warn'],
];
