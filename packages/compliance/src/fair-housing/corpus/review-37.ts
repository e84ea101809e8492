import { parseCorpus } from './corpus';
import { REVIEW_37_B } from './review-37-b';

/**
 * Review set 37, written blind. Its author read only corpus.ts (the line format and parseCorpus), lines 1-45 of
 * review-36.ts (its header comment, printed with `sed -n 1,45p`; the header runs on past line 45 and the rest was
 * not read), the last 20 lines of review-36.ts to copy the file shape (these showed its last three sentences; none
 * was reused), the category lists in @pp/contract (FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES in
 * listing.ts), and the key names of SOURCES (printed by a one-line script, needed for valid source ids; no guidance
 * text or rule was read). No rule, vocabulary, pattern, engine, test, jurisdiction table or other corpus sentence
 * file was opened. Every sentence was written by hand, none was taken from memory of this repository, and none was
 * run through the checker. Which states protect a state class is the author's own reading of the state codes, not
 * the project's jurisdiction table, so the lead should check the @XX lines against that table before reading a miss
 * there as the checker's fault.
 *
 * Labels follow review-36's conventions. block: an explicit preference, limitation or exclusion by a class (in
 * English, Spanish, Arabic, Vietnamese, Korean, Chinese, Tagalog and Russian), different terms (a gate-guard fob
 * check for Black residents, extra references by complexion, Diwali lamps banned while Christmas lights are not, a
 * male co-signer for women, an ESA charged as a pet, $150 more rent with kids, pool passes held back for Guatemalan
 * families, a double deposit for active-duty applicants, a co-signer for over-70s or a lesbian couple, separate
 * income tests for unmarried couples, laundry hours for transgender residents), steering (Glenwood vs. Lakeview,
 * gated complex vs. lofts by sex, Maple Court for a deaf couple, a sister property for a toddler, Edison for a
 * Gujarati family), a false "gone" (headscarf, housing assistance, a trans applicant), an unlawful question (race,
 * church, "able to live independently?", more kids, an accent, age, the reserves, a birth certificate), harassment
 * (24 CFR 100.600: a manager's entries, Bible tracts and "your own kind", "go back where you came from", slurs),
 * retaliation (24 CFR 100.400) and a provider's failure to act on neighbours' graffiti or slurs (24 CFR 100.7), a
 * refused modification or parking accommodation, an occupancy cap of two in a 2BR counting infants (Keating 1998),
 * and a mezuzah removal order. warn: a description of who lives there or who the home suits ("all Caucasian",
 * "people who look like us", "very homogeneous", "pretty pale", "wonderfully Catholic", "screams single lady", "all
 * healthy, independent folks", "empty nesters", "parejas sin hijos", "90% Russian-speaking", "European professional",
 * "mostly young married couples", "twentysomethings", "mostly gay men"), blanket criminal-record bars (HUD 2016
 * criminal-records guidance, disparate impact, filed under race) and an eviction rule on domestic-disturbance police
 * calls (HUD 2016 nuisance-ordinance guidance, disparate impact, filed under sex). ok: what HUD's 1995 Achtenberg
 * memo calls acceptable and look-alikes that reuse class words harmlessly (a walk-up, jog/walk/bike, a blind corner
 * cabinet, family room, mother-in-law unit, Merry Christmas, Mission-style, Faith Avenue, a gentleman's farm, race-day
 * parking, brownstone, off-white walls, French doors and Dutch colonial), landmarks (MLK Library, Freedmen's Town,
 * Temple Beth El, a mosque, Trinity Episcopal Day School, Lady Bird Lake, Lincoln Elementary, Koreatown, Little Italy,
 * Stonewall, Fort Drum), HOPA 55+ and 62+ statements, a code-based occupancy limit, accessibility features, an
 * accommodation process and an assistance-animal exemption, a housemate limited by sex in the author's own home
 * (Roommates.com, 9th Cir. 2012), a parish preference under 42 U.S.C. 3607(a), an individual criminal-record review,
 * a denial for a drug-manufacturing conviction (3607(b)(4)), translated leases, consular IDs, vouchers welcomed, an
 * SCRA military clause, chosen names and pronouns.
 *
 * Every @XX line is a state class in a state the author believes protects it, so none is a "warn where the state
 * does not protect" line: source of income NY (Exec. Law 296(5)), CA (Gov. Code 12955), WA (RCW 59.18.255), NJ
 * (N.J.S.A. 10:5-12(g)), IL (775 ILCS 5/3-102, from 2023), CO (C.R.S. 24-34-502), OR (ORS 659A.421), MA (G.L. c. 151B
 * s. 4(10)), VA (Va. Code 36-96.3, source of funds); marital status MN (Minn. Stat. 363A.09), MI (MCL 37.2502), CA,
 * NY, MA (c. 151B s. 4(6)), IL, WA (RCW 49.60.222); age NY (Exec. Law 296(5)), MI (MCL 37.2502); military status NY,
 * WA (RCW 49.60.222), IL; sexual orientation CO, OR, IL, CA, NJ, NY; gender identity WA (RCW 49.60.040 and .222), MN
 * (363A.09), CA, CT (C.G.S. 46a-64c), MD (State Gov't 20-705), NY, OR. Sources: 42 U.S.C. 3604(b), 3604(c), 3602(k),
 * 3607(a); 24 CFR 100.70, 100.80, 100.202-100.204 (cfr100, cfr100202), 100.400, 100.600, 100.7; HUD 1995 Achtenberg
 * memo; HOPA; Keating memo 1998; HUD/DOJ 2004 and FHEO-2020-01 (assistance animals); HUD 2016 LEP, national-origin,
 * criminal-records and nuisance guidance. Lines 1-90 are here (race, color, religion, sex, handicap) and lines 91-180
 * in review-37-b.ts (familial status, national origin and the state classes).
 */
