import { parseCorpus } from './corpus';

/**
 * Review set 15 (issue #22), written blind: its author read no rule or vocabulary of the checker, only
 * the line format (corpus.ts), measure.ts's exported names, the source ids, the class names and
 * review-14's header. Each sentence is labelled from a primary source: HUD's 1995 Achtenberg memorandum
 * (descriptions of the property, amenities, accessibility features and landmarks are lawful; explicit
 * preferences and limitations are not), 24 CFR 100.75(c), former 24 CFR 109.20, 42 U.S.C. 3604(c),
 * 24 CFR 100.202(c) (no inquiry into whether an applicant or household member has a disability or its
 * nature), 42 U.S.C. 3602(k) (pregnancy is familial status), 3602(h) (recovery from addiction is a
 * handicap), HOPA 42 U.S.C. 3607(b) (55+/62+ housing stated as such is lawful), the Keating occupancy
 * standard, HUD's 2016 LEP guidance, HUD 2021 (sexual orientation and gender identity are sex, in every
 * state) and state statutes: source of income blocks in CA, NY, NJ, WA, MA; marital status in NY, NJ,
 * CA; military status in OH, IL; age in NJ, NY. The same kinds of sentence in TX, GA, AL or FL, which do
 * not protect that class, are labelled warn. "Perfect / ideal / great for X" and descriptions of who
 * lives there are labelled warn. Shapes: MLS remarks with one bad clause mid-paragraph, property-manager
 * replies, application-form questions, HOA newsletters, Instagram captions with emoji and hashtags, SMS
 * shorthand, indirect wording ("the owner has a type"), numbers ("2 ppl max", "18+ bldg"), 12 sentences
 * in Spanish, a few Vietnamese/Chinese-English mixes, and ok look-alikes reusing the same words about
 * things. Left out as close calls: neighbours described by race, ethnicity or religion, "able-bodied",
 * "man cave", roommate ads naming a sex, citizenship or immigration papers, "single" meaning one person.
 * Kept out of CORPUS; bench/compliance.ts reports it.
 *
 * First contact, measured once and untuned (measure() via npx tsx, no bench, at commit 3074658):
 * 118 sentences (48 block, 16 warn, 54 ok). Violations caught 50/64 = 78.1%; exclusions blocked 35/48 =
 * 72.9%; false alarms 0/54 = 0%. Misses (15): 13 block → ok — familial status in new shapes (a clause
 * mid-paragraph "will not consider applicants with children under 10", "someone is expecting",
 * #AdultsOnly #NoKids hashtags, "no littles", "18+ bldg", an HOA "households with minor children"
 * policy, "kids or a baby on the way" in an email), indirect religion ("belong to his congregation") and
 * race ("the owner has a type … his own race"), three disability inquiries worded as form questions
 * (Q7 checkbox, medications and psychiatric diagnoses, "what your disability is and how severe"), and a
 * source-of-income application question ("paid by a housing subsidy … do not apply", NJ); 1 warn → block
 * ("Great for a Christian family …", a suits phrase read as a preference); 1 warn → ok ("full of young
 * families with kids", a description of residents).
 *
 * Tuned after first contact on 2026-11-26: now violations caught 64/64 = 100%; exclusions blocked 48/48 =
 * 100%; false alarms 0/54 = 0% (measure() via npx tsx). The gaps became grammar and vocabulary, not
 * sentences: camel-case hashtags read as words, "with children" no longer the plural of the idiom "with
 * child" (the mid-paragraph miss), "littles", "minor child", "baby on the way", "households where
 * someone is X", "no longer" + let verb, "won't work for X", an adult age floor ("18+ bldg"), membership
 * of the owner's congregation said with a verb, "people of his own race", form inquiries ("do you or
 * anyone who will live in the unit", check boxes, "tell me", medications, psychiatric diagnoses), "your
 * rent paid by X? If yes …", "the complex is full of X". One miss kept: "Great for a Christian family …"
 * (warn → block), because the corpus labels a religion "suits" phrase block (race-religion-origin.ts,
 * review-2, review-2026-11-26, after former 24 CFR 109.20), as review-13 and review-14 kept theirs.
 * corpus/tuned-15.ts holds the sentences written while tuning. Review-15 is now tuned, not held out.
 */
