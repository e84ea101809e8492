import { parseCorpus } from './corpus';
import { REVIEW_45_B } from './review-45-b';

/**
 * Review set 45, written blind. Its author read only: corpus.ts (the line format and parseCorpus); lines 1-45 of
 * review-36.ts (printed with sed, its header comment only, for the label conventions; none of its sentences); lines
 * 230-275 of packages/contract/src/listing.ts, which hold FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES;
 * and the key names of SOURCES (printed by a one-line script, needed for valid source ids; sources.ts was not
 * opened). No rule, vocabulary, pattern, engine, test, jurisdiction table or other corpus file in
 * packages/compliance was opened or grepped, no web or library search was made for example sentences, and no
 * sentence was run through the checker: every line was written by hand. One thing was seen by accident: the subject
 * line of the branch's latest commit (printed by git log -1 while checking the branch), which names some shapes a
 * recent change targeted; the draft of this set was already written by then and was not changed to follow it.
 *
 * Emphasis: what an agent's social posts and property pages really contain. Most lines are whole Facebook
 * Marketplace listings, LinkedIn posts, X posts, Instagram captions and "About this home" paragraphs, with price,
 * beds and baths, finishes, schools, commute, open-house times and emoji; in the violations the unlawful part is a
 * small piece of an otherwise ordinary post. Some lines are the agent's other outputs: an email reply to a lead, a
 * text to a seller about who is touring, a message to a tenant, an open-house sign-in follow-up.
 *
 * Labels follow review-36's conventions. block: an explicit or coded preference, limitation or exclusion by a
 * class, different terms or charges, steering, a false "sold" or "offers already in", a question about a class,
 * refused accommodations and modifications, harassment and quid pro quo, retaliation and threats, and a provider
 * who will not act on a neighbour's slurs (24 CFR 100.7). A unit that is not a room in the author's own home is a
 * dwelling of its own, so a limit there is block even where the owner lives on the lot (3604(c) has no Mrs. Murphy
 * exemption). warn: a description of who lives there or whom the home suits, a blanket criminal-record or arrest
 * bar (HUD 2016, filed under race), and a police-call count that includes domestic calls (HUD 2016 nuisance
 * guidance, filed under sex). ok: equal-treatment and inclusion statements, the 1995 memo's acceptable terms,
 * look-alikes (material colours, place and street names, architecture styles), HOPA 55+ and 62+ with a verified
 * policy, accessibility features, granted accommodations, a roommate preference in the author's own home, screening
 * applied to all, individual criminal-record review, occupancy by local code, language access, a religious
 * organisation's non-commercial preference under 3607(a), and a search near a place of worship the buyer asked for.
 *
 * Which states protect a state class (review-45-b.ts) is the author's own reading of the state codes, not the
 * project's jurisdiction table; the lead should check the @XX lines against that table before reading a miss there
 * as the checker's fault.
 */
