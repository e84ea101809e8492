import { parseCorpus } from './corpus';

/**
 * Review set 30, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker, only corpus.ts (line format and parseCorpus), lines 1-80 of review-29 (header
 * style and label conventions) and its last 10 lines (the FIRST_MEASURE shape), lines 1-75 of review-28,
 * review-27 and review-26 (their headers, to choose different shapes), the category lists in @pp/contract, the
 * `export` lines of jurisdictions.ts, the rows of jurisdiction-table.ts and the key names of SOURCES (printed by
 * a one-line script). Every sentence was written by hand and none was run through the checker; the counts and
 * the state labels below were checked with a script that uses only parseCorpus, SOURCES and jurisdictionsOf.
 *
 * Labels come from primary sources, with review-29's conventions: an explicit preference, limitation or
 * exclusion is block; a description of who lives there, or "ideal / perfect / great fit / just right for" a
 * class, is warn; what HUD's 1995 Achtenberg memo calls acceptable is ok. 42 U.S.C. 3604(c) (plain ads with
 * the class in new words: "folks on assistance", "churchgoers", "devout Christians", "people who hear voices",
 * "wheelchair user", "newcomers from overseas", "servicemembers", "retirees"; conditions and quantities: "no more
 * than two kids, none under five", "unless they're only visiting", "as long as no children will be living
 * there", "provided that your income comes from a job", "anyone except", "we'd sooner leave it empty than";
 * an auction that makes bidders certify no minors; a zoning-hearing comment that promises no units for a class),
 * 3604(b) (a guest curfew for women only, Diwali lamps barred where Christmas lights are not, pool and gym closed
 * to under-18s, no purchase contracts for walker users in a conversion, a co-signer for divorced applicants),
 * 3602(k) (non-renewal for tenants who are expecting: block; a transfer offered: ok), 3602(h) (two years clean
 * and off methadone: block; illegal drugs a violation, MAT welcome in sober living: ok), 3607(a) (a retreat house
 * for members of a religious order: ok). Roommates.com (9th Cir. 2012), key fha3604c: a housemate limited by
 * sex, religion, sexual orientation or a childproofing concern in the author's own home is ok. 24 CFR 100.70
 * (a LinkedIn boast of keeping Black buyers out of a suburb, a WhatsApp order not to show listings to an accent:
 * block; "feel more at ease in", "usually prefer", "usually happier in", "probably happier", "end up in": warn),
 * 100.70(c)(4) (children placed in the garden-level buildings), 100.80 (a smart-lock code withheld by skin
 * tone), cfr100 (grab bars refused), 100.202 (diagnoses and medications asked: block; no questions, a 504
 * coordinator: ok), 100.600 (a rent-to-own down payment traded for a private arrangement). HUD/DOJ 2004 and
 * FHEO-2020-01 (ESA pet rent: block; no deposit, pet rent or breed limit for assistance animals: ok). HUD 2016
 * LEP guidance (fluent English, no interpreters: block; four languages and an interpreter: ok); HUD 2016 national
 * origin guidance (extra ID for the foreign-born: block; any country's ID and an ITIN: ok; "U.S. citizens only,
 * green-card holders need not apply": warn, as review-28 and review-29 label citizenship). HUD 2016 criminal-
 * records guidance (a five-year individual review: ok). HUD 2016 nuisance guidance (police calls for domestic
 * disputes end the lease even for the caller: block sex; 911 for help never counted: ok). Keating memo (two per
 * 2BR counting babies: block; two per bedroom plus one under the code: ok). HOPA (a verified 55+ with the 80%
 * survey, Section 202 62+ housing: ok). Achtenberg look-alikes, all ok: white shaker cabinets and black
 * stainless, a dark brown sectional, black and white switches, a white-walled house with a black roof in
 * Japanese, a gentleman's dresser and ladies' vanity, a bachelor apartment, a man door and a she-shed, a
 * converted church, St. Mary's and the Islamic Center, a church and school in Polish, family room, nursery,
 * playroom, "sala familiar", a Korean family room, walk-up stairs, a jogging trail, a barrier-free flat in
 * German, Chinatown and Little Italy, Spanish-style with French doors, a Persian rug, MLK Drive, Harriet Tubman
 * Boulevard, a Pride open house, single-story, a newcomer's guide to the building.
 * State classes follow the jurisdiction table, the state named in the sentence carried as @XX. Ten state pairs,
 * the same sentence with only the city and state changed, block where the state protects the class and warn
 * where it does not: source of income NY/TX, WA/GA, MD/FL (Spanish), OR/ID; marital status MI/OH, CA/TX
 * (Spanish); age NY/FL, PA/NC ("tenants under 40", PA protecting 40 and over); military status VA/NC, WA/TX.
 * Other refusals in protecting states block (voucher holders screened out in a NJ pro-forma, SSI and SSDI not
 * counted in CO, unmarried couples in OR, ages 25 to 35 in CT, Navy sailors in CA). Descriptions in protecting
 * states are warn ("ideal for tenants with steady paychecks" MN, "best suited to a single professional without a
 * spouse" MA, "mostly married couples" VT, "great for retirees" HI, "mostly young professionals in their
 * twenties" WI, "a great fit for a retired Army veteran" OH). Sexual orientation and gender identity (US row,
 * HUD 2021) sit only in states that also protect them by statute: refusals and an ID-must-match-presentation
 * rule block, "perfect pad for a lesbian couple" and "a perfect fit for a trans man" warn, a gay housemate in the
 * author's home, a Pride open house, optional pronouns and restrooms by gender identity ok.
 * Shapes (different from review-26's to review-29's): about half plain advertising copy (Facebook Marketplace,
 * LinkedIn and X posts the product writes, rental ads, listing descriptions) with the class in new words, and
 * half in new shapes: LinkedIn posts about an agent's week, X posts with hashtags and emoji, Marketplace
 * item-style listings, YouTube video-tour descriptions, podcast show notes, an investor "ideal tenant profile"
 * slide, pro-forma notes, auction announcements, rent-to-own offers, coming-soon teaser emails, house manuals
 * for furnished rentals, HOA welcome packets, condo-conversion notices, a tenant-referral bonus, zoning-hearing
 * comments by landlords, realtor blog posts, WhatsApp broadcasts and smart-lock self-tour instructions.
 * Languages: Spanish (16 lines), Tagalog, Korean, Japanese, German, Italian, Haitian Creole and Polish.
 * Counts: 193 sentences, 76 block, 37 warn, 80 ok (41.5% ok). By class (block/warn/ok): race 7/3/5, color
 * 3/1/4, religion 6/3/6, sex 6/2/6, handicap 11/3/11, familial status 12/4/11, national origin 8/3/6, source of
 * income 6/5/3, marital status 4/4/2, age 4/4/3, military status 3/3/2, sexual orientation 3/1/2, gender
 * identity 3/1/2, no class 0/0/17.
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_30) at 0c78d6a, session 16's
 * last rules: 80.5 / 73.7 / 3.8. At 189f8f1 (German, Italian, Japanese and Haitian Creole data and Hindi and
 * Polish words, written before this set was read but after its author was asked for those languages):
 * 84.1 / 78.9 / 3.8. TUNED ON since e352586 (helper fh30): 100 / 100 / 0, so it no longer measures blind reach.
 */
