import { parseCorpus } from './corpus';

/**
 * Review set 28, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker (no other review-*.ts, held-out, freeform or grid file), only corpus.ts (line
 * format and parseCorpus), lines 1-68 of review-27 (header style and label conventions, no sentences) and its
 * last 10 lines (the FIRST_MEASURE shape), the category list in @pp/contract, the `export` lines of
 * jurisdictions.ts, the rows of jurisdiction-table.ts and the key names of SOURCES (printed by a one-line
 * script). Every sentence was written by hand and none was run through the checker.
 *
 * Labels come from primary sources, with review-27's conventions: an explicit preference, limitation or
 * exclusion is block; a description of who lives there, or "ideal / perfect / best suited / great fit for" a
 * class, is warn; what HUD's 1995 Achtenberg memo calls acceptable is ok. 42 U.S.C. 3604(c) (print
 * classifieds, church-bulletin and bulletin-board ads, app push notifications, radio and podcast reads, MLS
 * private remarks, showing instructions), 3604(b) (handbook rules: curfews for children, a chaperone rule for
 * women at the gym, scooters barred from hallways, a clubhouse closed to non-Christian services: block; one
 * quiet-hours, pool or decoration rule for all: ok), 3617 and 24 CFR 100.400 (violation letters over Black or
 * Somali visitors, a mezuzah: block), 3602(k) (non-renewal over expected twins: block; a transfer after a birth:
 * ok), 3602(h) (years of proven sobriety before the waitlist: block; illegal drug activity a violation: ok),
 * 3607(a) (a convent residence for its own order, a seminary housing its own seminarians first: ok; a private
 * landlord's parish-only garage apartment: block). Roommates.com (9th Cir. 2012), key fha3604c: a housemate
 * limited by sex, religion or sexual orientation in the author's own home is ok. 24 CFR 100.70 (sales-office
 * scripts that keep a class out of a phase: block; "usually happier in", "fit in better in", "will suit them
 * best": warn), 100.70(c)(4) (children only in Building A), 100.80 ("nothing available" to callers with kids,
 * "pending application" to dark-skinned video-tour prospects), 100.110-100.135 under cfr100 (an appraisal cut
 * for a Black neighborhood, insurance declined by ZIP code, for an autistic son, or with an extra check for
 * foreign-sounding names: block; comparables by distance and condition: ok), 100.202 (disability and
 * medication questions, a psychiatrist's letter: block; no diagnosis asked, accessible parking, video relay:
 * ok), 100.600 (rent for company). HUD/DOJ 2004 and FHEO-2020-01 (ESA pet rent, guide dogs barred: block; no
 * fees for assistance animals: ok). HUD 2016 LEP guidance (English only without interpreters: block; notices in
 * three languages, free interpreters: ok); HUD 2016 national origin guidance (extra ID for the foreign-born:
 * block; consular IDs accepted: ok; "U.S. citizens only", which the guidance treats as citizenship rather than
 * national origin unless a pretext: warn). HUD 2016 criminal-records guidance (any arrest: block race; any
 * felony ever: warn; five-year individual review: ok). HUD 2016 nuisance guidance (a notice to quit over
 * domestic-violence police calls: block sex; 911 for help never counted: ok). Keating memo (one per bedroom
 * counting infants: block; the local code's square-footage rule: ok). HOPA (a verified 55+ with 80% occupancy,
 * HUD 202 62+ housing: ok; an adults-only park with no HOPA claim: block). Achtenberg look-alikes, all ok:
 * master suite, a garage man door, playroom, walk-up stairs, jogging trail, sunken living room, blind spot,
 * converted church, gurdwara and temple, Freedmen's Town, Little Haiti and Greektown, Dutch colonial and
 * English garden, paint colours (Whitewash, Black Fox), the White Swan Inn, adult swim lanes, schools, parks.
 *
 * State classes follow the jurisdiction table, the state named in the sentence carried as @XX. Ten state pairs,
 * the same sentence with only the city and state changed, block where the state protects the class and warn
 * where it does not: source of income NY/FL, MA/NH, UT/NV, MD/NC (Spanish); marital status NJ/PA, WI/IN; age
 * MI/OH, HI/AZ; military status IL/IN, OH/KY. Descriptions in protecting states are warn ("ideal for working
 * professionals with W-2 income" CA, "a lovely home for a married couple" MA, "would suit a millennial renter"
 * NH, "best suited to civilians" WA). Sexual orientation and gender identity (US row, HUD 2021) sit only in states
 * that also protect them by statute: refusals block, "perfect fit for gay men" and "ideal for a nonbinary
 * artist" warn, a queer housemate in the author's home, a Pride float, pronouns and an optional gender field ok.
 *
 * Shapes (different from review-26's and review-27's): print classifieds with abbreviations ("N/S, N/P, wht
 * only", "M only", "no chldrn"), church bulletins, bulletin boards, app push notifications, radio and podcast ad
 * reads, MLS private remarks, showing instructions, staff training manuals and phone scripts, property-
 * management job postings, tenant handbooks, lease-violation letters and notices to quit, waitlist policies,
 * move-out letters, landlord forum posts, a Facebook-group moderator rule, homebuyer-workshop flyers, builder
 * sales-office scripts, appraisal comments and insurance underwriting notes; evasions: leetspeak ("m@le tenants
 * 0nly", "tr@ns"), emoji (🅱️, ✨, 🔔), euphemisms ("old-stock American", "grown-ups only"). Spanish, Portuguese,
 * Vietnamese, Chinese, Korean, Tagalog, Arabic, Russian, French, Polish and Haitian Creole.
 *
 * Counts: 191 sentences, 77 block, 37 warn, 77 ok (40.3% ok). By class (block/warn/ok): race 8/3/5, color
 * 3/1/4, religion 6/2/7, sex 6/2/6, handicap 11/3/12, familial status 12/4/11, national origin 8/3/6, source of
 * income 6/6/3, marital status 4/4/2, age 4/4/2, military status 3/3/2, sexual orientation 3/1/2, gender
 * identity 3/1/2, no class 0/0/13.
 *
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_28), at 9ccc0fe, after
 * all of session 16's tuning on review-26 and review-27 (and at 9d3ba9f, session 15's rules, for comparison:
 * 71.9 / 67.5 / 3.9). Nobody had tuned on this set.
 *
 * TUNED ON since 8d078f9 (helper fh28): its misses were fixed as general families (reach-rules-28.ts:
 * religious dress barred, visitors by race, a companion required of a class, redlining by area, disability
 * asked, proof of sobriety, mobility aids barred, scripted unavailability, program-paid rent charged more, a
 * gender marker mismatch, arrests charged or not, congregation members only, "M only", refused because of a
 * household member's trait, steering and who-it-suits hints), classified shorthand and emoji letters in the
 * tokeniser, shared living without the word roommate, Section 202 as HOPA, French orientation words and
 * "lovely/charming/cozy home for". Its rates are no longer a blind measure.
 */
