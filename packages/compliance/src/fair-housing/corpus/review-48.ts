import { parseCorpus } from './corpus';
import { REVIEW_48_B } from './review-48-b';

/**
 * Review set 48, part A (federal classes), written blind. What its author read, and nothing else in
 * packages/compliance: corpus.ts (the line format and parseCorpus); lines 1-45 of review-36.ts (its header comment,
 * for the label conventions; none of its sentences); the arrays FAIR_HOUSING_CATEGORIES and
 * STATE_PROTECTED_CATEGORIES in packages/contract/src/listing.ts; and the key names of SOURCES, printed by a
 * one-line script (sources.ts itself was not opened). No rule, vocabulary, pattern, engine, reader, test,
 * jurisdiction table or other corpus sentence file was opened or grepped. Every line was written by hand, blind,
 * from the author's own knowledge of the Fair Housing Act (42 U.S.C. 3604, 3607, 3617), 24 CFR part 100, HUD's 1995
 * advertising memo (Achtenberg), HUD guidance (2016 criminal records, 2016 LEP/national origin, 2016 nuisance
 * ordinances, FHEO-2020-01 assistance animals), HOPA and the Keating memo. Nothing was taken from the web or the
 * search library, and no line was run through the checker.
 *
 * Emphasis: what is said after the ad. Text messages, voicemail transcripts, emails and chat replies between
 * agents, landlords, property managers, HOA boards, maintenance staff and applicants or tenants; leasing-office
 * policies and screening criteria written for staff; notices posted in buildings; replies to "is it still
 * available?". Short blunt lines sit beside long polite ones where the violation is buried in the middle.
 *
 * Labels. block: an explicit or coded preference, limitation or exclusion; different terms or conditions (a
 * cosigner and extra deposit for Black applicants, a prayer-rug ban beside permitted wreaths, a mezuzah ban, a
 * toddler deposit, an aide fee, papers asked only of applicants with accents, six months prepaid from an Indian
 * applicant); steering by what an agent shows or does not show (Oak Hollow vs. Lakeview Estates, units by the
 * dumpsters by complexion, the temple on Elm, Building C for families, Building D for disabled residents, the Los
 * Altos Hills listings never shown); false unavailability ("just tell them it went", a waitlist that does not
 * exist, another offer that is not coming, "just got rented" to a pregnant caller); questions 24 CFR 100.202(c)
 * does not allow (severity of autism, psychiatric letters, treatment history, ability to live independently, the
 * parents' birthplaces, which church); refused accommodations and modifications (reserved parking, a breed ban on
 * a support dog, a front-yard ramp, a diagnosis before grab bars, pet fees on an assistance animal); harassment
 * and a provider who ignores it (24 CFR 100.600, 100.7); quid pro quo; retaliation, interference and threats after
 * a complaint (42 U.S.C. 3617, 24 CFR 100.400), including a threat to call ICE or CPS; eviction of a domestic
 * violence victim under a police-call rule (HUD 2016 nuisance guidance, filed under sex). A threat, retaliation or
 * harassment line carries the class the complaint or the abuse is about. warn: a description of who lives there
 * or who the home suits with no stated limit ("mostly older white couples", "a very Catholic block", "better for
 * someone young and able-bodied", "not really a kid place"), and a blanket arrest-or-conviction bar with no
 * individual review (HUD 2016 criminal-records guidance, filed under race). ok: equal-treatment and inclusion
 * statements; terms the 1995 memo calls acceptable (master bedroom, family room, walking distance, nursery) and
 * look-alikes (black mold, the Whites in 12A, Whitestone and Blackburn, St. Joseph's Hospital, Spanish colonial,
 * the Ladies' Auxiliary open to all); lawful HOPA 55+ and 62+ statements with verification; accommodations and
 * modifications granted, and the questions 24 CFR 100.202(c) and FHEO-2020-01 allow (current illegal drug use,
 * convictions for manufacture or distribution, eligibility for units set aside for people with disabilities,
 * a provider's note for a non-obvious disability without a diagnosis); a housemate preference in the author's own
 * home (Roommates.com, 9th Cir. 2012); criminal screening with individual review applied to all; occupancy by the
 * city code counting everyone alike (Keating); interpreters and translated documents; a provider acting on a
 * harassment report; a religious organisation's non-commercial housing giving its members priority (42 U.S.C.
 * 3607(a)); "we don't discuss the neighborhood's demographics" with neutral resources offered instead. For ok
 * lines the class is the one the near-miss resembles ('-' where none is meant).
 */
