import { parseCorpus } from './corpus';

/**
 * Review set 25, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker, only corpus.ts (line format and parseCorpus), the first 60 lines of
 * review-24 (header style, label conventions and the shapes earlier sets used, to write different ones), the
 * category lists in @pp/contract, the `export` lines of jurisdictions.ts and the key names of SOURCES
 * (printed by a one-line script). Sentences were written by hand and never run through the checker.
 *
 * Labels come from primary sources and follow review-24's conventions. Federal: 42 U.S.C. 3604(a)-(f)
 * (3604(b) a double deposit by race, a congregation's move-in special at a commercial complex, a male
 * cosigner for women, a per-child surcharge, a pool ban for children even with a parent, six months up front
 * for the foreign-born; 3604(c) statements, including a separate downstairs unit for "Christian tenants
 * only"), 3602(h) (methadone and recovery are handicap; a lease clause against current illegal drug use is
 * ok), 3602(k) (pregnancy), 3607(a) (a church retreat's non-commercial cottage for members, membership open:
 * ok) and HOPA (55+ with verification, all 62+: ok); 24 CFR 100.50-100.80 (100.70 steering acts block, hints
 * such as "more families there who look like them" or "happier in a house in the suburbs" warn; 100.70(c)(4)
 * assigning families or wheelchair users to the back building; 100.80 false unavailability in a voicemail,
 * a rhetorical question, Vietnamese), 100.202(c) (mental-illness and disability questions: block; the same
 * neutral questions for everyone: ok), 100.203 (grab bars refused: block; a tenant-paid doorway with
 * restoration only where reasonable: ok), 100.204 (a reserved space refused: block, granted: ok; relay calls
 * refused), 100.400 (retaliation after a harassment report, an accommodation request, a playground
 * complaint, a repair request met with an ICE threat; an HOA threatening an owner over who sees the house),
 * 100.600 and 100.7 (quid pro quo by text; managers and an HOA not acting on slurs and taunts). HUD's 1995
 * Achtenberg memo: rooms and features (bonus room, mother-in-law suite, nanny quarters, master bedroom,
 * kosher-ready kitchen, colours of finishes), landmarks (Temple Beth El, Islamic Center, Chinatown, Cesar
 * Chavez Avenue, the Castro, YWCA), walking distance, views and Christmas lights are ok; "perfect / ideal /
 * a dream for / best suited to" a class and descriptions of who lives there are warn. HUD/DOJ 2004 and
 * FHEO-2020-01 (pet fee and pet rent on an ESA, a notarised in-house form stating a diagnosis: block;
 * assistance animals not pets, any professional who knows the person, a waived pet deposit: ok). HUD 2016
 * LEP (fluent English required: block; Spanish and Tagalog applications, free interpreters: ok); HUD 2016
 * national origin guidance (U.S. passport only: block; an immigration-status question: warn, as application
 * questions on a class other than disability are; any government ID: ok); HUD 2016 criminal records (source
 * hudCriminal2016, labelled race: any arrest ever block, a blanket felony bar warn, a recent, relevant,
 * individual look ok); HUD 2016 nuisance guidance (police calls for domestic violence counted against a
 * tenant: block, labelled sex; never counted: ok); the Keating memo (two people in a 3-bedroom: block;
 * code-based limits: ok). Roommates.com (9th Cir. 2012): a roommate for a shared unit by sex, religion or no
 * kids is ok, source fha3604c. State classes from state statutes, the state named in the sentence: source of
 * income NJ, WA, CA, IL; marital status MI, NY, CA, MA; age NY, MA; military status OH, WA, IL (unfavourable
 * discharge); sexual orientation CO, NY, NJ, CA; gender identity WA, CA, CO. Ten state pairs, the same
 * sentence with only the city and state changed, the state without the class labelled warn: source of income
 * NJ/TX, WA/GA, CA/TN; marital status MI/AL, NY/TX; age NY/TN; military status OH/AL, WA/TX; sexual
 * orientation CO/TN; gender identity WA/GA. Descriptions and "perfect for" stay warn in protected states too.
 *
 * Shapes: an agent-to-agent text about an off-MLS pocket listing, a voicemail transcript, a deposit matrix,
 * an HOA letter to an owner, a Yelp review, tenant complaints in the first person, numbered application
 * questions, leasing scripts and notes, rhetorical questions, reported speech ("my realtor told us"),
 * hashtags, letter-spaced and dotted words ("n o  k i d s", "c.a.u.c.a.s.i.a.n"), abbreviations ("no w/c
 * users"), slang and equations ("section 8 = no"), HOA rules, screening policies, and Spanish, French,
 * Italian, Portuguese, Tagalog, Vietnamese, Chinese and Russian. Hard look-alikes (ok): rooms, features,
 * colours, places and houses of worship, holiday lights, lawful HOPA, code occupancy, accommodations granted,
 * neutral screening applied to all, roommate ads for a shared unit, "bachelor-pad vibes" as a style,
 * "family-owned" management, a fair-housing statement.
 *
 * Counts: 174 sentences, 70 block, 30 warn, 74 ok (42.5% ok). By class (block/warn/ok): race 7/3/5, color
 * 1/0/2, religion 6/3/8, sex 5/2/6, handicap 13/1/15, familial status 11/6/15, national origin 11/2/9,
 * source of income 4/3/3, marital status 3/3/1, age 2/2/1, military status 3/2/1, sexual orientation 2/2/1,
 * gender identity 2/1/1, no class 0/0/6.
 *
 * NOT measured by its author: first measure recorded by the lead.
 *
 * Its state labels were checked by the lead against the jurisdiction table (jurisdictionsOf): every block
 * and ok line's state protects its class, and each warn line's state does not (or the sentence only
 * describes residents).
 *
 * Second measure, still blind, by the lead on helper fh24's branch at 926e063 (session 15's rules built
 * from review-24, review-25 copied in): 72 caught / 67.1 blocked / 4.1 false alarms. Tuned on after that
 * (session 15, helper fh25).
 */
