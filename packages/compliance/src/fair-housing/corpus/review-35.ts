import { parseCorpus } from './corpus';
import { REVIEW_35_B } from './review-35-b';

/**
 * Review set 35, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker, only corpus.ts (line format and parseCorpus), the header of review-34 and its
 * last 10 lines (the FIRST_MEASURE_34 shape), the comment headers of review-33 and review-32 (no sentence, to see
 * which shapes were used), the category lists in @pp/contract, the `export` lines of jurisdictions.ts, the rows
 * of jurisdiction-table.ts and the key names of SOURCES (printed by a one-line script). One slip, said here: the
 * first line of review-34.ts that starts with `export` comes after its REVIEW_34_A block, so printing "up to the
 * first export line" also showed review-34-a's sentences (another corpus, not the checker); no sentence here was
 * copied from them. Every sentence was written by hand and none was run through the checker; the counts and the
 * state labels below were checked with a script that uses only parseCorpus, SOURCES and jurisdictionsOf.
 *
 * Labels follow review-34's conventions: an explicit preference, limitation, exclusion or different terms by a
 * class is block, here often carried by a term rather than a word of refusal (a repair pushed back for a Black
 * tenant, an ID check at the pool gate, a parking surcharge by complexion, a sukkah ban, a fine for a Witness
 * household's visitors, a weeknight curfew for women, an in-person identity check for foreign-sounding names, a
 * rent rise for Guatemalan households, a carpet deposit for children, a laundry-room age bar, a double deposit
 * under 25), by harassment or retaliation (a lease not renewed after a graffiti complaint, a threat on a
 * mosque-goer's door, a late fee kept after a refused advance, a repair withheld after a HUD filing, a manager
 * who shrugs at a neighbor's slurs or "go back to China" notes, an eviction threat over a crying baby, a
 * non-renewal threat for holding hands), by steering or a false "leased" or "waitlist", or by a question to the
 * applicant ("what's the diagnosis exactly?", "is there a man in the picture?", "how many kids?", "¿de dónde
 * es?", "are you two married?"); a description of who lives there or who the home suits ("stayed almost
 * entirely white", "pale, freckly Midwestern types", "a very Mormon ward", "a total dude pad", "a lady would
 * enjoy it more", "perfect for someone fit and sure-footed", "not really a stroller crowd", "puro mexicano",
 * "not a program building") is warn; what HUD's 1995 Achtenberg memo calls acceptable, and its look-alikes, is
 * ok. Sources: 42 U.S.C. 3604(c), 3604(b), 24 CFR 100.70, 100.80, 100.400 and 100.7 (retaliation, threats, a
 * provider's failure to stop neighbor harassment), 100.600 (a repair traded for favors), cfr100 for 100.203-
 * 100.204 (a parking space near the door refused, a widened door refused: block; a space approved, curb cut,
 * lift, ramps at the resident's cost, a chemo patient moved up the transfer list: ok), 100.202 (diagnosis and
 * "nervios" questions), 3602(k) (a due date as a move-out date: block; a free transfer for an expecting tenant:
 * ok), 3607(a) (a Hindu temple society's parsonage flats for its priests, membership open to all: ok),
 * FHEO-2020-01 and HUD/DOJ 2004 (an in-state, year-long-treatment letter demanded: block; a nurse
 * practitioner's letter accepted, no paperwork for an obvious guide dog: ok), HUD 2016 LEP and national-origin
 * guidance (no interpreter at signing: block; Amharic, Somali and Tigrinya staff, a foreign employer's letter, a
 * Canadian credit report: ok), criminal-records guidance (a five-year individual review: ok), nuisance guidance
 * (a victim's fee-free transfer: ok), Keating (no more than two under 18 in a 3BR: block; the city code by floor
 * area: ok), HOPA (a 55+ with published policies, a 62+ community in WI: ok). Roommates.com (9th Cir. 2012), key
 * fha3604c: a housemate limited by religion, sex, orientation or children in the author's own home is ok; a room
 * in a duplex or apartment the author does not live in is a dwelling of its own, so a limitation there is block.
 * Look-alikes, all ok: Frederick Douglass Boulevard and the Schomburg Center, black walnut and white oak,
 * ebony-stained cabinets, Blackstone Avenue and Whiteside Elementary, a dark-sky community, café oscuro, Temple
 * Street, cathedral ceilings, a gentleman's farm, a dressing room, the river walk, Chinatown and Little Haiti, a
 * Swedish sauna and Moroccan tile, Bridal Veil Falls, Generations Park, a base gate and the Veterans Museum,
 * Rainbow Beach Park, Church Street and Pilgrim Hardware, a cedar swing set.
 *
 * State classes follow the jurisdiction table, the state named in the sentence carried as @XX. Twelve pairs in
 * states review-32 to -34 did not pair, the same sentence with only the city and state changed, block where the
 * state protects the class and warn where it does not: source of income OR/NV, VA/NC, CT/KY; marital status
 * ND/SD, RI/AL (Spanish), OR/ID; age PA/OH, MT/ID, CT/KY (Spanish); military status NY/FL, OH/KY, VA/TN
 * (Spanish). Other refusals in protecting states block (no aid or vouchers MN in Spanish, CityFHEPS told "not
 * set up for programs" NY, a rent raised past the payment standard WA, "are you two married?" IL, a double
 * deposit under 25 NJ). Descriptions in protecting states are warn (steady paychecks MA, all self-pay IL,
 * husband-and-wife households WA, all retirees VT); "not set up for Section 8 inspections" in GA warns. Sexual
 * orientation and gender identity (US row, HUD 2021) sit in states that also protect them by statute (WI, NM,
 * RI, CT, OR, IL; NV, UT, ME, CO, MN, WA).
 *
 * Shapes: 68 of the 205 lines have two or more sentences (18 of them three or more): listing copy with the class
 * in one clause among the features, emails, call notes, maintenance logs, lease addenda, house and HOA rules,
 * notices to tenants, voicemail transcripts; the rest are short ads, posts, DMs and texts in everyday and slang
 * wording ("no ghetto types if u get what he means", "sorry not sorry", "lol", "fyi"). 41 lines (20%) in other
 * languages: Spanish 18, Portuguese 3, French 3, German 3, Vietnamese 2, Tagalog 2, Korean 2, Chinese 2, Russian,
 * Italian, Japanese, Arabic, Polish, Hindi. Shapes overlapping earlier sets' headers (kept for the class count):
 * steering by building, a housemate limited in the author's own home, HOPA statements, interpreters.
 *
 * Counts: 205 sentences, 79 block, 44 warn, 82 ok (40.0% ok). By class (block/warn/ok): race 7/4/5, color
 * 3/3/4, religion 6/3/7, sex 7/4/6, handicap 12/3/11, familial status 12/5/9, national origin 9/3/8, source of
 * income 6/6/4, marital status 4/4/3, age 4/4/3, military status 3/3/3, sexual orientation 3/1/2, gender
 * identity 3/1/2, no class 0/0/15.
 *
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_35) at 26221ec, with every rule of
 * session 18 (tuned on review-33 and review-34): 72.4 / 70.9 / 1.2. Its author saw review-34-a's sentences (see
 * above), so the figure may read a little high. Nobody has tuned on it; do not tune on it without saying so here.
 * TUNED ON in session 19 (h-fh35): after = 89.4 / 94.9 / 1.2
 */
