import { parseCorpus } from './corpus';

/**
 * Review set 27, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker (no other review-*.ts, held-out, freeform or grid file), only corpus.ts (line
 * format and parseCorpus), lines 1-74 of review-26 (header style and label conventions, no sentences) and its
 * lines 290-end (the FIRST_MEASURE shape), the category list in @pp/contract, the `export` lines of
 * jurisdictions.ts, the rows of jurisdiction-table.ts and the key names of SOURCES (printed by a one-line
 * script). Every sentence was written by hand and none was run through the checker.
 *
 * Labels come from primary sources, with review-26's conventions: an explicit preference, limitation or
 * exclusion is block; a description of who lives there, or "ideal / perfect / great for" a class, is warn;
 * what HUD's 1995 Achtenberg memo calls acceptable is ok. 42 U.S.C. 3604(c) (ads, voicemails, texts, sign-in
 * sheets; a separate-entrance basement apartment in an owner-occupied home is exempt from 3604(a) by
 * 3603(b)(2) but never from 3604(c), so "no kids" or "male tenant only" there is block), 3604(b) (hallway
 * bans for under-16s, an insurance rider for a wheelchair user, different offer deadlines by race, a
 * community-room ban on Bible study only), 3602(k) (a pregnancy non-renewal; an adoption not yet final),
 * 3602(h) (methadone or Suboxone excluded: block; no illegal drugs on site, MAT welcome: ok), 3607(a) (a
 * church housing its own mission workers: ok; a private landlord's "members of our church only": block).
 * Roommates.com (9th Cir. 2012), key fha3604c: a bedroom shared with the owner limited by sex, religion or
 * sexual orientation is ok. 24 CFR 100.70 (steering: "since you're Jewish, only Temple Heights", wheelchair
 * users shown one building: block; "folks there are more like you", "buyers with little ones are happier in
 * the suburbs", "they'd like Little Saigon better": warn), 100.70(c)(4) (families assigned to Building C),
 * 100.80 ("tell him it's already rented" about an accent), 100.110-100.135 under cfr100 (30% down in Black ZIP
 * codes, extra tax returns for an accent, SSDI not counted, a pregnant wife's salary: block; one rate sheet,
 * SSDI counted on the award letter: ok), 100.202 (diagnosis, medication, psychiatric history, "can live
 * independently": block; no questions, a 504 coordinator, large print, video relay, a live-in aide, a
 * reserved space: ok), 100.203 (tenant-paid grab bars: ok), 100.600 (quid pro quo over late rent). HUD/DOJ
 * 2004 and FHEO-2020-01 (pet deposit or pet rent on an ESA, a breed or weight ban for a service dog: block;
 * a counselor's letter, tenant liable for actual damage: ok). HUD 2016 LEP guidance (fluent English to lease:
 * block; documents in four languages, a bilingual notice: ok); HUD 2016 national origin guidance (key
 * hudNo2016: extra ID for the Honduran-born, English only in common areas: block; one ID of any country, an
 * ITIN: ok; "what country are your parents from?": warn). HUD 2016 criminal-records guidance (any arrest:
 * block race; any felony ever: warn; individual review of convictions: ok). HUD 2016 nuisance guidance (non-
 * renewal after police calls for domestic disturbances: block sex; 911 for help never counted: ok). Keating
 * memo (3 people in a 3BR counting babies: block; a code of two per bedroom plus one: ok). HOPA (a registered
 * 55+ with the 80% survey, HUD 62+ elderly housing: ok; a non-age-restricted "active adult" community barring
 * under-30s: block). Achtenberg memo look-alikes, all ok: family room, nursery, "sala familiar", primary
 * bedroom, walk-in pantry, bachelor apartment, man cave and she-shed, cathedral ceilings, churches, a synagogue
 * and a mosque nearby, a Christmas tree and a menorah, French doors and Spanish tile, Chinatown, Sweet Auburn,
 * MLK Park, paint colours, white picket fence and black shutters, Black Rock State Park, Stonewall, adult
 * education, nearby schools and a senior center, a crib on request, window guards the health code requires.
 *
 * State classes follow the jurisdiction table, the state named in the sentence carried as @XX. Thirteen state
 * pairs, the same sentence with only the city and state changed, block where the state protects the class and
 * warn where it does not: source of income WA/GA, IL/IN, NJ/PA, OR/ID, CO/KS (Spanish); marital status MN/IA,
 * CA/TX, MI/OH, WA/AZ (Spanish); age CT/MO, NJ/DE; military status VA/NC, WA/OR. Descriptions in protecting
 * states are warn ("ideal for young professionals" MA, "would suit a mature, older tenant" CT, "perfect for
 * newlyweds" NY). Sexual orientation and gender identity (US row, HUD 2021) sit only in states that also
 * protect them by statute: refusals block, "ideal for a gay couple" and "great fit for trans women" warn, a
 * shared-house housemate ad, optional pronouns and a gender-identity restroom rule ok.
 *
 * Shapes (different from review-26's): Zillow and Craigslist ads, voicemail transcripts, landlord-applicant
 * text messages, property-tour scripts, email auto-replies, lease renewal letters, building newsletters,
 * Facebook group and Marketplace posts, open-house sign-in notes, a rental-application FAQ, corporate,
 * monthly furnished and vacation rentals, basement apartments and rooms in owner-occupied homes, land-contract
 * sales, mortgage pre-approval talk, move-in checklists; evasions: leetspeak ("n0 k!dd0s", "wh1te"), spaced
 * and hyphenated letters, asterisks ("m*slims"), emoji (🚫👶, 🇺🇸, 💅), euphemisms and dog whistles ("no 'urban'
 * renters", DINKs). Spanish, Portuguese, Vietnamese, Chinese, Arabic, Russian and Hindi.
 *
 * Counts: 186 sentences, 75 block, 36 warn, 75 ok (40.3% ok). By class (block/warn/ok): race 7/4/4, color
 * 3/1/2, religion 6/2/6, sex 6/1/5, handicap 12/2/16, familial status 14/5/13, national origin 9/3/6, source
 * of income 5/5/2, marital status 4/5/1, age 3/4/2, military status 2/2/2, sexual orientation 2/1/2, gender
 * identity 2/1/2, no class 0/0/12.
 *
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_27: the same at 9d3ba9f,
 * session 15's last rules, and at f887a77, which was tuned on review-26 before this set was read).
 *
 * TUNED ON since b12eef0 (helper fh27): its misses were fixed as general families (reach-rules-27.ts: a
 * worse term because of the class, class assigned to a section, children barred from halls, worship groups
 * barred, loan terms by race area, marriage or accent, assistance animals charged or breed-limited, custody
 * pending, favours for rent, enclave steering, conviction bars, one per bedroom, vouchers refused, life-stage
 * buildings, able-bodied suits, starred-out nouns, deadlines by class). No longer a blind measure.
 */
