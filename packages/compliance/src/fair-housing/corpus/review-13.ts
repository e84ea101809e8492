import { parseCorpus } from './corpus';

/**
 * Review set 13 (issue #22), written blind: its author read no rule or vocabulary of the checker, only
 * the line format (corpus.ts), the source ids, the class names and review-12's header. Each sentence is
 * labelled from a primary source: HUD's 1995 Achtenberg memorandum (descriptions of the property,
 * facilities and neighbourhood are lawful: master bedroom, family room, walk-in closet, chapel, walking
 * distance, "non-smoking"; explicit preferences and limitations, and residents or neighbours described in
 * racial or ethnic terms, are not), 24 CFR 100.75(c), former 24 CFR 109.20, 42 U.S.C. 3604(c), HOPA
 * (housing for older persons stated as such is lawful; "seniors preferred" alone warns), the Keating
 * occupancy standard, HUD's 2016 LEP guidance, HUD 2021 and state statutes (source of income, marital
 * status, military status and age block only in states that protect them: NY, CA, NJ, WA, IL, OH as
 * labelled; four sentences are repeated in a state without that class, labelled warn). "Perfect for /
 * ideal for X" sentences are labelled warn (who the home suits). 54 ok, 49 block, 17 warn; 13 in Spanish.
 * Kept out of CORPUS; bench/compliance.ts reports it.
 *
 * First contact, measured once and untuned (npm run bench:compliance on a clean export of commit 1c99e3b,
 * whose Fair Housing engine is that of 45e2eb7; the same figures in the shared tree at a493d38, and again
 * after the 14 '-@STATE' lines, first written '- @STATE', were corrected to the line format): caught
 * 58/66 (87.9%), blocked 44/49 (89.8%), false alarms 3/54 (5.6%). Misses, kept as they are:
 *   ok → warn     "Sunset Palms is a 55+ community operated under the Housing for Older Persons Act; …"
 *   ok → warn     "Independent living for residents 62 and older, operated as housing for older persons under HOPA."
 *   ok → warn     "Gated 55-and-over community; HOPA-compliant, age verification at lease signing."
 *                 (HOPA housing stated as such on its face: lawful under the 1995 memo, still warned)
 *   block → warn  "No active military, sorry." (OH: R.C. 4112.02(H) protects military status)
 *   block → ok    "Solo para profesionales cristianos."
 *   block → ok    "N.O  K.I.D.S" (dotted letters, two spaces)
 *   block → ok    "Tenants are expected to be in good health and not to need a caregiver."
 *   block → ok    "Mostly white street, and the owners would like to keep it that way."
 *   warn → block  "Perfect for a Catholic family, St. Rose is around the corner."
 *   warn → block  "Great fit for a gay couple, the block is super LGBTQ-friendly!"
 *   warn → ok     "Best suited to tenants who can manage three flights of stairs every day."
 *   warn → ok     "Would suit a handy guy who likes yard work."
 *   warn → ok     "Mature, settled tenants would love this quiet building."
 *   warn → ok     "Traditional, exclusive enclave with the kind of neighbors you'd want, if you know what I mean."
 *
 * Tuned after first contact on 2026-11-26 (issue #22; the sets were read and the rules fitted to their
 * gaps as grammar and vocabulary, corpus/tuned-13-14.ts holds new sentences written then):
 * now caught 65/66 (98.5%), blocked 49/49 (100%), false alarms 0/54 (0%)
 * (npx tsx over corpus/measure.ts; bench:compliance agrees). No longer held out: a tuned set.
 *   still missed, warn → ok: "Traditional, exclusive enclave with the kind of neighbors you'd want, if you
 *   know what I mean." (coded, no class word); warn → block kept: "Perfect for a Catholic family …",
 *   "Great fit for a gay couple …" (24 CFR §109.20 and HUD 2021: who a home suits by religion or
 *   orientation blocks in this checker; the set labels "perfect for X" warn).
 */
