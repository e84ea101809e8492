import { parseCorpus } from './corpus';

/**
 * Review set 18 (issue #22), written blind: its author read no rule, vocabulary, pattern, reader, test, engine
 * file or other corpus file's sentences of the checker, only the line format (corpus.ts), measure.ts's exported
 * signatures, review-16's header and first-measure export, the class names (types.ts, jurisdictions.ts,
 * @pp/contract) and the source ids (the key names of SOURCES, printed by a script). Each label comes from a
 * primary source: 42 U.S.C. 3604(a)-(f) and 3604(c); 24 CFR 100.75 (statements, oral ones too: voicemails,
 * chat replies, board minutes), 100.70 (steering: "you'd be happier looking in …", "folks who need help getting
 * around wouldn't be comfortable here"), 100.202 (no inquiry into a disability; modifications and
 * accommodations; HUD FHEO-2020-01: assistance animals are not pets and pay no pet fee or deposit), 100.600
 * (quid pro quo harassment: rent off for being "friendly"); 3602(k) (pregnancy) and 3602(h) (recovery is a
 * handicap, current illegal drug use is not); HOPA 3607(b) and 24 CFR 100.304-307 (62+ and 55+ housing stated
 * as such, and its age-verification survey, are ok); HUD's 1995 Achtenberg memorandum (rooms, facilities and
 * landmarks named with class words are ok: family room, in-law suite, master bedroom, bachelor apartment,
 * kosher kitchen, chapel, church across the street, senior center nearby, walking distance; secular holiday
 * greetings are ok; "perfect / ideal / would suit / better suited to X" and descriptions of who lives there are
 * warn; an explicit preference, limitation or exclusion is block); former 24 CFR 109.20 catchwords
 * ("exclusive", "board approval") warn; the Keating memo (two occupants in a 3-bedroom house is block; two a
 * bedroom, or two a bedroom plus one, is ok); HUD 2016 LEP guidance (a required English conversation is block,
 * "se habla español" is ok); HUD 2021 (sexual orientation and gender identity, written here only with states
 * that also protect them: CA, WA, NY, OR); state statutes: source of income in CA (Gov. Code 12955), NY (Exec.
 * Law 296(5)), NJ (10:5-12(g)), MA (151B s.4(10)), WA (RCW 59.18.255), OR (ORS 659A.421), IL (775 ILCS
 * 5/1-103), CO (C.R.S. 24-34-502); marital status in CA and NJ; age in NJ; military status in IL. The same
 * sentence in TX, FL, GA or AL, which do not protect the class, is warn (seven pairs). Lawful income and
 * credit minimums, pet and smoking rules, students and commuters are ok. Shapes new to the sets: Craigslist
 * and Facebook-group posts, Nextdoor posts, a roommate-wanted ad for a separate unit with its own lease, Zillow
 * text, leasing-office chat, voicemail transcripts, HOA board minutes, management FAQ pages, Mexican and
 * Caribbean Spanish, Chinese-, Korean-, Tagalog-, Haitian Creole- and Portuguese-English, emoji (👶❌),
 * all caps, spaced letters ("n o  k i d s"), hashtags (#adultsonly, #christianhome) and paraphrases without
 * stock words ("a steady paycheck, not a program"). Left out as close calls: shared-living roommate ads,
 * owners describing their own faith, adults-only pool hours, citizenship papers, ESA letters from websites.
 * Not in CORPUS, the tests or the bench.
 *
 * First contact, measured once and untuned (measure() via npx tsx from a one-off script in a clean export
 * of commit 614b654 with only this file added, 2026-11-26 18:25 UTC; no bench): 130 sentences (55 block,
 * 18 warn, 57 ok). Violations caught 48/73 = 65.8%; exclusions blocked 34/55 = 61.8%; false alarms 3/57 =
 * 5.3%. Misses (35), by family:
 * - block → ok (20): familial status as an emoji (👶❌), in Caribbean Spanish and in Haitian Creole, and as
 *   a board-minutes motion; a disability inquiry in a chat reply; assistance animals (a no-exceptions pet ban
 *   naming ESAs; pet deposit and rent on service dogs); disability steering paraphrase; national origin in
 *   Haitian Creole ("only X"); an English-conversation requirement paraphrased; recent immigrants
 *   discouraged; religion as a board resolution (parish membership); quid pro quo harassment; gender identity
 *   as a birth-certificate rule; source of income as paraphrase (paycheck / job vs. program / government), as
 *   board minutes, in Caribbean Spanish and in Haitian Creole; military status paraphrased ("still in the
 *   service").
 * - block → warn (1): religion as hashtags plus "like-minded believers".
 * - warn → ok (5): the paraphrased source-of-income, board-minutes and military sentences in TX, FL and GA;
 *   "would suit a single professional"; 109.20 catchwords ("exclusive", "board approval").
 * - warn → block (6): a source-of-income refusal in GA (state not protecting the class); "better suited to
 *   folks without little ones"; residents described (no kids; one national origin); Spanish "ideal para
 *   pareja"; "prefer a mature renter".
 * - ok → warn / block (3): HOPA 62+ stated as every resident's age; the HOPA age-verification survey in
 *   board minutes; a rule against illegal drug use.
 */

