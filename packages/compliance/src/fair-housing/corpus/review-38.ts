import { parseCorpus } from './corpus';
import { REVIEW_38_B } from './review-38-b';

/**
 * Review set 38, written blind. Its author read only: corpus.ts (the line format and parseCorpus); the header
 * comment of review-36.ts, printed with `sed -n 1,45p` (no sentence of it or of any other corpus file; review-37.ts
 * was not opened); the two category lists in @pp/contract (FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES
 * in listing.ts); and the key names of SOURCES, printed by a one-line script (no guidance text, rule or vocabulary
 * was read). No rule, vocabulary, engine, reader, test, jurisdiction table or other corpus file was opened, no
 * public source was searched, and every sentence was written by hand for this set. No line was run through the
 * checker, and no test suite or build was run.
 *
 * Labels follow review-36's header conventions. block: an explicit preference, limitation or exclusion by a class;
 * different terms (a co-signer or deposit by race, colour, sex, national origin or voucher use, a green card asked
 * only of the foreign-born, a food surcharge, pet fees on an assistance animal, narrow pool hours for children);
 * steering and assignment (a couple sent to the Asian market side of town, darker-skinned applicants put in the back
 * building, families kept to the first floor); false unavailability (a caller who sounds Black, a deaf relay
 * caller, a caller described as moreno); questions (medications and diagnoses, recovery, church, pregnancy,
 * parents' country, how many children, are you married); harassment (rent for a date, mocking a turban, misgendering,
 * a manager who joins in on slurs) and retaliation or a failure to act on neighbours' slurs (24 CFR 100.400,
 * 100.600, 100.7); refusing a reasonable modification or accommodation. warn: a description of who lives there or
 * who the home suits (mostly white, fair-skinned retirees, nearly all observant families, a single gal, best for
 * someone fit and healthy, empty nesters, more Polish than English, mostly seniors, a straight-family neighbourhood),
 * and a blanket criminal-record bar (any arrest, any record, any felony however old, any drug charge; HUD 2016
 * criminal-records guidance, disparate impact, filed under race). ok: lawful statements of equal treatment or
 * inclusion that reuse class words and negation (kids pay the same deposit, we never ask about disabilities,
 * vouchers taken like any income, any faith or none, whoever you love); HUD 1995 Achtenberg-memo words and
 * harmless look-alikes (master suite, family room, walk-in pantry, mother-in-law suite, a church, temple, school or
 * medical centre as a landmark, Black Oak Lane, colours of cabinets and brick, Spanish-style and English Tudor,
 * young oak trees); HOPA 55+ and 62+ statements with a published policy; accessibility features described; a
 * housemate limited by sex in the author's own home; a religious organisation's non-commercial housing (42 U.S.C.
 * 3607(a)); interpreters, translated leases and IDs other than an SSN; individual criminal-record review.
 *
 * State classes carry @XX only where the author's own reading of the state code protects the class (source of
 * income CA, NY, NJ, WA, OR, IL, MN, MA; marital status MN, NY, CA, IL, NJ; age MI, NY; military status NY, WA, IL;
 * sexual orientation CA, CO, NY, OR, IL; gender identity NY, WA, NJ, IL), not the project's jurisdiction table, so
 * the lead should check those lines against that table before reading a miss as the checker's fault. A state-class
 * description in a protecting state is warn. Federal lines carry no state. About 16 lines are Spanish and 8 are in
 * Vietnamese, Chinese, Portuguese, Korean and French; some use leet, spaced letters or emoji.
 */
