import { parseCorpus } from './corpus';
import { REVIEW_43_B } from './review-43-b';

/**
 * Review set 43, written blind. Its author read only corpus.ts (the line format and parseCorpus), lines 1-45 of
 * review-36.ts (its header comment, for the label conventions; none of its sentences), the two `export` lines of
 * review-36.ts (printed by grep while checking the export shape; no sentence was printed), the two category arrays
 * FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES in @pp/contract (listing.ts), and the key names of SOURCES
 * (printed by a one-line script, needed for valid source ids; sources.ts was not opened). No rule, vocabulary,
 * pattern, engine, test, jurisdiction table or other corpus sentence file in packages/compliance was opened, no
 * example sentence was looked up on the web or in the library, every sentence was written by hand, and none was
 * run through the checker. Which states protect a state class is the author's own reading of the state codes, not
 * the project's jurisdiction table, so the lead should check the @XX lines in review-43-b.ts against that table
 * before reading a miss there as the checker's fault.
 *
 * Emphasis: the product turns listings into social posts (Facebook Marketplace, LinkedIn, X) and property pages,
 * so most lines are agent-written listing descriptions and posts in which the class reference is buried among
 * bedrooms, finishes, schools, commute and HOA details, with hashtags, emoji, abbreviations and calls to action.
 * The rest are landlord texts, leasing-office scripts, screening criteria, property-manager chat and HOA notices.
 *
 * Labels follow review-36's conventions. block: an explicit preference, limitation or exclusion by a class,
 * including coded ones; different terms or charges; steering (including assignment to a floor or building, 24 CFR
 * 100.70(c)(4)); a false "taken", "pending" or "full"; a discriminatory question; a refused accommodation or
 * modification; harassment, quid pro quo and a provider's failure to act on it (24 CFR 100.600, 100.7);
 * retaliation (24 CFR 100.400). A unit the author does not share (a separate studio or suite, or a room in a home
 * the author does not live in) is a dwelling of its own, so a limit there is block. warn: a description of who
 * lives there or who the home suits, and a blanket arrest or conviction bar (HUD 2016 criminal-records guidance,
 * filed under race). ok: equal-treatment and inclusion statements, terms the HUD 1995 memo calls acceptable,
 * look-alikes (colour names of materials and paint, place and street names, architecture styles), HOPA 55+ and 62+
 * with a verified policy, accessibility features, granted accommodations, a housemate preference in the author's
 * own home, lawful screening applied to all, individual criminal-record review, occupancy per the local code, and
 * language access. Federal lines on sexual orientation are filed under sex (HUD 2021); review-43-b.ts files the
 * state classes with @XX for a state the author believes protects the class.
 */
