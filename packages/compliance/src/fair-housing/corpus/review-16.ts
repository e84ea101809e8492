import { parseCorpus } from './corpus';

/**
 * Review set 16 (issue #22), written blind: its author read no rule, vocabulary, pattern, test or other
 * corpus file of the checker, only the line format (corpus.ts), measure.ts, types.ts, the class names of
 * jurisdictions.ts, review-15's header and the source ids (the key names of SOURCES, printed by a script).
 * Each label comes from a primary source: HUD's 1995 Achtenberg memorandum (descriptions of the property,
 * its accessibility features and nearby landmarks such as churches are lawful; a stated preference for
 * adults, couples or singles, or a limitation on the number or ages of children, is not), 24 CFR 100.75
 * (statements, including oral ones such as voicemails and chat replies) and 100.70 (steering: "you'd be
 * more comfortable at …"), former 24 CFR 109.20 (catchwords such as "restricted", "membership approval":
 * labelled warn, as the memo says they need context), 42 U.S.C. 3604(c), 24 CFR 100.202(c) (no inquiry into
 * a disability or its nature), 3602(k) (pregnancy is familial status), 3602(h) (recovery from addiction is a
 * handicap), HOPA 3607(b) (55+/62+ housing stated as such is lawful; "seniors preferred" elsewhere is warn),
 * the Keating occupancy memo (2 people in 3 bedrooms is unreasonable; 2 a bedroom plus one is not), HUD's
 * 2016 LEP guidance ("English-speaking tenants only"), HUD 2021 (sexual orientation and gender identity are
 * sex in every state) and state statutes: source of income blocks in CA, NY, NJ, MA; marital status in NY,
 * NJ, CA; military status in OH, IL; age in NJ, NY. The same sentences in TX, GA, AL or FL, which do not
 * protect those classes, are warn (several sentences appear twice, once per state). Following review-15,
 * "perfect / ideal / great for X" and descriptions of who lives there are warn; "mature" as a code word for
 * no children is warn. New shapes, unlike review-15's: voicemail transcripts, Craigslist rooms, management
 * FAQ pages, numbered lease clauses and house rules, screening-criteria lists, lower-case chat replies,
 * Zillow "what we're looking for" sections, Marketplace comment threads, Spanish, Tagalog-English,
 * Portuguese-English and Korean (Hangul) remarks, lead paint as a reason to refuse children (a familial
 * status violation), disability house rules (wheelchairs on floors, "must be able to climb", no caregivers,
 * no service dogs), harassment ("rent negotiable for the right girl"), and ok look-alikes reusing the words
 * about things (family room, master suite, mature trees, "must be able to provide references", kosher
 * kitchen, children's splash pad, Spanish tile, near a church in four languages). Left out as close calls:
 * roommate ads naming a sex, citizenship papers, owner describing his own religion. Not in CORPUS or bench.
 *
 * First contact, measured once and untuned (measure() via npx tsx from a one-off script, no bench, at commit
 * bb1d866; packages/compliance then had others' uncommitted work only outside fair-housing: a modified
 * claims/tokenize.ts, which no fair-housing file imports, and untracked claims/ and fair-housing/corpus
 * grid files): 126 sentences (50 block, 21 warn, 55 ok). Violations caught 55/71 = 77.5%; exclusions
 * blocked 37/50 = 74%; false alarms 0/55 = 0%. Misses (18): 13 block → ok — familial status as a lease
 * clause ("no person under the age of sixteen (16) shall reside"), an occupancy cap ("Max occupancy is 2
 * people for the 3-bedroom house"), and in Tagalog ("bawal ang may anak"), Portuguese ("só para casal sem
 * filhos") and Korean ("아이 있는 가정 사절"); disability as "good physical and mental health and capable of
 * living independently, with no caregivers"; race as steering ("more of your people live over there");
 * national origin in Portuguese ("só brasileiros"); religion as "only shomer Shabbos families will be
 * considered" and in Spanish ("inquilinos que asistan a nuestra iglesia"); sex as harassment ("rent
 * negotiable for the right girl"); source of income in Portuguese ("não aceitamos Section 8 nem RAFT", MA);
 * an age range ("must be between 25 and 45 years old", NY). 2 warn → block: "Seeking a mature, quiet
 * tenant" and "Restricted community; membership approval required" (both labelled warn as code words).
 * 3 warn → ok: residents described ("surrounded by young families … strollers", "mostly retired teachers
 * and a few widowers") and the age range again in TX.
 */

