import { parseCorpus } from './corpus';

/**
 * Review set 29, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker (no other review-*.ts, held-out, freeform or grid file), only corpus.ts (line
 * format and parseCorpus), lines 1-75 of review-28 (header style and label conventions, no sentences) and its
 * last 10 lines (the FIRST_MEASURE shape), lines 1-68 of review-27 (its shapes), the category lists in
 * @pp/contract, the `export` lines of jurisdictions.ts, the rows of jurisdiction-table.ts and the key names of
 * SOURCES (printed by a one-line script). Every sentence was written by hand and none was run through the
 * checker.
 *
 * Labels come from primary sources, with review-28's conventions: an explicit preference, limitation or
 * exclusion is block; a description of who lives there, or "ideal / perfect / best suited / great fit for" a
 * class, is warn; what HUD's 1995 Achtenberg memo calls acceptable is ok. 42 U.S.C. 3604(c) (MLS remarks with
 * one bad clause buried in ordinary marketing, syndication text, flyers, corporate housing offers), 3604(b)
 * (renewal terms or a deposit that differ by class, a supervision rule for all children anywhere outside the
 * unit, a repair queue by origin), 3617 and 24 CFR 100.400 (a turban treated as a violation: block; a mezuzah
 * allowed: ok), 3602(k) (non-renewal if the household grows: block; a transfer when it does: ok), 3602(h)
 * (years in recovery before applying: block; illegal drugs a violation: ok), 3607(a) (a convent housing its own
 * order: ok). Roommates.com (9th Cir. 2012), key fha3604c: a housemate limited by sex or orientation in the
 * author's own home is ok. 24 CFR 100.70 (steering in team chats and buyer notes: block; "tend to settle",
 * "usually happier", "suit people like him better": warn), 100.70(c)(4) (a class assigned a building), 100.80
 * ("already spoken for", "under contract", "calendar full"), cfr100 (a ZIP-code screen standing in for race, a
 * modification refused: block; comparables by distance and condition, a reserved space: ok), 100.202
 * (diagnosis and medication questions, "live independently": block; no questions, large print, TTY: ok),
 * 100.600 (a repair traded for a private visit). HUD/DOJ 2004 and FHEO-2020-01 (ESA pet rent, no service
 * animals: block; assistance animals never charged: ok). HUD 2016 LEP guidance (English without interpreters:
 * block; notices in three languages: ok); HUD 2016 national origin guidance (extra ID for the foreign-born, a
 * U.S. birth certificate: block; consular IDs and an ITIN: ok; "U.S. citizens only": warn). HUD 2016 criminal-
 * records guidance (any arrest: block race; any felony ever: warn; seven-year individual review: ok). HUD 2016
 * nuisance guidance (a rent rise and non-renewal over assault calls: block sex; 911 for help never counted: ok).
 * Keating memo (two in a 2BR counting infants: block; the code's two per bedroom plus one: ok). HOPA (a
 * verified 55+ with 80% occupancy, Section 202 62+ housing: ok; an "adult community" with no HOPA claim:
 * block). Achtenberg look-alikes, all ok: his-and-hers closets, a man door, a bachelor kitchenette, nursery,
 * playroom, family room, walk-up stairs, blinds, a jogging path, paint colours (Tricorn Black, Agreeable Gray),
 * Whitehall Court, MLK Boulevard, a church conversion, Trinity Church Square and Mission San Jose, temples and a
 * mosque nearby, holiday decorations for all, Dutch colonial, French doors, Persian rugs, Chinatown and Little
 * Italy, adult education, Veterans Memorial Park, a Pride-day open house, wedding-cake trim and a widow's walk.
 *
 * State classes follow the jurisdiction table, the state named in the sentence carried as @XX. Eight state
 * pairs, the same sentence with only the city and state changed, block where the state protects the class and
 * warn where it does not: source of income CT/TX, OR/ID, RI/SC (Spanish); marital status MT/ID, NY/FL; age
 * WI/IA, MA/NC; military status CT/SC. Descriptions in protecting states are warn ("perfect for salaried
 * professionals" IL, "perfect for a newlywed couple" CO, "would suit a young, energetic buyer" RI, "perfect for
 * Navy families" CA). Sexual orientation and gender identity (US row, HUD 2021) sit only in states that also
 * protect them by statute: refusals and a birth-certificate locker-room rule block, "perfect for a gay couple"
 * and "ideal for a trans woman" warn, a queer housemate in the author's home, a Pride open house, optional
 * pronouns and staff using the names applicants give ok.
 *
 * Shapes (different from review-26's, review-27's and review-28's): MLS public remarks in ordinary "Welcome home
 * to…" style with one problematic clause buried inside, open-house flyers and scripts, property-management
 * website pages, Apartments.com and Zumper syndication text, lease-renewal offers, tenant surveys, maintenance
 * request replies, rent-increase notices, landlord association newsletters, tenant screening vendor settings,
 * real-estate team group chats, buyer consultation notes, agents' neighborhood guides, relocation packages and
 * corporate housing offers; hard look-alikes that are ok (architecture, paint colours, room names, "adult" in
 * other senses, accommodations offered, equal-treatment statements, exempt shared and religious housing, lawful
 * senior housing, historic district and church names). Spanish, Vietnamese, Chinese and French.
 *
 * Counts: 186 sentences, 76 block, 35 warn, 75 ok (40.3% ok). By class (block/warn/ok): race 7/3/5, color
 * 3/1/3, religion 6/2/6, sex 6/2/5, handicap 11/3/11, familial status 12/4/10, national origin 8/3/6, source of
 * income 6/5/3, marital status 4/4/2, age 4/3/2, military status 3/3/2, sexual orientation 3/1/2, gender
 * identity 3/1/2, no class 0/0/16.
 *
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_29) at 1337199, session
 * 16's last rules (71.2 / 64.5 / 2.7 with session 15's rules at 9d3ba9f).
 * TUNED ON since fabb10b (helper fh29): 99.1 / 100 / 0 after tuning (from 75.7 / 69.7 / 0), so it no longer
 * measures blind reach.
 */
