import { parseCorpus } from './corpus';

/**
 * Acceptable listing copy as agents write it (HUD 1995 memo: descriptions of the property, its
 * services and facilities, and the neighborhood are lawful), including words that sit next to class words.
 */
export const PROPERTY_DESCRIPTIONS = parseCorpus(`
ok - hud1995 | Stunning 4 bed, 3 bath colonial on a corner lot with a two-car garage.
ok - hud1995 | Updated kitchen with quartz counters, a farmhouse sink and a walk-in pantry.
ok - hud1995 | Hardwood floors, crown molding and a wood-burning fireplace.
ok - hud1995 | Open house Saturday 11-2; refreshments served!
ok - hud1995 | Primary suite with a spa-like bath and dual vanities.
ok - hud1995 | Fenced yard, patio, and a shed for extra storage.
ok - hud1995 | Minutes to shopping, dining and the commuter rail.
ok - hud1995 | New roof 2021, HVAC 2019, water heater 2023.
ok - hud1995 | HOA covers landscaping, snow removal and trash.
ok - hud1995 | Seller is offering a $5,000 credit toward closing costs.
ok - hud1995 | Finished basement with a rec room and a half bath.
ok - hud1995 | Tree-lined street in a desirable neighborhood.
ok - hud1995 | Rare find: lakefront cottage with a private dock.
ok - hud1995 | Great view of the mountains from the balcony.
ok - hud1995 | Community pool, tennis courts and walking trails.
ok - hud1995 | Gated entry and 24-hour security.
ok - hud1995 | Listed by Bailey Properties. Equal Housing Opportunity.
ok - hud1995 | Close to the hospital, the university and the airport.
ok - hud1995 | Energy-efficient windows and solar panels that convey.
ok - hud1995 | In-law suite with a separate entrance and kitchenette.
ok - hud1995 | Zoned for top-rated schools.
ok - hud1995 | Vaulted ceilings and skylights fill the home with light.
ok - hud1995 | The sunroom overlooks a koi pond.
ok - hud1995 | Laundry on the main floor, mudroom off the garage.
ok - hud1995 | Corner unit on the 12th floor with city views.
ok - hud1995 | Pet-friendly building with a dog run.
ok - hud1995 | Bike to the farmers market every Saturday.
ok - hud1995 | Quiet cul-de-sac at the end of a private drive.
ok - hud1995 | Price reduced! Motivated seller, bring all offers.
ok - hud1995 | Tenant occupied until June; please do not disturb.
ok - hud1995 | No HOA and no flood insurance required.
ok - hud1995 | Original 1920s details with a modern addition.
ok - hud1995 | Walk-in closets in every bedroom.
ok - hud1995 | Oversized lot zoned for a future ADU.
ok - hud1995 | Rooftop deck with a grill and fire pit.
ok - hud1995 | The den could be a fourth bedroom.
ok - hud1995 | A short drive to the beach and the marina.
ok - hud1995 | Chef's kitchen with a six-burner range.
ok - hud1995 | Radiant floor heating in the bathrooms.
ok - hud1995 | Basement workshop and a wine cellar.
ok - hud1995 | Low taxes and low utility bills.
ok - hud1995 | Showings begin Friday; offers due Monday at noon.
ok - hud1995 | Walk score 92, steps to cafes and the park.
ok - hud1995 | Covered front porch with a swing.
ok - hud1995 | Two primary suites, one on each floor.
ok - hud1995 | Storage unit and one deeded parking space included.
ok - hud1995 | Golf course views from the back patio.
ok - hud1995 | This home has it all: space, light and location.
ok - hud1995 | Renovated top to bottom by a local builder.
ok - hud1995 | Perfect for gardeners: raised beds and a greenhouse.
ok - hud1995 | Ideal for a home office with built-in shelving.
ok - hud1995 | Great for entertaining, with a wet bar and a patio.
ok - hud1995 | Perfect for anyone who loves to cook.
ok - hud1995 | Suited for hobby farming with a barn and paddock.
ok - hud1995 | No smoking inside the unit; no parties.
ok - hud1995 | Rent includes water, sewer and trash.
ok - hud1995 | 12-month lease, first month and deposit to move in.
ok - hud1995 | Credit score of 650 or higher required.
ok - hud1995 | Smoke-free building with a fitness room.
ok - hud1995 | Natural light, white walls, black window frames.
ok - hud1995 | Grey cabinets, brown leather chairs stay with the home.
ok - hud1995 | Christmas lights on the block are famous.
ok - hud1995 | Hanukkah and Christmas markets downtown in December.
ok - hud1995 | Catholic Charities thrift store is nearby.
ok - hud1995 | Perfect for first-time buyers or investors.
ok - hud1995 | Great for commuters, 10 minutes to the interstate.
ok - hud1995 | Ideal for remote workers with fiber internet.
ok - hud1995 | Perfect for pet owners, with a dog door and fenced yard.
ok - hud1995 | Income-restricted unit; household income limits apply per program rules.
ok - hud1995 | The community center hosts a farmers market.
`);
