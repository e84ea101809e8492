import { parseCorpus } from './corpus';

/** Review set 41, second part: Spanish and other-language lines, evasions and state classes (see review-41.ts). */
export const REVIEW_41_B = parseCorpus(`
# Spanish
block national_origin fha3604c | Se renta departamento de 2 recámaras en Pasadena, $1,800, estacionamiento techado y lavandería. No se aceptan centroamericanos.
block familial_status fha3604c | Casa de 3 recámaras y 2 baños, patio grande, a dos cuadras de la primaria. Solo parejas sin hijos.
block religion fha3604c | Cuarto amueblado en una casa donde no vivo, $600 con servicios incluidos. Solo para católicos practicantes.
block source_of_income@CA state | Departamento remodelado en Santa Ana, pisos nuevos y cocina con cuarzo blanco. No aceptamos Sección 8 ni vales de vivienda.
block sex fha3604c | Se renta estudio cerca del metro, $900 al mes. Solo hombres, nada de mujeres (el dueño no vive ahí).
block handicap fha3604c | Departamento en tercer piso sin elevador; no rentamos a personas en silla de ruedas ni con problemas mentales.
block race fha3604c | Casa de 2 recámaras en Hialeah, $1,700, cocina nueva y terraza. Buscamos inquilinos blancos, de preferencia güeros.
block marital_status@NY state | Estudio en Queens, $1,650, a una cuadra de la línea 7. Solo se renta a matrimonios, con acta de matrimonio.
block gender_identity@CA hud2021 | Bonito departamento en Fresno, 1 recámara, $1,200. No rentamos a personas trans.
warn familial_status fha3604c | Edificio muy tranquilo, casi no hay niños y la mayoría de los vecinos son jubilados.
warn national_origin fha3604c | Colonia con mucha gente mexicana, en todas las tiendas se habla español.
warn race hudCriminal2016 | No se renta a nadie con antecedentes penales, sin excepciones.
ok familial_status hud1995 | Amplio cuarto familiar, recámara principal con vestidor y baño completo, cerca de parques y escuelas. 4 recámaras, 2,200 pies cuadrados.
ok national_origin hudLep2016 | Ofrecemos el contrato de arrendamiento en español y un intérprete gratuito para la firma.
ok handicap fheo202001 | Aceptamos animales de asistencia sin depósito adicional; pregunte por adaptaciones razonables.
ok source_of_income@CA state | Aceptamos todas las fuentes de ingreso legales, incluyendo vales de Sección 8 y SSI.
ok religion hud1995 | A dos cuadras de la iglesia San José, el mercado y la parada del autobús; casa de 3 recámaras con cochera para dos autos.

# Vietnamese, Chinese, Portuguese, Tagalog, Russian, Korean, French, Arabic
block national_origin fha3604c | Cho thuê phòng ở Garden Grove, $700 bao điện nước, gần chợ Phước Lộc Thọ. Chỉ nhận người Việt.
block familial_status fha3604c | 法拉盛两房一厅公寓出租，$2,300/月，近7号线，新装修。不租给有小孩的家庭。
block marital_status@MA state | Casa em Framingham, 3 quartos, quintal grande, perto da escola. Alugamos só para casais casados.
block religion fha3604c | Paupahan sa Daly City, 1BR, $1,900, malapit sa BART. Katoliko lang ang tatanggapin.
block national_origin fha3604c | Сдается 1-комнатная квартира в Бруклине, $1,800, рядом метро, свежий ремонт. Только славянам.
warn national_origin fha3604c | 이 동네는 거의 다 한국 사람들이라 편하게 지내실 수 있을 거예요. 3베드 2배스, 학군 좋아요.
ok handicap cfr100 | Logement accessible en fauteuil roulant : rampe d'accès, douche sans marche et places de stationnement réservées. 2 chambres, 950 pi².
ok religion fha3604c | شقة بغرفتي نوم قرب المسجد والمدارس والحديقة، ونرحب بجميع المتقدمين دون تمييز.

# evasions: leet, spaced letters, hyphens, dots, emoji, misspelling
block race fha3604c | Cute 1BR over the garage, $900, utilities included, off-street parking. n0 bl4ck t3nants, sorry.
block race fha3604c | 2BR townhome, $1,400, garage, washer/dryer hookups. W h i t e   o n l y, no exceptions.
block religion fha3604c | Room in a duplex I rent out, $725 with Wi-Fi. M-u-s-l-i-m-s need not apply.
block familial_status fha3604c | Studio loft downtown ✨ exposed brick, skylight, $1,250/mo. 🚫👶🚫 no kiddos pls!!
block handicap fha3604c | Quiet 2BR, $1,200, new floors. No m3ntally ill or "crazy" tenants, been burned before.
block gender_identity@OR hud2021 | Cozy 1BR in Salem, $1,150. No tr4ns folks, the owner is very traditional.
block sex fha3604c | Furnished room in my rental condo (I live elsewhere), $800: g.u.y.s o.n.l.y.

# state classes
block source_of_income@NY state | Sun-filled 2BR in Astoria, 850 sq ft, dishwasher, steps to the N/W. Must have W-2 income: no programs, no vouchers.
block source_of_income@NJ state | Tell the applicant with the SSI award letter that we only count paychecks, so she doesn't meet the 3x income rule.
block marital_status@MN state | Lease terms: unmarried co-applicants each need their own co-signer; a married couple only needs one.
block age@NJ state | Lovely Cape Cod, 3BR/1.5BA, new siding. The owner prefers renters under 40, nobody elderly.
block age@NY state | Tenants must be between 25 and 45 for this building; it's not a senior community.
block military_status@NY state | No military tenants. They get deployed and break the lease.
block military_status@IL state | Applicants with anything less than an honorable discharge will be rejected.
block sexual_orientation@CO hud2021 | Beautiful 2BR in Aurora with mountain views; the owners are traditional and won't rent to gay or lesbian couples.
block sexual_orientation@NY hud2021 | Straight couples preferred, this is a family building.
block sexual_orientation@WA cfr1007 | Neighbors keep leaving slurs on the gay couple's door in 5D, and management says it's a private dispute and won't step in.
block gender_identity@CA fha3604b | Management told the trans woman in 12 she has to use the single-stall bathroom by the gym, not the women's locker room.
warn age@NJ state | Great for a young renter just starting out: low-maintenance layout and a bus stop out front.
warn age@MI state | Most of the residents are retirees, so it's very quiet after 9.
warn marital_status@MN state | Perfect newlywed nest: 2BR bungalow, updated kitchen, backyard fire pit.
warn sexual_orientation@CA hud2021 | Almost everyone in the building is gay; it's basically one big family.
warn gender_identity@CO hud2021 | Heads up, the neighbors are pretty old-fashioned about gender stuff.
warn military_status@WA state | Most neighbors are active-duty Navy out of Bremerton, so there are lots of moving trucks in the summer.
warn source_of_income@NY state | Nobody in the building is on assistance; it's all working people with steady jobs.
ok source_of_income@NJ state | Income requirement: 2.5 times the rent from any lawful source, including vouchers, SSI, child support and pensions.
ok source_of_income@MA hudSoi | Housing Choice Vouchers welcome, and we apply the income test only to your share of the rent.
ok marital_status@CA state | Roommates, couples, families and singles are all welcome; each adult on the lease is screened the same way.
ok marital_status@NY style | Steps from the State University campus, with a 10-month lease option for students finishing a bachelor's or master's degree.
ok sexual_orientation@NY hud2021 | Proud to be an LGBTQ+ friendly management company: every applicant gets the same criteria, the same tour and the same lease.
ok gender_identity@CA hud2021 | Residents use the amenities consistent with their gender identity, and we update names on leases on request.
ok military_status@NY state | Military families welcome: we honor the SCRA and release you from the lease with PCS orders.
ok military_status@WA state | Minutes from the base gate at JBLM: 3BR/2BA rambler, double garage, RV parking; BAH counts as income like any other income.
ok age@NY state | Seniors and first-time renters alike are welcome; we use the same criteria for every applicant.
ok age@NJ hopa | Active-adult 55+ community under HOPA, with a published age-verification policy and at least 80% of homes occupied by someone 55 or older.
`);
