import { parseCorpus } from './corpus';

/**
 * Review set 24, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker (not review-23 either), only corpus.ts (line format and parseCorpus), the
 * first 45 lines of review-22 (header style), the `FIRST_MEASURE_22` export (its keys), the category lists
 * in @pp/contract, the `export` lines of jurisdictions.ts and the key names of SOURCES (printed by a
 * one-line script). Sentences were written by hand and never run through the checker.
 *
 * Labels come from primary sources. Federal: 42 U.S.C. 3604(a)-(f) (3604(b) different deposits, cosigners,
 * review times, specials; 3604(c) statements; 3604(f)(3) refusing a tenant-paid ramp), 3602(h) (recovery
 * from opioid addiction is a handicap; current illegal use is not), 3602(k) (pregnancy is familial status),
 * 3607(a) (a parish's non-commercial residence preferring members, membership open: ok) and HOPA (55+ with
 * 80% and verification, all 62+: ok); 24 CFR 100.50-100.80 (100.70 steering, including hints such as "you'd
 * fit in better across town", labelled warn; 100.80 "say it's leased / fully booked"), 100.202(c) (health or
 * medication questions: block; the same neutral questions for all: ok), 100.203 (tenant-paid modification
 * with reasonable restoration: ok), 100.204, 100.205, 100.400 (retaliation after a HUD complaint or an
 * accommodation request, an HOA threatening a seller over the buyer), 100.600 (quid pro quo; management or an
 * HOA refusing to act on harassment). HUD's 1995 Achtenberg memo: rooms ("family room", "master suite",
 * "nursery", "man cave"), features, landmarks (church, synagogue, mosque, MLK Blvd, Koreatown), walking
 * distance and secular holidays (Easter egg hunt) are ok; "perfect / ideal / great for / would suit" a class
 * and descriptions of who lives there are warn; explicit preference, limitation or exclusion is block.
 * HUD/DOJ 2004 and FHEO-2020-01 (pet deposits on an ESA, a fee-and-notary form, letters only from a partner
 * site: block; assistance animals not pets, any provider who knows the person: ok); HUD 2016 LEP guidance
 * (fluent English required: block; documents and interpreters in several languages: ok); HUD 2016 criminal
 * records guidance (source key cfr100, as effect under 24 CFR 100.500, labelled race: any arrest ever is
 * block, a blanket "felons need not apply" warn, a recent, relevant, individual look ok); HUD 2016 nuisance /
 * domestic-violence guidance (calls counted against a victim: block); the Keating memo (2 in a 2BR too
 * tight: block; code-based limits: ok). Roommates.com (9th Cir. 2012): choosing a roommate for a shared
 * unit (sex, religion, no kids) is ok, source key fha3604c as no Roommates key exists; a whole separate unit
 * is not a shared one (block). Application questions on a class other than disability (church, country of
 * birth, children's ages) are warn, as in review-22. State classes come from state statutes, the state named
 * in the sentence: source of income NJ, WA, IL, CA, MA, NY; marital status MI, MA, NY, CA; age NY, MA, NJ;
 * military status OH, IL (unfavourable discharge), WA; sexual orientation NY, NJ, CA, CO; gender identity
 * CA, CO, WA. Twelve state pairs, the same sentence with only the city and state changed, the state without
 * the class labelled warn (the convention of review-22: state classes block only where protected):
 * source of income NJ/TX, WA/GA, IL/FL; marital status MI/AL, MA/TX; age NY/TN; military status OH/GA,
 * IL/TX; sexual orientation NY/TX, NJ/AL; gender identity CA/TN, CO/GA.
 *
 * Shapes: long run-on listings with the violation in the middle, application auto-replies, notes to leasing
 * staff, reported speech ("the owner said..."), conditionals ("if they have kids, quote..."), rhetorical
 * questions, hints and understatement, pronouns pointing back to a class named earlier, numbered policies,
 * typos and slang ("no wheelchar ppl"), all caps, emoji, hashtags, Spanish, Portuguese, Vietnamese, Chinese,
 * Russian and transliterated Arabic. Every class and each way to break the law: refusing, different terms,
 * steering, false unavailability, advertising, inquiries, harassment, retaliation, failure to accommodate,
 * interference. Hard look-alikes (ok): property words, places, features, lawful HOPA, accommodations offered,
 * neutral screening applied to all, code occupancy, "bachelor pad" as a style, houses of worship as landmarks.
 *
 * Counts: 174 sentences, 70 block, 31 warn, 73 ok (42% ok). By class (block/warn/ok): race 7/3/5, color
 * 1/0/1, religion 5/3/10, sex 5/2/7, handicap 14/1/12, familial status 13/6/15, national origin 10/2/7,
 * source of income 5/3/2, marital status 2/3/1, age 2/1/2, military status 2/2/2, sexual orientation 2/3/1,
 * gender identity 2/2/2, no class 0/0/6.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * State reconciliation (the lead's, carried out by helper fh24): state classes follow the state named in
 * the sentence, so every line whose sentence names a US state must carry it as `class@XX`. Checked line by
 * line: the 39 lines that name a state (the 24 state pairs, the 11 other state lines and the 4 state
 * look-alikes) already carried their @XX, and no other sentence names one (Harlem, Los Ángeles and "born
 * outside the U.S." aside, which carry or need none), so no line changed and the checker already ran each
 * with its state. After reconciliation, at db24e1c: 72.3 caught / 65.7 blocked / 5.5 false alarms
 * (unchanged). The six sexual-orientation and gender-identity lines labelled warn in a state without the
 * class still block: the checker reads both classes federally (HUD's 2021 memorandum after Bostock,
 * jurisdiction-table.ts), a policy this set's labels do not share.
 *
 * No longer blind: tuned on by helper fh24 (review-25 replaces it as the blind set).
 *
 * Not tuned on. Measured again by the lead at 201e4ac, after session 14's rules (built from review-22 and
 * review-23): 72.3 caught / 65.7 blocked / 5.5 false alarms (first 67.3 / 58.6 / 8.2). Partly seen: the
 * fixers' before/after dumps of every corpus module showed about a dozen of its sentences whose findings
 * changed (helper fhterms about ten, fhorigin one); none was tuned on.
 */
