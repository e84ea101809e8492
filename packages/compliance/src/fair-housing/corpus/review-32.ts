import { parseCorpus } from './corpus';

/**
 * Review set 32, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker, only corpus.ts (line format and parseCorpus), the header of review-31 up to
 * `export const REVIEW_31` (no sentence) and its FIRST_MEASURE_31 block (the shape), the comment headers of
 * review-30 and review-29 (no sentence, to see which shapes were used), the category lists in @pp/contract, the
 * `export` lines of jurisdictions.ts, the rows of jurisdiction-table.ts and the key names of SOURCES (printed by
 * a one-line script). Every sentence was written by hand and none was run through the checker; the counts and
 * the state labels below were checked with a script that uses only parseCorpus, SOURCES and jurisdictionsOf.
 *
 * Labels follow review-31's conventions: an explicit preference, limitation or exclusion by a class is block
 * ("only", "preferred", "need not apply", "abstenerse", "no se aceptan", "would rather not", a class-only rule or
 * charge); a description of who lives there or who the home suits ("mostly", "skews", "best suited to", "great
 * pick for", "feel right at home", "end up happier", "fit in better") is warn; what HUD's 1995 Achtenberg memo
 * calls acceptable is ok. Re-worded sources: 42 U.S.C. 3604(c), 24 CFR 109 (a white-families-only model page),
 * 3604(b) (deposits by race or for children, a free month by complexion, a male co-signer for single women,
 * sign-in for a Sikh family's guests, menorahs barred where Christmas lights are not, adult swim hours barring
 * under-18s: block), 24 CFR 100.70 (routing by race, hijab or surname), 100.70(c)(4), 100.80 ("pending",
 * "waitlist closed", "under contract"), cfr100 for 100.203-100.204 (grab bars or a space refused: block; offered:
 * ok), 100.202 (diagnoses, "live independently": block; no medical questions, braille, TTY: ok), 100.400 (fines
 * to push a family out, an ICE threat), 100.600, 3602(k), 3602(h) (off methadone: block; MAT welcome: ok), 3607(a)
 * (a Sisters of Mercy residence: ok). Roommates.com (9th Cir. 2012), key fha3604c: a housemate limited by sex,
 * religion, orientation or a toddler in the author's own home is ok; an in-law suite, a back-lot casita or a
 * fourplex unit is a separate dwelling, so a limitation there is block. HUD/DOJ 2004 and FHEO-2020-01 (ESA pet
 * rent, breed and weight caps on service dogs: block). HUD 2016 LEP (no interpreters: block; four languages: ok),
 * national-origin (passport and visa only for the foreign-born: block; any ID, matricula, ITIN: ok; "U.S.
 * citizenship" required: warn, as review-28 to -31), criminal-records (any felony ever: warn race; individual
 * review: ok) and nuisance guidance (domestic-disturbance calls end renewal: block sex). Keating (babies counted:
 * block; two per bedroom plus one: ok). HOPA (55+ with the 80% survey, Section 202: ok). Look-alikes, all ok:
 * master suite, MLK Blvd, black quartz, his-and-hers closets, man cave, walk-up, walking distance, family room,
 * sala familiar, a parish and a temple, a chapel, Christmas lights for all, a mezuzah, English Tudor, Little
 * Saigon, bachelor unit, bachelor's degree, a gym's senior discount, Section 8 of the HOA bylaws, military-grade
 * locks, Veterans Memorial Park, lease signers 18 or older, a pool open to all residents.
 *
 * State classes follow the jurisdiction table, the state named in the sentence carried as @XX. Nine pairs, the
 * same sentence with only the city and state changed, block where the state protects the class and warn where it
 * does not: source of income CO/AZ, MA/FL (Spanish), WI/IN; marital status MN/OH, NJ/TX (Spanish); age MI/GA,
 * RI/SC; military status OH/TX, NJ/NC. Other refusals in protecting states block (voucher holders told to look
 * elsewhere NY, a double deposit for subsidies NJ, "Voucher: decline" WA, a co-signer for the divorced CO,
 * unmarried couples refused by a board MA, "jubilados abstenerse" NY, ages 21 to 30 CT, reservists CA).
 * Descriptions in protecting states are warn (W-2 paycheck OR, "not a lot of voucher folks" CA, newlyweds NY,
 * a married couple WA, a young professional MA, twenty-something NJ, a Navy family VA in Spanish). Sexual
 * orientation and gender identity (US row, HUD 2021) sit only in states that also protect them by statute.
 *
 * Shapes: about half ordinary ad copy and posts (Marketplace, LinkedIn, X and Instagram captions with hashtags
 * and emoji, listing and property-page text) with one clause carrying the class in everyday words, passives,
 * questions, conditionals, comparatives and relative clauses, and a few evasions (spaced letters, digits for
 * letters, "Xtian", "Sec-8", "wheel-chairs"); about a third what agents and landlords write around a listing
 * (showing notes, texts, leasing emails, screening criteria, house and HOA rules, renewal terms, board notes);
 * 39 lines (19%) in other languages: Spanish 30, French 3, German 2, Portuguese, Italian, Vietnamese, Chinese.
 *
 * Counts: 203 sentences, 78 block, 42 warn, 83 ok (40.9% ok). By class (block/warn/ok): race 7/3/5, color
 * 3/3/4, religion 6/3/7, sex 7/4/6, handicap 12/3/11, familial status 12/4/9, national origin 8/3/8, source of
 * income 6/6/4, marital status 4/4/3, age 4/4/3, military status 3/3/3, sexual orientation 3/1/2, gender
 * identity 3/1/2, no class 0/0/16.
 *
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_32) at fea1fb3, with fh30's
 * families and before fh31's: 80.8 / 75.6 / 3.6. Nobody has tuned on it; do not tune on it without saying so.
 *
 * TUNED ON since 595c467 (helper fh32): 95.8 / 94.9 / 0.0 (115/120 caught, 74/78 blocked, 0/83 false alarms;
 * `npx tsx /work/notes/misses.mts <root> fh review-32.ts REVIEW_32`). No longer blind: a new set measures.
 */
