import { parseCorpus } from './corpus';
import { REVIEW_44_B } from './review-44-b';

/**
 * Review set 44, written blind. Its author read only: corpus.ts (the line format and parseCorpus); lines 1-45 of
 * review-36.ts (printed with `sed -n 1,45p`, its header comment for the label conventions, none of its
 * sentences); the two arrays FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES in @pp/contract (listing.ts);
 * and the key names of SOURCES, printed by a one-line script (needed for valid source ids; sources.ts was not
 * opened). No rule, vocabulary, pattern, engine, test, jurisdiction table or other corpus file in
 * packages/compliance was opened, no sentence was taken from the web or the library, every sentence was written
 * by hand, and none was run through the checker.
 *
 * The set is written in the voices of different writers: a first-year agent's Instagram captions, an old-school
 * broker's newspaper classifieds with abbreviations, a small landlord's Craigslist ads, a property manager's
 * replies to tenant complaints, an investor's texts to a leasing agent, roommate-wanted posts, HOA board emails,
 * a relocation agent's notes to transferees, leasing agents' voicemail transcripts and a buyer's agent's notes on
 * schools and neighbourhoods, each with lawful and unlawful lines, mostly paraphrased or coded rather than
 * textbook phrasings.
 *
 * Labels follow review-36's conventions. block: an explicit preference, limitation or exclusion by a class,
 * including indirect or coded ones; different terms, rules or charges (42 U.S.C. 3604(b)); steering and
 * assignment to a building or section (24 CFR 100.70, 100.70(c)(4)); false unavailability (100.80); questions
 * about a disability (100.202); refused reasonable accommodations and modifications (HUD/DOJ 2004, 24 CFR
 * 100.203-100.204 filed under cfr100, FHEO-2020-01); harassment and quid pro quo (100.600); a provider's failure
 * to act on a tenant's harassment of another (100.7); retaliation (100.400); evicting a victim for police calls
 * (HUD 2016 nuisance guidance, under sex). A room in a home the author does not live in is a dwelling of its own,
 * so a limit there is block. warn: a description of who lives there or who the home suits, and a blanket
 * criminal-record bar (HUD 2016 criminal-records guidance, filed under race). ok: equal-treatment and inclusion
 * statements, terms HUD's 1995 memo calls acceptable (master bedroom, family room, walk-in closet, mother-in-law
 * suite, jogging trails, walking distance, a church or temple as a landmark, holiday greetings), look-alikes
 * (colours of materials, place, street and district names, architecture styles), HOPA 55+ with a published
 * policy and age verification, accessibility features and priority for accessible units, accommodations and
 * modifications granted, a housemate limited by sex in the author's own home (Roommates.com, 9th Cir. 2012), a
 * religious organisation's preference for its members under 42 U.S.C. 3607(a), lawful screening applied to all
 * (income ratios counting all lawful income, individual criminal-record review, one ID with an ITIN accepted),
 * occupancy per local code (Keating memo 1998) and language access (HUD 2016 LEP guidance).
 *
 * State classes are in review-44-b.ts, each line with the state it is checked in as @XX: block where the author
 * believes the state protects the class, warn where it does not, and a description in a protecting state is warn.
 * Pairs with only the city and state changed: source of income CA/TX, marital status MN/TX, military status
 * NY/TN. States the author takes as protecting: source of income CA, NY, NJ, WA, MA; marital status MN, MI, NY,
 * CA; age NJ, NY, MI; military status NY, WA, CA; sexual orientation and gender identity CA, NY, WA, IL, MN (and
 * HUD 2021 for sex). Texas, Florida and Tennessee are taken as not protecting the class used; which states protect
 * a class is the author's own reading of the state codes, not the project's jurisdiction table, so the lead
 * should check the @XX lines against that table before reading a miss there as the checker's fault.
 */
