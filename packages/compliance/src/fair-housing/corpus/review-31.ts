import { parseCorpus } from './corpus';

/**
 * Review set 31, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker, only corpus.ts (line format and parseCorpus), lines 1-72 of review-30 (header:
 * label conventions, sources, shapes; no sentence) and its FIRST_MEASURE_30 block (the shape), lines 1-50 of
 * review-29, review-28 and review-27 (headers, to choose different shapes), the category lists in @pp/contract,
 * the `export` lines of jurisdictions.ts, the rows of jurisdiction-table.ts and the key names of SOURCES (printed
 * by a one-line script). Every sentence was written by hand and none was run through the checker; the counts and
 * the state labels below were checked with a script that uses only parseCorpus, SOURCES and jurisdictionsOf.
 *
 * Labels come from primary sources, with review-30's conventions: an explicit preference, limitation or
 * exclusion ("reserved for", "limited to", "restricted to", "need not apply", "should look elsewhere", "won't
 * work for", "not a fit for", "unable to accommodate", "at the owner's discretion", "no more than") is block; a
 * description of who lives there or who the home suits ("best suited to", "geared toward", "just the thing
 * for", "great pick for", "tend to be happier", "end up in") is warn; what HUD's 1995 Achtenberg memo calls
 * acceptable is ok. About 60% re-word the sources' own examples: 42 U.S.C. 3604(c) and 24 CFR 109 (words, a
 * white-models-only brochure), 3604(b) (a male co-signer for single women, English-only common areas, head
 * coverings barred at an open house), 24 CFR 100.70 (tour notes that route Black buyers, listings sent only near
 * a temple, lofts not shown to women), 100.70(c)(4) (blind applicants and children assigned a building), 100.80
 * (a leasing note to deny 4B by race, a closed waitlist by skin tone, a canceled open house for an accent, an
 * auto-reply sent only to families), cfr100 for 100.203-100.204 (a ramp refused at the tenant's cost, a reserved
 * space refused: block; grab bars allowed, a no-form accommodation process: ok), 100.202 (psychiatric
 * questions, "live independently": block; no medical questions: ok), 100.400 (violations for Black guests,
 * sukkahs removed, renewal discounts withheld after accommodation requests), 100.600 (heat repaired for a
 * dinner; night visits over clothing), 3602(k), 3602(h), 3607(a) (a Carmelite residence for its sisters: ok).
 * Roommates.com (9th Cir. 2012), key fha3604c: a housemate limited by sex, religion, sexual orientation or a
 * toddler in the author's own home is ok; a carriage house, granny flat, guesthouse, ADU room or Einliegerwohnung
 * is a separate dwelling, so a limitation there is block. HUD/DOJ 2004 and FHEO-2020-01 (ESA pet rent, breed
 * and weight limits on service dogs: block; assistance animals exempt from pet fees: ok). HUD 2016 LEP guidance
 * (English only, no interpreters: block; four languages, phone interpreters, a language menu: ok); HUD 2016
 * national-origin guidance (extra ID for the foreign-born: block; any country's ID and an ITIN: ok;
 * "U.S. citizenship" in a requirements list: warn, as review-28 to review-30 label citizenship). HUD 2016
 * criminal-records guidance (any felony at any time: warn race; convictions reviewed individually, arrests never
 * counted: ok). HUD 2016 nuisance guidance (an auto-message ending a lease over domestic-violence calls: block
 * sex; 911 by a victim never counted: ok). Keating memo (two in a 2BR counting infants: block; the code's two
 * per bedroom plus one: ok). HOPA (a 55+ community with the 80% survey, 62+ and Section 202 housing: ok).
 * Achtenberg look-alikes, all ok: white oak and matte black, Pure White with Iron Ore trim, Blackstone Avenue,
 * a darker back bedroom, Fannie Lou Hamer Elementary, Frederick Douglass library, St. Anne's, Beth Shalom and
 * Masjid al-Noor, a converted chapel, a parish and a synagogue in Spanish, a vanity area, a bachelor unit and
 * studio, walk-up and walking distance, family room, playroom, nursery, Little Havana, Moroccan tile.
 *
 * State classes follow the jurisdiction table, the state named in the sentence carried as @XX. Nine state pairs,
 * the same sentence with only the city and state changed, block where the state protects the class and warn
 * where it does not: source of income NJ/TX, CA/GA (Spanish), IL/IN (a "Criterion: value" line); marital status
 * NY/PA, WA/AZ (Spanish); age NJ/FL, IL/GA; military status NY/NC, IL/TX. Other refusals in protecting states
 * block (voucher holders "need not apply" in WA, limited to the first floor in MA, "at the owner's discretion"
 * in NY, a guarantor for the divorced in NJ, a co-op board refusing unmarried buyers in IL, seniors told to look
 * elsewhere in MI, over-70s in PA, reservists, civilians-preferred in VA). Descriptions in protecting states
 * are warn ("best suited to a salaried professional" MN, W-2 renters CT, newlyweds CT, "best suited to a married
 * couple" OR, twenty-somethings NY, "geared toward recent grads" CT, a JBLM family on PCS orders WA); "not a fit
 * for voucher holders" in FL warns. Sexual orientation and gender identity (US row, HUD 2021) sit only in states
 * that also protect them by statute: refusals, a prefer-traditional-couples answer, annex-only showings and
 * shelter beds by sex at birth block, "just the thing for two gay guys" and "great pick for a trans woman" warn,
 * a gay housemate in the author's home, equal co-applicant listing, a chosen-name field and restrooms by gender
 * identity ok.
 *
 * Shapes (different from review-27's to review-30's): 80 of the 201 lines (40%) are in new shapes (about 60:
 * property-management auto-messages and templates, "Requirements" bullet lists, tenant-selection "Criterion:
 * value" lines, voice-assistant answers, Google Business Profile Q&A, open-house sign-in sheet rules, builder
 * incentive flyers, 55+ and 62+ marketing, student housing, military relocation ads, ADU and granny-flat
 * rentals, board and HOA notices) or in languages other than English (Spanish 17 lines, Chinese, German,
 * French, Portuguese, Vietnamese); the rest are plain ad copy and agent or landlord speech.
 *
 * Counts: 201 sentences, 78 block, 40 warn, 83 ok (41.3% ok). By class (block/warn/ok): race 7/3/5, color
 * 3/2/4, religion 6/3/7, sex 7/3/6, handicap 12/3/11, familial status 12/4/10, national origin 8/3/7, source of
 * income 6/6/4, marital status 4/4/3, age 4/4/3, military status 3/3/3, sexual orientation 3/1/2, gender
 * identity 3/1/2, no class 0/0/16.
 *
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_31) at 3f444f5, before fh30's
 * tuning on review-30, and again at 19f5ab5 after it: 74.6 / 73.1 / 0 both times (fh30's families caught
 * none of this set's misses). TUNED ON since c2cd23d (helper fh31): 100 / 100 / 0 after tuning, so it no
 * longer measures unseen text; its misses were fixed as general grammars with probes of their own.
 */