export const REVIEW_43_A = parseCorpus(`
# Familial status in listings and posts
block familial_status fha3604c | Just listed in Briarwood! 3BR/2BA ranch, 1,640 sqft, quartz counters, new LVP, fenced yard, W/D hookups, HOA $45/mo. Owner wants a quiet household so this one is really best without little ones running around. DM to tour! #JustListed #Briarwood
block familial_status fha3604c | 🏡 FOR RENT: 2BR/1BA condo off Route 9, updated kitchen, covered parking, pool + gym. All occupants must be 21 or older. $1,725/mo, first month free w/ 13-mo lease!
warn familial_status fha3604c | Gorgeous top-floor loft with exposed brick, 12 ft ceilings and a shared rooftop deck; the building is mostly young professionals and things stay very quiet after 10. #LoftLiving #Downtown
ok familial_status hud1995 | Spacious 4BR colonial with a family room off the kitchen, a walk-in pantry and a finished basement; walk to Lincoln Elementary and the Saturday farmers market. Schedule your showing today!
block familial_status cfr10070c4 | Now pre-leasing at The Marlowe: 1BR and 2BR homes, in-unit W/D, quartz, smart locks. Households with kids are placed in the garden-level units by the playground so the upper floors stay peaceful. Call the leasing office!
ok familial_status fha3604c | Welcome home to 14 Aspen Ct: 3BR/2.5BA, fenced backyard, cul-de-sac lot, Hillside school district and a 25-min commute to the medical center. Every household is welcome to tour! #OpenHouse Sunday 1-3
block familial_status fha3604b | Rent is $1,400 for one or two people. If you're bringing children it goes up to $1,550 to cover the extra wear and tear. Deposit is one month.
warn familial_status fha3604c | Perfect for empty nesters ready to downsize: single-level living, 2BR/2BA, low-maintenance yard, and the HOA handles snow removal and lawn care. #Downsizing #RanchLiving
block familial_status fha3604c | Cute 1BR cottage behind a house the owner rents out, sunny kitchen, gravel parking for one car. It isn't set up for a baby, so expecting applicants should probably keep looking.
ok familial_status keating1998 | Occupancy follows the city housing code, two persons per bedroom plus one, so the 2BR unit allows up to five occupants.
block familial_status fha3604c | Lake house for lease 🌊 3BR, private dock, screened porch, new HVAC. Great for a couple or a single person; not a fit for a crew with teenagers, sorry!
block familial_status cfr10080 | Saw on your application you have three kids, so just a heads up the 3BR is actually already taken, the ad just hasn't come down yet.
ok familial_status fha3602k | Cozy 2BR bungalow near Memorial Park, playground two blocks away, fenced yard and detached garage; families, singles and roommates are all welcome to apply.
block familial_status fha3604b | HOA NOTICE: Residents under 18 may not use the pool, the fitness center or the clubhouse at any time, even with a parent present.
block familial_status fha3604c | Proud to represent this 2BR penthouse at The Aldridge! Floor-to-ceiling glass, 24-hr concierge, rooftop pool. The owners are clear that this is an adult building and they'd like to keep it that way. #LuxuryRealEstate #Penthouse
block familial_status cfr10080 | Whoever calls about the townhouse with a stroller in tow, let them know the spring move-in dates are all gone.
ok familial_status cfr100 | Yes, your kids are welcome! The 3BR has two full baths and the school bus stops right at the entrance. Want to come see it Thursday at 5?
block familial_status fha3604c | Looking for a mature, settled tenant with no dependents, as the unit is small and the walls are thin. 1BR, $1,150, heat included.
warn familial_status fha3604c | Ultra-quiet building where most residents are retired teachers and nurses; this 1BR suits a peaceful lifestyle. Elevator, storage unit, garage parking.
ok familial_status fha3604b | HOA NOTICE: Bikes, scooters and skateboards may not be ridden on the walkways by anyone; please use the bike path along the east side.
ok familial_status fha3602k | Families with children, pregnant applicants and anyone securing custody of a child are protected under fair housing law, and we will never ask how many kids you plan to have.
ok familial_status fha3604c | Room to spread out: 4BR/3BA, a playroom or home office off the kitchen, a huge fenced yard and a bus stop at the corner. Price improvement! Call today.

# Housing for older persons
ok familial_status hopa | Willow Creek is a 55+ community under HOPA; at least 80% of homes are occupied by at least one resident 55 or older, confirmed by our published age-verification policy and surveys.
ok familial_status hopa | Sunset Terrace apartments are housing for older persons: every resident is 62 or older, under HUD's 62+ exemption, and ages are verified at application.
block familial_status hopa | Resort-style living without the retirement home price tag! Our building is 55+ friendly and we don't lease to families with kids. Ask about move-in specials.
warn familial_status fha3604c | Golf-course condo, 2BR/2BA, updated baths, screened lanai, and honestly great for retirees who want peace and quiet. HOA $280 includes cable.

# Race and colour
block race cfr10070 | Leasing script: If a Black applicant asks about Building A, mention the waitlist is long and walk them over to the Pinecrest units across the lot instead.
warn race fha3604c | Brick townhome, 2BR/1.5BA, private patio, near the Metro; the street is predominantly white and very well kept.
ok race style | Just listed on Martin Luther King Jr. Blvd: 2BR/2BA condo, 1,100 sqft, stainless appliances, garage parking, walk to the light rail. DM for details 📲
block color fha3604c | Room in a duplex I own across town, clean and quiet, utilities included. Lighter-skinned applicants tend to get along better with the current tenants, so please include a photo with your inquiry.
block race fha3604c | Established subdivision, 3BR split-level, updated baths, large deck. The HOA has done a great job keeping out the element from across the highway.
ok race fha3604c | We are an Equal Housing Opportunity provider and evaluate every applicant on the same written criteria, regardless of race, color, religion, sex, disability, familial status or national origin.
block race fha3604b | We had trouble with tenants from the Eastside projects, so applicants coming from there pay a double deposit and need a cosigner.
block race cfr10080 | The couple who called about 12B sounded Black on the phone, so just tell them it's pending and keep the listing live.
warn race hudCriminal2016 | Screening criteria: no applicants with any arrest on their record, no exceptions.
warn race hudCriminal2016 | 🏠 2BR apt, $1,300, water/trash incl. Requirements: 600+ credit, 3x rent in income, and absolutely no felonies ever. Apply online today!
ok race hudCriminal2016 | We look at criminal history case by case, weighing the nature and date of a conviction and any evidence of rehabilitation; arrests that did not lead to a conviction are not considered.
ok - cfr100 | Application criteria apply to every applicant: gross monthly income of 2.5 times the rent, verifiable rental history and a $40 screening fee.
block color cfr10070 | I'd skip the Brookside showing with those buyers, they're a darker family and the folks over there won't be welcoming. Let me find them something in Southgate.
ok color style | Exterior freshly painted in Tricorn Black with white trim, a new brown cedar fence and a bright red front door. #CurbAppeal #JustListed
ok color style | Gray Hawk Estates 4BR/3BA, 2,450 sqft on a corner lot off Whitehall Road; HOA $120/mo covers trash and common-area upkeep.
ok color style | Stunning modern farmhouse: white oak floors, matte black fixtures, a charcoal island and a brown leather banquette in the breakfast nook. #ModernFarmhouse
ok color hud1995 | Restored 1890s Queen Anne in the historic district: black walnut banister, original pocket doors, a butler's pantry and a master suite with a clawfoot tub.
block race fha3604c | Quiet, safe, no-surprises neighborhood with the right kind of neighbors 😉 3BR/2BA, $425K, you know what I mean. #RealEstate #HomeForSale
block race fha3604c | 2BR house for rent 🔑 $1,450, big yard, new carpet. No Section 8, no ghetto drama, serious inquiries only!
warn race fha3604c | Walkable pocket of Westlake: 2BR rowhouse, exposed brick, new kitchen. The area is gentrifying fast and the demographics have really changed in the last few years. #UpAndComing
ok race fha3604c | Beautiful 3BR in the Heritage District, home to the African American History Museum and the Juneteenth parade route, with a new roof, new HVAC and a detached studio.

# Religion
block religion fha3604c | Sunny 2BR garden apartment near St. Agnes, off-street parking, laundry on site, heat included. Ideal for a churchgoing tenant; we'd prefer someone who shares our faith.
ok religion hud1995 | 3BR ranch within walking distance of Temple Beth Shalom, St. Luke's Episcopal, the public library and two grocery stores.
block religion fha3604b | Clubhouse rules: residents may reserve the party room for birthdays and showers but not for religious gatherings, prayer meetings or Bible study.
warn religion fha3604c | Lovely 4BR on Elm with a big kitchen and a three-car garage; the ward building is around the corner and nearly every household on the street is LDS.
block religion fha3604c | Basement suite with a private entrance, utilities included. We keep a kosher home upstairs, so we would only consider tenants who are also Jewish.
ok religion fha3607a | St. Vincent's Residence, a non-commercial housing ministry of the diocese, gives priority to members of the parish for its senior apartments, as the Act allows religious organizations to do.
block religion cfr100400 | After your wife complained about the comments on her headscarf, management has decided not to renew your lease.
ok religion fha3604c | Holiday note from the HOA: lights along Maple Way go up December 1 and the Diwali lantern display returns to the clubhouse, all residents invited!
block religion cfr10070c4 | Put the Muslim applicants in Building D with the others, it keeps everyone comfortable.
ok religion style | Cathedral ceilings, a chapel-style window over the stairs and a walkout lower level; 5BR/4BA on 2 acres in Trinity Hills. #LuxuryHomes
block religion fha3604c | 🙏 Blessed to list this 3BR/2BA in Pine Ridge! The sellers would love for it to go to a good Christian family who will keep it a house of prayer.
ok religion fha3604c | Sukkahs, menorahs and other holiday decorations are allowed on balconies for every resident for up to ten days, per the HOA rules.

# Sex, including sexual orientation (HUD 2021)
block sex fha3604c | Private studio above the detached garage with a kitchenette and its own entrance, $950 incl. utilities. Female tenants only and no male visitors overnight.
ok sex fha3604c | Room for rent in my own 3BR house where I live, shared kitchen and bath; female housemate preferred since we would share the only bathroom.
block sex cfr100600 | If you're short on rent this month we can work something out, just come by tonight and keep me company.
block sex cfr1007 | He's been the super for 20 years and doesn't mean anything by the comments, so just keep your door chained if it bothers you.
warn sex fha3604c | 1BR over the hardware store, big windows, workbench in the basement, ideal for a single working man.
ok sex style | Steps from the Boys and Girls Club and Queen's Harbor Marina: 3BR/2BA townhome with a 1-car garage and an HOA-maintained lawn.
ok sex style | Primary suite with his-and-hers walk-in closets, double vanity and a soaking tub; the guest suite is on the main floor.
block sex hud2021 | We don't rent to same-sex couples, it's nothing personal, that's just the owner's policy.
block sex fha3604b | Single moms are asked for a cosigner on every lease; two-parent households are not.
ok - nar10 | Our brokerage shows every listing to every buyer, and we never suggest a neighborhood based on who lives there.
block sex fha3604c | Upstairs flat in a 6-unit building, ideal for a professional woman; male applicants will not be considered.
ok sex hudNuisance2016 | Calls to 911 or the police for help, including domestic violence calls, will never be held against a resident or counted as a lease violation.
block sex hudNuisance2016 | Three police calls to your unit in 90 days, even if you were the one calling about your ex, means automatic eviction under our crime-free addendum.
ok sex hud1995 | Master bedroom with an en-suite bath and sitting area, plus a mother-in-law suite with its own kitchenette.

# Disability
block handicap fha3604c | Third-floor walk-up, 1BR, skylights, clawfoot tub, heat and hot water incl. Tenant must be able to climb the stairs unassisted and be in good health.
ok handicap hud1995 | Third-floor walk-up with no elevator, 1BR with skylights and a clawfoot tub; heat and hot water included.
ok handicap cfr100202 | Fully accessible 2BR: zero-step entry, 36-inch doorways, roll-in shower, lowered counters and a reserved van-accessible parking space. #Accessible
block handicap hudDojRa2004 | We can't give you a space closer to the door just because you use a cane, parking is first come first served like for everyone else.
block handicap fheo202001 | No pets, and that includes so-called emotional support animals. If you need one, this isn't the place for you.
ok handicap fheo202001 | No pets allowed. Assistance animals for people with disabilities are not pets and are welcome with no pet deposit or pet rent.
block handicap fha3604b | Tenants who use oxygen tanks must carry extra renter's insurance naming the owner, minimum $300 a year.
block handicap cfr100202 | Grab bars, ramps and any other changes are not permitted under any circumstances; the unit is rented as-is.
block handicap fha3604c | 2BR near the hospital campus, updated kitchen, balcony. Not suitable for anyone in recovery or on psychiatric medication, and we check.
block handicap cfr100202 | Application question 7: Do you or anyone in your household have a physical or mental disability? If yes, please describe.
warn handicap fha3604c | Rustic cabin reached by a steep 200-yard footpath, best suited to a very active, fully mobile renter who loves hiking.
ok handicap hudDojRa2004 | As you requested, we've approved a reserved space next to your entrance and moved your rent due date to match the date your benefits arrive.
ok handicap hud1995 | Great jogging trails, a 9-hole course and walking distance to the waterfront; 3BR/2BA with a first-floor primary bedroom.
block handicap cfr10070 | With your son's wheelchair you'd honestly be happier in the ranch homes over in Meadowbrook, so I won't bother setting up the townhouse tours.
ok handicap fha3604c | Ground-floor unit with a no-step entry; we're happy to discuss reasonable accommodations or modifications, just ask the leasing office.
ok handicap cfr100202 | A visual doorbell and strobe smoke alarms were installed for a deaf resident, and we'll keep them in place for the next tenant too.
block handicap fha3604c | Independent living community: residents must be able to get around without aides, walkers or wheelchairs.
block handicap cfr100400 | Since you filed that HUD complaint about the ramp, your rent goes up at renewal and the railing will be fixed when we get to it.

# National origin
block national_origin fha3604c | New 2BR in Riverside Commons, in-unit W/D, dishwasher, balcony, 1 assigned parking spot, cats OK. Must speak fluent English, no exceptions.
ok national_origin hudLep2016 | Se habla español: our leasing team can meet with you in English, Spanish or Vietnamese, and translated leases are available on request.
block national_origin hudNo2016 | If the applicant has a strong accent, ask for proof of citizenship up front; everyone else just needs a photo ID.
ok national_origin hudNo2016 | Any government-issued photo ID is accepted, including a foreign passport or a matrícula consular.
warn national_origin fha3604c | Cute bungalow in Little Saigon, 3BR/2BA, remodeled kitchen; the street is nearly all Vietnamese families and the neighbors are super friendly.
ok national_origin style | Steps from the Chinatown night market, Koreatown restaurants and the Little Italy festival grounds: 1BR/1BA loft with 11-ft ceilings. #CityLiving
block national_origin fha3604c | 🔑 Room in a 4BR house (landlord lives out of state), $700 all in, near campus. American-born renters only, sorry no international students.
block national_origin cfr10070 | I'd point the Guatemalan couple toward Eastbrook, lots of their people already live there and they'd feel more at home.
block national_origin fha3604b | Applicants born outside the U.S. pay first, last and an additional $1,000 deposit.
ok national_origin style | Charming Spanish Colonial revival: red tile roof, arched doorways, hand-painted Talavera tile in the kitchen and a courtyard fountain.
ok national_origin style | French doors open onto an English garden, with a Swedish-style sauna downstairs and Italian marble in the primary bath.
block national_origin cfr1007 | The remarks from 3A about your family's accent and where you came from are a neighbor dispute, and management does not get involved in those.
block national_origin fha3604c | Looking for someone who's from around here. Locals preferred, no recent immigrants please.
block national_origin fha3604b | HOA notice: cooking with strong ethnic spices on balconies is prohibited, and music in foreign languages must be kept indoors.
block national_origin fha3604c | 🏠✨ Room avail in a Sunnyvale 3BR (owner not living there), $1,200, furnished, near Caltrain. Prefer Indian vegetarian professionals only 🙏 DM!
ok national_origin fha3604c | 🏠 Room in my own 2BR condo where I live; I keep a vegetarian kitchen, so a vegetarian roommate is preferred. Walk to Caltrain. DM!
block national_origin cfr10080 | For callers who sound Hispanic, describe the Lakeview units as full and invite them to apply at our sister property.

# Plain listings and posts
ok - style | Open house Sat 11-2! 5BR/3BA, 3,100 sqft, new roof, solar, EV charger, 3-car garage and a bonus room over the garage. HOA $60/mo. #OpenHouse #NewListing
ok - fha3604c | Bright 2BR/1BA, 850 sqft, W/D in unit, dishwasher, central air, 1 parking spot, cats and small dogs welcome with deposit. No smoking. $1,650, available 9/1.
ok - nar10 | New listing alert 🚨 2BR/2BA condo, $389K, HOA $310 incl. water + gym, 10 min to downtown. Tours all weekend, link in bio #realestate #condo
ok familial_status hud1995 | Bonus den or nursery off the primary suite, 2 full baths and a fenced yard backing onto the greenway. 4BR/2BA, 1,980 sqft, HOA $35. Book your private showing! #HomeSweetHome
ok national_origin style | An Irish pub, a Thai kitchen and a Polish bakery all within a 5-min walk of this 2BR/1BA condo in Ukrainian Village; W/D in unit, deeded parking. #Chicago
ok religion style | Converted 1920s church loft with soaring stained-glass windows and the original pews rebuilt as a window bench; 2BR/2BA, 1,400 sqft, truly one of a kind! #ChurchConversion
ok handicap hud1995 | Wheelchair-accessible entrance? Yes! Elevator to every floor, wide hallways and lever handles throughout this 1BR/1BA, $1,395. Call or text to tour.
ok race fha3604c | Our team markets every listing in English and Spanish on every platform, so every buyer in the region gets to see it. #FairHousing
ok sex fha3604c | Seller is a single mom relocating for work and motivated to close by 6/30! 3BR/2BA, new roof, 2-car garage, Ridgeview schools. Bring all offers.
ok color style | Whitewater views from the deck of this A-frame on Black Bear Road; 3BR/2BA, wood stove, hot tub, 15 min to the lifts. #CabinLife
ok - fha3604c | Now leasing: studios from $1,295 and 1BRs from $1,545, pet spa, coworking lounge, bike storage, package lockers and EV chargers. Ask about our look-and-lease special! #NowLeasing
`);

export const REVIEW_43 = [...REVIEW_43_A, ...REVIEW_43_B];

/**
 * First measure, before anything was tuned or trained on this set, with nothing of it read: at a88eb34
 * (rules and readers trained on every set but this one and review-44), 93 of 107 caught, 59 of 87 blocked, 3 of 79 flagged; the rules alone 80/107, 58/87, 3/79
 * (74.8 / 66.7 / 3.8).
 */
export const FIRST_MEASURE_43 = {
  commit: 'a88eb34',
  violations_caught_pct: 86.9,
  exclusions_blocked_pct: 67.8,
  false_alarms_pct: 3.8,
} as const;
