import { parseCorpus } from './corpus';

/**
 * Review set 23, written blind by helper fhblind. What its author read of the checker: corpus.ts (line
 * format and parseCorpus), the first 45 lines of review-22 (header style), the `export` lines of review-22
 * and the five-line FIRST_MEASURE_22 object under the last one (its shape and figures, no sentence), the
 * category lists in @pp/contract (FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES), the `export` lines
 * of jurisdictions.ts and the key names of SOURCES (printed by a one-line script). One slip: an `ls` of
 * src/fair-housing showed its file names (no contents). No rule, vocabulary, pattern, engine, test or other
 * corpus sentence was opened; the state table itself was not read, so state labels come from the statutes
 * as the author knows them (the lead may find the checker's table disagrees: that is a finding, not an
 * error of the set). Sentences were written by hand and never run through the checker.
 *
 * Sources per label family: 42 U.S.C. 3604(a)-(f) (3604(b) different deposits, fees, guarantors, showing
 * hours, repair queues, review order, lease terms; 3604(c) statements); 3602(h) (recovery is a handicap,
 * current illegal use is not); 3602(k) (pregnancy is familial status); 3607(a) (a religious body's
 * non-commercial housing preferring members, membership open to all: ok; run for profit: block); 3607(b)
 * (55+ under HOPA with 80% and age surveys, all 62+: ok; a "seniors building" that never verified: block);
 * 24 CFR 100.50-100.80 (100.70 steering by agents and assignment to floors or buildings; 100.80 false
 * "taken"), 100.202(c) (questions about diagnosis, or a note that one can live alone: block), 100.203
 * (tenant-paid modifications with reasonable restoration: ok; an HOA refusing a ramp: block; filed under
 * cfr100), 100.204 and HUD/DOJ 2004 (due date moved to match SSDI, text instead of phone, reserved spots,
 * live-in aides), 100.400 (HOA or owner interference; retaliation after a complaint), 100.600 (quid pro quo,
 * hostile environment, management not acting on tenant-on-tenant slurs); HUD's 1995 Achtenberg memo
 * (rooms, features, landmarks, place names, walking distance, "bachelor apartment", "mother-in-law suite",
 * secular holidays: ok; "perfect/great/ideal for", "would suit", "works best for" a class: warn; explicit
 * preference, limitation or exclusion: block; describing who lives there: warn); former 24 CFR 109
 * ("restricted enclave": warn; "gated" alone: ok); HUD 2016 LEP guidance (conversational English required:
 * block; no translation, bring someone: warn; several languages and free interpreters: ok); HUD 2016
 * criminal-records guidance (no key of its own in SOURCES, filed under cfr100 for 24 CFR 100.500: an
 * arrest-only ban is labelled warn, race, as a disparate-impact risk with no class word; individual review
 * and the 3607(b)(4) drug-manufacture exception: ok); HUD 2016 nuisance/DV guidance (police calls counted
 * against a victim: block; lease bifurcation: ok); FHEO-2020-01 (assistance animals are not pets: pet caps,
 * pet rent or pet deposits block; a website registration alone is not enough but a provider who knows the
 * person is: ok); the Keating memo (one per bedroom counting babies: block; two per bedroom plus one, or a
 * septic limit for all: ok); the SCRA termination right (ok, filed under `state`). State classes, the
 * state named in every state-tagged sentence: source of income WA RCW 59.18.255, NJ N.J.S.A. 10:5-12,
 * IL 775 ILCS 5/3-102, OR ORS 659A.421, NY Exec. Law 296(5), CA Gov. Code 12955; marital status MI MCL
 * 37.2502, MN Stat. 363A.09, CA Gov. Code 12955; age NY Exec. Law 296(5), MA G.L. c.151B s.4; military
 * status OH R.C. 4112.02(H), WA RCW 49.60.222, IL 775 ILCS 5/1-103 (unfavourable discharge too); sexual
 * orientation MN, NY, CA; gender identity CO C.R.S. 24-34-502, NY Exec. Law 296(5).
 *
 * State pairs (same sentence, only the city and state changed): source of income WA/ID, NJ/PA, IL/IN, OR/AZ;
 * marital status MI/OH, MN/SC, CA/FL; age NY/FL, MA/NC; military status OH/KY, WA/TX; sexual orientation
 * MN/MO; gender identity CO/AL. Where the first sentence blocks, the state without the class is labelled
 * warn (no state claim, but local ordinances and HUD's 2021 reading of sex may reach it, and the product
 * warns); the soft pair CA/FL ("would suit a married couple") is warn in CA and ok in FL, which has no
 * marital-status housing protection.
 *
 * Shapes: listing descriptions, landlord texts, Craigslist-style posts, a voicemail transcript, property
 * manager SOPs, chatbot answers, lease clauses, screening-criteria pages, HOA board minutes, social captions
 * with emoji, showing recaps and agent-to-buyer lines (steering), passive and indirect wording ("it has been
 * decided", "will not be offered to", "reviewed after all others"), different terms (fees,
 * deposits, guarantors, showing hours, repairs), retaliation, harassment, evasions (spaced letters,
 * leetspeak, hyphen runs, emoji, coded words: "urban", "inner city", "right sort", "changing"), Spanish,
 * Portuguese, Vietnamese, Korean and Tagalog (each marked by a # line). Hard look-alikes (ok): place names
 * with class words (Black Bottom, Urban Arts District, Little Saigon, the Castro), colours of finishes,
 * "mature oaks", "single-level", "married to the view", "straight shot", lawful HOPA, lawful occupancy,
 * accommodations offered, neutral screening applied to all, shared-living sex preference.
 *
 * Counts: 169 sentences: 66 block, 31 warn, 72 ok (42.6% ok); 40 carry a state.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * Tuned on by helper fh23 in session 14, after its first measure: 64.9 caught / 56.1 blocked / 5.6 false
 * alarms → 100 / 100 / 0 (measure() via `ROOT=$PWD npx tsx /work/notes/misses.mts review-23`). From now on
 * this set measures tuning, not generalisation; the families built for it are in reach-rules-23.ts.
 * The lead then kept the product's policy that a state class warns in every state (the state decides
 * block or warn, and local ordinances such as Miami-Dade's chapter 11A reach further), so "would suit a
 * married couple" in Florida warns against its ok label: 100 / 100 / 1.4.
 */