export const REVIEW_44_A = parseCorpus(`
# Instagram captions from a first-year agent
block familial_status fha3604c | JUST LISTED 🏡✨ sleek 2BR loft downtown, honestly not a stroller-and-sippy-cup situation, this one is for the grown-ups who brunch!! #newagent #justlisted
warn familial_status fha3604c | New listing alert 🔑 quiet top-floor unit and the building is basically all couples with no kids, so peaceful 🙌 #condolife
ok handicap hud1995 | Step-free entry, roll-in shower and lever handles everywhere 😍 accessibility goals! DM me for a private tour #firstlisting
ok - hud1995 | POV: you just found the walk-in closet of your dreams 👗 plus a master suite with a soaking tub. Open house Sat 1-3!
block religion fha3604c | So blessed to list this beauty 🙏 my sellers would love it to go to a fellow believer, so church families slide into my DMs first!
ok religion hud1995 | Steps from St. Anne's, the farmers market and the new library 📚 walk score through the roof!
block race fha3604c | My sellers want the street to stay the way it's always been, if you know what I mean 😉 serious buyers who'll fit right in only
ok color hud1995 | Obsessed with the black quartz counters and white oak floors in this one 🖤🤍 modern farmhouse perfection
warn national_origin fha3604c | Love this pocket of Flushing 🥟 the whole block is pretty much Chinese families and the dumpling spots are unreal
ok national_origin hud1995 | French doors to the deck, an Italian tile backsplash and a farmhouse sink?? I can't 😭 link in bio
warn sex fha3604c | This cozy studio would be perfect for a single gal starting out in the city 💕 pink accent wall included lol
ok religion hud1995 | Merry Christmas and happy holidays from the whole Parkside Realty team 🎄✨ see you in the new year!

# Newspaper classifieds from an old-school broker
block sex fha3604c | APT FOR RENT 1BR w/ heat & hw incl, nr bus, $950/mo. Mature gent pref'd, no lady callers overnight. Call Walt 555-0142.
ok - hud1995 | 3BR/2BA col., fam rm w/ fplc, mstr BR w/ WIC, fin bsmt, 2-car gar. Walk to shops & trails. $389K.
block familial_status fha3604c | 2BR garden apt, lndry on site. Suits 1 or 2 adults, no youngsters or teens, quiet bldg. Refs req.
ok familial_status keating1998 | 2BR apt, occupancy per city code. Heat incl. Equal Housing Opportunity. 555-0199.
block national_origin fha3604c | Studio, furn., $700. Must be native-born & speak Eng. at home. Refs.
block handicap fha3604c | 1BR, $825, gd cond. Tenant must be in good health & capable of independent living, no aides.
ok handicap hud1995 | 3rd fl walk-up, no elev., lots of light, hdwd flrs. $825 incl. heat.
block race cfr109 | Lg 3BR ranch in an exclusive, restricted section. Well-kept, a gentlemen's-agreement kind of street. Principals only.
warn religion fha3604c | Brick semi-det. 4BR, heavily Orthodox area, inside the eruv. Asking $615K.
ok religion hud1995 | Cape Cod, 3BR, 1.5BA, across from Temple Beth El & Lincoln Elem., lg yd, new roof.
warn race hudCriminal2016 | Rm for rent, $600. Employed, N/S, no criminal bkgrd of any kind, no excep.
ok sex hud1995 | Split-level w/ mother-in-law suite, 2nd kit., sep. entr., nr. hosp. & I-95.
ok race fha3604c | Minority-owned brokerage serving all of Wayne County since 1978. Equal Housing Opportunity.

# Craigslist ads from a small landlord
block familial_status fha3604c | Nice quiet duplex, I live in the other half. It's an older house with thin walls, so it's really not set up for little ones running around, best for one or two people.
block national_origin fha3604c | Looking for a tenant who was born and raised here. I've had problems with people from overseas sending all their money back home and falling behind.
ok - hudSoi | Rent is $1,400. Household income needs to be 2.5x rent for every applicant, and I count all lawful income: wages, benefits, vouchers, child support, whatever you have.
block handicap fheo202001 | No animals of any kind, and yes that includes so-called emotional support animals, so don't bother sending me a letter from some website.
ok handicap fheo202001 | No pets. Assistance animals aren't pets though, so if you have one just let me know and we'll go through it as an accommodation request.
block sex cfr100600 | Rent is negotiable for the right lady, we can work something out if you're friendly, if you know what I mean.
warn race hudCriminal2016 | No felonies, no evictions, and don't waste my time if you've ever been arrested for anything.
ok race hudCriminal2016 | I do run a background check, but a record won't automatically knock you out; I look at what it was, how long ago, and what you've done since.
ok national_origin hud1995 | Cute Spanish-style bungalow with a tile roof, a big yard and a detached garage. Flexible on move-in date.
block national_origin hudNo2016 | Prefer someone who speaks English at home, I don't want strong cooking smells and a parade of relatives coming and going.
ok familial_status hud1995 | Fenced backyard, a swing set the last tenants left behind, and the elementary school is a 5 minute walk.
block handicap cfr100202 | Before you apply, is anyone in the household on disability or seeing a psychiatrist? I need to know what I'm getting into.

# A property manager's replies to tenant complaints
block handicap hudDojRa2004 | About your request for a reserved spot closer to the entrance: we don't make exceptions to the first-come parking policy for anyone, medical reason or not.
ok handicap hudDojRa2004 | Thank you for the note from your physician. We've approved an accessible parking space next to Building B's entrance for you at no charge, starting Monday.
block handicap cfr100 | We received your request to install grab bars at your own expense, but the owner doesn't allow any alterations to the units, so the answer is no.
block familial_status fha3604b | Regarding the noise complaint: since the issue is your children, please keep them inside after 6 pm and off the courtyard entirely, or we will have to revisit your lease.
block national_origin cfr1007 | We looked into your complaint about your neighbor's remarks about your accent and where you come from, but that's a dispute between tenants and not something management gets involved in.
ok national_origin cfr1007 | We take the slurs you reported seriously. The tenant in 4C has been issued a lease violation notice, and I will follow up with you on Friday about next steps.
block race cfr100400 | Since you chose to file a race discrimination complaint with HUD, we will not be offering you a renewal when your lease ends in June.
ok sex hudNuisance2016 | Calling the police for help will never count against your lease. You're not in any trouble over last weekend's calls, and we're changing your locks today.
block sex hudNuisance2016 | Three police calls to your unit this month, domestic situation or not, is a nuisance under the lease, so we are beginning the eviction process.
ok handicap hudDojRa2004 | Your request to move to a ground-floor unit is approved; we'll waive the transfer fee since the move is for your disability.
block sex cfr100600 | I understand you're upset, but the maintenance supervisor is only joking when he comments on your outfits, and he needs to be able to come in whenever he wants to check the unit.
ok - fha3604b | Management applies the same guest policy to every household: guests staying more than 14 nights in a month must be added to the lease.

# An investor's texts to the leasing agent
block race fha3604c | yo for the elm st units find ppl who match the neighborhood demographics lol, dont want it turning into another westside
block national_origin fha3604b | charge the indian guys the extra 150/mo, they're gonna pack 6 ppl in there anyway
block familial_status cfr10070c4 | put the family w the 3 kids in the back building by the dumpsters, keep the front for quiet folks
ok - fha3604b | just make sure everybody gets the same app, same fee, same 3x income check. no one-offs
block handicap cfr10080 | if the lady with the walker calls back just say its rented, cant deal with ADA stuff rn
ok handicap cfr100 | fine, approve the ramp for unit 2, he's paying for it and we'll put the restoration terms in writing
block religion fha3604c | tbh id rather not rent to anyone in a headscarf again, last ones were a nightmare
block color cfr10070c4 | darker-skinned applicants go to the Maple bldg, keep Oak for the fair ones, thx
block familial_status fha3604c | avoid anyone who's expecting, newborns = noise complaints = turnover
ok familial_status keating1998 | 3 bed is fine for the family of 6, city code allows it, send them the lease
block sex fha3604b | any single moms need a cosigner, couples dont. owner's rule

# Roommate-wanted posts
ok sex fha3604c | Female grad student looking for a female roommate to share my 2BR apartment (I live here), the room has its own bath.
block sex fha3604c | Room for rent in my rental house on Pine St (I don't live there, the other 3 tenants do). Guys only, it's a frat vibe.
ok religion fha3604c | My roommate and I keep a kosher kitchen in our shared apartment, so we'd ask whoever moves in to keep meat and dairy dishes separate. Anyone's welcome to apply.
block race fha3604c | Room open in a 4-unit building I manage. Current tenants are all white girls in their 20s, looking for someone who'd blend in.
ok handicap fha3604c | Chill roommate wanted for my apartment. I'm a wheelchair user, so the place is fully accessible; just need someone okay with a ramp by the door.
ok sex fha3604c | Two guys looking for a third guy to share the house we live in, rent is $700 plus utilities, no smokers.

# HOA board emails
block familial_status fha3604b | Reminder from the Board: residents under 14 may not use the pool or clubhouse at any time, even with a parent present.
ok familial_status fha3604b | Pool rules apply to every resident equally: no glass, no diving, and anyone who can't swim must be accompanied by someone who can.
block religion fha3604b | The Board has voted that the clubhouse may be reserved for birthday parties and game nights, but not for Bible studies, prayer meetings or any religious gathering.
block religion fha3604b | Per the new hallway policy nothing may be attached to door frames, including mezuzahs, and management will remove any that remain after the 15th.
ok religion fha3604b | Holiday decorations of any kind, from any tradition, are welcome on balconies from Nov 15 to Jan 15; please keep cords off the walkways.
block handicap fha3604b | Residents with service dogs are asked to use the freight elevator and the side door only, so other owners aren't inconvenienced.
ok familial_status hopa | As a reminder, Sunrise Village is a 55-and-over community under HOPA; at least 80% of occupied homes have a resident 55 or older, and we verify ages every two years under our published policy.
block race fha3604c | Several owners have raised concerns about the element coming in since the rentals opened up on Birch Court, and the Board will look at tightening approvals for those buyers.
warn national_origin fha3604c | Welcome to Bayview! Our community is largely Filipino families, and the December parol-making night is a neighbourhood highlight.
block handicap fha3604c | The Board will oppose any sale on our street to a group home or sober-living operator, and we encourage owners to do the same.
ok handicap cfr100 | The Board approved the owner's request to widen the front walkway and add a ramp; the architectural review fee is waived for accessibility changes.

# A relocation agent's notes to transferees
block race cfr10070 | I've narrowed it to the north suburbs for you; frankly the south side neighbourhoods are changing, and I don't think you'd feel at home there.
ok race cfr10070 | I've pulled listings in all six areas that fit your budget and commute. Happy to tour any of them; where you live is entirely your call.
block national_origin cfr10070 | Since your family is from India I'd focus on Edison and Iselin, you'll find people like you there and your wife won't feel isolated.
ok national_origin hudLep2016 | The lease packet is available in Hindi and Gujarati as well as English, and the leasing office can arrange an interpreter for your wife's walkthrough.
block religion cfr10070 | Since you mentioned you're Jewish, I'd skip Oak Hollow, it's very churchy and you'd probably be happier closer to the synagogue on Main.
warn familial_status fha3604c | Harbor Point skews empty nesters, you won't hear a stroller in the halls.
ok - hud1995 | Both houses have a bonus room over the garage that could work as an office or guest room, and each is within walking distance of the commuter rail.
ok familial_status hud1995 | You asked about daycare: there are three licensed centers within two miles of the Maple Street house, and I've attached the state's list.

# Leasing agents' voicemail transcripts
block handicap cfr100202 | Hi, this is Tasha from Parkview returning your call, um, before I schedule the tour I just need to ask, what is your disability exactly and are you on medication for it? Call me back.
block familial_status cfr10080 | Hey it's Mike at Cedar Glen. So, with the baby coming, I'd say the two-bedroom is, uh, not really available anymore, but we'd have lots of options if it was just the two of you.
ok - cfr10080 | Hi Dana, this is Rosa at Lakeside, the two-bedroom you asked about is still available, tours are open Tuesday through Saturday, give me a call back when you can.
block national_origin hudNo2016 | Hi Mr. Nguyen, it's Brad at Summit. Before your application goes through we'll need to see a green card or passport, since, you know, your name is foreign.
ok national_origin hudNo2016 | Hi, Brad at Summit again. Every applicant just needs one government photo ID and proof of income, and we take an ITIN in place of a social, so bring whatever you have.
block sex fha3604c | Hey it's Jen from Maple Court, the owner's kind of old-fashioned and likes a man's name on the lease for the bigger units, so could your boyfriend apply instead of you?
ok sex fha3604b | Hi Keisha, it's Jen. You're approved! Since the income is yours, you'll be the leaseholder, and your partner can be listed as an occupant if you'd like.
ok handicap hudDojRa2004 | Hi, this is Sam from the Willows. Got your request for a live-in aide, that's approved, and the aide won't count toward the guest limit. Have a good one.
block color fha3604c | Hi, it's Lou at Brookside. Honestly the owner's picky about, like, skin tone, so I'd send your lighter-skinned cousin to the showing instead. Bye.

# A buyer's agent's notes about schools and neighbourhoods
ok - hud1995 | Schools: the house is zoned for Roosevelt Elementary and Jefferson Middle; the state report cards are public, and I can pull the district boundary maps for you.
block race cfr10070 | FYI the Fairlawn schools are 'good', if you catch my drift, meaning not a lot of minority kids, so that's where I'd focus.
block race cfr10070 | You asked about safety. I'll just say the east side has a different demographic and leave it at that; I'd look west.
ok race cfr10070 | You asked which area is safe; I can't characterize neighbourhoods that way, but here are the police department's crime map and the district's website so you can judge for yourself.
warn race fha3604c | Rosedale is a predominantly Black neighbourhood with a strong block association and a great Saturday market.
ok color hud1995 | The Whitfield and Blackstone districts both have magnet programs; Blackstone's is the STEM one.
block color fha3604c | The sellers told me they'd rather go with a buyer on the lighter side, so your offer is first in line, no offense to the other couple.
warn color fha3604c | Linden Park is a very fair-skinned crowd, mostly old families who've been there for decades.
ok race hud1995 | The Martin Luther King Jr. Blvd listing is two blocks from the African American history museum and the new light-rail stop.
ok - hud1995 | Both homes back onto jogging trails, and the Lakeview one has a fenced dog run and a great room with vaulted ceilings.
ok national_origin hud1995 | The condo is in Little Italy above a bakery, exposed brick, and the Chinatown station is a six-minute walk.
block religion cfr10070 | I'd steer clear of Brookhaven for you guys; there's a big mosque going in and the area is going to change a lot.

# Equal-treatment, inclusion and access statements
ok race fha3604c | We welcome applicants of every race, color, religion, sex, disability, familial status and national origin.
ok religion fha3607a | Units in St. Vincent's residence are offered first to members of the parish, as the law permits a religious organization; membership is open to all regardless of race, color or national origin.
ok handicap hud1995 | Units 101 and 102 are designed for wheelchair users and are offered first to households that need those features.
ok national_origin hudLep2016 | Our leasing staff speak Spanish, Tagalog and Vietnamese, and we'll provide an interpreter for any other language at no cost.
ok handicap cfr100 | Deaf and hard-of-hearing applicants can reach the office by text or video relay; tours can include an ASL interpreter on request.
ok sex hud1995 | The fitness center has men's and women's locker rooms, a sauna and a spin studio open 24/7 to all residents.
ok familial_status hud1995 | Playground, splash pad and a tot lot on site, and the Children's Museum is ten minutes away.
ok color hud1995 | Redwood deck, slate-gray siding and a bright yellow front door on Blackberry Lane.
ok race nar10 | As REALTORS we don't comment on the racial, religious or ethnic makeup of any neighbourhood; we're glad to share facts about the home, the commute and the amenities.
`);

export const REVIEW_44 = [...REVIEW_44_A, ...REVIEW_44_B];

/**
 * First measure, before anything was tuned or trained on this set, with nothing of it read: at a88eb34
 * (rules and readers trained on every set but this one and review-43), 84 of 106 caught, 59 of 87 blocked, 4 of 79 flagged; the rules alone 75/106, 56/87, 4/79
 * (70.8 / 64.4 / 5.1). Measured again at 269b067, after review-43's misses were written as rules and before
 * any line of this set was read: the rules alone 70.8 / 64.4 / 5.1, readers trained without it 80.2 / 65.5 / 5.1
 * (npm run bench:reader -- 44). Its misses were read and written as rules after that (a1882c0).
 */
export const FIRST_MEASURE_44 = {
  commit: 'a88eb34',
  violations_caught_pct: 79.2,
  exclusions_blocked_pct: 67.8,
  false_alarms_pct: 5.1,
} as const;
