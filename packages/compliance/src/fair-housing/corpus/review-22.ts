import { parseCorpus } from './corpus';

/**
 * Review set 22, written blind: its author read no rule, vocabulary, pattern, test, engine file or other
 * corpus sentence of the checker, only corpus.ts (line format and parseCorpus), the header of review-20,
 * the key names of SOURCES (printed by a one-line script), the class union (types.ts and the category lists
 * in @pp/contract) and the `export` lines of jurisdictions.ts. One slip: a `sed -n 55,60p` on review-20
 * showed its first corpus line (a steering line about folks who "look more like them") and its last three
 * lines (measure figures); no sentence here was written from that line, and no steering sentence here has
 * its shape. Sentences were written by hand and never run through the checker.
 *
 * Labels come from primary sources: 42 U.S.C. 3604(a)-(f) (3604(b) different deposits, guarantors, review
 * times, handbook terms; 3604(c) statements); 3602(h) (recovery from addiction is a handicap); 3602(k)
 * (pregnancy is familial status); 3607(a) (a religious organisation's non-commercial housing preferring its
 * members, membership open to all; a private club's non-commercial lodging for members: ok); HOPA (55+ with
 * 80% and age verification, all residents 62+: ok); 24 CFR 100.50-100.80 (100.70 steering, 100.80 "say it's
 * pending / rented / waitlisted"), 100.202(c) (no inquiry into disability or medication: block), 100.400 (an
 * HOA threatening a seller over the buyer), 100.600 (quid pro quo; management refusing to act on a staff
 * member's harassment); HUD's 1995 Achtenberg memo (places, rooms, features, landmarks, street names and
 * secular holidays are ok; "would suit / ideal / perfect / best for" a class is a soft preference, warn;
 * explicit preference, limitation or exclusion, block); former 24 CFR 109 catchwords ("exclusive,
 * restricted", board approval) warn; HUD/DOJ 2004 on reasonable accommodations (refusing a reserved spot
 * because parking is unassigned: block; offering accommodations: ok) and tenant-paid modifications with
 * reasonable restoration (24 CFR 100.203: ok); FHEO-2020-01 (an ESA is not a pet: pet limits or deposits
 * block; online certificates alone not enough, any licensed provider who knows the person is: ok); HUD's
 * 2016 LEP guidance (fluent English required: block; "English only, no help" with forms: warn; documents in
 * several languages: ok); the Keating memo (2 in a 2BR is too tight: block; two a bedroom plus one: ok).
 * Questions on an application about a class other than disability (place of worship, country of birth) are
 * labelled warn: no rule forbids the question itself, but it signals a preference; a disability question is
 * block under 100.202(c). State classes come from state statutes, the state named in the sentence: source
 * of income NY, CA, MA, NJ; marital status NJ, NY, CA; age NY, NJ, MA; military status OH, WA, IL (IL also
 * protects an unfavourable discharge); sexual orientation CO, NY, CA, WA; gender identity WA, NY, IL, CO, CA.
 * Eleven state pairs, the same sentence with only the city and state changed, the state without the class
 * labelled warn: source of income NY/TX, CA/GA, MA/FL; marital status NJ/TX, NY/AL; age NY/GA, NJ/FL;
 * military status OH/TX, WA/GA; sexual orientation CO/TN; gender identity WA/AL.
 *
 * Shapes: email auto-replies, Zillow Q&A answers, Instagram-style captions with emoji, tenant handbook and
 * lease addendum clauses, rental application questions, screening software settings in prose ("filter set
 * to…"), move-in specials with conditions, showing notes, notes to leasing staff, broker-to-broker emails,
 * HOA emails, co-living and vacation rental house rules, student housing, whole-unit sublets and roommate
 * matching in whole units, text-speak with typos and run-together words ("nokids", "wheelchar accesible"),
 * Spanish, Chinese, Haitian Creole, Hindi-English and Polish-English. Indirect wording: different deposits
 * and guarantors, slower review, specials withheld, false "pending" or waitlist, income rules that ignore a
 * voucher, SSDI-only income declined, DV calls counted against the victim, birth names and birth-sex
 * facilities. Hard look-alikes (ok): the same rule for all stated with a class word, accommodation and
 * modification offers, ESA documentation stated correctly, HOPA stated correctly, Keating-compliant caps,
 * 3607(a) exemptions, landmarks and streets (Gay Street, Rainbow Row, Deaf Smith County, Gallaudet, Transbay,
 * Ladies' Mile, St. Jude Children's), MLK Day and Juneteenth open houses, a Black-owned café, gentleman's
 * farm, master suite, family room, mother-in-law suite, walk-in, bachelor's degree, age 18 to sign, a
 * meatless co-living kitchen for everyone, a ban on buyer love letters. Four ok lines have no class.
 *
 * Counts: 151 sentences, 55 block, 34 warn, 62 ok (41.1%). By class (block/warn/ok): race 3/2/4, color
 * 3/2/4, religion 5/3/5, sex 5/2/5, handicap 6/2/8, familial_status 7/2/6, national_origin 6/3/6,
 * source_of_income 5/4/4, marital_status 3/3/3, age 3/4/4, military_status 3/3/3, sexual_orientation
 * 3/2/3, gender_identity 3/2/3, no class 0/0/4. Not in CORPUS, tests or bench.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * Measured blind twice by the lead (measure() via a one-off `npx tsx` script on a clean worktree of the
 * commit; no fixer has seen the set or heard of its families): at d438887 (2026-11-26 22:11 UTC, before
 * any Fair Housing rule of session 13 had landed) 151 sentences, caught 48/89 = 53.9%, blocked 19/55 =
 * 34.5%, false alarms 1/62 = 1.6%; at 1d1db47 (23:05 UTC, after the session's rules for review-18 to
 * review-21's families) caught 56/89 = 62.9%, blocked 26/55 = 47.3%, false alarms 1/62 = 1.6%.
 * FIRST_MEASURE_22 holds the second: what the rules of record do on text nobody tuned on.
 *
 * Tuned on by helper fhterms in session 14 (familial status, disability, source of income, marital status, age, military, SO/GI, occupancy families)
 * Tuned on by helper fhorigin in session 14 (race, colour, religion, national origin, language families).
 */
