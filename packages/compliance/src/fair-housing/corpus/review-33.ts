import { parseCorpus } from './corpus';

/**
 * Review set 33, written blind: its author read no rule, vocabulary, pattern, engine, test or other corpus
 * sentence file of the checker, only corpus.ts (line format and parseCorpus), the header of review-32 up to
 * `export const REVIEW_32` (no sentence) and its last 10 lines (the FIRST_MEASURE_32 shape), the comment headers
 * of review-31 and review-30 (no sentence, to see which shapes were used), the category lists in @pp/contract,
 * the `export` lines of jurisdictions.ts, the rows of jurisdiction-table.ts and the key names of SOURCES (printed
 * by a one-line script). Every sentence was written by hand and none was run through the checker; the counts and
 * the state labels below were checked with a script that uses only parseCorpus, SOURCES and jurisdictionsOf.
 *
 * Labels follow review-32's conventions: an explicit preference, limitation or exclusion by a class is block
 * ("would rather have", "only", "we'll pass on", "isn't going to work for the owner", "not being accepted",
 * "honestly do better looking somewhere else", "need not apply", "no se aceptan", "preferimos", "bawal", a
 * class-only rule, fee or assignment); a description of who lives there or who the home suits ("mostly",
 * "skews", "tends to attract", "best suited to", "great pick for", "perfect for", "idéal pour", "feel more at
 * home") is warn; what HUD's 1995 Achtenberg memo calls acceptable is ok. Re-worded sources: 42 U.S.C. 3604(c)
 * (plain words and evasions), 3604(b) (a clubhouse closed to religious gatherings, extra bank statements for
 * women without a spouse, extra references for a heavy accent, a curry ban for tenants from Pakistan, a raise for
 * Asian households only, children barred from the courtyard without an adult), 24 CFR 100.70 (tour routing by
 * race, religion and origin; "people of your background"), 100.70(c)(4) (walker users in Building A, families
 * on the parking-lot side), 100.80 ("nothing is open", "stopped taking applications", "tell her it's rented"),
 * cfr100 for 100.203-100.204 (accessible spaces kept for staff, a fee for a disability transfer: block; a
 * no-fee verbal request process, a visual doorbell and strobe alarms: ok), 100.202 (a physician's letter to
 * climb stairs: block; no medical questions: ok), 100.600 (rent traded for company), 3602(k) (a couple
 * expecting: block), 3602(h) (Suboxone users refused: block; recovery welcome: ok), 3607(a) (a Franciscan
 * residence for its professed sisters: ok). Roommates.com (9th Cir. 2012), key fha3604c: a housemate limited by
 * sex, religion, orientation or a toddler in the author's own home is ok; a studio over the garage or a fourplex
 * unit where the author does not live is a separate dwelling, so a limitation there is block. HUD/DOJ 2004 and
 * FHEO-2020-01 (a guide dog refused for its hair: block; a support animal approved with the deposit waived,
 * service animals in all common areas: ok). HUD 2016 LEP (no showings for interpreter users: block; four
 * languages, free Vietnamese and Arabic interpreters: ok), national-origin guidance ("U.S. citizenship" in a
 * requirements list: warn, as review-28 to -32; no SSN, ITIN: ok), criminal-records guidance (a 15-year blanket
 * bar: warn race; a post-offer safety-only review: ok), nuisance guidance (a protective order treated as a
 * disturbance: block sex; a victim's 911 calls never counted: ok). Keating (three people in a 3BR whatever their
 * ages: block; the county's two per bedroom, infants not counted: ok). HOPA (a 55+ community re-verifying ages,
 * a 62+ Section 202 community in Spanish, a HOPA-qualified 55+ in Florida: ok). Look-alikes, all ok: Thurgood
 * Marshall Way, the Museum of Black History, Harriet Tubman Greenway, calle Benito Juárez, Swiss Coffee white,
 * walnut and maple, Blackwood Lane and Whitehall Park, a gurdwara, a Buddhist temple and a Baptist church, a
 * converted chapel, a prayer room, a tree, a menorah and a rangoli in the lobby, a parroquia, a double vanity,
 * Lady Bird Lane and Kingsman Park, men's and women's locker rooms, stairs only, walk-in pantry and jogging path,
 * a playroom, a nursery nook, Lincoln Elementary, an attic bunk room, Koreatown, Greektown, Spanish Colonial
 * with French doors, Irish Hills Road, a passed Section 8 inspection, a bridal suite, a seniors' and a teen club,
 * an armory and a fort gate, a Pride block party, all-gender restrooms.
 *
 * State classes follow the jurisdiction table, the state named in the sentence carried as @XX. Nine pairs, the
 * same sentence with only the city and state changed, block where the state protects the class and warn where it
 * does not: source of income IL/TN, MD/SC (Spanish), UT/ID; marital status HI/FL, WI/GA (Spanish); age NH/NC,
 * VT/TX; military status CT/PA, VA/GA. Other refusals in protecting states block ("S-e-c-t-1-o-n 8 n/a" NJ,
 * voucher holders told to look elsewhere WA, disability benefits not counted CO, "you and your boyfriend" OR, a
 * marriage certificate for co-buyers MD, "only the young, under 30" in Russian MA, a guarantor over 70 PA,
 * veterans need not apply OH). Descriptions in protecting states are warn ("not really a subsidy building" CT,
 * relocation packages MN, newlyweds CO, married couples with careers IL, twenties NY, a retiree RI, Navy families
 * on PCS CA); "not a fit for voucher holders" in TX warns. Sexual orientation and gender identity (US row, HUD
 * 2021) sit only in states that also protect them by statute (NY, CA, WA, IL, CO, MN; OR, NJ, MA).
 *
 * Shapes: about half ordinary ad copy and posts (Marketplace, Nextdoor, Craigslist, LinkedIn, X and Instagram
 * captions with hashtags and emoji) with the class in a question ("Are you folks Muslim?"), a conditional ("If
 * you've got kids"), a passive ("are not being accepted"), a comparative ("would rather", "do better
 * elsewhere"), a relative clause ("residents who use walkers"), dog whistles ("good cultural fit, if you know
 * what I mean", "mature, quiet tenants", "drama-free") and evasions ("M@le", "n0 h4ndicapped", "N o  k i d s",
 * "S-e-c-t-1-o-n"); about a third what agents and landlords write around a listing (showing notes, texts to
 * owners, leasing emails, screening criteria, house and HOA rules, renewal memos, board notes, accommodation
 * replies). 42 lines (20%) in other languages: Spanish 23, French 3, Portuguese 3, Russian 3, Vietnamese 2,
 * Korean 2, Chinese 2, Tagalog 2, Arabic 2.
 *
 * Counts: 207 sentences, 80 block, 44 warn, 83 ok (40.1% ok). By class (block/warn/ok): race 7/4/5, color
 * 3/3/4, religion 6/3/7, sex 7/4/6, handicap 12/3/11, familial status 13/5/9, national origin 9/3/8, source of
 * income 6/6/4, marital status 4/4/3, age 4/4/3, military status 3/3/3, sexual orientation 3/1/2, gender
 * identity 3/1/2, no class 0/0/16.
 *
 * NOT measured by its author: first measure recorded by the lead (FIRST_MEASURE_33) at 51ba7bd, with every rule
 * of session 17 (fh30-fh32's families): 79.0 / 78.8 / 3.6. Nobody has tuned on it; do not tune on it without
 * saying so here.
 *
 * TUNED ON since dc9c09a (helper fh33b): 88.7 / 85.0 / 1.2. No longer blind.
 * TUNED ON since c2481450 (helper fh33a): 90.3 / 93.8 / 3.6. No longer blind.
 */
