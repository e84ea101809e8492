import { parseCorpus } from './corpus';
import { REVIEW_46_B } from './review-46-b';

/**
 * Review set 46, written blind. Its author read only: corpus.ts (the line format and parseCorpus); lines 1-45 of
 * review-36.ts (its header comment, for the label conventions; none of its sentences); the two arrays
 * FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES in @pp/contract (listing.ts); and the key names of
 * SOURCES, printed by a one-line script (sources.ts itself was not opened, and no guidance text was read). No
 * rule, vocabulary, pattern, engine, test, jurisdiction table or other corpus sentence file in
 * packages/compliance was opened or grepped, no sentence was run through the checker, and no sentence was taken
 * from the web or the library: every one was written by hand. Which states protect a state class (the @XX lines in
 * review-46-b.ts) is the author's own reading of the state codes, not the project's jurisdiction table, so the lead
 * should check those lines against the table before reading a miss there as the checker's fault.
 *
 * The set is written from the law outward: for each provision, several violating lines and several lawful
 * near-misses. 42 U.S.C. 3604(a) refusals in disguise (stalling, a "lost" application, a requirement added for one
 * applicant, a higher price quoted); 3604(b) different terms and services (repair queues, amenities, parking, pool
 * hours, late fees, lease length, insurance); 3604(c) statements of who the home is for or who fits in; 3604(d)
 * false unavailability (24 CFR 100.80); 3604(f)(3) accommodations and modifications refused (assistance animals,
 * parking, due dates, live-in aides, transfers, grab bars); 3617 interference, threats and retaliation (24 CFR
 * 100.400); harassment by staff and by neighbours the provider ignores (24 CFR 100.600, 100.7); questions barred by
 * 24 CFR 100.202(c) and their kin (pregnancy, immigration papers, church); steering by agents (24 CFR 100.70,
 * including 100.70(c)(4) assignment to a building or floor; NAR Code Article 10); and "55+" claims without the
 * HOPA survey and policy.
 *
 * Labels. block: an explicit or coded preference, limitation or exclusion by a class, different terms, steering, a
 * false "rented", a barred question, a refused accommodation or modification, harassment, quid pro quo,
 * retaliation, threats, and a landlord's refusal to act on a neighbour's harassment. warn: a description of who
 * lives there or who the home suits, with no stated limit, and a blanket criminal-record bar (HUD 2016, filed under
 * race). ok: equal-treatment and inclusion statements, the acceptable terms of HUD's 1995 memo, look-alikes
 * (materials and colours, place names, architecture), HOPA 55+ and 62+ with a verified policy, accessibility
 * features, accommodations granted, a housemate preference in the author's own home, lawful screening applied to
 * all, occupancy by code (Keating 1998), language access, and a religious organisation's non-commercial priority
 * for its members (3607(a)). A room or unit in a home the author does not live in is a dwelling of its own, so a
 * limit there is block. For ok lines the class is the one the near-miss resembles, or '-'.
 *
 * review-46-b.ts holds the state classes (each line carries @XX for a state the author believes protects that
 * class; block, warn and ok in each class), evasions (leet, spaced letters, hyphens, emoji, misspellings, capitals,
 * repeated punctuation), Spanish lines and one line each in Chinese, Vietnamese, Korean, Tagalog, Russian and
 * Arabic.
 */
