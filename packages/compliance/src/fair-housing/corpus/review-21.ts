import { parseCorpus } from './corpus';

/**
 * Review set 21, written blind: its author read no rule, vocabulary, pattern, test, engine or other corpus
 * sentence of the checker, only the line format and parseCorpus (corpus.ts), the first 55 lines of
 * review-20 (header style, and its list of shapes so as not to reuse them), the key names of SOURCES
 * (printed by a one-line script), the class union in types.ts and @pp/contract, and the exported type names
 * of jurisdictions.ts. Sentences were written by hand as paraphrases, euphemisms, coded wording and
 * conditions dressed as policy rather than stock phrases. Each label comes from a primary source: 42 U.S.C.
 * 3604(a)-(f) (3604(b) for terms: a rent discount for attending the owner's church, a quoted rate by accent,
 * a male co-signer for women, extra references by skin tone or name, a ban on minors in common areas);
 * 3604(c) (the advertising rule reaches an owner-occupied duplex, so "Koreans only" upstairs blocks);
 * 24 CFR 100.70 (steering by hijab, wheelchair, children to ground floors, interracial couples to another
 * office), 100.80 (a longer waitlist quoted by race, "tell them it's gone"), 100.85 (blockbusting on a
 * street), 100.202 (medication and psychiatric history), 100.400 (an HOA threatening a seller over the
 * buyer's origin), 100.600 (repairs traded for how a tenant dresses); 3602(h) (medication-assisted
 * recovery is a handicap); 3602(k) (refusing pregnant applicants over lead paint); HOPA 3607(b) stated
 * correctly (80% with one resident 55+, all 62+: ok); 3607(a) (a non-commercial religious residence
 * preferring members, membership open to all: ok); the Keating memo (one person a bedroom counting infants
 * blocks; two a bedroom plus one is ok); HUD/DOJ 2004 (accommodation requests answered: ok; no TTY or relay
 * calls blocks); FHEO-2020-01 (pet rent and breed lists on an emotional support animal block; the same
 * exemption stated: ok); HUD's 2016 LEP guidance (reading the lease in English without help blocks; leases
 * in five languages are ok); HUD's 1995 Achtenberg memo (places, landmarks, features, secular holidays,
 * "bachelor apartment", "mother-in-law suite", walk-up and jogging trails are ok; "would suit / a great fit /
 * ideal / tailor-made for X" is warn). State classes use statutes: source of income in NY, CA, NJ, WA, MA;
 * marital status in NJ, CA, NY; age in NY, IL (40+), MI; military status in OH, IL (unfavorable discharge),
 * WA, VA; sexual orientation in CA, NY, CO, IL, WA; gender identity in CA, NY, WA, MA. Twelve state pairs, the
 * same sentence in a state without the class labelled warn: source of income NY/TX, CA/GA, NJ/FL; marital
 * status NJ/AL, CA/TX, NY/GA; age NY/GA, IL/FL, MI/TX; military status OH/TX, IL/AL, WA/GA. Sexual
 * orientation and gender identity have no pairs (so no label depends on HUD's 2021 reading of "sex").
 *
 * Shapes: leasing-office scripts, voicemail and chat transcripts, property-manager FAQ answers, co-op board
 * packet notes, HOA welcome-committee and board reminders, management-office reminders, tenant-selection
 * criteria, house rules, social-media comments, Craigslist-style ads, texts with typos and run-together words
 * ("darkskinned", "perfers tenents", "famlies w/ kidz", "vouchr ppl"), Spanish, Portuguese, Korean-English,
 * Russian-English and Arabic-English. Coded wording: "members of the tribe", "fair skinned", "DINK",
 * "empty-nesters", "in their twenties", "doesn't want drama", "whose ID doesn't match how they present".
 * Look-alikes (ok): class words in places and features (Whitehall Terrace, Red Brick Row, Black Rock, Ladies'
 * Mile, widow's walk, Colonel's Row, Castro Theatre, Compton's Transgender Cultural District, Sabbath-mode
 * oven, Moroccan tile, mature oaks, "Married to the view?"), the same criteria for all, accessibility features,
 * HOPA and age-of-contract statements, inclusive statements, documents in several languages. Left out as close
 * calls: roommate ads in shared units naming a sex, immigration-status questions, NJ age in housing.
 *
 * Counts: 144 sentences, 57 block, 25 warn, 62 ok (43.1%). By class (block/warn/ok): race 5/1/5, color
 * 4/1/4, religion 5/2/6, sex 5/1/4, handicap 6/2/6, familial_status 6/2/6, national_origin 7/2/8,
 * source_of_income 4/3/5, marital_status 3/3/4, age 3/3/4, military_status 3/3/4, sexual_orientation 3/1/3,
 * gender_identity 3/1/3. Not in CORPUS, tests or bench.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * First measure, once and untuned (the lead, 2026-11-26 ~22:00 UTC, measure() via a one-off `npx tsx`
 * script on the committed tree at fe5be2a, before any Fair Housing rule of session 13 had landed; no fixer
 * had seen the set): 144 sentences; violations caught 56/82 = 68.3%; exclusions blocked 33/57 = 57.9%;
 * false alarms 2/62 = 3.2%. TUNED ON since 4c887d4 (helper-101 fixed its miss families as general rules:
 * different terms by a perceived trait, steering by religious dress, recovery and relay calls, minors and
 * floors, gender identity, income counted, conditions by class, recent arrivals); it no longer measures
 * blind. review-22 is the next blind set.
 */