export const REVIEW_33 = parseCorpus(`
block race fha3604c | Nextdoor: renting my mom's old place on Elm, hoping for a nice white family who'll keep the street the way it's always been.
block race cfr10070 | Showing note for Ben: if the Black couple from the 2pm calls back, say 14C is gone and send them the Eastgate listings instead.
block race fha3604c | Craigslist 2BR duplex, quiet block. We've had bad luck with African American renters, so we'll pass on those applications this time.
block race cfr10080 | Text to owner: applicant looks Black from her ID, do you want me to keep screening or just tell her it's rented?
block race fha3604c | Owner would rather have Caucasian tenants; please pre-screen before booking any tours.
block race fha3604b | Renewal memo: the Asian households on the third floor get a 15% increase this year, everyone else stays flat.
block race fha3604c | Se busca inquilino, de preferencia gente blanca y de confianza, nada de morenos.
warn race fha3604c | Charming older street where the neighbors are mostly white retirees who keep their lawns immaculate.
warn race hudCriminal2016 | Screening: a conviction in the last 15 years for anything beyond a traffic ticket means the application is denied.
warn race fha3604c | Looking for a tenant who'll be a good cultural fit for the neighborhood, if you know what I mean.
warn race cfr10070 | Honestly you might feel more at home over in Northgate, there are more people of your background there.
ok race hud1995 | Sunny 3BR on Thurgood Marshall Way, two blocks from the light rail.
ok race hud1995 | Steps from the Harriet Tubman Greenway and the Museum of Black History.
ok race fha3604c | Every application is scored with the same written criteria, whatever the applicant's race or color.
ok race hudCriminal2016 | Criminal history is looked at only after a conditional offer, and only convictions that bear on residents' safety are weighed.
ok race hud1995 | El departamento está en la calle Benito Juárez, frente al parque Frida Kahlo.
block color fha3604c | Light-skinned applicants only, per the owner's instructions.
block color cfr10080 | Tell the darker-complexioned lady the unit is pending, the owner already said no to her.
block color fha3604c | X: finally found the perfect tenant for my condo 🙌 fair skin, good vibes, nobody too dark lol #landlordlife
warn color fha3604c | Most of the tenants here are pretty light-skinned, it's just that kind of building.
warn color fha3604c | Golden hour on the patio ✨ the neighbors here are all pale brunch people lol #cityliving
warn color fha3604c | La colonia es de gente más bien clarita, muy tranquila y ordenada.
ok color hud1995 | Freshly painted in Swiss Coffee white with jet-black window frames.
ok color hud1995 | Dark walnut floors throughout, with lighter maple in the den.
ok color hud1995 | Corner lot on Blackwood Lane, a short walk from Whitehall Park.
ok color hud1995 | The brown-and-cream exterior was repainted last summer, new charcoal roof in 2023.
block religion fha3604c | Are you folks Muslim? The owner asked me to check before we go any further.
block religion fha3604b | The clubhouse can be booked for birthday parties and baby showers, but not for Bible studies, Quran classes or any other religious gathering.
block religion fha3604c | Leasing email: the owner isn't comfortable renting to Jewish applicants, so I wouldn't bother applying.
block religion cfr10070 | Don't show the Orthodox families the Maple Court units, the board will say no anyway.
block religion fha3604c | Apartment in my fourplex (I live across town): Christian tenants only, pastor's reference required.
block religion fha3604c | Se renta departamento, solo familias católicas, traer carta del párroco.
warn religion fha3604c | Quiet building, most of the residents walk to Mass at St. Brigid's on Sunday mornings.
warn religion fha3604c | Great pick for a devout Muslim family, the mosque is a two-minute walk.
warn religion fha3604c | Ideal para una familia cristiana, la iglesia queda a la vuelta.
ok religion hud1995 | Two blocks from the Sikh gurdwara, a Buddhist temple and the Baptist church on Main.
ok religion fha3607a | Residence of the Franciscan Sisters: rooms are offered to professed members of the order only.
ok religion hud1995 | Converted 1890s chapel with stained-glass windows and 22-foot ceilings.
ok religion fha3604c | Renting the spare room in the house I live in; I keep a kosher kitchen and would like a Jewish housemate.
ok religion hud1995 | The lobby gets a tree, a menorah and a Diwali rangoli each winter, and residents are invited to help decorate.
ok religion hud1995 | A dos cuadras de la Parroquia San Martín y del mercado municipal.
ok religion hud1995 | Bonus room works as an office, a prayer room or a home gym.
block sex fha3604c | Studio over the garage, own entrance, I live in the main house: female tenants only.
block sex fha3604c | Preferimos rentarle a un hombre, las mujeres traen demasiadas visitas.
block sex fha3604b | Women applying without a spouse must show two extra months of bank statements.
block sex cfr100600 | Text: rent's late again but maybe we can work something out if you come by tonight and keep me company 😉
block sex hudNuisance2016 | Tenants who get a protective order against a partner will be asked to leave, since it brings police to the building.
block sex fha3604c | M@le tenants only pls, no drama 🙏 (1BR in the 6-unit building I manage)
block sex cfr10080 | Le propriétaire ne veut pas de femmes seules dans cet appartement, dites-lui qu'il est déjà loué.
warn sex fha3604c | Great bachelor pad for a guy who wants a man cave and a big garage.
warn sex fha3604c | Most of the building is young women working at the hospital, really safe and quiet.
warn sex fha3604c | The perfect girly studio 💅 pink walls, vanity lights, made for a single lady in the city! #apartmenthunting
warn sex fha3604c | Apartamento ideal para uma moça estudante, pertinho da faculdade.
ok sex fha3604c | I'm a woman renting a room in the condo I live in and am looking for a female roommate.
ok sex hud1995 | Owner's suite with a double vanity and two walk-in closets.
ok sex hud1995 | Tucked away on Lady Bird Lane near Kingsman Park.
ok sex hud1995 | Men's and women's locker rooms at the clubhouse gym, both with saunas.
ok sex hudNuisance2016 | Las llamadas al 911 de una víctima de violencia doméstica nunca cuentan en su contra al renovar.
ok sex hud1995 | Suite principal con tocador doble y un vestidor amplio.
block handicap fha3604c | No wheelchairs, the hardwood floors are brand new.
block handicap cfr100202 | Applicants on disability benefits must bring a physician's letter clearing them to climb stairs.
block handicap hudDojRa2004 | We'll pass on the tenant with the guide dog, the owner doesn't want dog hair in the unit.
block handicap cfr100 | The spaces by the entrance are for staff; disabled tenants can park in the back lot like everyone else.
block handicap fha3604c | Must be able-bodied, third-floor walk-up with no elevator.
block handicap fha3604c | n0 h4ndicapped folks, insurance reasons, sorry.
block handicap cfr10070c4 | Residents who use walkers are placed in Building A near the office.
block handicap fha3602h | Recovering addicts on Suboxone need not apply.
block handicap fha3604c | No se aceptan personas en silla de ruedas, el edificio es antiguo.
block handicap fha3604c | Không cho thuê cho người khuyết tật.
block handicap cfr100 | She asked for a ground-floor transfer because of her MS; tell her transfers carry a $500 fee like any other.
block handicap cfr10080 | The blind applicant wants a viewing; just tell her nothing is open right now.
warn handicap fha3604c | Perfect for an active, healthy couple who love to hike; the unit is up three flights.
warn handicap fha3604c | El edificio es más que nada de profesionistas sanos y deportistas, casi todos van en bici al trabajo.
warn handicap fha3604c | This one is best suited to someone who can handle stairs every day.
ok handicap hud1995 | Fourth floor, stairs only; the laundry room is in the basement.
ok handicap cfr100 | Reasonable accommodation requests can be made verbally or in writing at any time, and no fee applies.
ok handicap fheo202001 | Your request for a support animal is approved and the pet deposit is waived.
ok handicap cfr100 | Wheelchair-accessible unit with a roll-in shower, lowered counters and a reserved accessible space.
ok handicap cfr100202 | We never ask about medical conditions; answer only the questions on the standard form.
ok handicap fha3602h | Current illegal drug use breaks the lease; people in recovery, including those on prescribed medication, are welcome.
ok handicap hud1995 | Walk-in pantry, jogging path out back and steps from the bike trail.
ok handicap cfr100 | A visual doorbell and strobe smoke alarms were added for our Deaf resident at no charge.
ok handicap hud1995 | Unidad accesible para silla de ruedas, con rampa y baño adaptado.
ok handicap hudDojRa2004 | Service animals are welcome in every common area, pool deck included.
ok handicap cfr100 | 휠체어 접근 가능, 엘리베이터 있음.
block familial_status fha3604c | Adults-only building, no kids under 12.
block familial_status fha3604c | If you've got kids, this one probably isn't going to work for the owner.
block familial_status keating1998 | 3BR house: occupancy capped at three people total, regardless of age.
block familial_status cfr10070c4 | Households with kids get the units facing the parking lot, the garden side stays adult.
block familial_status fha3602k | We'll pass on the couple expecting a baby in March, the owner wants someone quiet.
block familial_status fha3604c | Grateful to the investor who trusts me to keep his buildings drama-free, which means no big families with kids running the halls. #propertymanagement
block familial_status fha3604c | N o  k i d s, no pets, no smokers.
block familial_status fha3604b | House rules: children under 14 may not be in the courtyard without an adult at any time.
block familial_status fha3604c | Landlord tip 🔑 skip the families with toddlers, it saves you the headache of scuffed walls. #realestateinvesting
block familial_status fha3604c | Preferimos inquilinos sin hijos, gracias por su comprensión.
block familial_status fha3604c | Bawal ang may anak, pang-dalawang tao lang ang kwarto.
block familial_status fha3604c | 不租给有小孩的家庭。
block familial_status cfr10080 | Tell the single dad we've stopped taking applications, the owner doesn't want kids in there.
warn familial_status fha3604c | Seeking mature, quiet tenants for a peaceful building.
warn familial_status fha3604c | Perfect for empty nesters or a professional couple downsizing.
warn familial_status fha3604c | Quiet, adult feel to the whole complex, most residents are retired or working professionals.
warn familial_status fha3604c | Not a lot of kids on this street so it's super peaceful ☕🌿 #dreamhome
warn familial_status fha3604c | Idéal pour un couple sans enfants, au calme.
ok familial_status hud1995 | Bonus room upstairs could be a home office, a guest room or a kids' playroom.
ok familial_status keating1998 | Occupancy follows the county housing code of two per bedroom; infants under two are not counted.
ok familial_status hopa | Our 55+ community publishes its HOPA policies and re-verifies residents' ages every two years, as HUD's rule requires.
ok familial_status hud1995 | Playground and splash pad, plus a nursery nook off the primary bedroom.
ok familial_status fha3604c | Renting the second bedroom of the apartment I live in; I work nights and would prefer a housemate without a toddler.
ok familial_status hud1995 | Close to Lincoln Elementary and the public library.
ok familial_status fha3604c | Families with children are welcome, and the courtyard has a fenced play area.
ok familial_status hopa | Comunidad para personas de 62 años o más, financiada por el programa Sección 202 de HUD.
ok familial_status hud1995 | The attic bunk room sleeps four, great for guests.
block national_origin hudLep2016 | Office policy: we don't schedule showings for anyone who needs an interpreter.
block national_origin fha3604c | Applications from recent immigrants are not being accepted at this time.
block national_origin fha3604b | Applicants with a heavy accent are asked for two extra references before we schedule a tour.
block national_origin cfr10070 | Don't send the Indian families the Oak Ridge listings, the sellers up there are picky.
block national_origin fha3604b | House rule for the new tenants from Pakistan: no cooking with curry or other strong ethnic spices.
block national_origin fha3604c | 외국인 사절, 한국분만 연락 주세요.
block national_origin fha3604c | لا نؤجر للأجانب.
block national_origin fha3604c | Сдаю квартиру только славянам.
block national_origin fha3604c | No rentamos a centroamericanos, tuvimos mala experiencia.
warn national_origin fha3604c | The neighborhood is mostly Polish and Ukrainian families who've been here for generations.
warn national_origin fha3604c | Great pick for a Korean family, H Mart and two Korean bakeries are nearby.
warn national_origin hudNo2016 | Requirements: valid SSN, U.S. citizenship, 650+ credit score.
ok national_origin hud1995 | Steps from Koreatown, Greektown and the Polish Museum.
ok national_origin hudNo2016 | No SSN? No problem, we verify income with bank statements or an ITIN.
ok national_origin hudLep2016 | The lease and house rules are available in English, Spanish, Vietnamese and Chinese.
ok national_origin hud1995 | Spanish Colonial home with French doors, Mexican tile floors and a Moroccan-style courtyard.
ok national_origin hud1995 | 近唐人街，交通方便，拎包入住。
ok national_origin hudLep2016 | Chúng tôi có thông dịch viên tiếng Việt miễn phí.
ok national_origin hud1995 | Located on Irish Hills Road near the German-American Club.
ok national_origin hudLep2016 | نوفر مترجمًا مجانًا عند الطلب.
block source_of_income@IL state | Chicago, IL: we don't take Section 8, so please don't ask.
warn source_of_income@TN state | Memphis, TN: we don't take Section 8, so please don't ask.
block source_of_income@MD state | Baltimore, MD: no aceptamos vales de vivienda ni ayuda del gobierno.
warn source_of_income@SC state | Columbia, SC: no aceptamos vales de vivienda ni ayuda del gobierno.
block source_of_income@UT state | Salt Lake City, UT: rent must come from employment income, assistance and SSI don't count.
warn source_of_income@ID state | Boise, ID: rent must come from employment income, assistance and SSI don't count.
block source_of_income@NJ state | Newark, NJ 2BR, S-e-c-t-1-o-n 8 n/a, serious inquiries only.
block source_of_income@WA state | Seattle, WA: voucher holders would honestly do better looking somewhere else.
block source_of_income@CO state | Denver, CO: income must be 3x rent from a paycheck; disability benefits don't qualify.
warn source_of_income@CT state | Hartford, CT: most of our residents are working folks, it's not really a subsidy building.
warn source_of_income@MN state | Minneapolis, MN: this building tends to attract tenants with corporate relocation packages.
warn source_of_income@TX state | Dallas, TX: honestly not a fit for voucher holders.
ok source_of_income@MA state | Boston, MA: all lawful income counts, including vouchers, SSI, child support and pensions.
ok source_of_income@NY state | Buffalo, NY: we accept Housing Choice Vouchers and will help with the inspection paperwork.
ok source_of_income@CA state | Fresno, CA: aceptamos vales de Sección 8 y todo tipo de ingreso legal.
ok source_of_income@NJ state | Princeton, NJ: the unit passed its Section 8 inspection last month and is ready for a voucher holder.
block marital_status@HI state | Honolulu, HI: married couples only, no unmarried partners.
warn marital_status@FL state | Tampa, FL: married couples only, no unmarried partners.
block marital_status@WI state | Madison, WI: solo rentamos a matrimonios, no a parejas que viven juntas.
warn marital_status@GA state | Atlanta, GA: solo rentamos a matrimonios, no a parejas que viven juntas.
block marital_status@OR state | Portland, OR: the owner wants a married couple, so we'll pass on you and your boyfriend.
block marital_status@MD state | Annapolis, MD board note: unmarried co-buyers must show a marriage certificate before approval.
warn marital_status@CO state | Boulder, CO: perfect starter home for newlyweds!
warn marital_status@IL state | Naperville, IL: the building is mostly married couples with careers.
ok marital_status@NJ state | Hoboken, NJ: co-applicants can be spouses, partners, friends or relatives; everyone is screened the same way.
ok marital_status@MA state | Worcester, MA: casados ou não, todos os casais são bem-vindos.
ok marital_status@CA state | San Jose, CA: the clubhouse bridal suite can be booked for weddings and events.
block age@NH state | Manchester, NH: no tenants over 65, the stairs are too much liability.
warn age@NC state | Charlotte, NC: no tenants over 65, the stairs are too much liability.
block age@VT state | Burlington, VT: we'd prefer someone under 35 for this loft.
warn age@TX state | Austin, TX: we'd prefer someone under 35 for this loft.
block age@MA state | Cambridge, MA: Сдаю только молодым, до 30 лет.
block age@PA state | Philadelphia, PA: applicants over 70 must provide a guarantor.
warn age@NY state | Brooklyn, NY: mostly grad students and young creatives in their twenties.
warn age@RI state | Providence, RI: perfect for a retiree who likes it quiet.
ok age@MI state | Lansing, MI: applicants must be of legal age to sign a contract in Michigan.
ok age@FL state | Naples, FL: Silver Pines is a HOPA-qualified 55+ community with verified age surveys.
ok age@NJ state | Edison, NJ: the community room hosts a seniors' book club on Tuesdays and a teen coding club on Thursdays.
block military_status@CT state | New Haven, CT: no active-duty military, they get deployed and break leases.
warn military_status@PA state | Pittsburgh, PA: no active-duty military, they get deployed and break leases.
block military_status@VA state | Norfolk, VA: we'll pass on military applicants, too much turnover.
warn military_status@GA state | Savannah, GA: we'll pass on military applicants, too much turnover.
block military_status@OH state | Columbus, OH: veterans need not apply, the owner had a bad experience.
warn military_status@CA state | San Diego, CA: the building skews Navy families on PCS orders, lots of turnover every summer.
ok military_status@NY state | Albany, NY: our military clause lets servicemembers end the lease early with PCS orders, as the SCRA provides.
ok military_status@VA state | Petersburg, VA: across the street from the National Guard armory and ten minutes from the Fort Gregg-Adams gate.
ok military_status@TX state | El Paso, TX: aceptamos el BAH como ingreso para familias militares.
block sexual_orientation@NY state | Brooklyn, NY: the owner is old-school, no gay couples.
block sexual_orientation@CA state | Sacramento, CA: whole house for rent, straight tenants preferred.
block sexual_orientation@WA state | Tacoma, WA: the two men who toured yesterday, tell them we went with someone else, the owner's uncomfortable.
warn sexual_orientation@IL state | Chicago, IL: 2BR in Boystown, just the spot for a gay couple.
ok sexual_orientation@CO state | Denver, CO: I'm a gay man renting the spare room in the house I live in and would like a gay housemate.
ok sexual_orientation@MN state | Minneapolis, MN: Pride block party in the courtyard, all residents invited 🌈
block gender_identity@OR state | Portland, OR: no transgender applicants, owner's decision.
block gender_identity@NJ state | Trenton, NJ house rules: residents use the laundry and gym hours assigned to their sex at birth.
block gender_identity@MA state | Boston, MA leasing email: we'll pass on the applicant who is transitioning, the building is conservative.
warn gender_identity@NY state | Queens, NY: great fit for a nonbinary artist, super chill building.
ok gender_identity@CA state | Los Ángeles, CA: puede usar su nombre elegido en la solicitud; el nombre legal solo va en el contrato.
ok gender_identity@WA state | Seattle, WA: all-gender restrooms in the lobby and the gym.
ok - style | Granite counters, in-unit washer and dryer, and a south-facing balcony.
ok - style | Rent $1,850, application fee $45; credit and income are verified the same way for every applicant.
ok - style | No smoking anywhere on the property, balconies included.
ok - style | Pets welcome with a $300 deposit, up to two per unit.
ok - style | Quiet hours are 10 pm to 7 am for all residents.
ok - style | Sunsets from the rooftop 🌅 2BR available Dec 1, DM for a tour! #aptliving #nowleasing
ok - style | Proud to help a first-time buyer close this week. Every client deserves a fair shot.
ok - style | Departamento de dos recámaras, estacionamiento incluido, disponible en diciembre.
ok - style | Appartement lumineux, proche du métro, libre immédiatement.
ok - style | Casa com quintal, garagem para dois carros e churrasqueira.
ok - style | Maluwag na bahay, malapit sa palengke at sa paaralan.
ok - style | Светлая двухкомнатная квартира рядом с парком.
ok - style | Showing instructions: lockbox on the side gate, shoes off please, text me when you leave.
ok - style | Security deposit equals one month's rent and is returned within 21 days.
ok - style | New listing alert 🚨 3BR/2BA colonial, big yard, open house Sat 1-3. #realestate
ok - style | Utilities included except internet; parking permits are $40 a month.
`);

/** First measure (lead, 51ba7bd; nobody had tuned on this set): 98/124 caught, 63/80 blocked, 3/83 flagged. */
export const FIRST_MEASURE_33 = {
  commit: '51ba7bd',
  violations_caught_pct: 79.0,
  exclusions_blocked_pct: 78.8,
  false_alarms_pct: 3.6,
} as const;
