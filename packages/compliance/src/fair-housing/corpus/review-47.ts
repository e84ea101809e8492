import { parseCorpus } from './corpus';
import { REVIEW_47_B } from './review-47-b';

/**
 * Review set 47, written blind. Its author read only: corpus.ts (the line format and parseCorpus); lines 1-45 of
 * review-36.ts (its header comment, for the label conventions; none of its sentences); the arrays
 * FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES in @pp/contract (listing.ts, found with grep); and the key
 * names of SOURCES, printed by a one-line script (sources.ts itself was not opened). It also saw the directory
 * listing of corpus/ (file names only) and the `export` lines of review-36.ts and review-36-b.ts (printed by a grep
 * for "^export", to copy the export shape; no sentence). No rule, vocabulary, pattern, engine, reader, test,
 * jurisdiction table or other corpus sentence file was opened or grepped, no sentence was run through the checker,
 * and nothing was taken from the web or a search library. Every line was written by hand, blind, from the author's
 * own knowledge of 42 U.S.C. 3604 and 3617, 24 CFR part 100, HUD's 1995 advertising memo (Achtenberg), HUD's 2016
 * criminal-records, LEP and national-origin guidance, FHEO-2020-01 (assistance animals), the 2016 harassment rule
 * (24 CFR 100.600), HOPA (55+/62+), the Keating memo (occupancy) and state fair housing laws.
 *
 * Emphasis: real marketing copy as agents write it. Most lines are whole listing descriptions, open-house posts,
 * Instagram and Facebook captions with emoji and hashtags, Craigslist and Zillow rental ads, MLS remarks, email
 * blasts to a buyer list, "About the neighborhood" paragraphs, roommate ads posted for units the poster does not
 * live in, and a few leasing-office notes, texts and letters, so the violation usually sits in the middle of
 * ordinary copy and is often indirect or coded ("hasn't changed, if you know what I mean", "no urban crowd", "quiet
 * mature building", "must be able to climb stairs", a buyer photo with every offer, a rule that falls on one class).
 *
 * Labels. block: an explicit or coded preference, limitation or exclusion by a class; different terms or rules
 * that fall on one class (a double deposit by zip code "you know the ones", a cooking-smell deposit for South Asian
 * tenants, a liability policy for wheelchair users, kids barred from riding bikes anywhere on the grounds);
 * steering (by the agent or the leasing office, including "protective" steering); a false "leased" or "pending";
 * barred questions (disability and treatment history, diagnosis, "are you expecting?"); refused accommodations or
 * modifications (parking space, ESA letters, grab bars at the tenant's cost); harassment (24 CFR 100.600), quid pro
 * quo, a provider's failure to act on a neighbor's slurs (100.7), retaliation for a HUD or fair housing complaint
 * and threats (100.400, 3617), including a threat to call immigration. An ad for a room or unit in a dwelling the
 * poster does not live in is a dwelling of its own, so a limit there is block; the advertising ban (3604(c)) also
 * reaches an owner-occupied duplex, so the Mrs. Murphy setting does not make an ad lawful.
 * warn: a description of who lives there or who the home suits with no stated limit ("mostly white enclave",
 * "predominantly Black homeowners", "perfect for a couple of college girls", "suits empty nesters best", "not
 * really a family neighborhood", "best suited to a fit, active tenant"), and a blanket criminal-record or arrest
 * bar (HUD 2016 criminal-records guidance, disparate impact, filed under race).
 * ok: equal-treatment and inclusion statements; terms the 1995 memo accepts (family room, master suite, walking
 * distance, views, jogging/stroll) and look-alikes that use class words for the property or the place (Spanish
 * Mission revival, Black Hills, Black Elk Peak, Christian Street trinity, St. Mark's Hospital, Temple Square,
 * gentleman's farm, butler's pantry and widow's walk, mother-in-law suite, Deaf Smith County, Indian Hills, Sweet
 * Auburn, Little Italy); accessibility features described; accommodations and modifications granted; assistance
 * animals without fees; lawful HOPA 55+ and 62+ with verification stated; a housemate limited by sex or children in
 * the author's own home (Roommates.com, 9th Cir. 2012); individualised criminal screening applied to all; a
 * current-illegal-drug-use question (100.202(c)(3)); occupancy by the local code; interpreters and translated
 * leases; a religious organisation's priority for members in non-commercial housing (3607(a)).
 *
 * Part A (this file) covers the federal classes; part B (review-47-b.ts) the state classes, evasions, Spanish and
 * other languages (see its header for the states used).
 */