const REVIEW_45_A = parseCorpus(`
# Race: listings, posts and property pages
block race fha3604c | 🏡 JUST LISTED in Brookfield Estates! 4 bd / 2.5 ba, 2,310 sq ft, quartz counters, new roof in 2023, 3-car garage, $415,000. The HOA keeps this neighborhood exactly the way it has always been, none of the urban crowd creeping in from Route 9. Open house Sunday 1-4, DM me to get on the list!
block race cfr109 | Rare find in Hollis Park, a restricted neighborhood in the best sense 😉 3 bd, 2 ba brick colonial, 1,980 sq ft, hardwoods throughout, walk to Hollis Elementary. Offered at $389k, showings by appointment only.
block race cfr10070 | Thrilled to have helped 37 families find homes this year! My niche is white families relocating from the city who want a suburb where they will feel at home, and I know exactly which subdivisions to show them. Reach out if you or someone you know is making the move in 2025. #realestate #relocation
block race fha3604b | 2 bd / 1 ba garden apartment on Linden Ave, $1,450/mo, heat and water included, laundry on site. Standard deposit is one month, but applicants coming out of the Southside projects pay two months and need a co-signer. Apply online today!
block race fha3604c | 🔥 FOR RENT 🔥 Renovated 3 bd duplex in Westgate, $1,750/mo, new kitchen, fenced yard, off-street parking. Looking for clean, respectful people, no ghetto behavior or thug types, the neighbors here are very particular. Message me for an application.
warn race fha3604c | About this home: Tucked into Fairhaven's oldest block, where nearly all the neighbors are white retirees who have known each other for forty years. 3 bd, 2 ba, 1,720 sq ft, sunroom, detached garage, $312,000.
ok race fha3604c | We welcome every buyer and renter regardless of race, color, religion, sex, disability, familial status or national origin. Equal Housing Opportunity 🏠 3 bd / 2 ba condo in Midtown, $329,900, open house Sunday 12-3.
ok race hud1995 | The Martin Luther King Jr. Blvd corridor is booming! 🏙️ 1 bd loft, 780 sq ft, exposed brick, 14-ft ceilings, $1,550/mo, half a block from the new light rail stop and the King branch library.
ok race nar10 | As a REALTOR I follow Article 10 of the NAR Code of Ethics: I will show you every home that fits your budget and must-haves, in every neighborhood you ask about, and I'll answer questions about schools and commute with facts, not opinions. Let's find your place! #fairhousing

# Race: emails, texts, tenant messages
block race cfr10070 | Hi Marcus, thanks for asking about 118 Pine Street! Honestly, since you mentioned you and your wife are Black, I think you'd be more comfortable over in Eastview, so I've pulled five listings there for you instead. Let me know what works for a tour this weekend.
block race cfr10080 | Hi Donna, quick update: the 3pm couple is Black, so I told them we already have a signed contract and kept the 5pm slot for the Hendersons. Will call after!
block race cfr1007 | I understand the man in 4B keeps yelling the N-word at you and your kids, but that's really between neighbors and management doesn't get involved in personal disputes. Maybe keep your door closed for now?
block race cfr100400 | Heard you filed a fair housing complaint about the pool rules after what the manager said to your son. Just so you know, the owner isn't planning to renew anyone who makes trouble like that.
ok race nar10 | Thanks for stopping by 42 Alder Lane on Saturday! I've attached the disclosures, the HOA budget and the school boundary map. If you'd like to see similar homes in other parts of town too, I'm happy to set up tours anywhere you're interested.

# Criminal records and nuisance calls
warn race hudCriminal2016 | Spacious 2 bd, 1 ba upper flat, $1,295/mo, hardwood floors, new windows, off-street parking. Requirements: 3x rent in income, no evictions, and no criminal record of any kind, no exceptions. Apply at the link in our bio.
warn race hudCriminal2016 | Thanks for touring Parkside Lofts! Please note we automatically deny anyone with an arrest on their record, even without a conviction, so please don't apply if that's you.
ok race hudCriminal2016 | Screening at Parkside Lofts: we never use arrest records, and for convictions we look at each applicant individually, weighing what happened, how long ago, and any evidence of rehabilitation or references you want to share. 2 bd units from $1,650, open house Saturday 10-1.
warn sex hudNuisance2016 | Lease highlights for Creekside Townhomes: three police calls to your unit in 12 months, domestic calls included, are grounds for non-renewal. 2 bd, 1.5 ba from $1,350/mo, pool and playground on site.

# Colour
block color fha3604c | Room for rent in a 4 bd house I manage in Fairview (the owner lives out of state), $725/mo incl. utilities and Wi-Fi, shared kitchen, off-street parking. Owner prefers fair-skinned tenants so everyone blends in. Text me to see it!
block color cfr10070 | Both offers came in at $402k, but the lighter-skinned couple seemed more your kind of people, so I'm going to tell the other agent we went with a stronger offer. Sound good?
block color fha3604c | Hi Jasmine, thanks for your interest in the Elm Street duplex. Unfortunately the owner has asked me to only show it to light-complexioned applicants, so I don't think it's going to be a fit. Good luck with your search!
warn color fha3604c | ✨ Bright, airy and light, just like the neighbors 😏 ✨ 3 bd / 2 ba in Rosewood, 1,850 sq ft, white oak floors, chef's kitchen, $339k. Open house Saturday 11-2! #rosewood #justlisted
ok color hud1995 | 🖤🤍 Kitchen goals: matte black fixtures, white shaker cabinets, charcoal quartz and a brown leather banquette that conveys. 4 bd, 3 ba, 2,640 sq ft in Laurel Creek, $529,000. Link in bio for the full tour!
ok color hud1995 | Charming colonial on Whitehall Road, steps from Brownstone Park: 3 bd, 1.5 ba, black shutters, red front door, original hardwood, $374,500. Walking distance to the Blackstone Library and the Saturday farmers market.
ok color hud1995 | Black Friday open house! 🛍️ Stop by 910 Greenbriar Court this Friday 10-2 for cider and a look at this 2 bd townhome, $249,900, with a brand-new white subway-tile backsplash.
ok color fha3604c | Thanks to everyone who came to the White Plains open house! The sellers welcome offers from every buyer, and we weigh each offer on price, terms and timing only. Highest and best due Monday at 5.

# Religion
block religion fha3604c | Charming 2 bd bungalow on Oak Street, $1,600/mo, updated bath, big front porch, half a mile to St. Anne's. Looking for a good Christian tenant who will respect the home and the neighbors 🙏 Serious inquiries only.
block religion fha3604b | Exciting news for our Cedar Park West townhomes! Members of Grace Fellowship get first pick of lots and a $5,000 design credit before public release. Everyone else can join the waitlist for phase two. #newconstruction
block religion fha3604c | New 1 bd near campus, $1,250/mo 🚲 in-unit laundry, bike storage, and a quiet building with no Friday prayer crowds or loud holidays. DM for details #rental #campusliving
block religion fha3604b | About the community: The Willows clubhouse can be reserved by any resident for birthday parties, showers and game nights. Bible studies, iftars, Shabbat dinners and other religious gatherings are not permitted.
block religion cfr10080 | The family at 2 (the mom in the headscarf) asked about making an offer, so I told them there were already multiple offers over asking and they backed off. We're good 👍
block religion fha3604c | Happy to set up a showing at 55 Chestnut! Before I do, can you tell me which church you attend? The HOA here is pretty tight-knit and I like to make sure buyers will fit in.
block religion cfr100400 | Rabbi or not, the menorah comes out of the front window this week or I'll be recommending that the owner not renew your lease.
warn religion fha3604c | About this home: Classic brick two-flat in the heart of the parish, where most of the block is Irish Catholic families who've been here for generations. 4 bd total, 2 ba, 2,200 sq ft, $459,000.
warn religion fha3604c | Walkable to three synagogues and the kosher bakery on Elm, this 5 bd home is a perfect fit for an observant Orthodox family. 3,100 sq ft, two kitchens, finished basement, $715k.
ok religion hud1995 | Steps from St. Mark's Cathedral and the Saturday farmers market, this 2 bd, 2 ba condo has 1,150 sq ft, a private balcony and a deeded parking spot. $285,000. Open house Sunday 1-3!
ok religion hud1995 | 😍 Cathedral ceilings, a stone fireplace and a family room that opens to the deck. 4 bd, 3 ba, 2,480 sq ft in Sugar Hill, $468,000. Ten minutes to Temple Beth El, the Islamic Center and the new Costco.
ok religion fha3607a | About St. Brendan's Residence: owned and operated by St. Brendan's Parish as non-commercial housing, and as 42 U.S.C. 3607(a) allows it gives preference to parish members; parish membership is open to everyone regardless of race, color or national origin. 1 bd units, $900/mo.
ok religion hud1995 | Holiday open house at 14 Holly Lane this Saturday 12-3! 🎄 Cocoa, cookies and a look at this 3 bd ranch, $298k, on the street famous for its Christmas lights. Everyone welcome.
ok religion fha3604c | Thanks for coming to Sunday's open house! You asked for something close to your mosque, so I've attached every active listing within two miles of it plus a few just outside that range, and I'm glad to show any of them.
ok religion hud1995 | Sunday open house 1-4 at 301 Parish Road, right after the late service at First Presbyterian next door ⛪ 3 bd, 2 ba, 1,640 sq ft, new HVAC, $334,900.

# Sex
block sex fha3604c | Garage studio behind my house in Maplewood, $1,100/mo, private entrance, kitchenette, utilities included 🌿 Female tenant only since I live on the property. Message me to set up a time!
block sex fha3604c | Bachelor-ready 1 bd loft downtown 🍻 $1,700/mo, exposed brick, rooftop deck, gym. Ladies need not apply lol #downtownliving #forrent
block sex fha3604b | Rental requirements for Oakview Apartments: 3x rent in income, good rental history, and female applicants must add a husband or father as co-signer. 1 and 2 bd units from $1,100.
block sex cfr100600 | Hey Kayla, I can knock $200 off next month's rent if you come by for a drink some evening 😉 just between us.
block sex fha3604c | Thanks for your interest in the Maple loft! Heads up that the landlord prefers a single guy for this one, he says men are easier on the place. If you have a boyfriend or brother who could be the main applicant, that would help.
warn sex fha3604c | The ultimate bachelor pad 🕶️ 2 bd, 1 ba, 1,020 sq ft, wet bar, 75-inch TV mount, two blocks from the sports bars on Fifth. $1,900/mo, available June 1. #bachelorpad
ok sex fha3604c | Renting the spare room in my own 3 bd condo where I live, $800/mo incl. utilities, shared bath and kitchen. Female roommate preferred since we'll be sharing a bathroom. Quiet, no smoking, near the Blue Line.
ok sex hud1995 | Master bedroom with his-and-hers walk-in closets, a soaking tub and a private deck 🌅 4 bd, 3.5 ba, 3,050 sq ft in Summit Ridge, $612,000. Two blocks from the Boys & Girls Club and Westfield Middle School.
ok sex hud1995 | Gentleman's farm on 12 rolling acres outside Lexington: 3 bd farmhouse, bank barn, four-board fencing and a pond, $689,000. Mother-in-law suite over the garage.
ok sex hud2021 | Welcome to Harbor Point! We rent to every qualified applicant regardless of sex, sexual orientation or gender identity, and our maintenance team is trained on respectful, harassment-free service. Studios from $1,250.

# Handicap
block handicap fheo202001 | Sunny 2 bd, 1 ba in Riverbend, $1,375/mo, dishwasher, central air, on the bus line. Strictly no animals, and that includes so-called emotional support animals, no doctor's note will change it.
block handicap fha3604b | Accessibility at The Madison: wheelchair users are welcome but must carry additional renter's insurance and pay a $500 floor-protection deposit. 1 bd units from $1,450.
block handicap fha3602h | Cozy studio in a quiet building, $995/mo, all utilities included ☕ No one with mental health issues please, we had a bad experience last year.
block handicap fha3604c | 4th-floor walk-up in the East Village, $2,450/mo, exposed brick, great light. Must be able-bodied and fully independent, no live-in aides or caregivers.
block handicap cfr100202 | Happy to set up a tour of Unit 4! Before we do, the owner likes to know what your disability is and what medications you take, just so there are no surprises.
block handicap cfr10070 | The lady touring at 4 uses a walker, so I'll steer her to the single-level on Birch Ct. instead. Don't want her falling on your stairs and blaming us!
block handicap cfr100 | Re: your request to install grab bars in the bathroom: we don't allow any alterations to the units, even at the tenant's own expense. Sorry we can't help.
block handicap hudDojRa2004 | Re: parking: I understand your mobility issue, but we can't assign you a spot near the entrance. Parking is first come, first served for everyone, no exceptions.
warn handicap fha3604c | Hillside retreat with 42 steps up from the street and a three-level floor plan: ideal for an active, able-bodied buyer. 3 bd, 2 ba, 1,900 sq ft, panoramic views, $545k.
ok handicap hud1995 | 4th-floor walk-up, no elevator, with a walk-in closet, skylights and a roof deck 🌇 1 bd, 650 sq ft, $1,800/mo. Walking distance to the river path and the jogging trails.
ok handicap cfr100 | Accessible living at Juniper Court: zero-step entry, 36-inch doorways, roll-in shower, lever handles and lowered kitchen counters. 2 bd, 2 ba, 1,180 sq ft, $1,650/mo. Reasonable accommodation requests are welcome at any time.
ok handicap fheo202001 | Pet policy: one cat or dog under 40 lb, $35/mo pet rent. Service animals and assistance animals are not pets, so no pet rent, deposit or breed limits apply to them.
ok handicap hudDojRa2004 | Following up on your request: the owner has approved a reserved accessible parking space by the front entrance for you at no charge, and the sign goes up Friday.
ok handicap hud1995 | Near Mercy Hospital and the Blind Brook trailhead, this 3 bd split-level has a new furnace, fenced yard and a two-car garage. $429,000. Open house Saturday 10-12.
ok handicap cfr100 | Open house Saturday 1-4 at 77 Aspen Way! An ASL interpreter is available on request, just text us by Thursday. Single-level ranch, 3 bd, 2 ba, wide hallways, $365,000.
ok handicap cfr100 | Hi Tom, good news: the seller has agreed to let your contractor widen the bath doorway and add a ramp at the side door before closing, at your cost as we discussed. Inspection is Tuesday at 10.

# Familial status
block familial_status fha3604c | 2 bd / 1 ba upstairs unit in Glenwood, $1,350/mo, new carpet, off-street parking. Ideal for a couple, no kids please, the downstairs tenant works nights and needs quiet.
block familial_status cfr10070c4 | About leasing at Pine Hollow: families with children are placed in Building D near the playground so the other buildings stay quiet. 1, 2 and 3 bd units from $1,050.
block familial_status fha3604c | Adult-community vibes only 🥂 21+ building, 1 and 2 bd units from $1,600, rooftop lounge, dog park, EV charging. #luxuryliving #nokids
block familial_status fha3604b | Rent $1,400/mo, security deposit $1,400, plus an additional $300 deposit for each child under 12. Fenced yard, washer/dryer, 3 bd / 1 ba.
block familial_status fha3604c | Excited to launch The Vireo: 96 boutique condos for the grown-up buyer, from $499k. We're being selective here, so no strollers crowding the lobby and no tricycles in the halls. DM me for the broker preview!
block familial_status keating1998 | Thanks for your application! How many children will be living with you, and how old are they? The owner limits the 2 bd to one child.
block familial_status cfr10070 | The couple touring at 2 has three little ones. I'll make a point of the busy road and the pool with no fence so they lose interest 😬
block familial_status fha3602k | Congratulations! Quick question: is the baby due before move-in? If so the owner will want to re-review the application.
warn familial_status fha3604c | Perfect for empty nesters! 🪴 Low-maintenance 2 bd, 2 ba patio home, 1,400 sq ft, HOA covers lawn and snow, $319,000. Walk to the golf course and the library.
ok familial_status hud1995 | Family room with a gas fireplace, a fenced backyard with a playset, and Lincoln Elementary 0.4 miles away 🏫 3 bd, 2 ba, 1,760 sq ft, $342,000. Open house Sunday 2-4!
ok familial_status keating1998 | Occupancy follows the City of Springfield housing code (two persons per bedroom, plus one), applied the same way to every household. 2 bd, 1 ba, $1,250/mo, on-site laundry.
ok familial_status hopa | Sunridge Village is a 55+ community under the Housing for Older Persons Act: at least 80% of homes have a resident 55 or older, and we verify ages at application under our published policy. 2 bd villas from $279,000.
ok familial_status fha3604c | Families, singles, roommates and retirees all welcome! 3 bd townhome, $2,100/mo, 1,500 sq ft, attached garage, 5 minutes to Riverside High and the Y.
ok familial_status hud1995 | Bonus nursery or home office off the primary bedroom, a mudroom with cubbies, and a finished basement rec room 🧸 4 bd, 2.5 ba in Maple Grove, $455k.
ok familial_status hopa | Evergreen Terrace is a 62+ community for older persons under HOPA; every resident is 62 or older, verified under our published policy. 1 bd apartments from $1,050/mo, shuttle to the senior center.
ok familial_status fha3604c | Thanks for signing in at Sunday's open house! You mentioned twins on the way, so I've attached the lot size, the fenced-yard photos and the Oakmont Elementary boundary map. Happy to answer anything.

# National origin
block national_origin hudNo2016 | Updated 1 bd apartment near the medical center, $1,150/mo, all utilities included. Applicants must speak fluent English with no accent, no exceptions, the owner handles everything by phone.
block national_origin fha3604c | 🌟 2 bd / 2 ba condo, $1,950/mo, in-unit laundry, garage parking, pool. American-born applicants preferred. #forrent
block national_origin fha3604c | ✨ 3 bd townhome in Ridgeview, $2,400/mo ✨ Fresh paint, new appliances, two-car garage. We're keeping this community for locals, not the new arrivals from overseas. Full tour in the reel!
block national_origin cfr109 | About the neighborhood: the Hillcrest association prefers owners of European descent to preserve the neighborhood's historic character. 5 bd Tudor, 3,400 sq ft, $925,000.
block national_origin cfr10070c4 | I specialize in helping Chinese buyers find homes in Irvine's best neighborhoods. Call me and I'll make sure you end up in the tracts where your neighbors share your culture! 🏡
block national_origin fha3604b | Hi Mr. Hernandez, for your application the owner will need a copy of your passport and proof of status. For other applicants a driver's license is fine, but with your last name he wants to be careful.
block national_origin cfr10070 | The Indian family that toured loved the kitchen, but I told them the HOA is very strict about cooking smells and they'd probably be happier somewhere else 👍
warn national_origin fha3604c | Heart of Little Saigon: this 3 bd, 2 ba, 1,600 sq ft home sits on a block that is almost entirely Vietnamese families. Walk to the pho shops and the Bolsa Ave plazas. $799,000.
warn national_origin fha3604c | About this home: Lovingly kept bungalow on a street of mostly Polish and Ukrainian neighbors who keep their yards immaculate. 2 bd, 1 ba, 1,040 sq ft, new roof, $219,900.
ok national_origin hudLep2016 | Hablamos español! We also provide the lease and house rules in Vietnamese and Chinese, and a phone interpreter for any language at no cost. 2 bd units from $1,300/mo.
ok national_origin hud1995 | French doors to an English garden, Italian marble baths and a Spanish-tile roof: this 4 bd, 3 ba Mediterranean off Coral Way is $1.2M. Walk to Little Havana's cafecito windows.
ok national_origin hudNo2016 | Application info: we accept an ITIN or an SSN, and any government-issued photo ID from any country. Income 2.5x rent, applied to every applicant.
ok national_origin hud1995 | Steps to Chinatown's dim sum spots and the Dutch Colonial library 🥟 1 bd, 1 ba, 720 sq ft, $1,700/mo, hardwood floors, laundry in building.
ok national_origin hudLep2007 | Thanks for visiting! As you asked, the disclosure packet is attached in both Arabic and English, and we can bring a Somali interpreter to your second showing.
ok national_origin hud1995 | New listing in German Village 🌷 Italianate brick 3 bd, 2 ba, 1,900 sq ft, slate roof, courtyard garden, $569,000. Walk to Schiller Park and the Book Loft.

# Screening, shops and equal-treatment posts
ok - fha3604b | Income requirement is 3x rent for every applicant, and we run the same credit and rental-history checks for everyone. 1 bd, 1 ba in Brookside, $1,200/mo, parking included.
ok - hud1995 | Senior discount Tuesdays at the Harvest Market two blocks away, plus walking distance to the Riverwalk jogging trails 🏃 Updated 2 bd condo, 1,050 sq ft, $239,000.
ok - nar10 | Proud to serve on the fair housing committee for our county board of REALTORS this year. Every buyer deserves to see every home they can afford, and every seller deserves every qualified buyer. #fairhousing #realestate
ok - fha3604c | Hi Priya, thanks for the lead form! I'd love to help you find a 3 bd near the Route 1 corridor under $450k. I'll send listings from every town on that commute and we can narrow it down together. What days work for tours?
ok - hud1995 | 📍 Pleasant Valley: 3 bd, 2 ba ranch, 1,580 sq ft, new roof and water heater, $310,000. Walk to St. Joseph School, the YMCA and the Old Mill playground. Open house Saturday 1-3!
# More ok posts: churches, schools, accessible homes, colours and place names
ok religion hud1995 | Sunday strolls to Our Lady of Guadalupe and brunch on Mission Street ☀️ 2 bd Victorian flat, 1,100 sq ft, bay windows, in-unit laundry, $3,400/mo. #sfrentals #missiondistrict
ok familial_status hud1995 | Walk to Jefferson Elementary, Hamilton Middle and the Little League fields! 4 bd, 2.5 ba colonial, 2,450 sq ft, finished basement, new deck, $489,000. Open house Saturday 12-2.
ok - hud1995 | Just closed on a 1924 craftsman in Old Town for two first-time buyers who stuck with me through eight months and three bidding wars. Congrats, and enjoy that clawfoot tub! #firsttimehomebuyer
ok handicap cfr100 | New listing: single-story 2 bd with a roll-in shower, grab bars and a no-step garage entry ♿ $299k in Cedar Hills. #accessiblehomes #justlisted
ok color hud1995 | Redwood deck, Black Mountain views and a white picket fence 🏡 3 bd, 2 ba cabin, 1,450 sq ft, wood stove, $435,000, twenty minutes to downtown Asheville.
ok national_origin hud1995 | Cape Cod-style 3 bd on Jamaica Avenue, 1,600 sq ft, dormers, updated bath, $675,000. Two blocks from the J train and the Queens library branch.
ok race hud1995 | Plantation shutters, crown molding and a screened back porch 🌿 3 bd, 2 ba, 1,820 sq ft in Magnolia Park, $365,000. Walk to the greenway and Magnolia Park Elementary.
ok familial_status fha3604c | Hi Dana, on your question about schools: attached are the district's published ratings and boundary maps for all three homes. I don't rank neighborhoods myself, but I'm glad to connect you with the district office.
ok handicap hudDojRa2004 | Quick note for you both: the buyer's lender wants the side-entrance ramp to stay with the house, and the buyer's service dog will come along to Thursday's inspection. All good on your end?
ok religion fha3604c | Open house Saturday 10-1 AND Sunday 2-4, so whatever your weekend looks like there's a time that works 🗓️ 3 bd, 2 ba, 1,540 sq ft in Westbrook, $319,900.
ok - hud1995 | Walk to Sprouts, the senior center's pickleball courts and the Greenway from this 2 bd, 2 ba end-unit townhome, 1,280 sq ft, $289,000. HOA covers exterior and roof.
ok sex hud1995 | SOLD! 🎉 Congrats to Jen and Maria on their first home, a 2 bd bungalow in Ladd's Addition with a rose garden out front. So happy for you two!
ok familial_status hud1995 | Playground, splash pad and the Eastside Library's story time are all within a 5-minute walk 🛝 2 bd, 2 ba condo, 1,010 sq ft, $1,875/mo.
ok national_origin hudLep2016 | Our brokerage now offers showings and document walkthroughs in Spanish, Tagalog, Korean and Vietnamese, with interpreters for other languages on request. Reach out to book a tour in your language.
ok race fha3604c | Tours today at 11, 1 and 3, all pre-approved, and I'll send feedback after each one. Per fair housing rules I won't pass along anything about the buyers beyond their financing and terms.
`);

export const REVIEW_45: typeof REVIEW_45_A = [...REVIEW_45_A, ...REVIEW_45_B];

/**
 * First measure, before anything was tuned or trained on this set, with nothing of it read: at a1882c0
 * (rules and readers trained on every set but this one and review-46), 86 of 107 caught, 60 of 87 blocked, 1 of 84 flagged; the rules alone 75/107, 56/87, 0/84
 * (70.1 / 64.4 / 0.0).
 */
export const FIRST_MEASURE_45 = {
  commit: 'a1882c0',
  violations_caught_pct: 80.4,
  exclusions_blocked_pct: 69.0,
  false_alarms_pct: 1.2,
} as const;
