import { parseCorpus } from './corpus';

/**
 * Review set 26, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker (not review-25 either), only corpus.ts (line format and parseCorpus), lines
 * 1-70 of review-24 (header style and label conventions, no sentences), the category lists in @pp/contract,
 * the `export` lines of jurisdictions.ts, the rows of jurisdiction-table.ts (which state protects which
 * state class) and the key names of SOURCES (printed by a one-line script). Every sentence was written by
 * hand and none was run through the checker.
 * Labels come from primary sources. Federal: 42 U.S.C. 3604(a)-(f) (3604(b) curfews for women only, a
 * service elevator for wheelchair users, a deposit for young children, pool hours and prayer-meeting bans;
 * 3604(c) statements, including a by-owner sale, whose 3603(b) exemption never reaches 3604(c)), 3602(h)
 * (methadone or Suboxone patients in recovery are protected; a recovery residence discharging for current
 * illegal use is ok), 3602(k) (a couple expecting a baby), 3617 via 24 CFR 100.400 (a Nextdoor call
 * to make a family feel unwelcome; an HOA fine and a non-renewal after HUD complaints). 24 CFR 100.70
 * (steering, including a Koreatown-only tour; 100.70(c)(4) assigning floors, buildings or park sections to
 * families; hints such as "buyers like you feel more at home in Oak Hills" are warn, as in review-24), 100.80
 * ("tell him it's pending", "say we're fully leased"; a unit truly pending, marked so for everyone, is ok),
 * 100.110-100.135 and 100.70(d)(4) under the key cfr100 (down payments by a ZIP code's race, insurance refused for a
 * neighbourhood, maternity-leave income), 100.202(c) (diagnosis, records or medication questions: block; no
 * questions and a 504 contact: ok), 100.203 (tenant-paid grab bars with restoration: ok; "no ramps, your
 * problem": block), 100.204 (a reserved space, a rent due date moved to when a disability check arrives),
 * 100.600 and 100.7 (quid pro quo; an HOA or manager declining to act on a neighbour's harassment: block; an
 * HOA that removes slurs and warns the owner: ok). HUD's 1995 Achtenberg memo: "family room", "cuarto
 * familiar", "nursery", "his-and-hers closets", "mother-in-law suite", walking distance, churches, Little
 * Saigon, Juneteenth and Santa as secular events, paint colours (Black Fox, Alabaster White), white oak and
 * black hardware, Spanish-style or Dutch colonial and "Black Friday" are ok; "perfect / ideal / great for" a
 * class and descriptions of who lives there (young professionals and retirees, empty-nesters, "mostly Indian
 * and Chinese families", "all-American families", "heart of the Christian community") are warn. "Adult" in
 * other senses is ok (adult day care, adult education, every adult occupant signs the lease). Pool rules:
 * an adult with swimmers under 14 because no lifeguard is on duty is ok (a safety rule that still lets
 * children swim); "adult swim only, under 18 must leave" for whole evenings is block, as a limit on a
 * facility's use by families (24 CFR 100.65(b)(4)). HUD/DOJ 2004 and FHEO-2020-01 (pet deposits on an ESA,
 * letters from psychiatrists only, breed bans for assistance animals: block; the animal's own conduct as a
 * direct threat, a long-time therapist's letter: ok). HUD 2016 LEP guidance (English only to lease: block;
 * rules and chat in several languages: ok); HUD 2016 national origin guidance (key hudNo2016: "speak English
 * at the pool", different ID for the foreign-born, "no inmigrantes ni personas sin papeles": block; one ID of
 * any country for all: ok; "what is your native language?" on an application: warn, as review-22 labels
 * questions on a class other than disability). HUD 2016 criminal-records guidance (any arrest: block race;
 * any felony ever: warn; individual review of convictions: ok). HUD 2016 nuisance guidance (police calls
 * including domestic disturbances counted against the tenant: block sex; calls for help never a violation:
 * ok). The Keating memo (one person per bedroom counting a newborn: block; the city code's floor-area limit:
 * ok). Roommates.com (9th Cir. 2012), key fha3604c: a room in a shared unit limited by sex, religion, "no
 * kids" or LGBTQ+ housemates is ok; a whole 1BR "women only" is block. HOPA: 55+ with 80% and surveys, or all
 * 62+, is ok; a 55+ "feel" with no survey and "no one under 21" in an unregistered adult community are block.
 * University family housing for students with spouses or children is ok.
 * State classes follow the jurisdiction table, the state named in the sentence carried as @XX on its line.
 * Ten state pairs, the same sentence with only the city and state changed, block where the state protects
 * the class and warn where it does not: source of income NJ/TX, MD/FL, OR/ID, CA/AZ; marital status CO/TN,
 * NY/LA, HI/MS; age CT/MO, PA/SC; military status VA/NC. Sexual orientation and gender identity have a US
 * row in the table (HUD 2021), so their lines sit only in states that also protect them by statute (CA, CO,
 * IL, MN, NY, MA, OR, WA): explicit refusals block, "ideal / perfect for" warn, a shared-house housemate ad,
 * a Pride parade landmark and a gender-identity restroom rule ok. Other state lines: "18 or older to sign"
 * (NY) and BAH counted with an SCRA clause (CA) are ok; "perfect for a young professional" in IL is warn.
 * Shapes (different from review-24's): property-management chatbot replies, numbered lease clauses and house
 * rules, listing Q&A answers, HOA board minutes, Slack messages and DMs between leasing and maintenance
 * staff, tenant-screening policy sections and application lines, Reel and TikTok captions with hashtags and
 * emoji, Nextdoor posts, owner replies to Google reviews and a tenant's review, sublet and roommate ads,
 * student and university housing, senior housing, furnished monthly rentals, mobile-home park rules, co-op
 * board notes, lending and insurance talk around a sale, spaced-out letters ("n o  k i d s"), slang and
 * typos ("no vouchrs, dont ask"), passives, Q&A and application questions, reported speech, Spanish, French,
 * Korean, Tagalog, Haitian Creole and Polish.
 *
 * Counts: 179 sentences, 75 block, 32 warn, 72 ok (40.2% ok). By class (block/warn/ok): race 7/3/3, color
 * 2/1/2, religion 5/2/6, sex 6/0/4, handicap 15/1/18, familial status 16/7/17, national origin 10/5/6, source
 * of income 4/4/0, marital status 3/3/0, age 2/3/1, military status 1/1/1, sexual orientation 2/1/2, gender
 * identity 2/1/1, no class 0/0/11.
 *
 * NOT measured by its author: first measure recorded by the lead.
 * TUNED ON since f887a77 (session 16) as general families; no longer blind: 94.4 / 96.0 / 1.4 after it.
 * Left: warn labels where the checker blocks (origin descriptions, religion inquiries: HUD 1995 memo) and
 * six misses needing who-did-what (HOA, showing log, due date, felony bar, 'old language', 'always been').
 * State labels checked by the lead against jurisdictionsOf (warn in a protecting state: descriptions).
 */