export const REVIEW_25 = parseCorpus(`
# Race and color
block race cfr10070 | Text to co-agent: sellers want it kept quiet, so I'm skipping the MLS and only calling a few white buyers from my sphere who'll "keep the street the way it is."
block race fha3604c | Owner prefers c.a.u.c.a.s.i.a.n renters, pls include a recent photo with your message.
block race cfr10080 | Voicemail transcript: "Hey, it's Dana in leasing. The guy from this morning, the Black gentleman, if he calls back the two-bed is gone, okay? It isn't, just tell him that."
block race fha3604b | Deposit matrix (internal, do not forward): standard = 1x rent; African-American households = 2x rent, no exceptions.
block race cfr100400 | Notice to the owner of Lot 14: the board understands your listing agent has been bringing Black families through your home and reminds you that amenity privileges may be reviewed for owners who disrupt the character of Ridgeview.
block race cfr100600 | Our maintenance guy calls my kids racial slurs every time he comes to fix something, and when I told the property manager she said to "just ignore him, he's old school."
block race hudCriminal2016 | Screening policy: any arrest on your record, at any point in your life and whatever the outcome, results in automatic denial.
warn race cfr10070 | Between us, your clients would probably feel more at home over in Eastgate, there are a lot more families there who look like them.
warn race hud1995 | Charming 1920s bungalow in a quiet, traditionally white, well-established neighborhood.
warn race hudCriminal2016 | Applicants with a felony conviction of any kind, no matter how old, will not be considered.
ok race hud1995 | Walk to the Harriet Tubman Community Center, the African American History Museum and the Saturday farmers market.
ok race hudCriminal2016 | We look only at convictions from the last five years for violent or property crimes, weigh each one individually with any evidence of rehabilitation, and never consider arrests that did not lead to a conviction.
ok race cfr10070 | I send every buyer the same school-rating and crime-map links and let them choose which neighborhoods they want to tour.
ok race hud1995 | Restored brick rowhouse in the historic Greenwood district, a block from Reconciliation Park.
ok race fha3604c | We are pledged to the letter and spirit of U.S. policy for the achievement of equal housing opportunity throughout the Nation.
block color fha3604c | Se renta departamento amueblado, se prefieren inquilinos de piel clara.
ok color hud1995 | Black stainless appliances, white shaker cabinets and a brown leather sectional that conveys with the sale.
ok color hud1995 | Exterior repainted this spring in a soft gray with a bold red front door.

# Religion
block religion fha3604c | Christian household seeking Christian tenants ONLY for our downstairs apartment (separate entrance, own kitchen), no exceptions.
block religion cfr10070 | I don't take Muslim buyers to anything in Lakeview anymore, the neighbors there would make their lives hell and it just wastes everyone's afternoon.
block religion fha3604b | Sunset Apartments move-in special: members of Grace Fellowship get the first month free; everyone else pays full move-in costs.
block religion cfr100600 | The landlord keeps sliding Bible tracts under our door and told us our renewal "depends on seeing you at service on Sunday."
block religion fha3604c | My realtor told us the sellers won't take an offer from a Muslim family, no matter how strong it is.
block religion fha3604b | Per the board: religious items on unit doors are no longer permitted, and mezuzahs must be taken down by Friday.
warn religion fha3604c | Rental application, question 12: Which place of worship do you currently attend?
warn religion hud1995 | Ideal for a devout Catholic family, St. Anne's is right across the street.
warn religion hud1995 | Mostly Hasidic block, very observant neighbors, and everything is quiet on Saturdays.
ok religion hud1995 | Three blocks from Temple Beth El and the Islamic Center of Fairview, with a bus stop out front.
ok religion hud1995 | HOA reminder: residents may put up holiday decorations, Christmas lights and menorahs included, from December 1 through January 10.
ok religion fha3607a | The guest cottage at Trinity Lutheran's retreat is non-commercial and reserved for members of the congregation; membership is open to all regardless of race, color or national origin.
ok religion fha3604c | Looking for a female Muslim roommate to share my two-bedroom apartment, we'd split the kitchen and the one bathroom.
ok religion hud1995 | Kosher-ready kitchen with two sinks, two dishwashers and a Sabbath-mode oven.
ok religion hud1995 | Bell-tower views from the primary bedroom; the Cathedral of St. Paul is a short stroll away.
ok religion hud1995 | Former parsonage at the corner of Church St. and Abbey Rd., now three condominiums.
ok religion hud1995 | Appartamento luminoso al terzo piano, vicino alla chiesa di San Marco e al mercato.
ok handicap cfr100202 | We ask every applicant the same questions: income, rental history, and whether you have pets.

# Sex
block sex fha3604c | Studio for rent, gentlemen preferred (ladies tend to have too many overnight guests).
block sex cfr100600 | Text from landlord: rent's late again but we can work something out if you come by tonight, just you.
block sex fha3604b | Female applicants must have a male co-signer on the lease.
block sex cfr100400 | After she reported the manager for grabbing her in the laundry room, her lease was not renewed "due to attitude."
block sex hudNuisance2016 | Three police calls in twelve months, domestic disturbance calls included, is a nuisance violation and ends the lease.
warn sex hud1995 | Perfect bachelor's retreat for the single professional guy who works hard and plays hard.
warn sex hud1995 | The building is almost all women, so it's very safe and quiet at night.
ok sex fha3604c | Female grad student seeks a female roommate to share my 2BR/1BA, utilities split evenly.
ok sex hud1995 | Bachelor-pad vibes: exposed brick, a wet bar and a vintage pinball machine in the den.
ok sex hud1995 | Master bedroom with a walk-in closet and an en-suite bath with double vanity.
ok sex hud1995 | Across the street from the YWCA pool and two blocks from the Boys & Girls Club.
ok sex cfr100600 | Review: management answered my harassment complaint the same day, pulled that contractor off our building and checked back with me a week later.
ok sex hudNuisance2016 | Calling the police or asking for emergency help, including for domestic violence, will never be held against a resident.

# Handicap
block handicap cfr100202 | Leasing script: before you book a tour, ask whether anyone in the household has a mental illness or takes psychiatric medication.
block handicap hudDojRa2004 | Emotional support animals: $400 nonrefundable animal fee plus $35 a month pet rent, same as any pet.
block handicap fheo202001 | ESA paperwork must be on our own form, signed by your physician, notarized, and must state your diagnosis.
block handicap cfr100 | Request for an assigned parking space near the entrance: denied, all spaces are first come, first served for everyone.
block handicap cfr100 | She asked to put in grab bars at her own expense and the owner said no modifications of any kind, period.
block handicap fha3602h | We do not rent to anyone on methadone or currently in a recovery program.
block handicap cfr10080 | Guy came in with a guide dog asking about 2C, I told him we're full for the year. We aren't, but no dogs means no dogs.
block handicap cfr100400 | Since you filed that accommodation request for a ground-floor unit, your rent will go up $150 at renewal.
block handicap cfr100600 | Other residents mock my son's autism in the lobby every day and the manager says it isn't his problem.
block handicap cfr100202 | ¿Usted o alguien en su hogar tiene alguna discapacidad o enfermedad mental? Necesitamos saberlo antes de aprobar la solicitud.
block handicap cfr100 | Yelp review: they told my Deaf sister they "can't deal with" relay calls and just stopped answering her.
block handicap cfr10070c4 | Wheelchair users get shown the back units by the loading dock only, keep the courtyard side for everyone else.
block handicap fha3604c | 3rd fl walkup, no w/c users or ppl w/ walkers, sorry not sorry
warn handicap hud1995 | Perfect for active, able-bodied buyers who love taking the stairs.
ok handicap hud1995 | Thirty steps up to the front door and no elevator; the views make up for it.
ok handicap hudDojRa2004 | No pets. Assistance animals are not pets and are welcome; ask the office about a reasonable accommodation.
ok handicap fheo202001 | For a disability-related animal request, a note from any health professional who knows you is enough, and we never ask for a diagnosis.
ok handicap cfr100 | We approved your request for a reserved space beside the ramp; the sign goes up Monday.
ok handicap cfr100 | You're welcome to widen the bathroom doorway at your own cost, and we'll discuss restoring the vanity at move-out only if that turns out to be reasonable.
ok handicap hud1995 | Wheelchair-accessible entrance, roll-in shower, and lever handles throughout.
ok handicap fha3602h | Illegal drug use on the premises is a lease violation and grounds for eviction.
ok handicap hud1995 | Walking distance to the light-rail station and a short jog to the river trail.
ok handicap hud1995 | Great views from the rooftop deck and a see-through fireplace between the living and dining rooms.
ok handicap cfr100202 | Please provide contact details for two prior landlords and your last two pay stubs.
ok handicap hudDojRa2004 | Note to leasing: Ms. Ortiz's cat is an assistance animal, so waive the pet deposit and the pet rent.
ok handicap fha3602h | Residents in recovery are welcome here; we partner with the county's sober-living network.
ok handicap cfr100 | Per your accommodation request, your lease now moves to unit 104 on the ground floor at the same rent.
ok handicap hudDojRa2004 | Se aceptan animales de asistencia sin cargo adicional; no se consideran mascotas.

# Familial status
block familial_status keating1998 | Maximum occupancy for our 3-bedroom, 2-bath house: two people.
block familial_status fha3604b | Tenants with children pay an extra $50 a month "wear and tear" surcharge.
block familial_status fha3602k | Owner won't sign with the pregnant applicant, he's worried the baby will cry through the walls.
block familial_status cfr10070c4 | Families with kids go in the back building by the dumpsters; the pool-side units are for adults.
block familial_status cfr10080 | Why would a family with a baby even want a third-floor walkup? Just tell them it's spoken for.
block familial_status fha3604c | Se renta departamento de 2 recámaras, solo para parejas sin hijos.
block familial_status fha3604b | Children under 14 may not use the pool or the clubhouse at any time, even with a parent present.
block familial_status fha3604c | #nokids #adultsonly #quietliving 1BR above the bakery, DM me
block familial_status cfr100400 | Ever since the Nguyens complained that the new playground rule targets their kids, the manager has been writing them up for every little thing.
block familial_status fha3604c | n o  k i d s -- adults only bldg
block familial_status fha3604c | Bawal ang may anak. Paupahan, dalawang kuwarto, malapit sa palengke.
warn familial_status hud1995 | A dream for empty nesters looking to downsize.
warn familial_status hud1995 | Mostly retirees in the building, so it's very quiet during the day.
warn familial_status fha3604c | Leasing question: do you plan on having any children in the next year or so?
warn familial_status cfr10070 | With three little ones you might honestly be happier in a house out in the suburbs than in our building.
warn familial_status hud1995 | Ideal for a professional couple.
warn familial_status hud1995 | Quiet building best suited to mature adults.
ok familial_status hopa | 55+ community: at least one resident of each home is 55 or older, and we verify ages every year as HOPA requires.
ok familial_status hopa | Every resident must be 62 or older; this is senior housing under the Housing for Older Persons Act.
ok familial_status keating1998 | Occupancy follows the city housing code: two persons per bedroom plus one.
ok familial_status keating1998 | Maximum of five occupants per the municipal code for this 900 sq ft 2BR/1BA.
ok familial_status hud1995 | The bonus room could be a playroom, an office or a home gym.
ok familial_status hud1995 | Two blocks to Lincoln Elementary and right across from the neighborhood playground.
ok familial_status hud1995 | Spacious family room with a gas fireplace opening onto the deck.
ok familial_status fha3604c | Roommate wanted for my 3BR house (I live here and work nights): no kids please, we'd share the kitchen.
ok familial_status cfr100 | Quiet hours from 10 pm to 7 am apply to every resident and guest.
ok familial_status hud1995 | Fenced backyard, and the swing set conveys.
ok familial_status fha3602k | Happy to push your lease start back a few weeks so you can settle in after the baby arrives.
ok familial_status hud1995 | Mother-in-law suite with its own entrance and kitchenette.
ok familial_status hud1995 | Cul-de-sac lot with very little through traffic.
ok familial_status style | Family-owned and operated property management since 1978.
ok familial_status hud1995 | Nanny quarters above the detached garage.

# National origin
block national_origin hudLep2016 | Applicants must speak fluent English, we don't do translators or interpreters.
block national_origin hudNo2016 | Upload a U.S. passport or birth certificate; green cards and foreign passports are not accepted.
block national_origin cfr10070 | Honestly I steer my Chinese clients to Millbrook, they do better with their own people out there.
block national_origin fha3604b | Applicants born outside the U.S. need six months' rent paid up front.
block national_origin cfr1007 | The neighbor keeps yelling "go back to Mexico" at my wife and the HOA won't do anything, even after three letters.
block national_origin cfr10080 | Nói với họ là hết phòng rồi nếu họ là người Mễ.
block national_origin fha3604c | Appartement à louer, pas d'étrangers s'il vous plaît.
block national_origin cfr100400 | The manager threatened to call ICE on her right after she asked him to fix the broken heater.
block national_origin fha3604c | 只租给华人，其他人勿扰。
block national_origin fha3604c | Сдаю квартиру только славянам.
block national_origin cfr10070 | The agent said she "wouldn't waste our time" on Wellington Heights since it's "not really a Latino area," and she never showed us a single house there.
warn national_origin hudNo2016 | Application: What is your current immigration status?
warn national_origin hud1995 | Heart of a tight-knit Polish neighborhood, you'll hear more Polish than English at the deli.
ok national_origin hud1995 | Steps from Chinatown's dim sum spots and the Little Italy street fair.
ok national_origin hudLep2016 | Hablamos español. Applications in English, Spanish and Tagalog; interpreters are free on request.
ok national_origin hudNo2016 | We accept any government-issued photo ID, including foreign passports and consular IDs.
ok national_origin hud1995 | French doors open onto a Spanish-tile patio; Italian marble in both baths.
ok national_origin hud1995 | German-engineered windows and a Dutch door to the herb garden.
ok national_origin hud1995 | Mission-style home on Cesar Chavez Avenue, near the Mexican Cultural Institute.
ok national_origin hudNo2016 | Every applicant, wherever they're from, completes the same identity and income check.
ok national_origin style | 近地铁，两室一厅，拎包入住，欢迎所有人申请。
ok national_origin style | Apartamento com dois quartos perto do metrô, aceitamos todos os interessados.

# State classes: ten pairs (same sentence, only city and state changed) and some singles
block source_of_income@NJ state | Newark, NJ: 2BR, sorry, no Section 8 or housing vouchers of any kind.
warn source_of_income@TX state | Houston, TX: 2BR, sorry, no Section 8 or housing vouchers of any kind.
block source_of_income@WA state | Tacoma, WA listing: you must earn 3x rent from a job; child support, public assistance and vouchers don't count.
warn source_of_income@GA state | Macon, GA listing: you must earn 3x rent from a job; child support, public assistance and vouchers don't count.
block source_of_income@CA state | Oakland, CA townhome, we don't take HCV or any other program tenants.
warn source_of_income@TN state | Knoxville, TN townhome, we don't take HCV or any other program tenants.
block marital_status@MI state | Lansing, MI: owner will rent only to married couples, unmarried partners need not apply.
warn marital_status@AL state | Huntsville, AL: owner will rent only to married couples, unmarried partners need not apply.
block marital_status@NY state | Albany, NY duplex. Married couples preferred, please mention your anniversary date.
warn marital_status@TX state | Lubbock, TX duplex. Married couples preferred, please mention your anniversary date.
block age@NY state | Rochester, NY: landlord won't rent to anyone over 70, says it's "too much liability."
warn age@TN state | Chattanooga, TN: landlord won't rent to anyone over 70, says it's "too much liability."
block military_status@OH state | Columbus, OH: we don't rent to active-duty military, they get orders and break leases.
warn military_status@AL state | Montgomery, AL: we don't rent to active-duty military, they get orders and break leases.
block military_status@WA state | Spokane, WA: military households pay an additional deposit because of PCS moves.
warn military_status@TX state | Killeen, TX: military households pay an additional deposit because of PCS moves.
block sexual_orientation@CO state | Boulder, CO cottage: not comfortable renting to gay couples, straight tenants only.
warn sexual_orientation@TN state | Memphis, TN cottage: not comfortable renting to gay couples, straight tenants only.
block gender_identity@WA state | Seattle, WA: private studio, no transgender applicants.
warn gender_identity@GA state | Augusta, GA: private studio, no transgender applicants.
block source_of_income@IL state | Chicago, IL. section 8 = no. ssi = no. job w/ pay stubs = yes.
ok source_of_income@NJ hudSoi | Jersey City, NJ: Housing Choice Vouchers welcome, and we'll work around your housing authority's inspection schedule.
ok source_of_income@CA state | San Jose, CA: verifiable income of 2.5x your share of the rent; vouchers, SSI, pensions and child support all count.
ok source_of_income style | Screening criteria for all applicants: no evictions in the past three years and a credit score of 600 or a second deposit.
block marital_status@CA state | San Diego, CA: unmarried couples must sign two separate leases and each pay a full deposit.
ok marital_status@MA state | Somerville, MA: all adult occupants sign the same lease, whatever their relationship.
warn marital_status@NY hud1995 | Buffalo, NY cottage, a perfect little nest for newlyweds.
block age@MA state | Worcester, MA: no one under 25, we've had too many problems with young renters.
ok age@NY hopa | Yonkers, NY: 62+ senior building under HOPA, and ages are verified for every resident at application.
warn age@NY hud1995 | Syracuse, NY co-op: most of the shareholders are in their seventies and eighties.
ok military_status@WA state | Tacoma, WA: military families welcome, and we honor SCRA early termination with orders.
block military_status@IL state | Peoria, IL: applicants with an other-than-honorable discharge are not eligible to rent.
ok sexual_orientation@CA hud1995 | San Francisco, CA: a ten-minute walk to the Castro and the Pride parade route.
warn sexual_orientation@NJ hud1995 | Hoboken, NJ: very LGBTQ-friendly crowd in this building, lots of gay couples.
block sexual_orientation@NY state | Ithaca, NY: the landlord told his lesbian tenant upstairs she won't get a renewal because other tenants "don't like her lifestyle."
block gender_identity@CA state | Fresno, CA leasing note: applicant presents as a woman but her ID says male, mark it "ID mismatch" and deny.
ok gender_identity@CO state | Denver, CO: applicants may list the name and pronouns they use; we verify identity with any government ID.

# No class
ok - style | Newly renovated 2BR/2BA, quartz counters, in-unit W/D and one assigned parking spot.
ok - style | Open house Sunday 1 to 4, bring your questions and your pre-approval letter!
ok - style | Rent is due on the 1st; a late fee after the 5th applies to every lease.
ok - fha3604c | Equal Housing Opportunity. We do business in accordance with the federal Fair Housing Act.
ok - style | Voicemail: "Hi, returning your call about 14 Elm, it's still available, we show it Tuesday and Thursday evenings, call back anytime."
ok - style | Text to co-agent: buyer's pre-approved up to 450k, wants 3 beds, an easy commute to the hospital and no HOA.
`);

/**
 * The first measure, by the lead at 9641d50 (the rules of db24e1c; nobody had tuned on this set), with
 * measure() from ./measure.ts: 69 of 100 violations caught, 44 of 70 exclusions blocked, 5 of 74
 * acceptable sentences flagged.
 */
export const FIRST_MEASURE_25 = {
  commit: '9641d50',
  violations_caught_pct: 69,
  exclusions_blocked_pct: 62.9,
  false_alarms_pct: 6.8,
} as const;