export const REVIEW_23 = parseCorpus(`
# Race and color: statements, steering, coded words, false unavailability
block race fha3604c | Owner would rather lease the Delmar duplex to a Caucasian household, so hold off on booking other showings.
block color cfr100 | Text from landlord: tell the dark-skinned lady the upstairs unit got taken and offer it to the lighter couple from Sunday.
block race cfr10070 | Showing recap: I drove the Black family through Eastgate instead of Briar Ridge because they would feel more at home among their own.
warn race fha3604c | The block is quiet and the neighbors are nearly all white retirees who have owned their homes for decades.
block race fha3604c | pref3r wh1te t3nants, dm 4 addr3ss
block race fha3604c | Landlord's note: no "urban" renters, you know the type, keep the building the way it has always been.
warn race fha3604c | Safe pocket of town, nothing like the inner city, and the owners plan to keep it that way.
warn race cfr109 | A private, restricted enclave reserved for the right sort of buyer.
block race cfr10070 | Agent to buyer: that district is changing, if you catch my drift, and folks like you usually end up happier over in Oakmont.
ok race hud1995 | Walk to the Black Bottom Archives and Eastern Market, ten minutes from downtown.
ok race hud1995 | Loft in the Urban Arts District with exposed brick, twelve-foot ceilings and an urban-industrial feel.
ok color hud1995 | Kitchen redone in white oak and black soapstone, with brown slate tile in the mudroom.
ok race hud1995 | Half a mile to Howard University and the African American Civil War Memorial.
ok race cfr10070 | Send me your budget, commute and must-haves and I will pull every match in every part of the metro, not just the ones I would pick.
ok race cfr10070 | Chatbot: I can't describe who lives in a neighborhood, but here are the transit lines, the parks and the city's open crime-data map.
ok race cfr10070 | School ratings come from the state report card site; please look them up yourself so you can judge what matters to you.
ok race cfr109 | Gated community with 24-hour staffed security.
# Criminal records (HUD 2016 guidance, filed under cfr100)
warn race cfr100 | Any arrest on your record, even one that never led to charges, means the application is denied.
ok race cfr100 | Convictions are weighed one at a time: what happened, how long ago, and what you have done since; arrests alone are never considered.
ok handicap cfr100 | A conviction for making or distributing illegal drugs may be grounds to deny, as the Fair Housing Act permits.
ok race fha3604b | SOP 4.2: run the same credit, income and rental-history checks on every adult applicant, in the order the applications arrive.
# National origin and limited English proficiency
block national_origin fha3604c | Voicemail: hey, it's Dave about the duplex, we only rent to American-born folks, so if that isn't you, no need to call back.
block national_origin hudLep2016 | To be approved you need to be able to carry on a conversation in English without an interpreter.
warn national_origin hudLep2016 | We don't translate anything here; if you can't read the lease in English, bring along somebody who can.
ok national_origin hudLep2016 | Lease packets come in English, Spanish, Vietnamese and Korean, and the office will arrange an interpreter at no cost.
block national_origin fha3604b | Screening rule: applicants with foreign-sounding names put down two extra months of deposit and bring a U.S.-born cosigner.
block national_origin fha3604b | Maintenance requests from tenants who do not speak English get worked after everyone else's.
block national_origin cfr100 | SOP: if a caller has a heavy accent, say applications are online only and do not offer a tour.
warn national_origin fha3604c | Perfect for an Indian family, with a Hindu temple and spice markets just down the road.
ok national_origin hud1995 | Steps from Little Saigon's pho shops and the Vietnamese Cultural Center on Bolsa.
ok national_origin cfr100 | Any government photo ID works for the application: a state license, a passport from any country or a consular card.
ok national_origin cfr100 | No Social Security number? We can run screening with an ITIN or verify income and history another way.
# Religion
block religion fha3604c | The whole three-bedroom house is for rent, and the owners will consider a Christian family only.
warn religion fha3604c | Great for a church-going family, with Sunday services right across the street.
ok religion hud1995 | Within half a mile: St. Brigid's Church, Temple Beth El and the Islamic Center of the Valley.
ok religion hud1995 | Merry Christmas from Oak Commons! December leases get a free parking spot through spring.
ok religion fha3607a | St. Agnes Residence, run by the diocese on a non-commercial basis, offers its rooms first to parish members, and anyone may join the parish.
block religion fha3607a | Our church-owned apartments are run as a for-profit business, and we lease them to Baptists only.
block religion fha3604b | Applicants who list a mosque as a reference are offered only the 12-month lease; others may pick month-to-month.
warn religion fha3604c | Application question 7: faith or denomination (optional).
block religion cfr100400 | Board minutes: the transfer of 22B will be approved only if the buyer belongs to a Christian congregation.
block religion fha3604c | chr1st1ans pref'd, non-believers need not apply
warn religion fha3604c | 🏡✨ Just listed! 3BR with a huge yard, perfect for a young Christian family, DM me!
ok religion hud1995 | New on the market 🔑 steps from the Greek Orthodox cathedral, the farmers market 🥕 and the river trail.
# Sex: statements, shared living, harassment, domestic violence
block sex fha3604c | Basement apartment with its own entrance and kitchen, female tenants only.
ok sex hud1995 | Renting a room in the house I live in, sharing kitchen and bath, looking for a female housemate.
block sex cfr100600 | Text from landlord: rent's late again, but we can work something out if you come by tonight and keep me company.
block sex cfr100600 | Your leak gets fixed once you quit turning down the super's dinner invitations.
warn sex fha3604c | Cozy studio that would really suit a working man.
ok sex hud1995 | Bachelor apartment with a Murphy bed and a galley kitchen.
ok sex hud1995 | Primary suite with his-and-hers closets and a double vanity.
block sex hudNo2016 | Any tenant who calls police about a domestic disturbance more than twice gets a nonrenewal notice, victim or not.
ok sex hudNo2016 | Survivors of domestic violence may ask to split the lease or end it early without penalty; calling for help never counts against you.
block sex hudNo2016 | Lease clause 19: three police responses to the unit end the lease, including calls made by or about the tenant's abuser.
# Familial status: statements, steering, terms, occupancy, HOPA
block familial_status cfr10070 | This floor stays kid-free; families with little ones are placed in Building C.
block familial_status fha3602k | Heads up: we don't lease the third-floor walk-up to anyone who is expecting.
warn familial_status fha3604c | Residents are mostly retirees and young professionals, with very few kids around.
warn familial_status fha3604c | This one would suit a couple without children.
warn familial_status fha3604c | Quiet, mature building best suited to established adults.
block familial_status fha3604c | N o  k i d s, sorry, adult household preferred.
block familial_status fha3604c | 🚫👶 no littles in this lux adult loft
block familial_status fha3604b | Households with kids sign the pool addendum and pay a $200 damage fee; others don't.
block familial_status fha3604b | Board minutes: children under 16 are barred from the common lawn at all times.
block familial_status fha3604b | Applications from households with young children will be reviewed after all others have been processed.
block familial_status fha3604c | Chatbot: sorry, our units aren't a fit for households with children; want to see our partner property instead?
block familial_status keating1998 | The three-bedroom allows three occupants, one person per room, and babies count.
ok familial_status keating1998 | Occupancy is two people per bedroom plus one, the same for every household.
ok familial_status keating1998 | The cottage's septic system is permitted for six, so occupancy is capped at six for every household.
ok familial_status hopa | Sunset Palms is a 55+ community under HOPA: at least 80% of occupied homes have a resident 55 or older, confirmed by an age survey every two years.
ok familial_status hopa | Every resident of Cedar Grove must be 62 or older; the community qualifies for the 62+ exemption.
block familial_status hopa | We call ourselves a seniors building, though nobody has ever checked ages and half the residents are under 40, so no children allowed.
ok familial_status hud1995 | Fenced yard, walk to Roosevelt Elementary and the public playground.
ok familial_status hud1995 | Mother-in-law suite over the garage with its own kitchenette and entrance.
ok familial_status hud1995 | The den works as a nursery, an office or a home gym.
ok familial_status hud1995 | Family room off the kitchen and a family-sized walk-in pantry.
ok familial_status hud1995 | Kid-proof vinyl plank floors throughout and a mudroom by the garage.
ok familial_status hud1995 | Adult-sized soaking tub in the primary bath.
ok familial_status fha3604b | Quiet hours from 10 pm to 7 am apply to every resident and guest.
ok familial_status cfr100 | Guests staying more than 14 nights in six months must be added to the lease, for every resident.
# Handicap: inquiries, animals, accommodations, modifications, recovery, harassment, retaliation
block handicap cfr100202 | Chatbot: before I book your tour, have you ever been diagnosed with a mental illness?
block handicap cfr100202 | Applicants provide a doctor's note confirming they can live on their own without help.
block handicap fheo202001 | Your therapist's letter is fine, but the dog still counts toward the two-pet cap and monthly pet rent applies.
ok handicap fheo202001 | If your disability-related need for an assistance animal isn't obvious, we may ask for reliable documentation from a provider who knows you; there is no fee.
ok handicap fheo202001 | A $49 website registration alone doesn't show need, but a note from your own nurse practitioner does.
ok handicap fheo202001 | No pets allowed; assistance animals are not pets and carry no pet deposit or pet rent.
block handicap hudDojRa2004 | Request to move your due date to match your SSDI deposit on the 3rd: denied, rent is due on the 1st for everybody.
block handicap hudDojRa2004 | The deaf applicant asked to be screened by text instead of phone; declined, our policy is phone-only.
ok handicap hudDojRa2004 | Need a rule changed or a physical change because of a disability? Ask any staff member, out loud or in writing.
ok handicap hudDojRa2004 | Accessible parking spaces near the entry can be reserved on request at no charge.
ok handicap hudDojRa2004 | Live-in aides are welcome and are not counted as tenants for the income test.
ok handicap cfr100 | You may install grab bars at your own cost, and we may ask for reasonable restoration of the unit at move-out.
block handicap cfr100 | Board minutes: request to build a ramp at unit 9's front steps denied because it would spoil the curb appeal.
block handicap fha3602h | No one in recovery, we had a bad experience with a guy from the methadone clinic.
ok handicap fha3602h | Current illegal drug use on the property is grounds for ending the lease.
warn handicap fha3604c | Great for active, able-bodied tenants who don't mind stairs.
warn handicap fha3604c | The building is full of healthy, active folks, not a nursing-home crowd.
block handicap cfr100 | It has been decided that the upper units will not be offered to people who use mobility aids.
block handicap fha3604c | nO wh33lch@irs, 2nd fl only
block handicap cfr100600 | The manager keeps calling the autistic tenant in 4B the crazy one in front of neighbors and told him to find a place that takes his kind.
block handicap cfr100400 | After she filed a HUD complaint about the ramp, we raised her rent $250 and stopped shoveling her walk.
ok handicap hud1995 | Third-floor walk-up, 42 steps, no elevator.
ok handicap hud1995 | Walking distance to the light rail and the jogging trails along the creek.
ok handicap hud1995 | Step-free entrance, roll-in shower and lever handles on every door.
ok handicap fha3604b | Security deposit is one month's rent for every approved applicant, with no extra deposit for service or support animals.
# Source of income (state statutes); pairs WA/ID, NJ/PA, IL/IN, OR/AZ
block source_of_income@WA state | Spokane, Washington: 2BR garden unit, the owner isn't set up for housing vouchers, so paycheck renters only.
warn source_of_income@ID state | Boise, Idaho: 2BR garden unit, the owner isn't set up for housing vouchers, so paycheck renters only.
block source_of_income@NJ state | Jersey City, New Jersey: Section 8 holders may tour only on Tuesdays from 9 to 10 am, while everyone else can book any evening.
warn source_of_income@PA state | Scranton, Pennsylvania: Section 8 holders may tour only on Tuesdays from 9 to 10 am, while everyone else can book any evening.
block source_of_income@IL state | Peoria, Illinois: voucher holders pay first, last and a double deposit; everyone else pays one month.
warn source_of_income@IN state | Fort Wayne, Indiana: voucher holders pay first, last and a double deposit; everyone else pays one month.
block source_of_income@OR state | Salem, Oregon: income must be three times the rent from a job; rent assistance and child support don't count.
warn source_of_income@AZ state | Mesa, Arizona: income must be three times the rent from a job; rent assistance and child support don't count.
block source_of_income@NY state | Albany, New York: since you reported us to the state over the voucher thing, we won't be renewing your lease.
block source_of_income@NJ state | Hoboken, New Jersey studio, n0 s3c-8 / no-vouch3rs pls
ok source_of_income@NY state | Everyone in New York, voucher holders included, is screened the same way, and the income test applies only to the tenant's share of the rent.
ok source_of_income@NJ state | Newark, New Jersey: we count Section 8, SSI, child support and alimony as income for every applicant.
ok source_of_income@CA state | Oakland, California: income must be 2.5 times the rent, counting every lawful verifiable source, including benefits, pensions and housing assistance.
# Marital status; pairs MI/OH, MN/SC, CA/FL (soft)
block marital_status@MI state | Lansing, Michigan: the owner leases only to married couples, so bring your marriage certificate to the showing.
warn marital_status@OH state | Toledo, Ohio: the owner leases only to married couples, so bring your marriage certificate to the showing.
block marital_status@MN state | Duluth, Minnesota: unmarried partners must each earn three times the rent alone, while married couples may combine incomes.
warn marital_status@SC state | Greenville, South Carolina: unmarried partners must each earn three times the rent alone, while married couples may combine incomes.
warn marital_status@CA state | Fresno, California: this little bungalow would suit a married couple.
ok marital_status@FL state | Ocala, Florida: this little bungalow would suit a married couple.
ok marital_status hud1995 | Single-level ranch on a quiet cul-de-sac.
ok marital_status hud1995 | Married to the view? Floor-to-ceiling windows over the bay.
# Age; pairs NY/FL, MA/NC
block age@NY state | Syracuse, New York: no applicants over 70, the stairs are steep.
warn age@FL state | Tampa, Florida: no applicants over 70, the stairs are steep.
block age@MA state | Worcester, Massachusetts: applicants under 25 need a guarantor no matter what they earn.
warn age@NC state | Durham, North Carolina: applicants under 25 need a guarantor no matter what they earn.
warn age@MA state | Springfield, Massachusetts: ideal for young professionals just starting out.
ok age@NY state | Rochester, New York: every leaseholder must be 18 or older to sign the lease.
ok age hud1995 | Across the street from the senior center and the public library.
ok age hud1995 | Secluded cul-de-sac lined with mature oaks.
# Military status; pairs OH/KY, WA/TX
block military_status@OH state | Dayton, Ohio: we don't rent to active-duty service members, they get orders and leave.
warn military_status@KY state | Louisville, Kentucky: we don't rent to active-duty service members, they get orders and leave.
block military_status@WA state | Tacoma, Washington: veterans put down an extra month of deposit.
warn military_status@TX state | Killeen, Texas: veterans put down an extra month of deposit.
block military_status@IL state | Springfield, Illinois: nobody with an other-than-honorable discharge, owner's rule.
ok military_status state | Service members who get PCS or deployment orders can end the lease with 30 days' notice, as the SCRA provides.
ok military_status hud1995 | Five minutes to the Fort Liberty main gate and Veterans Memorial Park.
# Sexual orientation and gender identity; pairs MN/MO, CO/AL
block sexual_orientation@MN state | Rochester, Minnesota: the owner is old-fashioned and won't rent the carriage house to a gay couple.
warn sexual_orientation@MO state | Springfield, Missouri: the owner is old-fashioned and won't rent the carriage house to a gay couple.
block gender_identity@CO state | Boulder, Colorado: we won't rent to someone who is transitioning, the other tenants would be uncomfortable.
warn gender_identity@AL state | Dothan, Alabama: we won't rent to someone who is transitioning, the other tenants would be uncomfortable.
warn sexual_orientation@CA state | Los Angeles, California: gay-friendly, though the vibe works best for straight families.
block sexual_orientation@NY cfr100600 | Ithaca, New York: a neighbor keeps leaving slurs on the lesbian couple's door and the super says it isn't his business.
ok gender_identity@NY state | New York: residents may put the name and pronouns they go by on the mailbox and in the resident portal.
ok sexual_orientation@CA state | San Francisco, California: stroll to the Rainbow Honor Walk and the LGBT Community Center in the Castro.
ok sexual_orientation hud1995 | Straight shot down I-5 to downtown in twelve minutes.
# Spanish
block familial_status fha3604c | Se prefieren inquilinos sin hijos.
warn familial_status fha3604c | Ideal para una familia sin niños.
ok familial_status hud1995 | A pasos del parque y de la escuela primaria, con patio cercado.
block source_of_income@CA state | Los Ángeles, California: no aceptamos Sección 8 ni vales de vivienda.
ok source_of_income@CA state | San Diego, California: aceptamos todas las fuentes legales de ingreso, incluidos los vales de la Sección 8.
block national_origin hudLep2016 | Para alquilar se requiere hablar inglés con fluidez.
ok race fha3604b | Todos los solicitantes pasan por la misma verificación de crédito y de historial de alquiler.
block handicap fheo202001 | Los animales de apoyo emocional pagan el mismo depósito de mascota que cualquier perro.
ok handicap hudDojRa2004 | Si necesita una adaptación por discapacidad, pídala por teléfono, por correo o en persona.
# Portuguese
block familial_status fha3604c | Não aceitamos famílias com crianças pequenas.
ok religion hud1995 | Apartamento perto da estação de metrô e da igreja matriz.
# Vietnamese
block familial_status fha3604c | Không cho thuê cho gia đình có con nhỏ.
ok familial_status hud1995 | Gần chợ và trường tiểu học, có chỗ đậu xe riêng.
# Korean
block national_origin fha3604c | 한국인 세입자만 받습니다.
ok handicap hud1995 | 지하철역에서 걸어서 5분 거리입니다.
# Tagalog
block familial_status fha3604c | Bawal ang may anak dito.
ok religion hud1995 | Malapit sa simbahan, palengke at istasyon ng tren.
# Property words with no class
ok - hud1995 | Sunroom, exercise room, in-law unit and a walk-in closet off the primary bedroom.
ok - fha3604b | Move-in special: first month free on every lease signed by the 30th.
ok - hud1995 | No smoking anywhere on the property, balconies included.
`);

/**
 * The first measure, by the lead at 1277b22 (the rules of 04a816f; nobody had tuned on this set), with
 * measure() from ./measure.ts: 63 of 97 violations caught, 37 of 66 exclusions blocked, 4 of 72
 * acceptable sentences flagged.
 */
export const FIRST_MEASURE_23 = {
  commit: '1277b22',
  violations_caught_pct: 64.9,
  exclusions_blocked_pct: 56.1,
  false_alarms_pct: 5.6,
} as const;