export const REVIEW_26 = parseCorpus(`
# Property-management chatbot replies
block handicap cfr100202 | Hi! I'm Ava, the Maple Court assistant 🤖 Before I book your tour, can you tell me whether anyone in your household has a mental health diagnosis?
ok handicap cfr100202 | Hi! I'm Ava, the Maple Court assistant. To book your tour I just need your name, your move-in date and how many bedrooms you need.
block familial_status cfr10070c4 | Bot: Thanks for asking! Floors 3-6 are kept for residents without children, but we do have family units open on the ground floor of Building C.
block national_origin hudLep2016 | Chatbot reply: Sorry, leases here are only offered to applicants who can read and speak English without anyone's help.
ok national_origin hudLep2016 | Chatbot reply: Prefer another language? Type "español" or "中文" and a leasing specialist will continue the conversation in that language.
block handicap fheo202001 | Automated reply: Emotional support animals are welcome once you pay the $300 pet deposit and the $35 monthly pet rent, same as any other pet.
ok handicap fheo202001 | Automated reply: Assistance animals are not pets, so no pet deposit, pet rent or breed limit applies; if the disability-related need is not obvious we may ask for reliable documentation.
warn familial_status hud1995 | Bot: Great question! Most of our residents are young professionals and retired couples, so it stays really quiet here.
ok - cfr10080 | Bot: Unit 5C was leased this morning. Units 2A and 7D have the same floor plan and can be toured by anyone this week.
block source_of_income@NJ state | Q: Do you accept housing vouchers? A: Sorry, the owner isn't taking vouchers on this unit, only paycheck income. (Hoboken, NJ)
warn source_of_income@TX state | Q: Do you accept housing vouchers? A: Sorry, the owner isn't taking vouchers on this unit, only paycheck income. (Houston, TX)

# Lease clauses and house rules
ok familial_status fha3604b | 14.4 No one may skateboard, ride a bicycle or play ball inside the parking garage.
ok familial_status fha3604b | Pool rule: swimmers under 14 must be accompanied by a responsible adult, as no lifeguard is on duty.
block familial_status fha3604b | Pool rule: 6 pm to 10 pm is adult swim only; residents under 18 must leave the pool deck.
ok familial_status fha3604b | All adult occupants (18 and over) must be named on the lease and pass the same background check.
block sex fha3604b | 9(b) Female residents must be inside by 11 p.m.; male residents have no curfew.
block handicap fha3604b | Rule 22: Residents who use wheelchairs, walkers or mobility scooters must use the service elevator and the rear entrance.
ok handicap cfr100 | Lease addendum: tenant may install grab bars and a hand-held shower at tenant's expense and restore the bathroom at move-out, reasonable wear excepted.
block religion fha3604b | House rule 7: No prayer meetings or Bible studies in the community room; other resident clubs may reserve it freely.
ok religion hud1995 | Holiday note: balcony decorations must come down by January 15, and Santa visits the clubhouse on December 12 for photos.
block familial_status keating1998 | Occupancy clause: maximum one person per bedroom, and a newborn counts as a person.
ok familial_status keating1998 | Occupancy clause: the number of occupants may not exceed the limit the city property maintenance code sets for the unit's floor area.
block sex hudNuisance2016 | Lease clause: three or more police calls in 12 months, including calls about domestic disturbances, are grounds for termination.
ok sex hudNuisance2016 | Lease clause: asking for police or emergency help, or being the victim of a crime, is never a lease violation.

# Listing Q&A answers (Zillow, Apartments.com)
block familial_status fha3604c | Q: Is this unit okay for a couple with a toddler? A: Owner would rather not have little ones above the downstairs tenant, sorry!
ok familial_status hud1995 | Q: Is there a playground? A: Yes, a fenced playground by Building 2 and a dog run behind Building 4.
ok handicap hud1995 | Q: Is the unit accessible? A: Ground floor, no steps from the parking space, 36-inch doorways and a roll-in shower.
block handicap fha3604c | Q: Is it accessible? A: It's a third-floor walk-up, so honestly it's not for anybody in a wheelchair or on crutches, don't bother applying.
ok handicap hud1995 | Q: Elevator? A: No elevator, it's a third-floor walk-up with 44 stairs.
warn handicap hud1995 | Q: Elevator? A: No, and to be upfront it's not ideal for anyone with mobility issues.
warn national_origin hud1995 | Q: What's the neighborhood like? A: Very international, mostly Indian and Chinese families, lots of Asian grocery stores.
ok national_origin hud1995 | Q: What's nearby? A: The Little Saigon shopping center, a Korean cultural center and a Polish bakery are all within a mile.
block race cfr10070 | Q: Is the neighborhood safe? A: It's changing, a lot of Black families moved in lately, so I'd point you toward the Oak Hills listing instead.
warn race cfr10070 | Q: Is the neighborhood safe? A: Let's just say it has changed a lot in ten years; buyers like you usually feel more at home in Oak Hills.
ok - cfr10070 | Q: Is the neighborhood safe? A: I can't characterize safety, but the police department publishes crime maps by address on its website.
block marital_status@CO state | Screening Policy §8: Unmarried couples must each qualify on their own income; married couples may combine income. (Denver, CO)
warn marital_status@TN state | Screening Policy §8: Unmarried couples must each qualify on their own income; married couples may combine income. (Nashville, TN)

# HOA board minutes
block national_origin cfr1007 | HOA minutes: Owners complained that the new family at Lot 14 "don't belong here" because they are from Somalia; the board voted to take no action and closed the item.
ok national_origin cfr1007 | HOA minutes: After slurs were painted on the Patel family's garage, the board voted to pay for removal, notify police and send a written warning to the owner responsible.
block handicap cfr100 | HOA minutes: Unit 8's request for a reserved parking space near the entrance (doctor's letter attached) was denied; the board makes no exceptions to first-come parking.
ok handicap cfr100 | HOA minutes: Unit 8's request for an accessible reserved space was approved; the space nearest the west entrance will be signed for Unit 8.
block religion fha3604b | HOA minutes: The board reaffirmed that mezuzahs on exterior door frames violate the hallway decor rule and must be removed within 10 days.
ok religion fha3604b | HOA minutes: The board clarified that small items fixed to door frames, mezuzahs included, are exempt from the hallway decor rule.
block familial_status cfr100400 | HOA minutes: The board voted to fine the Garcias $500 for "unauthorized signage" one week after they filed a HUD complaint about the children's pool rules.
warn familial_status hud1995 | HOA minutes: The welcome packet will describe Willow Creek as "a mature, quiet community of empty-nesters."
ok color hud1995 | HOA minutes: Board approved repainting the clubhouse trim in Black Fox and the doors in Alabaster White.
block religion cfr1007 | HOA management reply: We don't get involved when neighbors call you names over your religion; please work it out between yourselves.

# Slack messages between leasing agents
block race cfr10080 | #leasing: the guy who just called about 4B sounded Black, tell him 4B is pending and stop returning his texts lol
block national_origin cfr10080 | @jess if the applicant with the heavy accent comes back, just say we're fully leased through spring
ok - cfr10080 | @jess 4B really is pending now (signed app and deposit at 2:10), so mark it unavailable for everyone and offer 6A.
block sex cfr100600 | DM from the maintenance lead: told the tenant in 12C I'd skip her late fee if she kept me company some night haha
ok sex cfr100600 | #ops reminder: maintenance staff never enter an occupied unit without notice, and complaints about staff conduct go straight to the owner.
ok handicap fheo202001 | #leasing: her ESA letter is from the therapist who has treated her for years, that's reliable, approve it and waive the pet fee.
block color cfr10070 | slack msg: darker-skinned walk-ins get the Eastgate units only, lighter folks get the Parkview tour
block religion cfr10070 | #leasing: send the family in headscarves over to Crescent Commons, there are more Muslims there
warn national_origin cfr10070 | #leasing: tbh the Hassan family might feel more at home over at Crescent Commons

# Tenant-screening policy documents
block race hudCriminal2016 | Screening Policy §4.1: Any arrest on record, whatever the outcome or date, results in automatic denial.
warn race hudCriminal2016 | Screening Policy §4.2: Applicants with a felony conviction of any kind will not be approved.
ok race hudCriminal2016 | Screening Policy §4.3: Convictions are reviewed one by one for the nature and recency of the offence and evidence of rehabilitation; arrests without conviction are not considered.
ok - fha3604b | Screening Policy §2: Every applicant 18 or older is screened with the same income ratio (2.5x rent), credit report and rental history check.
block source_of_income@MD state | Screening Policy §3: Only employment income counts toward the income requirement; rental assistance and housing vouchers do not count. (Baltimore, MD)
warn source_of_income@FL state | Screening Policy §3: Only employment income counts toward the income requirement; rental assistance and housing vouchers do not count. (Orlando, FL)
block handicap cfr100202 | Screening Policy §5: Applicants must disclose any disability and provide a doctor's statement that they can live independently.
ok handicap cfr100202 | Screening Policy §5: We do not ask about disabilities; applicants who want an accommodation may contact our 504 coordinator.
block national_origin hudNo2016 | Screening Policy §6: Applicants born outside the United States must show a green card or passport; U.S.-born applicants may show any photo ID.
ok national_origin hudNo2016 | Screening Policy §6: Every adult applicant shows one government-issued photo ID from any country, and identity is verified the same way for all.
block familial_status fha3604b | Screening Policy §7: Applicants with children under 5 pay an extra $500 security deposit for wear and tear.
warn national_origin hudNo2016 | Application form, line 9: What is your native language?
warn familial_status fha3602k | Application form, line 10: Are you pregnant or planning to have a baby in the next 12 months?
ok familial_status keating1998 | Application form, line 11: Full names of everyone who will live in the unit (for occupancy and lease purposes).

# Reels, TikTok captions and hashtags
block familial_status fha3604c | Reel caption: Rooftop, wine fridge, zero screaming toddlers 😌 #adultsonly #childfreeliving #forrent
warn familial_status hud1995 | TikTok caption: this studio is giving ✨main character✨ energy, perfect for a young professional 💅 #apartmenttour
ok handicap hud1995 | TikTok: we added a zero-step entry and lever door handles to this bungalow 🙌 #accessiblehome #universaldesign
warn religion hud1995 | Caption: blessed to list this gem in the heart of the Christian community 🙏 #faith #realestate
ok religion hud1995 | Caption: walk to St. Anne's Church, the farmers market and the library 🙏 #blessed #newlisting
block sexual_orientation@CA state | Reel: cute cottage for rent in Fresno but the owner is old school, no gay couples, sorry not sorry #rentals
warn national_origin hud1995 | Caption: real Little Italy vibes, the neighbors still speak the old language out on the stoop 🇮🇹 #northend
warn sexual_orientation@NY hud1995 | Caption: ideal for a gay couple, two blocks to the bars in Hell's Kitchen 🏳️‍🌈 #nycrentals
ok sexual_orientation@MA hud1995 | Caption: steps from the Pride parade route and the South End restaurants, Boston, MA 🌈 #bostonapartments
ok race fha3604b | Reel: Black Friday special, $500 off the first month on every lease signed Nov 27-30 🖤 #blackfriday
ok color hud1995 | TikTok: white oak floors, black matte hardware and a navy-blue kitchen island 😍 #homedesign

# Nextdoor posts
block race fha3604c | Nextdoor: Selling our house on Birch Lane by owner and we will only entertain offers from white buyers, to keep the street the way it's always been.
warn race fha3604c | Nextdoor: Would love our house to go to someone who'll keep the street "the way it's always been," if you know what I mean 😉
block national_origin cfr100400 | Nextdoor: The Mexicans who moved into the corner house need to go back where they came from, let's make sure they feel unwelcome.
ok familial_status hud1995 | Nextdoor: Block party on Elm St Saturday 4-8, bring a dish, kids' bike parade at 5, everyone welcome!
ok familial_status hud1995 | Nextdoor: Renting our 3BR near Lincoln Elementary, big fenced yard, two blocks from the park, DM for details.
warn familial_status hud1995 | Nextdoor: Our rental on Ash Ct would be ideal for a retired couple who wants peace and quiet.
ok race hud1995 | Nextdoor: Juneteenth cookout at Freedom Park this Saturday, the new duplex on Grant St is open for tours right after.

# Owner replies to Google reviews
block handicap cfr100400 | Owner reply to a 1★ review: Since you decided to complain to HUD about your ramp request, don't expect your lease to be renewed.
ok handicap cfr100400 | Owner reply to a 1★ review: We're sorry about the delay on your ramp; it was approved and installation is scheduled for the 14th.
warn national_origin hud1995 | Owner reply: We take pride in being a community of hardworking, all-American families.
ok handicap hudDojRa2004 | 5★ review: The landlord let me keep my service dog in a no-pets building and never charged a fee.

# Sublets, roommates and student housing
ok sex fha3604c | Sublet: my room in a 3BR shared apartment, female roommates only since we share the bathroom and kitchen, June-Aug.
block sex fha3604c | Sublet: entire 1BR apartment, you'd have the whole place to yourself, women only please.
ok religion fha3604c | Roommate wanted: observant Jewish woman seeks a Shabbat-keeping female roommate to share my kosher 2BR.
ok familial_status fha3604c | Looking for a roommate to share my 2BR condo: quiet, no kids, I work from home.
ok sexual_orientation@OR fha3604c | Room in a shared house in Portland, we share the kitchen and bath, looking for an LGBTQ+ housemate.
ok familial_status fha3604b | University housing: residence halls are for enrolled students; Lakeview Village family housing is for students with spouses or children.
block familial_status fha3604c | Off-campus rental: students only, and no couples with babies, the landlord wants a kid-free house.
ok handicap cfr100 | Dorm notice: students with disabilities may request a single room, an assistance animal or a first-floor room through Disability Resources at no charge.

# Senior housing and HOPA
ok familial_status hopa | Sunset Ridge is a 55+ community: at least 80% of occupied homes have a resident 55 or older, verified by an age survey every two years.
ok familial_status hopa | Golden Oaks is housing for older persons in which every resident is 62 or older.
block familial_status hopa | A 55+ "feel" community, we've never done an age survey, but please no families with children.
block handicap fha3604b | Senior apartment rule: residents must be able to live independently; anyone who needs a walker or an aide must move to assisted living.
block familial_status fha3604c | Adult community: no one under 21 may live here. (We are not registered as 55+ housing.)
ok familial_status hud1995 | An adult day-care center and the community college's adult education wing are a 5-minute drive away.
block age@CT state | The owner prefers tenants under 40 for this 1BR in Hartford, CT, someone who will stay for years.
warn age@MO state | The owner prefers tenants under 40 for this 1BR in St. Louis, MO, someone who will stay for years.
block age@PA state | Owner won't rent this duplex in Pittsburgh, PA to retirees over 70, he wants someone with a long working life ahead.
warn age@SC state | Owner won't rent this duplex in Charleston, SC to retirees over 70, he wants someone with a long working life ahead.
ok age@NY state | Every leaseholder must be at least 18 years old to sign (Albany, NY).
warn age@IL hud1995 | New listing in Evanston, IL: perfect for a young professional just starting out.

# Furnished monthly and short-term rentals
block familial_status fha3604c | Furnished monthly rental (30-night minimum): no children under 12, the decor is fragile.
ok familial_status fha3604c | Furnished monthly rental (30-night minimum): crib and high chair available on request; maximum 4 guests under the city permit.
ok - style | House rules: no parties or events, quiet hours from 10 pm, up to 6 overnight guests, check-in after 4 pm.

# Mobile-home parks
block familial_status cfr10070c4 | Park rule 12: homes with children must be placed in Section C (rear lots); the front sections are adult lots.
ok familial_status hopa | Park rule 1: Pine Meadows is run as 55-or-older housing; 80% of occupied sites have at least one resident 55+, verified each year.
block national_origin hudNo2016 | Park rule 30: residents must speak English in the clubhouse and at the pool.
ok national_origin hudLep2016 | Park office: the park rules are available in English, Spanish and Vietnamese, and an interpreter is free on request.
block handicap cfr100 | Park manager: we don't allow ramps on the front of homes, if you need one that's your problem, not ours.
block source_of_income@OR state | Park manager: lot rent has to come from wages, we don't take payments from assistance programs (Eugene, OR).
warn source_of_income@ID state | Park manager: lot rent has to come from wages, we don't take payments from assistance programs (Boise, ID).

# Co-op boards
block familial_status fha3602k | Co-op board note: applicant couple is expecting in March; the board prefers buyers without plans for children, decline.
block marital_status@NY state | Co-op board: the building does not approve unmarried couples as joint purchasers (Manhattan, NY).
warn marital_status@LA state | Co-op board: the building does not approve unmarried couples as joint purchasers (New Orleans, LA).
block marital_status@HI state | Landlord prefers a married couple for this 3BR in Honolulu, HI; single applicants need not apply.
warn marital_status@MS state | Landlord prefers a married couple for this 3BR in Jackson, MS; single applicants need not apply.
ok - fha3604b | Co-op board interview: the board reviews the financial statement, debt-to-income ratio and references of every purchaser with the same checklist.
warn religion fha3604c | Co-op board: please tell us which congregation you belong to before the interview.
block military_status@VA state | Co-op (Arlington, VA): board policy is to decline active-duty buyers because they might deploy and sublet.
warn military_status@NC state | Co-op (Raleigh, NC): board policy is to decline active-duty buyers because they might deploy and sublet.
ok military_status@CA state | We count BAH as income and every lease includes the SCRA military termination clause (San Diego, CA).

# Lending and insurance around a sale
block race cfr100 | Loan officer: in that ZIP code we'd need 25% down since it's a mostly Black area, but 5% anywhere in the north suburbs.
ok - cfr100 | Lender note: down payment and rate depend on credit score, debt-to-income and loan-to-value, the same in every ZIP code.
block sex cfr100 | Lender: we don't count income from women who are on maternity leave, period.
block race cfr100 | Insurance agent: we can't write homeowners policies on the Northside, too many minorities there.
ok - cfr100 | Insurance agent: the premium depends on the roof's age, distance to a hydrant and the claims history of the property.
ok handicap fha3602h | Licensed recovery residence: residents must stay drug-free, and current illegal drug use leads to discharge.
block handicap fha3602h | Rental ad: nobody on methadone or Suboxone, we don't rent to addicts, recovering or not.
block national_origin cfr10070 | Buyer's agent log: showed the Lee family only homes in the tract next to Koreatown, although they asked to see the Westfield listings.
ok - cfr10070 | Buyer's agent log: showed the Lee family the six Westfield listings they picked, plus two newer ones in their price range.

# Accommodations and assistance animals
block handicap cfr100 | We can't move your rent due date to the 3rd when your disability check arrives; the 1st is the 1st for everybody.
ok handicap cfr100 | Your request to transfer to a ground-floor unit is approved, and the transfer fee is waived.
block handicap fheo202001 | We only accept ESA letters from psychiatrists, not from therapists or nurse practitioners.
block handicap hudDojRa2004 | Service animals are allowed, but pit bulls and Rottweilers are banned whether or not they assist a person with a disability.
ok handicap hudDojRa2004 | We may deny a particular animal only if that animal's own conduct shows it is a direct threat, never because of its breed.
ok handicap fha3604b | No smoking anywhere in the building or within 25 feet of an entrance, for every resident and guest.

# Other registers, evasive spellings and look-alikes
block familial_status fha3604c | n o  k i d s, adults only bldg, pm for info
block race fha3604c | w h i t e   t e n a n t s   p r e f e r r e d, 2BR, $1,400
block source_of_income@CA state | no S8, no vouchrs, dont ask, duplex in Santa Ana, CA
warn source_of_income@AZ state | no S8, no vouchrs, dont ask, duplex in Mesa, AZ
block color fha3604c | Light-skinned tenants preferred for the garden unit.
warn color hud1995 | The folks on this block are mostly fair-skinned and keep to themselves.
ok sex hud1995 | The primary suite has his-and-hers closets, and there's a mother-in-law suite over the garage.
ok familial_status hud1995 | Open family room, a bonus room that works as a nursery or office, and walking distance to two schools.
warn familial_status hud1995 | Cozy 1BR, great for a single person or a couple.
ok handicap hud1995 | Walking distance to the light rail, the YMCA and three grocery stores.
ok national_origin hud1995 | Spanish-style stucco villa with French doors and a Dutch colonial barn out back.
ok - hud1995 | We do not discriminate on the basis of race, color, religion, sex, handicap, familial status or national origin.
block national_origin fha3604b | Applications from Hispanic applicants are to be held for manager review; all others are approved the same day.
block gender_identity@CO state | Apartments.com answer: we can rent to a transgender applicant only if their ID matches how they present (Boulder, CO).
block gender_identity@MN state | House rule: residents must use the gym locker room that matches the sex on their birth certificate (Minneapolis, MN).
ok gender_identity@WA state | Building FAQ: residents and guests may use the gym restroom that matches their gender identity (Seattle, WA).
warn gender_identity@CA hud1995 | Caption: perfect for a trans woman looking for a safe, welcoming neighborhood in Oakland, CA.
block sexual_orientation@IL state | Landlord to applicant: two roommates are fine, but I'm not renting to a gay couple (Chicago, IL).

# Spanish
block familial_status fha3604c | Se renta departamento de 2 recámaras, solo para parejas sin niños.
block national_origin hudNo2016 | Rento casa amueblada, no se aceptan inmigrantes ni personas sin papeles.
ok familial_status hud1995 | Se renta casa con cuarto familiar amplio y patio cercado.
block handicap cfr100202 | Antes de firmar el contrato, díganos si algún miembro de su familia tiene una discapacidad o toma medicamentos.
ok handicap hudDojRa2004 | Los animales de asistencia no son mascotas: no cobramos depósito de mascota por ellos.
block religion fha3604c | Apartamento disponible solo para familias cristianas, no musulmanes.
warn familial_status hud1995 | Ideal para una pareja jubilada, zona muy tranquila.
block sex cfr100600 | El encargado le dijo a la inquilina que podía pagar la renta "de otra manera" si no tenía el dinero.
ok religion hud1995 | Casa a dos cuadras de la iglesia de San José y del mercado.

# Other languages
block national_origin fha3604c | Appartement à louer, réservé aux personnes d'origine européenne.
ok religion hud1995 | Paupahan: 2 kwarto, may paradahan, malapit sa palengke at simbahan.
block familial_status fha3604c | 원룸 임대, 아이가 있는 가족은 불가합니다.
block handicap fha3604c | Nou pa lwe bay moun ki nan chèz woulant.
ok - style | Mieszkanie do wynajęcia, 2 pokoje, balkon, blisko tramwaju.
`);

/** First measure (lead, 1167bdf, after review-24's tuning; not tuned on): 78/107 caught, 45/75 blocked, 6/72 flagged. */
export const FIRST_MEASURE_26 = {
  commit: '1167bdf',
  violations_caught_pct: 72.9,
  exclusions_blocked_pct: 60,
  false_alarms_pct: 8.3,
} as const;
