import { parseCorpus } from './corpus';

/** Review set 35, second half: familial status, national origin, the state classes and no-class lines (header in review-35.ts). */
export const REVIEW_35_B = parseCorpus(`
# familial status
block familial_status fha3604b | House rules, section 4: no one under 16 may be in the laundry room at any time, even with a parent present.
block familial_status cfr10070 | Email to the leasing team: The Hendersons have a toddler and a newborn, so send them only the ground-floor units in Building D. That's where we put the families so the upper floors stay quiet. Thanks!
block familial_status fha3604c | Text: how many kids? anything over one and the owner's gonna say no, just being upfront w you
block familial_status fha3604b | Move-in costs: first month, security deposit, and for households with children a $400 carpet-cleaning deposit.
block familial_status cfr10080 | Call notes 6/2: mom with twins asked about the 2BR on Orchard. Told her there's a six-month waitlist. (There isn't, owner just doesn't want more kids in that building.)
block familial_status keating1998 | Occupancy for the 3BR house on Lyle: maximum four occupants, and no more than two of them may be under 18.
block familial_status fha3604c | Light-filled penthouse with floor-to-ceiling glass, a chef's kitchen and an open floating stair. Given the open railings, the owner will not consider households with young children. Doorman, gym and rooftop deck.
block familial_status cfr100400 | Notice to unit 12: several neighbors have complained about your baby crying at night. If the noise continues, management will begin eviction proceedings.
block familial_status fha3602k | Voicemail transcript: "Oh, congrats! So, um, when's the baby due? Because the lease says no additional occupants, so you'd probably need to be out before then. Just so you can plan."
block familial_status cfr10070 | Rentamos los pisos de arriba solo a adultos; si vienen con niños, pregunte por los departamentos de planta baja en el edificio de atrás.
block familial_status fha3604c | شقة مفروشة للإيجار في وسط المدينة، للأزواج بدون أطفال فقط.
block familial_status fha3604c | Cho thuê căn hộ 2 phòng ngủ gần chợ, không nhận gia đình có con nhỏ.
warn familial_status fha3604c | Most of our tenants are grad students and young professionals without kids, so it stays pretty calm on weekends. Parking is $60 a month.
warn familial_status fha3604c | Sleek 1BR with a Murphy bed, a wine fridge and a juliet balcony. Ideal for a single professional or a couple.
warn familial_status fha3604c | Email: Just a heads up on Willow Court, there's no playground and the neighbors are mostly retirees, so families tend not to last long there. The price is right though.
warn familial_status fha3604c | Spokojna kamienica w centrum, mieszkają tu głównie starsze małżeństwa bez dzieci.
warn familial_status fha3604c | DM: honestly it's more of a grown-up building lol, not really a stroller crowd, but the rooftop is amazing
ok familial_status keating1998 | Occupancy follows the city housing code, which sets limits by the floor area of each bedroom; ask us for the figure for any unit.
ok familial_status hopa | Heron Point is housing for older persons: at least one resident in every household is 55 or older, we verify ages every two years, and our policies are published on the community website.
ok familial_status hud1995 | Three bedrooms, a fenced backyard and a cedar swing set that conveys with the house. Roof and water heater replaced in 2022.
ok familial_status fha3604b | Quiet hours are 10 pm to 7 am for every household, and the same noise rules apply to everyone.
ok familial_status fha3602k | Email: Thanks for letting us know you're expecting! If you'd like a bigger unit, you can transfer when one opens, with no fee and no new deposit.
ok familial_status hud1995 | Two blocks from Jefferson Middle School and the YMCA, with a bus stop at the corner.
ok familial_status fha3604c | Renting a room in my own condo, where I live. It's a one-bath place, so I'd prefer a housemate without kids.
ok familial_status hud1995 | Apartamento com quarto de criança, varanda telada e vaga de garagem.
ok familial_status fha3604c | Pets and kids welcome! Fenced yard, washer and dryer, $1,850.
# national origin
block national_origin fha3604b | Applicants with foreign-sounding names must come to the office in person to verify their identity; everyone else can finish the application online.
block national_origin cfr10070 | Text: they're Arab, so I'll put them in Parkview, that's where the other Middle Eastern families are. Keep the Linden building the way it is.
block national_origin cfr1007 | Email from management: We've seen the notes telling you to "go back to China" taped to your door, but we can't police what other residents write. Please handle it with them directly.
block national_origin fha3604c | Updated 2BR garden apartment with new appliances and in-unit laundry. Owner requests tenants of European background only. Small dogs allowed with a deposit.
block national_origin hudLep2016 | Reply: Your cousin can't interpret at the lease signing and we won't hold the unit while you find someone. This property is English speakers only.
block national_origin fha3604b | Rent increase notice, sent only to the Guatemalan households in units 2, 4 and 7: $150 more a month starting June 1.
block national_origin fha3604c | ¿Usted de dónde es? Le pregunto porque si es de Honduras, el dueño no le renta.
block national_origin fha3604c | 房东不租给印度人，请见谅，其他人可以来看房。
block national_origin fha3604c | Appartement T2 à louer près de la gare. Pas de locataires d'origine africaine, merci de votre compréhension.
warn national_origin fha3604c | It's a very Korean building, most of the notices in the elevator are in Hangul and the super is from Busan.
warn national_origin fha3604c | Bright two-family on Ferry Street with a grape arbor and a finished basement. The neighbors are mostly Portuguese families who have been here for generations. The bakery on the corner alone is worth the move.
warn national_origin fha3604c | La colonia es puro mexicano, te vas a sentir como en casa. Renta 9,500 con agua incluida.
ok national_origin hudNo2016 | Income can be shown with pay stubs, bank statements or a letter from an employer abroad, translated by anyone you choose.
ok national_origin hudLep2016 | Our leasing staff speak Amharic, Somali and Tigrinya; just tell us which you'd like when you book a tour.
ok national_origin hud1995 | A short walk to the Lunar New Year parade route in Chinatown and the Little Haiti Cultural Complex.
ok national_origin hud1995 | Swedish-style sauna in the basement and a Moroccan tile backsplash in the kitchen.
ok national_origin hudNo2016 | We never ask where you were born, and accent or first language plays no part in choosing tenants.
ok national_origin hudNo2016 | 국적과 관계없이 모든 신청자를 같은 소득 기준으로 심사합니다.
ok national_origin hudNo2016 | हम सभी देशों के आवेदकों का स्वागत करते हैं; किराये की शर्तें सबके लिए समान हैं।
ok national_origin hudNo2016 | Text: No problem that your credit history is in Canada. Send us your Canadian credit report and we'll use that.
# source of income
block source_of_income@OR hudSoi | Text: The Salem, OR duplex? Owner isn't doing Section 8 anymore, too much paperwork, so skip the voucher folks.
warn source_of_income@NV hudSoi | Text: The Henderson, NV duplex? Owner isn't doing Section 8 anymore, too much paperwork, so skip the voucher folks.
block source_of_income@VA hudSoi | Email: For the Norfolk, VA townhome, applicants paying with a Housing Choice Voucher put down a two-month deposit; everyone else pays one month.
warn source_of_income@NC hudSoi | Email: For the Charlotte, NC townhome, applicants paying with a Housing Choice Voucher put down a two-month deposit; everyone else pays one month.
block source_of_income@CT hudSoi | Renovated 3BR in New Britain, CT with off-street parking and a fenced yard. Rental assistance, vouchers and RAP are not accepted for this home. Available July 1.
warn source_of_income@KY hudSoi | Renovated 3BR in Covington, KY with off-street parking and a fenced yard. Rental assistance, vouchers and RAP are not accepted for this home. Available July 1.
block source_of_income@MN state | Departamento en St. Paul, MN: no aceptamos ayuda de vivienda ni vales, solo pago directo del inquilino.
block source_of_income@NY cfr10080 | Call notes (Bronx, NY): caller mentioned CityFHEPS, so I told her the unit is "not set up for programs." It is available.
block source_of_income@WA cfr100400 | Text to the tenant in Tacoma, WA: now that you're on the voucher I'm raising the rent past the payment standard, so you'll have to find somewhere else.
warn source_of_income@MA hudSoi | Listing in Somerville, MA: the building is all working professionals with steady paychecks, not a program building. Heat and hot water included.
warn source_of_income@IL hudSoi | Evanston, IL: honestly the tenants here are all self-pay, nobody's on assistance, it's just that kind of building.
warn source_of_income@GA hudSoi | Savannah, GA: FYI the landlord isn't set up for Section 8 inspections on this one.
ok source_of_income@NJ hudSoi | Newark, NJ: vouchers, SSI, child support and pensions all count as income, and the same 2.5x rule applies to everyone's share of the rent.
ok source_of_income@MD hudSoi | Baltimore, MD: we complete the voucher inspection paperwork within five business days of your request.
ok source_of_income@CA hudSoi | Oakland, CA: this is an income-restricted building; household income must be at or below 60% of the area median.
ok source_of_income@MA hudSoi | Boston, MA: aceitamos vouchers e qualquer fonte de renda legal.
# marital status
block marital_status@ND state | Bismarck, ND 2BR: the owner rents to married couples only, so if you two aren't married it's a no.
warn marital_status@SD state | Rapid City, SD 2BR: the owner rents to married couples only, so if you two aren't married it's a no.
block marital_status@RI state | Casa en Providence, RI: si no están casados, necesitan un fiador adicional.
warn marital_status@AL state | Casa en Mobile, AL: si no están casados, necesitan un fiador adicional.
block marital_status@OR state | Eugene, OR: widowed and single applicants must have a co-signer; married applicants don't.
warn marital_status@ID state | Boise, ID: widowed and single applicants must have a co-signer; married applicants don't.
block marital_status@IL state | Leasing email (Chicago, IL): Are you two married? I ask because the owner won't rent to an unmarried man and woman together.
warn marital_status@WA state | Olympia, WA: the HOA is basically all husband-and-wife households, very traditional street.
ok marital_status@NY state | Albany, NY: co-applicants can be spouses, partners, friends or relatives, and each one is screened the same way.
ok marital_status@MI hud1995 | Ann Arbor, MI: the Bridal Veil Falls trailhead is a ten-minute drive.
ok marital_status@CA state | Fresno, CA: we don't ask about marital status; just list every adult who will live in the home.
# age
block age@PA state | Pittsburgh, PA: the owner wants tenants under 40, he says younger folks are less hassle.
warn age@OH state | Columbus, OH: the owner wants tenants under 40, he says younger folks are less hassle.
block age@MT state | Missoula, MT: retirees, please look elsewhere; we're after working-age tenants for this one.
warn age@ID state | Coeur d'Alene, ID: retirees, please look elsewhere; we're after working-age tenants for this one.
block age@CT state | Apartamento en Hartford, CT: no rentamos a personas mayores de 65 años.
warn age@KY state | Apartamento en Louisville, KY: no rentamos a personas mayores de 65 años.
block age@NJ fha3604b | Jersey City, NJ: applicants under 25 pay a double security deposit.
warn age@VT state | Burlington, VT: the whole complex is retirees, super quiet, you'd probably be the youngest by thirty years.
ok age@NY state | Albany, NY: applicants of any age meet the same income and credit standards.
ok age@MI hud1995 | Grand Rapids, MI: Generations Park and the Old Town library are a block away.
ok age@WI hopa | Madison, WI: Maple Grove is a 62-and-older community under the federal housing-for-older-persons exemption, and every resident is 62 or older.
# military status
block military_status@NY state | Syracuse, NY: no active-duty military, they get deployed and break leases.
warn military_status@FL state | Pensacola, FL: no active-duty military, they get deployed and break leases.
block military_status@OH state | Dayton, OH: servicemembers must sign a waiver of their early-termination rights before we hand over keys.
warn military_status@KY state | Radcliff, KY: servicemembers must sign a waiver of their early-termination rights before we hand over keys.
block military_status@VA state | Casa en Virginia Beach, VA: no rentamos a militares.
warn military_status@TN state | Casa en Clarksville, TN: no rentamos a militares.
ok military_status@WA state | Tacoma, WA: every lease has a military clause, so PCS orders let you end it early.
ok military_status@CA hud1995 | San Diego, CA: two miles from the base gate and the Veterans Museum in Balboa Park.
ok military_status@IL state | Chicago, IL: we accept a Leave and Earnings Statement with BAH as proof of income.
# sexual orientation
block sexual_orientation@WI hud2021 | Text (Milwaukee, WI): are you and your roommate a couple? owner's not cool with gay couples, sorry
block sexual_orientation@NM hud2021 | Albuquerque, NM: casa de dos recámaras, no rentamos a parejas del mismo sexo.
block sexual_orientation@RI cfr100400 | Email to a tenant in Newport, RI: We've had complaints about you and your girlfriend holding hands at the pool. If it continues, your lease will not be renewed.
warn sexual_orientation@CT hud2021 | New Haven, CT: it's mostly straight families on this street, pretty traditional.
ok sexual_orientation@OR fha3604c | Portland, OR: I'm a lesbian renting a room in the house I live in and would prefer a queer housemate.
ok sexual_orientation@IL hud1995 | Chicago, IL: Rainbow Beach Park is across the street.
# gender identity
block gender_identity@NV hud2021 | Reno, NV: the owner won't rent to anyone transgender, he says it's a values thing.
block gender_identity@UT fha3604b | Salt Lake City, UT: transgender tenants must use the single-stall restroom in the clubhouse, not the locker rooms.
block gender_identity@ME hud2021 | Voicemail (Portland, ME): "You said your ID still says Michael? Yeah, no, the owner isn't renting to that. Sorry."
warn gender_identity@CO hud2021 | Denver, CO: very traditional HOA, people here aren't used to trans folks.
ok gender_identity@MN hud2021 | Minneapolis, MN: use the name and pronouns you go by on the application; we only need the legal name on the lease itself.
ok gender_identity@WA hud2021 | Seattle, WA: the gym has private changing rooms open to every resident.
# no class
ok - style | Minimum credit score 620 and income of three times the rent, the same for every applicant.
ok - style | Showings Tuesday to Saturday, 9 to 5; call or text 555-0142 to book.
ok - style | Smoke-free building, balconies included. Renter's insurance required for all tenants.
ok - style | Application fee $40 per adult, refunded if we don't process your application within five days.
ok - hud1995 | On Church Street, a block from Chief's Diner and the Pilgrim Hardware store.
ok - style | Se renta casa de 3 recámaras, 2 baños y cochera para dos autos. Informes al 555-0199.
ok - style | Utilities included; trash pickup is on Tuesdays.
ok - style | Bagong pinturang apartment, may sariling metro ng kuryente at tubig.
ok - style | First come, first served: the first complete application that meets the written criteria gets the unit.
ok - style | Helle 3-Zimmer-Wohnung mit Balkon, Kaltmiete 950 Euro, ab 1. März frei.
ok - hudCriminal2016 | We run criminal and eviction checks for every adult applicant using the same written standards.
ok - style | Rent is due on the 1st; a $50 late fee applies after the 5th, for everyone.
ok - style | Text: Hi! The unit's still available. Want to see it Thursday at 6 or Saturday at 11?
ok - style | Owner pays water and sewer; tenant pays electric. No subletting without written consent.
ok - style | Nueva cocina, pisos de madera y lavadora en la unidad. Se aceptan mascotas pequeñas.
`);
