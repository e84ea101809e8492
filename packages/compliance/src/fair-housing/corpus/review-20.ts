import { parseCorpus } from './corpus';

/**
 * Review set 20 (issue #22), written blind: its author read no rule, vocabulary, pattern, test, engine or
 * other corpus sentence of the checker, only the line format and parseCorpus (corpus.ts), the first 45 lines
 * of review-16 (header style), the key names of SOURCES (printed by a one-line script), the class union in
 * types.ts and @pp/contract, and the exported type names of jurisdictions.ts. Sentences were written by hand,
 * mostly as paraphrases rather than stock phrases, and each label comes from a primary source: 42 U.S.C.
 * 3604(a)-(f) and (c); 24 CFR 100.50-100.80 (100.70 steering in showing feedback, 100.80 "say it's taken"),
 * 100.202 (no inquiry into a disability), HUD/DOJ 2004 on reasonable accommodations (a parking space near
 * the door), HUD FHEO-2020-01 (an emotional support animal is not a pet), 3602(h) (recovery is a handicap),
 * 3602(k) (pregnancy is familial status), 100.400 (an HOA threatening or fining a seller over the buyer's
 * race or origin), 100.600 (quid pro quo and hostile-environment harassment); HOPA (55+ with one resident
 * 55, all 62+, stated as such: ok); 3607(a) (a parish's non-commercial residence preferring its members,
 * membership open to all: ok); the Keating memo (two people in a two-bedroom is too tight a cap; two a
 * bedroom plus one is not); HUD's 2016 LEP guidance (an English-fluency requirement blocks, documents in
 * several languages are ok); HUD's 1995 Achtenberg memo (property, rooms, features, landmarks, secular
 * holidays are ok; "ideal / perfect / great / would suit X" and "seniors preferred" outside HOPA are warn;
 * explicit preference, limitation or exclusion blocks); former 24 CFR 109.20 catchwords ("traditional,
 * restricted", board approval) are warn. State classes use statutes: source of income in NY, CA, MA, NJ;
 * marital status in NJ, CA, NY, MA; age in NY, NJ; military status in OH, IL; sexual orientation and gender
 * identity only in states whose statutes name them (CA, NY, IL, WA, CO, NJ, MA), so no sentence for those two
 * depends on HUD's 2021 reading of "sex". Nine state pairs, the same sentence in a state without the class
 * labelled warn: source of income NY/TX, CA/GA, MA/FL; marital status NJ/AL, CA/TX; age NY/GA, NJ/FL;
 * military status OH/TX, IL/AL.
 *
 * Shapes: MLS public remarks, rental listing descriptions, property manager replies, showing-feedback notes,
 * tenant screening policies, lease addenda, HOA bylaws and board emails, whole-unit short-term sublets,
 * community Facebook posts, texts, Spanish, Vietnamese-English, Chinese-English, Tagalog-English and Haitian
 * Creole-English. Look-alikes (ok): the same screening applied to all, accessibility features, places and
 * features named with class words (Black Mountain Road, Women's Health Center, single-family, Bridal Veil
 * Falls, Naval Station Great Lakes, rainbow door), HOPA statements, inclusive statements listing classes.
 * Left out as close calls: roommate ads in shared units naming a sex, racial make-up of a neighbourhood.
 *
 * Counts: 132 sentences, 58 block, 19 warn, 55 ok (41.7%). By class (block/warn/ok): race 4/1/5, color
 * 4/0/4, religion 5/1/5, sex 5/1/3, handicap 6/1/6, familial_status 6/2/6, national_origin 7/1/6,
 * source_of_income 4/3/3, marital_status 3/3/3, age 3/3/3, military_status 3/2/4, sexual_orientation
 * 4/1/3, gender_identity 4/0/4. Not in CORPUS, tests or bench.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * First measure, once and untuned (the lead, 2026-11-26 19:43 UTC, measure() via a one-off `npx tsx`
 * script on the committed tree at 6a9a98b, after every Fair Housing change of the session; no fixer has
 * seen this set or heard of its families): 132 sentences; violations caught 62/77 = 80.5%; exclusions
 * blocked 42/58 = 72.4%; false alarms 3/55 = 5.5%. Miss families: steering to a neighbourhood where
 * "folks look more like them"; "match the complexion / the same shade" of the street; screening by an ID
 * photo's race; an HOA threat over a buyer's race (warned, not blocked); worship or Bible study as a lease
 * term or a repair's price; observance required of applicants; sexual favours for rent without a named
 * favour; a maintenance man's unwanted advances tolerated; an emotional support animal refused; a parking
 * accommodation refused; "program tenants", "in uniform", "single applicants need a co-signer" as
 * refusals; Spanish "solo se renta a mujeres" (warned). False alarms: two lawful 62-and-over statements
 * and an MLK library named as a landmark. Severity: "perfect/ideal for <class> family" blocked where the
 * set says warn.
 */