const REVIEW_46_A = parseCorpus(`
# 3604(a): refusals in disguise (stalling, lost files, new requirements, a higher price)
block race cfr100 | When the Black couple from this morning calls back, tell them we're still processing and let their file sit until the Hendersons sign.
block national_origin cfr100 | Their application got lost, ok? I'm not renting to another family that can't speak English, I don't care how good their credit is.
block religion cfr100 | Since she mentioned the headscarf, add two extra landlord references and a notarized employer letter to her file only.
block familial_status fha3604b | Hi, returning your call about the two-bedroom. With the three little ones it would be more like 2,100 instead of the 1,750 in the ad, just so you know.
block handicap cfr100 | If they come in with a wheelchair, say the owner is still finalizing screening criteria and take a number. Do not book a tour.
block sex cfr100 | No man in the household to handle repairs, so I'm going to slow-walk her file and say the background check hasn't come back.
block national_origin fha3604b | For the Guatemalan applicants, quote the premium rate and say the listed price was a typo.
ok - cfr100 | Every applicant gets the same checklist: photo ID, two recent pay stubs and a $40 fee, processed in the order received.
ok - fha3604b | Rent on every two-bedroom is 1,850; the price in the ad is the price for everyone who applies.
ok familial_status fha3604b | Price follows the size of the unit, not the size of the household: 1BR 1,400, 2BR 1,700, 3BR 2,050.
ok - cfr100 | The owner is still reviewing all of this week's applications, yours included; you'll have a decision by Friday.
ok - cfr100 | Our income requirement is three times the rent for every applicant, and a guarantor is accepted if you fall short.

# 3604(b): different terms, conditions, services and facilities
block race fha3604b | Maintenance memo: work orders from the Section B units, where the Black tenants are, go to the bottom of the queue unless it's a flood.
block familial_status fha3604b | HOA notice: residents under 18 may use the pool only from 1 to 3 pm on weekdays, with an adult.
block familial_status fha3604b | Households with children sign six-month leases only; everyone else can choose twelve or eighteen months.
block national_origin fha3604b | Charge the Haitian tenants the late fee on day two; everybody else keeps the five-day grace period.
block religion fha3604b | The community room can be booked for birthdays and book clubs, but not for Ramadan gatherings or group prayer.
block handicap fha3604b | Residents who use oxygen tanks must carry an extra one million dollar liability policy naming the landlord.
block color fha3604b | Don't hand the dark-skinned tenants in 4B and 7A a gym fob; tell them the gym's at capacity.
ok familial_status fha3604b | Pool hours are 7 am to 10 pm for every resident and guest; no lifeguard on duty, swim at your own risk.
ok - fha3604b | A $50 late fee applies to every lease after the fifth of the month, with no other surcharges.
ok handicap fha3604b | The accessible spaces by the lobby are reserved for residents with a placard, at no extra charge.
ok religion fha3604b | Any resident may reserve the community room for any lawful gathering, a prayer group included, on the same terms as a birthday party.
ok - fha3604b | Lease terms of 6, 12 or 15 months are offered to every applicant, your choice.

# 3604(c): who the home is for, who fits in, who would be comfortable
block familial_status fha3604c | Charming garden one-bedroom for a mature couple; this is not a building for toddlers.
block religion fha3604c | Room in our Christian-owned triplex (we live across town); we'd like a believer who shares our values.
block sex fha3604c | Landlord wants a male tenant for the upstairs unit; the last two women complained about the stairs.
block color fha3604c | We'd prefer someone light-skinned for the townhouse; the HOA is picky about appearances.
block national_origin cfr10070 | Honestly a family from Lagos wouldn't be comfortable here, the neighbors are very set in their ways.
block handicap fha3604c | I just don't think someone in a wheelchair would fit in with the active crowd in this building.
warn familial_status fha3604c | Just right for a couple whose kids have flown the coop and who want less lawn to mow.
warn race fha3604c | The street is mostly white retirees and it stays quiet after dark.
warn religion fha3604c | Nearly every household on this cul-de-sac walks to Beth Shalom on Saturday mornings.
warn national_origin fha3604c | The building is mostly Polish families; you'll hear more Polish than English in the laundry room.
warn sex fha3604c | A real man cave of a condo, the kind of place a bachelor dreams about.
warn handicap fha3604c | Best for someone who's nimble on their feet: sixty steps from the street to the front door.
warn color fha3604c | Honestly the crowd at this complex is pretty pale, lots of finance guys.
ok familial_status hud1995 | Three bedrooms, a finished family room and a fenced yard, two blocks from Roosevelt Elementary.
ok - hud1995 | Master suite with a walk-in closet and soaking tub; the master bath was redone in 2022.
ok race cfr109 | We are pledged to the letter and spirit of U.S. policy for equal housing opportunity; every qualified applicant is welcome.
ok religion hud1995 | Quiet street a short walk from St. Anne's Church, the synagogue on Elm and the Islamic Center.
ok handicap hud1995 | Walking distance to the light rail, with jogging trails along the creek.
ok - fha3604c | You'll be comfortable here: central air, heated bathroom floors and a whisper-quiet furnace.
ok - fha3604c | Who is this home for? Anyone who wants a big yard and a ten-minute commute.
ok familial_status hud1995 | Playground and tot lot on site, and a quiet reading lounge for those who want one.

# 3604(d): false unavailability
block race cfr10080 | If the caller sounds Black, the condo is under contract. If not, set up a showing.
block familial_status cfr10080 | Script: when anyone mentions kids, the two-bedroom just went pending; take their number for the waitlist.
block handicap cfr10080 | Pulled the listing for the afternoon because the guy with the guide dog was coming by, and put it back up after he left.
block religion cfr10080 | She showed up in a niqab, so I said we were leased through spring. We weren't.
ok - cfr10080 | Sorry, the 2BR on Oak was signed yesterday; the 1BR on Pine is open now and another 2BR opens March 1.
ok - cfr10080 | Availability is updated daily on our website, and every caller hears the same open units and move-in dates.
ok familial_status cfr10080 | That unit is leased, but the three-bedroom upstairs is open and I can show it today; kids are welcome on the tour.

# 3604(f)(3): accommodations and modifications
block handicap fheo202001 | Emotional support animals are treated as pets here: $500 deposit and $50 a month pet rent, no exceptions.
block handicap hudDojRa2004 | I know you have a placard and MS, but we don't do assigned parking; it's first come, first served for everybody.
block handicap hudDojRa2004 | Rent is due on the 1st. Your SSDI lands on the 3rd, but that's not our problem; late fees start on the 2nd.
block handicap hudDojRa2004 | A live-in aide counts as another occupant, must pass the full income screen, and adds $200 a month to the rent.
block handicap hudDojRa2004 | Transfer requests to a ground-floor unit are only handled at renewal, doctor's note or not.
block handicap cfr100 | No, you may not put grab bars in the shower, even at your own cost; it would void the tile warranty.
ok handicap fheo202001 | Assistance animals are welcome in every building and are never charged pet fees or deposits.
ok handicap hudDojRa2004 | Approved: your rent due date moves to the 5th to match your benefit deposit.
ok handicap hudDojRa2004 | Your request for a reserved space by Entrance C is granted; the sign goes up Monday.
ok handicap cfr100 | You may build a ramp at your own expense, and no restoration of the interior grab bars will be required at move-out.
ok handicap hudDojRa2004 | A live-in aide may use the second bedroom without being added to the lease or charged extra rent.
ok handicap fheo202001 | If the disability isn't obvious, we may ask for reliable information about the need for the animal, but never for a diagnosis.
ok handicap style | Roll-in shower, lever handles, 36-inch doorways and a step-free entry.

# 3617: interference, threats and retaliation
block race cfr100400 | Note taped to the door: nobody wanted a Black family on this street, so move out before something happens to your car.
block handicap cfr100400 | Since you filed that HUD complaint about the ramp, your lease will not be renewed.
block national_origin cfr100400 | Keep pushing about the mold and I'll call immigration on your whole family.
block religion cfr100400 | The board will fine you $100 a day until the mezuzah comes off the doorframe, as we warned you after your complaint.
ok - cfr100400 | Filing a fair housing complaint will not affect your lease, your rent or your services in any way.
ok religion cfr100400 | Residents may display religious items on their doors; the hallway rule only covers signs and decorations larger than 24 inches.
ok - cfr100400 | Your non-renewal is due to the sale of the building; all six units got the same notice on the same day.

# 24 CFR 100.600 and 100.7: harassment by staff, and by neighbours the provider ignores
block sex cfr100600 | I can make the late fees disappear if you come by my place tonight, just the two of us.
block sex cfr100600 | Hey gorgeous, it's Rick from maintenance. Your repair ticket is on hold till you say yes to dinner.
block race cfr1007 | Yes, the tenant in 2C keeps shouting racial slurs at the new family, but that's between them; we don't get involved in neighbor disputes.
block national_origin cfr1007 | We know the upstairs tenant tells the Somali family to go back where they came from every day, but it's free speech and we won't act.
block handicap cfr100600 | Our maintenance guy calls the deaf tenant in 3A "the dummy" in front of everyone and the manager laughs along.
ok sex cfr100600 | Report any unwelcome comments or conduct by staff to the regional office; no one enters your unit without 24 hours' notice except in an emergency.
ok race cfr1007 | After the slurs reported in Building 2, we served a lease violation notice on the tenant responsible and put cameras in the hallway.

# 24 CFR 100.202(c) and other barred questions
block handicap cfr100202 | Application question 14: Do you or anyone in your household take psychiatric medication? Y / N
block familial_status fha3602k | Are you pregnant or planning to be in the next year? The unit is pretty small.
block national_origin hudNo2016 | Please send a copy of your green card or passport before the tour; we only need it from applicants with accents.
block religion fha3604c | What church do you go to? The owner likes to know who's moving in.
ok handicap cfr100202 | Do you currently use illegal drugs? Have you been convicted of making or selling a controlled substance?
ok handicap cfr100202 | We ask every applicant the same thing: can you meet the lease terms, such as paying rent on time and following community rules?
ok national_origin hudNo2016 | We accept a passport, a state ID, a matricula consular or any other government photo ID to verify identity.
ok familial_status fha3602k | How many people will live in the unit? We ask everyone, to check the occupancy limit.

# Steering by agents (24 CFR 100.70, 100.70(c)(4); NAR Article 10)
block race cfr10070 | I'd skip Fairview, the schools there are mostly minority, and look at Glen Oaks where you'll feel at home.
block national_origin nar10 | You two seem like a lovely Indian couple; I'll show you the homes by the temple, people like you tend to prefer it there.
block race cfr10070 | For a white family with kids, the safe areas are north of the highway; I wouldn't even look south.
block familial_status cfr10070c4 | We place families with children in Building D by the playground so the other buildings stay quiet.
block handicap cfr10070c4 | Wheelchair users go in the ground-floor units facing the parking lot; the courtyard units are for the other residents.
block color cfr10070 | I told the dark-skinned buyer the Maple listing wouldn't be a good fit and sent her the ones across the tracks.
ok familial_status nar10 | Here are all the three-bedroom homes in your price range; school ratings are on the state website if you want to check them yourself.
ok race nar10 | I show every buyer every listing that matches their budget and criteria, and you pick the neighborhoods.
ok - cfr10070 | Crime statistics for any address are on the city's public map; I'd rather you look at the data than take my opinion.
ok - cfr10070c4 | Units are assigned by availability and your preferred floor, nothing else.

# HOPA claims, verified and not
block familial_status hopa | 55+ community! We haven't done the age surveys, but the board prefers no kids.
block familial_status hopa | Senior-friendly building, no one under 16 allowed; about half our residents are over 55.
ok familial_status hopa | A 55-or-older community under HOPA: at least 80 percent of occupied units have a resident 55 or older, verified by our age survey, and our policies are available on request.
ok familial_status hopa | Housing for older persons: every resident is 62 or older, as permitted by 42 U.S.C. 3607(b).
ok familial_status hopa | Grandchildren may stay up to 30 days a year under the 55+ community's published guest policy.

# Criminal records and nuisance rules
warn race hudCriminal2016 | Screening policy: any criminal record, of any kind, from any year, is an automatic denial.
warn race hudCriminal2016 | If you've ever been arrested, don't bother applying.
ok race hudCriminal2016 | Convictions are reviewed one by one, looking at the offense, the time since, and evidence of rehabilitation; arrests alone are never considered.
block sex hudNuisance2016 | Three police calls to your unit in 30 days means eviction, even though you're the one your boyfriend hit.
ok sex hudNuisance2016 | Calls to police or emergency services by or for a victim of domestic violence will never count against a tenancy.

# Lawful lines that look risky: occupancy, language access, own-home roommates, religious housing, look-alikes
ok familial_status keating1998 | Occupancy follows the city housing code: two people per bedroom plus one more.
ok familial_status keating1998 | Maximum occupancy is set by the county code for the square footage; infants under one are not counted.
ok national_origin hudLep2016 | Lease documents are available in Spanish, Vietnamese and Tagalog, and interpreters are free of charge.
ok national_origin hudLep2007 | Need an interpreter for the viewing? Tell us the language and we'll arrange one at no cost.
ok sex fha3604c | Female roommate wanted to share my own two-bedroom condo; I live here and we'd share the kitchen.
ok religion fha3607a | Housing owned by St. Brigid's parish and offered non-commercially gives priority to parish members; membership is open to anyone regardless of race.
ok color style | Black walnut floors, white oak cabinets and a brownstone fireplace surround.
ok national_origin style | Classic Spanish Colonial with French doors opening to an Italian-tiled patio.
ok race hud1995 | Across from Martin Luther King Jr. Park and a block from the African American history museum.
ok color style | Painted-lady Victorian with a red door, gray siding and charcoal trim, on White Plains Road by Blackstone Park.
ok sex hud1995 | Two blocks from the Women's Health Center and Brothers' Pizza.
ok handicap hud1995 | Great views of the bay from the living room and plenty of natural light.
`);

export const REVIEW_46 = [...REVIEW_46_A, ...REVIEW_46_B];

/**
 * First measure, before anything was tuned or trained on this set, with nothing of it read: at a1882c0
 * (rules and readers trained on every set but this one and review-45), 87 of 106 caught, 63 of 88 blocked, 2 of 81 flagged; the rules alone 75/106, 60/88, 2/81
 * (70.8 / 68.2 / 2.5). Measured again at 5a8bfd8, after review-45's misses were written as rules and before
 * any line of this set was read: the rules alone 71.7 / 69.3 / 2.5, readers trained without it 83.0 / 73.9 / 2.5
 * (npm run bench:reader -- 46). Its misses were read and written as rules after that (85d1ceb).
 */
export const FIRST_MEASURE_46 = {
  commit: 'a1882c0',
  violations_caught_pct: 82.1,
  exclusions_blocked_pct: 71.6,
  false_alarms_pct: 2.5,
} as const;
