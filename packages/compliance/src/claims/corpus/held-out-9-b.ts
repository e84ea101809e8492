import type { ClaimCase } from './case';

/** Part b of held-out set 9 (issue #26); see held-out-9.ts for how it was written. Not measured by its author. */
export const HELD_OUT_9_B: readonly ClaimCase[] = [
  // larkspur: for rent $2,350/mo; 910 Larkspur St APT 4, Denver CO 80206; 2 bd 1 ba; 940 sqft; 1962; open house Sat 2026-01-10 10:00-12:00; second floor, in-unit laundry, balcony, one reserved parking space
  [
    'larkspur',
    "Thanks to everyone who stopped by Saturday's open house at 910 Larkspur #4 (Jan 10, 10 to noon)! Still available: 2 bd, 1 ba, $2,350/mo.",
    '',
  ],
  ['larkspur', 'Open house Saturday, Jan 10, 1 to 3 PM at 910 Larkspur St Apt 4.', 'open_houses:block'],
  [
    'larkspur',
    '2BR/1BA with an in-unit washer and dryer, a balcony and two reserved parking spots, $2,350/mo.',
    'feature:parking:block',
  ],
  [
    'larkspur',
    'For Rent: 2 bd / 1 ba apartment, under 1,000 sf, built 1962, Denver 80206. Mountain views from the balcony!',
    'feature:mountain_view:warn',
  ],
  [
    'larkspur',
    'Denver apartment tour 🎥 two beds, one bath, laundry in the unit, $2,530 a month',
    'price:block',
  ],
  [
    'larkspur',
    'Marcus Bell, Front Range Leasing, license FA.100094321, 14 years in leasing. Ask about Apt 4 at 910 Larkspur: $2,350/mo.',
    '',
  ],
  ['larkspur', 'Pets welcome + garage parking at 910 Larkspur #4!', 'feature:pets:warn feature:garage:warn'],
  [
    'larkspur',
    'Departamento en renta: 2 recámaras, 1 baño, lavadora y secadora dentro, balcón y un lugar de estacionamiento reservado. $2,350 al mes.',
    '',
  ],
  // lee-marie: for sale $348,000; 5518 Lee Marie Ln, Charlotte NC 28269; 4 bd 2.5 ba; 1,704 sqft; 6,534 sqft lot (0.15 ac); 2016; MLS 4075113; new carpet and LVP, new oven and refrigerator, attached two-car garage, fenced backyard with patio
  [
    'lee-marie',
    "What's special:\n• 4 bd / 2.5 ba\n• Attached 2-car garage\n• Fenced backyard with patio\n• Built 2016\n• Mid $300s",
    '',
  ],
  ['lee-marie', 'Price improvement! 5518 Lee Marie Ln is now $339,000.', 'price:block'],
  ['lee-marie', 'Nearly 2,000 sq ft in 28269: 4 beds, built 2016.', 'living_area_sqft:block'],
  [
    'lee-marie',
    'Neighborhood snapshot: a 3-bed on Mallard Creek sold for $362K last month, and a 5-bed with a pool listed at $425K. 5518 Lee Marie: 4 bed, 2.5 bath, $348K.',
    '',
  ],
  ['lee-marie', 'Ten-year-old home in Charlotte on a quarter-acre lot.', 'lot_size:block'],
  ['lee-marie', '5518 Lee Marie Ln, Charlotte, NC 28269-4417: 4/2.5, 1,704 sf, $348,000.', ''],
  [
    'lee-marie',
    'Fireplace + screened porch: 4BR in Charlotte.',
    'feature:fireplace:warn feature:screened_porch:warn',
  ],
  // maple-grove: for sale $489,000; 2207 Maple Grove Ln, Austin TX 78745; 3 bd 2 ba; 1,684 sqft; 0.21 ac; 1998; MLS 8123456; single-story, open kitchen, quartz, covered patio, new roof in 2022, mature oaks
  [
    'maple-grove',
    'South Austin single-story under $500K: 3 bd, 2 ba, 1,684 sf, new roof in 2022. MLS 8123456',
    '',
  ],
  ['maple-grove', 'A half-acre lot with mature oaks, 3/2, $489K.', 'lot_size:block'],
  [
    'maple-grove',
    'this 78745 house has a POOL and a covered patio 😍 3 bed 2 bath $489k',
    'feature:pool:warn',
  ],
  [
    'maple-grove',
    'Subject: New roof (2019) + quartz counters | Preview: 2207 Maple Grove Ln, 3 bd, 2 ba',
    'feature:roof:block',
  ],
  [
    'maple-grove',
    "Just listed: 2207 Maple Grove Ln, Austin 78745. 3 beds, 2 baths, yb '98, about 0.2 acres. Call Dana at (512) 555-0142.",
    '',
  ],
  [
    'maple-grove',
    'Mortgage rates dipped to 6.4% this week. At that rate, 2207 Maple Grove Ln ($489,000) with 5% down runs roughly $3,300/mo including taxes.',
    '',
  ],
  ['maple-grove', '2,100 sq ft, 3 bd in South Austin, on Maple Grove Ln.', 'living_area_sqft:block'],
  // marble-creek: for sale $815,000; 13915 Marble Creek Ct, Houston TX 77077; 4 bd 3.5 ba; 4,479 sqft; 0.36 ac; 1999; MLS 33148146; cul-de-sac, 3 fireplaces, Sub-Zero, "ample space for pool" (so no pool), extended garage and 2-car porte cochere
  [
    'marble-creek',
    'Kickerillo custom on a cul-de-sac: 4 bd, 3.5 ba, nearly 4,500 sf, 3 fireplaces, $815,000.',
    '',
  ],
  [
    'marble-creek',
    'Resort-style backyard with a sparkling pool: 4/3.5 in Houston 77077.',
    'feature:pool:block',
  ],
  ['marble-creek', 'Two fireplaces, a Sub-Zero fridge and 4,479 sq ft.', 'feature:fireplace:block'],
  ['marble-creek', 'Offered in the low $800s: four bedrooms on 0.36 ac, yb 1999, 13915 Marble Creek Ct.', ''],
  [
    'marble-creek',
    'Heidi Dietrich, Dietrich Properties, (281) 558-4114, TREC #0456789, 25+ years in West Houston. Featured: 13915 Marble Creek Ct, 4 beds.',
    '',
  ],
  [
    'marble-creek',
    'Built 2009, 5 bedrooms, on nearly half an acre in West Houston.',
    'year_built:block beds:block lot_size:block',
  ],
  [
    'marble-creek',
    'Casa de 4 recámaras y 3.5 baños en Houston, 4,479 pies cuadrados, con cochera para 3 autos.',
    'feature:garage:warn',
  ],
  // n-wayne: for sale $1,500,000; 3760 N Wayne Ave, Chicago IL 60613; multi-family 3-flat; 7 bd 4 ba; no living area; 3,000 sqft lot; 1915; MLS 12477908; in-unit laundry, rear decks, GFA/CA, top-rated Blaine Elementary; Lakeview is the neighbourhood, not a view
  [
    'n-wayne',
    'Southport Corridor 3-flat: 7 beds and 4 baths across three units, in-unit laundry, $1.5M.',
    '',
  ],
  [
    'n-wayne',
    'Investor alert: 1915 brick 3-flat at 3760 N Wayne Ave, Chicago 60614.',
    'address.postal_code:block',
  ],
  ['n-wayne', 'Steps to top-rated Blaine Elementary. 3760 N Wayne: 3 units, built 1915, 3,000 sf lot.', ''],
  ['n-wayne', 'Over 4,000 sq ft of living space across 3 units on N Wayne.', 'living_area_sqft:warn'],
  [
    'n-wayne',
    'At a 5.5% cap rate and 25% down, the numbers work: 3760 N Wayne Ave, $1.5M, MLS 12477908.',
    '',
  ],
  ['n-wayne', 'Lake views from the rear decks! Lakeview 3-flat, 7 bd.', 'feature:water_view:warn'],
  ['n-wayne', 'Single-family living in Lakeview: 7 bd, 4 ba, $1.5M.', 'property_type:block'],
  ['n-wayne', 'Built in 1951, GFA/CA in every unit, garage parking.', 'year_built:block feature:garage:warn'],
];