/** The figures above, as measured (rates in percent). */
export const FIRST_MEASURE_16 = {
  commit: 'bb1d866',
  sentences: 126,
  block: 50,
  warn: 21,
  ok: 55,
  violations_caught_pct: 77.5,
  exclusions_blocked_pct: 74,
  false_alarms_pct: 0,
  misses: 18,
} as const;

/**
 * Second measure, still blind: measure(REVIEW_16) at 9c21ec9 (2026-11-26 12:30 UTC), after a round of
 * generalisation (template grids over every class and construction, ~14,000 generated sentences) by a
 * fixer who never opened this set. Caught 56 of 71 (78.9%), blocked 38 of 50 (76%), false alarms 0 of
 * 55: one sentence more than at first contact ("only Brazilians" in Portuguese is still missed; the
 * Section 8 refusal in Portuguese is now caught). Template grids fixed template families; free wording
 * (lease clauses, Tagalog/Korean, "more of your people", "shomer Shabbos families") still escapes.
 * Not tuned on yet.
 */
export const SECOND_MEASURE_16 = {
  commit: '9c21ec9',
  violations_caught_pct: 78.9,
  exclusions_blocked_pct: 76,
  false_alarms_pct: 0,
  misses: 17,
} as const;

export const REVIEW_16 = parseCorpus(`
# --- block: explicit preference, limitation, exclusion, steering statement or prohibited inquiry ---
block familial_status@OH cfr100 | Voicemail: Hey, it's Rick calling back about the duplex on Fairview. Yeah so, uh, the downstairs lady works nights, so we really can't do kids up there, but if it's just adults give me a call back.
block familial_status@TX fha3604c | $700 room in 3br house, all utils incl, fast wifi. NO KIDS, NO PETS, NO DRAMA. Text only, no calls.
block familial_status@GA cfr100 | Q: Can families with young children rent in the Loft building? A: The Loft units are reserved for adult households; families are placed in our garden-level homes on Birch Court.
block familial_status@FL fha3604c | 14.2 Occupants. Tenant represents that no person under the age of sixteen (16) shall reside in the Premises at any time during the Term.
block familial_status@AZ fha3604c | House rules: no children allowed in the courtyard, laundry room or pool at any time, and bikes must be stored inside your unit.
block familial_status@CO keating1998 | Max occupancy is 2 people for the 3-bedroom house, no exceptions, owner's rule.
block familial_status@NC fha3604c | hi yes still available! just fyi the owner says one child max in the 2 bed
block familial_status@WA hud1995 | What we're looking for: a working couple or a single professional. No children please, the home is full of the owner's antiques.
block familial_status@IL fha3604c | Screening criteria: 1) income 3x rent 2) no evictions in 5 yrs 3) no more than 2 occupants 4) no children under 6 due to lead paint
block familial_status@MI fha3602k | If you are pregnant or planning to start a family during the lease, this unit will not be a good fit.
block familial_status@OR cfr100 | For families we usually suggest our Willow Creek property; The Pines is really geared toward working adults without kids.
block familial_status@MN hud1995 | Adults preferred. Quiet building, no loud music, no running in the halls.
block familial_status@CA fha3604c | Se renta cuarto amueblado en Fontana, solo para personas solas o parejas sin hijos.
block familial_status@TX fha3604c | Casa de 2 recámaras en Pasadena TX, no se aceptan niños menores de 12 años.
block familial_status@CA fha3604c | Room for rent sa Daly City, for working people lang, bawal ang may anak.
block familial_status@MA fha3604c | Apartamento 2 quartos em Framingham, só para casal sem filhos, utilities included.
block familial_status@CA fha3604c | Koreatown 원룸 렌트, $1,650, 아이 있는 가정 사절, parking 1.
block handicap@TX fha3604c | Lease addendum: no wheelchairs, walkers or mobility scooters on the hardwood floors or in the elevator lobby.
block handicap@GA hud1995 | Applicant requirements: must be able to climb three flights of stairs and carry your own groceries without assistance.
block handicap@FL fha3604c | No service dogs or emotional support animals, the owner is allergic. No exceptions.
block handicap@OH hud1995 | Tenants must be in good physical and mental health and capable of living independently, with no caregivers or home health aides staying over.
block handicap@NC cfr100202 | before i schedule a showing, does anyone in your household have a mental illness or take psych meds?
block handicap@AZ cfr100202 | Voicemail: ...and for the ground-floor unit I'll need you to tell me what your disability is and bring a note from your doctor before I can approve you.
block handicap@PA fha3602h | No one in recovery or on methadone or suboxone, we had problems with that before.
block handicap@TX fha3604c | No se aceptan personas en silla de ruedas, el edificio no tiene elevador.
block race@GA cfr100 | Honestly you'd be more comfortable over at the Eastside complex, more of your people live over there.
block race@TX fha3604c | What we're looking for: a quiet white or Asian family with good credit and steady jobs.
block race@AL fha3604c | Someone asked in the comments if the street is safe. Seller: very safe, no blacks or mexicans on this street lol
block color@FL fha3604c | No se renta a personas de color. Depósito de $800, primer mes por adelantado.
block national_origin@NJ hudLep2016 | English-speaking tenants only, no interpreters at showings or at the lease signing.
block national_origin@NJ fha3604c | Quarto para alugar em Newark, só brasileiros, contas incluídas.
block religion@MA hud1995 | Walking distance to St. Anne's; Catholic tenants preferred, the owner sits on the parish council.
block religion@NY fha3604c | The building observes Shabbat; only shomer Shabbos families will be considered for the upper units.
block religion@TX fha3604c | Preferimos inquilinos que asistan a nuestra iglesia, el pastor es el dueño.
block sex@OH fha3604c | Entire 1BR garden apartment with its own entrance; the owner will only rent to a woman.
block sex@FL fha3604c | Ladies, landlord is single and lives on site ;) rent negotiable for the right girl
block sexual_orientation@TX hud2021 | No gay couples please, it goes against the owner's beliefs.
block gender_identity@GA hud2021 | House rule: bathrooms are used according to the sex on your ID; transgender applicants should look elsewhere.
block source_of_income@CA state | Tenant must have W-2 income; no vouchers, no HACLA, no Section 8.
block source_of_income@NY state | Income must be from employment; CityFHEPS, Section 8 and other programs not accepted.
block source_of_income@NJ state | sorry we dont take housing vouchers for this one
block source_of_income@MA state | Apartamento em Somerville, não aceitamos Section 8 nem RAFT.
block source_of_income@CA state | No aceptamos Sección 8 ni otros programas de ayuda.
block marital_status@NY state | Married couples only, the owner is very traditional.
block marital_status@NJ state | Unmarried couples will not be considered for this unit.
block marital_status@CA state | Se busca pareja casada, no parejas en unión libre.
block military_status@OH state | No active-duty military, they always break the lease when they get orders.
block military_status@IL state | We don't rent to service members or reservists who could be deployed mid-lease.
block age@NY state | Applicants must be between 25 and 45 years old.
block age@NJ state | Not renting to anyone over 70, the stairs are too steep.

# --- warn: "perfect / ideal / great for X", descriptions of residents, code words, state classes where unprotected ---
warn familial_status@TX hud1995 | Perfect for a young professional couple: open loft, one bath, rooftop deck.
warn familial_status@NC hud1995 | Ideal for empty nesters looking to downsize, everything on one level.
warn familial_status@VA hud1995 | Great for a couple or a single person, cozy 1BR above the detached garage.
warn familial_status@CA hud1995 | Ideal para una pareja joven que trabaja, cerca del metro.
warn familial_status@OH hud1995 | Seeking a mature, quiet tenant, this is not a party house.
warn familial_status@GA hud1995 | You'll be surrounded by young families, the cul-de-sac is always full of strollers and chalk art.
warn familial_status@FL hopa | Quiet 2BR condo by the golf course, seniors preferred.
warn age@NJ hud1995 | The building is mostly retired teachers and a few widowers, very quiet.
warn marital_status@NY hud1995 | Perfect starter home for newlyweds, walk to the train.
warn sex@TX hud1995 | Perfect for a single gentleman: small kitchen, big garage.
warn race@MI cfr109 | Restricted community; membership approval required for all new residents.
warn age@TX state | Applicants must be between 25 and 45 years old.
warn age@FL state | Not renting to anyone over 70, the stairs are too steep.
warn source_of_income@TX state | No Section 8, no exceptions. Income 3x rent.
warn source_of_income@GA state | sorry we dont take housing vouchers for this one
warn source_of_income@AL state | Landlord doesn't do the voucher program, W-2 income only.
warn source_of_income@FL state | No aceptamos Sección 8 ni otros programas de ayuda.
warn marital_status@TX state | Married couples only, the owner is very traditional.
warn marital_status@GA state | Unmarried couples will not be considered for this unit.
warn military_status@GA state | No active-duty military, they always break the lease when they get orders.
warn military_status@AL state | We don't rent to service members or reservists who could be deployed mid-lease.

# --- ok: the same words about things, accessibility features, landmarks, neutral rules ---
ok familial_status@TX hud1995 | Sunken family room with a gas fireplace opens to the chef's kitchen.
ok sex@CA style | Master suite with double vanity, soaking tub and a walk-in closet.
ok sex@NY style | Primary bedroom on the main floor; two guest rooms and a Jack-and-Jill bath upstairs.
ok handicap@FL hud1995 | Zero-step entry, 36-inch doorways, roll-in shower and grab bars in both baths.
ok handicap@OH hud1995 | Wheelchair ramp at the side entrance and an elevator to every floor.
ok handicap@TX fha3604c | Service animals and assistance animals are always welcome; pets up to 40 lb with a $300 deposit.
ok religion@MA hud1995 | Walking distance to St. Anne's Church, the public library and the Thursday farmers market.
ok religion@MI hud1995 | Across the street from the Islamic Center; the 14 bus stops at the corner.
ok age@GA hud1995 | Mature oak and magnolia trees shade the backyard.
ok familial_status@NC hud1995 | Quiet street; quiet hours 10 pm to 7 am apply to every resident and guest.
ok familial_status@AZ hud1995 | Children's splash pad, tot lot and picnic pavilion on site.
ok familial_status@CO hud1995 | Fenced backyard with a swing set and a treehouse that conveys.
ok familial_status@IL hud1995 | Zoned for Lincoln Elementary, Roosevelt Middle and Central High.
ok color@TX hud1995 | White quartz counters, black stainless appliances and white shaker cabinets.
ok national_origin@CA hud1995 | Spanish-style tile roof and Mexican saltillo tile floors throughout.
ok national_origin@NJ hud1995 | French doors open to an English garden; Italian marble in the foyer.
ok familial_status@MN hud1995 | In-law suite with its own entrance and a kitchenette over the garage.
ok sex@VA style | Gentleman's farm on 12 acres with a four-stall barn and a stocked pond.
ok - hud1995 | Great for commuters: five minutes to I-95 and the park-and-ride.
ok - hud1995 | Ideal for students and traveling nurses, a ten-minute walk to the medical campus.
ok handicap@GA hud1995 | Two accessible parking spaces right by the lobby doors.
ok marital_status@PA style | Single-family home on a corner lot, single-level living with no stairs.
ok familial_status@FL hopa | 55+ active adult community operated under HOPA; at least one resident of each home must be 55 or older.
ok familial_status@AZ hopa | 62-and-over senior community meeting the HOPA exemption, with a clubhouse, pool and shuttle.
ok source_of_income@NY state | We accept all lawful sources of income, including Section 8, CityFHEPS and HASA.
ok source_of_income@CA state | Income must be 2.5x rent; every source of income counts, including vouchers and benefits.
ok source_of_income@WA hudSoi | The unit passed its Section 8 inspection in March.
ok military_status@OH state | Ten minutes to the Wright-Patterson AFB gate; the commissary and exchange are nearby.
ok handicap@IL hud1995 | No pets, except assistance animals for people with disabilities.
ok - style | Owner-occupied duplex; the owner lives in the upper unit and handles repairs quickly.
ok - hud1995 | Screening: credit score 620+, verifiable income 3x rent, no evictions in the last 5 years, $45 application fee.
ok familial_status@CO keating1998 | Occupancy limited to 2 persons per bedroom plus one, per the city housing code.
ok familial_status@TX hud1995 | Cuarto familiar con chimenea y cocina abierta, patio grande.
ok religion@CA hud1995 | Cerca de la iglesia San José, la escuela primaria y el mercado.
ok handicap@TX hud1995 | Acceso para silla de ruedas y baño adaptado en la planta baja.
ok source_of_income@CA state | Se aceptan vales de Sección 8 y todos los programas de ayuda.
ok religion@CA hud1995 | 2BR apartment for rent, malapit sa simbahan at palengke, may parking.
ok religion@CA hud1995 | 2BR 렌트, 교회 근처, parking 2, 세탁기 있음.
ok religion@MA hud1995 | Apartamento 2 quartos, perto da igreja e do mercado, garagem incluída.
ok religion@NY hud1995 | Kosher kitchen with two sinks and two dishwashers.
ok handicap@FL hud1995 | A walk-in tub and a stair lift to the second floor were installed in 2022.
ok handicap@NC hud1995 | Applicants must be able to provide two references and proof of renter's insurance.
ok sex@OH style | Men's and women's locker rooms and a sauna in the fitness center.
ok familial_status@MI hud1995 | Boys and Girls Club and a public library branch across the street.
ok national_origin@TX style | American Standard fixtures and Moen faucets in both baths.
ok sex@TX style | Handyman special, sold as-is, bring your tools and your imagination.
ok familial_status@GA hud1995 | Q: Do you allow children? A: Yes, families with children are welcome in every building we manage.
ok handicap@OR cfr100202 | Q: Is the unit accessible? A: Ground floor, no steps, and we consider reasonable modifications and accommodations on request.
ok source_of_income@CA hudSoi | Q: Do you take housing vouchers? A: Yes, we work with HACLA and accept all lawful sources of income.
ok handicap@NJ fha3604c | 9.4 Assistance animals. Tenant may keep an assistance animal as a reasonable accommodation; no pet deposit or pet rent applies.
ok - style | House rules: quiet hours 10 to 7, no smoking indoors, guests staying more than 14 nights need written approval.
ok - style | yes its still available! showings Sat 10-2, bring a photo ID
ok - style | Voicemail: Hi, returning your call about the 2-bed on Maple, yes it's available, showings are Saturday, and yes the yard is fenced.
ok age@TX style | Vintage 1920s bungalow with original built-ins and a young orchard of apple trees.
ok familial_status@WA style | Nursery-sized fourth bedroom next to the primary suite.
`);