export const REVIEW_13 = parseCorpus(`
# Acceptable look-alikes: the property, its rooms, features, landmarks, rules of conduct (HUD 1995 memo).
ok sex@NY hud1995 | Master suite with dual vanities and a soaking tub overlooks the garden.
ok familial_status@CA hud1995 | Sunken family room opens to the yard through a wall of sliding glass.
ok -@TX style | Walk-in closet in every bedroom, plus a cedar-lined linen closet.
ok handicap@FL hud1995 | Zero-step entry and a handicap-accessible ramp lead to the front porch.
ok religion@NJ hud1995 | Two blocks from St. Anne's Church and across the park from Temple Beth El.
ok handicap@IL hud1995 | Walking distance to the Blue Line, groceries and three coffee shops.
ok -@NY style | Cozy den off the kitchen works as an office or a reading nook.
ok sex@MA hud1995 | Bachelor apartment on the garden level, utilities included, $1,350.
ok familial_status@FL hopa | Sunset Palms is a 55+ community operated under the Housing for Older Persons Act; at least one resident per home must be 55 or older.
ok -@WA hud1995 | Sorry, no pets and no smoking anywhere on the property.
ok -@TX hud1995 | No HOA — paint the shutters any color you like.
ok -@OH nar10 | All are welcome — book a showing this weekend!
ok -@CA fha3604c | Equal Housing Opportunity. Applications are processed first come, first served.
ok color@NY style | White oak floors, black granite counters and a soft gray backsplash.
ok national_origin@TX style | Spanish-style hacienda with Saltillo tile and a courtyard fountain.
ok national_origin@CA style | Center-hall Colonial with Italian marble in the foyer and French doors to the deck.
ok handicap@WA hud1995 | Roll-in shower, grab bars and lever handles throughout: accessibility is built in.
ok handicap@NJ hud1995 | Elevator building, and this unit sits on the ground floor for easy access.
ok familial_status@IL keating1998 | Occupancy is limited to two persons per bedroom, per the city housing code.
ok source_of_income@CA hudSoi | Income must be 2.5x the rent; every lawful source of income, vouchers included, counts toward it.
ok source_of_income@NY hudSoi | We accept Section 8, CityFHEPS and every other form of rental assistance.
ok age@OH hud1995 | Quiet street, mature trees and a fenced backyard.
ok religion@MA hud1995 | Happy Easter from all of us at Maple Court! Open house Sunday 1–3.
ok religion@TX hud1995 | The complex features a nondenominational chapel, a fitness center and a saltwater pool.
ok familial_status@NY hud1995 | Playground and splash pad right outside the lobby doors.
ok sex@NY hud1995 | Mother-in-law suite with its own entrance and kitchenette.
ok sex@CA style | His-and-hers closets line the hallway to the primary bedroom.
ok handicap@IL hud1995 | Fourth-floor walk-up with skyline views: plenty of stairs, plenty of light.
ok handicap@TX hud1995 | Service and assistance animals are always accepted, and pet rent never applies to them.
ok -@WA hud1995 | Smoke-free building with quiet hours from 10pm to 7am.
ok familial_status@OH hopa | Independent living for residents 62 and older, operated as housing for older persons under HOPA.
ok age@FL hopa | Gated 55-and-over community; HOPA-compliant, age verification at lease signing.
ok -@NJ nar10 | We welcome applicants of every background, faith and household size.
ok familial_status@WA hud1995 | Three bedrooms, two baths and a bonus room over the garage — room to spread out.
ok national_origin@NJ hudLep2016 | Hablamos español: pregunte por María en la oficina.
ok -@CA hud1995 | Se aceptan mascotas pequeñas con depósito.
ok familial_status@TX hud1995 | Casa de tres recámaras con sala familiar y patio amplio.
ok religion@FL hud1995 | A pocos pasos de la iglesia de San José y del mercado municipal.
ok -@NY fha3604c | Igualdad de oportunidades en la vivienda; todos son bienvenidos.
ok handicap@IL hud1995 | Rampa de acceso para silla de ruedas y baño adaptado en planta baja.
ok familial_status@OH hud1995 | Have kids? The yard is fully fenced and the elementary school is a five-minute walk away.
ok -@MA hud1995 | 🏡✨ Just listed! 2BR/1BA, in-unit laundry, parking included. #JustListed #BostonRentals
ok sex@IL style | Gentleman's farm on 12 acres with a bank barn and a stocked pond.
ok -@TX hud1995 | txt me 4 showing times, avail 12/1, $1800/mo, 1st+last+dep
ok handicap@CA hud1995 | Wide doorways and a step-free path from parking make the unit wheelchair friendly.
ok religion@NY style | Kosher kitchen with two sinks and two dishwashers.
ok marital_status@CA style | Single-family home on a corner lot with a detached two-car garage.
ok military_status@WA hud1995 | Ten minutes to the main gate of Joint Base Lewis-McChord.
ok military_status@OH state | VA, FHA and conventional buyers are all welcome; the seller will consider any financing.
ok source_of_income@IL hudSoi | Proof of income required: pay stubs, benefit letters or voucher award letters are all fine.
ok sexual_orientation@CA hud2021 | Steps from the Castro's shops, cafés and the Pride parade route.
ok gender_identity@NY hud2021 | All genders welcome; the application asks only for your legal name and contact details.
ok -@FL hud1995 | Exclusive listing with our brokerage, call to arrange a private showing.
ok -@IL hud1995 | Safe, well-lit parking garage with 24/7 security cameras.
# Explicit exclusions, preferences and limitations (3604(c), 24 CFR 100.75(c), Part 109, HUD 1995 memo).
block familial_status@TX hud1995 | Adults only, no kids under any circumstances.
block familial_status@NY keating1998 | Max 1 child, no exceptions.
block familial_status@FL hud1995 | Got little ones? This probably isn't the place for you.
block familial_status@CA cfr100 | Children are not permitted to reside in the upper units.
block familial_status@OH fha3602k | Sorry, we are not renting to anyone who is expecting a baby.
block race@TX cfr100 | We don't rent to Black people, so don't bother calling.
block race@NJ cfr100 | The owner prefers Caucasian renters.
block color@MA cfr109 | Light-skinned applicants will be given priority.
block religion@NY cfr109 | Christian household seeks Christian tenant, believers only please.
block religion@FL cfr100 | No Muslims.
block religion@OH cfr100 | You must attend church regularly and bring a pastor's reference.
block national_origin@TX hudLep2016 | Tenant must speak fluent English, no translators.
block national_origin@NJ cfr109 | No Mexicans or Puerto Ricans.
block national_origin@IL cfr100 | Looking for tenants of European descent only.
block sex@NY cfr109 | Entire one-bedroom apartment for rent to women only.
block handicap@CA hud1995 | No wheelchairs; every tenant has to be able to climb stairs.
block handicap@FL fha3602h | Not suitable for the mentally ill.
block handicap@IL fha3602h | No recovering addicts or anyone fresh out of rehab.
block handicap@MA hud1995 | Able-bodied applicants only.
block handicap@WA cfr100 | No service dogs and no emotional support animals, no exceptions.
block sexual_orientation@CA hud2021 | No gay couples.
block gender_identity@NY hud2021 | We will not rent to transgender individuals.
block sexual_orientation@IL hud2021 | Straight tenants only.
block source_of_income@NY state | No Section 8.
block source_of_income@CA state | Must provide proof of employment, no assistance programs.
block source_of_income@IL state | Tenant-paid rent only; we don't do HUD.
block marital_status@NY state | Married couples only.
block marital_status@CA state | Unmarried couples will not be considered.
block military_status@OH state | No active military, sorry.
block military_status@IL state | Not renting to service members or reservists.
block age@NY state | No applicants over 70.
block age@IL state | Tenants must be under 40.
block familial_status@TX hud1995 | No se aceptan niños.
block religion@FL cfr100 | Solo para profesionales cristianos.
block national_origin@CA cfr100 | No rentamos a inmigrantes.
block sex@NY cfr100 | Se renta departamento completo solo a mujeres.
block source_of_income@NJ state | No aceptamos la Sección 8 ni otros programas de asistencia.
block handicap@IL hud1995 | No se permiten sillas de ruedas.
block familial_status@OH hud1995 | N.O  K.I.D.S
block race@MA cfr100 | wh1te tenants preferred
block religion@TX cfr100 | c-h-r-i-s-t-i-a-n-s only
block familial_status@CA hud1995 | no chidlren pls
block source_of_income@WA state | NO SEC 8 !!!
block familial_status@FL hud1995 | 🚫👶 no little ones in this unit sorry!! #rentals #miami
block national_origin@NY cfr100 | landlord only wants asian tenants, just fyi lol
block familial_status@WA cfr100 | Applications from families with children will not be accepted.
block handicap@NY cfr100 | Tenants are expected to be in good health and not to need a caregiver.
block race@TX cfr109 | Mostly white street, and the owners would like to keep it that way.
block national_origin@TX hud1995 | Mostly Hispanic neighborhood with great taquerias.
# Who lives there, who it suits (warn), and state classes checked where no state law protects them.
warn source_of_income@TX state | No Section 8.
warn marital_status@TX state | Married couples only.
warn military_status@FL state | No active military, sorry.
warn age@FL state | No applicants over 70.
warn source_of_income@OH state | Section 8 vouchers are not accepted here.
warn familial_status@NY hud1995 | Perfect for a quiet couple or a single professional.
warn familial_status@CA hud1995 | Ideal for empty nesters looking to downsize.
warn age@IL state | Great for young professionals, walk to the Loop.
warn religion@NJ hud1995 | Perfect for a Catholic family, St. Rose is around the corner.
warn handicap@WA hud1995 | Best suited to tenants who can manage three flights of stairs every day.
warn sex@MA hud1995 | Would suit a handy guy who likes yard work.
warn familial_status@OH hud1995 | Mature, settled tenants would love this quiet building.
warn familial_status@FL hopa | Seniors preferred.
warn sexual_orientation@NY hud2021 | Great fit for a gay couple, the block is super LGBTQ-friendly!
warn familial_status@TX hud1995 | Perfecto para una pareja jubilada.
warn race@IL cfr109 | Traditional, exclusive enclave with the kind of neighbors you'd want, if you know what I mean.
warn marital_status@FL state | We prefer married tenants.
`);
