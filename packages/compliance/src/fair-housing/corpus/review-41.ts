import { parseCorpus } from './corpus';
import { REVIEW_41_B } from './review-41-b';

/**
 * Review set 41, written blind. Its author read exactly four things: corpus.ts (the line format and
 * parseCorpus), the first 45 lines of review-36.ts (its header comment and label conventions, none of its
 * sentences), the two lists FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES in @pp/contract (listing.ts),
 * and the key names of SOURCES, printed by a one-line script (sources.ts itself was not opened). Nothing else in
 * packages/compliance was opened: no rule, vocabulary, pattern, engine, test, jurisdiction table or other corpus
 * file. No public source was searched, every sentence was written by hand for this set, and none was run through
 * the checker (the only thing run was parseCorpus, to check the lines parse). Class names are the contract's
 * (handicap for disability).
 *
 * The set leans towards ordinary copy: about half the lines read like an MLS description, a Facebook Marketplace
 * rental post, a LinkedIn "just listed" post or an X post, full of beds, baths, square feet, finishes, schools and
 * commutes, with the violation (if any) sitting among the ordinary copy; the rest are texts, emails, screening
 * criteria, lease clauses and internal notes. review-41-b.ts holds the Spanish and other-language lines, the
 * evasions and the state-class lines.
 *
 * block: an explicit preference, limitation or exclusion by a class, often phrased indirectly ("buyers who look
 * like the rest of the street", "has always been Caucasian and the owner wants to keep it that way", "empty
 * nesters only, this building is not a playground", "not people right off the boat"); numeric limits on children
 * and a two-person cap on a two-bedroom (Keating memo); different terms (a higher rent quoted to a Black couple, a
 * deposit only men pay, $100 more for an Indian family's "cooking smells", curfews and bike bans for children,
 * clubhouse bookings for Christmas but not Eid or Diwali, a guide dog sent to the freight elevator); steering and
 * unit assignment (Southgate vs. Hillcrest, families to the back building, Vietnamese buyers kept around Bolsa);
 * a false "already leased" to a deaf applicant and to a pregnant caller; questions about psychiatric medication,
 * church attendance, pregnancy plans and papers for anyone with an accent; harassment (a late fee traded for
 * dinner, threats over a teenager at the pool), a manager who shrugs off a maintenance man's entries, and
 * retaliation after a complaint. warn: who lives there or who the home suits without a rule ("almost entirely
 * white", "Orthodox families walk to shul", "perfect for a young professional couple", "the perfect setup for a
 * guy", "suits somebody young, fit and healthy"), and blanket bars on any arrest or any conviction (HUD 2016
 * criminal-records guidance, disparate impact, filed under race). ok: plain ad copy, the HUD 1995 memo's
 * acceptable words and harmless look-alikes (family room, master suite, his-and-hers closets, walk to church,
 * temple or mosque, white quartz and Blackburn Avenue, Spanish tile, Indian River, Christian Street, a converted
 * chapel, a walk-up described), HOPA 55+ and 62+ with a published policy, accessibility features and granted
 * accommodations, a housemate limited by sex in the author's own home (Roommates.com, 9th Cir. 2012), a religious
 * order's non-commercial housing (42 U.S.C. 3607(a)), individualised criminal-record review, interpreters and
 * translated leases, and equal-treatment statements that repeat class words and negation.
 *
 * State classes carry @XX only where the author believes the state's own law protects the class (source of
 * income CA, NY, NJ, MA; marital status NY, MN, MA, CA; age NJ, NY, MI; military status NY, WA, IL; sexual
 * orientation and gender identity CO, NY, WA, CA, OR, also read into federal "sex" by HUD 2021). That is the
 * author's reading, not the project's jurisdiction table, so the lead should check the @XX lines against that
 * table before reading a miss there as the checker's fault. Federal lines carry no state.
 */
