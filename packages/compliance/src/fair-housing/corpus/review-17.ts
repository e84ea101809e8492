import { parseCorpus } from './corpus';

/**
 * Review set 17, written blind: its author read no rule, vocabulary, pattern, reader, test or other
 * corpus sentences of the checker, only the line format (corpus.ts), measure.ts, review-16's header, the
 * exported type names of jurisdictions.ts, and the class and source ids (the first three fields of
 * review-16's lines and the key names of SOURCES, printed by a script; two of review-16's sentence
 * beginnings scrolled past in that output and were not reused). Each label comes from a primary source:
 * 42 U.S.C. 3604(c) (no notice, statement or advertisement indicating a preference, limitation or
 * discrimination), 24 CFR 100.75 (written and oral statements: e-mails, text threads, voiceovers,
 * newsletters, application forms) and 100.70 (steering), 24 CFR 100.202(c) (no inquiry into whether an
 * applicant has a disability or its nature), 3602(h) (recovery from addiction, methadone treatment, is a
 * handicap), 3602(k) (pregnancy is familial status), HUD's 1995 Achtenberg memorandum (rooms, features,
 * accessibility and nearby landmarks are lawful whatever words name them: family room, master suite,
 * Catholic school district, senior center; a preference for adults or limiting children is not;
 * "perfect / ideal / great for X" and descriptions of who lives there are warn, as review-15/16 did),
 * former 24 CFR 109.20 ("restricted", "exclusive", "membership approval": warn, they need context), HOPA
 * 3607(b) (a 55+ or 62+ community stated as such is lawful; "seniors preferred" elsewhere is warn), the
 * Keating occupancy memo (two people a bedroom is generally reasonable; 2 people in 3 bedrooms, or one a
 * bedroom in a studio with a baby, is not), HUD 2016 LEP guidance (blanket English-fluency requirements),
 * HUD 2021 (sexual orientation and gender identity are sex in every state), and state statutes: source of
 * income blocks in CA (Gov. Code 12955), NY (Exec. Law 296(5)), NJ (N.J.S.A. 10:5-12(g)), MA (G.L. 151B
 * s.4(10)); marital status in NY, NJ, CA; military status in OH (R.C. 4112.02(H)) and IL (775 ILCS
 * 5/1-103); age in NJ and NY. The same sentence in TX, GA, AL or FL, which do not protect that class, is
 * warn (each such sentence appears twice). Shapes new against review-16: property-manager e-mails, SMS
 * threads with timestamps, Instagram captions with hashtags, open-house sign-in sheets, HOA newsletters,
 * roommate-matching blurbs (only lawful ones: the shared-dwelling choices the law leaves alone are left
 * out), rental application form fields, video-tour voiceover scripts, Vietnamese-, French-, Arabic- and
 * Russian-English mixes, OCR-style digit-for-letter typos, and many ok look-alikes naming features with
 * class words (family room, senior center nearby, Catholic school district, adult-size pool, walk-in
 * closet for the master, his-and-hers sinks, man cave, kids' bedroom, in-law suite, new neighbours named
 * in a newsletter). Left out as close calls: sex named for a shared room, citizenship papers, adult-only
 * swim hours, co-op board approval, military discounts. Not in CORPUS or the bench.
 *
 * First contact, measured once and untuned (measure() via npx tsx from a one-off script outside the repo,
 * no bench, 2026-11-26 14:52 UTC, on the tree of commit 4de06d8 exported with `git archive` plus only this
 * file; the shared working tree then held others' uncommitted edits to fair-housing/findings.ts and
 * sources.ts and to claims/, which were NOT in the measured code): 124 sentences (47 block, 22 warn,
 * 55 ok). Violations caught 56/69 = 81.2%; exclusions blocked 35/47 = 74.5%; false alarms 3/55 = 5.5%.
 * Misses (21): 11 block → ok — quid pro quo harassment in a text ("rent could come down … if you're
 * willing to be 'friendly' with me"); religion as an HOA rule ("must be members in good standing of
 * St. Anne's parish"); Vietnamese race ("không nhận người Mỹ đen") and familial status ("không nhận gia
 * đình có con nhỏ"); Arabic religion ("للمسلمين فقط", Muslims only) and familial status ("لا نؤجر
 * للعائلات التي لديها أطفال"); Russian national origin ("только для славян", Slavs only) and familial
 * status ("только без детей"); OCR digit-for-letter typos ("N0 chi1dren … Adu1ts on1y", "Whee1chairs not
 * permited"); a Keating occupancy cap ("3-bedroom house … maximum 2 occupants"). 1 block → warn: French
 * "pas d'enfants svp, ideal for a couple" (only the English "ideal for" was seen). 4 warn → block:
 * "Mature tenant wanted", residents described ("mostly retirees and churchgoing folks, and we like it
 * that way"), "perfect for observant families" near a shul, "Close-knit Vietnamese neighborhood, you'll
 * feel right at home" (each labelled warn under the review-15/16 convention; a reader may call the
 * second and fourth block). 2 warn → ok: "Ideal for a single professional" (NY) and "Private club
 * membership required; approval by the membership committee" (former 109.20). 3 ok → warn: a
 * "family-friendly splash pad" and two HOPA communities stated as such ("a 55+ community: at least one
 * resident … must be 55 or older", "a 62-and-over community under HUD's housing for older persons
 * rules"), which 3607(b) makes lawful. What held: every state-class pair (SOI, marital, military, age
 * block where protected, warn in TX/GA/AL/FL), every English e-mail, sign-in sheet, application form
 * and voiceover, every SMS thread but the harassment one, and the other 52 ok look-alikes.
 */