export const REVIEW_31 = parseCorpus(`
# Race and color: 24 CFR 100.75 words, phrases and photographs, 100.70 steering, 100.80 false denial, 100.400 interference.
block race fha3604c | Sunny 2BR on Elm Street, rented only to white tenants, references required.
block race cfr109 | Per the owner's brand guide, every photo in the Lakeview Estates brochure shows white couples and nobody else.
block race cfr10080 | Auto-reply template "Unit 4B inquiry": Thanks for reaching out! (Leasing note: if the caller is Black, answer that 4B was leased this morning.)
block race cfr10070 | Buyer-tour notes: don't take Black buyers through Brookside; route them to the Eastgate listings instead.
block race cfr100400 | Board notice: residents who bring Black guests to the pool deck will receive a lease violation.
block race fha3604c | Caucasian neighborhood and the sellers intend to keep it that way.
block race fha3604c | Preferimos inquilinos blancos para este departamento de dos recámaras.
warn race cfr10070 | Honestly, most Asian buyers end up happier over in Sunnyvale Heights, so that's where I'd start your search.
warn race fha3604c | Quiet, mostly white street of long-time owners, a block from the lake.
warn race hudCriminal2016 | Criterion: Felony convictions: any, at any time: decline.
ok race hudCriminal2016 | Criterion: Convictions: reviewed one by one for nature, severity and time passed; arrests without a conviction are never considered.
ok race fha3604c | Equal Housing Opportunity: we rent without regard to race, color, religion, sex, disability, familial status or national origin.
ok race cfr10070 | Voice assistant: "Here are all fourteen homes under four hundred thousand dollars in the ZIP codes you named, cheapest first."
ok race hud1995 | Two blocks from Fannie Lou Hamer Elementary and the Frederick Douglass branch library.
ok race nar10 | Our agents show every listing that matches your price, size and location, in every neighborhood you ask about.
block color fha3604c | Voice assistant: "The lobby-facing units are offered to fair-complexioned tenants first."
block color cfr10080 | Tell anyone dark-skinned who calls about 12C that the waitlist is closed for the year.
block color fha3604c | Cuarto en el ADU del patio: no se aceptan inquilinos de piel oscura.
warn color fha3604c | Most owners on this cul-de-sac are light-skinned families who have been here for decades.
warn color cfr10070 | A lighter-skinned buyer like you would probably feel more at home on the north side.
ok color hud1995 | White oak floors, matte black fixtures and a charcoal accent wall in the den.
ok color hud1995 | Exterior freshly painted in Pure White with Iron Ore trim and a red front door.
ok color hud1995 | Brown-shingle cottage on Blackstone Avenue with a white-washed brick fireplace.
ok color hud1995 | The darker back bedroom is quiet and cool, good for anyone who sleeps during the day.
# Religion: 3604(c) words, 100.70 steering, 100.400 interference, 3607(a) religious-organisation housing, Roommates.com.
block religion fha3604c | Christian household preferred for the garden-level unit; include your pastor's name on the application.
block religion fha3604c | Muslim applicants need not apply for this duplex.
block religion cfr10070 | Since you're Hindu, I'll only be sending you listings near the temple on Route 9.
block religion cfr100400 | HOA notice: sukkahs on balconies will be removed at the owner's expense; Christmas wreaths may stay.
block religion fha3604c | Criterion: Faith: limited to born-again believers (the owner runs this fourplex as a ministry).
block religion fha3604b | Sign-in rules for the open house: visitors in religious head coverings will be asked to wait outside.
warn religion fha3604c | Close-knit Orthodox Jewish block where everybody walks to shul on Saturday.
warn religion cfr10070 | LDS families usually feel right at home in Highland, since most of the ward lives within a mile.
warn religion fha3604c | Google Business Profile Q&A: Q: What's the neighborhood like? A: Perfect for an observant Sikh family, with the gurdwara across the street.
ok religion hud1995 | Walk to St. Anne's Cathedral, Beth Shalom and Masjid al-Noor, plus three coffee shops.
ok religion fha3607a | Rooms at the Carmelite residence are available only to professed sisters of the order.
ok religion fha3604c | Spare room in the house I live in, shared kitchen: looking for a fellow Quaker as housemate.
ok religion cfr100400 | Residents may put religious items on doors and balconies: a mezuzah, a cross, a Diwali diya, anything.
ok religion hud1995 | Converted 1890s chapel with stained glass and a choir loft turned into a reading nook.
ok religion fha3604b | Any resident may book the community room for any gathering, including worship services and scripture study.
ok religion hud1995 | A dos cuadras de la parroquia de San José y de la sinagoga de la calle Oak.
# Sex: 3604(c), 3604(b), 24 CFR 100.600 quid pro quo and hostile environment, HUD 2016 nuisance guidance, Roommates.com.
block sex fha3604c | Female tenants only for the carriage-house apartment behind the main house.
block sex cfr100600 | I'll fix the heat once you agree to have dinner with me, not before.
block sex cfr100600 | Manager to tenant: keep wearing those shorts to the mailbox and I'll keep stopping by your place at night to check on you.
block sex hudNuisance2016 | Auto-message: Unit 3F has had 3 police calls this quarter; under our nuisance policy the lease ends in 30 days, calls reporting domestic violence included.
block sex fha3604b | Single women must provide a male co-signer before move-in.
block sex fha3604c | No men: too many problems with male renters in this building.
block sex cfr10070 | I don't show the downtown lofts to women; ladies go to the Willows, it's safer for them.
warn sex fha3604c | Corporate-housing auto-reply: this furnished studio is ideal for a single gentleman who travels for work.
warn sex fha3604c | A quiet building that is mostly women professionals.
warn sex cfr10070 | The guys who tour this loft love the garage workshop; a man would get more out of it.
ok sex hud1995 | Primary bedroom with a walk-in closet, a vanity area and a sitting room.
ok sex fha3604c | Female roommate wanted to share my own two-bedroom condo; I live here and we'd share the bathroom.
ok sex hudNuisance2016 | Calls to police or 911 by a victim of domestic violence will never count against anyone's lease.
ok sex fha3604b | Gym and pool hours are the same for every resident, 6 a.m. to 10 p.m.
ok sex hud1995 | Bachelor unit with a Murphy bed and a galley kitchen.
ok sex cfr100600 | Staff enter units only with 24 hours' written notice; harassment by anyone can be reported to the regional office.
# Handicap: 24 CFR 100.202 inquiries, 100.203 modifications and 100.204 accommodations (cfr100), HUD/DOJ 2004 and FHEO-2020-01 animals, 3602(h).
block handicap cfr100202 | Application question: Do you have a mental illness or take psychiatric medication? Yes / No.
block handicap cfr100202 | Requirements: • 2.5x rent • no evictions • applicants must be able to live independently without a caregiver.
block handicap cfr100 | We won't allow a ramp at the front steps, even at your expense; it ruins the facade.
block handicap cfr100 | A reserved space near the door isn't something we can offer; parking is first come, first served for everybody.
block handicap hudDojRa2004 | Your emotional support animal will be charged the standard $50 monthly pet rent.
block handicap fheo202001 | Breed and weight limits apply to all dogs, service animals included: nothing over 25 lbs, no pit bulls.
block handicap fha3604c | We'd prefer tenants who can manage the stairs, so this one is not for wheelchair users.
block handicap fha3602h | Applicants with a history of drug addiction will be declined, even if they are in treatment now.
block handicap cfr10070c4 | Put the blind applicants on the ground floor of Building D, away from the pool.
block handicap cfr10080 | Google Business Profile Q&A: Q: Do you have any units for deaf tenants? A: We're full, and honestly deaf tenants should look elsewhere, our intercoms are audio only.
block handicap cfr100400 | Resident notice: tenants who have asked for accommodations will not be offered the renewal discount.
block handicap fha3604c | No aceptamos inquilinos en silla de ruedas; el edificio no está hecho para ellos.
warn handicap fha3604c | Voice assistant: "This unit is perfect for an able-bodied renter who doesn't mind four flights."
warn handicap fha3604c | This three-story walk-up is best for someone in good health.
warn handicap cfr10070 | Folks with disabilities tend to be happier at Oak Terrace, which has elevators.
ok handicap hud1995 | Third-floor walk-up, no elevator, walking distance to the train.
ok handicap cfr100 | Reasonable accommodation requests: email the office or ask any staff member; no special form is required.
ok handicap cfr100 | You may install grab bars and a hand-held shower at your own cost; we ask for restoration only where it is reasonable.
ok handicap fheo202001 | Emotional support and service animals are exempt from the pet fee schedule below.
ok handicap cfr100202 | We do not ask about medical conditions; every applicant is screened on the same income and rental-history criteria.
ok handicap hud1995 | Builder flyer: every ground-floor plan comes wheelchair-accessible, with a roll-in shower and lowered counters.
ok handicap fha3602h | Use or sale of illegal drugs on the property is a lease violation.
ok handicap cfr100 | TTY and video relay calls welcome; an ASL interpreter can join your tour on request.
ok handicap cfr100202 | Voice assistant: "This building has an elevator, step-free entry and two accessible parking spaces."
ok handicap fha3604c | Sign-in sheet: all visitors welcome, service animals too; ask the host for a chair or a large-print feature sheet.
ok handicap fheo202001 | Se aceptan animales de asistencia sin depósito ni cuota de mascota.
# Familial status: 3604(c), 3604(b), 3602(k), Keating memo, 100.70(c)(4), 100.80, HOPA and 3607(b).
block familial_status fha3604c | Requirements: • no waterbeds • adults only, no one under 18 may reside in the unit • renter's insurance.
block familial_status fha3604c | Granny flat for rent: owner lives in the front house, backyard cottage is restricted to one or two adults, no children.
block familial_status keating1998 | Occupancy: no more than 2 persons in a 2BR, infants and newborns counted.
block familial_status fha3602k | Lease addendum: tenant must tell management of any pregnancy, which moves the lease to month-to-month.
block familial_status cfr10070c4 | Households with kids are assigned to Building 4 by the back lot, nowhere else.
block familial_status fha3604b | Children under 14 must not be in the courtyard or hallways without a parent.
block familial_status cfr10080 | Software template "Family inquiry": Thanks for your interest; unfortunately this unit is no longer available. (Send only if the applicant mentions kids.)
block familial_status fha3604c | Builder flyer: $10,000 in closing credits for buyers without children.
block familial_status cfr10070 | With three kids you should look elsewhere; the owners here would rather not deal with the noise.
block familial_status fha3604c | Student apartments: we are unable to accommodate residents with children.
block familial_status fha3604c | No se admiten niños.
block familial_status fha3604c | Einliegerwohnung zu vermieten: keine Kinder, nur Erwachsene.
warn familial_status fha3604c | Builder flyer: the Aspen plan is perfect for empty nesters ready to downsize.
warn familial_status fha3604c | The building is mostly couples without kids, so it stays very quiet.
warn familial_status cfr10070 | Families with toddlers usually end up in the townhomes rather than the lofts.
warn familial_status fha3604c | Ideal para una pareja sin hijos.
ok familial_status hud1995 | Family room with a fireplace and a finished playroom in the basement.
ok familial_status hud1995 | Near schools, parks and the public library.
ok familial_status hopa | 55+ community under HOPA: at least 80% of homes have a resident 55 or older, verified by survey every two years.
ok familial_status hopa | Designed for residents 62 and older: every resident must be at least 62, per HUD's housing-for-older-persons rules.
ok familial_status keating1998 | Maximum occupancy follows the city code: two people per bedroom plus one.
ok familial_status fha3602k | If your household grows, you can transfer to a larger unit with no transfer fee.
ok familial_status hud1995 | Nursery off the primary bedroom and a fenced back yard.
ok familial_status fha3604c | Auto-message: thanks for booking! Children of all ages are welcome, and cribs are available in the furnished units.
ok familial_status fha3604b | Quiet hours, 10 p.m. to 7 a.m., apply to every household the same way.
ok familial_status fha3604c | I'm renting the spare room in the house I live in, to one adult; I'd rather not share my home with a toddler.
# National origin: 3604(c), HUD 2016 national-origin and LEP guidance, 100.70, 100.80.
block national_origin hudLep2016 | Leasing is done in English only; applicants who need an interpreter cannot be accommodated.
block national_origin hudNo2016 | Applicants born outside the U.S. must submit a passport and two more IDs; U.S.-born applicants need only a driver's license.
block national_origin fha3604c | ADU for rent behind our house: no Indian or Chinese tenants, because of the cooking smells.
block national_origin cfr10070 | I'll send the Guatemalan couple only the east-side listings; that's where they belong.
block national_origin fha3604c | Solo rentamos a personas nacidas en Estados Unidos.
block national_origin cfr10080 | If someone with a heavy accent calls, tell them the open house has been canceled.
block national_origin fha3604b | Residents must speak English at the pool, in the gym and in the lobby.
block national_origin fha3604c | 只租给中国人。
warn national_origin fha3604c | Voice assistant: "The neighbors are mostly Polish and Ukrainian, on a very traditional block."
warn national_origin cfr10070 | With your background you'd probably fit in better in Koreatown.
warn national_origin hudNo2016 | Requirements: • U.S. citizenship • 650 credit • no pets.
ok national_origin hudNo2016 | Any government photo ID from any country accepted; ITIN or SSN for the credit check.
ok national_origin hudLep2016 | Lease and house rules available in English, Spanish, Vietnamese and Arabic, with a free phone interpreter.
ok national_origin hud1995 | Steps from Little Havana's restaurants and Calle Ocho.
ok national_origin hud1995 | Mediterranean-style villa with Moroccan tile and a Japanese garden.
ok national_origin fha3604c | Logement ouvert à tous, sans distinction d'origine.
ok national_origin hudLep2016 | Auto-message: reply 2 for Spanish, 3 for Chinese, 4 for Haitian Creole.
ok national_origin hudNo2016 | Aceptamos cualquier identificación con foto, de cualquier país, y número ITIN.
# Source of income (state table): pairs NJ/TX, CA/GA (Spanish), IL/IN.
block source_of_income@NJ state | Newark 2BR: no Section 8, no vouchers, no rental assistance programs.
warn source_of_income@TX state | Houston 2BR: no Section 8, no vouchers, no rental assistance programs.
block source_of_income@CA state | Departamento en Fresno: no aceptamos Sección 8 ni vales de vivienda.
warn source_of_income@GA state | Departamento en Atlanta: no aceptamos Sección 8 ni vales de vivienda.
block source_of_income@IL state | Chicago listing. Criterion: Income source: wages only; SSI, child support and housing vouchers not counted.
warn source_of_income@IN state | Indianapolis listing. Criterion: Income source: wages only; SSI, child support and housing vouchers not counted.
block source_of_income@WA hudSoi | Seattle studio: 3x rent from employment, and housing choice voucher holders need not apply.
block source_of_income@MA state | Boston: tenants on rental assistance are limited to the first-floor units.
block source_of_income@NY state | Albany: voucher applications are considered at the owner's discretion; applicants paid by an employer are approved the same day.
warn source_of_income@MN state | St. Paul 1BR best suited to a salaried professional.
warn source_of_income@CT state | Most renters in this Hartford building are working professionals with W-2 income.
warn source_of_income@FL state | Orlando condo: probably not a fit for voucher holders.
ok source_of_income@NY hudSoi | Buffalo: all lawful sources of income accepted, including Section 8, SSI, SSDI and child support.
ok source_of_income@CA state | San Diego: aceptamos todas las fuentes legales de ingreso, incluidos los vales de la Sección 8.
ok source_of_income@OR state | Portland: the 2x income requirement applies only to the tenant's share when a subsidy pays part of the rent.
ok source_of_income@DC state | Vouchers welcome in this Capitol Hill 1BR; we work with DCHA inspections.
# Marital status (state table): pairs NY/PA, WA/AZ (Spanish).
block marital_status@NY state | Rochester duplex: married couples only, no unmarried partners.
warn marital_status@PA state | Pittsburgh duplex: married couples only, no unmarried partners.
block marital_status@WA state | Casa en Yakima: solo para matrimonios, no parejas en unión libre.
warn marital_status@AZ state | Casa en Phoenix: solo para matrimonios, no parejas en unión libre.
block marital_status@NJ state | Trenton: separated or divorced applicants need a guarantor; married applicants don't.
block marital_status@IL state | Evanston co-op board: unmarried buyers are not approved.
warn marital_status@CT state | Hartford: sweet starter home for newlyweds.
warn marital_status@OR state | This Eugene bungalow is best suited to a married couple.
ok marital_status@MN state | Minneapolis: co-applicants can be any two adults, whether spouses, partners, friends or relatives.
ok marital_status@CA hud1995 | San Jose bachelor studio with a kitchenette and a Murphy bed.
ok marital_status@MA state | Boston: we never ask about marital status; each adult applies on their own income.
# Age (state table): pairs NJ/FL, IL/GA.
block age@NJ state | Jersey City: no applicants over 60, we want long-term tenants.
warn age@FL state | Tampa: no applicants over 60, we want long-term tenants.
block age@IL state | Chicago loft: renters aged 21 to 30 preferred.
warn age@GA state | Atlanta loft: renters aged 21 to 30 preferred.
block age@MI state | Detroit, Google Business Profile Q&A: Q: Is this building good for seniors? A: Seniors should look elsewhere; the stairs and the parties won't work for them.
block age@PA state | Philadelphia rowhome: no renters over 70.
warn age@NY state | Brooklyn: the building is mostly twenty-somethings, lots of nightlife.
warn age@CT state | New Haven student-housing flyer: apartments geared toward recent grads.
ok age@NY hopa | Queens: Section 202 senior building; every resident is 62 or older.
ok age@NJ state | Newark: applicants must be 18 or older to sign a lease.
ok age@MA hud1995 | Worcester: adult education center and a senior center within a mile.
# Military status (state table): pairs NY/NC, IL/TX.
block military_status@NY state | Syracuse: no active-duty military, deployments break leases.
warn military_status@NC state | Fayetteville: no active-duty military, deployments break leases.
block military_status@IL state | Rockford: we don't rent to reservists, too many call-ups.
warn military_status@TX state | Killeen: we don't rent to reservists, too many call-ups.
block military_status@VA state | Norfolk. Requirements: • 600 credit • civilians preferred, no Navy.
warn military_status@WA state | Tacoma: perfect for a JBLM family on PCS orders.
ok military_status@CA state | San Diego military relocation: we accept BAH statements as income and honor SCRA early-termination notices.
ok military_status@NC state | Jacksonville military relocation ad: five minutes to the Camp Lejeune main gate, and PCS orders end a lease without penalty.
ok military_status@OH state | Columbus: VA loan eligible; the seller will consider all financing types.
# Sexual orientation and gender identity (US row, HUD 2021), only in states that also protect them by statute.
block sexual_orientation@CA hud2021 | Sacramento: the owner won't rent the guesthouse to a gay couple.
block sexual_orientation@NY hud2021 | Apartamento en el Bronx: no rentamos a parejas del mismo sexo.
block sexual_orientation@IL hud2021 | Google Business Profile Q&A: Q: Are same-sex couples welcome? A: We prefer traditional couples for our units.
warn sexual_orientation@WA hud2021 | Seattle: this loft is just the thing for two gay guys who love to entertain.
ok sexual_orientation@CO fha3604c | Denver: gay man looking for a gay roommate to share the house I live in.
ok sexual_orientation@NJ hud2021 | Newark: all couples welcome; every co-applicant is listed the same way.
block gender_identity@NY hud2021 | Albany: transgender applicants will be shown units in the annex only.
block gender_identity@CA hud2021 | Oakland shelter: beds assigned by sex at birth, so trans women sleep in the men's wing.
block gender_identity@WA hud2021 | Spokane: not a fit for transgender tenants, the other residents are traditional.
warn gender_identity@IL hud2021 | Chicago: great pick for a trans woman who wants a quiet building.
ok gender_identity@MN hud2021 | Minneapolis application: use the name you go by; pronouns optional.
ok gender_identity@OR hud2021 | Portland: clubhouse restrooms and locker rooms may be used according to gender identity.
# No class.
ok - hud1995 | Granite counters, new roof in 2023 and a two-car garage.
ok - fha3604c | Requirements: • credit score 620+ • income 2.5x rent • no evictions in the past 5 years.
ok - hud1995 | Student housing: individual leases by the bedroom, utilities included, shuttle to campus.
ok - fha3604c | Builder incentive: $7,500 toward closing costs on any home under contract by June 30.
ok - nar10 | Sign-in sheet rules: please sign in, wear shoe covers and stay with the agent on the second floor.
ok - fha3604c | Auto-message: your showing at 14 Birch St is confirmed for 3:00 p.m.; reply C to cancel.
ok - hud1995 | Voice assistant: "The home at 22 Oak has three bedrooms, two baths and a fenced yard."
ok - fha3604c | Google Business Profile Q&A: Q: Is there parking? A: Yes, one assigned space plus street parking.
ok - fha3604c | No smoking anywhere on the property, balconies included.
ok - hud1995 | ADU for rent: 450 sq ft, private entrance, its own laundry, utilities split.
ok - fha3604c | Criterion: Rental history: two years of verifiable history or a guarantor.
ok - hud1995 | Casa de tres recámaras con cochera para dos autos y patio grande.
ok - fha3604c | Se requiere depósito de un mes y comprobante de ingresos.
ok - hud1995 | Apartamento com dois quartos, varanda e vaga de garagem.
ok - fha3604c | Pets: cats and small dogs welcome with a $300 deposit.
ok - hud1995 | Căn hộ hai phòng ngủ, gần chợ và trường học.
`);

/** First measure (lead, 3f444f5; nobody had tuned on this set): 88/118 caught, 57/78 blocked, 0/83 flagged. */
export const FIRST_MEASURE_31 = {
  commit: '3f444f5',
  violations_caught_pct: 74.6,
  exclusions_blocked_pct: 73.1,
  false_alarms_pct: 0,
} as const;
