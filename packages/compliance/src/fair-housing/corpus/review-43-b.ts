import { parseCorpus } from './corpus';

/**
 * Review set 43, part B, written blind under the same reading limits as review-43.ts: state classes, evasions,
 * Spanish, and one line each in a few other languages US agents use. Each state-class line carries @XX for a state
 * the author believes protects that class (block for a limit or different terms there, warn for a description of
 * who lives there, ok for lawful text); the author's reading of the state codes, not the project's table: source of
 * income CA (Gov. Code 12955), NY (Exec. Law 296(5)), NJ (N.J.S.A. 10:5-12), MA (c. 151B s. 4(10)), OR (ORS
 * 659A.421), CO (C.R.S. 24-34-502); marital status MN, MI, IL, NJ, WA, MA; age NY, MI, IL; military status NY, WA,
 * IL, NJ; sexual orientation and gender identity CA, CO, OR, NY, WA, MN, IL.
 */
export const REVIEW_43_B = parseCorpus(`
# Source of income
block source_of_income@CA state | Sacramento 2BR/1BA, $1,850, W/D hookups, carport, small dog OK. We don't take vouchers or any kind of rental assistance, sorry! #ForRent
block source_of_income@NY state | Brooklyn railroad 1BR, heat included, $2,300. Income has to come from a job, 40x the rent; SSI and subsidies are not counted.
ok source_of_income@NJ hudSoi | Jersey City 2BR: Housing Choice Vouchers and every lawful source of income are accepted, and the income test applies only to the tenant's share of the rent.
warn source_of_income@MA state | Somerville 2BR near the Green Line; most tenants in the building are working professionals and very few are on assistance.
block source_of_income@MA state | Boston studio, $2,100, walk to the T. The landlord will not fill out Section 8 inspection paperwork.
ok source_of_income@OR hudSoi | Portland 2BR: the same screening applies to everyone, and for voucher holders the income requirement is based on the part of the rent the tenant pays.
block source_of_income@CO state | Denver 3BR townhome. Must show pay stubs from an employer; child support, alimony and disability income don't qualify.
ok source_of_income@NY state | SECTION 8 WELCOME 🙌 Bronx 3BR, renovated kitchen, near the 4 train, we help with the inspection paperwork!

# Marital status
block marital_status@MN state | Minneapolis 2BR, new carpet and paint. The owner only rents to married couples, so unmarried partners please don't apply.
block marital_status@MI state | Grand Rapids duplex, 2BR: if you two aren't married, each of you needs a separate application and a separate deposit.
ok marital_status@IL state | Chicago 2BR in Logan Square: married, single, partnered or divorced, every adult fills out the same one application.
warn marital_status@NJ state | Perfect starter home for newlyweds! Montclair 2BR Cape, fenced yard, walk to the train. #FirstHome
block marital_status@WA state | Spokane 3BR house: please bring a copy of your marriage certificate if the two of you will share a bedroom.
ok marital_status@MA style | The widow's walk atop this 1850s captain's house on Nantucket has 360-degree harbor views; 4BR/3BA, wide pine floors.

# Age
block age@NY state | Albany 1BR: applicants over 65 need a cosigner and a doctor's letter saying they can live on their own.
block age@MI state | Ann Arbor 2BR near campus. We prefer tenants under 40, the landlord finds older renters too demanding.
ok age@IL hopa | Peoria senior apartments: 62+ housing under the HUD exemption, with age verified for every resident at application.
warn age@NY state | Rochester 2BR in the East End: the building skews young, mostly twenty-somethings who work downtown.
ok age@MI state | Lansing 1BR: applicants must be 18 or older to sign a lease, the same as any contract in Michigan.

# Military status
block military_status@NY state | Syracuse 2BR near Hancock Field. No active-duty military, they always break the lease when they get orders.
ok military_status@WA state | Tacoma 3BR near JBLM: military clauses honored, and BAH counts as income for anyone who receives it. #MilitaryFamilies
block military_status@IL state | Chicago 1BR: no veterans with a less-than-honorable discharge.
warn military_status@NJ state | Lakehurst townhome near the base; the complex is mostly Navy families. 3BR, garage, $2,400.

# Sexual orientation and gender identity
block sexual_orientation@CA state | Fresno 1BR cottage with a garden. Straight tenants preferred, the owner is old-fashioned.
ok sexual_orientation@CO state | Denver 2BR in Capitol Hill, steps from the Pride festival route. Everyone is welcome here 🏳️‍🌈
warn sexual_orientation@OR state | Portland loft in a building that's mostly gay men, with a very social rooftop scene.
ok sexual_orientation@NY hud2021 | Room in my own Queens 2BR where I live, looking for a gay male roommate to share the apartment with me.
block gender_identity@WA state | Olympia 1BR: the lease must use the name and sex on your birth certificate, no exceptions.
block gender_identity@MN cfr100600 | I'm not calling the tenant in 5B "she", and if he wants to be called something else he can move out.
ok gender_identity@IL hud2021 | Evanston apartments: our forms ask for the name you go by, and pronouns are optional.
warn gender_identity@CA state | San Diego 2BR: the building is mostly trans and nonbinary folks, a really supportive community.

# Evasions
block familial_status fha3604c | N O  K I D S  N O  P E T S. 2BR/1BA, $1,350, utilities separate.
block familial_status fha3604c | 2BR c0nd0, 4dult$ 0nly, n0 k1dd0s, qu1et bldg 😎
block familial_status fha3604c | 🚫👶🚫🧒 Quiet 1BR by the lake, $1,100, DM me.
block religion fha3604c | Christain tenants prefered, must attend chruch regularly.
block race fha3604c | W-H-I-T-E tenants pre-ferred for this 3BR, call Dan.
block national_origin fha3604c | ENGLISH SPEAKERS ONLY!!! NO EXCEPTIONS!!! 1BR, $995!!!
block handicap fha3604c | Original hardwood floors, so no w h e e l c h a i r s please.
block national_origin fha3604c | 🇺🇸🇺🇸 Americans only 🇺🇸🇺🇸 2BR, $1,200, no foreigners.
block sexual_orientation@NY state | g4y couples n33d not apply, Buffalo 2BR.
ok familial_status fha3604c | KIDS WELCOME!!! 3BR/2BA, HUGE YARD, TRAMPOLINE STAYS!!! 🎉
ok color style | BLACK FRIDAY SPECIAL 🖤 first month FREE on all 1BR units!!!
ok - fha3604c | N0 sm0king, n0 vaping, 2BR 1BA, $1,400 😊
ok handicap fheo202001 | S-E-R-V-I-C-E animals ALWAYS welcome ♿🐕‍🦺 no pet fee!!
ok handicap cfr100202 | W H E E L C H A I R   A C C E S S I B L E entry, elevator and parking!!

# Spanish
block familial_status fha3604c | Se renta cuarto en casa de 3 recámaras (el dueño no vive aquí), $650 con servicios incluidos, no se aceptan niños.
ok familial_status fha3604c | Casa de 3 recámaras y 2 baños en renta, patio grande, cerca de la escuela primaria; familias con niños son bienvenidas.
block national_origin fha3604c | Departamento de 2 recámaras, $1,200. Solo personas que hablen inglés, nada de recién llegados.
ok national_origin hudLep2016 | Atendemos en español y en inglés, y el contrato de arrendamiento está disponible en español si lo solicita.
block source_of_income@NJ state | Apartamento en Paterson, 2 recámaras, $1,650. No aceptamos Sección 8 ni ningún programa de asistencia.
warn familial_status fha3604c | Casita ideal para una pareja mayor o jubilados, muy tranquila, 1 recámara, estacionamiento incluido.
block sex cfr100600 | Si no tienes para la renta este mes, podemos arreglarlo de otra manera, tú sabes cómo.
block handicap fheo202001 | No se permiten mascotas, y eso incluye los animales de apoyo emocional, sin excepciones.
ok handicap cfr100202 | Unidad accesible en planta baja con rampa, regadera sin escalón y barras de apoyo en el baño.
block religion fha3604c | Cuarto en renta en departamento que no habitamos, preferimos inquilinos católicos que vayan a misa los domingos.
ok religion hud1995 | Casa a dos cuadras de la iglesia de San José, del parque y del mercado; 3 recámaras y cochera para 2 autos.
block color cfr10070 | A los clientes morenos llévalos a ver los departamentos del lado norte, no los de la calle Olivo.
ok color style | Cocina remodelada con gabinetes blancos, cubierta de granito negro y pisos de madera color café.
ok - cfr100 | Requisitos para todos los solicitantes: ingresos de 2.5 veces la renta, referencias de caseros anteriores y cuota de solicitud de $35.
warn race hudCriminal2016 | Requisito: nada de antecedentes penales, de ningún tipo.
ok familial_status hopa | Comunidad para personas de 55 años o más conforme a HOPA, con política publicada de verificación de edad.

# Other languages
block familial_status fha3604c | Cho thuê phòng, chủ nhà không ở đây, không nhận gia đình có con nhỏ.
block national_origin fha3604c | 出租两室一厅，近地铁，只租给华人。
ok national_origin hudLep2016 | 한국어 상담 가능합니다. 모든 분들의 문의를 환영합니다.
block sex fha3604c | Paupahan: kuwarto para sa babae lang, hindi dito nakatira ang may-ari.
ok familial_status fha3604c | Apartamento de 2 quartos perto da escola, famílias com crianças são bem-vindas.
block handicap fha3604c | Nou pa lwe bay moun ki nan chèz woulant.
`);
