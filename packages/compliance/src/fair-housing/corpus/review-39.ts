import { parseCorpus } from './corpus';
import { REVIEW_39_B } from './review-39-b';

/**
 * Review set 39, written blind. Its author read only: corpus.ts (the line format and parseCorpus); lines 1-45 of
 * review-36.ts (its header comment, for the label conventions; none of its sentences); the two category lists
 * FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES in @pp/contract (listing.ts); and the key names of
 * SOURCES, printed by a one-line script (no guidance text). Nothing else was opened: no rule, vocabulary, pattern,
 * engine, normaliser, test, jurisdiction table or other corpus file, and no public source was searched. Every
 * sentence was written by hand for this set, and none was run through the checker (the file was only parsed).
 *
 * Labels. block: an explicit preference, limitation or exclusion by a class, written mostly in phrasings a phrase
 * list may not expect ("people who look like the rest of the block", "whose child-raising days are behind them",
 * "ankle-biters", "not on the spectrum", "no outsiders", "anyone who'd fly a rainbow flag", "man of the house on
 * the lease"), a numeric child limit, an occupancy cap tighter than two per bedroom (Keating 1998), different terms
 * (a second month of security by descent, a prayer ban in the community room, a church-member discount, a pet
 * deposit on an emotional support animal, a child damage deposit, a green card asked only of the foreign-born, a
 * doubled deposit by first language), steering (the east side, Oak Terrace, the back building, Building D for
 * service dogs), a false "already leased", a question (diagnoses and medications, pregnancy, parents'
 * country), harassment and a provider's failure to act on it (24 CFR 100.600, 100.7), retaliation (100.400),
 * refused accommodations and modifications (parking, live-in aide, ramps and grab bars). warn: a description of
 * who lives there or who the home suits ("mostly white families", "very homogeneous", "on the lighter side",
 * "perfect for a young couple", "best for someone sure-footed", "largely Mormon"), and blanket criminal-record
 * bars (HUD 2016 criminal-records guidance, filed under race as disparate impact). ok: equal-treatment and
 * welcome statements that reuse class words; HUD 1995 memo words (family room, master bedroom, walk-in closet, a
 * church as a landmark); look-alikes (white oak floors, Spanish colonial, Christian Street in Philadelphia, a
 * widow's walk, bachelor's degrees at the college, Black Friday, Chinatown, Indian Creek, sorority row); HOPA 55+
 * and 62+ with a policy; accessibility features and accommodations offered; a housemate chosen by sex, religion or
 * orientation for the author's own home (Roommates.com, 9th Cir. 2012); religious-order housing not run for profit
 * (42 U.S.C. 3607(a)); "no" and "not suitable for" with a harmless object (smoking, large dogs, Sunday showings).
 *
 * State classes carry @XX only for a state whose law the author believes protects the class (source of income CA,
 * NY, NJ, WA, MA, OR; marital status MN, NY; age NJ, MI; military status NY, WA, VA, CA; sexual orientation CO,
 * NY, CA; gender identity WA, IL, CA, OR), with a city in that state named in most sentences; a description
 * in a protecting state is warn. This is the author's reading, not the project's jurisdiction table, so the lead
 * should check the @XX lines against that table before reading a miss as the checker's fault. Federal lines
 * carry no state. Languages, all in review-39-b.ts: 17 Spanish lines; 9 in other languages (Vietnamese 1,
 * Chinese 1, Korean 1, Portuguese 2, French 2, Tagalog 2); one mixed Spanish-French-English ok line. Evasions:
 * hyphenated letters, spaced letters, leet, emoji, misspellings.
 */