export const REVIEW_20 = parseCorpus(`
# race: steering, false unavailability, interference; landmarks and colours of things are lawful
block race cfr10070 | Showing feedback, 4/12: told the couple relocating from Atlanta they would fit in better over in Brookhaven Estates, where folks look more like them.
block race cfr100 | Text from owner: no more Asian tenants after the last one. Just tell them it's already spoken for if they ask.
block race fha3604c | Rental description: landlord asks that we only forward applicants who are not Black; please screen by the ID photo before scheduling.
block race cfr100 | HOA board email to a member: you should rethink accepting that African American family's offer, or the board will make the next year very hard for you.
warn race cfr109 | MLS public remarks: a traditional, restricted enclave where the board approves every purchaser before closing.
ok race hud1995 | MLS public remarks: steps from the Martin Luther King Jr. Library and the Museum of African American History, with a bus stop at the corner.
ok race hud1995 | Harlem brownstone with original stained glass and parquet, a short walk to the Apollo Theater and Marcus Garvey Park.
ok race fha3604c | We welcome applicants of every race, color, religion, sex, disability, familial status and national origin.
ok race cfr100 | Tenant screening policy: every applicant, whatever their race, goes through the same credit, eviction and income check, in the order applications arrive.
ok race hud1995 | Community Facebook post: the Juneteenth block party is Saturday on Oak Street, and our open house runs right alongside it from 1 to 4.
# color
block color fha3604c | MLS public remarks: seller hopes the next owners will match the complexion of the rest of the street.
block color fha3604c | Property manager reply: between us, lighter-skinned applicants tend to be approved much faster at this building.
block color fha3604c | Se prefieren inquilinos de piel clara para este departamento.
ok color hud1995 | Freshly painted white exterior, black shutters, a red front door and a brown brick walkway.
ok color hud1995 | Unit 3B: darker walnut cabinetry, light quartz counters and a white subway-tile backsplash.
ok color hud1995 | Rental description: on Black Mountain Road, ten minutes from White Rock Lake and the Redwood trail.
ok color cfr100 | Screening policy: photos are never requested with applications, so decisions rest only on the written criteria.
block color fha3604c | Community Facebook post: neighbors, let's make sure the house on Elm goes to someone the same shade as the rest of us.
# religion
block religion fha3604c | Lease addendum 4: tenants agree to attend Sunday worship at Grace Fellowship, the owner's church, at least once a month.
block religion fha3604c | Our building keeps Shabbat, so we are only accepting applications from households who observe it as well.
block religion fha3604c | Property manager reply: the owners belong to the congregation next door and want to rent only to fellow believers.
block religion cfr100600 | Text from landlord: your repair would move a lot faster if you started coming to my Bible study on Wednesdays.
block religion fha3604c | Short-term sublet, whole 2BR unit for the summer: frum families only, no exceptions.
warn religion hud1995 | Rental description: ideal for a Christian family wanting to live close to church.
ok religion hud1995 | MLS public remarks: half a block to St. Mary's Cathedral and the Temple Beth El preschool, with the farmers market on Sundays.
ok religion hud1995 | Holiday open house with Santa photos and cocoa on Saturday; the Fourth of July parade passes right by the porch.
ok religion hud1995 | Kosher-ready kitchen with two sinks and two dishwashers; the community center and mosque are both on the same street.
ok religion fha3607a | This residence is owned and operated by St. Anne's Parish, not for commercial purposes, and gives first preference to members of the parish, whose membership is open to all.
ok religion fha3604c | HOA bylaws excerpt: the clubhouse may be reserved by any resident for any lawful gathering, religious or secular, on the same terms.
# sex, including harassment
block sex fha3604c | Whole-unit sublet: two-bedroom apartment, entire place to yourself, women applicants only.
block sex cfr100600 | Text: rent's due Friday, but if you come by tonight dressed nice we can forget about this month.
block sex fha3604c | Tenant screening policy: we do not lease to single mothers, past experience has been bad.
block sex fha3604c | Casa completa de dos recámaras: solo se renta a mujeres.
block sex cfr100600 | Property manager note: the maintenance man keeps asking the woman in 2C out after being told no; she can move if she doesn't like it.
warn sex hud1995 | Cozy one-bedroom near the train, would suit a working gentleman.
ok sex hud1995 | Master suite with his-and-hers walk-in closets and a double vanity.
ok sex hud1995 | Walk to the Women's Health Center, the Boys & Girls Club and Lady Bird Johnson Park.
ok sex fha3604c | Lease addendum: every tenant, regardless of sex, must keep bicycles out of the hallway.
# handicap: inquiries, accommodations, assistance animals
block handicap cfr100202 | Application question 14: list any mental health diagnoses and the medications you currently take.
block handicap fheo202001 | Property manager reply: we're a no-pet building, so your emotional support cat would have to go, letter or no letter.
block handicap cfr100202 | HOA bylaws 7.3: residents must be able to use the stairs unassisted, and motorized scooters are not allowed in any common area.
block handicap fha3602h | Text to agent: owner won't rent to anyone in recovery, he's had enough of the methadone clinic crowd.
block handicap hudDojRa2004 | Reply: sorry, the spaces near the door go by seniority, so we can't set one aside for your wheelchair.
block handicap cfr100202 | No aceptamos inquilinos en silla de ruedas porque el edificio es muy viejo.
warn handicap hud1995 | Three-story townhome, perfect for active, able-bodied buyers who love stairs.
ok handicap fheo202001 | No pets. Assistance animals are not pets, and requests for them are handled as reasonable accommodations.
ok handicap hud1995 | Zero-step entry, roll-in shower, 36-inch doorways and lever handles throughout.
ok handicap cfr100202 | Screening policy: every applicant is asked the same questions about rental history and income; we do not ask about health or disability.
ok handicap hud1995 | Walk to the VA Medical Center and the campus of the School for the Deaf.
ok handicap hudDojRa2004 | Residents may ask for a reasonable accommodation or modification at any time; forms are in large print and Braille at the office.
ok handicap hud1995 | Short-term sublet of the whole studio: second-floor walk-up, no elevator, stairs only.
# familial status (pregnancy included); HOPA stated lawfully; Keating
block familial_status fha3604c | Lease addendum: no occupant under the age of eighteen may reside in the unit.
block familial_status keating1998 | Two-bedroom, two-bath townhouse, maximum two occupants total.
block familial_status fha3602k | Property manager reply: since you're expecting, you might be happier looking elsewhere; the neighbor upstairs works nights.
block familial_status fha3604c | Community Facebook post: our quiet building has no little ones and the board intends to keep it that way.
block familial_status fha3604c | Chỉ cho thuê người lớn thôi, không nhận gia đình có con nhỏ. Apartment 2BR near Bolsa.
block familial_status cfr10070 | Showing feedback: told the buyer with three kids the board frowns on strollers in the lobby and they'd be happier in the next town.
warn familial_status hud1995 | Great for empty nesters ready to downsize.
warn familial_status hud1995 | Seniors preferred: quiet building, no common playground.
ok familial_status keating1998 | Occupancy follows the city housing code: two persons per bedroom, plus one.
ok familial_status hud1995 | Four bedrooms, a bonus playroom and a fenced yard; walk to Lincoln Elementary.
ok familial_status hopa | Sunset Ridge is a 55-and-older community under the Housing for Older Persons Act; at least one resident of each home must be 55 or over.
ok familial_status hopa | Every resident must be 62 or older; this is housing for older persons under federal law.
ok familial_status hud1995 | Children's splash pad and tot lot next to the pool, and pool rules apply to all residents alike.
ok familial_status fha3604c | Malapit sa school at park, pwede ang pamilya na may anak. Three bedrooms, big backyard.
# national origin, LEP
block national_origin hudLep2016 | Applicants must be fluent in English to be considered.
block national_origin fha3604c | Text from owner: no one from Somalia, the cooking smells linger. Just say it's taken.
block national_origin fha3604c | Property manager reply: we only rent to people who were born in the U.S., sorry.
block national_origin fha3604c | No rentamos a centroamericanos, gracias por entender.
block national_origin fha3604c | Người Việt thì mình ưu tiên nha, không nhận người nước ngoài.
block national_origin fha3604c | 只租给华人，其他人请勿打扰。Two-bedroom condo in Flushing.
block national_origin cfr100 | HOA email: the board will fine any owner who sells to the Haitian buyers touring Maple Court.
warn national_origin hud1995 | Perfect for an Indian family, big kitchen for serious cooking.
ok national_origin hudLep2016 | Leasing documents are available in English, Spanish and Vietnamese, and interpreters are free on request.
ok national_origin hudLep2016 | Screening applies to everyone: a government photo ID (any country's passport is fine), income and rental history.
ok national_origin hud1995 | Walk to Little Saigon's pho shops and the Mexican Consulate.
ok national_origin hud1995 | Spanish Colonial Revival with Mexican tile, Italian marble and French doors to the patio.
ok national_origin hudLep2016 | Hablamos español. Aceptamos solicitudes de todas las personas, sin importar su país de origen.
ok national_origin hudLep2016 | Nou pale kreyòl tou. Open house Saturday, everyone welcome.
# source of income (pairs: NY/TX, CA/GA, MA/FL)
block source_of_income@NY state | No Section 8 or other vouchers.
warn source_of_income@TX state | No Section 8 or other vouchers.
block source_of_income@CA state | Owner's policy: rent has to come out of the tenant's own paycheck, no agency or program payments.
warn source_of_income@GA state | Owner's policy: rent has to come out of the tenant's own paycheck, no agency or program payments.
block source_of_income@MA state | Program tenants need not apply.
warn source_of_income@FL state | Program tenants need not apply.
block source_of_income@NJ state | Tenant screening policy: income must be from employment; disability benefits, alimony and child support are not counted.
ok source_of_income@MA state | Income requirement is the same for everyone; vouchers, SSI and child support all count toward it.
ok source_of_income@CA state | We accept Section 8, CalWORKs and every lawful source of income.
ok source_of_income@NY state | Security deposit is one month's rent for every tenant, and we work with voucher programs on inspections.
# marital status (pairs: NJ/AL, CA/TX)
block marital_status@NJ state | Lease is offered to married couples only; unmarried partners need not apply.
warn marital_status@AL state | Lease is offered to married couples only; unmarried partners need not apply.
block marital_status@CA state | Applicants who will live together must show a marriage certificate.
warn marital_status@TX state | Applicants who will live together must show a marriage certificate.
block marital_status@NY state | Screening: single applicants need a co-signer, married couples do not.
warn marital_status@NY state | Ideal for newlyweds starting out.
ok marital_status@MA state | Co-applicants may be spouses, partners, friends or relatives; each one signs the lease.
ok marital_status@CA state | Single-family home on a quiet cul-de-sac with single-level living and a single-car garage.
ok marital_status@NJ state | Walk to the Bridal Veil Falls trailhead and the Wedding Cake House museum.
# age (pairs: NY/GA, NJ/FL)
block age@NY state | We'd prefer tenants under 40 for this walk-up.
warn age@GA state | We'd prefer tenants under 40 for this walk-up.
block age@NJ state | No applicants under 25, regardless of income.
warn age@FL state | No applicants under 25, regardless of income.
block age@NY state | Reply: the owner thinks someone your age might struggle to keep up the yard and would like a younger tenant.
warn age@NJ state | Perfect for a young professional.
ok age@NJ state | Every applicant must be at least 18, the age to sign a lease.
ok age@NY hopa | Woodland Commons is housing for older persons: every resident is 62 or older.
ok age@NJ state | Built in 1925, an older home with original woodwork and a three-year-old roof.
# military status (pairs: OH/TX, IL/AL)
block military_status@OH state | We don't rent to active-duty service members because they might break the lease on deployment.
warn military_status@TX state | We don't rent to active-duty service members because they might break the lease on deployment.
block military_status@IL state | Veterans with a less-than-honorable discharge will not be considered.
warn military_status@AL state | Veterans with a less-than-honorable discharge will not be considered.
block military_status@OH state | Screening: applicants currently in uniform need not apply.
ok military_status@OH state | Every lease includes a military clause, as the Servicemembers Civil Relief Act allows.
ok military_status@IL state | Walk to Naval Station Great Lakes and the VFW post on Sheridan Road.
ok military_status@IL state | We accept HUD-VASH vouchers and every other lawful source of rent.
ok military_status@OH state | Veterans and active-duty members are welcome, and we'll work around your PCS dates.
# sexual orientation
block sexual_orientation@CA state | Owner prefers a traditional couple, so no same-sex partners.
block sexual_orientation@NY state | Reply: the landlord isn't comfortable renting to two men as a couple.
block sexual_orientation@IL state | HOA Facebook post: let's keep Maple Court for normal families, not for that lifestyle.
warn sexual_orientation@CA state | Ideal for a gay couple who wants to be near the Castro.
ok sexual_orientation@CO state | Near Cheesman Park, the Pride parade route and the LGBT Center.
ok sexual_orientation@WA state | We do not discriminate based on sexual orientation, gender identity, marital status or any other protected class.
ok sexual_orientation@NJ state | Rainbow-painted front door and a rainbow of wildflowers out back.
block sexual_orientation@WA state | No se aceptan parejas del mismo sexo en esta casa de renta.
# gender identity
block gender_identity@CA state | Applicants must use the name and sex on their birth certificate; no tenants who are transitioning.
block gender_identity@NY state | Text: the owner says no trans people, his building, his rules.
block gender_identity@IL state | Sublet, entire 1BR to yourself: cis women only.
block gender_identity@CO state | No rentamos a personas transgénero.
ok gender_identity@WA state | All-gender restrooms in the clubhouse and private changing rooms at the pool.
ok gender_identity@CO state | Applicants may use their chosen name on the lease, and the pronoun field is optional.
ok gender_identity@MA state | Equal housing opportunity regardless of gender identity or expression.
ok gender_identity@NY state | Showing feedback: the buyers (they/them) loved the yard and want a second showing Sunday.
`);

export const FIRST_MEASURE_20 = {
  commit: '6a9a98b',
  sentences: 132,
  violations_caught_pct: 80.5,
  exclusions_blocked_pct: 72.4,
  false_alarms_pct: 5.5,
};