/** The figures above, as measured (rates in percent). */
export const FIRST_MEASURE_18 = {
  commit: '614b654',
  sentences: 130,
  block: 55,
  warn: 18,
  ok: 57,
  violations_caught_pct: 65.8,
  exclusions_blocked_pct: 61.8,
  false_alarms_pct: 5.3,
  misses: 35,
} as const;

export const REVIEW_18 = parseCorpus(`
block familial_status hud1995 | Craigslist: 1BR in Midtown, $1,450, heat incl, n o  k i d s, serious inquiries only
block familial_status hud1995 | ADULTS ONLY BUILDING — QUIET TENANTS — NO EXCEPTIONS
block familial_status fha3604c | Cozy 2BR near the lake, laundry in unit 🚭🐶👶❌ DM for a showing
block familial_status hud1995 | Renting our upstairs flat, we'd like to keep the house free of children's noise so no little ones please #adultsonly
block familial_status hud1995 | Se renta depa amueblado en la colonia Roma, no se aceptan niños, informes por WhatsApp
block familial_status hud1995 | Se alquila apto en Villa Carolina, 2 cuartos, pa' gente seria sin nenes
block familial_status hud1995 | 出租两房一厅 2BR near the 7 train, 不租给有小孩的家庭
block familial_status hud1995 | For rent: studio sa Vallejo, walang bata please, pang-couple lang
block familial_status hud1995 | Apatman pou lwe nan Little Haiti, pa gen timoun, rele Jean
block familial_status hud1995 | Aluga-se apartamento em Framingham, não aceitamos crianças, aceitamos gatos
block familial_status fha3602k | Sorry, we can't consider applicants who are expecting; the unit is too small for a baby
block familial_status keating1998 | 3BR/2BA ranch, $2,100/mo, no more than two occupants in total
block familial_status cfr10070 | hi! the 3rd floor unit isn't a good fit for families w/ kids, want to look at our other property across town instead?
block familial_status cfr100 | Minutes, March 4: motion carried that no further units will be leased to households with children under 12
block familial_status cfr100 | Voicemail: hey it's Rick about the townhouse, heads up the owner doesn't want kids in there, call me back if that works
block handicap cfr100202 | Application step 3: list every medication you take and any mental health diagnosis
block handicap cfr100202 | before I schedule a tour, can I ask what happened to your leg and whether it's permanent?
block handicap cfr100 | Voicemail: hi it's Dave about the duplex, gotta be honest, I don't rent to folks on disability, sorry
block handicap hud1995 | No wheelchairs or mobility scooters inside the units, they scratch the floors
block handicap fha3602h | We don't rent to anyone in recovery or on methadone, too much risk
block handicap cfr100202 | NO PETS, NO EXCEPTIONS, THAT INCLUDES SO-CALLED EMOTIONAL SUPPORT ANIMALS
block handicap cfr100202 | Service dogs welcome with the same $400 pet deposit and $50 monthly pet rent as any other dog
block handicap cfr10070 | Folks who need help getting around wouldn't be comfortable here, there are better places for them
block race fha3604c | Nextdoor: renting my mom's house on Elm, hoping to find a nice white family to keep the street the way it's always been
block race cfr10070 | You'd probably be happier looking in Eastside, that's where most Black families in town buy
block color hud1995 | Light-skinned applicants preferred for this unit
block national_origin hud1995 | 只租给华人 Chinese only, 法拉盛 Flushing 1BR $1,800
block national_origin hud1995 | 원룸 for rent in Palisades Park, 한국 사람만 Korean only, 연락주세요
block national_origin hud1995 | Sólo dominicanos, por favor, apto en Washington Heights
block national_origin hud1995 | Chanm ak kizin disponib nan Mattapan, se sèlman Ayisyen nou pran
block national_origin hudLep2016 | If you can't hold a phone conversation in English, this isn't the place for you
block national_origin cfr100 | People who haven't been in this country long struggle with our lease, so we don't encourage them to apply
block religion hud1995 | #christianhome #blessed Looking for like-minded believers to rent our garden apartment
block religion hud1995 | We've always rented to folks from our church and we'd like to keep it that way
block religion cfr100 | Minutes: the board resolved that no unit may be sold to a buyer who is not a member of St. Anne's parish
block religion hud1995 | Só para casal evangélico, apartamento perto do centro de Newark
block sex hud1995 | Roommate wanted for the separate studio over our garage (own kitchen, own entrance, own lease), male only
block sex hud1995 | Se renta departamento completo en Chula Vista, solo para señoritas
block sex cfr100 | Ladies, I'll knock $200 off the rent if you're friendly with me, if you know what I mean 😘
block sex hud1995 | W O M E N   O N L Y — whole 2BR apartment, no shared spaces
block sexual_orientation@CA hud2021 | No gay couples, owner's preference, Sacramento 2BR
block gender_identity@WA hud2021 | Trans folks need not apply, Tacoma studio
block gender_identity@OR hud2021 | Applicants must live as the sex on their birth certificate
block source_of_income@CA state | Tenants need a steady paycheck, not a program
warn source_of_income@TX state | Tenants need a steady paycheck, not a program
block source_of_income@NY state | Se alquila apto en el Bronx, no se aceptan planes de Sección 8
block source_of_income@NJ state | Minutes, Oct 12: the board voted to stop approving leases for tenants with housing vouchers
warn source_of_income@FL state | Minutes, Oct 12: the board voted to stop approving leases for tenants with housing vouchers
block source_of_income@MA state | Se pou moun ki travay sèlman, nou pa pran Section 8
block source_of_income@WA state | NO SECTION 8, NO VOUCHERS, NO HOUSING AUTHORITY PAPERWORK
warn source_of_income@AL state | NO SECTION 8, NO VOUCHERS, NO HOUSING AUTHORITY PAPERWORK
block source_of_income@OR state | The owner wants someone whose money comes from a job, not the government
block source_of_income@IL state | Housing assistance not accepted at this property #nosection8
block source_of_income@CO state | Sorry, no CHAP or HCV, income must be from employment
warn source_of_income@GA state | Sorry, no CHAP or HCV, income must be from employment
block marital_status@CA state | No unmarried couples living together, owner's rule
warn marital_status@TX state | No unmarried couples living together, owner's rule
block marital_status@NJ state | Are you two married? We only lease to husbands and wives
block age@NJ state | All applicants must be at least 30 years old
warn age@FL state | All applicants must be at least 30 years old
block military_status@IL state | We'd rather not rent to anyone still in the service, deployments are a headache
warn military_status@GA state | We'd rather not rent to anyone still in the service, deployments are a headache
warn familial_status hud1995 | The building is better suited to folks without little ones
warn familial_status hud1995 | Perfect for a young professional couple 💑
warn sex hud1995 | Ideal for a retired gentleman who wants peace and quiet
warn familial_status hud1995 | Would suit a single professional, one parking space
warn familial_status hud1995 | Great spot for empty nesters looking to downsize
warn familial_status hud1995 | Our current residents are all professionals without kids, so it's a very calm vibe
warn national_origin hud1995 | The block is mostly Polish families who've been here for decades
warn race cfr109 | Exclusive gated enclave; every purchase is subject to board approval
warn familial_status hud1995 | Se renta casita, ideal para pareja sola
warn familial_status hud1995 | Prefer a mature, settled renter for the garden level
warn sex hud1995 | This cottage would be perfect for a working woman
ok familial_status hud1995 | Family room with a wood-burning fireplace opens onto the deck
ok familial_status hud1995 | In-law suite with private entrance and kitchenette over the garage
ok age hud1995 | Senior center and library two blocks away
ok religion hud1995 | Church across the street — look for the white steeple when you pull up
ok - hud1995 | Only 2 blocks to the light rail and the farmers market
ok - style | No HOA! Fenced yard, detached garage
ok handicap hud1995 | Walking distance to shops, cafés and Riverside Park
ok sex hud1995 | Master bedroom with en suite bath and walk-in closet
ok marital_status hud1995 | Bachelor apartment, 350 sq ft, utilities included
ok religion hud1995 | Kosher kitchen with two sinks and two dishwashers
ok religion hud1995 | Chapel and meditation garden on the grounds
ok religion hud1995 | Merry Christmas and happy holidays from everyone at Pine Court Apartments! 🎄
ok religion hud1995 | Easter egg hunt for residents in the courtyard this Saturday!
ok familial_status hud1995 | Tot lot and basketball court in the courtyard, 3 blocks to Lincoln Elementary
ok - style | Non-smoking building; no smoking within 25 feet of any entrance 🚭
ok handicap cfr100202 | Cats and dogs under 30 lbs with a $300 pet deposit; assistance animals are not pets and are exempt from pet fees and limits
ok - hudSoi | Minimum credit score 600 and no evictions in the past five years
ok source_of_income@CA hudSoi | Household income must be 2.5x the rent; vouchers and all other lawful income count toward it
ok handicap hud1995 | Ground-floor unit with zero-step entry, lever handles and 36-inch doorways
ok handicap hud1995 | Third-floor walk-up, no elevator, great light
ok national_origin hud1995 | Spanish-style bungalow with Saltillo tile and a tiled fountain
ok religion hud1995 | Two blocks from the mosque and the halal market on Devon
ok national_origin hud1995 | 교회 근처, near H Mart and the Korean church, quiet street, 주차 2대
ok national_origin hudLep2016 | Se habla español; también hablamos inglés y portugués
ok national_origin hudLep2016 | 我们说中文, 也说英文 — happy to explain the lease in Chinese or English
ok - hud1995 | Tout moun byen resevwa, nou pale kreyòl ak angle, apatman 2 chanm tou pre legliz la
ok marital_status hud1995 | Apartamento com quarto de casal, quarto de hóspedes e quintal
ok - hud1995 | Malapit sa simbahan at palengke, 5 mins walk, pwede ang pets, bawal manigarilyo sa loob
ok familial_status hud1995 | 👨‍👩‍👧‍👦 big backyard 🏫 2 blocks to school 🛝 park across the street
ok - style | NO HOA, NO SMOKING, PETS NEGOTIABLE, FIRST MONTH + DEPOSIT TO MOVE IN
ok - style | n o   s m o k i n g   i n s i d e, backyard has a fire pit
ok - style | #nosmoking #petfriendly #walktotrain 2BR in Oak Park
ok age hopa | #55plus #activeadult — HOPA-compliant community, at least one resident per home must be 55 or older
ok age hopa | This is a 62-and-older building; every resident must be at least 62
ok age hopa | Minutes: the board confirmed this year's age-verification survey shows 86% of homes with at least one resident 55 or older
ok handicap cfr100202 | Minutes: the board approved the owner's request to widen the bathroom doorway in 3C as a reasonable modification
ok - style | Minutes: treasurer reported the reserve fund at 42%; motion to reseal the parking lot passed 5-0
ok source_of_income hudSoi | FAQ — Do you accept Housing Choice Vouchers? Yes, we accept vouchers and every other lawful source of income.
ok handicap cfr100202 | FAQ — Can I have an emotional support animal? Yes; ask the office for a reasonable accommodation form. No pet fee or deposit applies.
ok familial_status hopa | FAQ — Are children allowed? This is a 55+ community under HOPA; at least one occupant of each home must be 55 or older.
ok handicap cfr100202 | FAQ — Can I add grab bars? Yes, residents may make reasonable modifications; talk to us first so we can approve the work.
ok - style | Voicemail: hi, returning your call, the two-bedroom is still available, showings Saturday 10 to 2, bring a photo ID
ok handicap cfr100202 | Voicemail: hi this is Maria at Oakview returning your call; we do have a ground-floor unit open if you'd prefer no stairs
ok familial_status keating1998 | the lease allows two people per bedroom plus one, so a family of five fits the 2-bedroom fine
ok familial_status keating1998 | Occupancy follows the city housing code: two persons per bedroom
ok - style | We require a 650 credit score and proof of income at 3x the monthly rent
ok - style | Ideal for students — 5 minutes to campus by bike
ok military_status hud1995 | 10 minutes from the Fort Carson main gate
ok familial_status hud1995 | Nursery off the primary bedroom could be an office or a walk-in closet
ok - hud1995 | Nextdoor: renting my late dad's house near Elm Park, walking distance to the farmers market, pets considered
ok source_of_income hudSoi | We accept Section 8 and all housing vouchers 🏠 apply online
ok handicap hud1995 | Elevator building, reserved accessible parking near the entrance ♿
ok - hud1995 | Se alquila apto, 2 cuartos, cerca de la guagua y del colmado
ok familial_status hud1995 | 靠近公园和超市, family room 很大, 有车库
ok - style | 반려동물 OK, pets ok, 세탁기 in-unit laundry
ok handicap cfr100 | No illegal drug use or sale on the premises; violations may lead to eviction
ok marital_status hud1995 | Dual primary suites, each with its own bath and closet
`);