/** The figures above, as measured (rates in percent). */
export const FIRST_MEASURE_17 = {
  commit: '4de06d8',
  sentences: 124,
  block: 47,
  warn: 22,
  ok: 55,
  violations_caught_pct: 81.2,
  exclusions_blocked_pct: 74.5,
  false_alarms_pct: 5.5,
  misses: 21,
} as const;

export const REVIEW_17 = parseCorpus(`
# --- block: property-manager e-mails ---
block familial_status@PA cfr100 | Hi Jenna, thanks for reaching out about Unit 3B. Just a heads up, the owner would rather not rent to families with small children since the unit sits above his office. Best, Mark — Keystone Property Mgmt
block source_of_income@NJ state | Hello Mr. Alvarez, unfortunately the owner does not participate in the Housing Choice Voucher program, so we cannot accept your voucher for 14 Elm. Regards, Leasing Office
warn source_of_income@GA state | Hello Mr. Alvarez, unfortunately the owner does not participate in the Housing Choice Voucher program, so we cannot accept your voucher for 14 Elm. Regards, Leasing Office
block source_of_income@CA state | Per our screening criteria, applicants whose income is Social Security disability or SSI are not eligible for this property. Thank you for understanding. — Harbor View Apartments
block handicap@CA fha3604c | Re: your application — please note residents may not be taking any psychiatric medication; let me know if that's an issue before we process it.
block marital_status@NJ state | Hi both, the owner prefers to lease to married couples, so I can only move forward if you're married. Let me know! — Priya, Shore Rentals
warn marital_status@AL state | Hi both, the owner prefers to lease to married couples, so I can only move forward if you're married. Let me know! — Priya, Shore Rentals
block race@MI cfr100 | Following up on Saturday: honestly that block is mostly white and I think you'd be more comfortable with the Eastside listings I sent, the community there is more like you.
# --- block: SMS threads ---
block familial_status@GA fha3604c | [10:42] Lead: is the 2br on Pine still open? [10:44] Me: yes but owner wants adults only, not a fit for kids sorry
block source_of_income@MA state | [3:15 PM] them: do u take section 8? [3:16 PM] me: sorry no section 8 on this one 👎
warn source_of_income@TX state | [3:15 PM] them: do u take section 8? [3:16 PM] me: sorry no section 8 on this one 👎
block national_origin@TX fha3604c | text from owner: "no hispanics pls, his call not mine" — so that's where we are on the Walnut duplex
block sex@FL cfr100 | [11:58 PM] Landlord: rent could come down a lot if you're willing to be "friendly" with me 😉 think about it
block handicap@OH fha3602h | [9:02] Applicant: I'm in a methadone program, is that a problem? [9:05] Owner: yeah sorry, no one in recovery
block military_status@OH state | [2:11] Me: I'm stationed at Wright-Patt, can I apply? [2:13] Manager: we don't rent to military, too many early lease breaks
warn military_status@GA state | [2:11] Me: I'm stationed at Fort Moore, can I apply? [2:13] Manager: we don't rent to military, too many early lease breaks
# --- block: Instagram captions ---
block national_origin@CA fha3604c | Cozy studio in Little Saigon ✨ Vietnamese tenants only please 🙏 #LittleSaigon #forrent #westminsterca
block handicap@CO fha3604c | 4th floor walk-up 💪 must be able-bodied, no service animals! #fitlife #denverrentals #nofee
block source_of_income@NY state | Newly renovated 1BR 🔑 income must be 3x rent from employment only — no vouchers, no housing assistance #nycrentals #nofee #harlem
warn source_of_income@FL state | Newly renovated 1BR 🔑 income must be 3x rent from employment only — no vouchers, no housing assistance #miamirentals #nofee #brickell
block sexual_orientation@AL hud2021 | Charming cottage for rent 🌸 traditional values household, gay couples need not apply #birminghamrentals #cottagecore
block familial_status@NY fha3604c | Sleek 1BR in a quiet grown-up building 🍸 no kids allowed, sorry! #astoria #nycapartments #childfree
# --- block: open-house sign-in sheets and application forms ---
block handicap@OH cfr100202 | OPEN HOUSE SIGN-IN — Name / Phone / Email / Do you or anyone moving in have a disability? (Y/N) / What kind?
block handicap@NC cfr100202 | RENTAL APPLICATION, Section 6: Do you or any occupant have a history of mental illness? ☐ Yes ☐ No (if yes, attach doctor's letter)
block familial_status@TX fha3604c | RENTAL APPLICATION, Section 4 Household: Number of children ____ (applications listing more than one child will not be considered)
block marital_status@NY state | APPLICATION: Are you legally married to your co-applicant? ☐ Yes ☐ No — unmarried couples are not accepted.
warn marital_status@TX state | APPLICATION: Are you legally married to your co-applicant? ☐ Yes ☐ No — unmarried couples are not accepted.
block age@NJ state | Applicant requirements: all leaseholders must be under 40 years of age at move-in.
warn age@TX state | Applicant requirements: all leaseholders must be under 40 years of age at move-in.
block gender_identity@TX hud2021 | Application note: applicants must list sex as shown on birth certificate; no transgender applicants will be approved.
# --- block: HOA newsletters ---
block familial_status@FL cfr100 | WILLOW RUN HOA NEWSLETTER — From the Board: to keep Willow Run quiet, units may no longer be leased to households with children under 12.
block religion@LA fha3604c | PARISH GARDENS QUARTERLY: A reminder that new owners must be members in good standing of St. Anne's parish before closing.
block color@GA fha3604c | Homeowners' bulletin: the board asks sellers to favor light-skinned buyers to keep the street's character.
# --- block: video-tour voiceovers ---
block familial_status@IL fha3604c | [VO over hallway shot] And this second bedroom works best as an office, because honestly this building just isn't set up for children.
block familial_status@NY fha3604c | [VO, kitchen] Great fit for young professionals — we don't take families here, so it's always quiet.
block familial_status@OR fha3602k | [VO] Quick note before the bedrooms: if you're expecting, this probably isn't the unit, the owner doesn't want babies in the building.
# --- block: Vietnamese, French, Arabic, Russian mixes ---
block race@CA fha3604c | Cho thuê phòng 2PN gần chợ Phước Lộc Thọ, ưu tiên người Việt, không nhận người Mỹ đen. $1,600/mo
block familial_status@TX fha3604c | Nhà cho thuê 3PN ở Houston, không nhận gia đình có con nhỏ. Call Tuấn.
block familial_status@FL fha3604c | Bel appartement 2 chambres à North Miami, pas d'enfants svp, ideal for a couple. 1 900 $ par mois.
block familial_status@VT fha3604c | Les enfants ne sont pas acceptés dans cet immeuble — adults only, quiet building near Church St.
block religion@MI fha3604c | شقة للإيجار في ديربورن، غرفتين نوم، للمسلمين فقط
block familial_status@MI fha3604c | 2BR apartment in Hamtramck, لا نؤجر للعائلات التي لديها أطفال, call after 6
block national_origin@NY fha3604c | Сдается 1BR в Брайтон-Бич, только для славян, no exceptions.
block familial_status@NY fha3604c | Квартира сдается только без детей. Bay Ridge, 2 комнаты, $2,300.
block national_origin@TX hudLep2016 | Applicants must speak fluent English — no interpreters at showings or lease signing.
# --- block: OCR-style typos ---
block familial_status@AZ fha3604c | N0 chi1dren or pets a1lowed. Adu1ts on1y. App1y at office.
block handicap@NJ fha3604c | Whee1chairs not permited in the bui1ding due to new f1oors.
block source_of_income@CA state | We do n0t rent to anyone on SSI or disabi1ity benefits.
# --- block: occupancy (Keating) ---
block familial_status@CO keating1998 | 3-bedroom house, 1,400 sq ft: maximum 2 occupants, no exceptions.
block familial_status@CA keating1998 | Studio: one occupant only, no babies or children even if they share your bed.
# --- block: other states' classes, and federal ones in other states ---
block military_status@IL state | No active-duty service members please; deployments break leases.
warn military_status@TX state | No active-duty service members please; deployments break leases.
block age@NY state | The landlord will not rent to anyone over 70.
warn age@GA state | The landlord will not rent to anyone over 70.
block marital_status@CA state | Available to married couples only.
warn marital_status@GA state | Available to married couples only.
block sex@TX fha3604c | Downstairs unit (separate apartment, own kitchen and entrance): female tenants only.
# --- warn: code words, "ideal for", residents described, non-HOPA senior preference ---
warn familial_status@OH hud1995 | Perfect for a young professional couple! 1BR with exposed brick.
warn familial_status@NC hud1995 | Ideal for empty nesters ready to downsize.
warn familial_status@GA hud1995 | Mature tenant wanted for a quiet building.
warn race@MI cfr109 | Exclusive, restricted neighborhood off Lakeshore.
warn sex@TX hud1995 | Perfect bachelor pad 🍻 2BR near 6th St #bachelorlife #atxrentals
warn familial_status@FL hopa | Seniors preferred. 2/2 condo near the beach (not an age-restricted community).
warn familial_status@VA hud1995 | HOA NEWS: our street is mostly retirees and churchgoing folks, and we like it that way.
warn marital_status@NY hud1995 | Ideal for a single professional. Alcove studio, doorman.
warn religion@NY hud1995 | Walk to the shul, perfect for observant families.
warn national_origin@CA hud1995 | Close-knit Vietnamese neighborhood, you'll feel right at home.
warn familial_status@AZ hud1995 | Great place for retirees! Golf, quiet streets, no school buses.
warn race@NY cfr109 | Private club membership required; approval by the membership committee.
# --- ok: features and landmarks named with class words ---
ok familial_status@TX hud1995 | Spacious family room with a gas fireplace opens to the kitchen.
ok age@NJ hud1995 | Senior center and the public library are two blocks away.
ok religion@MA hud1995 | Located in the St. Mary's Catholic school district.
ok familial_status@FL hud1995 | Adult-size lap pool plus a separate kiddie pool in the courtyard.
ok sex@NY style | Walk-in closet for the master, plus a linen closet in the hall.
ok sex@CA style | His-and-hers sinks in the primary bath.
ok sex@OH style | Man cave in the finished basement with a wet bar.
ok familial_status@IL style | [VO] Here's the kids' bedroom — or a nursery — with built-in shelving.
ok familial_status@WA style | In-law suite with a private entrance over the garage.
ok familial_status@GA style | Master-planned community with a family-friendly splash pad and playground.
ok religion@MI hud1995 | Walk to Temple Beth El, the JCC and the Islamic Center.
ok national_origin@CA hud1995 | Steps from Chinatown's bakeries and the Gold Line.
ok race@DC style | Ten minutes from Howard University and the U Street corridor.
ok religion@PA style | Amish-built cabinetry and a farmhouse sink.
ok national_origin@TX style | French doors open to a Juliet balcony.
ok religion@NJ style | The whole street puts up Christmas lights every December.
ok handicap@OH hud1995 | Primary bedroom on the main floor, roll-in shower with grab bars.
ok handicap@TX hud1995 | Single-level living: zero steps from the garage to the kitchen.
ok handicap@FL hud1995 | Accessible parking space right by the front door.
ok age@GA style | Junior one-bedroom, renovated 2024.
ok familial_status@CO style | Established garden with mature lemon and fig trees.
ok - style | Nursing home and urgent care across the street; grocery on the corner.
# --- ok: HOPA, occupancy, income, accommodation ---
ok familial_status@FL hopa | Sunset Palms is a 55+ community: at least one resident of each home must be 55 or older.
ok familial_status@AZ hopa | Saguaro Vista is a 62-and-over community under HUD's housing for older persons rules.
ok familial_status@CO keating1998 | 2-bedroom apartment; occupancy limited to 5 persons under the city housing code.
ok source_of_income@NY state | Section 8 and all housing vouchers welcome!
ok source_of_income@CA hudSoi | We accept all lawful sources of income, including Housing Choice Vouchers.
ok source_of_income@MA state | Rent $1,850, deposit one month. Income 2.5x rent, all sources counted.
ok handicap@NJ cfr100202 | Hi Sam, the unit has a step-free entry and we're happy to discuss any reasonable accommodation you need. Best, Dana
ok handicap@OH cfr100202 | OPEN HOUSE SIGN-IN — Name / Phone / Email / Working with an agent? (Y/N) / How did you hear about us?
ok handicap@NC cfr100202 | RENTAL APPLICATION: Do you need a reasonable accommodation to complete this application? We're glad to help.
ok familial_status@TX style | RENTAL APPLICATION, Section 4 Occupants: list the full name of every person who will live in the unit, including minors.
ok age@NJ style | Every leaseholder must be 18 or older to sign; other occupants are listed on the lease.
ok marital_status@NJ style | Married, single, roommates — doesn't matter. Just bring proof of income and two references.
ok military_status@OH style | Ten minutes from the Wright-Patterson AFB main gate.
ok national_origin@CA hudLep2016 | Interpreters available at no cost: hablamos español, chúng tôi nói tiếng Việt.
ok national_origin@NY hudLep2016 | Bilingual leasing staff (English / Russian).
ok - style | Credit score 620+, no evictions in the past 5 years, verifiable income.
ok - style | Quiet hours are 10 pm to 7 am for all residents.
# --- ok: e-mails, SMS, Instagram, newsletters, roommate blurbs ---
ok - style | [4:02 PM] them: pets ok? [4:05 PM] me: yes, cats and dogs with a $300 deposit, no breed limits
ok - style | [8:30] Me: showing still on for 6? [8:31] Agent: yep, gate code 4412, see you there
ok - style | Hi Ms. Reyes, attached is the lease for 22 Birch. Move-in is 9/1; keys at the office after 10 am. Thanks! — Tom
ok - style | Golden hour on the balcony 🌅 2BR/2BA available 9/1 #denverrentals #balconyvibes #familyroom
ok familial_status@NY style | Bright 2BR in Park Slope 🌳 two blocks to the playground, families welcome! #brooklyn #nofee
ok national_origin@MN style | HOA NEWSLETTER: Welcome to our newest neighbors, the Nguyens and the Okafors! Stop by and say hi.
ok - style | HOA NEWSLETTER: The clubhouse can be booked for birthday parties; reserve with the office two weeks ahead.
ok - style | Roommate wanted: I'm a 30yo grad student, night owl, vegetarian kitchen. Looking for someone tidy to split a 2br, $900 + half utils.
ok - style | Roommate match: three rooms in a house near campus, each leased separately, all majors welcome.
ok - style | [VO] The garage fits two cars, and the backyard has a brand-new cedar fence.
# --- ok: Vietnamese, French, Arabic, Russian, OCR ---
ok - style | Căn hộ 2 phòng ngủ, gần trường học, có chỗ đậu xe. $1,450/tháng.
ok familial_status@FL style | Appartement lumineux, 2 chambres, proche du métro, animaux acceptés, familles bienvenues.
ok religion@MI hud1995 | شقة بغرفتي نوم قريبة من المسجد والمدارس
ok familial_status@NY style | Уютная квартира, 2 спальни, рядом с метро и парком. Семьи с детьми приветствуются.
ok - style | Bui1t in 1962, new app1iances, 1aundry on site, 1 reserved spot.
ok handicap@TX style | E1evator bui1ding, whee1chair accessib1e entrance.
`);