const REVIEW_35_A = parseCorpus(`
# race
block race fha3604b | Maintenance log, Tuesday: unit 9's clogged sink (the Black tenant) can wait till next week. Do the Hendersons' first, and anyone else on the list ahead of her.
block race cfr100400 | Email to a tenant: After you called the city about the racist graffiti on the fence, the owner has decided not to renew your lease. Please plan to be out by August 31.
block race cfr10070 | Text: your buyers are Black right? I'd skip the Hollis Park showing, let me pull some homes over in Southgate where they'll blend in better
block race fha3604c | New reno on Delmar 🔑 quartz, LVP, in-unit W/D. Owner says no ghetto types if u get what he means. Serious inquiries only!!
block race fha3604b | Pool gate policy: Black residents show a resident ID card to the attendant; other residents are waved through.
block race cfr10080 | Call notes 3/14: caller sounded Black on the phone, so I told her the 2BR was already leased. It isn't. If a different caller asks, it's available.
block race fha3604c | Casa en renta en Pico Rivera, tres recámaras y patio grande. El dueño no quiere gente negra ni asiática, así que ni pregunten.
warn race fha3604c | Spacious 3BR split-level with a new roof and a two-car garage. The subdivision has stayed almost entirely white since it was built in 1972, which buyers say gives it a settled feel. Top-rated schools and a community pool.
warn race fha3604c | renting my townhouse in Westover!! it's mostly Asian families on this street, super respectful neighborhood, DM for details
warn race fha3604c | Text to a buyer: Heads up, Linwood is about 90% Black these days, just so you know what the area is like before Saturday.
warn race fha3604c | O condomínio é quase todo de moradores brancos, bem tranquilo e com portaria 24 horas.
ok race hudCriminal2016 | Screening criteria: we consider only convictions from the last five years, one applicant at a time, looking at what happened and what has changed since. Arrests alone are never counted.
ok race hud1995 | Corner unit on Frederick Douglass Boulevard, one stop from the Schomburg Center.
ok race hud1995 | Black walnut floors and white oak cabinets throughout; the kitchen island seats six.
ok race fha3604b | Email: We show every available unit to every caller, in the order they ask, and we log each showing so anyone can see it was done the same way.
ok race fha3604c | Todas las solicitudes se revisan con los mismos criterios de ingresos y crédito, sin importar la raza de nadie.
# color
block color fha3604c | Room in my rental duplex (I don't live there), $750 all in. Looking for someone light complected, sorry not sorry.
block color fha3604b | Lease note: tenants with darker complexions pay $50 more for the covered parking spot "because of the insurance."
block color fha3604c | Chủ nhà chỉ cho người da trắng sáng thuê, người da ngăm xin đừng hỏi.
warn color fha3604c | The Oaks is full of pale, freckly Midwestern types, very wholesome, very quiet.
warn color fha3604c | Email: The block is mostly lighter-skinned folks, a very uniform look, if that matters to your clients. Taxes are low and the lots are big.
warn color fha3604c | Karamihan sa mga nakatira dito ay mapuputi, tahimik ang lugar at malapit sa palengke.
ok color hud1995 | Ebony-stained cabinets, ivory quartz counters and a charcoal tile backsplash.
ok color hud1995 | Off Blackstone Avenue, around the corner from Whiteside Elementary.
ok color hud1995 | Dark-sky community: no streetlights, so the stars are incredible from the back deck.
ok color hud1995 | Cocina con gabinetes color café oscuro y encimeras blancas.
# religion
block religion fha3604b | HOA rule adopted in May: sukkahs may not be put up on balconies or patios. Holiday decorations of other kinds remain allowed from November through January.
block religion cfr10070 | Call notes: Sikh family, both men in turbans, asked about Cedar Run. Sent them the Fairview list instead and told them Cedar Run's buyers are "more traditional."
block religion fha3604c | Whole 2BR house on Kemp, $1,600. Atheists and Muslims, please don't apply, this is a God-fearing household's property.
block religion cfr100400 | Note the super left on the door of unit 3C: "We know what you people do at that mosque. Move out or we'll make you." Management has not responded to the tenant's complaint.
block religion fha3604c | 신축 원룸 임대합니다. 기독교 신자분만 계약합니다.
block religion fha3604b | Lease addendum for unit 5 only (a Jehovah's Witness household): no religious literature in the building and no visits from members of your congregation, $100 fine per visit.
warn religion fha3604c | Brick colonial with a finished basement and a screened porch. Most of the neighbors are Orthodox and walk to shul on Saturdays, so the street is peaceful on weekends. Roof replaced in 2019.
warn religion fha3604c | Nextdoor reply: it's a very Mormon ward out there, most folks are at church all Sunday, fyi
warn religion fha3604c | Le voisinage est majoritairement catholique pratiquant, idéal pour une famille croyante.
ok religion fha3607a | The Hindu temple society rents its two parsonage flats only to its priests and their families. The society runs no commercial rentals, and its membership is open to people of any race, color or national origin.
ok religion hud1995 | Third-floor flat on Temple Street above a bakery, with a skylight in the bath.
ok religion fha3604b | Residents may hang a religious item on their front door, a wreath, a palm cross, a Ganesh plaque or anything else, under the same size rule for everyone.
ok religion fha3604c | Text: I live in the house and I'm renting out my back bedroom; since we'll share the kitchen, I'd like a vegetarian Jain or Hindu housemate.
ok religion cfr100 | We can schedule a lease signing after sundown on a Friday or Saturday for anyone who asks.
ok religion fha3604c | Wir vermieten an alle Menschen, unabhängig von Religion oder Weltanschauung.
ok religion hud1995 | Cathedral ceilings in the living room and a bay window onto the garden.
# sex
block sex cfr100600 | Maintenance tech's text to a tenant: I'll fix the heater quicker if you're nicer to me 😉 you know what I mean
block sex fha3604b | House rules for the Aspen Street fourplex: women tenants must be in by 11 pm on weeknights. No curfew applies to men.
block sex cfr10070 | Email: Since she's a single girl, I'm only going to show her the units near the office where it's well-lit, not the garden units out back.
block sex fha3604c | Voicemail transcript: "Hi, it's Gary, I looked over your application. Is there a man in the picture? The owner's old-fashioned and likes a husband on the lease for his female tenants."
block sex fha3604c | Se alquila habitación en un departamento completo que no habito; solo varones, no mujeres.
block sex cfr100600 | Text from the landlord: Since you turned me down Friday night, don't expect that late fee to be waived this time.
block sex fha3604c | Сдаю однокомнатную квартиру только мужчинам, девушкам просьба не звонить.
warn sex fha3604c | 1BR loft above a barbershop on Main. Exposed brick, a leather sofa that stays and a big TV wall. Honestly a total dude pad.
warn sex fha3604c | The building is mostly female nursing students from St. Luke's, very clean and quiet.
warn sex fha3604c | Appartamento delizioso in centro, perfetto per una ragazza sola.
warn sex fha3604c | DM: it's a really girly little place, pink tile bath and all, I think a lady would enjoy it more than a guy.
ok sex hud1995 | Primary bedroom with an en suite bath and a dressing room.
ok sex fha3604c | Post: I'm a guy renting out the second bedroom in the apartment I live in; looking for a male roommate to share the place.
ok sex hudNuisance2016 | A tenant who is a victim of domestic violence may ask to transfer to another unit; we move them at the first opening and waive the transfer fee.
ok sex hud1995 | Gentleman's farm on 12 acres with a bank barn and a spring-fed pond.
ok sex cfr100600 | Maintenance policy: two staff members go to any repair visit on request, and no staff member texts a tenant about anything but the work order.
ok sex fha3604c | Colocation dans mon propre appartement : je cherche une colocataire, puisque nous partagerons la salle de bain.
# handicap
block handicap cfr100 | Reply to a tenant: A reserved spot by the door isn't possible. Parking is first-come, first-served for everybody, wheelchair or not.
block handicap cfr100202 | Text to an applicant: before we go further, what's the diagnosis exactly? the owner wants to know what he'd be dealing with
block handicap fha3604c | Upstairs 2BR, $1,300. Tenant must do the yard work and shovel snow themselves, so no disability or handicap folks, sorry.
block handicap cfr10070 | Showing notes: the blind gentleman at 2, take him to the Maple building only, don't bother walking him through the new tower.
block handicap fheo202001 | Email: We'll only accept a letter for your emotional support animal from a doctor licensed in this state who has treated you for at least a year.
block handicap cfr100400 | Text: since you went to HUD about your accommodation request, don't expect me to fix the dishwasher anytime soon.
block handicap fha3604c | Charming Victorian duplex with a wraparound porch, $2,100 a month. Because of liability, the owner won't rent to anyone who uses a walker, a wheelchair or oxygen. New furnace in 2023.
block handicap cfr100 | Modification request from unit 8 to widen the bathroom door at the tenant's cost and restore it at move-out: denied. We don't alter units.
block handicap cfr1007 | Email from the manager: Yes, we know the tenant in 4B keeps calling your son a slur for his disability in the hallway. That's between neighbors, and we don't get involved.
block handicap fha3604c | Vermiete helle Zweizimmerwohnung, leider nicht für Rollstuhlfahrer oder psychisch Kranke.
block handicap cfr100202 | ¿Usted toma medicamentos para los nervios? Le pregunto porque el dueño no quiere problemas.
block handicap cfr10080 | Text: The woman with the service dog asked again. Tell her the garden unit's gone, I don't want a dog in there.
warn handicap fha3604c | Steep hillside A-frame with a loft ladder and forty steps down from the road. Perfect for someone fit and sure-footed. Views for days.
warn handicap fha3604c | The residents here are all very active and self-sufficient, nobody's on oxygen or anything like that.
warn handicap fha3604c | 这栋楼的住户都很健康，很少有人坐轮椅。
ok handicap cfr100 | Reply: Your request for a reserved space near the entrance is approved. We'll paint the spot and put up the sign by Friday, at no cost to you.
ok handicap hudDojRa2004 | Text: Since it's obvious what your guide dog does, we don't need any paperwork at all. Welcome home!
ok handicap cfr100 | Curb cut from the street to the front door, and a lift down to the pool deck.
ok handicap hud1995 | Steps from the river walk: jog or stroll the three-mile loop.
ok handicap cfr100 | Residents may widen doorways or add a ramp at their own cost; we review the plans within ten days.
ok handicap hudSoi | SSI, SSDI and VA disability payments count as income the same way wages do.
ok handicap fheo202001 | Email: We got the letter from your nurse practitioner about your cat, and the request is approved. The pet fee doesn't apply.
ok handicap cfr100 | Elevator to every floor and a ramped side entrance off the parking lot.
ok handicap cfr100 | El apartamento tiene puertas anchas y regadera sin escalón, ideal si usa silla de ruedas.
ok handicap cfr100 | 車椅子でも入れるよう、玄関はスロープになっています。
ok handicap cfr100 | Call notes: tenant in 6C asked to move to a ground-floor unit because of fatigue from chemo; moved her up the transfer list ahead of routine requests.
`);

/** Review set 35: the lines above and the familial-status, national-origin, state-class and no-class lines of review-35-b.ts. */
export const REVIEW_35 = [...REVIEW_35_A, ...REVIEW_35_B];

/** First measure (lead, 26221ec; nobody had tuned on this set): 89/123 caught, 56/79 blocked, 1/82 flagged. */
export const FIRST_MEASURE_35 = {
  commit: '26221ec',
  violations_caught_pct: 72.4,
  exclusions_blocked_pct: 70.9,
  false_alarms_pct: 1.2,
} as const;