export const REVIEW_24 = parseCorpus(`
# Race and colour: statements, steering, false unavailability, harassment, retaliation (3604(a)-(d), 100.70, 100.80, 100.400, 100.600).
block race fha3604c | Lovely 3br colonial, new roof, huge yard, and tbh the folks on this street are all white and they'd like it to stay that way so pls only send me buyers who'll blend in, thx
block race cfr10070 | When the Nguyens called about Maple Ridge I told them they'd probably be happier over on the Eastside where there are more Asian families and I never booked the showing.
block race cfr100 | The owner said if the applicant turns out to be Black, tell him it just got leased and we'll relist it next week.
warn race hud1995 | Quiet tree-lined block, mostly older white couples who've been here forever, super stable neighborhood.
warn race cfr10070 | Honestly, with your background you'd probably fit in better across town, people here are kind of set in their ways.
block color fha3604c | Looking for light-skinned tenants only, the owner is VERY particular about this 🙄
block race cfr100600 | Somebody keeps taping racial slurs to the Jacksons' door and management told them to ignore it or move out, not our problem.
block race cfr100400 | Raised her rent $300 the month after she told HUD we'd steered her, if anyone asks it's just "market."
ok race hud1995 | Steps from the Martin Luther King Jr. Blvd light rail stop and two blocks from the African American history museum.
ok race hud1995 | Historic Harlem brownstone with original moldings, a few blocks from the Apollo Theater.
ok color hud1995 | Freshly painted in warm white with black matte fixtures and dark brown hardwood throughout.
ok race fha3604b | Every applicant goes through the same screening: credit 600+, income 2.5x the rent, and a landlord reference, no exceptions.
# Criminal records (HUD 2016 criminal-records guidance, effect under 24 CFR 100.500): blanket bans are labelled by race.
block race cfr100 | No one with ANY arrest record, ever, we don't care if the charges got dropped.
warn race cfr100 | Felons need not apply.
ok race cfr100 | We look at convictions from the last five years that bear on resident safety, and every applicant can give us context or proof of rehab before we decide.
# Religion (3604(a)-(c), 3607(a); Achtenberg: houses of worship as landmarks and secular holidays are ok).
block religion fha3604c | Christian household preferred, no smoking, no pets 🙏
block religion fha3604b | Members of our congregation get the first month free at Cedar Court, everybody else pays full price.
block religion cfr100600 | The landlord told the Sikh tenant he'd knock $100 off if he stopped wearing his turban around the building, and put it back up when he refused.
block religion cfr100 | The owner told me "no headscarves in my building" when he saw the Omar application, so I said it was already taken.
warn religion hud1995 | Perfect for an observant Jewish family, a short walk to three shuls.
warn religion cfr100 | Application question 7: What church do you attend, and how often?
warn religion hud1995 | Would suit a mature Christian lady who enjoys a quiet life, garden studio.
ok religion hud1995 | Walk to St. Anne's Church, Temple Beth El and the Al-Noor mosque, plus two grocery stores within half a mile.
ok religion hud1995 | Porch lights up for the holidays, and the Easter egg hunt in the park is a neighborhood tradition 🐣
ok religion hud1995 | Former church converted into six lofts that kept the original stained glass windows.
ok religion fha3607a | St. Mark's Parish gives its members priority for the rooms in its non-commercial parish residence, and anyone may join the parish.
ok religion fha3604c | Looking for a roommate to share my 2br condo, we'd split the kitchen and living room, I'm Christian and would like someone who shares that.
ok religion hud1995 | Vegetarian kitchen in this shared house, no meat cooked here, same rule for everyone who lives here.
# Sex, harassment and domestic violence (3604(b),(c); 24 CFR 100.600; HUD 2016 nuisance/DV guidance; Roommates.com for shared units).
block sex fha3604c | Female only!! no guys, 1br apartment in a 12-unit building, utilities incl.
block sex fha3604c | Renting out the whole basement apartment, separate entrance and its own kitchen, no women please.
block sex fha3604b | We'll lease to single women but they need a male cosigner, company policy, not my call.
block sex cfr100600 | The maintenance guy told her the leak gets fixed faster if she's "nice to him," and the office laughed it off when she complained.
block sex hudNo2016 | Three 911 calls in a year and you're out, even if it's your ex beating on you, we don't care who called.
warn sex hud1995 | Ideal for a single professional gentleman, quiet studio over the garage.
warn sex hudNo2016 | Heads up: applicants with a history of domestic violence calls tend to be trouble, so we take a harder look at those.
ok sex fha3604c | Room in my 3br apartment, I'm a woman and looking for a female roommate to share the kitchen and bath.
ok sex style | Bachelor pad vibes: exposed brick, bar cart, leather sofa and a 75" TV mount in the living room.
ok sex hud1995 | Master bedroom fits a king, second master suite downstairs for guests, his-and-hers sinks in the primary bath.
ok sex hud1995 | Men's and women's locker rooms at the fitness center, each with its own sauna.
ok sex hudNo2016 | Residents who are victims of domestic violence may end the lease early, and calls for police help never count against anyone's tenancy.
# Disability (3604(f), 3602(h); 24 CFR 100.202-100.204; HUD/DOJ 2004; FHEO-2020-01).
block handicap cfr100202 | Before I approve you, what meds are you on and have you ever been hospitalized for mental health?
block handicap hudDojRa2004 | Parking is first come first served, so no, we can't hold a spot near the door for your MS, sorry.
block handicap fheo202001 | ESA or not it's a dog, so it's the $500 pet deposit and $40/mo pet rent like everybody else.
block handicap fheo202001 | We only accept ESA letters from our partner telehealth site, nothing from your own doctor or therapist.
block handicap fha3602h | People in recovery from opioid addiction need not apply, we had a bad experience last year.
block handicap fha3604b | Thanks for applying to Riverside Commons! Next steps: we run credit and background within 48h, verify employment, and since you listed SSDI as your income we'll need 3 months up front because those applicants are higher risk, then you sign electronically and pick up keys at the office.
block handicap cfr100 | The owner said the ground-floor unit is "reserved," but really he just doesn't want the deaf lady who called about it.
block handicap cfr100 | She offered to put in the ramp at her own cost but the landlord said no, he doesn't want the place looking like a hospital.
block handicap fha3604c | Must be able to climb stairs and live independently, no caregivers or aides allowed on the premises.
block handicap cfr10070 | Mentally ill people are a liability, so the owner wants us to point them to the other complex instead.
block handicap hudDojRa2004 | Policy 7.3: accommodation requests must be on our form, notarized, with a $75 processing fee.
block handicap cfr100400 | Ever since Mr. Diaz asked for the accommodation the manager's been writing him up for nothing and now won't renew, pretty obvious he wants him gone.
block handicap fha3604c | no wheelchar ppl, 3rd flr no elevater anyway lol
warn handicap hud1995 | Perfect for someone in great shape 💪 4th-floor walk-up with a rooftop deck.
ok handicap hud1995 | Wheelchair-accessible entry, roll-in shower, lever handles and an elevator to every floor.
ok handicap hud1995 | Steep stairs up to the loft bedroom, second-floor walk-up, no elevator in the building.
ok handicap hudDojRa2004 | If you need an accommodation because of a disability, like a reserved space near the entrance or a rent due date that matches your benefits, just ask the office and we'll work it out.
ok handicap hudDojRa2004 | Policy 7.1: accommodation requests may be made orally or in writing, we answer within 10 business days, and there is never a fee.
ok handicap fheo202001 | No pets, but assistance animals aren't pets: if you need one because of a disability we'll review the request, and a note from a provider who knows you is enough.
ok handicap fha3602h | No illegal drug use on the property, and the lease applies that to every resident.
ok handicap cfr100 | A tenant may install a ramp at their own expense, and we may ask that the interior be put back the way it was at move-out, within reason.
ok handicap hud1995 | Near Mercy Hospital and the Eastside rehab clinic, with a paratransit stop at the corner.
# Familial status (3604(a)-(d), 3602(k), 3607(b) and HOPA, Keating memo on occupancy).
block familial_status fha3604c | Just listed!! 2br/2ba corner unit w/ city views, in-unit laundry, gym, rooftop grill area, adults only building so no kids under 18 (and no, it's not a senior community), parking $75/mo, cats ok, dogs under 30 lb, avail Dec 1, DM for a tour 🏙️
block familial_status fha3604b | if they have kids, quote the higher rent and the extra deposit, single adults get the special 👍
block familial_status fha3602k | She's pregnant so the owner wants to wait and see, maybe just put her app at the bottom of the pile.
block familial_status keating1998 | 2 bedroom but max 2 people, so a couple with a baby won't work.
block familial_status cfr10070 | I showed the family with three kids the units by the dumpsters in Building C, the nice poolside ones are for our professional crowd.
block familial_status fha3604b | Kids aren't allowed in the pool or the courtyard at any time, parents are responsible for keeping them inside.
block familial_status fha3604b | We do rent to families with toddlers, but they have to take the ground-floor units at the back where they won't bother anyone.
block familial_status fha3604c | Why would I rent a 1br to a single mom with two kids? Not happening.
block familial_status fha3604c | NO KIDS NO PETS NO SMOKING!!! 2BR 1BA $1400 call Rick
block familial_status cfr100 | When someone mentions kids on the phone, say we're fully booked till spring.
block familial_status cfr100400 | The HOA told the seller they'd hold up the sale if the buyer with four kids closes, "too much noise for this street."
warn familial_status hud1995 | Perfect for a young couple or empty nesters, not really a kid kind of place.
warn familial_status hud1995 | Quiet adult building, great for working professionals.
warn familial_status hud1995 | Sleek downtown loft #adultliving #noschoolrun #quietlife
warn familial_status hud1995 | Perfect for a growing family, big yard and a swing set already up.
warn familial_status cfr100 | Quick q before I schedule: how many kids do you have and how old are they?
ok familial_status hopa | 55+ active adult community: at least 80% of homes have a resident 55 or older, and ages are verified at application.
ok familial_status hopa | Senior housing under HOPA, every resident must be 62 or older.
ok familial_status hud1995 | Family room with fireplace off the kitchen, plus a fenced yard and a finished basement.
ok familial_status hud1995 | Walking distance to Lincoln Elementary, two parks and the public library.
ok familial_status hud1995 | Nursery off the primary bedroom could be a home office or a reading nook.
ok familial_status keating1998 | Occupancy follows city code, two people per bedroom plus one, and infants don't count toward the limit.
ok familial_status keating1998 | How many people will be living in the home? We ask everyone so we can check the occupancy limit.
ok familial_status fha3604b | Pool hours 8am to 9pm, no glass, no diving, same rules for every resident and guest.
ok familial_status fha3604c | Roommate wanted for my 3br house share, I work nights so I'd like someone without kids in the shared space.
ok familial_status hud1995 | Three bedrooms, two baths and a finished attic, room for everyone 🏡
# National origin and language (3604(a)-(c), 100.400, 100.600; HUD 2016 LEP guidance).
block national_origin hudLep2016 | Applicants must speak fluent English, we don't do translators.
block national_origin fha3604b | For Hispanic applicants we ask two months' deposit instead of one, owner's orders, don't put it in writing lol
block national_origin fha3604b | Need to see a Social Security card AND a green card from anyone who looks foreign, everyone else just shows a driver's license.
block national_origin fha3604b | Policy 4.2: applicants born outside the U.S. are subject to an additional 30-day review and a deposit equal to two months' rent.
block national_origin cfr100600 | The neighbor keeps yelling "go back to Mexico" at the Lopez kids and the HOA won't do a thing about it because it's "a private dispute."
block national_origin cfr100400 | HOA board emailed the seller that if he closes with the Pakistani buyers they'll bury him in fines.
block national_origin fha3604c | We're not renting to any more Somalis, the last family cooked weird food and the smell got into the carpet.
warn national_origin hud1995 | Building's mostly Korean families, so if you don't speak Korean you might feel a bit left out 🤷
warn national_origin cfr100 | Application: Country of birth? Parents' country of birth?
ok national_origin hudLep2016 | Lease and house rules available in English, Spanish, Vietnamese and Chinese; ask the office for a free interpreter.
ok national_origin fha3604b | Every adult applicant shows a government photo ID and proof of income, and we accept an ITIN in place of an SSN.
ok national_origin hud1995 | Five minutes to Koreatown's restaurants and the Chinatown gate, and the Irish pub on the corner has trivia on Tuesdays.
ok national_origin hud1995 | Mexican tile kitchen, Spanish colonial architecture and French doors onto the patio.
ok national_origin hud1995 | English Tudor with a Japanese garden and a Swedish sauna in the finished basement.
# Other languages, label per the same sources.
block familial_status fha3604c | Se renta departamento de 2 recámaras, solo parejas sin niños, no mascotas.
warn familial_status hud1995 | Ideal para pareja sin hijos, departamento tranquilo en el centro.
block national_origin hudLep2016 | Aquí solo rentamos a gente que hable bien el inglés, sin excepciones.
block handicap cfr100202 | ¿Tiene alguna enfermedad mental o toma medicamentos? Es obligatorio contestar para rentar.
ok familial_status hud1995 | Se renta casa con patio grande, 3 recámaras, cerca de la escuela primaria y del parque.
ok national_origin hudLep2016 | Hablamos español; el contrato está disponible en español y en inglés.
ok religion hud1995 | Bonito departamento con cocina integral, a dos cuadras de la iglesia y del mercado.
block race fha3604c | Apartamento para alugar, só para pessoas brancas, bairro tranquilo.
ok religion hud1995 | Apartamento perto da igreja matriz e da sinagoga, a cinco minutos do metrô.
block familial_status fha3604c | Cho thuê căn hộ 2 phòng ngủ, không nhận gia đình có trẻ em.
ok handicap hud1995 | Căn hộ tầng trệt, có lối đi cho xe lăn, gần chợ và trạm xe buýt.
block national_origin fha3604c | 整套公寓出租，只租给华人，其他人请勿打扰。
ok - hud1995 | 整套两室公寓出租，近地铁站和公园，家具齐全。
block national_origin fha3604c | Сдаю квартиру только славянам, без животных.
ok familial_status hud1995 | Сдаётся трёхкомнатная квартира рядом со школой и парком, есть семейная комната с камином.
block religion fha3604c | Shaqqa lil ijar, lil muslimeen faqat, qarib min al masjid.
ok religion hud1995 | Shaqqa lil ijar qarib min al masjid wal kanisa, mawqif sayyarat majjani.
# Neutral listing text (ok, no class).
ok - hud1995 | Walk-in pantry, double oven, primary suite with a soaking tub, and a den that's perfect for a home office.
ok - hud1995 | Quiet cul-de-sac, low traffic, mature oaks, and great for entertaining with a deck big enough for a crowd.
ok - hud1995 | Bright south-facing rooms, new appliances, washer/dryer in unit, 12-month lease minimum.
ok - cfr100 | Fully leased right now, join the waitlist and we'll call everyone in the order they signed up.
# State pairs: the same sentence, only the city and state changed; the state without the class is labelled warn.
block source_of_income@NJ state | In Newark, New Jersey we don't take Section 8 or any voucher programs, earned income only.
warn source_of_income@TX state | In Houston, Texas we don't take Section 8 or any voucher programs, earned income only.
block source_of_income@WA state | Seattle, Washington 1br: rent has to come from employment income, housing assistance isn't counted toward the 3x rule.
warn source_of_income@GA state | Atlanta, Georgia 1br: rent has to come from employment income, housing assistance isn't counted toward the 3x rule.
block source_of_income@IL state | Chicago, Illinois 2br, vouchers not accepted sorry, the owner won't deal with the paperwork.
warn source_of_income@FL state | Orlando, Florida 2br, vouchers not accepted sorry, the owner won't deal with the paperwork.
block marital_status@MI state | Grand Rapids, Michigan: married couples only, we won't rent to unmarried partners living together.
warn marital_status@AL state | Birmingham, Alabama: married couples only, we won't rent to unmarried partners living together.
block marital_status@MA state | Boston, Massachusetts: unmarried couples put down a bigger deposit than married ones.
warn marital_status@TX state | Dallas, Texas: unmarried couples put down a bigger deposit than married ones.
block age@NY state | Brooklyn, New York: owner wants tenants under 40, the building skews young and he likes it that way.
warn age@TN state | Nashville, Tennessee: owner wants tenants under 40, the building skews young and he likes it that way.
block military_status@OH state | Columbus, Ohio: no active-duty military, they get deployed and break the lease.
warn military_status@GA state | Savannah, Georgia: no active-duty military, they get deployed and break the lease.
block military_status@IL state | Peoria, Illinois: applicants with a dishonorable or other-than-honorable discharge are declined.
warn military_status@TX state | El Paso, Texas: applicants with a dishonorable or other-than-honorable discharge are declined.
block sexual_orientation@NY state | Albany, New York: the owner of the 40-unit building won't rent to gay couples, says it's his building, his rules.
warn sexual_orientation@TX state | Austin, Texas: the owner of the 40-unit building won't rent to gay couples, says it's his building, his rules.
block sexual_orientation@NJ state | Jersey City, New Jersey: same-sex couples are asked for an extra guarantor.
warn sexual_orientation@AL state | Mobile, Alabama: same-sex couples are asked for an extra guarantor.
block gender_identity@CA state | San Diego, California: trans applicants must put their birth name and birth sex on the lease, and that's what the office calls them.
warn gender_identity@TN state | Memphis, Tennessee: trans applicants must put their birth name and birth sex on the lease, and that's what the office calls them.
block gender_identity@CO state | Denver, Colorado: we don't rent to transgender people, it makes the other tenants uncomfortable.
warn gender_identity@GA state | Macon, Georgia: we don't rent to transgender people, it makes the other tenants uncomfortable.
# Other state lines (state statutes; HOPA; SCRA for the military clause).
block source_of_income@CA state | No aceptamos Sección 8 ni vales de vivienda, solo ingresos de trabajo, departamento en Los Ángeles, California.
block source_of_income@MA state | Cambridge, Massachusetts: if they mention a voucher, just say the unit's gone.
ok source_of_income@NY state | Brooklyn, New York: we accept all lawful sources of income, vouchers included, and count the voucher toward the rent when we check income.
warn marital_status@NY state | Albany, New York: great for a married couple, cozy 1br with a view of the park.
ok marital_status@CA state | Sacramento, California: every adult living in the unit signs the lease, married or not.
block age@MA state | Worcester, Massachusetts: applicants over 70 must bring a doctor's letter saying they can live alone.
ok age@NJ hopa | Trenton, New Jersey 55+ community, HOPA verified, at least 80% of homes have someone 55 or older.
ok military_status@WA state | Tacoma, Washington: the lease's military clause lets service members end early on PCS orders.
warn sexual_orientation@CA state | West Hollywood, California: the building's pretty much all gay guys so you'd fit right in 😉
ok sexual_orientation@CO state | Denver, Colorado: Pride weekend block party on our street, everyone welcome 🏳️‍🌈
ok gender_identity@WA state | Olympia, Washington: all-gender restrooms in the shared lounge, and residents can use the name they go by in the lease portal.
# Hard look-alikes added last (ok): neutral rules for all, lawful HOPA and occupancy, style words, landmarks.
ok handicap cfr100202 | We ask every applicant the same three things: can you pay the rent, will you follow the lease, and who was your last landlord, nothing about your health.
ok familial_status hopa | Sunset Pines is a HOPA-verified 55+ community, at least one resident of each home is 55 or older, and ages are checked every two years.
ok religion hud1995 | Charming 1920s bungalow on Synagogue Hill Rd, original built-ins, updated kitchen, and a short stroll to the farmers market, the library and First Baptist's Sunday pancake breakfast that the whole town goes to.
ok sex style | Finished basement makes a great man cave or craft room, with a wet bar and its own half bath.
ok familial_status keating1998 | Max 5 people in this 2br per the city code, which counts bedrooms and the size of the unit.
ok race cfr10070 | Reminder to all leasing staff: show every available unit to everyone who asks, same prices, same specials, and log each inquiry the same way.
ok national_origin hudLep2016 | ¿Necesita ayuda con la solicitud? Tenemos intérpretes gratis en español, portugués y vietnamita.
ok - hud1995 | Nhà cho thuê 3 phòng ngủ, có sân vườn, gần trường học và chợ.
ok handicap fheo202001 | Service dogs and emotional support animals are welcome with no pet fee, even in our no-pets buildings 🐕‍🦺
ok sex fha3604c | dude looking for another dude to split my 2br, shared bathroom, chill vibes only
ok handicap hud1995 | Ramp at the front door, wide hallways, and the primary suite on the main floor, no stairs needed day to day.
ok military_status@OH state | Columbus, Ohio: we count BAH as income like any other income when we check the 3x rule.
ok source_of_income@TX state | Houston, Texas: every applicant needs income of 3x the rent, and a housing voucher's share counts toward it.
ok age@NY state | Brooklyn, New York: everyone on the lease must be 18 or older, the age to sign a contract.
ok gender_identity@CA state | San Diego, California: the lease asks for your legal name, and you can add the name you go by for mail and the office.
ok familial_status fha3604b | Quiet hours 10pm to 7am apply to every resident, guests included.
`);

/**
 * The first measure, by the lead at b6d6728 (the rules of 04a816f; nobody had tuned on this set), with
 * measure() from ./measure.ts: 68 of 101 violations caught, 41 of 70 exclusions blocked, 6 of 73
 * acceptable sentences flagged.
 */
export const FIRST_MEASURE_24 = {
  commit: 'b6d6728',
  violations_caught_pct: 67.3,
  exclusions_blocked_pct: 58.6,
  false_alarms_pct: 8.2,
} as const;
