import type { ClaimCase } from './case';

/**
 * Cases written for the families a sixth blind measure showed (issue 26), in other words and on other
 * listings than the unseen posts: comps listed by address, a lot's or a part's area, Spanish millions,
 * prices in titles and drops, "coming soon", studios and dashed shorthand, ZIPs named as areas,
 * decades in words, rental terms and features. Clean traps: other homes' figures, lot areas, the
 * agent's phone number, mortgage payments and down-payment percentages. Contradictions are written
 * from each listing's facts.
 */
export const GENERALISED_CASES_6: ClaimCase[] = [
  // 1. A comp's address opens its own figures until the sentence ends.
  ['cypress', 'Recently sold nearby: 41 Hawkes Ave, 4 bed, 1,900 sq ft, $329,000 in 5 days.', ''],
  ['cypress', 'Comps: 120 S Cypress Ave, 2 bed, $240,000. Ours: 3 bed, $275,000.', ''],
  ['cypress', 'Comps: 120 S Cypress Ave, 2 bed, $240,000. Ours: 4 bed, $275,000.', 'beds:block'],
  ['lee-marie', 'Nearby sales: 5600 Lee Marie Ln, 3 bed, 1,500 sq ft, $330,000.', ''],
  ['maple-grove', 'Also nearby — 2215 Maple Grove Ln sold at $520,000 with 4 beds.', ''],
  [
    'sparrow-hawk',
    'Sold on the same street: 320 Sparrow Hawk, 4 bed, 2,700 sq ft. This one: 3 bed, 2,285 sq ft.',
    '',
  ],
  ['sparrow-hawk', 'Sold on the same street: 320 Sparrow Hawk, 4 bed. This one: 4 bed.', 'beds:block'],
  ['birch-hollow', 'Comps: 14 Pine Ridge Rd, 4 bd, $699,000. Call Lena at 603-555-0110.', ''],
  // 2. A lot's or a part's area is not the living area.
  ['lee-marie', 'A 6,534 sq ft corner lot with a 1,704 sq ft home.', 'feature:corner:warn'],
  ['falling-spring', '1.27 acres (about 55,300 sq ft) of Goshen Hunt country.', ''],
  ['ne-183rd', 'Gated 2.15-acre lot (93,654 sq ft) with 2,000 sq ft of living space.', ''],
  ['sparrow-hawk', 'Backyard lot is 60x115 (6,900 sq ft).', ''],
  ['maple-grove', 'A 9,148 sq ft wooded lot.', ''],
  ['maple-grove', 'A 12,000 sq ft wooded lot.', 'lot_size:block'],
  ['okeefe', 'Patio de 200 pies cuadrados y 2 recámaras.', ''],
  // 3. Spanish millions with a decimal point.
  ['e-9th', 'Departamento de una recámara en venta: $1.795 millones.', ''],
  ['e-9th', 'Departamento de una recámara en venta: $1.895 millones.', 'price:block'],
  ['ocean-front-walk', 'Casa nueva frente al mar: $12.95 millones.', ''],
  // 4. A multi-family building's unit count is its own claim.
  ['n-wayne', 'Brick 6-unit building in Lakeview.', 'feature:units:block'],
  ['n-wayne', 'Brick 3-unit building in Lakeview, $1.5M.', ''],
  // 5. Prices in titles, drops, closings; a rent asked for a home for sale.
  ['okeefe', 'Townhome for sale – $735,000', ''],
  ['okeefe', 'Townhome for sale – $785,000', 'price:block'],
  ['larkspur', '2 Bed Apartment for Rent – $2,350', ''],
  ['larkspur', '2 Bed Apartment for Rent – $2,550', 'price:block'],
  ['lee-marie', 'PRICE DROP! Now $348,000 (was $365,000). Est. $2,300/mo with 5% down.', ''],
  ['lee-marie', 'PRICE DROP! Now $338,000 (was $348,000).', 'price:block'],
  ['birch-hollow', 'We closed on 37 Birch Hollow Rd for $612,000!', ''],
  ['birch-hollow', 'We closed on 37 Birch Hollow Rd for $652,000!', 'price:block'],
  ['okeefe', 'For lease: 2 bed townhome, $4,500/mo.', 'status:block price:warn'],
  ['okeefe', 'Payments near $4,100/mo with 20% down on this 2 bed.', ''],
  // 6. Coming soon is not a home already for sale or sold.
  ['maple-grove', 'Coming soon! 3 bed single-story in 78745.', 'status:block'],
  ['ne-183rd', 'Coming soon to the market: gated Kenmore estate.', 'status:block'],
  ['okeefe', 'More townhomes like this one coming soon — ask Karla.', ''],
  // 7. Studios and dashed shorthand.
  ['larkspur', 'Sunny studio in Denver, $2,350/mo.', 'beds:block'],
  ['cypress', 'Bungalow with an art studio out back.', ''],
  ['sparrow-hawk', 'One-story brick — 3/3, hardwoods and a see-through fireplace.', ''],
  ['sparrow-hawk', 'One-story brick — 4/3, hardwoods and a see-through fireplace.', 'beds:block'],
  // 8. ZIPs after a possessive or an article.
  ['maple-grove', "South Austin's 78745 at its best.", ''],
  ['maple-grove', "South Austin's 78748 at its best.", 'address.postal_code:block'],
  ['cypress', 'Franklinton living in the 43222.', ''],
  ['cypress', 'Franklinton living in the 43215.', 'address.postal_code:block'],
  // 9. Decades in words, lot bounds.
  ['cypress', 'Built in the nineteen-twenties, on a fenced lot.', ''],
  ['cypress', 'Built in the nineteen-fifties.', 'year_built:block'],
  ['marble-creek', 'Late 90s custom build on a cul-de-sac.', ''],
  ['ne-183rd', 'Nearly an acre of park-like grounds.', 'lot_size:block'],
  ['ne-183rd', 'Just over two acres of park-like grounds.', ''],
  // 10. Rental terms in comma lists.
  ['larkspur', '2 bed, 1 bath, dogs allowed, $2,350/mo.', 'feature:pets:warn'],
  ['e-9th', 'Prewar one-bedroom, no pets, $1,795,000.', 'feature:pets:block'],
  ['e-9th', 'Prewar one-bedroom, pets welcome, $1,795,000.', ''],
  ['dean-keeton', '1 bed near UT, $1,150/mo, application fee and admin fee apply.', ''],
  ['larkspur', 'Balcony, reserved parking, admin fee $100.', 'feature:fees:warn'],
  ['larkspur', 'Sunny 2 bed with all utilities included.', 'feature:utilities:warn'],
  // 11. Features: laundry, vacancy, views, amenities.
  ['w-81st', 'Upper West Side 2 bed with in-unit washer and dryer.', 'feature:laundry:block'],
  ['larkspur', 'Second-floor 2 bed with in-unit laundry and a balcony.', ''],
  ['w-81st', 'Move-in ready and vacant on West 81st.', 'feature:occupancy:block'],
  [
    'marble-creek',
    'Outdoor kitchen and heated floors in the primary bath.',
    'feature:outdoor_kitchen:warn feature:heated_floors:warn',
  ],
  ['falling-spring', 'Colonial con vista al río.', 'feature:water_view:warn'],
  // 12. A count the listing does not state.
  ['marble-creek', 'Custom home with a three-car garage.', 'feature:garage:warn'],
  ['marble-creek', 'Extended garage and a porte cochere.', ''],
  ['cypress', 'Bungalow with a three-car garage.', 'feature:garage:block'],
];