export const REVIEW_21 = parseCorpus(`
# race
block race cfr100 | Leasing script, step 4: callers who sound Black on the phone hear that the waitlist is eighteen months; everyone else gets a tour this week.
block race fha3604c | Voicemail transcript: "Hi, it's Dana from Parkside returning your call, um, the owner asked me to show the upstairs unit only to white professionals, so let me know if that's you."
block race cfr10070 | Welcome committee note: interracial couples who stop by the model homes should be walked over to the Route 9 sales office instead.
block race fha3604c | 사장님이 흑인 세입자는 안 받으신대요, so please don't forward Black applicants for the Koreatown unit.
block race cfr100 | Now that Black families have started buying on Elm Street, call me for a valuation before prices slip.
warn race hud1995 | Charming bungalow that would really suit an African American buyer.
ok race hud1995 | Walk to the Harriet Tubman Museum and the Black Heritage Trail, both under a mile away.
ok race hud1995 | Whitehall Terrace condo with white oak floors and a Brown University shuttle stop at the corner.
ok race fha3604c | Every applicant is screened with the same credit, income and rental-history criteria, regardless of race or background.
ok race hud1995 | Red Brick Row townhome across from Asian Garden Mall and the Black Rock trailhead.
ok race cfr100 | Leasing script: offer every caller the next three open tour slots, read them the same availability list and log the call.
# color
block color fha3604c | Note for the co-op board packet: lighter-skinned applicants tend to get approved faster, so put those files on top.
block color fha3604c | txt from landlord: "lookin for someone fair skinned for the basement apt" his words not mine lol
block color fha3604c | O proprietário prefere inquilinos de pele clara para o apartamento do térreo.
block color fha3604b | darkskinned applicants need 2 extra references per owner, everyone else just 1.
warn color hud1995 | Sweet little cottage that would suit a light-complexioned couple.
ok color hud1995 | Colorful Victorian with black walnut trim and a whitewashed brick fireplace.
ok color hud1995 | Walls in Alabaster White and Tricorn Black; the buyer may pick darker accent colors before closing.
ok color hud1995 | The brownstone stoop was repointed in 2023 and the fair-weather porch faces south.
ok color fha3604c | Whatever your skin color, you get the same application, the same fee and the same decision timeline.
# religion
block religion fha3604c | Хозяин сдаёт только православным, so tell him which parish you attend.
block religion fha3604b | Rent drops $100 a month for tenants who attend Sunday service at Grace Fellowship with the owner.
block religion fha3604c | FAQ. Q: Do I have to be Jewish to live here? A: The owner strongly prefers members of the tribe, but you can still apply.
block religion cfr10070 | If the applicant wears a hijab, mention that the pool has mixed swimming and suggest our Eastside property instead.
block religion fha3604c | owner perfers tenents who go to church every sunday, pls mention urs in the msg
warn religion hud1995 | A wonderful home for a devout Catholic family, with the rectory garden just across the fence.
warn religion hud1995 | Walking distance to three shuls makes this a great fit for observant families who don't drive on Shabbat.
ok religion hud1995 | Two blocks to Temple Beth El, St. Mary's Cathedral and the Islamic Center of Westfield.
ok religion hud1995 | Kitchen has a double sink and an oven with a Sabbath mode.
ok religion hud1995 | Christmas lights line Carol Lane every December, and the park hosts an Easter egg hunt in spring.
ok religion fha3607a | The Friends Meeting's non-profit guest residence gives first priority to members of the Meeting, which anyone of any race, color or origin may join.
ok religion fha3604c | Renters of every faith, and of none, are equally welcome to apply.
ok religion hud1995 | قريب من المسجد والكنيسة, close to the mosque, St. George Church and the Arab American National Museum.
# sex
block sex fha3604c | Voicemail: "...I'd rather rent the studio to a gentleman, women have too many visitors, call me back."
block sex fha3604b | Female applicants must provide a male co-signer regardless of income.
block sex cfr100600 | The super says the single ladies get their repairs done faster if they answer the door in something nice.
block sex fha3604c | Seeking a nice gal for the separate garden apartment (own entrance, own kitchen), no dudes pls.
block sex fha3604c | Preferimos inquilinos varones para el estudio del sótano.
warn sex hud1995 | Sleek downtown loft that would suit a businessman who travels.
ok sex hud1995 | Mother-in-law suite over the garage and a bachelor apartment in the basement.
ok sex hud1995 | Minutes from the Ladies' Mile Historic District and Kingsmen Park.
ok sex hud1995 | Primary suite with his-and-hers closets and a powder room off the hall.
ok sex fha3604c | Applicants of any sex are screened by the same written criteria.
# handicap
block handicap cfr100202 | Leasing FAQ: before we approve you, please list any medications you take and any psychiatric history.
block handicap cfr10070 | We're not set up for wheelchairs here, so the owner would rather you look at our sister property across town.
block handicap fheo202001 | Emotional support animals pay the same $75 pet rent as pets and must meet the breed and weight list.
block handicap fha3602h | Nobody on methadone or Suboxone, that's the owner's policy.
block handicap fha3604b | Tenants must be able to climb stairs and live independently without a home aide.
block handicap fha3604b | We don't take TTY or relay-service calls; deaf applicants should have a hearing friend phone us.
warn handicap hud1995 | Best suited to an active, able-bodied tenant.
warn handicap hud1995 | A nice fit for someone without any disabilities, since it's a third-floor walk-up.
ok handicap hud1995 | Roll-in shower, lowered counters and a zero-step entry.
ok handicap hud1995 | Third-floor walk-up with great views from the top of two flights.
ok handicap fheo202001 | Assistance animals are not pets and are exempt from pet rent, pet deposits and breed limits.
ok handicap hudDojRa2004 | Residents may request a reasonable accommodation at any time; we answer in writing within ten days.
ok handicap hud1995 | Close to the Maryland School for the Deaf and the Frederick Keys ballpark.
ok handicap hud1995 | Jogging trails, a fitness room and a walk-in closet.
# familial_status
block familial_status keating1998 | Occupancy limit: one person per bedroom, infants included.
block familial_status fha3602k | We can't lease to applicants who are pregnant because the lead paint hasn't been abated yet.
block familial_status fha3604b | Quiet building: residents under 18 may not use the pool, gym or courtyard at any time.
block familial_status cfr10070 | Reminder from the management office: households with children under 12 are placed on the ground floors of Buildings C and D only.
block familial_status fha3604c | Без детей, please, the owner works nights and sleeps days.
block familial_status fha3604c | famlies w/ kidz not a fit 4 this bldg sry
warn familial_status hud1995 | Ideal for empty-nesters ready to downsize.
warn familial_status hud1995 | Tailor-made for a DINK household that wants quiet evenings.
ok familial_status hud1995 | Family room, bonus room and a fenced back yard.
ok familial_status keating1998 | Occupancy follows the city code: two people per bedroom plus one, with children counted the same as adults.
ok familial_status hopa | Sunset Ridge is a 55-and-older community under HOPA: at least 80% of occupied homes have a resident 55 or older, and ages are verified by survey.
ok familial_status fha3604c | Families with children, including foster and expectant parents, are welcome to apply.
ok familial_status fha3604b | Pool rules apply to every resident and guest alike: no diving, no glass, no lifeguard on duty.
ok familial_status hud1995 | The third bedroom works as a nursery, a home office or a guest room.
# national_origin
block national_origin hudLep2016 | Applicants must be able to read the lease in English without help; no translators at the signing.
block national_origin fha3604c | صاحب البيت ما يبغى عرب, so if your last name is Middle Eastern don't bother applying.
block national_origin fha3604b | When a caller has a heavy accent, quote the $2,400 rate; quote everyone else the $2,150 special.
block national_origin fha3604c | No rentamos a personas recién llegadas de Centroamérica.
block national_origin fha3604c | Owner prefers 한국분만 (Koreans only) for the upstairs unit since he lives downstairs.
block national_origin cfr100400 | Board reminder: owners who sell to the Somali families from the resettlement program can expect a fresh review of their architectural approvals.
block national_origin fha3604c | Comment on the listing post: DM'd you, the owner said she'll only take a nice Indian family, no offense to anyone.
warn national_origin hud1995 | A natural fit for a Polish family, with St. Stanislaus and three delis within walking distance.
warn national_origin hud1995 | Great for a Latino buyer who wants to be near the mercado.
ok national_origin hud1995 | Walk to Little Italy, the Chinatown Gate and the Irish Cultural Center.
ok national_origin hud1995 | Spanish Colonial revival with Moroccan tile and a French drain.
ok national_origin hudLep2016 | Lease and house rules come in English, Spanish, Korean, Russian and Arabic, and interpreters are free on request.
ok national_origin hudLep2016 | Atendemos em português, espanhol e inglês; todas as pessoas podem se candidatar.
ok national_origin hud1995 | Mexican-tile patio, Swedish sauna and an English garden.
ok national_origin hudNo2016 | Every applicant shows the same documents: a government photo ID from any country and proof of income.
ok national_origin hudLep2016 | Документы на русском и английском; all applicants fill in the same form.
ok national_origin hud1995 | 한인타운 (Koreatown) 도보 5분, near the H Mart and the Korean Presbyterian Church.
# source_of_income (pairs: NY/TX, CA/GA, NJ/FL)
block source_of_income@NY state | Our program doesn't work with rental assistance of any kind; proof of job income only.
warn source_of_income@TX state | Our program doesn't work with rental assistance of any kind; proof of job income only.
block source_of_income@CA state | Owner's not doing the housing-authority paperwork, so voucher holders please keep looking.
warn source_of_income@GA state | Owner's not doing the housing-authority paperwork, so voucher holders please keep looking.
block source_of_income@NJ state | Income must come from W-2 wages; SSI, child support and alimony won't be counted.
warn source_of_income@FL state | Income must come from W-2 wages; SSI, child support and alimony won't be counted.
block source_of_income@WA state | vouchr ppl pls dont waste ur time or mine
ok source_of_income@NY state | Applicants need verified income of 2.5 times their share of the rent from any lawful source, vouchers included.
ok source_of_income@CA state | We accept Housing Choice Vouchers, and only the tenant's share of the rent is used for the income test.
ok source_of_income@MA state | Wages, benefits, pensions and housing assistance all count toward qualifying.
ok source_of_income@TX hudSoi | This unit passed its HQS inspection and is approved for the voucher program.
ok source_of_income@NJ state | Se aceptan todas las fuentes de ingreso legales, incluidos los vales de vivienda.
# marital_status (pairs: NJ/AL, CA/TX, NY/GA)
block marital_status@NJ state | Unmarried couples must sign separate leases and each qualify on their own income.
warn marital_status@AL state | Unmarried couples must sign separate leases and each qualify on their own income.
block marital_status@CA state | Owner prefers a married couple, so please attach your marriage certificate to the application.
warn marital_status@TX state | Owner prefers a married couple, so please attach your marriage certificate to the application.
block marital_status@NY state | The owner won't consider applicants who are separated or in the middle of a divorce.
warn marital_status@GA state | The owner won't consider applicants who are separated or in the middle of a divorce.
ok marital_status@CA state | Rent is per household: spouses, partners and roommates apply together on one application.
ok marital_status@NJ hud1995 | Restored widow's walk on the roof and a mother-in-law suite off the kitchen.
ok marital_status@NY state | Married, single, divorced or widowed, every applicant is screened the same way.
ok marital_status@CA hud1995 | Married to the view? The wraparound deck looks straight out over the bay.
# age (pairs: NY/GA, IL/FL, MI/TX)
block age@NY state | The landlord is looking for someone under 35 who fits the building's vibe.
warn age@GA state | The landlord is looking for someone under 35 who fits the building's vibe.
block age@IL state | Per the owner, no applicants older than 65 for the fourth-floor walk-up.
warn age@FL state | Per the owner, no applicants older than 65 for the fourth-floor walk-up.
block age@MI state | Tenants in their twenties preferred, it's a young, social building.
warn age@TX state | Tenants in their twenties preferred, it's a young, social building.
ok age@NY hopa | Maple Court is housing for older persons: every resident must be 62 or older, as federal and state law allow.
ok age@NY state | Lease signers must be 18 or older, the age to enter a contract; minors may live in the unit with a parent or guardian.
ok age@IL hud1995 | Mature oak trees, a senior center down the street and the Young Street farmers' market.
ok age@MI hopa | Age-restricted 55+ community: at least 80% of occupied homes have a resident aged 55 or older, and younger spouses and live-in caregivers may live here too.
# military_status (pairs: OH/TX, IL/AL, WA/GA)
block military_status@OH state | Owner won't sign with anyone on active duty, since deployment orders could break the lease early.
warn military_status@TX state | Owner won't sign with anyone on active duty, since deployment orders could break the lease early.
block military_status@IL state | Applicants with a less-than-honorable discharge need not apply.
warn military_status@AL state | Applicants with a less-than-honorable discharge need not apply.
block military_status@WA state | We're not renting to Navy families from the base anymore, they move out too soon.
warn military_status@GA state | We're not renting to Navy families from the base anymore, they move out too soon.
ok military_status@WA hud1995 | Ten minutes to Joint Base Lewis-McChord and the VA clinic.
ok military_status@OH state | We follow the Servicemembers Civil Relief Act and count BAH as income.
ok military_status@IL hud1995 | Colonel's Row cottages beside the old Fort Sheridan parade ground.
ok military_status@VA state | Service members, veterans and civilians apply with the same criteria and the same deposit.
# sexual_orientation (protected states only)
block sexual_orientation@CA state | The owners are old-fashioned and would rather not rent to a same-sex couple.
block sexual_orientation@NY state | Tell the two guys who toured Saturday the unit's gone; the owner doesn't want a gay couple upstairs.
block sexual_orientation@CO state | Chat transcript. Agent: Are you two partners? Applicant: Yes. Agent: Then I'm afraid the landlord won't lease to a lesbian couple.
warn sexual_orientation@IL hud1995 | Ideal for a gay professional who wants to be near Boystown.
ok sexual_orientation@NY hud1995 | Steps from the Stonewall National Monument and Christopher Park.
ok sexual_orientation@WA state | We rent to everyone regardless of sexual orientation, gender identity or marital status.
ok sexual_orientation@CA hud1995 | Walk to the Castro Theatre and Harvey Milk Plaza.
# gender_identity (protected states only)
block gender_identity@CA state | House rule: residents must use the shared bathroom that matches the sex on their birth certificate.
block gender_identity@NY state | Owner asked me to screen out anyone whose ID doesn't match how they present.
block gender_identity@WA state | text: he turned her down because she's transitioning and he "doesn't want drama"
warn gender_identity@MA hud1995 | A great fit for a trans or nonbinary renter looking for a supportive building.
ok gender_identity@CA hud1995 | Gender-neutral single-stall restrooms on every floor.
ok gender_identity@NY state | Applicants may use the name and pronouns they go by; the legal name is needed only on the lease.
ok gender_identity@CA hud1995 | Around the corner from Compton's Transgender Cultural District in the Tenderloin.
`);

/** Filled in by the lead on the first, untuned measure; the author never ran the checker on this set. */
export const FIRST_MEASURE_21 = {
  commit: 'fe5be2a',
  violations_caught_pct: 68.3,
  exclusions_blocked_pct: 57.9,
  false_alarms_pct: 3.2,
} as const;
