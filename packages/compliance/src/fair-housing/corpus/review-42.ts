import { parseCorpus } from './corpus';
import { REVIEW_42_B } from './review-42-b';

/**
 * Review set 42, written blind. Its author read only: corpus.ts (the line format and parseCorpus); lines 1-45 of
 * review-36.ts (its header comment, for the label conventions; none of its sentences, nor any sentence of any other
 * corpus file); the two lists FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES in @pp/contract (listing.ts);
 * and the key names of SOURCES, printed by a one-line script (sources.ts itself was not opened). Nothing else in
 * packages/compliance was opened: no rule, vocabulary, pattern, engine, test, jurisdiction table or other corpus file.
 * No public source was searched, every sentence was written by hand for this set, and none was run through the
 * checker. Which states protect a state class is the author's own reading of the state codes, not the project's
 * jurisdiction table, so the lead should check the @XX lines against that table before reading a miss as a fault.
 *
 * Registers are mixed: listing copy and Marketplace, LinkedIn and X posts with the class buried among property
 * details, landlord texts and emails, leasing scripts and phone notes, screening criteria, HOA minutes, roommate
 * ads and property-manager Slack. Structures vary (passive, questions, if/then, the class in one sentence and the
 * limit in the next, typos). block: an explicit preference, limitation or exclusion, often indirect ("no urban
 * element", "the curry crowd", "fresh off the boat", "shacking up", "people on programs", "traditional households");
 * different terms (a double deposit for Southside families, a pool slot for Black kids, a sukkah fine, a hijab side
 * entrance, pet rent on a service dog, a walker waiver, a per-child fee, a co-signer for the foreign-born or the
 * unmarried, a voucher deposit, kids out of the pool by 5); steering (Rivera Street, Ridgecrest, Building A); a
 * false "rented" or "gone"; questions (psychiatric history, "can he live on his own?", "are you married?"); refused
 * accommodations and modifications (ESA, grab bars, a parking spot, texting for a deaf applicant); harassment (rent
 * for a visit, repairs for a date, a super's entries, slurs and "go back home", misgendering) and a provider's
 * failure to act on neighbours' slurs (24 CFR 100.7); retaliation (100.400); an ICE threat. A whole unit or a house
 * the owner does not live in is a dwelling, so a limit there is block. warn: who lives there or who the home suits
 * ("mostly white", "fair-skinned", "observant Orthodox", "perfect for a guy's guy", "best for someone physically
 * fit", "empty nesters", "basically all Russian-speaking"), and blanket conviction, felony or arrest bars (HUD 2016
 * criminal-records guidance, filed under race). ok: equal-treatment and inclusion statements that reuse class words,
 * HUD 1995 memo words (family room, master bedroom, walk-in closet, jogging trails, near a church or hospital),
 * look-alikes (Black granite, the White Mountains, Blackstone Avenue, Tudor and French doors), HOPA 55+ and 62+ with
 * a published, verified policy, accessibility features and granted accommodations, a housemate preference in the
 * author's own home (Roommates.com, 9th Cir. 2012), a religious order's non-commercial rooms (3607(a)), individual
 * criminal-record review, occupancy from the local code (Keating), language access and ITIN or matrícula as ID.
 *
 * State classes carry @XX only for states the author believes protect them: source of income CA, NY, NJ, MA, WA;
 * marital status MN, NY, IL, CA; age NJ, NY, MI, IL; military status NY, WA; sexual orientation CA, CO, NJ; gender
 * identity WA, OR, NY. A description in a protecting state is warn, as in review-36. Sexual orientation and gender
 * identity are also read under HUD 2021 as sex. Languages: English, 16 Spanish lines, and one line each of
 * Vietnamese, Chinese, Korean, Russian, Tagalog, Arabic, Portuguese, Hindi and French; evasions in review-42-b.ts
 * (leet, spaced letters, hyphens, emoji, misspellings).
 */
