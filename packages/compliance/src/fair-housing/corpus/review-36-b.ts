import { parseCorpus } from './corpus';

/** Second half of review set 36 (familial status, national origin, the state classes, no class); see review-36.ts. */
export const REVIEW_36_B = parseCorpus(`
# familial status: block
block familial_status fha3604c | Adults-only building, nobody under 16 in residence, no exceptions. Heat and water included, $1,400.
block familial_status cfr10080 | Call notes 3/14: told the couple with the two toddlers that 2C was already leased so the retired pair gets it. It's still open, don't update the site till Friday.
block familial_status fha3604b | Effective June 1, households with children under five pay an additional $500 damage deposit at signing.
block familial_status cfr10070 | Going forward put any family with kids in Building C by the playground and keep A and B for the adults, they've complained enough about the noise.
block familial_status fha3602k | congrats on the pregnancy!! but it's a 1BR so you'll need to be out before the baby comes, I can give you till August
block familial_status fha3604b | Pool and laundry rules: children may not use the pool or the laundry room at any time, even with a parent present.
block familial_status fha3604c | 请问您有几个小孩？我们这里不太适合有小孩的家庭，最好是没有小孩的。
block familial_status keating1998 | Spacious 2BR/2BA, 1,100 sq ft, maximum two occupants total including infants. No exceptions.
block familial_status fha3604c | Mieszkanie do wynajęcia od zaraz, tylko dla par bez dzieci. Kaucja dwa miesiące.
block familial_status cfr100400 | One more complaint from downstairs about your kids running and I start the eviction. I told the owner renting to a family was a mistake.
# familial status: warn
warn familial_status fha3604c | Sun-filled 1BR with exposed brick and a galley kitchen. Ideal for a quiet professional couple; honestly not a place for little ones.
warn familial_status fha3604c | Great spot for empty nesters and singles! The building is mostly over 50 so it stays nice and quiet.
warn familial_status fha3604c | Cozy two-bedroom condo on the golf course, perfect for a mature couple looking to downsize.
warn familial_status fha3604c | البناية هادئة جداً، معظم السكان متقاعدون ولا يوجد أطفال.
warn familial_status fha3604c | fyi the upstairs neighbors are really sensitive to noise, it's honestly better for someone without kids
# familial status: ok
ok familial_status hopa | Sunrise Villas is a 55+ community operating under the Housing for Older Persons Act. At least one resident of each home must be 55 or older, and our age-verification policy is posted in the clubhouse and available on request.
ok familial_status hopa | Maple Court is senior housing for residents 62 and older under our published policy; every occupant must meet the age requirement.
ok familial_status hud1995 | Family room with a gas fireplace opens to a fenced yard. Quiet cul-de-sac, two-car garage.
ok familial_status hud1995 | Walking distance to Lincoln Elementary, two playgrounds and the public library.
ok familial_status keating1998 | Occupancy follows the city housing code for the unit's square footage, the same limit we apply to every household.
ok familial_status fha3602k | Congratulations! If you'd like to move to a 2BR when the baby arrives, let us know and we'll waive the transfer fee.
ok familial_status hud1995 | Third bedroom works as a nursery or a home office; the primary suite has its own bath.
ok familial_status fha3604c | 欢迎所有家庭申请。小区内有儿童游乐场、游泳池和健身房。
ok familial_status hopa | Comunidad para mayores de 55 años bajo la ley HOPA; al menos un residente por vivienda debe tener 55 años o más. Nuestra política de verificación está disponible en la oficina.
# national origin: block
block national_origin fha3604c | No foreigners please, must speak perfect English. Owner is very particular.
block national_origin fha3604c | before I set up the showing, where's your family from originally? the owner likes to know
block national_origin fha3604b | Screening note: applicants with Hispanic surnames must show a passport and two utility bills; everyone else just a driver's license.
block national_origin hudLep2016 | We don't do Spanish here. If they can't read the lease in English they don't get the apartment, simple as that.
block national_origin cfr10070 | The Somali families always end up in the Cedar buildings, it's easier for everyone, so only show them Cedar.
block national_origin cfr1007 | The neighbor wrote "go back to Mexico" on my door and the manager laughed and said to ignore it. Two weeks after I complained to the owner, my lease wasn't renewed.
block national_origin fha3604b | for Chinese tenants the rent is $200 more, they cook with too much oil and the hoods need cleaning
block national_origin fha3604c | No rentamos a centroamericanos, solo a gente de aquí. Favor de no insistir.
block national_origin fha3604c | Nou pa lwe bay Dominiken. Apatman an se pou moun ki fèt isit la sèlman.
# national origin: warn
warn national_origin fha3604c | Brick two-flat in a tight-knit Polish neighborhood where everyone on the block still goes to the same bakery and the same parish festival.
warn national_origin fha3604c | the building is pretty much all Korean families, super easy if that's your scene
warn national_origin fha3604c | 小区住户基本都是华人，环境很熟悉，邻居都很好相处。
warn national_origin fha3604c | Karamihan ng nakatira dito ay mga Pinoy, kaya parang nasa bahay ka lang.
# national origin: ok
ok national_origin hudLep2016 | We can give you the lease in Spanish, Vietnamese or Korean, and a free interpreter can join the signing.
ok national_origin hud1995 | English garden with boxwood hedges, French doors to the patio and Spanish tile in the kitchen.
ok national_origin hudNo2016 | We accept an ITIN in place of a Social Security number and weigh rental history from abroad the same as U.S. history.
ok national_origin hud1995 | Steps from Little Saigon, the Polish Cultural Center and the Irish pub on Main.
ok national_origin hudLep2016 | Chúng tôi có nhân viên nói tiếng Việt để giúp quý vị điền đơn xin thuê nhà.
ok national_origin hudLep2016 | 한국어 통역 서비스를 무료로 제공합니다. 모든 신청자를 환영합니다.
ok national_origin hud1995 | Рядом парк, школа и русский книжный магазин. Квартира после ремонта, есть лифт.
# source of income
block source_of_income@CA state | Oakland, CA: Bright 1BR near Lake Merritt. No Section 8, no programs, must work locally.
block source_of_income@NY state | we don't take CityFHEPS or any vouchers for the Bronx unit, owner's rule, sorry
block source_of_income@WA state | Tacoma, WA: income must be 3x rent from employment only. SSI, child support and housing assistance don't count toward it.
block source_of_income@MA state | Worcester, MA: sorry, the unit isn't approved for Section 8 and the owner won't do the paperwork, please don't ask.
block source_of_income@NJ state | Newark, NJ: No aceptamos vales de vivienda ni ayuda del gobierno.
warn source_of_income@TX state | Houston, TX: Bright 1BR near the Heights. No Section 8, no programs, must work locally.
warn source_of_income@GA state | we don't take any vouchers for the Macon, GA unit, owner's rule, sorry
warn source_of_income@CO state | Denver, CO: the building is all working professionals with steady paychecks, very low turnover.
warn source_of_income@FL state | Pensacola, FL: No aceptamos vales de vivienda ni ayuda del gobierno.
ok source_of_income@OR hudSoi | Portland, OR: Housing Choice Vouchers and all lawful income welcome, and benefits count toward the income requirement.
ok source_of_income@IL hudSoi | Chicago, IL: good news, the unit passed the CHA inspection, so your voucher move-in can happen next week.
ok source_of_income@MN state | Minneapolis, MN: for voucher holders the income requirement is 2.5x your share of the rent, not the full rent.
# marital status
block marital_status@MN state | Duluth, MN: the owner only rents to married couples, so are you two married or just living together?
block marital_status@NJ state | Hoboken, NJ policy: unmarried co-applicants each need their own guarantor; married couples need one between them.
block marital_status@IL state | Chicago, IL: Só alugamos para casais casados, nada de namorados morando juntos.
warn marital_status@TX state | Lubbock, TX: the owner only rents to married couples, so are you two married or just living together?
warn marital_status@WA state | Spokane, WA: the neighbors are all husband-and-wife households, a very traditional street.
warn marital_status@AL state | Birmingham, AL: Só alugamos para casais casados, nada de namorados morando juntos.
ok marital_status@NY state | Albany, NY: any two adults can apply together, married or not, and we look at your combined income.
ok marital_status@CA hud1995 | San Diego, CA: single-family home on a quiet street with a separate in-law unit over the garage.
# age
block age@NJ state | Trenton, NJ: I don't rent to anyone under 25, they party too much.
block age@NY state | Buffalo, NY: applicants over 70 need a relative to co-sign in case something happens to them.
block age@MI state | Ann Arbor, MI: 20대 학생은 받지 않습니다. 조용한 분만 연락 주세요.
warn age@FL state | Ocala, FL: I don't rent to anyone under 25, they party too much.
warn age@IL state | Peoria, IL: the building is mostly young professionals in their twenties, lots of energy on weekends.
warn age@GA state | Athens, GA: 20대 학생은 받지 않습니다. 조용한 분만 연락 주세요.
ok age@NY state | Rochester, NY: every applicant must be 18 or older to sign the lease.
ok age@CA state | Sacramento, CA: close to the senior center, the community college and the light rail.
ok age@MN state | St. Cloud, MN: we apply the same income and credit criteria to every adult applicant, students and retirees alike.
# military status
block military_status@NY state | Syracuse, NY: the owner doesn't want military tenants, they get deployed and break leases.
block military_status@VA state | Norfolk, VA: No rentamos a militares activos, se mudan demasiado.
warn military_status@TN state | Clarksville, TN: the owner doesn't want military tenants, they get deployed and break leases.
warn military_status@WA state | Tacoma, WA: it's a ways from the base, so not many military families around here.
ok military_status@OH state | Dayton, OH: ten minutes to the base gate, and we honor SCRA lease terms for orders.
ok military_status@CA state | San Diego, CA: we count BAH as income and active-duty applicants can use our military clause.
# sexual orientation and gender identity
block sexual_orientation@CO hud2021 | Denver, CO: owner's a church guy, he won't rent to a gay couple, sorry
block sexual_orientation@NY hud2021 | Albany, NY: the board asks that same-sex couples not show affection in the common areas.
warn sexual_orientation@WA hud2021 | Seattle, WA: it's a very straight, traditional building, if that matters to you.
ok sexual_orientation@IL hud2021 | Chicago, IL: two blocks from the Pride parade route in Boystown, near the Center on Halsted.
ok sexual_orientation@CA fha3604c | San Francisco, CA: gay man looking for a gay roommate for the spare room in the apartment I live in.
block gender_identity@MN hud2021 | St. Paul, MN: we can't rent to you, our other tenants wouldn't be comfortable with a transgender neighbor.
block gender_identity@OR hud2021 | Eugene, OR: stop using the women's restroom in the gym. Staff will keep calling you sir until your ID changes.
warn gender_identity@NJ hud2021 | Jersey City, NJ: traditional building, most residents aren't comfortable with the whole pronoun thing.
ok gender_identity@CA hud2021 | Los Angeles, CA: the application lets you list your chosen name and pronouns, and we'll use them on every notice.
ok gender_identity@WA hud2021 | Olympia, WA: near the LGBTQ+ community center and the Transit Center.
# no class
ok - hud1995 | Granite counters, in-unit laundry and two parking spots. No smoking anywhere on the property.
ok - style | Rent $1,850, 12-month lease. Credit check and proof of income required of all applicants.
ok - hud1995 | Sunset views over the lake, walking distance to coffee shops and the light rail.
ok - style | the showing's at 4, bring a photo ID and we'll do the tour together
ok - style | No subletting without written consent; quiet hours are 10 pm to 7 am for all residents.
ok - hud1995 | Apartamento com dois quartos, garagem e piscina, perto do metrô.
ok - hud1995 | Przestronne mieszkanie z balkonem, blisko parku i sklepów.
ok - hud1995 | Grand studio lumineux, cuisine équipée, proche du tramway.
`);