export const REVIEW_29 = parseCorpus(`
# Race: MLS remarks, syndication text, team chats, buyer notes, screening vendor settings, neighborhood guides.
block race fha3604c | Welcome home to this sun-filled 3BR ranch on a quiet cul-de-sac with new quartz counters, a fenced yard and a seller who prefers to sell to a white buyer.
block race cfr10070 | Team chat: when the Robinsons come back, don't pull up anything in Westfield, that's not a neighborhood for Black buyers, keep them in Eastgate.
block race fha3604c | Zumper: modern 1BR loft with exposed brick and in-unit laundry; the owner will only consider Caucasian applicants at this time.
block race cfr100 | Screening vendor setting: auto-decline applicants whose current address is in the 60621 or 60636 ZIP codes because those areas are mostly African American.
block race fha3604b | Renewal offer memo: the Asian tenants on the fourth floor get the standard 12-month rate; everyone else on that floor gets a 3% early-renewal discount.
block race cfr10080 | Buyer consultation note: told the Black couple the house on Maple already had multiple offers so they wouldn't write one; it had none.
block race hudCriminal2016 | Our property-management website: applicants with any arrest on record, convicted or not, will be denied.
warn race cfr10070 | Neighborhood guide: Oak Hills is a mostly white, close-knit area where you'll feel right at home.
warn race hudCriminal2016 | Resident selection page: no applicant with a felony conviction at any time in their life will be approved.
warn race cfr10070 | Relocation notes for the Lee family: the Asian families from the tech campus tend to settle in Maple Grove, so we'll focus the tour there.
ok race hud1995 | Open-house flyer: the Martin Luther King Jr. Boulevard corridor is two blocks away, with new shops and the light rail.
ok race hud1995 | Welcome home to this Georgian colonial with a white kitchen, black granite counters and a brick walkway lined with boxwoods.
ok race fha3604c | Our leasing office evaluates every applicant with the same written income and rental-history criteria, regardless of race.
ok race hudCriminal2016 | Screening settings: convictions older than seven years are not considered, and newer ones get an individualized review of the facts and rehabilitation.
ok race cfr100 | Appraisal summary in the buyer packet: comparables chosen within one mile by square footage, condition and sale date.
# Color
block color fha3604c | Apartments.com: charming garden-level 2BR, heat included, light-skinned tenants preferred.
block color cfr10080 | Group chat: if the caller about the Elm St unit is dark-skinned, tell her the showing calendar is full this week.
block color fha3604c | Corporate housing offer: furnished suites for visiting staff, fair complexion only, per the owner's request.
warn color cfr10070 | Agent's neighborhood guide: Brookside's residents are mostly fair-skinned and the block parties reflect it.
ok color hud1995 | Listing remarks: freshly painted in Tricorn Black and Pure White, with bronze hardware throughout.
ok color hud1995 | Open-house flyer: see the Colorado blue spruce and the red-brick patio at 14 Whitehall Court this Sunday.
ok color hud1995 | Maintenance reply: the touch-up paint for your bathroom is Agreeable Gray and the trim is Alabaster.
# Religion
block religion fha3604c | Welcome home to Cedar Lane's 4BR craftsman with a chef's kitchen and a finished basement; the sellers prefer a Christian family to carry on the home's legacy.
block religion fha3604c | Zumper: studio near campus, utilities included, no Muslims please.
block religion fha3604b | Lease renewal offer: renewal at the current rent is available to tenants who attend Sunday fellowship in the clubhouse; others renew at market.
block religion cfr10070 | Buyer consultation notes: since they're Jewish I'll only show them homes around Shalom Park and skip Riverbend.
block religion fha3604c | Property-management website: we do not rent to Hindu families.
block religion cfr100400 | Notice to the tenant in 3C: wearing a turban in the lobby will be treated as a lease violation.
warn religion fha3604c | Listing remarks: ideal for a Catholic family, just steps from St. Mary's.
warn religion cfr10070 | Relocation package: Mormon families usually feel most at home in the Highland ward neighborhoods, so we've booked your tours there.
ok religion hud1995 | Welcome home to a restored 1890s church conversion with soaring stained-glass windows and original pews built into the loft.
ok religion fha3607a | The Sisters of Mercy offer rooms in their convent residence to members of the order only, as non-commercial housing.
ok religion hud1995 | Neighborhood guide: walk to Temple Beth El, St. Luke's Episcopal, the Islamic Center and the farmers market.
ok religion fha3604c | Holiday newsletter: the lobby will have a Christmas tree, a menorah and Diwali lights, and residents may decorate their own doors as they like.
ok religion hud1995 | Historic district walking tour: start at Trinity Church Square and end at Mission San Jose.
ok religion cfr100400 | Maintenance reply: yes, you may put a mezuzah on your doorframe; we'll touch up the paint at move-out like any other nail hole.
# Sex
block sex fha3604c | Open-house flyer: 2BR condo for rent, female occupants only, no men.
block sex fha3604c | Corporate housing offer: furnished one-bedroom suites available for male executives only.
block sex cfr100600 | Maintenance reply: I can move your repair up the list if you come by my office after hours, just you.
block sex hudNuisance2016 | Rent-increase notice: because of the two police calls about your ex-boyfriend's assault, your rent rises $150 and the lease will not be renewed.
block sex fha3604b | Landlord association newsletter tip: require women applicants to have a male co-signer; it cuts late payments.
block sex fha3604c | Se renta cuarto en departamento de inversión, solo hombres, sin excepciones.
warn sex fha3604c | Zumper: cozy 1BR, perfect for a working woman who wants a safe building.
warn sex cfr10070 | Team chat: women usually prefer the units by the gym entrance, so show her those first.
ok sex hud1995 | Listing remarks: a primary suite with his-and-hers closets, a mudroom and a man door from the garage.
ok sex fha3604c | Room for rent in my own home, where I live and share the kitchen and bath: female housemate only.
ok sex hud1995 | Apartments.com: 1BR with a bachelor-style kitchenette, perfect for anyone who loves city living.
ok sex hudNuisance2016 | Tenant survey footnote: calls to 911 for help with domestic violence are never counted against your tenancy.
ok sex hud1995 | Open-house flyer: the Men's Shed woodworking club and the Women's Rowing Club both meet at the park across the street.
# Handicap
block handicap fha3604c | Welcome home to this light-filled split-level with vaulted ceilings and a big deck; no wheelchairs or walkers inside the home, please.
block handicap cfr100202 | Rental application on our website: please list any mental illness diagnoses and the medications you take.
block handicap fheo202001 | Renewal offer: your emotional support animal will incur $50 monthly pet rent starting this lease term.
block handicap hudDojRa2004 | Zumper: pet-free building, no exceptions for service animals or emotional support animals.
block handicap cfr100202 | Screening vendor setting: reject applicants who cannot show they are able to live independently.
block handicap fha3604c | Corporate housing offer: guests must be in good physical and mental health; no persons with disabilities.
block handicap fha3602h | Screening policy: anyone in a recovery program for alcoholism must wait two years before applying.
block handicap cfr100 | Maintenance reply: we won't allow the grab bars you offered to pay for, and the wheelchair ramp has to come off the walkway.
block handicap cfr10070c4 | Team chat: put the deaf applicant in the back building so her interpreter visits don't bother anyone.
block handicap fha3604c | Community page: this is an able-bodied community, no wheelchairs or mobility scooters on the trails or in the clubhouse.
block handicap cfr10080 | Open-house script: if someone using a cane asks about the upstairs unit, say it's already spoken for.
warn handicap fha3604c | Listing remarks: perfect for healthy, active buyers who love hiking right out the back door.
warn handicap cfr10070 | Buyer notes: told them the split-level would be hard with his MS and that the Pinecrest ranches suit people like him better.
warn handicap fha3604c | Apartments.com: third-floor walk-up, best suited to able-bodied tenants.
ok handicap hud1995 | Welcome home to a walk-up charmer with 42 stairs to the rooftop deck and views of the river.
ok handicap cfr100202 | Our application asks no questions about disability or medical history; accommodation requests can be made at any time.
ok handicap fheo202001 | Rent-increase notice: pet rent rises to $40 a month; assistance animals are not pets and are never charged pet rent or deposits.
ok handicap cfr100 | Maintenance reply: we approved your request for a reserved accessible parking space near your entrance, at no charge.
ok handicap hud1995 | Open-house flyer: wheelchair-accessible entrance, roll-in shower and an elevator to all floors.
ok handicap fha3602h | Lease summary on our website: selling or using illegal drugs on the property violates the lease.
ok handicap hud1995 | Listing remarks: custom blinds throughout, a walk-in closet and a jogging path along the creek.
ok handicap cfr100202 | The tenant survey is available in large print, in Braille and by phone with TTY or video relay.
ok handicap cfr100 | Corporate housing: ADA-compliant suites available; tell us the features you need and we'll match you.
ok handicap hudDojRa2004 | Zumper: no pets, except service and assistance animals, which are always welcome.
ok handicap hud1995 | Listing remarks: first-floor bedroom, no-step entry and wide hallways.
# Familial status
block familial_status fha3604c | Welcome home to a sparkling 2BR townhome with new LVP floors, updated baths and a private patio; no children under 12, please.
block familial_status keating1998 | Zumper: 2BR apartment, maximum two occupants including infants.
block familial_status fha3604b | Property-management website: children must be supervised by an adult at all times anywhere outside the apartment, including the lawn and hallways.
block familial_status fha3602k | Lease renewal offer: we will not renew if your household grows, so please tell us if you're expecting.
block familial_status cfr10070c4 | Team chat: families with kids go in Building D by the parking lot; keep the courtyard buildings for adults.
block familial_status fha3604c | Open-house flyer: a peaceful adult community, no kids, no strollers, no exceptions.
block familial_status fha3604c | Corporate housing offer: units available for employees without children only.
block familial_status cfr10080 | Buyer consultation note: the listing agent said not to bring the clients with the toddlers; they'll say it's under contract.
block familial_status fha3604b | Rent-increase notice: households with children will pay an extra $75 a month for common-area wear.
block familial_status fha3604c | Se alquila apartamento de 2 recámaras, ideal para parejas, no se aceptan niños.
block familial_status fha3604c | Cho thuê căn hộ 2 phòng ngủ, không nhận gia đình có trẻ nhỏ.
block familial_status fha3604b | Landlord association newsletter: a smart tip is to charge a higher security deposit to tenants with teenagers.
warn familial_status fha3604c | Listing remarks: a quiet, mature building, ideal for empty nesters.
warn familial_status cfr10070 | Relocation notes: families with young kids are usually happier out in the suburbs than in the Midtown high-rises, so we'll start there.
warn familial_status fha3604c | Neighborhood guide: Harbor Point is mostly couples whose kids have grown, so it stays very quiet.
warn familial_status fha3604c | Open-house flyer: ideal for grown-ups who want peace and quiet.
ok familial_status hud1995 | Welcome home to 5 bedrooms, a family room, a playroom off the kitchen and a backyard swing set that conveys.
ok familial_status hopa | Sunset Ridge is a 55-and-older community under HOPA; at least 80% of occupied homes have a resident 55 or older, verified by our age survey.
ok familial_status keating1998 | Occupancy follows the city housing code: two persons per bedroom plus one.
ok familial_status hud1995 | Neighborhood guide: Lincoln Elementary and Roosevelt Middle School are a ten-minute walk, and the library has story time.
ok familial_status fha3602k | Maintenance reply: congratulations on the baby! We can install window guards and outlet covers whenever you're ready.
ok familial_status fha3604c | Our community welcomes households of every size and make-up; the pool rules are the same for everyone.
ok familial_status hud1995 | Listing remarks: a nursery off the primary suite and a mudroom with cubbies.
ok familial_status hopa | HUD Section 202 building: every unit is for a household with a member 62 or older.
ok familial_status fha3602k | Lease renewal offer: if your family grows, ask about a transfer to a larger unit at the same rate.
ok familial_status hud1995 | Open-house flyer: adult education classes at the community college are a short walk away.
# National origin
block national_origin fha3604c | Welcome home to this mid-century gem near downtown with terrazzo floors and a sunroom; the owner prefers American-born buyers.
block national_origin hudLep2016 | Lease renewal offer: renewals go only to tenants who can read and sign the lease in English without help; no interpreters.
block national_origin hudNo2016 | Screening vendor setting: require two extra forms of ID for applicants born outside the U.S.
block national_origin fha3604c | Apartments.com: no Mexicans, no Indians, no Middle Easterners.
block national_origin cfr10070 | Team group chat: the Patels want Westlake, but push them toward Little India where they'll belong.
block national_origin fha3604b | Maintenance queue note: repairs for the Somali tenants on the second floor go to the bottom of the list.
block national_origin fha3604c | 出租两房公寓，仅限华人，不租给外国人。
block national_origin hudNo2016 | Property-management website: all applicants must show a U.S. birth certificate.
warn national_origin hudNo2016 | Rental application page: U.S. citizens only.
warn national_origin cfr10070 | Relocation package: since your family is from Korea, you'll probably be happiest near the Koreatown strip in Palisades Park.
warn national_origin fha3604c | Neighborhood guide: Elmwood is largely Polish and Italian, a very traditional old-world community.
ok national_origin hudLep2016 | Rent-increase notices go out in English, Spanish and Vietnamese, and free interpreters are available at the leasing office.
ok national_origin hudNo2016 | We accept any government-issued photo ID, including foreign passports and consular ID cards, and an ITIN in place of an SSN.
ok national_origin hud1995 | Welcome home to a Dutch colonial with French doors, a Spanish-tile patio and an English garden.
ok national_origin hud1995 | Neighborhood guide: grab dim sum in Chinatown, then stroll to the Greek festival at Holy Trinity and Little Italy's cannoli shop.
ok national_origin fha3604c | Se aceptan todos los solicitantes sin importar su país de origen; hablamos español.
ok national_origin hud1995 | Listing remarks: Persian rugs convey, and the powder room has Moroccan tile.
# Source of income: three pairs (CT/TX, OR/ID, RI/SC in Spanish), then single lines.
block source_of_income@CT state | Apartments.com: bright 2BR in Hartford, CT with a new kitchen and parking; no Section 8 or housing vouchers.
warn source_of_income@TX state | Apartments.com: bright 2BR in Austin, TX with a new kitchen and parking; no Section 8 or housing vouchers.
block source_of_income@OR state | Welcome home to a tidy ranch in Salem, OR with a heat pump and a garden shed; the owner does not accept rent paid by assistance programs.
warn source_of_income@ID state | Welcome home to a tidy ranch in Boise, ID with a heat pump and a garden shed; the owner does not accept rent paid by assistance programs.
block source_of_income@RI state | Se renta casa de 3 recámaras en Providence, RI; no se aceptan vales de vivienda ni Sección 8.
warn source_of_income@SC state | Se renta casa de 3 recámaras en Columbia, SC; no se aceptan vales de vivienda ni Sección 8.
block source_of_income@NJ state | Screening vendor setting for our Newark, NJ buildings: exclude applicants whose income comes from SSI, child support or alimony.
block source_of_income@WA state | Renewal offer, Tacoma, WA: tenants paying with a voucher renew at $200 more than tenants paying privately.
block source_of_income@MA state | Property-management website, Worcester, MA: income must come from employment; public assistance and rental assistance are not counted.
warn source_of_income@IL state | Corporate housing offer in Chicago, IL: perfect for salaried professionals with steady paychecks.
warn source_of_income@MD state | Zumper, Bethesda, MD: best suited to tenants with employment income.
ok source_of_income@NY hudSoi | Albany, NY: Housing Choice Vouchers and all lawful sources of income are welcome, and the subsidy counts toward the income ratio.
ok source_of_income@VA state | Richmond, VA: rent is due on the first whatever its source; vouchers, SSDI and pensions are all accepted.
ok source_of_income@OR state | Eugene, OR income requirement: twice the tenant's share of the rent, after any voucher payment is subtracted.
# Marital status: two pairs (MT/ID, NY/FL).
block marital_status@MT state | Welcome home to a log cabin on five acres outside Bozeman, MT; the owner will rent only to married couples.
warn marital_status@ID state | Welcome home to a log cabin on five acres outside Coeur d'Alene, ID; the owner will rent only to married couples.
block marital_status@NY state | Lease renewal offer, Albany, NY: unmarried couples must each sign a separate guaranty to renew; married couples sign once.
warn marital_status@FL state | Lease renewal offer, Tampa, FL: unmarried couples must each sign a separate guaranty to renew; married couples sign once.
block marital_status@WI state | Team chat about the Madison, WI duplex: the owner says no divorced or separated applicants.
block marital_status@MN state | Screening vendor setting, Duluth, MN: decline applications from unmarried partners living together.
warn marital_status@CO state | Listing remarks, Boulder, CO: perfect for a newlywed couple starting out.
warn marital_status@OR state | Neighborhood guide, Portland, OR: mostly married homeowners, a very settled street.
ok marital_status@CA state | Apartments.com, Oakland, CA: married, single or partnered, every applicant is screened the same way.
ok marital_status@MA state | Welcome home to a Salem, MA Victorian with wedding-cake trim, a widow's walk and a bachelor's parlor.
# Age: two pairs (WI/IA, MA/NC).
block age@WI state | Zumper: Milwaukee, WI studio near the lake; applicants over 60 need not apply.
warn age@IA state | Zumper: Des Moines, IA studio near the lake; applicants over 60 need not apply.
block age@MA state | Corporate housing offer in Boston, MA: designed for young professionals, under 35 only.
warn age@NC state | Corporate housing offer in Charlotte, NC: designed for young professionals, under 35 only.
block age@NY state | Screening vendor setting, Buffalo, NY: auto-decline applicants over 70 as a lease-completion risk.
block age@NH state | Team chat about the Nashua, NH listing: the owner wants millennials only, so skip the older couple's application.
warn age@RI state | Listing remarks, Newport, RI: would suit a young, energetic buyer.
ok age@CT state | Open house in Hartford, CT: adult ed pottery classes meet at the community center across the street.
ok age@PA state | Pittsburgh, PA: everyone 18 or older in the household signs the lease; we don't ask anyone's age beyond that.
# Military status: one pair (CT/SC).
block military_status@CT state | Listing remarks, New Haven, CT: updated colonial near the green; no military or veterans, please.
warn military_status@SC state | Listing remarks, Charleston, SC: updated colonial near the green; no military or veterans, please.
block military_status@VA state | Lease renewal offer, Norfolk, VA: active-duty tenants must pay a double deposit to renew because they may deploy.
block military_status@OH state | Screening vendor setting, Columbus, OH: decline applicants who are in the National Guard or Reserves.
warn military_status@NY state | Zumper, Watertown, NY: great fit for civilian professionals, away from the base crowd.
warn military_status@CA state | Apartments.com, San Diego, CA: perfect for Navy families just transferred in.
ok military_status@WA state | Relocation package, Tacoma, WA: we honor the SCRA; PCS orders let you end the lease early.
ok military_status@IL state | Listing remarks, Chicago, IL: Veterans Memorial Park and the Navy Pier ferry are both nearby.
# Sexual orientation and gender identity: only states that protect them by statute.
block sexual_orientation@CA state | Team chat about the San Jose, CA duplex: the owner says no gay couples, so find a reason.
block sexual_orientation@NY state | Apartments.com, Brooklyn, NY: straight tenants only.
block sexual_orientation@IL state | Lease renewal offer, Chicago, IL: the owner won't renew for a lesbian household.
warn sexual_orientation@CO state | Listing remarks, Denver, CO: perfect for a gay couple who wants to be near the Pride parade route.
ok sexual_orientation@MA state | Open-house flyer, Boston, MA: stop by after the Pride parade for an open house on Boylston Street!
ok sexual_orientation@WA state | Room in my own Seattle, WA home where I live: queer-friendly house looking for an LGBTQ housemate to share the kitchen.
block gender_identity@NJ state | Zumper, Jersey City, NJ: no transgender tenants.
block gender_identity@OR state | Property website, Portland, OR: residents must use the gym locker room matching the sex on their birth certificate.
block gender_identity@MN state | Team chat about the Minneapolis, MN unit: the applicant is trans, tell them it's taken.
warn gender_identity@MD state | Listing, Baltimore, MD: ideal for a trans woman looking for a supportive building.
ok gender_identity@VT state | Burlington, VT tenant survey: pronouns (optional), and gender: woman, man, nonbinary or prefer not to say.
ok gender_identity@CA state | Sacramento, CA: our leasing staff use the name and pronouns each applicant gives us.
# No class
ok - hud1995 | Welcome home to 1420 Birch Street: 3 beds, 2 baths, a renovated kitchen and a two-car garage on a tree-lined block.
ok - hud1995 | Open house Saturday 1-4 pm, refreshments served, all are welcome.
ok - hud1995 | Rent-increase notice: your rent will increase 3.5% effective March 1, as your lease allows.
ok - hud1995 | Maintenance reply: a technician will fix the dishwasher Tuesday between 9 and noon.
ok - hud1995 | Apartments.com: 1BR with in-unit washer and dryer, a gym and covered parking; $1,650 a month.
ok - hud1995 | Tenant survey: how satisfied are you with snow removal this winter?
ok - hud1995 | Corporate housing offer: 30-day furnished stays with weekly cleaning and utilities included.
ok - fha3604c | Equal Housing Opportunity: we comply with federal, state and local fair housing laws.
ok - hud1995 | Neighborhood guide: the riverfront trail, the Saturday market and a new branch library.
ok - hud1995 | Relocation package: moving allowance, 60 days of temporary housing and a dedicated agent.
ok - hud1995 | Landlord association newsletter: smoke detector batteries must be checked at every move-in.
ok - hud1995 | Team chat: the lockbox code for the Oak St listing changed; ask me for it.
ok - hud1995 | Casa en venta con tres recámaras, dos baños y patio grande; llame para una cita.
ok - hud1995 | Maison à louer, trois chambres, jardin, proche des transports.
ok - hud1995 | Lease renewal offer: renew by the 15th to lock in a 12-month rate.
ok - hud1995 | Buyer consultation notes: budget $450k, 3BR, commute under 30 minutes, pre-approved with a credit union.
`);

/** First measure (lead, 1337199; nobody had tuned on this set): 84/111 caught, 53/76 blocked, 0/75 flagged. */
export const FIRST_MEASURE_29 = {
  commit: '1337199',
  violations_caught_pct: 75.7,
  exclusions_blocked_pct: 69.7,
  false_alarms_pct: 0,
} as const;