const REVIEW_38_A = parseCorpus(`
# block: race and colour
block race fha3604c | Hoping to find the right fit for this quiet block — if we're being honest, the owners would rather it go to a white family.
block race cfr10070 | When the Lius asked about Pinecrest I said they'd feel more at home over by the Asian market on Delancey, so I only sent them those listings.
block race fha3604b | For African American applicants, add the co-signer requirement to the checklist before you approve anything.
block race cfr10080 | If the caller sounds Black, just say the unit's been taken and that we'll call back when something opens up.
block race style | N0 bl@cks pls, landlord's rule not mine 🙏
block race cfr100400 | Ever since you complained that only the Black tenants were getting parking tickets, renewing your lease has been off the table.
block race cfr1007 | Management has received the reports that neighbours spray-painted racial slurs on 4B's door and has decided not to get involved in disputes between residents.
block color cfr10070c4 | Put the darker-skinned applicants in the back building by the tracks; the courtyard units are kept for the fair-complexioned folks.
block color fha3604b | Per the owner, tenants with a darker complexion are to be charged a larger security deposit.

# block: religion and sex
block religion fha3604c | Ideal for a good Christian household — the owner will only consider tenants who go to church.
block religion fha3604b | The community room may be reserved for birthday parties and book clubs, but Jewish holiday gatherings are not permitted.
block religion cfr100 | Which church do you attend? The board likes to know before it approves a sale.
block religion cfr100600 | The property manager keeps leaving notes mocking the turban worn by the tenant in 2A and says repairs will wait until he dresses normal.
block religion cfr10070 | I'd point the Hindu couple toward the Oak Park listings; the Willow Creek HOA is all one congregation and they don't like outsiders.
block sex fha3604c | Female tenants only for the ground-floor apartment (the whole unit; the owner lives off-site).
block sex cfr100600 | Landlord texted her: the rent can be "worked out" if she comes by alone Friday night and wears something nice.
block sex fha3604b | Single mothers pay first, last and a $500 surcharge; single fathers just pay first and last.
block sex cfr100400 | After she reported the maintenance man for groping her, she was handed a 30-day notice for "attitude."

# block: disability
block handicap cfr100202 | On the back of the application, please list every medication you take and any psychiatric diagnosis.
block handicap fheo202001 | Emotional support animals are treated like any other pet here: $400 pet deposit and $50 a month pet rent, no exceptions.
block handicap cfr100202 | Applicants must be able to live independently, without a caregiver or an aide.
block handicap cfr100202 | We can't allow the grab bars you asked to install at your own expense; the bathroom walls have to stay as they are.
block handicap hudDojRa2004 | Your request for a reserved accessible space near the door is denied, since parking is first come, first served for everyone.
block handicap cfr100 | Is the person who'd be living here in recovery? We had a bad experience with someone who was.
block handicap style | N0 m3ntal patients, owner's orders.
block handicap cfr10080 | Deaf caller on the relay service? Tell them there are no vacancies.

# block: familial status
block familial_status fha3604c | Perfect for grown-ups: no kids, no strollers, no noise, no exceptions.
block familial_status keating1998 | Maximum two people in the three-bedroom, and only one of them may be a child.
block familial_status cfr10070c4 | Families with children are kept on the first floor so the upstairs stays quiet.
block familial_status fha3604b | Residents under 18 may use the pool from 2 to 3 p.m. only, and may not use the gym or the clubhouse at any time.
block familial_status cfr100 | Are you planning on getting pregnant anytime soon? The owner asks because of the old paint.
block familial_status fha3604c | 🚫👶 Sorry, not a kid-friendly rental — the owner will not accept children.
block familial_status cfr100400 | Since you called fair housing about the playground rule, none of your family's leases will be renewed.

# block: national origin
block national_origin fha3604c | Must speak fluent English with no accent; the owner needs to understand you on the phone.
block national_origin hudNo2016 | Applicants who weren't born in the U.S. need to show a green card; citizens don't have to show anything.
block national_origin cfr10070 | The Haitian family would do better in Little Haiti. I'm not going to show them anything in Brookside.
block national_origin cfr100 | What country are your parents from? Just curious before we move forward.
block national_origin cfr100600 | Neighbours keep shouting "go back to Mexico" at the family in 6, and the manager laughs along and calls it harmless.
block national_origin fha3604b | There's an extra $100 a month for tenants who cook strong-smelling food, meaning the Indian and Pakistani families.

# warn: who lives there or who the home suits; blanket criminal-record bars
warn race fha3604c | The neighbourhood has stayed mostly white for decades — very stable.
warn race fha3604c | Great for a young white professional who wants to be near downtown.
warn race hudCriminal2016 | Screening criteria: any arrest in the past ten years, whatever the outcome, results in denial.
warn race hudCriminal2016 | We do not rent to anyone with a criminal record of any kind. Period.
warn race hudCriminal2016 | Applicants with a felony conviction, no matter how old, will not be considered.
warn race hudCriminal2016 | Background check: any drug charge on record means an automatic decline.
warn color fha3604c | Most folks on this street are fair-skinned retirees from up north.
warn religion fha3604c | Walking distance to three synagogues, and the building is nearly all observant families.
warn religion fha3604c | This is a Christian neighbourhood with strong values.
warn religion fha3604c | Perfect home for a Mormon family, with neighbours from the same ward all around.
warn sex fha3604c | Would suit a handy guy who can take care of the yard himself.
warn sex fha3604c | Cute little place, perfect for a single gal.
warn sex fha3604c | The building is mostly women, and they like it that way.
warn handicap fha3604c | Three flights up — best suited to someone fit and healthy.
warn handicap fha3604c | Not ideal for anyone with mental health issues; the neighbours are very sensitive to noise.
warn handicap fha3604c | Quiet, sane neighbours, and no group homes on this street.
warn handicap fha3604c | The owner pictures a tenant who can hear the doorbell and the smoke alarm without any help.
warn familial_status fha3604c | Mostly retirees and couples in the building, so not a lot of kids running around.
warn familial_status fha3604c | Great for empty nesters or a professional couple.
warn familial_status fha3604c | This cozy studio isn't really set up for kids.
warn familial_status fha3604c | Tranquil adult atmosphere, ideal for someone who works from home.
warn national_origin fha3604c | The whole block is Polish; you'll hear more Polish than English at the bakery.
warn national_origin fha3604c | Nice neighbourhood, not many immigrants around.

# ok: equal treatment and inclusion, with class words and negation
ok familial_status hud1995 | Kids welcome — families with children pay exactly the same deposit and rent as everyone else.
ok handicap cfr100202 | We never ask applicants about medical conditions or disabilities.
ok race hud1995 | Race, colour and national origin play no part in any rental decision we make.
ok religion hud1995 | Tenants of every faith, or of none, are welcome here.
ok sex hud1995 | Whether you're a man or a woman never enters into a rental decision.
ok handicap fheo202001 | Assistance animals are not pets: no pet deposit, no pet rent, and no breed or weight limits apply to them.
ok handicap hudDojRa2004 | If you need a reasonable accommodation, like a reserved space near your door, just ask and we'll work it out.
ok national_origin hudLep2016 | Leases are available in Spanish, Vietnamese and Chinese, and a free interpreter is provided on request.
ok national_origin hudNo2016 | No SSN? A passport or consular ID plus proof of income works just as well.
ok familial_status fha3602k | Pregnant applicants and families in the middle of an adoption are treated like anyone else.
ok race hudCriminal2016 | Each criminal record is looked at individually: what happened, how long ago, and any evidence of rehabilitation.
ok race hudCriminal2016 | Arrests that did not lead to a conviction are never used to deny an application.
ok familial_status fha3604b | No extra fees for kids and no extra rules for kids; the pool rules are the same for every resident.
ok handicap cfr100202 | Tenants may make reasonable modifications such as grab bars or a ramp, and the owner won't refuse them.
ok color hud1995 | Skin colour has nothing to do with who gets approved; one written standard applies to every applicant.
ok handicap hud1995 | Wheelchair users, deaf applicants and blind applicants are all welcome to apply — no barrier here.
ok religion fha3604b | Any resident may reserve the clubhouse for any gathering, religious or not, on the same terms.
ok national_origin hud1995 | No matter where you were born or what language you speak at home, the application is the same.
ok sex cfr100600 | Staff who make sexual comments or advances toward residents will be fired; report it to the office any time.
ok race cfr100400 | We will never retaliate against a resident for filing a fair housing complaint.
ok handicap cfr100202 | We don't ask whether you've ever been treated for mental illness, and we never will.
ok handicap fheo202001 | No pets, but service animals and support animals are not pets and are always allowed.

# ok: property descriptions with class-looking words, HOPA, accessibility
ok sex hud1995 | Master suite with dual closets and a soaking tub.
ok familial_status hud1995 | The family room opens onto the backyard, with a great room upstairs.
ok handicap hud1995 | Walk-in pantry, and the bathroom has a roll-in shower and lever handles.
ok religion hud1995 | Two blocks from St. Anthony's Church and the Temple Beth El community garden.
ok familial_status hud1995 | Across the street from Lincoln Elementary School and a playground.
ok color hud1995 | Freshly painted white kitchen cabinets with black granite countertops.
ok color hud1995 | Located on Black Oak Lane, near Whitewater Park.
ok national_origin hud1995 | Charming Spanish-style bungalow with French doors to the patio.
ok religion hud1995 | Mission-style architecture, steps from the kosher deli and a halal grocery.
ok handicap hud1995 | Step-free entry, 36-inch doorways and an elevator to every floor.
ok handicap hud1995 | Two flights of stairs to the unit; there is no elevator.
ok familial_status hud1995 | The nursery off the primary bedroom could also be an office, and the hall bath has a tub.
ok familial_status hopa | Ocean Pines is a 55+ community: at least 80% of occupied homes have a resident 55 or older, under our published age-verification policy.
ok familial_status hopa | Rosewood Manor is housing for older persons; every resident is 62 or older, as HOPA permits.
ok familial_status hopa | Because this is a 62+ community under federal law, residents must be 62 or older; grandchildren are welcome to visit.
ok sex hud1995 | Mother-in-law suite over the garage, with its own entrance.
ok national_origin hud1995 | Walk to Chinatown, Little Italy and the Greek festival every June.
ok handicap hud1995 | Grab bars in both bathrooms, plus a visual doorbell and strobe smoke alarms.
ok familial_status hud1995 | Gated pool with a separate kiddie pool, open to all residents from 7 a.m. to 10 p.m.
ok handicap hud1995 | Bike path and pickleball courts right behind the building.
ok religion fha3607a | Rooms at St. Brigid's Residence, the parish's non-commercial housing, are offered first to members of the parish.
ok sex fha3604c | Looking for a female roommate to share the house I live in: your own room, shared kitchen.
ok color hud1995 | Golden oak floors, a red brick fireplace and a charcoal-grey accent wall.
ok national_origin hud1995 | English Tudor on a corner lot, with a Dutch colonial next door.
ok age@NY hud1995 | Rochester, NY: young oak trees line the street, and the house itself is older but fully updated.
ok familial_status hud1995 | Ideal for anyone who wants space: four bedrooms, a bonus room and a big yard.
ok handicap hud1995 | A ramp at the front entrance, and it's close to the church and the school.
`);

export const REVIEW_38 = [...REVIEW_38_A, ...REVIEW_38_B];

/**
 * First measure, before anything was tuned or trained on this set, at 674fdc6 (rules and the second
 * reader, trained on every set but this one): 96 of 110 caught, 49 of 70 blocked, 8 of 70 flagged. The
 * rules alone: 85/110, 49/70, 3/70 (77.3 / 70.0 / 4.3). The reader's five false alarms were statements of
 * equal treatment ("treated like anyone else", "it makes no difference to us"), which its author was asked
 * to write many of; reader/inclusion-statements.ts was written after reading them, so the later figure
 * on this set (86.4 / 70.0 / 4.3, reader still not trained on it) is not blind.
 */
export const FIRST_MEASURE_38 = {
  commit: '674fdc6',
  violations_caught_pct: 87.3,
  exclusions_blocked_pct: 70.0,
  false_alarms_pct: 11.4,
} as const;