const REVIEW_39_A = parseCorpus(`
# Race and colour
block race fha3604c | The owner has had bad luck before and would rather keep the building the way it has always been: white tenants, no exceptions.
block race cfr10070 | I showed the Jacksons the units over on the east side, since they'd probably feel more at home with their own people over there.
block color fha3604c | Looking for a fair-skinned tenant for the front unit; the owner is particular about the image of the building.
block race fha3604b | Applicants of African descent: add a second month of security and a guarantor, whatever the income.
block race fha3604c | Ideal for a Caucasian professional who appreciates a well-kept, quiet building.
block race fha3604c | Owner's preference is for people who look like the rest of the block, if you get my meaning.
block race cfr10080 | Told the Black couple on the phone it was already leased so the owner can hold it for someone who fits in better.
warn race fha3604c | The block is mostly white families who have owned here for generations.
warn race fha3604c | Very homogeneous neighborhood, if you know what I mean.
warn color fha3604c | Folks around here are on the lighter side, a tight-knit bunch.
warn race fha3604c | Great area, not like the other side of the tracks, if you catch my drift.
warn race hudCriminal2016 | No felonies, ever, no matter how long ago.
warn race hudCriminal2016 | Applicants with any arrest on their record will be denied.
warn race hudCriminal2016 | Background check: any past criminal conviction is an automatic decline.
warn race hudCriminal2016 | Zero tolerance policy: if you've ever been to jail, don't bother applying.
warn race hudCriminal2016 | Must pass a criminal background check with no record whatsoever.
ok race fha3604c | Every applicant is screened the same way regardless of race or color; ask us for the written criteria.
# Religion
block religion fha3604c | Only practicing Catholics need apply for the Maple Street duplex; attach a reference from your parish priest.
block religion fha3604c | We'd rather not rent to anyone who wears a headscarf, since the other tenants have complained before.
block religion fha3604b | Muslim residents may not reserve the community room for prayer gatherings; other groups may book it freely.
block religion fha3604b | Rent is $100 less for members of First Baptist, where the owner is a deacon.
block religion cfr1007 | The super keeps calling the tenant in 4C slurs about her being Muslim, and management says to let it go.
warn religion fha3604c | Walking distance to three synagogues; the building is largely observant Jewish households.
warn religion fha3604c | Nice Christian neighborhood; pretty much everybody's in church on Sunday.
warn religion fha3604c | The area is largely Mormon and the owners are active in the local ward.
ok religion fha3604c | Looking for a Christian roommate for the spare room in the apartment I live in.
ok religion fha3607a | Rooms in the parish rectory, offered at no profit, are reserved for members of St. Anne's congregation.
ok religion fha3607a | Housing at the Benedictine retreat center is offered free of charge, only to members of the order.
# Sex
block sex fha3604c | Female renters preferred; the owner feels women take better care of a place.
block sex fha3604c | Seeking a gentleman tenant for the garden apartment (owner lives across town).
block sex cfr100600 | Landlord told her the late fee could be "worked off" if she stayed for a drink after the showing.
block sex cfr100400 | Since she complained about the manager's advances, we're raising her rent $300 at renewal.
block sex fha3604c | The landlord is old-school and wants a man of the house on the lease before he'll rent to a household.
warn sex fha3604c | The other units are home to nursing students, all women, very quiet.
warn sex fha3604c | Perfect for a handy guy who likes to tinker in the garage.
ok sex fha3604c | Female roommate wanted to share my two-bedroom condo, where I live.
# Disability
block handicap fha3604c | Not suitable for wheelchair users or anyone who can't manage three flights of stairs.
block handicap cfr100202 | Please list any mental health diagnoses and current medications on the application so we can assess fit.
block handicap hudDojRa2004 | We don't make exceptions to the assigned-parking rule, even for tenants with disabilities; spots go by seniority.
block handicap fheo202001 | Emotional support animals count as pets here: the $500 pet deposit and $50 monthly pet rent apply.
block handicap cfr100 | No ramps or grab bars may be installed, even at the tenant's cost; those who need them should look elsewhere.
block handicap fha3604c | No one receiving disability or in recovery from addiction; the owner wants working professionals.
block handicap cfr10070c4 | Applicants with service dogs are placed in Building D on the ground floor only.
block handicap cfr100400 | Since you filed that HUD complaint about the ramp, we won't be renewing your lease.
block handicap hudDojRa2004 | A live-in caregiver can't be added to the lease; occupancy is for the named tenant only, no exceptions.
warn handicap fha3604c | Lots of stairs, so best for someone active and in good shape.
warn handicap fha3604c | Would suit a fit, active tenant who doesn't mind the hike up from the parking lot.
warn handicap fha3604c | Steep hillside lot with forty steps up to the door; best for someone sure-footed.
warn handicap fha3604c | The owner thinks it would suit someone young and healthy best.
ok handicap hud1995 | Wheelchair-accessible unit with a roll-in shower and lowered counters.
ok handicap fheo202001 | Assistance animals are not pets, so no pet fee or deposit applies to them.
ok handicap hudDojRa2004 | Reasonable accommodation requests can be made by phone, email or in person at the leasing office.
ok handicap hudDojRa2004 | Ground-floor unit with grab bars installed; we'll add more at your request.
ok handicap hud1995 | Elevator building with accessible parking right by the entrance.
ok handicap cfr100 | Tenants may make accessibility modifications at their own cost; owner approval won't be unreasonably withheld.
ok handicap hud1995 | Service animals and emotional support animals are welcome at no extra charge.
# Familial status
block familial_status fha3604c | Max one child per unit.
block familial_status fha3604c | Owner wants tenants whose child-raising days are behind them; no little ones underfoot.
block familial_status keating1998 | Two-bedroom, 1,100 sq ft: occupancy is limited to two people total, so a parent with two kids won't qualify.
block familial_status cfr10070 | Put the families with kids in the back building so the front stays quiet for the professionals.
block familial_status cfr100 | Are you pregnant or planning to have kids during the lease term? The owner asks everyone.
block familial_status fha3604b | Children under 12 are not permitted to live on the second floor or above because of the balcony railings.
block familial_status fha3604c | Owner requests no tenants with ankle-biters; the floors are original hardwood.
block familial_status fha3604c | Kid-free zone! This unit is for grown-ups only.
warn familial_status fha3604c | Perfect for a young couple just starting out.
warn familial_status fha3604c | Cozy studio, great for a single professional.
warn familial_status fha3604c | The upstairs neighbours are retired and love the peace and quiet.
warn familial_status fha3604c | Great little place for an empty-nester couple.
warn familial_status fha3604c | Ideal for a couple or a single person.
warn familial_status fha3604c | Mostly retirees and couples without children in the building, so it stays very quiet.
warn familial_status fha3604c | Not much here for children: no yard, a busy road, and the nearest park is two miles away.
ok familial_status fha3604c | Whether you're single, a couple, or a family with kids, we have a floor plan for you.
ok familial_status hud1995 | Families welcome! Playground on site and a school bus stop at the entrance.
ok familial_status keating1998 | Occupancy follows the local code: two persons per bedroom, and infants are not counted.
# National origin
block national_origin fha3604c | Must speak fluent English with no accent; the owner needs to communicate easily.
block national_origin hudNo2016 | Applicants who weren't born in the US must show a green card or passport; US-born applicants just need a driver's license.
block national_origin cfr10070 | I'd point the Indian family toward Oak Terrace, lots of their community out there, they'd be happier.
block national_origin cfr1007 | A neighbor keeps yelling "go back where you came from" at the Haitian family in 2B; management says it's not our problem.
block national_origin cfr100 | What country are your parents from? We need it for the file.
block national_origin fha3604b | Security deposit is doubled for applicants whose first language isn't English.
block national_origin fha3604c | Hoping to find someone from the old country who speaks Greek at home; no outsiders.
warn national_origin fha3604c | Lots of Polish families on this street, and there's a great deli on the corner.
warn national_origin fha3604c | The neighborhood is predominantly Vietnamese, and most shop signs are bilingual.
warn national_origin fha3604c | The whole street is Somali, so someone who only speaks English might feel out of place.
warn national_origin fha3604c | Historically an Irish and Italian parish neighborhood, and it still feels that way.
warn national_origin fha3604c | Neighbors here are mostly fair-haired Scandinavian stock, friendly and very close.
ok - fha3604c | We rent to all qualified applicants regardless of race, color, religion, sex, disability, familial status or national origin.
ok national_origin hudLep2016 | The lease and house rules are available in Spanish, Vietnamese and Tagalog on request.
ok national_origin fha3604c | All nationalities welcome, and our staff speak four languages.
ok - hud1995 | Owner-occupied duplex: I live downstairs and I'm looking for a quiet, non-smoking tenant upstairs.
# State classes
block source_of_income@OR state | Portland 2BR: working tenants only, no housing assistance or vouchers.
block source_of_income@NY state | Buffalo: tenant must show W-2 income; SSI, SSDI and housing assistance don't count toward the 40x rent rule.
block source_of_income@WA state | Seattle: income must come from a job; child support and alimony don't count as qualifying income.
block source_of_income@MA state | Boston three-decker: program tenants please don't reply, private-pay only.
block marital_status@MN state | Duluth owner will only rent to married couples; unmarried partners need not apply.
block marital_status@NY state | Albany: if you're applying as a couple, we'll need to see your marriage certificate.
block age@NJ state | Hoboken: seeking a tenant under 40; the building skews young and the owner wants to keep it that way.
block military_status@NY state | Rochester: no active-duty military; deployments and early lease breaks are a headache.
block military_status@VA state | When the sailor called from Norfolk I told him the place was leased (it wasn't); the owner doesn't want military.
block sexual_orientation@CO state | Denver owner isn't comfortable renting to gay couples.
block sexual_orientation@NY state | Brooklyn landlord steers clear of anyone who'd fly a rainbow flag off the balcony.
block gender_identity@WA state | Spokane: the name and gender on your birth certificate must be used on the lease.
block gender_identity@IL state | Not renting to transgender people in the Peoria fourplex, owner's religious beliefs.
block gender_identity@CA state | Oakland: residents must use the pool locker room matching the sex on their ID.
warn age@NJ state | The New Brunswick building is mostly twenty-somethings, a lively crowd.
warn marital_status@NY state | The other units in the Syracuse building are all married couples, very settled.
warn military_status@WA state | Half the Bremerton complex is Navy folks from the shipyard.
warn sexual_orientation@CA state | It's mostly a gay neighborhood here in West Hollywood, very lively on weekends.
warn source_of_income@NJ state | The Montclair building is all working professionals, and none of the units are subsidized.
warn age@MI state | Tenants at the Lansing building are mostly older folks; it's very quiet.
ok age hopa | Sunset Palms is a 55+ community: at least 80% of homes have a resident 55 or older, per our published age-verification policy.
ok age hopa | Senior apartments for residents 62 and over, operated under the housing for older persons exemption.
ok age hopa | Buyers must be 55 or older in this HOPA-compliant community; the verification policy is available on request.
ok source_of_income@CA state | Fresno fourplex: we welcome Housing Choice Vouchers and all lawful sources of income.
ok source_of_income@WA state | Any lawful income counts for our Olympia units: wages, SSI, child support, vouchers.
ok military_status@NY state | Military clause honored in every Albany lease; active-duty members and veterans are welcome.
ok age@NJ state | Tenants of every age are welcome in our Trenton buildings; the only limit is being old enough to sign a lease.
ok marital_status@MN state | Married or not, all co-applicants for the St. Paul units are screened on the same criteria.
ok sexual_orientation@CO state | LGBTQ+ friendly management in Boulder; everyone is welcome here.
ok sexual_orientation@CA state | Gay guy looking for a gay or gay-friendly housemate for the spare room in my own house in Long Beach.
ok gender_identity@IL state | All-gender restrooms in the lobby and on the amenity floor of our Evanston building.
ok gender_identity@OR state | Our Eugene leasing team uses the name and pronouns each applicant gives us.
`);

export const REVIEW_39 = [...REVIEW_39_A, ...REVIEW_39_B];

/**
 * First measure, before anything was tuned or trained on this set (rules and readers trained on every
 * set but this one), with nothing of it read: at 5394ad7, 87 of 114 caught, 54 of 73 blocked, 1 of 73
 * flagged (76.3 / 74.0 / 1.4); the rules alone 78/114, 54/73, 1/73 (68.4 / 74.0 / 1.4). At b5461e8, with the
 * severity reader (reader/reader-findings.ts, its threshold chosen on sets 34-37) added before the set's
 * misses were read: 87/114, 55/73, 1/73.
 */
export const FIRST_MEASURE_39 = {
  commit: 'b5461e8',
  violations_caught_pct: 76.3,
  exclusions_blocked_pct: 75.3,
  false_alarms_pct: 1.4,
} as const;