export const REVIEW_48_A = parseCorpus(`
# race
block race fha3604c | Sorry man, owner says no Black tenants in the duplex. Nothing I can do about it.
block race cfr10080 | Staff chat: The Black couple from Tuesday asked about 4B again. Just tell them it went, but leave the listing up for another week.
block race cfr10070 | I only took the Robinsons through Oak Hollow and Parkside. Figured a Black family would feel more at home there than over in Lakeview Estates, so I didn't bother pulling those keys.
block race fha3604b | Thank you so much for touring with us today! Just so you're aware, for this building we'll need a cosigner and one additional month of deposit, which is the standard we've applied to African-American applicants since some issues last year. Totally understand if that doesn't work for you, and have a great weekend!
block race cfr1007 | Re: your email about the noose left on your door and what the man in 3C calls your children: that's between neighbors, and management doesn't get involved in personal disputes. Please work it out among yourselves.
block race cfr100400 | Since you went to the fair housing office saying we treated you differently for being Black, we won't be offering a renewal in June.
block race fha3604b | HOA board thread: Let's sit on the Jacksons' fence application for a few months. First Black family on Birch Lane, and a few owners would like them to get the message.
block race cfr100400 | withdraw that race complaint you filed with HUD or every landlord in this county hears what kind of people you are
warn race fha3604c | Yes it's still available! Quiet street, and the neighbors are mostly older white couples who have been here for decades.
warn race hudCriminal2016 | Screening criteria for leasing staff: any applicant with an arrest or a conviction of any kind, at any time, is automatically denied. No exceptions and no individual review.
warn race fha3604c | Chat reply: Honestly it's a very white part of town, just being upfront so nobody's surprised after they move in.
ok race cfr10070 | We don't discuss the racial makeup of any neighborhood, but I'm happy to send you the school district's site and the city's crime map so you can look for yourself.
ok race hudCriminal2016 | Screening criteria (all applicants): arrests that did not lead to a conviction are not considered; convictions within seven years are reviewed individually, looking at the offense, the time since, and any evidence of rehabilitation the applicant gives us.
ok race fha3604b | Yes, 2B is still open. Would Thursday at 5 or Saturday at 11 work for a showing? Everyone gets the same application and the same $40 fee.
ok race fha3604c | The Whites in 12A asked whether their renewal went through; could you email them the countersigned copy today?
ok race cfr1007 | Thank you for telling me about the slur painted on your car. I've called the police, pulled the garage camera footage, and served the resident responsible a lease violation notice. Please let me know right away if anything else happens.
ok race fha3604b | Reminder to the leasing team: same packet, same deposit, same move-in options for every applicant. If you're not sure whether something is a standard term, ask me before you say it.
ok race hud1995 | The Black Forest Drive townhomes have a two-car garage, and the backyard faces the Brownstone Park greenway.

# color
block color cfr10070 | Manager text: put the darker-skinned applicants in the units by the dumpsters, the lighter ones get the courtyard side.
block color cfr10080 | Honestly, with a complexion like his the co-op board will never approve him. Just tell him there's a waitlist.
block color fha3604c | Owner's instructions for this unit: fair-skinned tenants only.
block color fha3604b | I gave the light-complexioned couple the move-in special and told the dark-skinned applicant the promotion ended yesterday. It hadn't, but whatever.
block color cfr100600 | The tenant in 5F says the maintenance worker calls her "darkie" every time he comes in for a repair. When she complained, the office told her to stop being so sensitive.
warn color fha3604c | Just so you know what to expect, the folks in this building are mostly fair-complected.
warn color fha3604c | Reply: the complex is mostly light-skinned young professionals, very low-key.
ok color hud1995 | Maintenance says the black mold in the basement storage room was remediated last week; I'll forward you the inspector's report.
ok color hud1995 | The kitchen has white oak floors, a black granite island and brown shaker cabinets.
ok color fha3604b | Our office doesn't consider skin color, hair texture or anything about how someone looks. Decisions come from the written criteria, which I've attached.
ok color cfr10070 | Reminder: the Whitestone and Blackburn buildings both have two-bedrooms open, so show both to anyone who asks.

# religion
block religion fha3604b | Leasing policy update: prayer rugs may not be hung or left out on balconies. Please remind the Muslim residents; the Christmas wreaths on the other balconies are fine.
block religion cfr10080 | The board would really prefer a buyer from our own congregation. Please tell the Sikh family another offer is coming in, even though there isn't one yet.
block religion fha3604c | Hi Ms. Cohen, the owner asked me to let you know he isn't comfortable renting to Jewish tenants after a bad experience. So sorry!
block religion fha3604b | HOA notice: mezuzahs must be removed from all doorframes by the 1st. Holiday wreaths remain permitted on doors.
block religion cfr10070 | I only showed the Hindu couple the units near the temple on Elm. They'd want to be with their own people, so I didn't take them to Westbrook.
block religion fha3604c | Before we go any further, which church do you attend? The owner likes to know his tenants share his values.
block religion cfr1007 | A neighbor keeps tearing down the Patels' Diwali lights and calling them devil worshippers. The property manager said it was a holiday squabble and closed the complaint.
block religion cfr100400 | Ever since the Ahmeds filed that religious discrimination complaint, I've been told to inspect their unit every week and write up every little thing.
block religion cfr100400 | Note taped to 2C: We know you're Muslim. Move out before something happens to your car.
warn religion fha3604c | Sure, it's available. Heads up, it's a very Catholic block; everyone goes to St. Anne's on Sunday morning.
warn religion fha3604c | The building is mostly Orthodox families, so Saturdays are very quiet around here.
ok religion fha3604b | Yes, you can put up a sukkah on your patio for the week of Sukkot. Just keep the walkway clear, the same as for any temporary structure.
ok religion hud1995 | The condo is a five-minute walk from St. Joseph's Hospital and the Mount Zion shopping center.
ok religion fha3607a | Our church's senior residences aren't run for profit, so when a unit opens, members of the congregation get first priority. Membership is open to anyone regardless of race or origin.
ok religion hud1995 | Happy holidays from the management team! The lobby tree goes up Monday, and any resident can book the clubhouse for their own celebration, whatever you observe.
ok religion fha3604b | Of course, we'll move your lease signing from Saturday to Sunday so it doesn't fall on your Sabbath. No rescheduling fee.
ok religion fha3604b | Clubhouse booking rules are the same for every group: the Bible study, the book club and the Ramadan iftar all reserve through the same form.
ok religion cfr10070 | I can't tell you which faiths are represented in the building, but there are churches, a mosque and a synagogue within two miles if you'd like a map.
ok religion fha3604b | There's nothing on our application about religion. We only ask about income, rental history and references.

# sex
block sex cfr100600 | You're short on rent again. Come by my place tonight and we can work something out, just you and me.
block sex cfr100600 | I'll get your heat fixed a lot faster if you're nicer to me, sweetheart. Maybe wear that dress again when I come by.
block sex cfr1007 | Tenant: "The super lets himself into my apartment without notice and comments on my body." Manager: "He's been here twenty years and he's harmless. Just use the chain lock."
block sex fha3604c | Leasing note: we only rent the ground-floor studios to men. A woman alone on the first floor is a liability.
block sex fha3604b | Since you're a single mom, we'll need your ex-husband or your father to co-sign. Male applicants at your income don't need a guarantor.
block sex cfr100400 | After she reported the manager for groping her, we served a 30-day notice for lease violations. Make sure the paperwork is dated so it looks unrelated.
block sex hudNuisance2016 | I know the police came because your ex attacked you, but the policy is three police calls and you're out, so you're getting the eviction notice along with him.
block sex cfr10070 | I only show the third-floor units to female applicants; the guys go to the garden level.
warn sex fha3604c | It's a pretty masculine building, lots of guys from the fire station live here.
warn sex fha3604c | The complex is mostly young women and it's very social. You'd probably love it.
ok sex fha3604c | Looking for a female housemate to share my own two-bedroom apartment. We'd share the kitchen and the bathroom.
ok sex hud1995 | The master bedroom has a walk-in closet, and the family room opens onto the deck.
ok sex cfr100600 | Maintenance policy: we give 24 hours' written notice before any entry, and a tenant can ask for a second staff member to be present.
ok sex cfr100600 | Thank you for reporting what the groundskeeper said to you. He's been taken off your building while we investigate, and reporting won't cost you any fee or affect your lease.
ok sex hudNuisance2016 | Our policy: no tenant is penalized for calling the police for help, and we'll change your locks at no cost if you ask.
ok sex fha3604b | Both co-applicants' incomes count toward the 2.5x rent requirement, whatever their gender or how they're related.
ok sex hud1995 | The house is on Kingsman Lane, right across from the Boys & Girls Club.
ok sex fha3604b | The Ladies' Auxiliary meets in the clubhouse every other Tuesday, and any resident is welcome to join.

# handicap
block handicap fheo202001 | Service animals only. Emotional support animals are pets here and will be charged the $350 pet deposit and $50 a month pet rent.
block handicap cfr100 | Your request for a reserved parking space near your door is denied. Parking is first come, first served for everyone and we don't make exceptions.
block handicap cfr100202 | You can install the grab bars, but we'll need your doctor's diagnosis first, plus a $2,000 modification fee on top of restoring the bathroom when you leave.
block handicap cfr100202 | Leasing policy: applicants must be able to live independently, without help from staff, caregivers or aides.
block handicap cfr100202 | Voicemail transcript: Hi Mr. Okafor, quick question about your son's autism. We just need to know how severe it is and whether he gets violent before we can show the apartment. Give me a call back.
block handicap cfr10070 | Put the deaf applicant in Building D. That's where we keep the disabled residents so staff don't have to deal with them all over the property.
block handicap fha3604b | About your live-in aide: we'll need to add her to the lease as an occupant and charge the $150 monthly additional-occupant fee.
block handicap fheo202001 | We received your doctor's letter for the support dog. Unfortunately it's a pit bull and our insurance doesn't allow the breed, so the answer is no.
block handicap cfr100202 | HOA reply: A ramp in the front yard would ruin the look of the street. Denied. If she can't manage the steps in her wheelchair, this may not be the right community for her.
block handicap cfr100202 | Application question (required): Have you ever been treated for a mental illness, drug addiction or alcoholism?
block handicap cfr100202 | Thanks for reaching out about your son, and congratulations on his graduation! We'd love to have your family. Our community guidelines ask residents with mental health conditions to give us a yearly letter from their psychiatrist confirming they're stable and not a danger to others, so we'll just need that for him before the lease. Otherwise you're all set, welcome home!
warn handicap fha3604c | Fair warning, it's a third-floor walk-up, honestly better for someone young and able-bodied.
warn handicap fha3604c | Most of the residents here are retirees with mobility problems, so it's very quiet.
ok handicap fheo202001 | Your request for an emotional support animal is approved. There's no pet deposit or pet rent for assistance animals; like any tenant, you're responsible for actual damage.
ok handicap fheo202001 | Because your disability isn't obvious, could you send a note from a provider who knows you, confirming you have a disability and need the animal for it? We don't need the diagnosis or any records.
ok handicap cfr100202 | The questions we ask every applicant are whether they currently use illegal controlled substances and whether they have been convicted of making or selling them.
ok handicap cfr100 | Approved: your rent due date moves to the 5th to line up with when your disability benefit arrives, and there's no late fee for the change.
ok handicap cfr100 | Space 14, next to your entrance, is now marked reserved for you at no charge.
ok handicap cfr100202 | You're welcome to install a ramp at the back entrance. Please send the contractor's plans so we can check them against code.
ok handicap hud1995 | The unit has a roll-in shower, lowered counters and a visual doorbell, and two more accessible units open in May.
ok handicap fha3604b | Your live-in aide isn't a tenant and won't pay rent or any occupant fee.
ok handicap fha3604b | We can give you the lease in large print, and staff will read any document aloud to an applicant who asks.
ok handicap hud1995 | Yes, it's within walking distance of the Blue Line, about four-tenths of a mile.
ok handicap fheo202001 | Our no-pets rule doesn't apply to guide dogs or other assistance animals. Feel free to bring the dog to the showing.
ok handicap cfr100202 | Staff guidance: don't ask applicants about disabilities. If someone asks for an accommodation, log it, and only ask for what's needed to verify a disability that isn't obvious and the need for the request.
ok handicap cfr100202 | This building's units are set aside for residents with mobility impairments, so I do need to ask whether you or someone in your household needs the accessible features.
ok handicap cfr100 | Dear Ms. Reyes, thank you for your accommodation request. We've approved a transfer to unit 104 on the ground floor, effective the 1st, with no transfer fee, and your current rent carries over. Maintenance will install the grab bars you asked about before you move in. We didn't need any medical records for this; your physical therapist's letter was enough.

# familial_status
block familial_status fha3604c | The owner doesn't want kids in the upper units because of the noise. Do you have any? If you do I can't show you 3A.
block familial_status cfr10070 | Memo to leasing staff: families with children go in Building C by the playground. A and B are kept adult-focused.
block familial_status fha3604b | We'd need an extra $300 deposit since you have a toddler. Kids are hard on the carpet.
block familial_status fha3604b | Posted at the pool gate: children under 14 may not use the pool at any time.
block familial_status cfr10080 | Voicemail transcript: Hi, returning your call. I saw you mentioned you're expecting, and the one-bedroom actually just got rented. I'll call if something else opens up.
block familial_status keating1998 | Occupancy in the two-bedrooms is capped at three people, and no more than one of them can be a child.
block familial_status cfr100400 | If you keep pushing that familial status complaint, I'll call CPS and tell them your kids run around unsupervised.
block familial_status fha3604c | We're not technically a 55-plus community, but we keep it adults-only here. Nobody under 18.
warn familial_status fha3604c | It's a quiet building, mostly single professionals and retirees. Not really a kid place.
warn familial_status fha3604c | Just so you know, the neighbors are mainly empty nesters and young couples without children.
warn familial_status fha3604c | Honestly, the building suits a couple or a single person better than a family.
ok familial_status hopa | We're a 55-and-older community under HOPA. At least 80 percent of occupied units have a resident 55 or older, and we verify ages with a driver's license or passport at move-in and every two years.
ok familial_status keating1998 | Occupancy follows the city code: two people per bedroom plus one, so up to five in the two-bedroom, counting everyone the same regardless of age.
ok familial_status fha3604b | Kids are welcome! The playground is behind Building B, and the Lincoln Elementary bus stops at the corner.
ok familial_status hud1995 | The nursery is a small third bedroom; the current owners use it as an office.
ok familial_status fha3604b | Congratulations on the baby! Your lease stays exactly the same. If you'd like a two-bedroom when one opens, I'll put you on the transfer list.
ok familial_status cfr10070 | I can't tell you whether other families with children live in the building, but here's the school district's boundary map.
ok familial_status hopa | Elm Court is senior housing for residents 62 and older. Every resident must be 62 or older, which we check with ID, and the written policy is posted in the office.
ok familial_status fha3604b | You don't need to show custody papers for your grandchildren. We count everyone who'll live in the unit the same way.
ok familial_status fha3604b | Quiet hours are 10 pm to 7 am for every household. The rule is about noise, not about who's making it.

# national_origin
block national_origin fha3604b | Before I can show the unit I'll need a copy of your green card or passport. We only ask that from applicants with accents, so it's nothing personal.
block national_origin cfr100400 | Keep complaining about the heat and I'll call ICE on your whole family.
block national_origin hudLep2016 | Applicants who can't read the lease in English on their own are declined. We don't allow translators at signings.
block national_origin cfr10070 | I told the Indian couple they'd be happier in Sunnyvale with more of their people, so I never took them to the Los Altos Hills listings.
block national_origin cfr1007 | Neighbors keep yelling "go back to your country" at the Hassans and they keyed their car. The manager says he can't control what people say, and nothing's been done.
block national_origin fha3604b | Maintenance schedule: skip the Spanish-speaking units this week, they never complain anyway. English-speaking units get their repairs first.
block national_origin fha3604c | What country were you born in? The owner wants to know before he approves anyone.
block national_origin fha3604b | Hi Priya, thanks so much for coming by on Saturday; it was lovely meeting you and your husband. The owner and I talked it over and we both think the unit would be a wonderful fit. The one thing is that he's had cultural misunderstandings with tenants from India before, so he'd like six months' rent prepaid from you. I'm sure that won't be an issue! Let me know and I'll draft the lease.
block national_origin fha3604c | Good morning Mr. and Mrs. Tran, and thank you for your patience. Everything in your file looks great: income, references and credit. Before the board votes, could you each send a short letter about where your parents were born and your family's background? The board likes to get a sense of new neighbors.
block national_origin cfr100400 | HOA president to a homeowner: if you keep helping the Garcias with their discrimination complaint, the board will find reasons to fine you too.
warn national_origin fha3604c | It's still available! The building is mostly Korean families, and the shops nearby are all Korean too.
warn national_origin fha3604c | Heads up, it's an old Italian neighborhood; everyone on the street has been here for generations.
ok national_origin hudLep2016 | A Vietnamese interpreter will be at your lease signing at no cost, and the lease summary is available in Vietnamese, Spanish and Chinese.
ok national_origin fha3604b | We accept an ITIN in place of a Social Security number, and a passport, consular ID or driver's license from any country works as photo ID.
ok national_origin fha3604b | Every applicant, wherever they're from, sends the same three things: photo ID, proof of income, and contact details for their last two landlords.
ok national_origin hud1995 | It's a Spanish colonial with French doors onto the patio and a Swedish sauna off the primary bath.
ok national_origin cfr10070 | Sorry, I can't tell you how many immigrants live on the block. We don't track or discuss that, but here's the transit map and the school ratings.
ok national_origin cfr1007 | Thank you for telling me about the notes left on your door. I've reported them to the police, sent every resident a notice that harassing a neighbor breaks the lease, and I'll check in with you Friday.
ok national_origin hudLep2016 | If you're more comfortable in Spanish, Maria in our office can go through the application with you by phone.
ok national_origin fha3604b | The income rule is the same for everyone, 2.5x the rent, and statements from a foreign bank are fine with a translation.
ok national_origin hud1995 | The Persian rug in the model unit is staging and isn't included in the rent.
`);

export const REVIEW_48 = [...REVIEW_48_A, ...REVIEW_48_B];

/**
 * First measure, before anything was tuned or trained on this set, with nothing of it read: at d47757a1
 * (rules, and readers trained on every set but this one and review-47), 96 of 111 caught, 61 of 88 blocked,
 * 6 of 81 flagged; the rules alone 82/111, 59/88, 5/81 (73.9 / 67.0 / 6.2). The same set read at 7dbc9e8,
 * with the same rules and the readers before their blind view (f195d54c), gave 95/111, 60/88, 7/81 (85.6 / 68.2 / 8.6).
 */
export const FIRST_MEASURE_48 = {
  commit: 'd47757a1',
  violations_caught_pct: 86.5,
  exclusions_blocked_pct: 69.3,
  false_alarms_pct: 7.4,
} as const;