export const REVIEW_28 = parseCorpus(`
# race
block race fha3604c | 2BR/1BA upper, W/D in bsmt, N/S, N/P, wht only, $1,150 + util. Call eves after 6.
block race cfr100 | Appraisal addendum: subject value reduced 8% because the neighborhood is predominantly Black and buyers are reluctant to purchase here.
block race cfr100 | Underwriting guideline for homeowner policies: decline new applications from the historically Black East End ZIP codes regardless of roof age or condition.
block race cfr10070 | Sales office script, Phase 1: if a Black couple walks in, take them to the Phase 3 lots by the highway and say Phase 1 is nearly sold out.
block race hudCriminal2016 | Waitlist policy 4.2: anyone with an arrest on record, charged or not, is removed from the waitlist and may not reapply.
block race cfr100400 | Lease violation notice: other residents have complained about the number of Black visitors to your unit; further visits of this kind will be treated as a violation.
block race fha3604c | MLS private remarks: seller will only entertain offers from white buyers, so do not book showings for minority clients.
block race fha3604c | Quiet dead-end street, well kept, no 🅱️lacks, serious inquiries only.
warn race cfr10070 | Agent note before the tour: the buyer is African American, so she may feel more at home in the Maple Heights listings where a lot of Black families live.
warn race fha3604c | Podcast ad read: Westbrook Commons, where the residents are overwhelmingly white professionals, and the coffee is always on.
warn race hudCriminal2016 | Screening criteria: no applicant with a felony conviction of any kind, at any point in their life, will be approved.
ok race hud1995 | Restored shotgun house in the Freedmen's Town Historic District, two blocks from the Harriet Tubman museum.
ok race fha3604c | Job posting, leasing consultant: you will apply the written screening criteria identically to every applicant and log every inquiry the same way.
ok race hud1995 | The Equal Housing Opportunity logo appears on all of our print ads, and the application fee is the same for everyone.
ok race hudCriminal2016 | Screening policy: we look only at convictions from the last five years, review each one individually, and welcome evidence of rehabilitation.
ok race cfr100 | Appraisal comment: comparables were drawn from the same subdivision within half a mile and adjusted only for size, condition and lot area.
# color
block color fha3604c | Unit 3 in our 6-flat, light complexion preferred, no dark-skinned applicants please.
block color fha3604c | Se renta departamento independiente con cochera, solo para personas de piel clara.
block color cfr10080 | Staff manual, video tours: if the prospect is dark-skinned on camera, tell them the unit already has a pending application.
warn color fha3604c | Our fair-skinned neighborhood of long-time owners is ready to welcome you home.
ok color hud1995 | Exterior freshly painted in Whitewash with Black Fox trim and a Tricorn Black front door.
ok color hud1995 | Four condos carved out of the old White Swan Inn, a short walk to the Blackstone River bikeway.
ok color hud1995 | Accent wall swatches to choose from at move-in: Alabaster White, Charcoal Black, Sable Brown or Sage.
ok color hud1995 | Ebony-stained oak floors, Pearl White quartz counters and a Mocha Brown tile backsplash.
# religion
block religion fha3604c | Church bulletin: apartment over our garage available to members of St. Brigid's parish only; see Mr. Dolan after the 10:30 Mass.
block religion fha3604c | Studio, utils incl, Christian tnt pref'd, no pets, 1 yr lse.
block religion cfr10070 | Sales script: Jewish buyers always ask about the eruv, so steer them to the Oakmont section and keep them out of Phase 2.
block religion fha3604b | Tenant handbook: the clubhouse may be reserved for parties and meetings, but not for religious services of non-Christian faiths.
block religion cfr100400 | Notice: remove the mezuzah from your door frame within seven days; several neighbors say it makes them uncomfortable.
block religion fha3604c | Quiet 1BR in a small complex, no hijabs or turbans please.
warn religion fha3604c | Radio spot: come home to Cedar Glen, a close-knit Christian neighborhood where families still pray together on Sundays.
warn religion cfr10070 | MLS private remarks: buyers are Orthodox Jewish; the listings near Beth Shalom will suit them best.
ok religion fha3607a | The convent residence hall is reserved for professed members of the Sisters of Mercy and is not offered to the public.
ok religion hud1995 | Two blocks from the Sikh gurdwara and the Hindu temple, with a bus stop at the corner.
ok religion hud1995 | Converted 1890s Methodist church: Gothic arched windows and a choir loft turned home office.
ok religion fha3604b | Tenant handbook: residents may reserve the community room for any lawful gathering, religious or not, on the same terms.
ok religion hud1995 | Seasonal decorations of any tradition are allowed on balconies for up to 30 days under one rule for everyone.
ok religion fha3607a | Our seminary's student apartments are offered first to enrolled seminarians of the Lutheran Church, as they always have been.
ok religion fha3604c | Looking for a Muslim sister to share my two-bedroom apartment with me; the kitchen is kept halal.
# sex
block sex fha3604c | Lg 1BR apt, quiet bldg, M only, refs req, no smoking.
block sex cfr100600 | Text from the property manager: if you can't make rent this month we can work something out, come over tonight and keep me company.
block sex hudNuisance2016 | Notice to quit: police came to your unit three times this quarter for domestic violence, so under our nuisance policy your tenancy ends on the 30th.
block sex fha3604c | 🔔 New listing! Downtown lofts for working women only, apply in the app today.
block sex fha3604b | Tenant handbook: female residents must be accompanied by a male household member to use the fitness center after 9 p.m.
block sex fha3604c | 4-unit bldg, m@le tenants 0nly, no exceptions.
warn sex fha3604c | This lavender-trimmed studio would be perfect for a woman on her own.
warn sex fha3604c | Radio ad: a man-sized garage and a building full of guys who love football.
ok sex fha3604c | Female roommate wanted to share my 3BR townhouse; I live here and we'd share the kitchen and living room.
ok sex hud1995 | Master suite with his-and-hers closets and a soaking tub.
ok sex fha3604b | Tenant handbook: any resident may ask that two maintenance staff attend a repair in their unit.
ok sex hudNuisance2016 | Lease addendum: calling the police or 911 for help will never count against your tenancy, and survivors of domestic violence may end the lease early.
ok sex hud1995 | Detached two-car garage with a man door to the backyard.
ok sex fha3604c | Landlord forum reply: you can limit a room in the home you live in to women, but not a whole separate apartment.
# handicap
block handicap cfr100202 | Staff training manual: when a caller asks about accessible units, ask what their disability is and what medication they take before scheduling a tour.
block handicap fha3604c | 3rd flr walkup, no wheelchairs, no walkers, N/S, $975.
block handicap fheo202001 | App reminder: emotional support animals count toward the two-pet limit and are charged the $45 monthly pet rent like any other pet.
block handicap hudDojRa2004 | Showing instructions: no dogs in the unit at showings or during the tenancy, guide dogs included; blind applicants should bring a sighted companion instead.
block handicap fha3602h | Waitlist policy: applicants in addiction recovery must prove two years of sobriety with treatment records before they are added to the list.
block handicap cfr100202 | Lease violation letter: your mental health episode in the lobby breaks rule 12; send a letter from your psychiatrist proving you are stable or vacate by the 15th.
block handicap fha3604b | Tenant handbook: mobility scooters and power wheelchairs may not be driven in hallways; residents must park them outside and walk from the elevator.
block handicap cfr10070 | Job posting: we need a leasing pro who can spot problem applicants, like anyone who seems mentally ill or is on disability, and steer them elsewhere politely.
block handicap fha3604c | Rooms in a 5-plex, no psych patients, no crazies, no ppl on oxygen tanks.
block handicap cfr100 | Underwriter note: homeowner application declined because the applicant's adult son, who lives in the home, has autism.
block handicap fha3604c | No aceptamos inquilinos con enfermedades mentales ni personas en silla de ruedas.
warn handicap fha3604c | Ideal for active, able-bodied tenants who enjoy a four-flight climb.
warn handicap fha3604c | Best suited to tenants in good physical health; the lot is steep and the path is gravel.
warn handicap cfr10070 | Sales script: buyers with disabilities are usually happier in the single-story Willow model, so start them there.
ok handicap hud1995 | Second-floor walk-up, no elevator, 22 steps to the front door.
ok handicap hud1995 | Great walk score, with a jogging trail right behind the building.
ok handicap fheo202001 | Need a reasonable accommodation for an assistance animal? Submit the form in the app; assistance animals are never charged pet fees.
ok handicap hudDojRa2004 | Showing instructions: service animals are welcome at every showing; tell the listing agent if you need the ramp entrance.
ok handicap cfr100202 | Tenant handbook: accommodation requests may be made verbally or in writing to any staff member, and we will not ask for your diagnosis.
ok handicap cfr100202 | Reserved accessible parking spaces are assigned on request to residents who need them, at no charge.
ok handicap hud1995 | Sunken living room two steps down, and a den with built-in bookshelves.
ok handicap fha3602h | Lease addendum: illegal drug activity on the property is a violation; lawful prescriptions are nobody's business but yours.
ok handicap hud1995 | Wheelchair-accessible unit with a roll-in shower and lowered counters, open to any applicant.
ok handicap fheo202001 | Chúng tôi chấp nhận động vật hỗ trợ cho người khuyết tật và không thu phí thú cưng.
ok handicap cfr100202 | Job posting, leasing associate: training covers reasonable accommodation requests and answering deaf callers through video relay.
ok handicap hud1995 | Window blinds included, and a convex mirror covers the blind spot at the end of the driveway.
# familial_status
block familial_status fha3604c | 1BR, adults only, no chldrn, $900, 1st/last/dep.
block familial_status fha3604c | Church bulletin: parishioner's cottage for rent to a quiet couple, no little ones please.
block familial_status fha3604b | Tenant handbook: children under 14 must be indoors by 7 p.m. and may not ride bikes or play in the courtyard.
block familial_status cfr10070c4 | Waitlist policy: households with children are placed only in the ground-floor units of Building A to keep noise away from other residents.
block familial_status keating1998 | Occupancy rule: one person per bedroom maximum, and infants count as occupants.
block familial_status fha3602k | Non-renewal letter: since you are expecting twins, you will need to move out when the lease ends because the unit is not suitable for babies.
block familial_status fha3604c | Now leasing: a child-free community ✨ no strollers, no diapers, no drama!
block familial_status hopa | Adults-only mobile home park: children may visit up to 14 days a year but may not live here.
block familial_status fha3604c | Se renta casa de dos recámaras, no se aceptan niños ni mascotas.
block familial_status cfr10080 | Phone script: if a caller mentions kids, tell them nothing is available until next spring.
block familial_status fha3604c | Radio ad: Lakeside Lofts is for grown-ups only, so leave the kids with grandma!
block familial_status fha3604c | Paupahan: studio apartment malapit sa palengke, bawal ang may anak.
warn familial_status fha3604c | Perfect for empty nesters looking to downsize.
warn familial_status cfr10070 | MLS private remarks: tell buyers with kids that Elmwood's school is lousy and point them to the family subdivisions instead.
warn familial_status fha3604c | Quiet building of mostly retirees and professional couples, not really a kid scene.
warn familial_status fha3604c | Podcast ad read: the ideal home for a professional couple or a single person.
ok familial_status hopa | Sunset Ridge is a 55-and-older community under HOPA; at least 80% of homes have a resident 55 or older, and ages are verified every two years.
ok familial_status hud1995 | Bonus room currently used as a playroom, plus a large fenced yard.
ok familial_status keating1998 | Occupancy limits follow the local property maintenance code's square-footage rule for sleeping rooms.
ok familial_status fha3604b | Tenant handbook: quiet hours are 10 p.m. to 7 a.m. for all residents and guests.
ok familial_status fha3604b | Pool rules: open 8 a.m. to 10 p.m., no glass, no lifeguard on duty, swim at your own risk.
ok familial_status hopa | This HUD Section 202 building is housing for households with a member aged 62 or older.
ok familial_status hud1995 | Close to Lincoln Elementary and two parks; the school bus stops at the corner.
ok familial_status fha3602k | Congratulations on the new baby! If you need a bigger unit, transfer requests are handled first come, first served, with no fee.
ok familial_status hud1995 | Adult swim lanes at the YMCA next door, and adult-size bunk beds come with the loft.
ok familial_status hud1995 | 가족 여러분 모두 환영합니다. 놀이터와 초등학교가 가까워요.
ok familial_status fha3604c | Se aceptan familias con niños; hay un parque infantil dentro del complejo.
# national_origin
block national_origin hudLep2016 | Training manual: when a caller has a heavy accent, say the application must be completed in English without help and no interpreters are allowed.
block national_origin fha3604c | Rm in 4-plex, no Mexicans, must spk English.
block national_origin hudNo2016 | Waitlist policy: applicants born outside the U.S. must submit a green card and two extra IDs; U.S.-born applicants need only a driver's license.
block national_origin cfr100400 | Notice: neighbors have complained about cooking smells and music from your Somali family; continued cultural disturbances will lead to eviction.
block national_origin cfr10070 | Sales script: Indian and Chinese buyers go to the Phase 4 model; don't bring them through Heritage Lane.
block national_origin fha3604c | 只租给华人，其他人免问。
block national_origin fha3604c | Сдаётся квартира, только славянам.
block national_origin cfr100 | Insurance intake: applicants with foreign-sounding names get an extra credit check before a quote.
warn national_origin hudNo2016 | Screening: U.S. citizens only, please.
warn national_origin cfr10070 | Honestly, you'd fit in better in Koreatown, where the neighbors speak your language.
warn national_origin fha3604c | A street of real, old-stock American families.
ok national_origin hudLep2016 | Su contrato de arrendamiento y el aviso de renovación están disponibles en español, inglés y vietnamita.
ok national_origin hudNo2016 | Passports and consular IDs such as the matrícula consular are accepted as identification from every applicant.
ok national_origin hud1995 | Dutch colonial exterior, an English garden out back and a Swedish sauna in the basement.
ok national_origin hud1995 | Steps from the Little Haiti cultural center and the Greektown restaurants.
ok national_origin hudLep2016 | Nou ka ba ou yon entèprèt gratis pou aplikasyon an.
ok national_origin hudLep2016 | تتوفر خدمات الترجمة مجانًا لجميع المتقدمين.
# source_of_income: four state pairs, then lines in protecting states
block source_of_income@NY state | Rochester, NY: 2BR upper, hdwd flrs, N/S, N/P, no Sec. 8 vouchers, $1,200.
warn source_of_income@FL state | Tampa, FL: 2BR upper, hdwd flrs, N/S, N/P, no Sec. 8 vouchers, $1,200.
block source_of_income@MA state | Landlord forum, Brockton, MA: I just tell voucher holders the place is taken. Is there a smoother way to turn them down?
warn source_of_income@NH state | Landlord forum, Nashua, NH: I just tell voucher holders the place is taken. Is there a smoother way to turn them down?
block source_of_income@UT state | Bulletin board, Provo, UT: apartment for rent, no housing assistance or third-party rent programs, wages only.
warn source_of_income@NV state | Bulletin board, Reno, NV: apartment for rent, no housing assistance or third-party rent programs, wages only.
block source_of_income@MD state | Apartamento en Silver Spring, MD: no aceptamos vales de vivienda de la Sección 8.
warn source_of_income@NC state | Apartamento en Charlotte, NC: no aceptamos vales de vivienda de la Sección 8.
block source_of_income@NJ state | Tenant handbook, Newark, NJ: residents whose rent is paid by a housing authority owe an extra $500 security deposit.
block source_of_income@MN state | Duluth, MN duplex: public assistance recipients need not apply.
warn source_of_income@CA state | Sacramento, CA: ideal for working professionals with W-2 paycheck income.
warn source_of_income@OR state | Eugene, OR: a great fit for applicants who earn their rent from a job rather than a program.
ok source_of_income@IL hudSoi | Springfield, IL: all lawful income counts, including vouchers, Social Security and child support; income must be 2.5 times the tenant's share of rent.
ok source_of_income@CT hudSoi | Hartford, CT: we gladly accept RAP and Housing Choice vouchers.
ok source_of_income@VA hudSoi | Richmond, VA: for voucher holders, the income requirement is figured on the tenant's portion of the rent only.
# marital_status: two state pairs, then lines in protecting states
block marital_status@NJ state | Showing instructions, Hoboken, NJ: owner will rent only to married couples, no unmarried partners living together.
warn marital_status@PA state | Showing instructions, Pittsburgh, PA: owner will rent only to married couples, no unmarried partners living together.
block marital_status@WI state | Church bulletin, Madison, WI: garden apartment for rent, married couples only, no cohabiting.
warn marital_status@IN state | Church bulletin, Fort Wayne, IN: garden apartment for rent, married couples only, no cohabiting.
block marital_status@OR state | Tenant handbook, Portland, OR: unmarried residents may have overnight partners only two nights a month; spouses are exempt.
block marital_status@CA state | Cho thuê nhà ở San Jose, CA, chỉ dành cho các cặp vợ chồng đã kết hôn.
warn marital_status@MA state | Worcester, MA: a lovely home for a married couple just starting out.
warn marital_status@MN state | Podcast ad, St. Paul, MN: a building full of young marrieds, with a rooftop grill.
ok marital_status@CA state | Oakland, CA: domestic partners, co-signers and roommates welcome; every adult on the lease is screened the same way.
ok marital_status@NY state | Albany, NY: single-family home on a quiet lot with a detached garage.
# age: two state pairs, then lines in protecting states
block age@MI state | Grand Rapids, MI: landlord prefers renters under 35, no retirees.
warn age@OH state | Columbus, OH: landlord prefers renters under 35, no retirees.
block age@HI state | Honolulu, HI: 1BR condo, no applicants over 60 please.
warn age@AZ state | Phoenix, AZ: 1BR condo, no applicants over 60 please.
block age@NY state | Job posting, Buffalo, NY: our target resident is 22 to 30, and you will politely discourage older applicants.
block age@MA state | Mieszkanie do wynajęcia w Bostonie, MA, tylko dla osób poniżej 40 lat.
warn age@PA state | Radio ad, Philadelphia, PA: lofts built for the twenty-something crowd.
warn age@NH state | Manchester, NH: this studio would suit a millennial renter.
ok age@NJ state | Trenton, NJ: applicants must be 18 or older to sign a lease.
ok age@IL state | Evanston, IL: across the street from the senior center and the high school.
# military_status: two state pairs, then lines in protecting states
block military_status@IL state | Chicago, IL: no active-duty military, they ship out mid-lease.
warn military_status@IN state | Indianapolis, IN: no active-duty military, they ship out mid-lease.
block military_status@OH state | Dayton, OH: 2BR ranch, no military, no deployments, 12-mo lease strict.
warn military_status@KY state | Louisville, KY: 2BR ranch, no military, no deployments, 12-mo lease strict.
block military_status@VA state | Showing instructions, Norfolk, VA: do not show to sailors from the base; owner had a bad experience.
warn military_status@WA state | Tacoma, WA: best suited to civilians rather than base personnel.
ok military_status@CA state | San Diego, CA: active-duty tenants who receive PCS orders may end the lease early under the SCRA.
ok military_status@NY state | Watertown, NY: veterans welcome, and VA loans accepted on our for-sale homes.
# sexual_orientation and gender_identity (federal row via HUD 2021; each line in a state that also protects it)
block sexual_orientation@CO hud2021 | Showing instructions, Denver, CO: owner is old-fashioned, no gay couples, please pre-screen.
block sexual_orientation@MN hud2021 | Minneapolis, MN: your same-sex partner may not be added to the lease; only opposite-sex spouses qualify.
block sexual_orientation@NJ hud2021 | Appartement à louer à Jersey City, NJ, pas de couples homosexuels.
warn sexual_orientation@WA hud2021 | Podcast ad, Seattle, WA: Capitol Hill studios, the perfect fit for gay men who want nightlife at the door.
ok sexual_orientation@IL hud2021 | Chicago, IL: the building sponsors a float in the Pride Parade every June.
ok sexual_orientation@CA fha3604c | Oakland, CA: queer woman looking for a queer housemate to share my 2BR apartment with me.
block gender_identity@NY hud2021 | Training manual, Queens, NY: if an applicant's ID shows a different gender than they present, deny for inconsistent documentation.
block gender_identity@OR hud2021 | Salem, OR: no tr@ns or nonbinary tenants, owner's rule.
block gender_identity@MD hud2021 | Tenant handbook, Baltimore, MD: residents must use the locker room matching the sex on their birth certificate.
warn gender_identity@VT hud2021 | Burlington, VT: ideal for a nonbinary artist.
ok gender_identity@WA hud2021 | Staff training, Spokane, WA: use the name and pronouns a resident gives you, and never ask about transition.
ok gender_identity@NM hud2021 | Albuquerque, NM: the gender field on our application is optional, with male, female, nonbinary and prefer not to say.
# no class
ok - hud1995 | Showing instructions: lockbox on the side door, remove shoes, turn off the lights when you leave.
ok - hud1995 | MLS private remarks: seller needs a 45-day close; submit pre-approval with all offers.
ok - hud1995 | Your maintenance request #4432 is scheduled for Tuesday between 9 and 11 a.m.
ok - hud1995 | Move-out letter: return all keys and fobs; your deposit itemization will be mailed within 21 days.
ok - hud1995 | Free first-time homebuyer workshop Saturday at the library: down-payment assistance, credit basics, everyone welcome.
ok - fha3604c | Group rule: posts saying who can or can't rent based on race, religion, disability, family status or any other protected trait will be removed.
ok - hud1995 | Radio ad: Granite Point Townhomes, three bedrooms, two baths, attached garage, from $389,000.
ok - hud1995 | Fourteen-day notice for nonpayment of rent of $2,150; paying in full within the period cures the default.
ok - hud1995 | Waitlist policy: applicants are served in order of application date and time; the list reopens each January.
ok - hud1995 | Sales script: walk every visitor through the model home, hand over the brochure, and quote the same incentives to everyone.
ok - hud1995 | Apartamento com dois quartos, varanda e garagem, perto do metrô. Aceitamos animais de pequeno porte.
ok - cfr100 | Appraisal: the subject's effective age is 12 years, and the roof was replaced in 2021.
ok - hud1995 | 新房三室两卫，近地铁，欢迎所有申请人。
`);

/** First measure (lead, 9ccc0fe; nobody had tuned on this set): 83/114 caught, 53/77 blocked, 2/77 flagged. */
export const FIRST_MEASURE_28 = {
  commit: '9ccc0fe',
  violations_caught_pct: 72.8,
  exclusions_blocked_pct: 68.8,
  false_alarms_pct: 2.6,
} as const;
