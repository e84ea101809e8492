import { parseCorpus } from './corpus';

/**
 * Review set 45, part B (see review-45.ts for what its author read): state classes, evasions, Spanish and a few
 * other languages US agents write in. Every state line carries a state the author believes protects that class:
 * source of income CA (Gov. Code 12955), NY (Exec. Law 296(5)), NJ (LAD 10:5-12), WA (RCW 59.18.255), MA (c. 151B
 * s. 4(10)), OR (ORS 659A.421), IL (775 ILCS 5/3-102); marital status MN, NY, IL, CA, NJ, WA; age NJ, MI, NY, MA;
 * military status NY, WA, VA, IL; sexual orientation and gender identity CO, CA, OR, NY, WA, MN, IL. This is the
 * author's own reading, not the project's jurisdiction table.
 */
export const REVIEW_45_B = parseCorpus(`
# Source of income
block source_of_income@CA hudSoi | 🌴 Cozy 1 bd in North Park, $2,050/mo, remodeled kitchen, shared yard, parking included. No Section 8 or vouchers, sorry! DM for a showing.
block source_of_income@NY state | Bright 2 bd in Astoria, $2,700/mo, heat included, 5 min to the N/W. Income has to come from a job; we don't take CityFHEPS or other housing programs.
block source_of_income@NJ hudSoi | Hi Renee, the landlord is fine with your Section 8 voucher, but he'll need three months' security instead of one since it's a voucher tenancy. Let me know if that works.
block source_of_income@WA state | #Tacoma studio $1,450 🚌 all utilities, near UW Tacoma. Must show W-2 income; SSI, SSDI and child support don't count toward the 3x. #forrent
warn source_of_income@MA state | About the building: owner-managed for 30 years and never once had a voucher tenant, so it stays very stable and quiet. 2 bd in Somerville, $2,300/mo, porch and yard.
ok source_of_income@OR hudSoi | All lawful income counts toward our 2x rent requirement, including vouchers, SSI, SSDI, child support and benefits, and for voucher holders we only count your share of the rent. 2 bd in Portland, $1,650/mo.
ok source_of_income@IL hudSoi | 3 bd in Logan Square, $2,400/mo, new kitchen, in-unit laundry, steps to the Blue Line. Housing Choice Vouchers welcome, and we work with the CHA inspection schedule.

# Marital status
block marital_status@MN state | Sweet 2 bd house in Rochester, $1,500/mo, fenced yard, garage, 10 min to Mayo. The owner only rents to married couples, no live-in boyfriends or girlfriends.
block marital_status@NY state | The couple at 11 aren't married, just living together. Want me to tell them you'd prefer a married couple? I can word it nicely.
block marital_status@IL state | For joint applications we'll need a copy of your marriage certificate; unmarried partners apply separately and each has to meet 3x rent on their own.
warn marital_status@CA state | 💍 Just married? This 1 bd cottage in Midtown Sacramento is made for newlyweds: clawfoot tub, bistro patio, $1,850/mo. #newlyweds
ok marital_status@NJ state | Single, married, partnered or roommates: everyone on the application qualifies the same way. 2 bd in Hoboken, $3,100/mo, gym, doorman, PATH in 6 minutes.
ok marital_status@WA state | Honeymoon Bay beach access is two minutes from this 3 bd Whidbey Island cottage with a wraparound deck and a new septic, $575,000.

# Age
block age@NJ state | Modern 1 bd in Jersey City, $2,600/mo, doorman, roof deck, 5 min to the PATH. Looking for a young professional, under 35 preferred to match the building.
block age@MI state | About leasing: seniors are welcome, but anyone over 70 needs a family member to co-sign. 1 bd units in Ann Arbor from $1,300, heat included.
block age@NY state | The older gentleman who toured this morning seemed a bit slow on the stairs, so I told him the unit was already rented. Showing the couple at 2 next.
warn age@MA state | Vibrant Cambridge building full of young professionals 🍸 2 bd, 1 ba, $3,200/mo, roof deck, bike room, 8 min to Central Square.
ok age@NJ hopa | Meadowbrook Commons in Toms River is a 55+ community under HOPA with a published age-verification policy; every home has at least one resident 55 or older. 2 bd from $335,000.
ok age@MI hud1995 | Walk to Harper's Hardware (senior discount Tuesdays), the library and the Rouge River trail from this 3 bd brick ranch in Dearborn, $249,900.

# Military status
block military_status@NY state | 1 bd in Watertown, $1,150/mo, ten minutes to Fort Drum, new appliances. No active-duty military please, too many early lease breaks.
block military_status@WA state | Lease terms for our Lakewood homes: military applicants pay first and last month up front because of deployment risk. 2 bd from $1,600.
block military_status@VA state | Thanks for reaching out about the Ghent condo! The owner would rather not rent to someone stationed at Norfolk, since military tenants move too often.
warn military_status@IL state | Quiet civilian street, not really a military-family area, even with Scott AFB 15 minutes away. 3 bd ranch in O'Fallon, $1,750/mo.
ok military_status@VA state | Military clause included: active-duty tenants can end the lease early with PCS or deployment orders, as the SCRA allows. 3 bd in Virginia Beach, $2,100/mo.
ok military_status@WA state | Ten minutes to the JBLM main gate, VA loans welcome! 4 bd, 2.5 ba in DuPont, 2,300 sq ft, $579,000, open house Saturday 11-2.

# Sexual orientation
block sexual_orientation@CO hud2021 | Denver 2 bd, $2,150/mo, mountain views, garage, walk to Wash Park. Traditional couples only, if you catch my drift 😉
block sexual_orientation@CA hud2021 | The two guys at 5 are obviously a couple, so I'll tell them there's already an accepted offer. Let me know if you'd rather I handle it differently.
block sexual_orientation@OR state | 2 bd duplex in Salem, $1,400/mo, W/D hookups, carport. No same-sex couples, owner's religious beliefs.
warn sexual_orientation@NY state | About the building: mostly straight married couples and their kids, a very traditional co-op. 3 bd in Bay Ridge, $849,000.
ok sexual_orientation@WA hud2021 | Two blocks from the Capitol Hill Pride parade route 🏳️‍🌈 1 bd, $1,900/mo, and we welcome LGBTQ+ renters and everyone else.
ok sexual_orientation@CA state | Sunny 3 bd on Rainbow Drive in Castro Valley, $1.1M, new solar, two-car garage, walk to BART.

# Gender identity
block gender_identity@CA hud2021 | Studio in Fresno, $1,150/mo, pool and gated parking. The owner would rather not rent to anyone transitioning, the other tenants are old-fashioned.
block gender_identity@MN cfr100600 | Maintenance is going to keep calling you sir until your ID says otherwise, and so am I.
block gender_identity@WA hud2021 | Before I process your application, what sex were you assigned at birth? The owner wants to know.
warn gender_identity@NY state | About this home: most of the block is traditional churchgoing couples who don't go in for all that gender stuff. 2 bd in North Buffalo, $1,400/mo.
ok gender_identity@CO hud2021 | Our application asks for your chosen name and pronouns, and the clubhouse has an all-gender restroom. 1 bd in Boulder, $1,950/mo.
ok gender_identity@IL state | Welcome to Andersonville! We put your chosen name on the lease and in the resident portal. 2 bd, $2,050/mo.

# Evasions
block familial_status fha3604c | Cute 1 bd, $1,200/mo 🙌 quiet street, off-street parking. N0 K1DZ, adults 0nly.
block race fha3604c | 3 bd ranch in Pine Valley, $1,500/mo, big yard, carport. Owner prefers w h i t e tenants, serious inquiries only.
block religion fha3604c | Upper unit for rent, $1,350, new floors, walk to the park. No M-u-s-l-i-m-s, very quiet building.
block familial_status fha3604c | 2 bd upper unit, $1,400/mo, hardwoods, front porch 🚫👶🚫🧸 DM me!
block national_origin fha3604c | Nice 2 bd apartmant, $1,100/mo, new carpet, near the highway. No forieners, must be amercian born and speek english.
block handicap fha3604c | 3RD FLOOR WALK-UP!!! NO WHEELCHAIRS, NO WALKERS, NO SERVICE DOGS!!! $1,050/MO, HEAT INCLUDED
block sex fha3604c | Room in my rental duplex across town, $650/mo incl. utilities. Women only!!!!!!!! No guys!!!!!!
block color fha3604c | lite skinned folks preferrd, 2 bd in Riverside $1,300, text me
block race fha3604c | Looking for a w.h.i.t.e family for this 4 bd colonial, $2,200/mo, big lot, two-car garage.
block handicap fha3604c | no cr@zy people or p$ych patients, quiet bldg, 1 bd $900
warn familial_status fha3604c | perfect 4 empty-nesterz 👵👴 2 bd condo on the golf course, $265k
ok - hud1995 | MASTER SUITE!!! WALK-IN CLOSET!!! FAMILY ROOM!!! 4 bd, 3 ba, $489,000, open house Sat 11-1!!!
ok color hud1995 | B L A C K  F R I D A Y  open house 🖤 2 bd townhome, $249,900, doors open at 10!
ok familial_status fha3604c | 👨‍👩‍👧‍👦 Families welcome!!! 3 bd townhome, fenced yard, 3 min to Oak Hill Elementary, $1,950/mo

# Spanish
block familial_status fha3604c | Se renta departamento de 2 recámaras en $1,300 al mes, cerca del metro y de la plaza. Recién pintado. No se aceptan niños.
block national_origin fha3604c | Casa de 3 recámaras en renta, $1,700 al mes, patio grande y cochera. Preferimos inquilinos mexicanos, nada de centroamericanos.
block race fha3604c | Casa en venta en colonia tranquila, 3 recámaras, 2 baños, $289,000. Zona bonita, sin gente de color, ideal para su familia.
block religion fha3604c | Departamento de 1 recámara, $950 al mes, todo incluido. Solo familias católicas, por favor 🙏
block sex fha3604c | Cuarto en departamento que administro en Pasadena, $700 al mes, baño compartido. Solo para señoritas.
block handicap fheo202001 | Bonito departamento con balcón, $1,250 al mes. No se aceptan animales, tampoco de apoyo emocional ni de servicio.
block familial_status fha3604c | Gracias por su solicitud. ¿Cuántos hijos tiene y de qué edades? El dueño solo acepta un niño en el departamento de 2 recámaras.
block sex cfr100600 | Si sale conmigo a cenar este viernes, le bajo la renta 😉 no le diga a nadie.
warn national_origin fha3604c | Sobre esta casa: 3 recámaras, 2 baños, $425,000, en una cuadra que es casi toda de familias dominicanas. Cerca de la escuela y del parque.
ok familial_status hud1995 | Casa con sala familiar amplia y patio cercado, a dos cuadras de la Escuela Primaria Lincoln 🏫 3 recámaras, $342,000. Casa abierta el domingo de 1 a 4.
ok national_origin hudLep2016 | Hablamos español e inglés, y el contrato está disponible en los dos idiomas. Departamentos de 2 recámaras desde $1,300 al mes.
ok handicap cfr100 | Entrada sin escalones, puertas anchas y regadera accesible para silla de ruedas. 2 recámaras, 2 baños, $1,650 al mes.
ok religion hud1995 | A pasos de la Iglesia de San José y del mercado de los sábados. Condominio de 2 recámaras, $285,000, con balcón y estacionamiento.
ok race fha3604c | Igualdad de oportunidades en la vivienda: no discriminamos por raza, color, religión, sexo, discapacidad, estado familiar ni origen nacional.
ok color hud1995 | Cocina renovada con gabinetes blancos, encimeras de granito negro y piso de madera café. 4 recámaras en Cerro Verde, $529,000.
ok familial_status hopa | Comunidad para mayores de 55 años bajo la ley HOPA, con verificación de edad según nuestra política publicada. Villas de 2 recámaras desde $279,000.
ok source_of_income@CA hudSoi | Aceptamos vales de la Sección 8 y todo ingreso legal. Departamento de 2 recámaras en Santa Ana, $2,200 al mes.

# Other languages
block national_origin fha3604c | 新房出租，两室一厅，每月$2,300，近地铁和超市。本房只租给华人。
block familial_status fha3604c | Nhà 3 phòng ngủ cho thuê, $1,900 mỗi tháng, gần trường học và chợ. Không nhận gia đình có trẻ nhỏ.
ok familial_status hud1995 | 가족실과 넓은 주방이 있는 방 4개 주택, $689,000. 학교와 공원이 가깝습니다. 모든 분 환영합니다.
block religion fha3604c | Paupahang bahay, 2 kwarto, $1,500 kada buwan, malapit sa mall. Para lamang sa mga Kristiyano.
ok national_origin hudLep2016 | Aceitamos todos os candidatos, sem discriminação; contrato disponível em português e inglês. Apartamento de 2 quartos, $1,800 por mês.
`);
