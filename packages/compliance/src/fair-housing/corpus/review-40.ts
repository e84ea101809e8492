import { parseCorpus } from './corpus';
import { REVIEW_40_B } from './review-40-b';

/**
 * Review set 40, written blind. Its author read only: corpus.ts (the line format and parseCorpus); lines 1-45 of
 * review-36.ts (its header comment, for the label conventions; none of its sentences); the two lists
 * FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES in packages/contract/src/listing.ts; and the key names of
 * SOURCES, printed by a one-line script (sources.ts itself was not opened). No other file in packages/compliance
 * was opened: no rule, vocabulary, pattern, engine, jurisdiction table, test or other corpus sentence. No public
 * source was searched, every sentence was written by hand, and none was run through the checker.
 *
 * block: an explicit preference, limitation or exclusion by a class, much of it in phrasings a phrase list may not
 * anticipate ("the way it's always been", "done renting to guys", "people from back home", "one child max",
 * "str8 couples", "no FOBs", a preference buried mid-sentence between amenities, a class in one sentence and the
 * limit in the next); different terms by class (a co-signer for African American or male applicants, a double
 * deposit for voucher holders, two months' deposit for Latino applicants, a fob fee for Sabbath observers, menorahs
 * banned beside Christmas wreaths, curfews and pool bans for children, a pet deposit on a support animal); steering
 * (Lakeview vs. Hollis Park, Building C for families, Bayview for Asian families, alley units by skin tone); a false
 * "taken" or "leased"; questions (church, more kids, where the family is from, medications and diagnoses);
 * refused accommodations and modifications (grab bars, a closer parking spot); harassment incl. quid pro quo, a
 * provider ignoring a neighbor's or employee's conduct, deliberate misgendering; retaliation for a complaint
 * (24 CFR 100.400, 100.600, 100.7). A room or unit in a home the owner does not live in is a dwelling, so a limit
 * there is block. warn: a description of who lives there or who the home suits without a rule ("pretty much all
 * white", "very light-skinned crowd", "mostly LDS", "man cave", "all young and able-bodied", "best suited to a
 * single person or a couple", "mostly retirees", "mostly gay men", "full of Navy families"), and blanket criminal
 * bars (any felony, any conviction ever, any arrest, "ever done time"; HUD 2016 criminal-records guidance,
 * disparate impact, filed under race). ok: HUD 1995 memo acceptable words and look-alikes (master bedroom,
 * family room, walk-in pantry, "come see it", churches and temples as landmarks, black granite, French doors,
 * Spanish Mission style, Martin Luther King Jr. Boulevard, Boys & Girls Club, mother-in-law suite), equal
 * treatment statements that reuse class words and negation, HOPA 55+ and 62+ with a published age policy,
 * accessibility features and accommodation procedures, a housemate limited by sex or orientation in the author's
 * own home (Roommates.com, 9th Cir. 2012), a religious organisation's non-commercial housing (42 U.S.C. 3607(a)),
 * individual criminal-history review, translated leases and IDs accepted, occupancy by local code (Keating 1998).
 *
 * Federal lines carry no state. State-class lines carry @XX only for a state the author believes protects that
 * class (the author's own reading of the codes, not the project's table; the lead should check them against it): source
 * of income CA, NY, NJ, MA, WA; marital status MN, IL, NJ, WA; age NJ, NY, MI; military status NY, WA, CA, IL;
 * sexual orientation CA, CO, NJ, NY; gender identity IL, NY, OR, CO. A description in a protecting state is warn.
 * Languages: English; Spanish (16 lines); Vietnamese, Chinese, Portuguese, Korean, French, Tagalog, Russian and
 * Arabic (one each); evasions by spaced letters, leet, hyphens, emoji and misspellings are mostly in review-40-b.ts.
 */