export const REVIEW_32 = parseCorpus(`
block race fha3604c | Sunny 2BR in Maple Heights, hardwood throughout, quiet street, and the owner would rather rent to a white tenant this time around.
block race cfr10070 | Showing note for Dana: skip the Elmwood listings with the Black couple from Tuesday and send them the Southside ones instead.
block race cfr10080 | Text to leasing: if the applicant on the phone sounds Black, tell her the 1BR was just rented.
block race fha3604c | Cozy duplex near the river, $1,150/mo, C a u c a s i a n renters only, DM for a showing.
block race cfr109 | Note for the printer: use only the photos of white families on the model-home page, the other set isn't our buyer.
block race fha3604b | Los solicitantes afroamericanos pagan dos meses de depósito; los demás pagan uno.
block race cfr100400 | HOA notice: the board will keep fining the Black family on Lot 12 over their truck until they decide to sell.
warn race cfr10070 | The Hollis Park side is mostly white professionals, so your clients would feel right at home there.
warn race fha3604c | Quiet cul-de-sac, mostly Asian neighbors, top-rated schools, open Sunday 1-3 #justlisted
warn race hudCriminal2016 | Screening criteria: any felony conviction, at any time, is an automatic denial.
ok race hud1995 | Master suite on the main level with a walk-in closet and double vanity.
ok race hud1995 | Three blocks from Martin Luther King Jr. Blvd and the Black History Museum, with a bus stop at the corner.
ok race hudCriminal2016 | We look at convictions from the last five years one by one, with the applicant's side of the story, and never count arrests alone.
ok race fha3604c | We rent to every qualified applicant regardless of race, and our written criteria are the same for everyone.
ok race cfr10070 | The buyer asked about schools, so I sent her the state report-card links for every district on her list.
block color fha3604c | Lakeside bungalow, new roof, fenced yard; light-skinned tenants are preferred by the owner.
block color cfr10080 | Don't give the self-tour code to the dark-skinned guy who called about 3C, tell him it's pending.
block color fha3604b | Only applicants with a fair complexion get the free first month.
warn color fha3604c | La mayoría de los vecinos son de piel clara, gente tranquila que vive aquí de toda la vida.
warn color cfr10070 | Between us, the darker-skinned buyers usually end up happier over on the east side.
warn color fha3604c | Birch Lane is one of those streets where nearly everyone is fair-skinned and has been here for decades.
ok color hud1995 | Bright white kitchen with black quartz counters and a brown brick fireplace.
ok color hud1995 | Fachada recién pintada en gris carbón, con molduras color crema y puerta principal roja.
ok color hud1995 | Dark hardwood floors, blackout blinds in every bedroom and a whitewashed brick accent wall.
ok color fha3604c | Every applicant, whatever their complexion, gets the same tour, the same price and the same application.
block religion fha3604c | Charming Cape Cod in Oak Hill, walk to shops, Xtian household preferred.
block religion fha3604c | For rent: in-law suite with its own entrance and kitchen behind our house, no Muslims please.
block religion fha3604b | House rule: Christmas lights are fine in December, but menorahs and Diwali lamps may not be displayed in windows.
block religion cfr10070 | Text to the buyer agent: your clients wear the hijab, so skip the Cedar Ridge tour, they won't be welcome there.
block religion fha3604b | Guests of the Sikh family in 2A must sign in at the front desk; no other residents' guests have to.
block religion fha3604c | Se renta casita separada al fondo del terreno, con baño y cocina propios, solo para católicos practicantes.
warn religion fha3604c | Walking distance to St. Mark's and full of churchgoing families, this block is a natural fit for a faith-centered household.
warn religion cfr10070 | Most of the owners on Elm Street are Orthodox Jewish, so your Jewish clients will probably feel most comfortable there.
warn religion fha3604c | Prédio tranquilo, a maioria dos vizinhos é evangélica, ideal para uma família cristã.
ok religion hud1995 | Two blocks from Temple Beth El, St. Joseph's Parish and the Islamic Center of Riverside.
ok religion fha3604b | Hang Christmas lights, Diwali lamps or a menorah in the window for the holidays; the only rule is no nails in the siding.
ok religion fha3604c | Looking for a housemate to share my own three-bedroom home with me; I'd like a fellow Christian who'll join grace at dinner.
ok religion fha3607a | Rooms in the Sisters of Mercy residence are for vowed members of the congregation.
ok religion hud1995 | Converted 1890s chapel with original stained glass, vaulted ceilings and a choir loft turned reading nook.
ok religion cfr100400 | Residents may put a mezuzah on their doorframe; maintenance will even drill the pilot hole.
ok religion fha3604c | Casa cerca de la parroquia de San Judas y del mercado; aceptamos a todos los solicitantes sin importar su religión.
block sex fha3604c | Garden-level studio in a fourplex (owner lives upstairs), female tenants only.
block sex fha3604b | Leasing policy: single women applying alone must add a male co-signer; men applying alone do not.
block sex cfr100600 | Text from the landlord: rent can slide this month if you come by my place Friday night and keep me company.
block sex hudNuisance2016 | Renewal terms: a household with two or more police calls for domestic disturbances will not be renewed, including the person who called.
block sex cfr10080 | Tell the women who call about the warehouse lofts that they're all leased; we only show those to men.
block sex fha3604c | Se alquila departamento independiente de 2 recámaras, solo caballeros, no se aceptan mujeres.
block sex fha3604c | Appartement indépendant au rez-de-chaussée, réservé aux hommes, pas de femmes.
warn sex fha3604c | Just listed a sleek loft downtown, a great pick for a guy who travels for work. #realestate #linkedin
warn sex cfr10070 | The Ashford complex is mostly young women, so I think your son would be happier at the Pines.
warn sex fha3604c | She-shed vibes, pink tile bath and a vanity nook, made for a girl's girl 💅
warn sex fha3604c | Recámara amplia con tocador y luz natural, perfecta para una señorita.
ok sex fha3604c | Seeking a female roommate to share my own two-bedroom condo; I live here and we'd share the kitchen and bath.
ok sex hud1995 | Primary suite with his-and-hers walk-in closets and a separate makeup vanity.
ok sex hudNuisance2016 | A tenant who calls 911 for help, or who is the victim of a crime, is never penalized under our lease.
ok sex hud1995 | Man cave in the finished basement with a wet bar, plus a she-shed in the backyard.
ok sex fha3604b | Every resident, regardless of sex, may have overnight guests under the same 14-night rule.
ok sex cfr100600 | To report harassment by any staff member, call our hotline; complaints go straight to the regional manager, not the property.
block handicap fha3604c | Second-floor walk-up with great light; applicants in wheel-chairs need not apply.
block handicap cfr100202 | Application question 14: list any mental health diagnoses and the medications you take.
block handicap cfr100202 | Applicants must be able to live independently without help from a caregiver.
block handicap hudDojRa2004 | Los animales de apoyo emocional pagan $45 al mes de renta de mascota más un depósito de $400.
block handicap fheo202001 | Service dogs must be under 40 lbs and can't be pit bulls, no exceptions.
block handicap cfr100 | Landlord email: no, you can't put grab bars in the tub even at your own expense; the bathroom stays as is.
block handicap cfr100 | We don't assign parking, so we can't hold a space by your door even with a doctor's note.
block handicap fha3604c | Quiet 1BR in a well-kept triplex, sorry but nobody with a mental illness, we've had bad experiences.
block handicap cfr10070c4 | Leasing note: put the blind applicant and the deaf couple in Building C, nearest the office.
block handicap cfr10080 | If the caller mentions her seeing-eye dog, say the waitlist is closed.
block handicap fha3604c | Se renta casa de una planta; no se aceptan personas en silla de ruedas ni con discapacidad.
block handicap fha3602h | Applicants in recovery must show two years sober and off methadone before we'll process the lease.
warn handicap fha3604c | Fourth-floor walk-up with a steep spiral staircase, best suited to someone able-bodied.
warn handicap cfr10070 | Honestly, the folks with disabilities here all seem to end up in the ground-floor units on the north side.
warn handicap fha3604c | Hilly half-acre with lots of steps, just the thing for a healthy buyer with no mobility issues.
ok handicap hud1995 | Third-floor walk-up, no elevator; 14 steps to the front door.
ok handicap cfr100 | Residents may install grab bars, ramps or wider doorways; just let us know and we'll review the plan with you.
ok handicap hudDojRa2004 | Assistance animals are not pets: no pet rent, pet deposit, breed or weight limit applies to them.
ok handicap cfr100202 | We never ask about medical conditions; if you need a reasonable accommodation, tell us in any form you like.
ok handicap hud1995 | Wheelchair-accessible entry, roll-in shower and lever door handles throughout.
ok handicap cfr100 | A reserved accessible parking space next to your unit is available on request.
ok handicap fha3602h | Current illegal drug use violates the lease; residents in recovery, including those on medication-assisted treatment, are welcome.
ok handicap hud1995 | Walking distance to the light rail, two parks and the library.
ok handicap hudDojRa2004 | Se aceptan animales de asistencia sin costo adicional; pídanos cualquier ajuste razonable.
ok handicap cfr100202 | Applications are available in large print, in braille and by phone through TTY relay.
ok handicap hudDojRa2004 | Nous acceptons les animaux d'assistance sans frais supplémentaires.
block familial_status fha3604c | Updated 2BR near campus, perfect for grad students, n0 k1ds, no exceptions.
block familial_status keating1998 | Max two occupants in the 2BR, and babies count as occupants.
block familial_status fha3604b | Adult swim hours at the community pool run 5-9 pm daily under the HOA's posted schedule; children under 18 may not swim then.
block familial_status fha3604b | HOA rule: kids under 14 must be supervised by a parent anywhere outside their unit, including the walkways.
block familial_status fha3602k | Lease addendum: if you become pregnant during the term, the lease will not be renewed.
block familial_status cfr10070c4 | Families with kids go in the back buildings by the dumpsters so the front stays quiet.
block familial_status fha3604c | Adults-only building; couples and singles welcome, no little ones.
block familial_status cfr10080 | When people with kids ask about 5B, tell them it's under contract.
block familial_status fha3604c | Se renta departamento amueblado para pareja; no se aceptan niños.
block familial_status fha3604c | Wohnung in ruhiger Lage, keine Kinder erwünscht.
block familial_status fha3604b | Households with children pay an extra $500 security deposit for wear and tear.
block familial_status fha3604c | ¿Tiene hijos? Entonces este departamento no es para usted.
warn familial_status fha3604c | Sleek studio with a loft bed, best suited to empty nesters.
warn familial_status cfr10070 | The building's mostly retirees and couples, so you and your three kids might find the Oakwood townhomes more your speed.
warn familial_status fha3604c | New 3BR on Pine Ct 🏡 great for a young family, swing set and all!
warn familial_status fha3604c | Casa amplia con jardín en un barrio lleno de familias con niños pequeños.
ok familial_status hud1995 | Family room with a gas fireplace opens to the kitchen; the fourth bedroom works as a nursery or office.
ok familial_status hopa | Oak Meadows is a 55-and-older community under HOPA; at least 80% of occupied homes have a resident 55 or older, verified by survey every two years.
ok familial_status keating1998 | La ocupación sigue el código de la ciudad: dos personas por recámara más una.
ok familial_status fha3604c | I'm renting a room in the house I live in and would prefer a housemate without a toddler.
ok familial_status fha3602k | If your household grows, we'll offer you a transfer to a larger unit at the same rent per square foot.
ok familial_status hud1995 | Fenced backyard, playroom off the kitchen and a bonus room over the garage.
ok familial_status hopa | Section 202 housing for residents 62 and older; applications accepted year-round.
ok familial_status fha3604b | The pool is open to every resident and guest from 7 am to 10 pm, with a lifeguard on weekends.
ok familial_status hud1995 | Sala familiar amplia, cuarto de juegos y patio cercado.
block national_origin fha3604c | Bright 2BR in a well-kept fourplex, American-born tenants only, must speak without an accent.
block national_origin hudLep2016 | Leases are explained in English only and no interpreters are allowed at the signing.
block national_origin hudNo2016 | Applicants born outside the U.S. also provide a passport and visa; U.S.-born applicants just show a driver's license.
block national_origin cfr10070 | Team chat: send the Hernández referral only the Eastgate listings, that's where their people are.
block national_origin fha3604c | Rentamos solo a personas nacidas en Estados Unidos; latinos abstenerse.
block national_origin fha3604b | Property rule: tenants from Somalia pay rent in person at the office; everyone else can pay online.
block national_origin cfr100400 | Text to a tenant: keep complaining about the heat and I'll call ICE on your whole family.
block national_origin fha3604c | Cho thuê phòng riêng có lối đi riêng, chỉ dành cho người Việt.
warn national_origin fha3604c | Requirements: U.S. citizenship, 650+ credit, income 3x rent.
warn national_origin cfr10070 | Your clients just moved from Guatemala, and I think they'd fit in better in the Westside neighborhood.
warn national_origin fha3604c | Nice quiet block, the neighbors are mostly Polish and Irish old-timers.
ok national_origin hudNo2016 | We accept any government-issued photo ID from any country, and an ITIN in place of a Social Security number.
ok national_origin hudLep2016 | Applications and leases come in English, Spanish, Vietnamese and Korean, and free phone interpreters are available.
ok national_origin hud1995 | Spanish Colonial revival with French doors, Moroccan tile and a Persian-style rug included.
ok national_origin hud1995 | Steps from Little Saigon's restaurants and the Chinatown light-rail stop.
ok national_origin fha3604c | Atendemos en español e inglés; todos los solicitantes son bienvenidos sin importar su país de origen.
ok national_origin hudNo2016 | Aceptamos matrícula consular, pasaporte de cualquier país o ITIN para completar la solicitud.
ok national_origin hud1995 | English Tudor on a corner lot with an Italian marble foyer.
ok national_origin hudLep2016 | 欢迎所有申请人；租约提供中文、英文和西班牙文版本。
block source_of_income@CO state | 2BR in Aurora, CO: no Sec-8, no vouchers of any kind, pay stubs only.
warn source_of_income@AZ state | 2BR in Mesa, AZ: no Sec-8, no vouchers of any kind, pay stubs only.
block source_of_income@MA state | Casa en Lawrence, MA: no aceptamos vales de vivienda ni Sección 8.
warn source_of_income@FL state | Casa en Miami, FL: no aceptamos vales de vivienda ni Sección 8.
block source_of_income@WI state | Screening for our Madison, WI units: income must come from a job; SSI, child support and housing assistance don't count toward 3x rent.
warn source_of_income@IN state | Screening for our Fort Wayne, IN units: income must come from a job; SSI, child support and housing assistance don't count toward 3x rent.
block source_of_income@NY state | Voucher holders, please look elsewhere; the owner of this Queens walk-up doesn't do HUD paperwork.
block source_of_income@NJ state | Tenants whose rent is paid partly by a subsidy put down a double deposit at our Jersey City building.
block source_of_income@WA state | Tenant-selection criteria, Spokane WA: Housing Choice Voucher: decline.
warn source_of_income@OR state | This Portland, OR flat is best suited to a tenant with a steady W-2 paycheck.
warn source_of_income@CA state | Mostly working professionals in this San Diego, CA building, not a lot of voucher folks.
warn source_of_income@TX state | In Houston, TX, Section 8 tenants tend to be happier in the complexes off the highway.
ok source_of_income@NY hudSoi | Section 8 of the HOA bylaws covers guest parking; give it a read before closing.
ok source_of_income@IL hudSoi | We accept Housing Choice Vouchers and count all lawful income, including SSI, child support and rental assistance.
ok source_of_income@MD hudSoi | Income requirement: 2.5 times the tenant's share of the rent, from any lawful source.
ok source_of_income@CA hudSoi | Aceptamos todo tipo de ingreso legal, incluidos los vales de la Sección 8.
block marital_status@MN state | Duplex in Duluth, MN: married couples only, unmarried partners will not be considered.
warn marital_status@OH state | Duplex in Toledo, OH: married couples only, unmarried partners will not be considered.
block marital_status@NJ state | Departamento en Newark, NJ: solo se renta a matrimonios, no a parejas en unión libre.
warn marital_status@TX state | Departamento en El Paso, TX: solo se renta a matrimonios, no a parejas en unión libre.
block marital_status@CO state | Leasing email, Boulder CO: divorced or separated applicants need a co-signer before we can approve them.
block marital_status@MA state | Board note, Boston MA: we don't approve unmarried couples for the penthouse units.
warn marital_status@NY state | Cozy Brooklyn one-bedroom, ideal for newlyweds starting out.
warn marital_status@WA state | Great starter home in Tacoma, WA for a married couple.
ok marital_status hud1995 | Studio, sometimes called a bachelor unit, with a Murphy bed and kitchenette.
ok marital_status hud1995 | The owner, who has a bachelor's degree in architecture, redesigned the loft herself.
ok marital_status@IL state | Co-applicants may be spouses, partners, friends or relatives; everyone is screened the same way.
block age@MI state | Lofts in Detroit, MI: applicants must be under 40, this is a young building.
warn age@GA state | Lofts in Atlanta, GA: applicants must be under 40, this is a young building.
block age@RI state | Cottage in Providence, RI: we don't rent to anyone over 70.
warn age@SC state | Cottage in Charleston, SC: we don't rent to anyone over 70.
block age@NY state | Jubilados abstenerse; el dueño de este departamento en Albany, NY busca a alguien joven con carrera por delante.
block age@CT state | Hartford, CT studio: tenants aged 21 to 30 preferred.
warn age@MA state | Worcester, MA condo, perfect for a young professional just starting out.
warn age@NJ state | The Hoboken, NJ complex skews twenty-something, lots of energy.
ok age hud1995 | Senior discount at the gym across the street for members 60 and up.
ok age@MA hopa | Huntington Greens is a 55-and-older community verified under HOPA by an age survey of every household.
ok age@NY state | Everyone who signs the lease must be 18 or older, the age to enter a contract.
block military_status@OH state | Townhome near the base in Dayton, OH: no military tenants, too many early lease breaks.
warn military_status@TX state | Townhome near the base in Killeen, TX: no military tenants, too many early lease breaks.
block military_status@NJ state | The owner in Trenton, NJ would rather not rent to active-duty service members.
warn military_status@NC state | The owner in Fayetteville, NC would rather not rent to active-duty service members.
block military_status@CA state | San Diego, CA rental: reservists who might get deployed need not apply.
warn military_status@VA state | Casa de 3 recámaras en Norfolk, VA, perfecta para una familia de la Marina destacada en la base.
ok military_status hud1995 | Military-grade locks and a steel security door on every unit.
ok military_status state | Los militares pueden terminar el contrato antes de tiempo con órdenes de traslado, según la ley SCRA.
ok military_status hud1995 | Veterans Memorial Park is right across the street.
block sexual_orientation@CA hud2021 | Oakland, CA bungalow, no gay couples, the owner is old-fashioned.
block sexual_orientation@NY hud2021 | Text to the buyer agent: the seller in Buffalo, NY won't accept an offer from two men, tell them it's spoken for.
block sexual_orientation@IL hud2021 | Chicago, IL: no se renta a parejas del mismo sexo.
warn sexual_orientation@OR hud2021 | Just the thing for a lesbian couple with a dog, right by Portland's Pride route.
ok sexual_orientation@CO hud2021 | Looking for a gay male housemate to share my own Denver apartment with me.
ok sexual_orientation@MA hud2021 | Same-sex and opposite-sex couples apply on the same form and are screened the same way.
block gender_identity@MA hud2021 | Trans applicants in our Cambridge, MA buildings must show a birth certificate that matches how they present.
block gender_identity@NY hud2021 | Shelter beds in our Rochester, NY program are assigned by sex at birth, not by how residents identify.
block gender_identity@NJ hud2021 | We won't rent the Camden, NJ studio to a transgender person.
warn gender_identity@CA hud2021 | Sacramento, CA casita, a great pick for a trans woman who wants a quiet, private entrance.
ok gender_identity@MN hud2021 | The application asks for your chosen name; your legal name only goes on the credit check.
ok gender_identity@VT hud2021 | Clubhouse restrooms may be used according to each person's gender identity.
ok - style | Granite counters, stainless appliances and an in-unit washer and dryer.
ok - style | Casa abierta el sábado de 11 a 2, no se necesita cita.
ok - style | Rent $1,850, first month and deposit at signing, no smoking inside.
ok - style | Pets under 25 lbs welcome with a $300 pet deposit.
ok - style | Quiet hours are 10 pm to 7 am for all residents.
ok - style | Off-street parking for two cars and an EV charger.
ok - style | Listing courtesy of Harbor Realty; buyer agent compensation negotiable.
ok - style | Credit score of 620 or higher and verifiable rental history required.
ok - style | Hermosa casa con tres recámaras, cochera para dos autos y patio grande.
ok - style | Se requiere un depósito de un mes y contrato de un año.
ok - style | Belle maison lumineuse avec jardin, proche des commerces et des transports.
ok - style | Helle Dreizimmerwohnung mit Balkon, Einbauküche und Tiefgarage.
ok - style | Appartamento luminoso al terzo piano con ascensore e cantina.
ok - fha3604c | Equal Housing Opportunity: we follow the Fair Housing Act and all state and local fair housing laws.
ok - style | Walk-in pantry, mudroom and a two-car garage with a storage loft.
ok - hudLep2016 | Ofrecemos intérpretes gratis por teléfono en más de cien idiomas.
`);

/** First measure (lead, fea1fb3; nobody had tuned on this set): 97/120 caught, 59/78 blocked, 3/83 flagged. */
export const FIRST_MEASURE_32 = {
  commit: 'fea1fb3',
  violations_caught_pct: 80.8,
  exclusions_blocked_pct: 75.6,
  false_alarms_pct: 3.6,
} as const;
