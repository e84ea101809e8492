import { parseCorpus } from './corpus';

/**
 * Review set 44, part B, written blind under the same reading limits as review-44.ts (see its header): state
 * classes with the state each line is checked in (@XX, block where the author believes the state protects the
 * class, warn where it does not, a description is warn), evasions (leet speak, spaced letters, hyphens, emoji,
 * misspellings, ALL CAPS, repeated punctuation), Spanish lines, and one line each in a few other languages spoken
 * by US agents (Chinese, Vietnamese, Korean, Tagalog, Russian, Portuguese, Haitian Creole).
 */
export const REVIEW_44_B = parseCorpus(`
# Source of income
block source_of_income@CA hudSoi | no section 8 at the Fresno fourplex, just tell them the owner doesn't do programs
warn source_of_income@TX hudSoi | no section 8 at the Lubbock fourplex, just tell them the owner doesn't do programs
block source_of_income@NY hudSoi | 2BR in Bed-Stuy, tenant must show paystubs from a job; no vouchers, no SSI, no programs.
ok source_of_income@NY hudSoi | We accept every lawful source of income, including CityFHEPS, HASA and Section 8, and the income test applies only to your share of the rent.
block source_of_income@WA state | Spokane duplex: sorry, this landlord does not participate in the Housing Choice Voucher program.
warn source_of_income@FL hudSoi | Clean 3/2 in Ocala, working folks preferred, no government assistance.
block source_of_income@NJ state | Newark 1BR: income from employment only, please don't call about rental assistance or vouchers.
ok source_of_income@MA hudSoi | Vouchers and RAFT welcome in our Worcester units; we screen everyone on rental history, not on where the rent money comes from.

# Marital status
block marital_status@MN state | St. Cloud duplex, $1,250. We only rent to couples who are legally wed, no shacking up.
warn marital_status@TX state | Tyler duplex, $1,250. We only rent to couples who are legally wed, no shacking up.
block marital_status@MI state | Hi, it's Carla at Lakeshore Commons in Grand Rapids, if you want both names on the lease we'll need a copy of your marriage certificate, thanks.
ok marital_status@CA state | Unmarried partners, roommates, single parents, married couples: every application in our San Jose buildings is reviewed the same way.
block marital_status@NY state | The sellers in Scarsdale would really prefer a married couple, so a single buyer's offer would need to be stronger.

# Age
block age@NJ state | Hoboken 1BR: this is a young building, looking for someone under 35 who fits in.
warn age@FL state | Sarasota condo for rent, looking for someone young and active, no retirees please.
block age@NY state | Seniors may find the Astoria building too lively, and the owner prefers applicants under 40.
ok age@NJ hopa | Toms River active-adult community for 55 and over, run under HOPA with age verification on file for every home.
block age@MI state | Lansing walk-up: we don't rent to anyone over 70, too much liability on the stairs.

# Military status
block military_status@NY state | Albany 2BR, no active-duty military, they get orders and break leases.
warn military_status@TN state | Clarksville 2BR, no active-duty military, they get orders and break leases.
ok military_status@CA state | San Diego rentals: we follow the SCRA, so active-duty tenants who receive PCS orders can end the lease early without a penalty.
block military_status@WA state | Tacoma rental, sorry, not renting to soldiers from JBLM, too much turnover.

# Sexual orientation and gender identity
ok sexual_orientation@CA hud2021 | Queer household of two looking for a third housemate in the Oakland house we live in, LGBTQ+ folks especially encouraged to reach out.
block sexual_orientation@CA hud2021 | The owner of the Bakersfield rental is a man of faith and won't rent to a gay couple, sorry.
block sexual_orientation@NY hud2021 | Hi, it's Gary at the Rochester office, two dads, okay, I'll have to check whether the owner is, uh, comfortable with that arrangement.
ok sexual_orientation@IL hud2021 | Chicago 2BR, all couples and households welcome, LGBTQ+ friendly management.
block gender_identity@CA hud2021 | Los Angeles applicants: the ID you submit has to match how you present at the showing, or we can't process the application.
block gender_identity@NY hud2021 | To the tenant in 5A in our Buffalo building: until other residents get used to your transition, please use the service entrance.
ok gender_identity@WA hud2021 | Olympia applicants: put the name and pronouns you go by on the application; your legal name is used only for the background check.
block gender_identity@MN hud2021 | Duluth fourplex, no cross-dressers or drag types, this is a traditional building.

# Evasions
block familial_status fha3604c | N0 K1D5, n0 3xc3pt10n5, quiet bldg
block race fha3604c | prefer c a u c a s i a n applicants for the upstairs unit
block religion fha3604c | C-h-r-i-s-t-i-a-n household preferred 🙏 for the garden apartment
block familial_status fha3604c | 🚫👶🚫🍼 sorry, the 2BR is for grown-ups only 😎
block handicap fha3604c | no wheelchiars, no handycapped, no sevice dogs, 3rd floor
block national_origin fha3604c | NO FOREIGNERS!!! REAL AMERICANS ONLY, NO TRANSLATORS NEEDED HERE!!!
block sex fha3604c | m@les 0nly 4 the 2nd bdrm, owner doesn't live on site
block color fha3604c | l!ght-sk!nned tenants preferred, serious inquiries only
warn familial_status fha3604c | perfect 4 empty-nesters 😌😌 no yard to mow!!
warn race fha3604c | v quiet, mostly wh1te area, well kept lawns 👌
ok handicap hud1995 | WHEELCHAIR ACCESSIBLE!!! ELEVATOR!!! ROLL-IN SHOWER!!! CALL NOW!!!
ok familial_status hud1995 | huge f@mily room + 2 b@ths + fenced yard 🐶🌳
ok color hud1995 | B L A C K   F R I D A Y   S P E C I A L: $0 deposit on all units!!
ok religion hud1995 | walk 2 ⛪ & 🛒 & 🚇, new windows, A/C
block national_origin fha3604c | nice 1BR but pls no 🇲🇽🇲🇽, u know why

# Spanish
block familial_status fha3604c | Se renta depa de una recámara, tranquilo, no es para familias con chamacos.
block national_origin fha3604c | Rento cuarto en edificio de ocho unidades, preferible mexicanos, centroamericanos no.
block race fha3604c | Buscamos inquilinos de preferencia blancos, gente decente y tranquila.
block religion fha3604c | Solo católicos practicantes, favor de no llamar testigos de Jehová.
block handicap fha3604c | No se aceptan personas en silla de ruedas, el edificio no es para eso.
block sex fha3604c | Se renta cuarto en edificio de seis departamentos, solo para señoritas, el dueño no vive ahí.
ok sex fha3604c | Rento un cuarto en la casa donde vivo yo, busco compañera de cuarto mujer, $650 con servicios.
ok - hud1995 | Sala familiar amplia, recámara principal con vestidor y patio con asador.
ok national_origin hudLep2016 | Hablamos español; el contrato y el reglamento están disponibles en español y podemos conseguir intérprete.
ok handicap hud1995 | Entrada sin escalones, baño adaptado para silla de ruedas y estacionamiento accesible.
warn national_origin fha3604c | El barrio es casi todo de familias salvadoreñas, con pupuserías en cada esquina.
ok color hud1995 | Cocina con gabinetes blancos, piso de mármol negro y fachada color café.
block handicap fheo202001 | No aceptamos animales de apoyo emocional, sin excepción y sin importar la carta del doctor.
ok race hudCriminal2016 | Revisamos antecedentes penales caso por caso; tener un registro no es motivo automático de rechazo.
warn race hudCriminal2016 | Nada de antecedentes penales, ni uno solo, no pierdan su tiempo.
ok religion hud1995 | A dos cuadras de la Iglesia de San José, del mercado y de la parada del camión.
ok familial_status hopa | Comunidad para mayores de 55 años conforme a la ley HOPA, con verificación de edad de todos los residentes.
block source_of_income@CA hudSoi | No aceptamos Sección 8 ni ningún programa de vivienda en nuestros departamentos de Santa Ana.

# Other languages
block national_origin fha3604c | 只租给华人，其他人请勿打扰。
block familial_status fha3604c | Cho thuê phòng, không nhận gia đình có con nhỏ.
ok familial_status hud1995 | 넓은 가족실과 안방, 학교와 공원이 가까워요.
block familial_status fha3604c | Paupahan: bawal ang may anak, dalawang tao lang.
block national_origin fha3604c | Сдаётся квартира только славянам, без посредников.
ok source_of_income@MA hudSoi | Aceitamos todas as fontes legais de renda, inclusive vouchers da Seção 8, nos apartamentos em Framingham.
ok national_origin hudLep2016 | Nou pale kreyòl ayisyen nan biwo a, epi nou ka tradui kontra a pou ou.
`);