export const REVIEW_15 = parseCorpus(`
# --- block: explicit preference, limitation, exclusion or prohibited inquiry ---
block familial_status@TX hud1995 | Freshly painted 3/2 with new LVP throughout and quartz counters; owner will not consider applicants with children under 10; HOA dues $85/mo and no rental cap.
block familial_status@FL fha3602k | Hi Maria, thanks for applying. Unfortunately the landlord isn't accepting households where someone is expecting, so we'll have to pass on your application.
block familial_status@AZ cfr100 | ✨ Loft life downtown ✨ exposed brick + rooftop deck 🌆 DM for a tour #AdultsOnly #NoKids #DTLiving
block familial_status@NV keating1998 | 2 ppl max, no littles, 1bd 1ba, $1400 utils incl, txt me
block familial_status@NV cfr100 | 18+ bldg, quiet studio by the Strip, ask about move-in special
block familial_status@GA cfr100 | Great starter condo with a community pool! Please note: no children permitted in the unit per owner.
block familial_status@OR keating1998 | Max one child per household regardless of bedroom count.
block familial_status@IL cfr100 | HOA Newsletter, March: per the board's new policy, units may no longer be leased to households with minor children.
block familial_status@WA fha3602k | Re: your inquiry — thanks for reaching out! The upstairs unit won't work for anyone with kids or a baby on the way because of noise for the tenant below.
block religion@NY cfr109 | Two-family in Midwood with a new boiler and finished basement; owner prefers tenants who belong to his congregation.
block religion@IL hud1995 | Christian tenants only please. No smoking, no pets, credit 650+.
block religion@NJ cfr100 | No Muslims, sorry, that's the owner's decision and not mine.
block race@GA fha3604c | Seller instructs that offers will be considered only from white buyers.
block race@MI cfr100 | The owner has a type: he only rents to people of his own race, so save yourself the application fee if you're not.
block race@NC cfr100 | We keep a certain kind of community here: no Black or Hispanic renters.
block color@TX cfr109 | Owner prefers fair-skinned tenants for the front unit.
block national_origin@TX hudLep2016 | Applicants must be born in the U.S. and speak fluent English; no foreigners.
block national_origin@CA cfr109 | Room for rent in Daly City, no Indians or Middle Eastern renters.
block national_origin@FL cfr100 | Mexicans need not apply.
block national_origin@CA cfr100 | 房东只租给中国人 — landlord only rents to Chinese tenants, 2BR in Alhambra.
block handicap@OH cfr100202 | Application Q7: Do you or anyone who will live in the unit have a physical or mental disability? ☐ Yes ☐ No
block handicap@PA cfr100202 | Please list all medications taken by household members and any psychiatric diagnoses in the box below.
block handicap@NY cfr100202 | Before we schedule a showing, can you tell me what your disability is and how severe it is?
block handicap@WA fha3602h | Second-floor unit with a view of the sound; no wheelchair users accepted.
block handicap@CO fha3602h | We can't rent to anyone in recovery or on methadone — the landlord's insurance won't allow it.
block handicap@FL cfr100 | Not suitable for the mentally ill; we had issues with a previous tenant.
block sex@TX cfr109 | Male renters only for the downstairs unit of this duplex.
block sex@GA hud1995 | Landlord prefers female tenants because they keep the place cleaner.
block sexual_orientation@TX hud2021 | Traditional households only: no same-sex couples in this rental.
block gender_identity@OH hud2021 | We do not rent to transgender applicants.
block source_of_income@CA state | No Section 8, no exceptions — income must come from W-2 employment.
block source_of_income@NY state | Hey! Saw ur msg re: the 2BR. Tbh owner doesn't do vouchers or programs, only paystubs. Lmk
block source_of_income@NJ state | Rental application: Will any part of your rent be paid by a housing subsidy, voucher or public assistance? If yes, please do not apply.
block source_of_income@WA state | Sorry, we don't take HCV or any other rental assistance for this unit.
block source_of_income@MA state | All applicants must be employed; SSI, SSDI and child support do not count toward income.
block marital_status@NY state | Owner will only lease to married couples; unmarried partners need not apply.
block marital_status@NJ state | Applicant marital status (required): Married / Divorced / Never married. Married applicants receive priority.
block marital_status@CA state | Sorry, the owner doesn't rent to unmarried couples living together.
block military_status@OH state | No military tenants; we've had too many broken leases from deployments.
block military_status@IL state | Landlord won't rent to active-duty service members or reservists.
block age@NY state | Seeking tenants under 40 for the penthouse; the building skews young and we want to keep it that way.
block age@NJ state | Applicants over 65 will not be considered for the third-floor unit.
block familial_status@TX fha3602k | Se renta cuarto en Pasadena, solo para adultos, sin niños, $650 al mes.
block source_of_income@CA state | No aceptamos Sección 8 ni ningún tipo de ayuda del gobierno.
block national_origin@AZ cfr100 | No rentamos a centroamericanos, lo siento.
block handicap@TX cfr100202 | ¿Usted o alguien de su familia tiene alguna discapacidad o enfermedad mental? Favor de indicarlo en la solicitud.
block sex@CA cfr109 | Departamento solo para mujeres, no se aceptan hombres.
block familial_status@CA hud1995 | Không nhận gia đình có trẻ em — phòng cho thuê gần Little Saigon, no kids.
# --- warn: who lives there or who the home suits; a state class outside the states protecting it ---
warn familial_status@AZ hud1995 | Ideal for empty nesters looking to downsize.
warn religion@TX hud1995 | Great for a Christian family wanting to be close to their church.
warn sex@GA hud1995 | Perfect for a working woman who wants a safe, secure place of her own.
warn familial_status@FL hud1995 | The complex is full of young families with kids.
warn familial_status@CO hud1995 | Great for families with school-age kids — the elementary is two blocks away.
warn familial_status@NC hud1995 | Perfect spot for a couple or a single 🏡 #CozyLiving #JustListed
warn source_of_income@TX state | No Section 8.
warn source_of_income@GA state | Vouchers not accepted at this property.
warn source_of_income@AL state | Must show employment income; no government assistance.
warn marital_status@TX state | Married couples preferred.
warn marital_status@FL state | Owner would rather rent to a married couple than to roommates.
warn military_status@GA state | No military please, too many early lease breaks.
warn age@TX state | Looking for tenants under 35 to fit the vibe of the building.
warn age@AL state | No renters over 70, owner's rule.
warn familial_status@TX hud1995 | Perfecto para una familia con niños pequeños.
warn source_of_income@TX state | No se acepta Sección 8.
# --- ok: the property, lawful terms, HOPA stated as such, accessibility, equal opportunity ---
ok familial_status@CA style | Bright 4BR with a kids' playroom off the kitchen and a fenced backyard.
ok religion@NY hud1995 | Minutes to St. Agnes Catholic school, the public library and the crosstown bus.
ok handicap@NY style | Fourth-floor walk-up with original tin ceilings and a skylit bath.
ok familial_status@FL hopa | Senior living amenities in our HOPA 55+ community: clubhouse, shuffleboard and a wellness nurse on site.
ok familial_status@TX style | Adult-sized closets in every bedroom, plus a cedar closet in the hall.
ok sex@TX hud1995 | Master bedroom upstairs with a walk-in closet and double vanity.
ok familial_status@GA hud1995 | Family room opens to the patio; great room with vaulted ceilings.
ok handicap@CO hud1995 | Walking distance to the light rail, grocery and Saturday farmers market.
ok handicap@OR hud1995 | Jogging trails behind the community and a heated lap pool.
ok familial_status@CA hud1995 | Detached mother-in-law suite with its own kitchenette and entrance.
ok marital_status@NY hud1995 | Cozy bachelor apartment on the garden level, heat and hot water included.
ok religion@NJ hud1995 | Kosher kitchen with two sinks and two dishwashers.
ok religion@IL hud1995 | The chapel on the grounds is available for resident events.
ok handicap@WA hud1995 | Roll-in shower, grab bars and a ramp at the side entrance.
ok handicap@TX hud1995 | No pets except assistance animals.
ok - fha3604c | Equal Housing Opportunity. Every applicant is screened with the same written criteria.
ok source_of_income@CA state | We accept all lawful sources of income, including Housing Choice Vouchers.
ok familial_status@AZ hopa | All residents must be 62 or older: this is a HOPA-qualified senior community.
ok familial_status@OR keating1998 | Occupancy limit: two persons per bedroom plus one, per city code.
ok handicap@OH cfr100202 | Every applicant is asked whether they can meet the lease terms, including paying rent on time.
ok handicap@IL hud1995 | Elevator building with step-free entry from the street.
ok color@TX style | White quartz counters, black hardware and a navy accent wall.
ok national_origin@CA style | Spanish-style bungalow with original tile and a Mediterranean courtyard.
ok national_origin@NY hud1995 | Walk to Chinatown's dim sum spots and the Little Italy feast in September.
ok religion@GA hud1995 | Across the street from First Baptist Church and the Buddhist temple garden.
ok familial_status@NC style | Top-rated elementary school two blocks away and a playground in the courtyard.
ok age@NJ style | Mature oak trees shade the backyard.
ok familial_status@MN style | Nursery off the primary suite could also serve as a home office.
ok military_status@TX style | Ten minutes from the Fort Bliss gate; off-base home with a two-car garage.
ok military_status@OH state | We accept military orders as proof of income and honor SCRA lease terminations.
ok marital_status@NJ state | Each adult occupant signs the lease and is screened with the same criteria.
ok age@NJ state | Lease signers must be 18 or older.
ok familial_status@FL hopa | HOA newsletter: as a reminder, our community operates as 55+ housing under HOPA, with at least 80% of occupied units having a resident 55 or older.
ok - fha3604c | Golden hour from the new rooftop deck 🌅 #JustListed #EqualHousingOpportunity #OpenHouseSunday
ok - hud1995 | Hi! Unit still avail. Showing sat 10am, bring ID + proof of income. See u there
ok sex@IL style | Primary suite with his-and-hers closets and a soaking tub.
ok handicap@PA style | Not wheelchair accessible: three steps at the entry and no elevator.
ok source_of_income@NY state | Income from any lawful source counts, including vouchers, SSI and child support.
ok familial_status@WA style | Bonus room upstairs could be a den, a gym or a kids' room.
ok national_origin@CA hudLep2016 | Hablamos español, tiếng Việt và 中文 — applications available in all three languages.
ok handicap@MA cfr100202 | Reasonable accommodation requests can be sent to the leasing office at any time.
ok age@AZ hopa | Active adult community, 55+ per HOPA, with a golf course and pickleball courts.
ok - style | Walk-in pantry, mudroom with cubbies and a three-car garage.
ok military_status@IL hud1995 | Veterans Memorial Park is right across the street.
ok sexual_orientation@CA hud1995 | Steps from the Pride parade route and the Castro Theatre.
ok handicap@CO style | Ground-floor unit with wide doorways and lever handles.
ok familial_status@TX style | Tot lot, splash pad and a teen game room in the clubhouse.
ok familial_status@TX style | Casa de tres recámaras con sala familiar y patio amplio, cerca de la escuela primaria.
ok handicap@CA hud1995 | Se permiten animales de asistencia; no se permiten otras mascotas.
ok source_of_income@CA state | Aceptamos vales de vivienda (Sección 8) y todo ingreso legal.
ok - fha3604c | Igualdad de oportunidades en la vivienda. Departamento con cocina remodelada y estacionamiento.
ok familial_status@AZ hopa | Comunidad para mayores de 55 años conforme a HOPA, con alberca y salón de eventos.
ok national_origin@CA style | Nhà 3 phòng ngủ gần chợ Phước Lộc Thọ, walk-in closet, garage 2 xe.
ok national_origin@NY style | 近地铁站 near the subway, 3BR with 主卧 master suite, open house Sunday.
`);