const REVIEW_41_A = parseCorpus(`
# race and colour
block race fha3604c | Just listed in Oak Hollow: 4 bed, 2.5 bath brick Colonial, 2,600 sq ft, white quartz kitchen, butler's pantry, finished basement with a wet bar. The sellers want it to go to a white family, so I'm only setting showings for white buyers.
block race fha3604c | FOR RENT 2BR/1BA upstairs flat, $1,150/mo, water and trash included, coin laundry, off-street parking, 5 min to the hospital. The building has always been Caucasian and the owner wants to keep it that way.
block race cfr10070 | Text to my co-agent: the Okafors are Black, so I'm taking them through Southgate and saving the Hillcrest tour for the white couple on Thursday.
block race fha3604b | Quote the Black couple $1,625 for the 2BR on the third floor and the Lindqvists $1,450 for the identical one across the hall.
block color cfr10070c4 | The ground-floor units face the leasing office, so the manager wants the lighter-skinned tenants in those and the darker ones in the back building.
block race cfr100400 | Tell the Black family in 2B that if their teenage son keeps using the pool we'll start calling the police on his friends.
block race fha3604c | LinkedIn: Excited to bring this Lakeview Terrace 3BR to market! 1,900 sq ft, new HVAC, two-car garage, top-rated schools. My sellers are hoping for buyers who look like the rest of the street, and you all know what that means.
block color fha3604c | Room for rent in a fourplex I own but don't live in, $700 with utilities. The other tenants asked for no dark-skinned people, so please respect that.
warn race fha3604c | Listing remarks: 3BR split-level on Birch Lane, new roof in 2023, huge deck. The neighborhood is almost entirely white and very quiet, with block parties every July.
warn race fha3604c | Lovely old-money street that has barely changed in fifty years, if you know what I mean.
warn color fha3604c | Heads up, the families on this cul-de-sac are all pretty fair-skinned, just so your clients know what to expect.
warn race fha3604c | Not a lot of diversity around here, which is honestly what draws most buyers to this subdivision.
warn race fha3604c | The subdivision was built for "the right kind of people" back in the fifties and the neighbors still like it that way.
warn race hudCriminal2016 | Screening criteria: applicants with any criminal conviction, at any time, for any offense, will be denied.
warn race hudCriminal2016 | Just listed! 2BR/2BA garden apartment, $1,395, in-unit washer/dryer, pool, dog park. Strict background check: if you've ever been arrested, don't apply.
warn race hudCriminal2016 | Internal note: automatic denial for any felony or misdemeanor on the record, no exceptions, no appeals.
warn race hudCriminal2016 | FB post: Room in my rental house across town, $650, all utilities included. NO felons, NO exceptions, don't waste my time.
warn race hudCriminal2016 | Lease clause 22: Tenant certifies that no occupant has ever been convicted of any crime, and a false statement voids this lease.
ok color hud1995 | Just listed: 3 bed, 2 bath ranch with a white quartz kitchen, black stainless appliances and new gray LVP throughout, on a corner lot on Blackburn Avenue, 1,720 sq ft.
ok color style | Black walnut floors, a white oak staircase and a brown leather banquette in the breakfast nook; walk to Greenwood Park and the Red Line.
ok race fha3604c | We rent to every qualified applicant without regard to race or color, and our written criteria are posted in the leasing office and online.
ok race hudCriminal2016 | We review criminal history case by case, looking at what happened, how long ago and what you've done since, and we never deny anyone because of an arrest alone.
ok race style | Restored 1905 shotgun house in the historic Freedmen's Town district: heart-pine floors, 2BR/1BA, 1,050 sq ft, a block from the African American history museum and the light rail.

# religion
block religion fha3604c | Marketplace: Basement apartment for rent, private entrance, kitchenette, $850 all in, off-street parking. No Muslims please, we had a bad experience.
block religion fha3604c | Move-in ready 3BR split-level, a short walk to the lake and the shops. The owners would really like a churchgoing Christian family in here, so mention your home church when you apply.
block religion fha3604b | Clubhouse rules: Christmas and Easter parties are fine, but we don't book the room for Diwali, Eid or Hanukkah gatherings.
block religion cfr10070 | I told the Hindu couple the Ridgeview HOA "wouldn't be comfortable" with them and sent them over to Millbrook instead.
block religion fha3604c | Before we schedule a showing, which church do you attend, and how often do you go?
block religion fha3604c | Ideal for a Bible-believing Baptist household: 4BR farmhouse on 5 acres with a wraparound porch, a red barn and a stocked pond.
warn religion fha3604c | Lots of Orthodox families on this block walk to shul on Saturday mornings, so it's very peaceful on weekends.
warn religion fha3604c | Strongly Catholic parish neighborhood where everybody knows everybody from Sunday Mass.
warn religion fha3604c | The neighbors are mostly evangelical Christians and there's a prayer group that meets on Wednesday nights.
warn religion fha3604c | Half the street is in the same LDS ward, so it's a tight-knit neighborhood.
ok religion hud1995 | Walk to church, temple or mosque, the library, two parks and the Saturday farmers market: 3BR/2BA brick ranch, 1,540 sq ft, fenced yard.
ok religion fha3607a | The Sisters of Mercy run these apartments on a non-commercial basis and give priority to members of their own congregation, whatever their race or national origin.
ok religion style | Charming Colonial on Christian Street in Queen Village: 3BR, exposed brick, roof deck, two blocks to the Italian Market.
ok religion fha3604c | We welcome applicants of all faiths and of none, and any resident can book the community room for any holiday gathering.
ok religion style | On Temple Avenue across from St. Luke's Medical Center: 1BR, 720 sq ft, garage parking, $1,495.
ok religion style | Converted 1890s chapel, now a 2BR loft with the original stained-glass windows and 24-foot ceilings.

# sex
block sex fha3604c | Studio six blocks from campus, $750, all utilities and Wi-Fi included. Female renters only (owner lives across town).
block sex cfr100600 | Text from the landlord: I'll waive your late fee this month if you come have dinner at my place Saturday, just the two of us.
block sex fha3604b | Male tenants pay a $300 damage deposit; women and couples don't need one.
block sex cfr1007 | The maintenance guy keeps letting himself into 3C when she's home alone and commenting on her clothes; just tell her to use the chain lock.
warn sex fha3604c | Ultimate man-cave condo: 65-inch TV wall, wet bar, a garage bay for the boat. The perfect setup for a guy.
warn sex fha3604c | The other three units are all young women, so it's a really calm, tidy building.
warn sex fha3604c | Best for a mature gentleman who wants a quiet place near the golf course.
ok sex fha3607a | I'm a woman renting out the spare bedroom in the house I live in, shared kitchen and bath, looking for a female housemate.
ok sex hud1995 | Primary suite with his-and-hers walk-in closets, a double vanity and a soaking tub; the mother-in-law suite over the garage has its own entrance.
ok sex fha3604c | Men and women rent here on the same terms, and every applicant pays the same deposit.

# disability
block handicap fha3604c | No wheelchairs. The building has a lot of stairs and we can't take on that liability.
block handicap cfr100202 | Application question 14: Do you have any history of mental illness, or take any psychiatric medication? Please list.
block handicap fheo202001 | We don't make exceptions to the no-pet rule, and that includes so-called emotional support animals, so don't bother sending a letter from your therapist.
block handicap cfr100202 | Deny the grab-bar request in 3A. Tell him if he needs rails in the bathroom he should find a different place.
block handicap hudDojRa2004 | Your guide dog has to use the freight elevator and stay off the lobby carpet, and you'll need to carry it through the gym.
block handicap fha3604c | 3BR/2BA townhome, $2,100, attached garage, community pool, 10 min to downtown. Not suitable for anyone with a mental illness.
block handicap cfr10080 | When the deaf applicant came in with an interpreter I told him we had no vacancies; we have two.
warn handicap fha3604c | Hillside home with 42 steps up from the street; this one really suits somebody young, fit and healthy.
warn handicap fha3604c | All the residents here are active, healthy people who hike the ridge trail every weekend.
warn handicap fha3604c | The building suits independent tenants who don't need any help with daily living.
ok handicap cfr100 | ADA-accessible entry, zero-step shower, lever handles, 36-inch doorways and a roll-under kitchen sink: ground-floor 2BR, $1,540.
ok handicap fheo202001 | No pets, but assistance animals are not pets: service and support animals are always welcome, with no pet fee or deposit.
ok handicap cfr100 | Reasonable accommodation approved: a reserved accessible parking space next to the entrance for Unit 104, at no charge.
ok handicap hud1995 | Fourth-floor walk-up loft with skyline views, no elevator; great light, 14-foot ceilings, exposed ductwork.
ok handicap style | Custom blinds throughout, a blind-corner pull-out in the kitchen and a walk-in pantry.
ok handicap style | Single-level living with wide hallways, a walk-in shower with a bench and no steps anywhere, easy to get around.
ok handicap cfr100202 | Modification approved: the tenant in 2F may install a ramp at the back door, and we'll help find a licensed contractor.

# familial status
block familial_status fha3604c | Stunning 2BR/2BA condo, 1,200 sq ft, gas fireplace, balcony with river views, gym and concierge. Adult building, no children under 12, please.
block familial_status fha3604c | Spacious 3 bed/2 bath rental on a quiet cul-de-sac, $1,950, big fenced yard. Maximum one child.
block familial_status cfr10080 | When the pregnant woman called about the 3BR I said it was gone. It isn't, I just don't want a newborn above the Hendersons.
block familial_status cfr10070c4 | Families with kids get the back building by the parking lot; the front courtyard units are adults only.
block familial_status fha3604c | Are you planning to have a baby during the lease? We need to know for the unit assignment.
block familial_status fha3604b | Children must be inside by 7 pm and are not allowed to ride bikes or scooters anywhere on the property.
block familial_status fha3604c | X post: Just listed 🏡 2BR/2BA loft in the Pearl District, floor-to-ceiling windows, 1,100 sq ft, $2,400/mo. Empty nesters only, this building is not a playground. #ForRent
block familial_status cfr100400 | She filed a complaint about the kids' pool rule, so don't renew her lease and put her repair tickets at the bottom of the pile.
block familial_status keating1998 | Two-bedroom, 1,050 sq ft: we cap it at two people total, so a couple with a baby won't qualify.
warn familial_status fha3604c | Perfect for a young professional couple: 1BR loft with exposed brick, a rooftop deck and a five-minute walk to the tech campus.
warn familial_status fha3604c | It's an adult-oriented building; you rarely hear a kid in the hallways.
warn familial_status fha3604c | The complex is super quiet, hardly any kids, mostly retirees and a few grad students.
warn familial_status fha3604c | Cozy 1BR with a clawfoot tub and a reading nook, a great fit for a single person or a couple who want a quiet retreat.
warn familial_status fha3604c | Tiny 1BR that's really a one-person place, best for someone without a bunch of dependents.
ok familial_status hud1995 | Family room with a gas fireplace opens to the chef's kitchen, and the master suite has a walk-in closet and a spa bath. 4BR/3BA, 2,800 sq ft.
ok familial_status hopa | 55+ community operated under HOPA: at least one resident of each home is 55 or older, and we publish and follow our age-verification policy.
ok familial_status hopa | Sunset Pines is a 62-and-older community under HOPA; every resident is 62 or older, verified under our published policy.
ok familial_status keating1998 | Occupancy follows the city code: two people per bedroom plus one, and children count the same as adults.
ok familial_status fha3604c | Kids welcome! Fenced playground, splash pad and a school bus stop at the front gate; 3BR/2BA, $1,875.
ok familial_status style | Zoned for top-rated Westbrook Elementary and Ridge Middle, on a quiet tree-lined street, with a nursery-ready third bedroom.
ok familial_status style | Teens will love the bonus room, and parents will love the mudroom and the laundry chute. 4BR colonial, 2,350 sq ft.
ok familial_status style | Across the street from the Boys & Girls Club gym and the YMCA pool, 2BR condo with a one-car garage.

# national origin
block national_origin fha3604c | English-speaking tenants only. I don't want to use a translator for every maintenance call.
block national_origin hudNo2016 | If they have an accent, ask for a passport or a green card before you book the tour.
block national_origin fha3604b | Add $100 a month for the Indian family on the second floor; the cooking smells mean we'll be replacing the carpet.
block national_origin cfr10070 | I keep my Vietnamese buyers around Bolsa. The listing agents in Westfield don't want them, and they're happier with their own.
block national_origin fha3604c | Nice 1BR over the bakery, $1,050, heat included. No Mexcians or Guatemalans, sorry.
block national_origin fha3604c | Fresh paint, new carpet, big eat-in kitchen. The owner would prefer tenants from around here, not people right off the boat.
warn national_origin fha3604c | Mostly Indian and Pakistani families on this block, with great curry spots and a cricket pitch in the park.
warn national_origin fha3604c | Very American neighborhood: flags on every porch and everybody speaks English.
warn national_origin fha3604c | Lots of Russian families in the complex, so it's a really close-knit community.
warn national_origin fha3604c | The owners are first-generation Greek and so is most of the building, so it feels like a little village.
ok national_origin style | Spanish tile roof, a Mediterranean courtyard with a fountain and French doors to the patio: 3BR/2BA, 1,980 sq ft.
ok national_origin style | Riverfront on the Indian River Lagoon: private dock, 2BR/2BA, impact windows, 15 minutes to the beach.
ok national_origin hudLep2016 | We provide leases and notices in Spanish, Vietnamese and Chinese, and a free interpreter for any applicant who asks.
ok national_origin style | Walk to the dim sum spots in Chinatown, the Irish pub on the corner and the Polish deli: 1BR, $1,350.
ok national_origin hudNo2016 | We accept any government-issued photo ID, including foreign passports and consular IDs.
ok national_origin style | Dutch Colonial with a Swedish wood stove, Italian marble baths and a Japanese garden out back.

# ordinary copy
ok - style | Just listed! 4 bed, 3 bath Craftsman in Maple Heights, 2,450 sq ft, new roof and HVAC, family room with a wood-burning fireplace, and a backyard perfect for entertaining. Open house Sunday 1-4.
ok - style | FB Marketplace: 1BR/1BA apartment, $1,100/mo, heat and water included, on-site laundry, cats OK, 12-month lease, available March 1. Message me to set up a showing.
ok - style | LinkedIn: Thrilled to share my newest listing, 212 Harbor View Drive: 3BR/2.5BA, 2,100 sq ft, chef's kitchen with white quartz, 8 minutes to the ferry. DM me for the disclosure packet.
ok - style | New on the market 🔑 2bd/1ba bungalow, 900 sq ft, quiet street, walk to the 10th St station and the co-op. $319k. #JustListed
ok - style | No smoking, no subletting and no pets over 40 lbs; renter's insurance is required on every lease.
ok - style | Bright corner unit on the 9th floor: 2BR/2BA, 1,150 sq ft, floor-to-ceiling windows, in-unit W/D, heated garage parking, doorman and a rooftop grill deck, 7 minutes to the Blue Line.
ok - style | Great schools, a quiet street and a finished basement for the pool table: 5BR/3BA two-story on a half-acre lot.
ok - style | Duplex for sale, both units leased, $2,950 total monthly rent, separate meters, new water heaters in 2022. Great investment.
ok - style | Thanks for touring 14B today! The application is attached; we process them in the order received and you'll hear back within two business days.
ok - style | Internal note: Unit 7 turnover. Replace the blinds, shampoo the carpet, re-key the locks and list by Friday at $1,475.
ok - style | Newly renovated master bath, two walk-in closets, a bonus room over the garage and a three-season porch.
ok - style | Marketplace: 3BR/2BA house for rent, $1,875, new carpet, fenced yard, one-car garage, 10 minutes to the base and 5 to the grocery store on Route 9. Dogs under 50 lbs OK, available now.
ok - style | LinkedIn: Closed! Congratulations to my first-time buyers on their 2BR end-unit townhome in Cedar Park, 1,320 sq ft, walk to the greenbelt. Grateful to the lender and title team.
ok familial_status style | Perfect for entertaining: open-concept great room, a 10-foot island and a covered patio with a built-in grill; 3BR/2BA, 1,960 sq ft.
ok - style | Price improvement! 📉 4bd/3ba Tudor, 2,700 sq ft, slate roof, two fireplaces, 0.4 acre, walk to the commuter rail. Now $689k.
ok - style | Text to my buyers: the sellers accepted your offer! Inspection is Tuesday at 10, and the lender will order the appraisal by Friday.
ok - style | Screening criteria: a 600 credit score or a co-signer, income of 2.5 times the rent and no evictions in the last three years; the same criteria apply to every applicant.
ok handicap style | Elevator building with a step-free entrance from the garage: 1BR/1BA, 780 sq ft, $1,425, on a quiet street near the hospital.
`);

export const REVIEW_41 = [...REVIEW_41_A, ...REVIEW_41_B];

/**
 * First measure, before anything was tuned or trained on this set, with nothing of it read: at 1edd9de
 * (rules and readers trained on every set but this one), 102 of 112 caught, 64 of 72 blocked, 2 of 70
 * flagged; the rules alone 90/112, 62/72, 2/70 (80.4 / 86.1 / 2.9). The readers warned on none of the
 * 66 fixture listing descriptions (npm run bench:reader -- 41).
 */
export const FIRST_MEASURE_41 = {
  commit: '1edd9de',
  violations_caught_pct: 91.1,
  exclusions_blocked_pct: 88.9,
  false_alarms_pct: 2.9,
} as const;