const REVIEW_40_A = parseCorpus(`
# block: race and color
block race fha3604c | Owner wants to keep the building "the way it's always been" — meaning white tenants, so that's who we're approving.
block race cfr10070 | I'd steer your buyers toward Lakeview; Hollis Park has gone mostly Black and I don't think they'd be comfortable there.
block race cfr10080 | When the Black couple calls back about 14B, tell them it's leased — we're holding it for the Johansens.
block color fha3604c | Landlord wants fair-skinned applicants only; don't ask me why, just screen for it.
block color cfr10070c4 | Put the darker-skinned applicants in the units facing the alley, not the lakefront side.
block race fha3604b | Updated kitchen, in-unit laundry and one parking space included; for African American applicants the owner wants a co-signer regardless of credit, and trash and water are covered.

# block: religion
block religion fha3604c | Ideal for a churchgoing Christian family who will respect our Sunday quiet hours.
block religion fha3604c | Owner's had bad luck with tenants who wear the hijab, so he'd rather not go down that road again.
block religion fha3604b | Residents who keep Sabbath and can't use the key fob must pay $40 a month for the manual entry service.
block religion fha3604b | Holiday decorations: Christmas wreaths welcome on doors; menorahs and Diwali lights are not permitted.
block religion cfr100 | What church do you go to? The owner likes to know who's moving in before we schedule a showing.

# block: sex
block sex fha3604c | Garden apartment for a female tenant only; the owner lives out of state and just feels safer renting to a woman.
block sex fha3604b | Male applicants need a co-signer; female applicants with the same income do not.
block sex fha3604c | Owner's done renting to guys — too many parties. Ladies, please apply!

# block: disability
block handicap fha3604c | This unit isn't suitable for wheelchair users or anyone on a walker, please don't apply.
block handicap cfr100202 | All applicants must be able to live independently with no help from aides or caregivers.
block handicap cfr100202 | Page 2: list every prescription you take and any mental health diagnosis or hospitalization in the last 5 years.
block handicap cfr100202 | We can't let you put grab bars or a ramp in; it changes the look of the building, so you may want to look elsewhere.
block handicap hudDojRa2004 | Sorry, parking is first come, first served — we can't reserve a closer spot for your disability.
block handicap fha3604c | Quiet building, not a fit for people in recovery or anyone with a psych history.

# block: familial status
block familial_status fha3604c | One child max per unit — owner's rule, not mine.
block familial_status fha3604c | Updated 2BR with quartz counters and a private deck; the owner asks that we prioritize applicants without children because the downstairs tenant works nights, and heat is included.
block familial_status cfr10070c4 | Families with kids go in Building C by the playground; keep the singles and couples in A and B.
block familial_status fha3604b | Children are not allowed in the courtyard after 6 p.m. and may not use the pool or fitness room at any time.
block familial_status cfr100 | Before I show it — are you planning on having more kids? The owner wants to know.
block familial_status cfr10080 | She said she's got three kids, so I told her the unit was taken (it's still open).

# block: national origin
block national_origin fha3604c | Applicants must speak fluent English and have a U.S.-born co-signer.
block national_origin fha3604b | For Latino applicants we're collecting two months' deposit instead of one.
block national_origin cfr100 | Where is your family from originally? The owner asks everybody with an accent.
block national_origin cfr10070 | Show the Nguyens the units on Bayview — that's where the Asian families tend to end up anyway.
block national_origin fha3604c | The owner's family is from Lahore. He only wants people from back home in the unit.

# block: state classes, in a state the author believes protects the class
block source_of_income@NY state | Park Slope 2BR: employment income only, no vouchers, no programs.
block source_of_income@MA state | Voucher holders pay first, last and a double security deposit in this Worcester triple-decker; everyone else pays first and last.
block marital_status@MN state | St. Paul duplex — married couples only, the owner is old-fashioned that way.
block marital_status@IL state | Unmarried couples must each qualify on their own income; married couples may combine (Chicago).
block age@NJ state | No applicants over 70 please — the stairs are steep and the owner worries about liability (Montclair).
block age@NY state | Looking for young professionals, 25 to 35, for our new building in Albany.
block military_status@NY state | Rochester landlord here — no active-duty military, they always get orders and break the lease.
block gender_identity@IL state | We don't rent to transgender people at the Evanston building; too much drama with the neighbors.

# warn: who lives there or who the home suits, with no rule
warn race fha3604c | The block is pretty much all white, older homeowners, very quiet.
warn race fha3604c | Neighborhood has been predominantly African American for decades and has a strong block club.
warn race fha3604c | Upscale, mostly Caucasian community with great schools.
warn color fha3604c | Very light-skinned crowd at the HOA meetings, if that tells you anything.
warn color fha3604c | Neighbors are mostly brown-skinned folks, really friendly street.
warn national_origin fha3604c | Lots of Polish and Ukrainian families on this street, and great bakeries.
warn national_origin fha3604c | Very Asian neighborhood, the best dim sum in town around the corner.
warn national_origin fha3604c | Little Italy is right outside your door; most neighbors are old Italian families.
warn national_origin hudNo2016 | Most of the building speaks Spanish, the landlord included.
warn religion fha3604c | Mostly LDS neighborhood, the ward house is two blocks away.
warn religion fha3604c | Strong Hasidic community here, and the eruv covers the whole building.
warn religion fha3604c | Catholic neighborhood — just about everybody on the street goes to St. Ann's on Sunday.
warn sex fha3604c | Building is mostly female nurses from the hospital, really safe vibe.
warn sex fha3604c | Total man cave: the other three units are all guys and it's a great hang.
warn handicap fha3604c | Residents are all young and able-bodied, so the lack of an elevator hasn't been an issue.
warn handicap fha3604c | Best for someone fit who doesn't mind four flights of stairs every day.
warn familial_status fha3604c | Quiet adult atmosphere; the building is mostly working professionals.
warn familial_status fha3604c | Best suited to a single person or a couple.
warn familial_status fha3604c | Mostly empty-nesters in the building; it's a calm, grown-up place.
warn familial_status fha3604c | Not really a kid kind of building, but anyone is welcome to apply.
warn age@NJ state | The building is mostly retirees, so it's very quiet after 8 (Cherry Hill).
warn age@NY state | Fun twenty-something crowd in this Williamsburg walk-up.
warn marital_status@MN state | Edina street of mostly married couples who've owned their homes for years.
warn sexual_orientation@CA state | Right in the heart of the Castro, and the building is mostly gay men.
warn gender_identity@NY state | A lot of trans residents live here and the building is very supportive (Ithaca).
warn military_status@WA state | The complex is full of Navy families from the base, so people come and go a lot (Bremerton).
warn source_of_income@NY state | Mostly market-rate working professionals here, few voucher holders (Yonkers).
warn source_of_income@CA state | Tenants in this building are all professionals with steady paychecks (San Jose).
warn race hudCriminal2016 | no fel0nies, no misdemeanors, no evictions, ever.

# ok: equal treatment, acceptable words, look-alikes, exemptions, accessibility
ok race fha3604c | We rent without regard to race, color, religion, sex, disability, familial status or national origin.
ok familial_status fha3604c | Families with children welcome — fenced yard and a park across the street.
ok source_of_income@CA hudSoi | Section 8 and all other housing vouchers are welcome at this Sacramento property.
ok handicap fheo202001 | Assistance animals are not pets, so no pet deposit, pet fee or pet rent applies to them.
ok handicap hudDojRa2004 | Need a reasonable accommodation or modification? Email the leasing office and we'll respond within five business days.
ok handicap cfr100202 | Ground-floor unit with a zero-step entry, roll-in shower and lever door handles.
ok - hud1995 | Spacious master bedroom with a walk-in closet and en-suite bath.
ok familial_status hud1995 | Sunken family room with a gas fireplace opens to the kitchen.
ok religion hud1995 | Three blocks from First Baptist Church and the public library.
ok race style | Black granite countertops and white shaker cabinets throughout.
ok color style | Exterior freshly painted a warm white with black shutters and a red door.
ok national_origin style | Spanish Mission-style bungalow with the original tile roof.
ok national_origin style | French doors open onto the patio and an English garden out back.
ok sex hud1995 | Owner's suite on the second floor with his-and-hers sinks.
ok age@NJ hopa | 55+ community in Toms River: at least one resident of each household must be 55 or older, per our published age-verification policy.
ok familial_status hopa | All residents must be 62 or older; this community qualifies as housing for older persons under HOPA and verifies age at application.
ok familial_status hopa | We operate as a 55-and-over community under HOPA, publish our age policy and re-survey occupancy every two years.
ok sex fha3604c | I'm a woman renting the spare bedroom in the house I live in, and I'm looking for a female housemate.
ok sexual_orientation@CA fha3604c | Gay guy looking for a gay roommate to share my 2BR condo in Long Beach — I live here too.
ok religion fha3607a | The rectory apartment is reserved for St. Joseph's parish staff who are members of the church; it is not offered to the public.
ok religion fha3607a | Units at the congregation's non-commercial residence are offered first to members of Temple Shalom, as permitted for religious organizations.
ok race hudCriminal2016 | Convictions for violent offenses within the last 5 years are reviewed individually, and every applicant can submit context or references.
ok - hud1995 | No smoking, and no pets over 40 lbs.
ok familial_status keating1998 | Occupancy follows the local housing code's standard of two persons per bedroom.
ok familial_status hud1995 | Close to schools, playgrounds and the YMCA.
ok handicap hud1995 | Walk-in pantry, and you can walk to the train.
ok national_origin hudLep2016 | Applications are available in English, Spanish, Vietnamese and Chinese, and interpreters are free on request.
ok national_origin hudNo2016 | We accept an ITIN, passport, consular ID or any government-issued photo ID with the application.
ok sexual_orientation@NY state | All couples welcome, same-sex or otherwise, at our Buffalo properties.
ok gender_identity@CO state | Residents may use the name and pronouns they go by on all lease paperwork (Denver).
ok military_status@CA state | Military families welcome; we honor SCRA early termination for PCS orders (Oceanside).
ok marital_status@IL state | Married or not, co-applicants may combine income to qualify (Chicago).
ok age@MI state | Applicants of every age are held to the same income and credit criteria (Lansing).
ok handicap cfr100202 | Tenants may install grab bars at their own expense; we may ask for reasonable restoration of the interior at move-out.
ok handicap hud1995 | Accessible entrance and elevator to all floors.
ok handicap hud1995 | Bright and sunny with great views — come see it this weekend!
ok familial_status hud1995 | Perfect starter home or downsizer.
ok - hud1995 | Quiet street with mature trees and no through traffic.
ok race style | Just off Martin Luther King Jr. Boulevard near the Black Creek trailhead.
ok religion style | Built in 1924 with cathedral ceilings and a Gothic Revival staircase.
ok familial_status hud1995 | Nursery, playroom or office — the fourth bedroom is yours to decide.
ok sex style | Across from the Boys & Girls Club and two blocks from Sisters Café.
ok color style | Choose white, gray or espresso cabinet finishes.
ok familial_status hud1995 | Bunk room sleeps four, great for guests.
ok national_origin style | Dutch Colonial with an Irish pub on the corner.
ok religion hud1995 | Tree-lined block near Temple Beth El and St. Luke's Episcopal.
ok - hud1995 | Utilities included, laundry on site, and a credit check is required for all applicants.
ok source_of_income@NJ state | Income from all lawful sources counts toward the 2.5x rent requirement, including SSI, child support and vouchers (Newark).
ok handicap fheo202001 | Pets: cats only. Service and support animals are not pets and are always allowed.
ok familial_status cfr100 | Tot lot and splash pad on site.
ok sex hud2021 | We do not discriminate on the basis of sex, including sexual orientation and gender identity.
ok national_origin fha3604c | No matter where you're from, our leasing team treats every applicant the same way.
ok race nar10 | I show every buyer every listing in their price range; I don't pick neighborhoods for people.
ok race cfr10070 | I'll send you every listing that fits your budget and commute, and you decide which neighborhoods to look at.
ok handicap cfr100202 | No parking in the fire lane; accessible spaces are reserved for vehicles with a placard.
ok sex style | Sunny mother-in-law suite with its own entrance.
ok - style | Brick colonial with a two-car garage and a white picket fence.
ok familial_status fha3602k | Expecting? Let us know your due date and we'll work with you on the move-in timing.
ok marital_status@WA state | Lease signers don't have to be related or married; every adult occupant just signs (Spokane).
ok military_status@IL state | Veterans and service members: we accept VA housing benefits and will work around deployment dates (Peoria).
`);

export const REVIEW_40 = [...REVIEW_40_A, ...REVIEW_40_B];

/**
 * First measure, before anything was tuned or trained on this set, with nothing of it read: at bb7cca4
 * (rules and readers trained on every set but this one), 93 of 110 caught, 59 of 70 blocked, 0 of 70
 * flagged; the rules alone 84/110, 56/70, 0/70 (76.4 / 80.0 / 0.0). The same at 65125e6, after more rule
 * families from review-39 (its aggregate figures only were read, again 84.5 / 84.3 / 0.0).
 */
export const FIRST_MEASURE_40 = {
  commit: 'bb7cca4',
  violations_caught_pct: 84.5,
  exclusions_blocked_pct: 84.3,
  false_alarms_pct: 0.0,
} as const;