const REVIEW_42_A = parseCorpus(`
# race and colour
block race fha3604b | Applicants from the Southside (you know which ones I mean, the Black families) put down two months' deposit; everybody else puts down one.
block color fha3604c | Light-skinned tenants preferred, the darker folks just never seem to settle in with the rest of the building.
block race cfr10080 | If the caller sounds Black on the phone, tell them the unit was just rented, even if it wasn't.
block race cfr1007 | Slack #ops: the tenant in 4B says 4C keeps taping notes with the n-word to her door. I told her that's between neighbors and we don't get involved.
block race fha3604c | Looking for someone who'll blend in on our street, no urban element, no hip-hop crowd, if you catch my drift.
block race cfr100400 | After he reported the racist graffiti to the city, bump his rent $200 at renewal and start writing him up for every little thing.
block race fha3604b | Was the pool schedule changed so the Black kids from 2 and 7 only get the weekday morning slot? Yes, owner's call, and it stays that way.
warn race fha3604c | Quiet, mostly white neighborhood with great schools and tree-lined streets, 3BR colonial, $2,400.
warn color fha3604c | The neighbors are all pretty fair-skinned around here, in case that matters to you.
warn race fha3604c | The block is up and coming: the old crowd has mostly moved out and it's a whiter, younger mix now.
warn race hudCriminal2016 | No felonies, no exceptions, ever.
warn race hudCriminal2016 | Applicants with any criminal conviction, of any age or kind, will be denied.
warn race hudCriminal2016 | Background check: any arrest in the last ten years means an automatic decline, charged or not.
warn race hudCriminal2016 | Screening criteria 4.2: a record of any kind, misdemeanors included, disqualifies the whole household.
warn race hudCriminal2016 | FB Marketplace: 3BR ranch, big fenced yard, $1,650/mo. Felons need not apply.
warn race hudCriminal2016 | Leasing script: if anything at all comes up on the background, the answer is no, doesn't matter when or what it was.
ok race fha3604c | We welcome applicants of every race, color, religion and national origin, and we apply one set of criteria to all of them.
ok race hudCriminal2016 | We review criminal history individually, looking at the nature, severity and recency of the offense and any evidence of rehabilitation.
ok race hudCriminal2016 | A conviction alone won't disqualify you; we look at what happened, when, and what you've done since.
ok race cfr1007 | Slack: got the report about the slurs on 3C's door. Sent the neighbor a lease-violation notice this morning and called 3C back to tell her what we're doing.
ok color hud1995 | Black granite countertops, white oak floors and a warm brown-brick façade.
ok color hud1995 | Corner unit on Blackstone Avenue, two blocks from Whitney Park; trim repainted in Tricorn Black and Alabaster White.
ok race fha3604c | Our policy: no applicant or resident is treated differently because of race or skin color, and deposits are the same for everyone.
# religion
block religion fha3604c | Cute studio near campus, parking included, $950. Christians only, no exceptions.
block religion fha3604b | Any resident may book the community room except Muslim prayer groups, which tend to run late.
block religion fha3604c | Text from landlord: is she Jewish? My mother won't rent the downstairs to Jews, sorry, nothing personal.
block religion fha3604b | HOA minutes, 3/12: motion carried to fine unit 12 for the sukkah and to write to the owners asking them to keep their holidays indoors.
block religion fha3604b | Residents who wear a hijab or turban are to use the side entrance after 8 pm, per security.
warn religion fha3604c | Walking distance to three synagogues; most of the block is observant Orthodox families.
warn religion fha3604c | Great fit for a Christian family, and there's Bible study Tuesdays in the clubhouse.
ok religion fha3607a | Rooms in St. Anne's rectory are reserved for members of the order and are not offered to the public or operated commercially.
ok religion hud1995 | Steps from St. Luke's Church, the farmers market and the Route 9 bus.
ok religion fha3604b | The clubhouse can be reserved by any resident for any gathering, religious or not, on the same terms.
# sex, harassment
block sex cfr100600 | Rent's late again, huh. I'm sure we can work something out if you come over tonight and are nice to me ;)
block sex cfr100600 | Phone note, 2F: tenant says the maintenance tech will only fix her heater if she goes to dinner with him.
block sex fha3604c | LinkedIn: relocating? Furnished corporate apartment in Midtown, reserved for gentlemen executives, ladies need not apply.
block sex cfr100600 | Email from the super: I let myself into 5A again to check the smoke alarm while she was in the shower, what's the big deal.
warn sex fha3604c | Ideal for a professional woman; the building is mostly female.
warn sex fha3604c | Man cave in the basement and a garage full of tools, perfect for a guy's guy.
ok sex fha3604c | Room for rent in my own house where I live: female housemate preferred, shared kitchen and bath.
ok sex cfr100600 | Staff may not ask residents for dates, favors or anything personal in exchange for repairs; report it to the main office.
ok sex hud1995 | Clubhouse has separate men's and women's locker rooms and saunas.
ok sex hud1995 | Two blocks from the Boys & Girls Club and the Women's Health Center.
# disability
block handicap cfr100202 | We don't do exceptions for emotional support anything; no animals means no animals, doctor's note or not.
block handicap fheo202001 | Service dogs are allowed with a $500 pet deposit and $50 monthly pet rent like any other dog.
block handicap cfr100202 | Tenant wants grab bars in the bathroom at his own cost. Tell him no, we don't allow drilling into tile, period.
block handicap fha3604c | No wheelchairs; the hallways are narrow and the owner doesn't want scuffed walls.
block handicap cfr100202 | Screening question 11: have you ever been treated for mental illness or taken psychiatric medication?
block handicap fha3604b | Residents who use walkers or canes must sign an extra liability waiver before move-in.
block handicap cfr100202 | Can he really live on his own? We need tenants who take care of themselves, not aides coming in and out all day.
block handicap cfr100202 | Her request for a reserved spot near the door because of her MS is denied; parking is first come, first served.
block handicap hudDojRa2004 | The deaf applicant asked to do everything by text instead of phone; tell her our process is phone-only and move on.
block handicap cfr100400 | Since she filed that HUD complaint about the ramp, we're not renewing her lease.
warn handicap fha3604c | Best suited to someone physically fit, with lots of stairs and a steep driveway.
warn handicap fha3604c | Not ideal for anyone with mental health issues, it's a very quiet, buttoned-up building.
ok handicap hud1995 | Wheelchair-accessible entrance, roll-in shower and lowered counters in the kitchen.
ok handicap fheo202001 | Service and assistance animals are welcome with no pet deposit, pet fee or pet rent.
ok handicap cfr100202 | Need a reasonable accommodation or modification? Email the office and we'll work it out with you.
ok handicap cfr100202 | Tenant asked for a ground-floor transfer because of her knee. Approved, she moves to 1A next month.
ok handicap fheo202001 | Emotional support animals are accommodated when a need is shown; breed and weight limits do not apply to them.
ok handicap hud1995 | Ground-floor unit, no steps from the parking lot to the door.
ok handicap hud1995 | Visual alarms and a strobe doorbell are installed for residents who are deaf or hard of hearing.
ok handicap cfr100202 | Please tell us if you'd like this application in large print, braille or another format.
ok handicap style | No pets, except assistance animals, which are not pets.
ok handicap hud1995 | Is there an elevator? Yes, and ramps at both entrances.
# familial status
block familial_status fha3604c | Quiet couple or single professional preferred; no little ones, the downstairs neighbor works nights.
block familial_status cfr10070c4 | Families with children are limited to the ground-floor units in Building A.
block familial_status fha3604b | Kids out of the pool by 5 pm and supervised in the courtyard at all times; adults may use both until 10.
block familial_status cfr10080 | Email: when she mentioned she's pregnant I told her the 2BR was gone. It isn't, but trust me on this one.
block familial_status fha3604b | There's an extra $75 a month per child for wear and tear.
warn familial_status fha3604c | Perfect for a mature couple or a single professional.
warn familial_status fha3604c | Not really a kid building, lots of retirees who like it quiet.
warn familial_status fha3604c | Adult-community feel, great for empty nesters.
ok familial_status hopa | 55+ community: at least 80% of occupied units have a resident 55 or older, verified under our published age policy.
ok familial_status hopa | Senior housing for residents 62 and older, operated under HOPA; every resident's age is verified.
ok familial_status hopa | Guests under 18 may stay up to 30 days a year, as set out in our 55+ community's HOPA policy.
ok familial_status keating1998 | Maximum occupancy follows the city housing code: two persons per bedroom plus one.
ok familial_status keating1998 | Occupancy limit for the 2BR is five people, per the county code.
ok familial_status hud1995 | Kids welcome! Fenced yard, playground, and good schools nearby.
ok familial_status hud1995 | Two bedrooms, one bath; works for a family, a couple or roommates.
ok familial_status hud1995 | The nursery could double as an office; crib not included.
ok familial_status hud1995 | Window guards installed as the city requires in homes where a child under 11 lives.
# national origin
block national_origin fha3604c | Must speak fluent English with no accent; the owner likes to chat with tenants.
block national_origin hudNo2016 | You better pay by Friday or I'm calling ICE on your whole family.
block national_origin fha3604b | Applicants born outside the U.S. need a U.S. citizen co-signer; everyone else doesn't.
block national_origin fha3604c | We'd rather not have the curry crowd, the cooking smell gets into the carpets.
block national_origin cfr10070 | Send the Mexican families to the Rivera Street property, they'll be more comfortable with their own kind.
block national_origin hudNo2016 | Only applicants with Hispanic last names have to show a green card or passport at the showing.
block national_origin cfr100600 | The manager keeps calling the Somali tenants pirates in front of other residents and told them to go back home when they complained about the leak.
block national_origin cfr10080 | Tell the Nguyen couple Parkview is fully leased and walk them to Ridgecrest instead; Parkview stays with our usual crowd.
block national_origin fha3604c | Owner wants someone from around here, not somebody fresh off the boat.
warn national_origin fha3604c | Lots of Korean families on this street, and the Korean markets are great.
warn national_origin fha3604c | The building's basically all Russian-speaking, so you'd fit right in if you speak Russian.
ok national_origin hudLep2016 | Lease available in English, Spanish, Vietnamese and Chinese; interpreters are free on request.
ok national_origin hudNo2016 | We accept ITINs, foreign passports or a matrícula consular as ID.
ok national_origin hud1995 | English Tudor, French doors, Italian tile and a Spanish-style courtyard.
ok national_origin fha3604c | Where you're from doesn't matter to us; every applicant gets the same screening.
# more descriptions and plain copy
warn race hudCriminal2016 | We don't rent to people with records. Period.
warn religion fha3604c | Quiet street, the neighbors are mostly Mormon families and very close-knit.
warn sex fha3604c | The building is pretty much all guys right now; the last woman tenant moved out in the spring.
ok - hud1995 | Spacious family room with fireplace, and a walk-in closet in the master bedroom.
ok - hud1995 | Quiet neighborhood, great for walking, with jogging trails nearby.
ok - hud1995 | Great view, close to the bus line and the Transit Center.
ok - hud1995 | Cozy bungalow within walking distance of Mercy Hospital.
ok - style | No smoking anywhere on the property, balconies included.
ok - style | Leasing script: any qualified applicant can tour, just pick a time that works for you.
ok - hud1995 | Master suite, den, and a bonus room that makes a perfect home office.
ok familial_status hud1995 | Bunk-bed room, a fenced yard, and the school bus stops at the corner.
ok religion hud1995 | Christmas tree lighting in the lobby Friday; all residents are welcome and nobody has to come.
ok handicap cfr100202 | PM email: yes, you can widen the bathroom doorway at your own expense; we'll just need the contractor's license.
ok national_origin hudLep2007 | Phone note: caller spoke mostly Portuguese, so I used the language line and booked her tour for Thursday.
ok sex fha3604b | Every tenant gets the same repair response times, whatever their sex or whoever they live with.
ok race hud1995 | Walkable neighborhood with restaurants, a library and two parks.
ok - nar10 | Agent note: I show every buyer every listing in their price range, in whatever neighborhood they ask about.
ok color hud1995 | The White Mountains are an hour north, and the Black River runs right behind the lot.
`);

export const REVIEW_42 = [...REVIEW_42_A, ...REVIEW_42_B];

/**
 * First measure, before anything was tuned or trained on this set, with nothing of it read: at e00f0c7
 * (rules and readers trained on every set but this one), 91 of 111 caught, 51 of 71 blocked, 3 of 71
 * flagged; the rules alone 79/111, 48/71, 2/71 (71.2 / 67.6 / 2.8). The readers warned on none of the
 * 66 fixture listing descriptions (npm run bench:reader -- 42).
 */
export const FIRST_MEASURE_42 = {
  commit: 'e00f0c7',
  violations_caught_pct: 82.0,
  exclusions_blocked_pct: 71.8,
  false_alarms_pct: 4.2,
} as const;