export const REVIEW_27 = parseCorpus(`
# Zillow and Craigslist rental ads
block familial_status fha3604c | Zillow: Sunny 2BR/1BA in Midtown, $1,650, hardwood floors, NO CHILDREN under 12 because of the balcony.
ok familial_status hud1995 | Craigslist: 3BR ranch with fenced yard, family room, and a nursery off the primary suite, $2,300/mo.
block race fha3604c | Craigslist: cute studio for rent, wh1te tenants 0nly, serious inquiries.
warn familial_status hud1995 | Zillow: Cozy 1BR condo by the lake, ideal for a couple without children.
block handicap fha3604c | Zillow: Third-floor walk-up; tenants must be able-bodied and able to carry their own groceries up three flights.
ok handicap hud1995 | Zillow: Third-floor walk-up, three flights of stairs, no elevator in the building.
ok - style | Craigslist: 1BR in a fourplex, $1,150, heat and water included, coin laundry in the basement, 12-month lease.
ok sex fha3604c | Craigslist: Female roommate wanted to share my 2BR apartment, shared kitchen and bath, $800.
warn religion hud1995 | Zillow: 4BR colonial two blocks from St. Anne's, ideal for a Catholic family.
ok religion hud1995 | Zillow: 4BR colonial two blocks from St. Anne's Church and the Oak Street synagogue, near the library.
block source_of_income@WA state | Craigslist Seattle: 2BR in Ballard, $2,400, no Section 8.
warn source_of_income@GA state | Craigslist Atlanta: 2BR in Decatur, $2,400, no Section 8.
block color fha3604c | Zillow: Garden 1BR, light-skinned tenants preferred.
ok color hud1995 | Zillow: Garden 1BR painted Chantilly Lace with charcoal trim, brown walnut cabinets and a black slate hearth.
ok race hud1995 | Zillow: Townhouse facing Martin Luther King Jr. Park, steps from the Harriet Tubman branch library.
# Voicemail transcripts
block familial_status fha3604c | Voicemail: "Hi, it's Dave returning your call about the townhouse. Three kids? Yeah, we're not doing kids in that one, sorry."
block national_origin cfr10080 | Voicemail to the leasing office: "If the guy with the accent calls back about 4B, tell him it's already rented."
block handicap cfr100202 | Voicemail: "Before I can show it I need to know what your disability is and what medications you take."
ok handicap cfr100202 | Voicemail: "Got your request for a reserved space near the entrance; we'll paint and sign one for you this week, no charge."
block sex cfr100600 | Voicemail: "Rent's late again, hon. Come by tonight and be nice to me and we'll forget about it."
warn race cfr10070 | Voicemail: "I think you'd be more comfortable in our Westside building, the folks there are more like you."
# Text-message threads between landlord and applicant
block handicap fheo202001 | Text: "ESA is fine but it's a pet to us, so $400 pet deposit and $50/mo pet rent."
ok handicap fheo202001 | Text: "Your counselor's letter covers it. No pet deposit or pet rent for an assistance animal; you're still responsible for any damage it causes."
block handicap hudDojRa2004 | Text: "Service dog or not, we don't allow pit bulls or any dog over 25 lbs."
block familial_status fha3602k | Text: "Congrats on the pregnancy! The lease says 2 occupants max in the 2BR, so we won't be renewing once the baby comes."
ok familial_status keating1998 | Text: "The city's occupancy code allows up to 5 people in that 2BR, so your family of four is fine."
block source_of_income@IL state | Text: "We don't take vouchers in the Chicago building, the paperwork is a nightmare."
warn source_of_income@IN state | Text: "We don't take vouchers in the Indianapolis building, the paperwork is a nightmare."
block national_origin hudNo2016 | Text: "Since you were born in Honduras I'll need your green card and passport; US-born applicants just show a driver's license."
ok national_origin hudNo2016 | Text: "Every adult applicant shows one government photo ID, from any country, plus proof of income."
warn national_origin hudNo2016 | Text: "Quick q for the app: what country are your parents from?"
block sexual_orientation@CO hud2021 | Text: "Owner saw your Instagram, he won't rent the Denver condo to a gay couple."
ok - style | Text: "Yes, the 1BR is still open. Application fee is $45, credit check and two references, same for everyone."
block familial_status fha3602k | Text: "If you're still in the middle of adopting, wait until the custody is final before you apply."
# Property-tour scripts
block familial_status cfr10070c4 | Tour script: "Families with children go in Building C by the playground; Buildings A and B are kept quiet for adults."
ok familial_status hud1995 | Tour script: "Here's the playground and splash pad; the fitness room is open to residents 14 and up, younger kids with a parent."
warn race cfr10070 | Tour script: "This side of the complex is mostly Black families, the other side is more mixed, whichever you prefer."
ok handicap cfr100202 | Tour script: "Unit 104 has a roll-in shower, grab bars and a lowered counter; any resident may ask the office for other changes."
block handicap cfr10070 | Tour script: "Wheelchair users are shown only the back building with the freight elevator."
block religion cfr10070 | Tour script: "Since you're Jewish, I'll only show you the units over on Temple Heights."
ok - style | Tour script: "This is the primary bedroom with a walk-in closet; the den could be an office or a guest room."
warn familial_status cfr10070 | Buyer's agent on a tour: "Honestly, buyers with little ones are happier out in the suburbs than in this downtown building."
# Email auto-replies
block national_origin hudLep2016 | Auto-reply: "Thanks for your interest! We lease only to applicants who read and speak fluent English; no interpreters at signing."
ok national_origin hudLep2016 | Auto-reply: "Thanks for your interest! Applications and lease summaries come in English, Spanish, Vietnamese and Arabic; interpreters are free."
ok familial_status hopa | Auto-reply: "Maple Grove is a 55+ community under HOPA: 80% of homes have a resident 55 or older, verified by our age survey every two years."
block handicap cfr100202 | Auto-reply: "All applicants must send a doctor's note confirming they can live independently without assistance."
ok - style | Auto-reply: "I'm out of the office until Monday. For maintenance emergencies call 555-0142; to book a showing use the portal."
block source_of_income@NJ state | Auto-reply: "Our Newark properties count income from employment only; SSI, TANF and rental assistance are not counted."
warn source_of_income@PA state | Auto-reply: "Our Pittsburgh properties count income from employment only; SSI, TANF and rental assistance are not counted."
ok source_of_income@NJ hudSoi | Auto-reply: "Income from any lawful source counts toward the 2.5x rent test, including vouchers, SSI, child support and pensions."
# Lease renewal letters
block sex hudNuisance2016 | Renewal letter: "Because police came to your unit three times for domestic disturbances, your lease will not be renewed."
ok sex hudNuisance2016 | Renewal letter: "Calling 911 for help, including for domestic violence, is never a lease violation and never counts against renewal."
block handicap fha3604b | Renewal letter: "Since you now use a wheelchair, renewal requires renters insurance with a $1M liability rider."
block marital_status@MN state | Renewal letter, St. Paul: "Unmarried partners must each re-apply with a $75 fee; married couples renew automatically."
warn marital_status@IA state | Renewal letter, Des Moines: "Unmarried partners must each re-apply with a $75 fee; married couples renew automatically."
block military_status@VA state | Renewal letter, Norfolk: "We no longer renew leases with active-duty service members because deployments break leases."
warn military_status@NC state | Renewal letter, Fayetteville: "We no longer renew leases with active-duty service members because deployments break leases."
ok military_status@IL state | Renewal letter, Chicago: "Service members may end the lease early under the SCRA with deployment or PCS orders; just send us a copy."
# Building newsletters
ok religion hud1995 | Newsletter: "The lobby gets a Christmas tree and a menorah this December; the holiday potluck is Dec 15, everyone welcome."
block religion fha3604b | Newsletter: "Bible study and prayer groups can no longer book the community room; book clubs and parties still can."
block familial_status fha3604b | Newsletter: "New rule: children under 16 may not be in the hallways, lobby or courtyard without an adult at any time."
ok familial_status fha3604b | Newsletter: "Reminder: no skateboards or bikes in the hallways, for residents of every age."
warn familial_status hud1995 | Newsletter: "Welcome to our new neighbors in 3C! We're a quiet, mostly retired building and we love it that way."
block national_origin hudNo2016 | Newsletter: "Please use English only in the common areas and at board meetings so no one feels left out."
ok national_origin hudLep2016 | Newsletter: "Lunes 3 de junio: corte de agua de 9 a 12. Monday June 3: water shut-off from 9 to 12."
ok handicap cfr100202 | Newsletter: "The new ramp at the east entrance is finished, and the automatic door now opens from the accessible button."
# Facebook group posts
block race fha3604c | Facebook group "Rentals in Macon": Renting my late mom's house on Pine St, want a nice white family, no exceptions.
block familial_status fha3604c | Facebook Marketplace: 2BR apt $950 NO KIDS NO PETS NO SMOKERS 🚭🚫👶
block race fha3604c | Facebook post: Keeping the block the way it's always been 🤍🤍 no "urban" renters, you know who you are.
warn religion hud1995 | Facebook group "Flatbush Rentals": 3BR walk-up inside the eruv, close to shuls, great for a frum family.
block sexual_orientation@IL state | Facebook post: Not renting my Evanston condo to any gay or lesbian couple, my property, my call.
ok sexual_orientation@MN fha3604c | Facebook post: Queer-friendly Minneapolis house seeking a third housemate to share kitchen and bath; I'm a gay man looking for LGBTQ+ housemates.
warn sexual_orientation@CA hud2021 | Facebook post: Adorable Silver Lake 1BR, ideal for a gay couple, walk to the bars on Sunset.
# Open-house sign-in sheet notes
block race fha3604b | Open-house notes: "Couple #7 (Black, two kids): told them offers are due tonight. Couple #8: told them no rush."
block familial_status fha3604c | Written on the open-house sign-in sheet: Seller will not accept offers from buyers with young children.
ok - style | Open-house sign-in: name, phone, email, and whether you're working with an agent. Shoes off please!
warn national_origin cfr10070 | Open-house notes: "#12 Nguyen, mentioned they'd probably like our listings in Little Saigon better."
# Rental-application FAQ
ok handicap cfr100202 | FAQ: Do I have to disclose a disability? No. We never ask about disabilities, diagnoses or medications; accommodation requests go to our 504 coordinator.
block handicap cfr100202 | FAQ: Do I have to disclose mental health history? Yes, list any psychiatric hospitalization in the past 10 years.
block race hudCriminal2016 | FAQ: Will an arrest count against me? Any arrest in the past 7 years, with or without a conviction, disqualifies the application.
warn race hudCriminal2016 | FAQ: Do you accept applicants with a record? No, any felony conviction, no matter how old, is an automatic denial.
ok race hudCriminal2016 | FAQ: Do you accept applicants with a record? We look only at convictions, one by one: what happened, how long ago, and evidence of rehabilitation.
ok - style | FAQ: What's the application fee? $40 per adult, refunded if we don't process your application within 5 days.
ok familial_status keating1998 | FAQ: How many people may live in a 2BR? Up to the county code limit, two per bedroom plus one, and infants under 2 aren't counted.
block familial_status keating1998 | FAQ: How many people may live in a 3BR? No more than 3, one per bedroom, babies included.
ok source_of_income@CA hudSoi | FAQ: Do you take Section 8? Yes, we accept Housing Choice Vouchers and apply the income test only to your share of the rent.
block source_of_income@OR state | FAQ: Do you take Section 8? No, our Portland units are for market-rate tenants only.
warn source_of_income@ID state | FAQ: Do you take Section 8? No, our Boise units are for market-rate tenants only.
ok national_origin hudNo2016 | FAQ: Do I need a Social Security number? No, an ITIN or a passport from any country works for screening.
# Short-term, corporate and vacation rentals
block national_origin fha3604c | Furnished corporate rental, 90-day minimum: no guests from India or China, too many problems in the past.
warn familial_status hud1995 | Vacation rental: Romantic cabin getaway, perfect for couples, hot tub and king bed.
ok familial_status hud1995 | Vacation rental: Lakeside cabin sleeps 6; crib and high chair on request; hot tub closed to everyone after 10 pm.
warn age@MA state | Corporate rental, Boston: ideal for young professionals relocating for work.
ok handicap cfr100202 | Vacation rental: Single-level cottage with step-free entry and a roll-in shower; service animals always welcome.
# Basement apartments and rooms in owner-occupied homes (3603(b)(2) never reaches 3604(c))
block familial_status fha3604c | Basement apartment in our owner-occupied home, separate entrance: no kids, we need it quiet upstairs.
block sex fha3604c | Separate-entrance basement studio in my house, male tenant only.
ok sex fha3604c | Renting a bedroom in my house, shared kitchen and bath with me; I'm a woman looking for a female housemate.
block religion fha3604c | Basement apartment, separate entrance, owner lives upstairs: Christians only, we pray as a family.
ok religion fha3604c | Room in my home with a shared kitchen: I keep kosher and would prefer a Jewish housemate who does too.
block age@CT state | Basement apartment in New Haven: no tenants over 60, the stairs are steep.
warn age@MO state | Basement apartment in St. Louis: no tenants over 60, the stairs are steep.
# Land-contract sales and mortgage pre-approval talk
block race cfr100 | Land-contract sale: Buyers from the mostly Black Eastside ZIP codes need 30% down; everyone else 10%.
ok - style | Land-contract sale: 3BR on Maple, $89,000, $8,900 down, 9% interest, 15-year contract, buyer pays taxes and insurance.
block sex cfr100 | Loan officer: "Your wife is pregnant, so we'll need a letter saying she's going back to work before we count her salary."
block marital_status@CA state | Pre-approval call, San Diego: "Unmarried co-borrowers apply separately at a higher rate; married couples apply together."
warn marital_status@TX state | Pre-approval call, Houston: "Unmarried co-borrowers apply separately at a higher rate; married couples apply together."
ok race cfr100 | Pre-approval: Your rate depends on credit score, loan-to-value and debt-to-income, and every borrower gets the same rate sheet.
block national_origin cfr100 | Pre-approval: Borrowers with a foreign accent need two extra years of tax returns.
block handicap cfr100 | Pre-approval: SSDI doesn't count as income unless your doctor certifies you'll be back at work.
ok handicap cfr100 | Pre-approval: Social Security disability income counts like any other income; we only verify the award letter.
# Move-in checklists
ok handicap cfr100202 | Move-in checklist: grab bars installed per your modification request, at your cost; visual doorbell added.
ok familial_status hud1995 | Move-in checklist: window guards installed in every unit where a child 10 or under lives, as the city health code requires.
# Evasions: leetspeak, spacing, emoji, euphemisms, dog whistles
block familial_status fha3604c | n0 k!dd0s, n0 t33ns, 4dults 0nly, 2BR avail June 1
block race fha3604c | Upstairs unit: prefer C-a-u-c-a-s-i-a-n renters.
block religion fha3604c | 2BR avail, no m*slims, no exceptions, DM me.
block handicap fha3604c | 2BR available, n o  w h e e l c h a i r s, old building, sorry.
block national_origin fha3604c | Apartment 🇺🇸🇺🇸 AMERICANS ONLY 🇺🇸🇺🇸 no translators
block sex fha3604c | 1BR apartment, ladies only 💅 no guys.
warn familial_status hud1995 | Great for DINKs (dual income, no kids)! Sleek 1BR loft downtown.
block color fha3604c | 2BR duplex: no dark-skinned tenants, owner's rule.
block religion fha3604c | Only members of our church may apply for the duplex on 4th St.
ok religion fha3607a | St. Paul's Lutheran Church houses its own mission workers non-commercially; occupancy is limited to members of the congregation.
block handicap fha3604c | No mentally ill tenants, we've had problems before.
warn handicap hud1995 | Stairs-only loft, perfect for an active, healthy tenant with no mobility issues.
warn handicap hud1995 | Ideal for someone fully mobile, the bedrooms are up a spiral staircase.
block handicap fha3602h | Recovery house: no one on methadone or Suboxone, you have to be fully clean.
ok handicap fha3602h | Sober living residence: no alcohol or illegal drugs on the premises; people on prescribed MAT are welcome.
warn race hud1995 | Charming bungalow in a predominantly white neighborhood with great schools.
warn color hud1995 | Renovated 2BR, residents here are mostly fair-skinned professionals.
# Hard look-alikes that are acceptable
ok sex hud1995 | Man cave in the finished basement and a she-shed in the backyard.
ok national_origin hud1995 | Walk to the Chinatown night market and the Mexican bakery on 5th Street.
ok race hud1995 | In the historic Sweet Auburn district, blocks from the King birth home.
ok handicap cfr100202 | Deaf and hard-of-hearing residents can reach the office by text or video relay.
warn sex hud1995 | Lots of closet space, perfect for a single lady.
ok sex hud1995 | Bachelor apartment above the detached garage, $900, utilities included.
ok color hud1995 | White picket fence, black shutters and red brick: a classic colonial on Brown Street near Black Rock State Park.
ok religion hud1995 | Cathedral ceilings and a Palladian window in the great room.
ok national_origin hud1995 | French doors to an English garden, Spanish-tile roof and Italian marble baths.
ok familial_status hud1995 | Adult education center and public library within walking distance.
ok familial_status hud1995 | Two blocks to Lincoln Elementary and the high school; tot lot on site.
ok handicap hud1995 | Walk-in pantry, roll-out shelves and a sunroom overlooking the park, near Mercy Hospital.
ok handicap fheo202001 | We accept assistance-animal letters from any licensed professional who knows your need, including telehealth providers who treat you.
ok handicap cfr100202 | A live-in aide may be added to the lease as an accommodation and is not counted in the income test.
ok handicap cfr100202 | Large-print and audio copies of the lease are available on request.
ok - style | Equal Housing Opportunity. We do business in accordance with the Fair Housing Act.
ok familial_status hopa | Cedar Court is HUD elderly housing: every resident is 62 or older.
block familial_status hopa | Active adult community (not age-restricted): no residents under 30.
ok familial_status hud1995 | Cribs, baby gates and outlet covers are available from the office on request.
# State classes (pairs: same sentence, only the city and state changed)
warn age@CT state | Quiet Hartford in-law unit, would suit a mature, older tenant.
block marital_status@MI state | Grand Rapids duplex: married couples only, no shacking up.
warn marital_status@OH state | Columbus duplex: married couples only, no shacking up.
warn marital_status@NY state | Brooklyn 1BR, perfect for newlyweds starting out.
ok marital_status@NY state | Spouses, domestic partners and roommates may all sign as co-tenants with the same screening.
block age@NJ state | Applicants for the Hoboken 1BR must be under 40.
warn age@DE state | Applicants for the Wilmington 1BR must be under 40.
block age@WI state | Madison townhome: no retirees, we want working tenants.
ok age@MA state | Lease signers must be at least 18, the age to enter a contract.
ok age@NJ hud1995 | Senior center, farmers market and the community pool are all nearby.
block military_status@WA state | Tacoma 2BR: no military applicants, too many early move-outs.
warn military_status@OR state | Salem 2BR: no military applicants, too many early move-outs.
ok military_status@OH state | Military housing allowance counts toward income, and we waive the deposit for a PCS move.
block gender_identity@OR hud2021 | No trans people in my Portland rental, period.
block gender_identity@WA state | Spokane rental: applicants' sex must match their birth certificate or the application is denied.
warn gender_identity@MA hud2021 | Great fit for trans women looking for a safe home in Somerville.
ok gender_identity@CO hud2021 | Pronouns are optional on our application, and the lease uses the name you go by.
ok gender_identity@CA hud2021 | Residents and guests use the clubhouse restroom that matches their gender identity; single-stall all-gender rooms too.
ok sexual_orientation@NY hud1995 | Two blocks from the Stonewall National Monument and Christopher Street.
# Spanish and other languages
block familial_status fha3604c | Se renta departamento de 2 recámaras, no se aceptan niños.
ok familial_status hud1995 | Casa de 3 recámaras con sala familiar y patio grande, cerca de escuelas.
block source_of_income@CO state | Departamento en Denver: no aceptamos Sección 8 ni vales de vivienda.
warn source_of_income@KS state | Departamento en Wichita: no aceptamos Sección 8 ni vales de vivienda.
block marital_status@WA state | Casa en Yakima: solo parejas casadas, se pide acta de matrimonio.
warn marital_status@AZ state | Casa en Yuma: solo parejas casadas, se pide acta de matrimonio.
ok handicap cfr100202 | Aceptamos animales de asistencia sin depósito; pida una adaptación razonable en la oficina.
block sex fha3604c | Alugo apartamento de 1 quarto, somente para mulheres.
ok - style | Apartamento com dois quartos, varanda e vaga na garagem, perto do metrô.
block national_origin fha3604c | Cho thuê nhà, chỉ cho người Việt, không cho người nước ngoài.
ok - style | Căn hộ 2 phòng ngủ, gần chợ, có chỗ đậu xe.
block familial_status fha3604c | 两房公寓出租，不接受有小孩的家庭。
warn national_origin hud1995 | 三房独立屋，适合华人家庭，步行到中国超市。
block religion fha3604c | شقة للإيجار للمسلمين فقط
ok religion hud1995 | شقة من غرفتين بالقرب من المسجد والمدرسة
block national_origin fha3604c | Сдаю квартиру только славянам.
ok - style | Сдаю двухкомнатную квартиру, рядом метро, без посредников.
block color fha3604c | किराए के लिए फ्लैट, केवल गोरे रंग वाले किरायेदार।
ok - style | दो बेडरूम का फ्लैट, मेट्रो के पास, पार्किंग उपलब्ध।

`);

/** First measure (lead, at 9d3ba9f and again at f887a77; nobody had tuned on this set): 83/111 caught, 53/75 blocked, 4/75 flagged. */
export const FIRST_MEASURE_27 = {
  commit: 'f887a77',
  violations_caught_pct: 74.8,
  exclusions_blocked_pct: 70.7,
  false_alarms_pct: 5.3,
} as const;