export const REVIEW_22 = parseCorpus(`
# race: false unavailability, different terms, interference, description of residents; landmarks, holidays and buyer-letter bans are lawful
block race cfr100 | Owner asked us to tell any Black callers the unit is pending and keep showing it to everyone else, so please follow that this weekend.
block race fha3604b | Note to leasing team: applicants coming from the Southside zips (the Black side of town) put down a double deposit plus a co-signer; everyone else the standard one.
block race cfr100400 | HOA email to the seller: the board will not look kindly on a sale to that African American couple, and approvals can take a very long time.
warn race cfr109 | Board approval required; buyers should fit the established character of this exclusive, restricted enclave.
warn race hud1995 | Would suit a Black professional looking for community, two blocks from the AME church and the Sankofa bookstore.
ok race hud1995 | Open house Monday (MLK Day) 11-2, coffee from the Black-owned roaster on the corner ☕
ok race hud1995 | Juneteenth weekend open house with lemonade and live music on the Whitehall Ave porch.
ok race fha3604c | We welcome every applicant regardless of race, color, religion, sex, disability, familial status or national origin. Equal Housing Opportunity.
ok race cfr100 | Sellers ask that offers come without buyer letters or family photos so every offer is weighed on price and terms alone.

# color: skin tone as a requirement, a slower review, steering; colours of things are lawful
block color fha3604c | owner is picky abt complexion, pls only send lighter skinned applicants thx
block color fha3604b | Screening note: dark-complexioned applicants get the longer 10-day background review, lighter ones same-day.
block color cfr10070 | Told the Jacksons the Maple St unit might not be a fit since the block is all fair-skinned folks, so I showed them Elm instead.
warn color hud1995 | Ideal para gente de piel clara que busca un barrio tranquilo.
warn color hud1995 | Perfect for a fair-skinned family that likes a shady yard 🌳
ok color hud1995 | White oak floors, black matte fixtures, cream quartz counters.
ok color hud1995 | Red-brick colonial on Brown St. with dark walnut built-ins throughout.
ok color fha3604c | Skin color plays no part in our screening: every applicant gets the same 2.5x income and credit check.
ok color hud1995 | South-facing windows, so pale paint colors really glow in the afternoon.

# religion: faith as a condition, false waitlist, grouping by faith; 3607(a) religious org and private club stated correctly, places and holidays
block religion fha3604c | We're a Christian family renting our basement apt (separate entrance) and want a tenant who shares our faith 🙏
block religion fha3604b | Lease addendum 3: tenant agrees to attend Sunday fellowship at least twice a month.
block religion fha3604c | Sirf Hindu families ko dena hai, owner ki strict condition hai. No exceptions.
block religion cfr100 | If a caller mentions the mosque just say we have a waitlist, and don't actually put them on it.
block religion fha3604b | Roommate matching for our whole-unit 3BR leases: we group applicants by religion so everyone in a unit shares a faith.
warn religion hud1995 | Perfect for an observant family: 4 min walk to shul, Shabbat lamp timers already installed.
warn religion hud1995 | honestly this place would suit a churchgoing couple best, super peaceful street
warn religion cfr100 | Rental application, question 9: Which place of worship do you attend? __________
ok religion fha3607a | St. Brigid Parish's non-commercial residence gives first preference to parishioners; parish membership is open to anyone regardless of race, color or national origin.
ok - fha3607a | Rooms above the lodge are for lodge members only; the lodge is a private club not open to the public and the rooms are not run for profit.
ok religion hud1995 | Christmas lights tour on the block Dec 12 🎄 and a Halloween trunk-or-treat in the lot.
ok religion hud1995 | Two blocks to Temple Beth El, St. Mark's and the Islamic Center, 5 min to the Route 9 diner.
ok religion hud1995 | Converted 1890s church: original stained glass, and the choir loft is now a reading nook.
ok religion fha3604b | Co-living house rule for every member, whatever their faith or diet: no cooking meat or fish in the shared kitchen.

# sex: whole-unit sex limits, quid pro quo, unequal guarantor terms, tolerated harassment, DV victims penalised; features and places are lawful
block sex fha3604c | Whole 2BR townhouse for rent, women only, owner doesn't want men living there.
block sex cfr100600 | Rent's negotiable for the right girl 😉 DM me a pic
block sex fha3604b | Policy: single women applying alone must add a male guarantor (father, brother etc.); men applying alone do not.
block sex cfr100600 | Tenant handbook: complaints about the super's comments to female residents are personal matters and will not be handled by management.
block sex fha3604b | Three police calls to a unit for domestic disturbances, including calls made by the victim, mean automatic non-renewal.
warn sex hud1995 | Would suit a female professional, quiet building with well-lit parking.
warn sex hud1995 | Ideal bachelor pad for a gentleman who works downtown.
ok sex hud1995 | Gentleman's farm on 12 acres with horse barn and fenced paddocks.
ok sex hud1995 | Primary (master) suite with his-and-hers walk-in closets.
ok sex hud1995 | Across from the Ladies' Mile historic district shops and the Boys & Girls Club.
ok sex cfr100600 | Maintenance visits: two staff go together, we give every resident 24h notice, and any staff misconduct can be reported straight to the owner at this number.
ok sex fha3604c | Both tenants on a joint lease, whatever their gender, are equally responsible for the rent.

# handicap: disability inquiries, ESA fees and limits, refused parking accommodation, recovery, ability requirements; features, modifications and accommodation offers are lawful
block handicap cfr100202 | Application step 3: list any medications you take and any mental health diagnoses.
block handicap fheo202001 | ESAs count toward our 2-pet max and pay the $400 pet deposit like any other animal.
block handicap hudDojRa2004 | We don't assign parking so we can't hold a spot by the entrance for you, sorry, it's first come first served for everyone.
block handicap fha3602h | Residents in recovery (methadone clinic patients) need a sober-living letter and an extra $1,000 deposit.
block handicap fha3604c | Co-living house (each member signs their own lease): not a fit for anyone with a psychiatric condition, we want drama-free housemates.
block handicap fha3604b | Screening filter set to decline applicants whose only income is SSDI.
warn handicap hud1995 | Best suited to someone young and able-bodied, lots of stairs and a steep driveway.
warn handicap hud1995 | Great for active, healthy tenants who love hiking the ridge trail.
ok handicap fheo202001 | Service and support animals aren't pets here: no pet rent, no deposit, no breed or weight limit for them.
ok handicap hudDojRa2004 | Need a reasonable accommodation, like a reserved spot near the door or a ground-floor transfer? Email the office and we'll work it out with you.
ok handicap fha3604c | Third-floor walk-up, no elevator; laundry in the basement.
ok handicap cfr100 | Tenants may install grab bars at their own expense; we may ask that the bathroom wall be restored at move-out where reasonable.
ok handicap fheo202001 | Support-animal letters bought from certificate websites aren't enough on their own, but a note from any licensed provider who knows you, telehealth included, is fine.
ok handicap hud1995 | Walk-in closet, walk-in shower, and a 5-min walk to Gallaudet.
ok handicap hud1995 | Ranch on Deaf Smith County Rd 12 with zero-step entry and 36-inch doorways.
ok handicap fha3604c | wheelchar accesible unit on grnd flr, roll-in shower, call 4 showing

# familial status: no children, surcharges, tight occupancy caps, pregnancy, steering, conditional specials, play bans; HOPA, Keating-compliant caps and rooms are lawful
block familial_status fha3604c | 2br avail 1st, nokids nopets, txt 555-0142
block familial_status fha3604b | Deposit $800, or $1,600 for households with children under 6 (lead paint liability).
block familial_status keating1998 | TenantScreen filter set to: max 2 occupants for our 2BR/1BA units.
block familial_status fha3602k | Pa gen plas pou fanm ansent oswa moun ki gen timoun piti, mèsi.
block familial_status cfr10070 | Q: Are kids OK? A: Building's mostly retirees, honestly your kids would be happier at Brookside down the road.
block familial_status fha3604b | Tenant handbook 4.2: children may not play in the courtyard, halls or parking lot at any time.
block familial_status fha3604b | Cabin house rules: groups with kids under 12 can only book the lower cabin, the lake cabins are adults-only.
warn familial_status hud1995 | Ideal for a couple or a single professional, cozy 1BR with a home office nook.
warn familial_status hud1995 | Perfect empty-nester retreat on a quiet cul-de-sac.
ok familial_status hopa | Sunset Palms is a 55+ community under HOPA: at least 80% of homes have a resident 55 or older, and we verify ages every two years.
ok familial_status keating1998 | Occupancy: up to 5 people in this 2BR (two per bedroom plus one), per the city housing code.
ok familial_status hud1995 | Sunken family room and a mother-in-law suite over the garage.
ok familial_status fha3604c | Families with kids welcome, playground and school bus stop right out front.
ok familial_status fha3604b | House rule for every resident: no bikes or scooters in the hallways.
ok familial_status hud1995 | Across from St. Jude Children's Research Hospital and the Kids' Museum.

# national origin: English fluency, interference, origin exclusions, delays, broker questions; language help, ID from any country and places are lawful
block national_origin hudLep2016 | Applicants must speak and read fluent English, no translators at the lease signing.
block national_origin cfr100400 | HOA president to the seller: accept the Nguyen offer and expect the board to drag its feet on every approval.
block national_origin fha3604c | 本房源不租给大陆来的，请理解。
block national_origin fha3604c | Mieszkanie tylko dla Polaków, owner's rule, sorry 🙏
block national_origin fha3604b | Applicants with a foreign accent: park their files till Friday and process the rest today.
block national_origin cfr100 | Broker to broker: before my seller accepts, can you confirm your buyers are American-born?
warn national_origin hud1995 | Perfect for a nice Irish family, walk to the pub and the St. Pat's parade route!
warn national_origin cfr100 | Rental application, line 6: country of birth ______
warn national_origin hudLep2016 | Applications accepted in English only; we can't help with other languages.
ok national_origin hudLep2016 | Lease and house rules available in English, Español, 中文 and Kreyòl; free interpreter on request.
ok national_origin hud1995 | French doors, Spanish tile roof and an English garden out back.
ok national_origin hud1995 | Walk to Little Haiti's Caribbean Marketplace and the Polish deli on Manhattan Ave.
ok national_origin fha3604b | Any government photo ID from any country works (passport, consular ID or state license), same for every applicant.
ok national_origin hudLep2016 | Se habla español. Escríbanos por WhatsApp para ver el apartamento.
ok national_origin hud1995 | Hindi aur English dono mein baat kar sakte hain, Oak Tree Road se sirf 5 min.

# source of income (state statutes): pairs NY/TX, CA/GA, MA/FL; vouchers refused, full-rent income rules, filters, specials withheld, false denial
block source_of_income@NY state | Auto-reply: Thanks for reaching out about our Yonkers, NY units! FYI we don't participate in Section 8 or any voucher program.
warn source_of_income@TX state | Auto-reply: Thanks for reaching out about our Houston, TX units! FYI we don't participate in Section 8 or any voucher program.
block source_of_income@CA state | Fresno, CA: income must be 3x the FULL rent, voucher or not, we don't count the housing authority's share.
warn source_of_income@GA state | Savannah, GA: income must be 3x the FULL rent, voucher or not, we don't count the housing authority's share.
block source_of_income@MA state | Worcester, MA listings: screening filter set to hide apps where income source = rental assistance 🙃
warn source_of_income@FL state | Orlando, FL listings: screening filter set to hide apps where income source = rental assistance 🙃
block source_of_income@NJ state | Move-in special (waived $500 admin fee) does not apply to voucher holders. Paterson, NJ.
block source_of_income@NY state | If the caller says she has a CityFHEPS voucher, tell her the Bronx, NY unit is already rented.
warn source_of_income@NY hud1995 | Best for tenants with steady W-2 paychecks, Queens, NY.
ok source_of_income@NY hudSoi | We accept all lawful sources of income in our Rochester, NY buildings: wages, SSI, child support, and vouchers (Section 8, HASA, CityFHEPS).
ok source_of_income@CA state | Income requirement is 2.5x your portion of the rent, from any lawful source. Oakland, CA.
ok source_of_income@MA hudSoi | The unit passed its Section 8 HQS inspection last month, so voucher move-ins can start right away. Lowell, MA.
ok source_of_income@NY state | Nou aksepte Seksyon 8 ak tout lòt kalite asistans lwaye, Brooklyn, NY.

# marital status (state statutes): pairs NJ/TX, NY/AL; single and unmarried applicants on worse terms; same-check statements, degrees and shops are lawful
block marital_status@NJ state | Bachelors allowed nahi hai, sirf married family ko denge. 2BR near Edison, NJ.
warn marital_status@TX state | Bachelors allowed nahi hai, sirf married family ko denge. 2BR near Irving, TX.
block marital_status@NY state | Unmarried couples sign two separate leases and pay two security deposits; married couples sign one. Albany, NY.
warn marital_status@AL state | Unmarried couples sign two separate leases and pay two security deposits; married couples sign one. Mobile, AL.
block marital_status@CA state | Application: if you'll be living with a partner, attach your marriage certificate. Sacramento, CA.
warn marital_status@NJ hud1995 | Ideal para una pareja recién casada, Newark NJ.
ok marital_status@NJ state | Every adult who'll live here signs the lease and goes through the same check, married or not. Jersey City, NJ.
ok marital_status hud1995 | Resident manager job comes with the apartment: bachelor's degree and 2 yrs property experience required.
ok marital_status hud1995 | Bridal boutique and a coffee bar on the ground floor, lofts above.

# age (state statutes): pairs NY/GA, NJ/FL; age cut-offs in filters and owner rules; age of majority, HOPA 62+, mature trees are lawful
block age@NY state | Screening set to auto-decline applicants under 25 for the Buffalo, NY units.
warn age@GA state | Screening set to auto-decline applicants under 25 for the Macon, GA units.
block age@NJ state | Owner won't rent the Hoboken, NJ walk-up to anyone over 70, says it's too much liability.
warn age@FL state | Owner won't rent the Tampa, FL walk-up to anyone over 70, says it's too much liability.
block age@MA state | Boston, MA: we only rent to tenants 30 and under, it's a young building ✨
warn age hud1995 | 适合年轻白领，近地铁。
warn age@NY hud1995 | Perfect for young professionals starting out in Astoria, NY!
ok age state | Lease signers must be 18 or older (legal age to contract); younger household members are welcome.
ok age@NJ hopa | Maple Glen in Toms River, NJ is a 62+ community under HOPA: every resident is 62 or older.
ok age hud1995 | Mature oak trees and a 1920s build with all-new systems.
ok age hud1995 | The senior center and the high school track are both a short walk.

# military status (state statutes): pairs OH/TX, WA/GA; active duty refused, BAH on worse terms, discharge type; SCRA clause, bases and same screening are lawful
block military_status@OH state | Columbus, OH: sorry, no active-duty military applicants, deployments break leases.
warn military_status@TX state | Killeen, TX: sorry, no active-duty military applicants, deployments break leases.
block military_status@WA state | Applicants paying with BAH need two guarantors, everyone else needs one. Tacoma, WA.
warn military_status@GA state | Applicants paying with BAH need two guarantors, everyone else needs one. Columbus, GA.
block military_status@IL state | Chicago, IL rental: applicants with an other-than-honorable discharge are not accepted.
warn military_status@OH hud1995 | Would suit a civilian professional looking for a settled, quiet building in Dayton, OH.
ok military_status state | SCRA military clause included: servicemembers can end the lease early with PCS or deployment orders.
ok military_status hud1995 | 10 min to the Fort Cavazos main gate and the VA clinic.
ok military_status@WA state | Veterans, active-duty and civilian applicants all go through the same screening. Tacoma, WA.

# sexual orientation (state statutes): pair CO/TN; refusals, higher deposits, a whole-unit sublet; street names and an inclusive flag are lawful
block sexual_orientation@CO state | Denver, CO duplex: owner is old-school and won't rent to gay couples.
warn sexual_orientation@TN state | Nashville, TN duplex: owner is old-school and won't rent to gay couples.
block sexual_orientation@NY state | Brooklyn, NY: same-sex couples pay a higher deposit, owner's call.
block sexual_orientation@CA state | Subletting my whole studio in Oakland, CA for the summer, straight tenants only please.
warn sexual_orientation@WA hud1995 | Would suit a traditional husband-and-wife household, Spokane, WA.
ok sexual_orientation hud1995 | Rowhouse steps from Rainbow Row and the Battery in Charleston.
ok sexual_orientation hud1995 | Loft on Gay Street in Knoxville with exposed brick and river views.
ok sexual_orientation@CA state | The Pride flag on the porch means what it says: same screening and same lease for every couple. Long Beach, CA.

# gender identity (state statutes): pair WA/AL; birth names, birth-sex facilities, nonbinary applicants turned away; chosen names, pronouns, "trans" in place names are lawful
block gender_identity@WA state | Seattle, WA: trans applicants must put the name on their birth certificate on the lease.
warn gender_identity@AL state | Birmingham, AL: trans applicants must put the name on their birth certificate on the lease.
block gender_identity@NY state | Building gym locker rooms are by sex assigned at birth and we'll ask for proof. Rochester, NY.
block gender_identity@IL state | We don't do the they/them stuff here, if you're nonbinary this building isn't for you. Evanston, IL.
warn gender_identity@CO hud1995 | Ideal for a cisgender woman, sunny 1BR in Aurora, CO.
ok gender_identity@CA state | Put your chosen name on the lease; we only verify identity with any government ID. San Diego, CA.
ok gender_identity hud1995 | Transit-oriented 1BR by the Transbay terminal, bike room included.
ok gender_identity state | Leasing agent: Dana Ruiz (she/they). Text for a showing any weekday.

# no class: conditions on things that are not protected
ok - fha3604c | Move-in special: $500 off for teachers, nurses and first responders.
ok - fha3604c | Student housing at State U: leases by the bed, residents must be enrolled students.
ok - fha3604c | Vacation rental house rules: max 8 guests, quiet hours 10pm-8am, no parties or events.
`);

export const FIRST_MEASURE_22 = {
  commit: '1d1db47',
  violations_caught_pct: 62.9,
  exclusions_blocked_pct: 47.3,
  false_alarms_pct: 1.6,
} as const;
