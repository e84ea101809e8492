import { parseCorpus } from './corpus';

/** Review set 37, lines 91-180 (familial status, national origin, state classes); see review-37.ts for how it was written. */
export const REVIEW_37_B = parseCorpus(`
block familial_status fha3604c | Paupahan: 1BR malapit sa istasyon, bawal ang may anak.
block familial_status fha3604c | 两室一厅出租，不租给有小孩的家庭。
block familial_status fha3604c | Сдаётся однокомнатная квартира. Без детей и животных.
block familial_status fha3604b | If you have kids the rent is $1,700 a month; if not, it's $1,550.
block familial_status keating1998 | 2BR/1BA: no more than two occupants, and that includes infants.
block familial_status cfr100 | Sure, kids are "welcome" here. They just can't set foot in the courtyard, the halls or the laundry room.
block familial_status cfr10070 | With a toddler and one on the way you'd honestly be happier at our sister property in Westlake; this one's more of a grown-up crowd.
block familial_status fha3604c | Leasing note: asked if she is planning on more kids, she said maybe, so we passed on her application.
block familial_status fha3604c | 🚫👶🚫 adults-only building, quiet professionals, 1BR $1,250
warn familial_status fha3604c | Ideal for empty nesters looking to downsize.
warn familial_status fha3604c | Honestly it's a grown-up building: wine nights on the roof and nobody's toys in the hall.
warn familial_status fha3604c | The fragile antiques and open staircase make this one a poor fit for toddlers.
warn familial_status fha3604c | Mostly retirees and DINKs here, so weekends are wonderfully silent.
warn familial_status fha3604c | Ideal para parejas sin hijos.
ok familial_status hud1995 | Family room opens to the deck; the bonus room could be an office or a playroom.
ok familial_status hopa | Sunset Grove is a 55+ community under HOPA: at least 80% of occupied homes have a resident 55 or older, and ages are verified by survey every two years.
ok familial_status hopa | A 62-and-over building under 42 U.S.C. 3607(b)(2)(B): every resident is at least 62.
ok familial_status keating1998 | Occupancy follows the Lakewood housing code: two persons per bedroom plus one, and children under two are not counted.
ok familial_status hud1995 | Walking distance to Lincoln Elementary and the Children's Museum.
ok familial_status hud1995 | Quiet, tree-lined street with a tot lot and a dog park.
ok familial_status cfr100 | Pool rules for every resident: no glass, no running, lifeguard on duty 10 to 6.
ok familial_status hud1995 | Family-owned and managed since 1978.
ok familial_status hud1995 | 가족실과 넓은 뒷마당, 초등학교까지 걸어서 5분.
ok familial_status fha3602k | Families with children welcome, including foster families and expectant parents.
ok familial_status hud1995 | Secluded, peaceful setting at the end of a private lane.
block national_origin fha3604c | English speakers only; the owner doesn't want to need a translator for repairs.
block national_origin fha3604c | Cho thuê căn hộ 2 phòng ngủ, chỉ cho người Việt thuê.
block national_origin fha3604c | 한국인 세입자만 받습니다.
block national_origin fha3604b | Pool passes for the Guatemalan families in building D are held for 90 days; everyone else gets theirs at move-in.
block national_origin fha3604c | Text to applicant: what part of the world is that accent from? Owner is picky about that.
block national_origin cfr10070 | The Patels are from Gujarat. I'm only going to show them the Edison listings since that's where their people are.
block national_origin cfr100600 | The superintendent keeps telling the Haitian family in 4D to go back where they came from and threatens to call ICE on them.
block national_origin fha3604c | No rentamos a centroamericanos.
warn national_origin fha3604c | El barrio es casi todo mexicano, vas a estar como en casa.
warn national_origin fha3604c | A little slice of Dublin: every other house on this lane is Irish, and the pub is around the corner.
warn national_origin fha3604c | The building is 90% Russian-speaking, a very close-knit community.
warn national_origin fha3604c | Perfect for a European professional who appreciates old-world charm.
warn national_origin fha3604c | 小区住户基本都是华人，邻里关系很好。
ok national_origin hudLep2016 | Lease and house rules come in Spanish, Vietnamese and Arabic; interpreters are free on request.
ok national_origin hud1995 | Steps from Little Italy, Chinatown and the Irish American Heritage Center.
ok national_origin hud1995 | 한인타운 근처, 지하철역까지 도보 5분.
ok national_origin hudNo2016 | Any valid government ID is accepted, including foreign passports and consular IDs.
ok national_origin hud1995 | French doors to a Spanish-tile patio and Italian marble in the bath.
ok national_origin hud1995 | Dutch colonial with Swedish-finish floors and a Japanese maple out front.
ok national_origin hudLep2016 | Se habla español. Todos son bienvenidos.
block source_of_income@NY state | Brooklyn 1BR, $2,300: no vouchers, no programs, no CityFHEPS.
block source_of_income@CA state | Oakland studio: applications from Section 8 voucher holders will not be processed.
block source_of_income@WA state | Seattle text: ok so she's on housing assistance? Tell her the owner already picked someone.
block source_of_income@NJ state | Apartamento en Newark: no aceptamos Sección 8 ni ayuda del gobierno.
block source_of_income@IL state | Chicago 2BR, NO S3CT!ON 8 / no CHA, serious inquiries only
warn source_of_income@CO state | Denver: the tenants here are all working professionals, not assistance folks.
warn source_of_income@OR state | Portland duplex best suits someone with a steady W-2 paycheck.
ok source_of_income@NY state | Queens 2BR: vouchers and all lawful income welcome; for voucher holders the income test applies only to your share of the rent.
ok source_of_income@CA state | Sacramento: Section 8, HUD-VASH, SSI, child support, every lawful source of income counts.
ok source_of_income@MA state | Boston 3BR, $3,100: MRVP and Section 8 accepted, lead-safe certificate on file.
ok source_of_income@VA state | Richmond townhome: pay stubs, benefit letters or voucher paperwork all work as proof of income.
block marital_status@MN state | Minneapolis: we only rent to married couples, so no boyfriends moving in.
block marital_status@MI state | Detroit flat: unmarried couples must each earn 3x rent on their own; married couples may combine income.
block marital_status@CA state | Los Angeles: no rentamos a parejas que no estén casadas.
warn marital_status@NY state | Albany: a lovely home for a married couple.
warn marital_status@MA state | Worcester condo building, mostly young married couples.
ok marital_status@IL state | Springfield: any two adults can apply jointly, spouses, partners or friends, and combine their income.
ok marital_status@WA state | Spokane: the wedding venue across the street means great views of the rose garden.
block age@NY state | Manhattan 1BR: the owner prefers tenants under 40 and says older tenants complain too much.
block age@MI state | Ann Arbor: applicants over 70 need a co-signer, no matter their income.
block age@NY state | Buffalo: before I send the lease, how old are you? The owner wants to know if you're retiring soon.
warn age@MI state | Grand Rapids loft with a young, energetic crowd, great for twentysomethings.
warn age@NY state | Rochester: most folks on this street are retirees, not a lot of young people around.
ok age@NY state | Applicants must be 18 or older to sign a lease in New York.
ok age@MI state | Lansing ranch: furnace is 4 years old, water heater 2, roof replaced in 2022.
block military_status@NY state | Syracuse: no military tenants, they always break the lease when orders come.
block military_status@WA state | Tacoma, near JBLM: active-duty applicants pay a double deposit.
block military_status@IL state | Chicago email: are you in the reserves? If you could be deployed, the owner would rather pass.
warn military_status@WA state | Lakewood: the building's full of Army families, so it gets a little rowdy.
ok military_status@WA state | Military clause: break the lease without penalty on PCS or deployment orders, as the SCRA provides.
ok military_status@NY state | Near Fort Drum and the VA clinic; pricing within BAH.
block sexual_orientation@CO state | Denver: the owner won't rent the house to a gay couple, his house, his rules.
block sexual_orientation@OR state | Portland: the lesbian couple can have the unit, but they need a third co-signer since those relationships don't last.
block sexual_orientation@IL state | Evanston: the property manager keeps calling the two men in 3B slurs and forgets their work orders.
warn sexual_orientation@CA state | San Diego: a very traditional, straight-family block, if you know what I mean.
warn sexual_orientation@NJ state | Jersey City: the building is mostly gay men, so it's a fun scene.
ok sexual_orientation@NY state | Steps from the Stonewall National Monument and the Christopher Street pier.
ok sexual_orientation@CA state | Same-sex couples, like all couples, apply together on one application.
block gender_identity@WA state | Olympia: her ID says one thing and she looks another, tell her the unit's gone.
block gender_identity@MN state | St. Paul: transgender residents may use the laundry room only after 9 pm.
block gender_identity@CA state | Fresno: is that your legal name? We need your birth certificate to confirm your sex before we approve.
warn gender_identity@CT state | Hartford: residents here are pretty conservative about the whole trans thing, just so you know.
warn gender_identity@MD state | Annapolis: the neighbors are old-school, no drag-queen types around here.
ok gender_identity@NY state | Use the name and pronouns you go by on the application; a legal name is needed only for the credit check.
ok gender_identity@OR state | All-gender restrooms in the clubhouse and fitness center.
`);