export const REVIEW_30 = parseCorpus(`
# Race: Marketplace and rental ads, X and LinkedIn posts, an investor slide, a zoning-hearing comment, Korean.
block race fha3604c | FB Marketplace: 2BR duplex, $1,350/mo, washer/dryer hookups, off-street parking; the landlord would rather it went to a white family this time around.
block race fha3604c | Just listed in Brookhaven 🏡 3BR/2BA, new roof, huge yard. The sellers asked me to bring through Caucasian buyers only. DM me! #JustListed #ATLrealestate
block race cfr10070 | LinkedIn: What a week! Two closings, and once again I kept my Black buyers out of Lakeview so the sellers there stay comfortable. Grateful for this team! #realtorlife
block race fha3604c | Se renta casa de 3 recámaras en Pasadena; el dueño no acepta inquilinos afroamericanos.
block race fha3604c | Investor deck, slide 7, ideal tenant profile: leases are offered to white households only, which keeps the comps strong.
block race fha3604c | Zoning-hearing comment from the owner of 14 Elm: upzoning would bring Black renters onto this street, and none of my units will ever be leased to them.
block race fha3604c | 월세 매물: 투룸, 역세권, 주차 가능. 흑인 세입자는 받지 않습니다.
warn race hud1995 | YouTube tour description: walk through this brick colonial with me, and stay to the end for a drive around a neighborhood that is still mostly white and very quiet.
warn race cfr10070 | Realtor blog: many of my Black clients feel more at ease in Mitchellville than in Bowie, so that is where I would begin your search.
warn race hud1995 | Podcast show notes, ep. 42: we tour a rowhouse in an enclave that has been almost all-white for a century, and talk curb appeal and closing costs.
ok race hud1995 | 4BR colonial on Martin Luther King Jr. Drive, a short walk to the park and the light rail.
ok race hud1995 | Open house Saturday 1-3 at 22 Harriet Tubman Boulevard: fresh paint, new furnace, everyone welcome! #OpenHouse
ok race fha3604c | Equal Housing Opportunity: we rent without regard to race, color, religion, sex, disability, familial status or national origin.
ok race hudCriminal2016 | Screening page: we look only at convictions from the last five years, each reviewed individually with any mitigating information you share.
ok race fha3604c | Igualdad de oportunidades de vivienda: rentamos sin importar raza, color, religión, sexo, discapacidad, estado familiar u origen nacional.
# Color: ads with complexion preferences, self-tour instructions, look-alikes in finishes and furniture, Tagalog, Japanese.
block color fha3604c | Rental ad: cozy studio with skylights and a claw-foot tub; the landlord favors tenants with a lighter complexion.
block color fha3604c | Paupahan: studio malapit sa MRT, ₱12,000 kada buwan. Mas gusto ng may-ari ang mga umuupang maputi ang balat.
block color cfr10080 | Self-tour instructions: the smart-lock code is texted only to applicants whose ID photo shows a fair skin tone; darker-skinned callers are told the unit is already leased.
warn color hud1995 | Facebook listing: a postcard-pretty street where nearly every neighbor is fair-skinned and the lawns are trimmed.
ok color hud1995 | Kitchen features white shaker cabinets, black stainless appliances and a brown quartz backsplash.
ok color hud1995 | Marketplace: like-new dark brown leather sectional, stays with the furnished rental or sold separately for $400.
ok color hud1995 | House manual: the black switch by the door runs the disposal; the white one runs the porch light.
ok color hud1995 | 賃貸物件：白い外壁と黒い屋根の一戸建て、駅から徒歩5分。
# Religion: ads with congregations and devotion, a rent-to-own X post, a balcony rule, German, Italian, Polish.
block religion fha3604c | Charming 2BR cottage for rent; churchgoers are given first priority, so mention your congregation when you apply.
block religion fha3604c | The owner is only comfortable handing the keys to devout Christians, sorry.
block religion fha3604c | New rent-to-own offer in Provo! Preference goes to active members of the ward. #RentToOwn #UtahHomes
block religion fha3604c | Wohnung zu vermieten in Köln, 3 Zimmer, Balkon. Nur an christliche Mieter.
block religion fha3604c | Affittasi bilocale arredato vicino al Duomo; si preferiscono inquilini cattolici praticanti.
block religion fha3604b | WhatsApp broadcast to residents: the diyas on the 4B balcony for Diwali violate the lease and must come down; Christmas lights on other balconies are fine.
warn religion hud1995 | Listing description: the perfect home for a devout Catholic household, with St. Jude's right around the corner.
warn religion hud1995 | Neighborhood guide: the streets around the shul are almost entirely Orthodox Jewish households.
warn religion cfr10070 | Agent's note to a buyer: since you're Hindu, you would probably be happier in Edison than here.
ok religion hud1995 | Walking distance to St. Mary's, Temple Beth El, the Islamic Center and the public library.
ok religion fha3607a | Rooms at the Carmelite retreat house are reserved for members of the order, which the law allows a religious organization.
ok religion hud1995 | Converted 1890s church with cathedral ceilings, stained glass and a choir-loft bedroom.
ok religion hud1995 | Do wynajęcia dwupokojowe mieszkanie blisko kościoła i szkoły, czynsz 2500 zł.
ok religion fha3604c | Room in my own house: I'm an observant Muslim and would like a Muslim housemate, since we share the kitchen.
ok religion hud1995 | HOA welcome packet: holiday decorations of any faith are welcome on balconies from November through January.
# Sex: ads limited to one sex, a guest curfew, a rent-to-own quid pro quo, nuisance clause, Haitian Creole.
block sex fha3604c | Studio over the detached garage, $900 including utilities; seeking a gentleman tenant only.
block sex fha3604c | Whole 1BR condo downtown for lease, ladies only please 💁‍♀️ #ForRent #Denver
block sex hudNuisance2016 | Lease addendum: three police calls for domestic disputes in a year end the lease, even if you are the one who called.
block sex cfr100600 | Rent-to-own offer: a single woman who can't make the down payment can work something out with me privately.
block sex fha3604c | Apatman pou lwe nan Little Haiti, 2 chanm. Se sèlman fanm ki ka aplike.
block sex fha3604b | House rules for the fourplex: female tenants must have guests out by 10 p.m.; male tenants have no guest curfew.
warn sex hud1995 | Marketplace listing: compact studio with a pink accent wall, just right for a gal starting out.
warn sex hud1995 | LinkedIn: This loft screams bachelor, a perfect spot for a guy who wants somewhere to crash after work.
ok sex hud1995 | Furnished unit includes a gentleman's dresser and a matching ladies' vanity.
ok sex fha3604c | Sharing my 2BR in my own home: looking for a female roommate since we'd share the only bathroom.
ok sex hud1995 | Bachelor apartment (studio) with a Murphy bed, kitchenette and river views.
ok sex hudNuisance2016 | Lease clause: calling 911 for help, including as a victim of domestic violence, never counts against your tenancy.
ok sex hud1995 | Man door from the garage into the mudroom, and a she-shed with power in the back yard.
ok sex fha3604c | Se busca compañera de cuarto para compartir mi propio departamento; soy mujer y compartiríamos el baño.
# Handicap: ads with able-bodied and independence demands, pet rent on an ESA, inquiries, methadone, modifications refused, Spanish, Korean, German.
block handicap fha3604c | Third-floor walk-up for rent; tenants have to be able-bodied since there is no elevator.
block handicap fha3604c | FB Marketplace rental: 1BR near campus; we'd sooner leave it empty than rent it to a wheelchair user.
block handicap fha3604c | Quiet building, so no one on psych meds and nobody who hears voices, please.
block handicap hudDojRa2004 | House manual, pets: emotional support animals count as pets and pay the $50 monthly pet rent.
block handicap cfr100202 | Application: list any mental health diagnoses and every medication you currently take.
block handicap fha3602h | People in recovery are welcome once they have been clean for two years and are off methadone.
block handicap fha3604c | Se alquila departamento en Miami; no se aceptan personas en silla de ruedas.
block handicap fha3604c | 원룸 임대, 보증금 500만원. 장애인 입주 불가.
block handicap fha3604b | Condo-conversion notice: residents who rely on walkers or scooters will not be offered purchase contracts on the upper floors.
block handicap cfr100 | Grab bars? If you need those, this apartment isn't for you; no modifications of any kind are allowed.
block handicap fha3604c | Cute 1BR in Fremont 🌿 $1,800. Must be fully independent, no caregivers or aides coming and going. #SeattleRentals
warn handicap hud1995 | Listing: ideal for someone in a wheelchair, with a roll-in shower and a zero-step entry.
warn handicap cfr10070 | Agent to a buyer whose son is deaf: folks with hearing loss usually prefer the Eastside, there's a community there.
warn handicap hud1995 | YouTube tour: the building is basically all young, able-bodied runners, you'll see them out on the trail every morning.
ok handicap hud1995 | Wheelchair-accessible unit with a roll-in shower, lowered counters and a reserved accessible parking space.
ok handicap fheo202001 | Assistance animals are not pets: no pet deposit, pet rent or breed limit applies to them.
ok handicap cfr100202 | We never ask about diagnoses; if you need a reasonable accommodation, email our 504 coordinator.
ok handicap fha3602h | Illegal drug activity on the premises is a lease violation.
ok handicap hud1995 | Fourth-floor walk-up with great light; there is no elevator in the building.
ok handicap hud1995 | Smart-lock self-tour: the keypad sits at wheelchair height and reads the code aloud for low-vision visitors.
ok handicap hud1995 | Barrierefreie Wohnung im Erdgeschoss mit ebenerdiger Dusche und Aufzug zur Tiefgarage.
ok handicap cfr100 | Tenants may install grab bars or a ramp at their own cost, and we'll help find a contractor.
ok handicap hud1995 | Jogging trail, walking paths and a view of the lake from the deck.
ok handicap hudDojRa2004 | Se aceptan animales de asistencia sin depósito ni cuota adicional.
ok handicap fha3602h | Sober living residence: people in recovery, including those on medication-assisted treatment, are welcome; no alcohol or illegal drugs on site.
# Familial status: quantities of kids, conditions, rent-to-own, occupancy, a pregnancy, pool rules, an auction, Spanish, Japanese, Italian, Tagalog, Korean.
block familial_status fha3604c | Two-bedroom townhouse available Dec 1; no more than two kids, and none under five.
block familial_status fha3604c | Quiet adult building, so children aren't a fit here unless they're only visiting.
block familial_status fha3604c | Rent-to-own: 3BR ranch, $1,500/mo with 20% credited toward purchase, as long as no children will be living there.
block familial_status keating1998 | Occupancy limit: two people per two-bedroom apartment, babies included.
block familial_status fha3602k | Leases will not be renewed for tenants who are expecting, since the units are too small for a newborn.
block familial_status cfr10070c4 | HOA welcome packet: households with children are placed in the garden-level buildings, away from the pool side.
block familial_status fha3604b | Amenity rules: residents under 18 may never use the pool or the fitness center.
block familial_status fha3604c | Se renta casa en Hialeah, 2 cuartos; solo parejas sin hijos.
block familial_status fha3604c | 2LDKマンション賃貸、子供のいる家族はお断りします。
block familial_status fha3604c | Affittasi trilocale a Milano, ristrutturato, niente bambini.
block familial_status fha3604c | Fresh reno 2BR in Austin, $2,100. Kid-free building, sorry parents! #ATXrentals
block familial_status fha3604c | Auction announcement: bidders must certify that no minors will live in the property after closing.
warn familial_status hud1995 | LinkedIn: Just listed this cul-de-sac gem, perfect for a young family with toddlers!
warn familial_status hud1995 | Most of the residents here are empty nesters, so the hallways stay very quiet.
warn familial_status cfr10070 | Agent note: families with little kids are usually happier in the Oakwood school zone, so I'd skip the downtown condos.
warn familial_status hud1995 | Perpekto para sa mag-asawang walang anak ang condo na ito.
ok familial_status hud1995 | Family room with a gas fireplace opens to the kitchen and a fenced back yard.
ok familial_status hopa | Verified 55-and-older community under HOPA: at least 80% of homes have a resident 55 or over, confirmed by our age survey.
ok familial_status keating1998 | Occupancy follows the city housing code: two persons per bedroom plus one.
ok familial_status hud1995 | Nursery with blackout blinds and a built-in changing station off the primary bedroom.
ok familial_status hud1995 | Walk to Lincoln Elementary, the library and two playgrounds.
ok familial_status fha3604c | Renting a room in my own home; the place isn't childproofed, so I'm looking for a single adult housemate.
ok familial_status fha3604b | Pool rules apply to everyone: children under 12 swim with an adult because no lifeguard is on duty.
ok familial_status fha3602k | Expecting? Let us know and we'll offer a transfer to a bigger unit at the same rate when one opens.
ok familial_status hud1995 | 가족실과 넓은 마당이 있는 단독주택, 초등학교까지 도보 5분.
ok familial_status hud1995 | Playroom over the garage could also be a home office or gym.
ok familial_status hud1995 | Casa con sala familiar, patio grande y cerca de escuelas y parques.
# National origin: newcomers and accents, English fluency, extra ID, a zoning comment, a WhatsApp steer, Spanish, German, Polish, Haitian Creole.
block national_origin fha3604c | Apartment for rent to anyone except newcomers from overseas; American-born tenants preferred.
block national_origin hudLep2016 | Applicants must be fluent in English; we will not provide translated leases or interpreters.
block national_origin hudNo2016 | Tenants born outside the U.S. must provide a passport and two extra forms of ID; everyone else just a driver's license.
block national_origin fha3604c | Casa en renta en Phoenix; no se aceptan mexicanos ni centroamericanos.
block national_origin fha3604c | Zoning-hearing comment by a landlord: if this passes, I will make sure none of my units go to Somali families.
block national_origin cfr10070 | WhatsApp broadcast to my agents: don't show the Pinecrest listings to anyone with an Indian accent.
block national_origin fha3604c | Zimmer frei ab sofort, nur für Deutsche, keine Ausländer.
block national_origin fha3604c | Mieszkanie do wynajęcia w Chicago, tylko dla Polaków.
warn national_origin cfr10070 | Realtor blog: most Filipino newcomers end up in Little Manila, so that's where I take my Filipino clients first.
warn national_origin hud1995 | Perfect for Korean expats, with a Korean grocery and a Korean church steps away.
warn national_origin hudNo2016 | Rental ad: U.S. citizens only, green-card holders and visa holders need not apply.
ok national_origin hud1995 | Walk to Chinatown's dim sum spots and the Little Italy street festival.
ok national_origin hudNo2016 | We accept any government-issued photo ID from any country, and an ITIN or SSN for the credit check.
ok national_origin hudLep2016 | Lease and house rules are available in English, Spanish, Korean and Tagalog; a free interpreter on request.
ok national_origin hud1995 | Spanish-style stucco home with French doors, Italian tile and a Dutch door to the garden.
ok national_origin hud1995 | Nou pale kreyòl, franse, angle ak panyòl; tout moun ki enterese ka aplike.
ok national_origin hud1995 | Persian rug and a Swedish dining set included in this furnished rental.
# Source of income: four pairs (NY/TX, WA/GA, MD/FL Spanish, OR/ID), a pro-forma and an X post, a description, lawful income counted.
block source_of_income@NY state | Nice 2BR in Albany, NY, but the owner won't take folks on assistance.
warn source_of_income@TX state | Nice 2BR in Houston, TX, but the owner won't take folks on assistance.
block source_of_income@WA hudSoi | Housing vouchers are not accepted for this Seattle, WA townhouse.
warn source_of_income@GA hudSoi | Housing vouchers are not accepted for this Atlanta, GA townhouse.
block source_of_income@MD state | Apartamento en Baltimore, MD: no aceptamos vales de vivienda de la Sección 8.
warn source_of_income@FL state | Apartamento en Orlando, FL: no aceptamos vales de vivienda de la Sección 8.
block source_of_income@OR state | Provided that your income comes from a job and not from benefits, this Portland, OR duplex is yours.
warn source_of_income@ID state | Provided that your income comes from a job and not from benefits, this Boise, ID duplex is yours.
block source_of_income@NJ state | Pro-forma note, Newark, NJ fourplex: underwrite W-2 earners only and screen out voucher holders to keep the rent roll clean.
block source_of_income@CO state | Denver, CO studio for rent, income has to come from employment, SSI and SSDI don't count. #DenverRentals
warn source_of_income@MN state | Minneapolis, MN listing: ideal for tenants with steady paychecks from a full-time employer.
ok source_of_income@IL hudSoi | Chicago, IL: all lawful income counts toward the 2.5x rent requirement, including vouchers, SSI and child support.
ok source_of_income@CA state | Section 8 and other rental assistance welcome at this Oakland, CA fourplex.
ok source_of_income@VA state | Income of 2.5 times the rent from any lawful source qualifies for this Richmond, VA apartment.
# Marital status: two pairs (MI/OH, CA/TX Spanish), cohabitation and divorce, descriptions, every adult signs.
block marital_status@MI state | Cozy cottage in Ann Arbor, MI for lease, married couples only, no cohabiting partners.
warn marital_status@OH state | Cozy cottage in Columbus, OH for lease, married couples only, no cohabiting partners.
block marital_status@CA state | Se renta casa en Sacramento, CA; solo para matrimonios.
warn marital_status@TX state | Se renta casa en San Antonio, TX; solo para matrimonios.
block marital_status@OR state | Portland, OR landlord: we don't rent to unmarried couples living together.
block marital_status@WA state | Tacoma, WA rental: divorced applicants must bring a co-signer, married and single applicants don't.
warn marital_status@MA state | Boston, MA loft, best suited to a single professional without a spouse.
warn marital_status@VT state | Mostly married couples on this Burlington, VT block, very settled.
ok marital_status@NY state | Every adult occupant, married or not, signs the lease for this Rochester, NY apartment.
ok marital_status@NJ state | Domestic partners are welcome on the same terms as spouses at this Jersey City, NJ building.
# Age: two pairs (NY/FL, PA/NC), a band of ages, a younger tenant, retirees and twenty-somethings, HOPA and 62+.
block age@NY state | Studio in Brooklyn, NY for rent; applicants over 60 won't be considered.
warn age@FL state | Studio in Miami, FL for rent; applicants over 60 won't be considered.
block age@PA state | No retirees, please: this Philadelphia, PA landlord wants tenants under 40.
warn age@NC state | No retirees, please: this Charlotte, NC landlord wants tenants under 40.
block age@CT state | Hartford, CT complex leases only to tenants between 25 and 35.
block age@NJ state | Trenton, NJ duplex: we'd rather have a younger tenant, the last older one had too many complaints.
warn age@HI state | Great for retirees: Honolulu, HI condo with an elevator and quiet neighbors.
warn age@WI state | Milwaukee, WI building is mostly young professionals in their twenties.
ok age@MI hopa | Detroit, MI: registered 55+ community under HOPA, with age verification on file.
ok age@MA state | Every applicant must be 18 or older to sign the lease for this Worcester, MA apartment.
ok age@RI hopa | Section 202 housing for elderly residents 62 and over in Providence, RI.
# Military status: two pairs (VA/NC, WA/TX), a Navy refusal, a veteran description, SCRA and BAH.
block military_status@VA state | Norfolk, VA rental: no active-duty military, deployments break leases.
warn military_status@NC state | Jacksonville, NC rental: no active-duty military, deployments break leases.
block military_status@WA state | The landlord in Tacoma, WA won't rent to servicemembers with PCS orders pending.
warn military_status@TX state | The landlord in Killeen, TX won't rent to servicemembers with PCS orders pending.
block military_status@CA state | San Diego, CA apartment: Navy sailors need not apply, the owner had a bad experience.
warn military_status@OH state | Columbus, OH duplex, a great fit for a retired Army veteran.
ok military_status@VA state | Petersburg, VA: we honor SCRA lease termination for servicemembers with PCS orders.
ok military_status@IL state | Chicago, IL: BAH counts as income for servicemembers applying here.
# Sexual orientation (protecting states only): refusals, a description, a shared house, a Pride open house.
block sexual_orientation@IL hud2021 | The landlord in Chicago, IL prefers a traditional couple, no same-sex partners.
block sexual_orientation@NY hud2021 | Brooklyn, NY 1BR, straight tenants only. #NYCRentals
block sexual_orientation@CO hud2021 | Se renta apartamento en Denver, CO; no se aceptan parejas del mismo sexo.
warn sexual_orientation@MN hud2021 | Perfect pad for a lesbian couple in Minneapolis, MN, near the lakes.
ok sexual_orientation@WA fha3604c | Room in my own home in Seattle, WA: I'm gay and would prefer a gay housemate.
ok sexual_orientation@CA hud2021 | Open house during Pride weekend in San Francisco, CA; stop by after the parade!
# Gender identity (protecting states only): refusals, an ID rule, a description, optional pronouns, restrooms.
block gender_identity@OR hud2021 | The Portland, OR landlord will not lease to anyone who is transitioning.
block gender_identity@MA hud2021 | Boston, MA: if the gender on an applicant's ID doesn't match how they present, the application is denied.
block gender_identity@NY hud2021 | Apartamento en Nueva York, NY: no rentamos a personas trans.
warn gender_identity@NM hud2021 | Cozy Albuquerque, NM casita, a perfect fit for a trans man starting fresh.
ok gender_identity@WA hud2021 | Pronouns are optional on our Olympia, WA application, and staff use the name you give us.
ok gender_identity@IL hud2021 | Restrooms at our Chicago, IL leasing office may be used according to gender identity.
# No class: teaser emails, auctions, house manuals, self-tours, pro-formas, referral bonuses, conversions, podcasts, X and LinkedIn posts, Spanish.
ok - fha3604c | Coming-soon teaser email: a sun-soaked 3BR Craftsman hits the market Friday; reply for a first look before the open house.
ok - fha3604c | Auction announcement: online bidding opens March 3 for this two-unit building; 10% deposit due at close, sold as-is.
ok - hud1995 | House manual: the Wi-Fi password is on the fridge, trash goes out Tuesday night, and please keep the thermostat at 68°F.
ok - hud1995 | Smart-lock self-tour: book a 30-minute slot online, verify your ID, and the code arrives by text 10 minutes before your tour.
ok - hud1995 | Pro-forma note: assumes 5% vacancy, $1,650 average rent and a 3% annual increase.
ok - fha3604c | Tenant-referral bonus: refer a friend who signs a 12-month lease and you both get $250 off next month's rent.
ok - fha3604c | Condo-conversion notice: current tenants have a 90-day right of first refusal to buy their units at the insider price.
ok - hud1995 | Podcast show notes, ep. 17: how to read a rent roll, why cap rates mislead, and our favorite lockbox.
ok - hud1995 | Price drop! 2BR/2BA condo with a rooftop deck, now $389K. Tour this weekend. #JustReduced #Phoenix
ok - hud1995 | Single-story ranch with new deadbolts and a two-car garage, $1,950/mo.
ok - fha3604c | Rent-to-own: $2,000 option fee, 36-month term, 25% of each rent payment credited toward the purchase.
ok - hud1995 | WhatsApp broadcast: water will be off Thursday 9-noon for the riser repair; sorry for the inconvenience.
ok - hud1995 | Casa en venta con alberca, cocina remodelada y cochera para dos autos.
ok - hud1995 | Correo de adelanto: ¡Próximamente! Departamento de 2 recámaras disponible el 1 de marzo; agenda tu visita sin agente con la cerradura inteligente.
ok - hud1995 | YouTube tour description: 0:00 curb appeal, 2:15 kitchen, 5:40 finished basement, 8:10 back yard.
ok - hud1995 | LinkedIn: Grateful week, two closings, one listing appointment and a clean inspection on the Elm Street flip.
ok - hud1995 | Newcomer's guide to the building: trash pickup Tuesdays, recycling every other Friday, guest parking in lot B.
`);

/** First measure (lead, 0c78d6a; nobody had tuned on this set): 91/113 caught, 56/76 blocked, 3/80 flagged. */
export const FIRST_MEASURE_30 = {
  commit: '0c78d6a',
  violations_caught_pct: 80.5,
  exclusions_blocked_pct: 73.7,
  false_alarms_pct: 3.8,
} as const;