const REVIEW_47_A = parseCorpus(`
# race
block race fha3604c | Just listed in Whitfield Estates! 4 bed, 2.5 bath colonial on a quiet cul-de-sac, new roof in 2022, quartz kitchen, fenced yard. The sellers have been here 38 years and really want to pass it on to a white family like theirs, so keep that in mind when you write offers. Open house Sunday 1-4, bring your pre-approval!
block race cfr10070 | Hi all, quick note on the two new listings. For my Black buyers I'd honestly skip Ridgeview Court and look at the Parkside one instead; the folks on Ridgeview aren't super welcoming and I want you to feel at home. Showings start Thursday, reply to book.
block race fha3604c | Updated 2BR duplex on Mercer St, $1,200/mo, water included, off-street parking, new washer/dryer. Owner lives in the other half and is particular, so no urban crowd please, she's looking for someone from a similar background. Text Dana to set up a viewing.
block race cfr10080 | Front desk notes for the weekend: the 1BR on 3 is still open and we're showing it Saturday and Sunday. If the Black gentleman from Tuesday calls back, tell him it's been leased and offer to add him to the waitlist.
block race fha3604c | Golden hour at 412 Birchwood 🌅✨ One of the last streets on this side of town that hasn't changed, if you know what I mean 😉 Hardwoods, sunroom, detached garage. DM for the private showing link! #justlisted #bungalowlove #oldneighborhood
block race cfr1007 | Re: your complaint about the man in 3A shouting racial slurs at your kids in the parking lot. Management doesn't get involved in disputes between neighbors, and if you keep calling the office about it we'll have to think about whether renewing your lease makes sense.
block race fha3604c | MLS private remarks: Seller asks that every offer include a family photo and a personal letter so she can be sure the next owners are a good fit for this long-established neighborhood. Survey on file, roof 2019.
warn race fha3604c | About the neighborhood: Glenmoor Park is a tight-knit, mostly white enclave of 1950s ranches with big oaks, a Friday farmers market, and an easy ten minutes to downtown.
warn race fha3604c | Gorgeous parlor-floor rental in a landmarked brownstone: 11-foot ceilings, original mantels, shared garden. The block is predominantly Black homeowners and has one of the most active block associations in Harlem.
warn race hudCriminal2016 | 3BR house for rent, $1,650, available 6/1, lawn care included. Background check on all adults; anyone with any criminal record, no matter how old, will be denied, no exceptions.
warn race hudCriminal2016 | Quick facts: no smoking, no vaping, $45 app fee per adult, and any arrest on your record is an automatic decline. Tours Tuesdays and Saturdays.
ok race hud1995 | Just steps from the Martin Luther King Jr. Library and the Juneteenth parade route, with the African American history museum a short bus ride away. Two bedrooms, one bath, updated kitchen.
ok race cfr10070 | Every buyer on this list gets the same listings in your price range, from every part of the county. I don't pick areas for you based on who lives there; tell me your commute, budget and must-haves and I'll filter on those.
ok race hudCriminal2016 | We look only at convictions from the last five years that bear on resident safety or property, weigh each one individually with whatever you want to tell us about it, and never consider arrests that did not lead to a conviction.
ok race hud1995 | Equal Housing Opportunity. Everyone who applies at Fairview gets the same written criteria, the same price, and an answer within two business days, whoever you are and wherever you come from.
ok race hud1995 | Loft in the historic Sweet Auburn district, two blocks from the King birth home, with exposed brick and the original heart-pine floors.
ok race nar10 | Seller's note: offers are reviewed in the order received and judged only on price, terms and financing, so please leave out buyer letters and photos.
# color
block color fha3604c | Roommate wanted for the 2BR condo I own on Fifth Ave (I live across town, this one's a rental). The current tenant is easygoing but would prefer a light-skinned roommate, so mention that when you reach out. $850 + utilities.
block color cfr10070c4 | Per the owner, start the lighter-complexioned applicants on the lake-view side and offer the darker-skinned applicants the units facing the parking lot. The rent is the same, it's just about keeping everyone comfortable.
warn color fha3604c | Lovely 1BR in a quiet fourplex near the college. The other tenants are all pretty fair-skinned grad students who keep to themselves. $975, heat included.
ok color style | Black granite counters, white shaker cabinets, a brown leather-finish island and a bright red front door. Move-in ready!
ok color hud1995 | Log home in the Black Hills with a redwood deck, white-oak floors, and a view of Black Elk Peak from the loft. Available for a long-term lease.
ok color style | Sun-filled corner unit on Whitney Ave, with a Green Line stop at the end of the block and the Red Bank shops a short drive away.
ok color style | Ebony-stained floors, ivory walls and a slate-gray front door give this condo a clean, modern look.
# religion
block religion fha3604c | Spacious 3BR in the Hillcrest section, walking distance to shops and two synagogues. The owner prefers Christian tenants, and we do ask for a pastor's reference with every application. Available August 1.
block religion fha3604c | I manage a 4-bed house on Elm for the owner and rent it by the room. The current housemates are a Christ-centered group, so we're only taking a believer who'll join them for Sunday service and Wednesday night Bible study 🙏 $700/mo all in.
block religion cfr10070 | Since you mentioned you're Muslim, I think you'd be more comfortable in the Westbrook area; there's a mosque there and a lot of families like yours. I'd honestly skip the Briarwood listings.
block religion fha3604b | Clubhouse rules updated for fall: reservations are first come, first served for birthday parties, showers and game nights. Prayer meetings, Bible studies, and Diwali or Eid gatherings are not permitted in the clubhouse. Pool hours stay 9-9.
block religion fha3604c | Welcome to Cedar Knoll! Our residents love the monthly potluck, the walking trails and the community garden. We're a Christian community and ask residents to respect our values, so applicants of other faiths may find another community a better fit.
block religion cfr100600 | Super to the tenant in 5D, by text: take that thing off your door frame or I'll take it off myself. And if I keep seeing your people in the black hats coming and going every Saturday, I'll start writing you up for noise.
block religion fha3604c | Open house this Saturday 11-2 at 88 Kensington! Minutes from St. Paul's and the parish school, and the sellers would love to see it go to a good Catholic family who'll be part of the parish. Light refreshments served.
block religion cfr10080 | Ok so the couple who just toured 2B, the wife wore a headscarf. Tell them we have other applications ahead of theirs and it's probably gone; keep showing it to everyone else.
warn religion fha3604c | Our little cul-de-sac is all LDS families and the ward building is right at the end of the street, so you'll never lack for friendly neighbors or a dinner invite.
warn religion fha3604c | Lancaster County farmhouse on 3 acres with a bank barn and a new well pump. The surrounding farms are almost entirely Amish, so expect buggies on the road and very quiet Sundays.
warn religion fha3604c | Cute 2BR in a neighborhood that's largely Hindu and Sikh families, with the gurdwara and two temples within a mile and a great grocery on the corner.
ok religion hud1995 | Stunning Spanish Mission revival with a bell-tower entry, Cathedral ceilings in the great room and a tiled courtyard fountain, a short drive from Mission San Jose.
ok religion fha3607a | St. Andrew's Lutheran Church has two apartments in its non-commercial parsonage building and gives priority to members of the congregation when one opens up, as the Fair Housing Act's religious-organization exemption allows. Call the church office.
ok religion hud1995 | Ten minutes from Temple Square and a short walk to St. Mark's Hospital. Three bedrooms, two baths, new HVAC.
ok religion fha3604c | Located across from First Baptist; heads up that street parking fills up on Sunday mornings between 9 and noon.
ok religion hud1995 | Holiday open house! Come see 17 Alder Lane decked out for Christmas, with cocoa, cookies and a visit from Santa 🎄 3 bed, 2 bath, huge family room.
ok religion fha3604c | Kosher kitchen with two sinks and two dishwashers, Shabbat-mode oven and fridge, and the building sits inside the neighborhood eruv.
ok religion hud1995 | We welcome residents of every faith and of none. The community room hosts everything from a Bible study to a Ramadan iftar to a secular book club, and anyone books it the same way.
ok religion hud1995 | Charming trinity on Christian Street in Bella Vista: three floors, one room per floor, and a roof deck with skyline views.
ok religion cfr100 | Residents may hang a mezuzah, a wreath, a cross or any other item on their door; the door-decoration rule is the same for everyone.
# sex
block sex fha3604c | Furnished studio over the detached garage, separate entrance, utilities included, $900/mo. Owner lives off-site and is only renting to a female tenant, no men please. Perfect for a nurse or grad student!
block sex cfr100600 | Maintenance says your heater work order is on hold. Honestly, things move a lot faster for tenants who are nice to me, if you get what I'm saying. Come by the office after hours and we'll talk about it.
block sex fha3604c | NOW LEASING 🏠 2BR/1BA in a friendly 8-unit building, laundry on site, $1,300. Ideal for a single professional woman; the owner has found men to be harder on the units.
block sex fha3604b | Rent for the 3rd-floor walk-up is $1,100 for women and $1,250 for men (the owner says guys cost more in wear and tear). Deposit is the same for everyone.
block sex cfr100600 | To the tenant in unit 6: I've noticed you have a lot of male visitors and I don't appreciate it. From now on I'll be stopping by unannounced to check on the unit whenever I see a man's car in your spot.
block sex fha3604c | Posting for the owner: room in a 5BR house by the hospital, $650 incl. utilities. It's all guys right now and the owner wants to keep it that way, so no girls, it just makes things complicated.
block sex cfr100400 | Ms. Alvarez, since you filed that complaint with HUD about Mike's comments during the repair visits, the owner has decided not to renew your lease. Please plan to vacate by the 30th.
block sex cfr10070c4 | As a single woman you'll want one of the units by the front office and the cameras, so I'll only show you those; the back buildings are where we put the guys.
warn sex fha3604c | Two blocks from campus and perfect for a couple of college girls: two bedrooms with big closets, a vanity in the bath, and a well-lit street to walk home on. $1,500/mo, June lease.
warn sex fha3604c | The building is almost all women right now, mostly nurses from St. Luke's across the street, and it's a calm, friendly place to come home to.
ok sex hud1995 | Huge master suite with his-and-hers closets, a finished man cave in the basement, and a she-shed out back for crafts or a home office.
ok sex fha3604c | Housemate wanted: I'm a woman who owns and lives in this 3BR bungalow, and I'm looking for a female housemate to share my kitchen and bath. $750 includes utilities and wifi.
ok sex hud1995 | Gentleman's farm on 12 acres with a horse barn, a bunkhouse and a stocked pond, twenty minutes from the county seat.
ok sex cfr100600 | Our maintenance team schedules every non-emergency entry 24 hours ahead in writing, sends two staff when a resident asks, and lets any resident report harassment straight to the regional office; we investigate every report.
ok sex hud1995 | Walk to Sisters of Charity Hospital, the Brotherhood Winery tasting room and the Boys & Girls Club.
ok sex style | Doorman building with a 24-hour concierge, a package room and a handyman on call.
ok sex style | Original 1924 Craftsman with a butler's pantry, a maid's staircase to the kitchen and a widow's walk overlooking the harbor.
# handicap
block handicap fha3604c | Charming 3rd-floor walk-up in a classic brownstone: skylight, exposed brick, steps to the park. Tenants must be able to climb stairs safely and carry their own groceries up, and the landlord won't rent to anyone with mobility issues.
block handicap cfr100202 | Application (please answer every question): 1. Current address 2. Employer and income 3. Do you or anyone who will live with you have a disability or a history of drug or alcohol treatment? Please list any diagnoses. 4. Number of pets.
block handicap fheo202001 | No pets, period. That includes "emotional support" animals: we don't accept ESA letters or doctor's notes of any kind, so please don't ask.
block handicap fha3604b | Residents who use power wheelchairs or mobility scooters must carry an extra $300,000 liability policy naming the property as insured before move-in.
block handicap cfr100 | Management response: your request to install grab bars and a ramp at your own expense is denied. We don't allow alterations that change the look of the building.
block handicap hudDojRa2004 | Re your request for an assigned parking space near your door: nobody gets assigned spaces, first come first served applies to everyone, and we don't make exceptions for disabilities.
block handicap fha3604c | Independent living at its finest! Residents must be able to live fully independently, with no aides, walkers or wheelchairs. Beautiful 1 and 2 bedroom apartments with daily activities, a shuttle and chef-prepared dinners.
block handicap cfr10070 | Given your daughter's autism, you'd probably be happier at our sister property out on Route 9. It's farther from the other families, and we've had noise complaints here before.
block handicap cfr100400 | Heads up, neighbors: the house at 14 Linden just sold to a company that runs group homes for people with mental disabilities. Let's make sure every agent we know hears we don't want another one on this street, and maybe the HOA can hold up the closing.
block handicap fha3604c | Sunny 2BR garden apartment with a private patio and updated bath, $1,550. Sorry, this unit isn't suitable for anyone on oxygen or with a service animal; the owner is firm on that.
block handicap cfr100202 | Quick question before I approve the tour: what's your diagnosis? The owner likes to know what he's dealing with when someone's on disability.
block handicap cfr10080 | When the blind lady calls back about the 1BR, just tell her it's pending. The owner doesn't want a guide dog in there.
block handicap fha3604c | Renovated, stylish, and NOT a nursing home 😂 No walkers, no wheelchairs, no cane squad; this loft is for people who can handle a spiral staircase. #lofts #downtownliving
block handicap fha3604c | Quiet, mature building of long-term tenants who value their peace, so this is not a good spot for anyone dealing with mental health "issues" or in recovery. 1BR, $1,175, heat included.
warn handicap fha3604c | Rustic A-frame on a steep wooded lot, 40 stone steps from the drive to the door and a ladder to the sleeping loft. Best suited to a fit, active tenant who doesn't mind the climb.
warn handicap fha3604c | Fifth-floor walk-up with killer skyline views, a great fit for someone who's on their feet all day and wants the stairs as a free workout.
ok handicap hud1995 | Wheelchair-accessible ground-floor unit: zero-step entry, 36-inch doorways, a roll-in shower with grab bars, lowered counters and a side-by-side washer and dryer.
ok handicap hudDojRa2004 | Good news: your request for a reserved accessible space in front of Building C is approved, and the sign goes up Monday at no charge to you.
ok handicap fheo202001 | No pets, but assistance animals (service and support animals) are not pets and are welcome with no pet fee or deposit. If your disability isn't obvious, we may ask for reliable information showing the need, and we'll work with you on it.
ok handicap hud1995 | Walking distance to the Metro, the library and the farmers market, with a bike trail right behind the building.
ok handicap cfr100202 | We ask every applicant the same three things: can you pay the rent, will you follow the lease, and do you currently use illegal drugs. We don't ask about medical history or disability.
ok handicap hud1995 | Two-story townhome with the primary bedroom up fourteen carpeted stairs and a half bath on the main floor.
ok handicap hud1995 | Ranch land in Deaf Smith County, Texas: 160 acres with a center-pivot well and a metal barn.
ok handicap cfr100 | Yes, you may install the ramp at your own expense; we only ask that a licensed contractor does the work and that it meets code.
ok handicap hud1995 | Handicap parking space right by the entrance, an elevator to every floor and a ramp at the side door.
ok handicap fha3604c | Open house Sunday 1-3! An ASL interpreter is available on request; just let us know 24 hours ahead.
ok handicap hud1995 | Step-down living room, walk-in pantry, and a sunroom two steps up from the kitchen.
ok handicap fheo202001 | Approved! Your emotional support cat can move in with you, and no pet rent or pet deposit applies.
ok handicap hud1995 | Sweeping mountain views from the living room, and you can hear the creek from the back deck.
# familial_status
block familial_status fha3604c | Cozy 1BR cottage behind the main house, freshly painted, private patio, $1,100 incl. utilities. Perfect for a couple or a single person; the owner works from home and the yard isn't set up for kids, so no children please.
block familial_status fha3604b | Community rules: children must be supervised by an adult at all times in the courtyard, laundry room and parking areas, and kids may not ride bikes, scooters or skateboards anywhere on the grounds.
block familial_status cfr10070c4 | Families with kids go in the first-floor units only; the second and third floors are kept for adults, which keeps the noise complaints down.
block familial_status fha3604c | Quiet mature building, adult lifestyle, no playground nearby, not a fit for families with young children. Newly updated 2BR with a balcony and in-unit laundry, $1,450.
block familial_status fha3602k | Hi! Before we move forward, are you expecting? The owner asked me to check because the unit is only set up for two.
block familial_status fha3604c | 🌿 Cute little studio in the arts district! 450 sq ft of charm, big windows, clawfoot tub. Ideal for a single artist, sorry, no room for strollers or kiddos here! 💕 #studio #artsdistrict #forrent
block familial_status keating1998 | Occupancy limit for the 3BR townhouse (1,400 sq ft): one person per bedroom, and babies count as a full occupant.
block familial_status cfr10080 | Re the single mom with three kids who called about the 3BR: tell her we're full through spring. The couple coming Thursday can still see it.
block familial_status fha3604c | Beautifully kept condo in an adult building. Seller notes the association doesn't allow residents under 18, though visiting grandkids are fine for up to two weeks.
block familial_status cfr100400 | Since you filed that fair housing complaint about the pool rules for children, the owner is raising your rent $300 at renewal. If the kids are such a concern, maybe your family should find somewhere else.
block familial_status fha3604c | Posting for my sister's rental: a room in a 3BR apartment near the medical center, $800. Looking for a grad student or young professional, no single parents with kids.
block familial_status fha3604c | New pocket listing in Heron Bay! The community isn't age-restricted, but the HOA and the sellers strongly prefer buyers without school-age children since there are no bus stops and nothing for kids to do.
warn familial_status fha3604c | Sleek one-bedroom loft with polished concrete floors and an open sleeping mezzanine, perfect for a couple or a young professional. $1,700/mo.
warn familial_status fha3604c | The building is mostly retirees and empty-nesters these days, so the halls are very quiet.
warn familial_status fha3604c | Not really a family neighborhood: more bars and breweries than playgrounds, and most of the folks on the street are twenty-somethings.
warn familial_status fha3604c | Honestly this one suits empty nesters best: two bedrooms, no yard to mow, and the HOA handles the snow.
ok familial_status hud1995 | Family room with a gas fireplace opens to the kitchen; upstairs are three bedrooms including the master suite, plus a bonus room over the garage.
ok familial_status hopa | Sunset Ridge is a 55-and-older community run under the Housing for Older Persons Act: at least 80% of occupied homes have a resident 55 or older, we verify ages with ID at move-in and resurvey every two years, and our age policy is published in the HOA rules.
ok familial_status hopa | 62+ senior apartments: every resident must be 62 or older, verified at lease-up, as HOPA allows. Heat, hot water and the Tuesday shopping shuttle included.
ok familial_status keating1998 | Occupancy follows the city housing code: up to five people in this two-bedroom, infants under one aren't counted, and families with children are always welcome.
ok familial_status hud1995 | Fenced backyard with a playset, cul-de-sac location, and a five-minute walk to Hawthorne Elementary.
ok familial_status style | Mother-in-law suite over the garage with its own entrance and kitchenette, ideal as a guest apartment, home office or rental income.
ok familial_status hud1995 | Grandparents, new parents, roommates, singles, big families: if you meet the income and credit criteria, you're welcome to apply for this 4BR.
ok familial_status cfr100 | Quiet hours are 10 pm to 7 am for every unit, and we enforce them the same way for everyone.
ok familial_status fha3604c | Room for rent in the house I own and live in: I work nights and we'd share the kitchen and bath, so I'm looking for one quiet housemate, no kids or partners moving in. $650.
ok familial_status hud1995 | The fourth bedroom works as a nursery, a home gym or an office.
# national_origin
block national_origin fha3604c | 2BR upper flat, $1,250, heat included. Must speak fluent English, the landlord doesn't want to deal with accents or translators. Credit check required.
block national_origin fha3604b | Tenants from India and Pakistan pay an extra $300 cleaning deposit because of cooking smells. All other deposits are standard.
block national_origin fha3604c | Owner financing available! No Chinese buyers please, the seller has had bad experiences with overseas investors. Motivated seller, bring all offers.
block national_origin cfr10070 | Hi María, I'd focus on the east side; it's where most Hispanic families buy and you'll feel more at home. The west side listings really aren't for you.
block national_origin hudNo2016 | Notice posted in the laundry room: English only in the common areas. Tenants heard speaking other languages in the hallways will be written up.
block national_origin cfr100400 | Before we renew, everyone in your household needs to show me their papers. If you can't, I'll call ICE myself.
block national_origin fha3604c | Open house this weekend on Maple Street 🇺🇸 The sellers are hoping for an all-American family to carry on the tradition here; foreign buyers need not apply.
block national_origin cfr10080 | Tell the Somali guys the 3BR has been rented, then relist it Monday.
block national_origin fha3604c | Renting out rooms in my investment house near campus (I don't live there). Domestic students preferred, no international students please, the last group left the kitchen a mess.
warn national_origin fha3604c | About the neighborhood: Little Saigon at its best! The block is almost entirely Vietnamese families, with pho on every corner and the Tet festival every spring.
warn national_origin fha3604c | The complex is pretty much all Russian-speaking, so if you're from the old country you'll feel right at home.
warn national_origin fha3604c | Old-school Italian neighborhood, been that way for eighty years: Sunday gravy, bocce at the club, and neighbors who know your name.
ok national_origin hudLep2016 | Se habla español. Our leasing staff speak English, Spanish and Vietnamese, the lease and house rules come in all three, and interpreters for any other language are free on request.
ok national_origin hud1995 | Spanish Colonial revival with a red-tile roof, Moorish arches and a Mexican-tile kitchen backsplash, just off Chinatown's main drag.
ok national_origin hudNo2016 | No SSN? No problem. Foreign passports, consular IDs and ITINs all work for our application.
ok national_origin hud1995 | Walk to Little Italy, the Irish pub on Hudson and the Korean BBQ strip; the Polish deli downstairs makes the best pierogi in town.
ok national_origin style | Dutch Colonial with a gambrel roof, French doors to the deck, a Roman soaking tub and a Swiss-chalet-style garden shed.
ok national_origin cfr100 | Every applicant, whatever their background, must show income of 2.5x the rent and pass the same credit check; foreign income and bank statements are fine with a translation.
ok national_origin hudLep2016 | We're happy to show this home in Mandarin or Cantonese; our agent Li is available on weekends.
ok national_origin hud1995 | Indian Hills Country Club views from the back patio, golf cart included.
ok national_origin hudNo2016 | Need a co-signer? Family abroad can co-sign with foreign bank statements, and we'll walk you through it in English or Tagalog.
`);

export const REVIEW_47 = [...REVIEW_47_A, ...REVIEW_47_B];

/**
 * First measure, before anything was tuned or trained on this set, with nothing of it read: at d47757a1
 * (rules, and readers trained on every set but this one and review-48), 102 of 111 caught, 70 of 87 blocked,
 * 3 of 79 flagged; the rules alone 91/111, 67/87, 2/79 (82.0 / 77.0 / 2.5). The same set read at 7dbc9e8,
 * with the same rules and the readers before their blind view (f195d54c), gave 104/111, 70/87, 2/79 (93.7 / 80.5 / 2.5).
 */
export const FIRST_MEASURE_47 = {
  commit: 'd47757a1',
  violations_caught_pct: 91.9,
  exclusions_blocked_pct: 80.5,
  false_alarms_pct: 3.8,
} as const;