export const REVIEW_37_A = parseCorpus(`
block race fha3604c | The owner is old-school and asked that we not bring him any Black applicants for the duplex on Pine.
block race cfr10070 | You two are the first Black buyers I've worked with out here. Honestly you'd feel more at home in Glenwood than Lakeview, so I'm only sending you Glenwood listings.
block race fha3604b | HOA notice: Black residents must show their key fob to the gate guard on every entry; other residents may be waved through.
block race fha3604c | W h i t e  tenants preferred. Quiet street, 2BR/1BA, $1,450, available 6/1.
block race fha3604c | Email from the leasing office: Before we schedule a showing, could you tell us your race? The owner likes to know who he is dealing with.
block race cfr100400 | Since you went to the fair housing office about the racial slurs from the super, we have decided not to renew your lease.
block race cfr1007 | Management's reply to 3C: we can't police what neighbors write. If the racist graffiti on your door bothers you, you're welcome to break the lease.
warn race fha3604c | The folks on this cul-de-sac are all Caucasian and most have owned their homes since the sixties.
warn race fha3604c | Moving to Brookfield was the best thing we did, no diversity drama, just people who look like us 😉
warn race fha3604c | Text to buyer: between us, the HOA is basically a country club, very homogeneous if you catch my drift.
warn race hudCriminal2016 | Anyone who has ever been incarcerated, for anything, need not apply.
warn race hudCriminal2016 | Screening criteria: any felony or misdemeanor conviction, at any time, results in automatic denial. No exceptions, no appeals.
warn race hudCriminal2016 | Si tiene antecedentes penales de cualquier tipo, no se moleste en aplicar.
ok race hud1995 | Steps from the Martin Luther King Jr. Library and the African American Museum.
ok race fha3604c | We are pledged to the letter and spirit of U.S. policy for equal housing opportunity; applicants of every race are welcome.
ok race hudCriminal2016 | We look at convictions from the last five years one by one, weighing the offense, its age and evidence of rehabilitation; arrests alone are never considered.
ok race hud1995 | Renovated 1920s bungalow in the historic Freedmen's Town district, a block from the Juneteenth parade route.
ok race fha3604c | Same criteria for every applicant regardless of race: income of 3x rent and no evictions in the last three years.
ok race hudCriminal2016 | Application declined because of a 2022 conviction for manufacturing methamphetamine, as the Fair Housing Act allows.
ok race fha3604c | Race day parking: the Turkey Trot closes Elm Street until noon, so plan your move-in accordingly.
block color fha3604c | Landlord said he would prefer someone on the lighter side for the front unit, since it faces the street.
block color cfr10070 | Voicemail transcript: Hey it's Pam, the owner called, he says go ahead and show the Elm Street place but not to anybody too dark, his words not mine, call me back.
block color fha3604b | Screening note: applicants with darker complexions must submit two extra landlord references.
block color fha3604c | fair-skinned tenants only, owner's call 🤷
warn color fha3604c | Everybody on this block is pretty pale, so you'd blend right in 😂
warn color fha3604c | Los vecinos son todos de piel clara, gente muy tranquila.
warn color fha3604c | Lovely light-complected neighbors on both sides who keep their lawns immaculate.
ok color hud1995 | Dark-stained walnut cabinets, white quartz counters and matte black fixtures.
ok color hud1995 | Classic Brooklyn brownstone with its original stoop and parlor floor.
ok color hud1995 | Light-filled living room; the darker den makes a perfect home theater.
ok color fha3604c | Off-white walls throughout, so you can paint to taste (tenant pays for primer).
ok color fha3604c | The color of the siding is up to the buyer; the builder offers twelve options.
block religion fha3604c | Owner is hoping for a churchgoing Christian for the rental house next door to his.
block religion cfr100 | HOA notice: items affixed to door frames, including mezuzahs, must be removed by March 1 or a $50 daily fine applies.
block religion cfr10080 | If the woman in the headscarf calls back, tell her the 2BR is gone.
block religion fha3604b | Diwali lamps and rangoli are banned on balconies and walkways, but the Christmas lights rule is relaxed through January.
block religion fha3604c | شقة للإيجار، للعائلات المسلمة فقط.
block religion fha3604c | quick q before the showing, what church do you go to? the owners are Baptist and kind of care
block religion cfr100600 | Maintenance keeps leaving Bible tracts under the door of the Sikh family in 2A and told them they'd be happier somewhere with their own kind.
warn religion fha3604c | A wonderfully Catholic neighborhood: rosaries in half the windows and everyone at the 9 o'clock Mass.
warn religion fha3604c | Most of the buyers on this street are Mormon families, great community feel.
warn religion fha3604c | Zona muy cristiana, ideal para gente de fe.
ok religion hud1995 | Two blocks from Temple Beth El and the Cathedral of St. Paul; grocery and pharmacy nearby.
ok religion hud1995 | قريبة من المسجد والمدارس ومحطة الحافلات.
ok religion fha3607a | This parish-owned, non-commercial residence gives preference to members of the congregation, as 42 U.S.C. 3607(a) allows, and admits people of every race.
ok religion cfr100 | The community room can be booked by any resident for any gathering, Bible study and birthday parties alike, under the same rules.
ok religion hud1995 | Merry Christmas from all of us at Pinecrest Realty! The office is closed December 25.
ok religion hud1995 | Mission-style home with vaulted ceilings, minutes from Mission Bay.
ok religion hud1995 | Nearby: Trinity Episcopal Day School (K-8) and St. Vincent's urgent care.
ok religion fha3604c | Faith Avenue townhome, end unit, 3 beds, 2.5 baths.
block sex cfr100600 | Tenant complaint: the manager keeps letting himself into Apt 6 to check the smoke detector while she's in the shower, and says she should be flattered.
block sex fha3604c | Upper flat for rent, male tenant only, the owner doesn't want to deal with women's drama.
block sex fha3604b | Women renting on their own must have a male co-signer on the lease.
block sex cfr10070 | Agent note: steer the single women to the gated complex on Hwy 9; the men can have the Dock Street lofts.
block sex cfr100400 | After she reported the manager for groping her, her renewal was "lost" and a 60-day notice went up on her door.
block sex fha3604c | Сдаю квартиру только девушкам.
warn sex fha3604c | Great starter pad for a working guy, close to the gym and the sports bar.
warn sex fha3604c | This little cottage just screams single lady: soft colors, window boxes and a cozy reading nook.
warn sex hudNuisance2016 | House rule: a third police call for a domestic disturbance in 12 months is grounds for eviction, whoever made the call.
ok sex hud1995 | Primary suite plus a mother-in-law unit with its own entrance.
ok sex cfr100 | Looking for a female roommate to share my 2BR condo; I live here and we'd share the kitchen and bath.
ok sex hud1995 | Gentleman's farm on 12 acres with a bank barn and a stocked pond.
ok sex hud1995 | Man cave in the finished basement with a wet bar and a second fridge.
ok sex fha3604c | Walking distance to Lady Bird Lake and the Women's Hospital.
ok sex cfr100600 | Maintenance visits: 24 hours' written notice, two staff present on request, and any harassment complaint goes straight to the regional office.
ok sex hud1995 | Suite principal con baño completo y vestidor para dos.
block handicap fheo202001 | Emotional support animals are treated as pets here: $400 pet deposit and $35 monthly pet rent apply.
block handicap cfr100202 | Application question 14: Are you able to live independently? If not, explain who will care for you.
block handicap fha3604c | NO wheel-chairs, NO walkers, n o exceptions. 3rd-floor walk-up, $1,100.
block handicap cfr100 | 5F wants grab bars put in at her own cost. Tell her no, we don't allow holes in the tile, period.
block handicap hudDojRa2004 | Parking near the entrance is first-come, first-served, and we do not make exceptions for disabilities.
block handicap cfr10070 | For the deaf couple, only show the ground floor at Maple Court; the managers at Ridgeview don't want to bother with interpreters.
block handicap fheo202001 | Service animals only. No ESAs, no "comfort" pets, don't bother sending a doctor's letter.
block handicap fha3604c | No se rentan a personas con discapacidad mental.
block handicap cfr1007 | The neighbors keep calling my son a retard in the hallway, and the property manager told us to toughen up and did nothing.
warn handicap fha3604c | You'll want to be in good health, because this place is all stairs and stepping stones.
warn handicap fha3604c | Not the place for anybody with mental health issues; the walls are thin and the neighbors are particular.
warn handicap fha3604c | Residents here are all healthy, independent folks, no nurses or aides coming and going.
warn handicap fha3604c | Made for someone who can still take the stairs two at a time.
ok handicap hud1995 | Fourth-floor walk-up with a sweeping view of the harbor.
ok handicap hud1995 | Roll-in shower, lever handles and 36-inch doorways throughout.
ok handicap hudDojRa2004 | Need a reasonable accommodation? Email the office and we'll answer within 10 business days.
ok handicap fheo202001 | Pet policy: no dogs over 40 lbs. This does not apply to assistance animals, including emotional support animals.
ok handicap hud1995 | Walk to the farmers market, jog the river trail, or bike to work.
ok handicap cfr100202 | We don't ask about disabilities. If you'd like an accessible unit, tell us and we'll show you what's open.
ok handicap hud1995 | Deaf-friendly touches: a visual doorbell and strobe smoke alarms in every room.
ok handicap hud1995 | Blind corner cabinet with pull-out shelves, so no more lost pots.
ok handicap hud1995 | Smoke-free and drug-free building.
ok handicap cfr100 | Elevator is out on Tuesday; staff will carry groceries up for anyone who asks.
ok handicap hud1995 | Căn hộ ở tầng trệt, có lối đi dành cho xe lăn và thang máy.
`);

export const REVIEW_37 = [...REVIEW_37_A, ...REVIEW_37_B];

/**
 * First measure, before anyone tuned on this set: the rules of d0df349 alone caught 76 of 110, blocked 46
 * of 70 and flagged 2 of 70 (69.1 / 65.7 / 2.9). With the second reader (reader/), trained on every other
 * set and not on this one, 87 of 110 caught, 46 of 70 blocked, 3 of 70 flagged: the figures below. The
 * reader's settings were chosen on review sets 33-36 (each read by a reader trained without it and the
 * sets after it) and on 68 real listing descriptions; this set was measured along the way (88.2 / 65.7 /
 * 4.3 with the first settings, whose false alarms on sets 34 and 35 were 10%), not tuned on.
 */
export const FIRST_MEASURE_37 = {
  commit: 'd0df349+reader',
  violations_caught_pct: 79.1,
  exclusions_blocked_pct: 65.7,
  false_alarms_pct: 4.3,
} as const;
