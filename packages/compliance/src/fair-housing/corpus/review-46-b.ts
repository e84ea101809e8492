import { parseCorpus } from './corpus';

/**
 * Review set 46, part B, written blind under the same rules as review-46.ts (see its header). State classes: each
 * line carries @XX for a state the author believes protects that class (the author's own reading of the state
 * codes, not the project's jurisdiction table): source of income CA, NY, NJ, WA, MA, OR; marital status MN, IL, CA,
 * NY, NJ, MI; age NJ, NY, MI; military status NY, WA, IL, CA; sexual orientation CO, OR, WA, CA, NY; gender
 * identity NJ, IL, WA, OR. In those states a limit, different terms, a barred question or harassment is block, a
 * description of who lives there is warn (every class but gender identity has one), and lawful screening,
 * inclusion statements and look-alikes are ok. Then evasions (leet, spaced letters, hyphens, emoji, misspellings,
 * capitals, repeated punctuation), Spanish (one of them also a state class), and one line each in Chinese,
 * Vietnamese, Korean, Tagalog, Russian and Arabic.
 */
export const REVIEW_46_B = parseCorpus(`
# Source of income
block source_of_income@CA state | No Section 8, no exceptions; the owner won't deal with the inspection paperwork.
block source_of_income@NY state | Income must come from a job: Social Security, child support and vouchers don't count toward the 3x.
block source_of_income@NJ hudSoi | Voucher holders need a 720 credit score; everyone else needs 620.
warn source_of_income@WA state | Most of the building is on housing assistance, so it's a pretty subsidized crowd.
ok source_of_income@MA hudSoi | We accept every lawful source of income, vouchers, SSI and alimony included, and the 2.5x test applies only to your share of the rent.
ok source_of_income@OR state | Housing Choice Voucher holders welcome; we schedule the inspection within ten days.

# Marital status
block marital_status@MN state | Since you two aren't married, each of you has to qualify on your own income; married couples can combine.
block marital_status@IL state | Owner prefers a married couple, no unmarried partners living together.
block marital_status@CA state | Is the man on the application your husband or your boyfriend? The owner always asks.
warn marital_status@NY state | The building is full of newlyweds, a sweet spot for a married couple starting out.
ok marital_status@NJ state | Co-applicants may combine incomes whether they are married, partners, friends or relatives.
ok marital_status@MI style | Honeymoon Lane cottage with wedding-cake trim and a widow's walk.

# Age
block age@NJ state | The landlord won't rent to anyone over 70; too much liability if they fall.
block age@NY state | Applicants under 25 pay a double security deposit.
warn age@NJ state | The building skews early twenties, fresh out of college.
ok age@NY hopa | Age-restricted 62+ building, verified by an annual resident age survey.
ok age@MI state | Applicants must be of legal age to sign a lease in Michigan.

# Military status
block military_status@NY state | No active-duty military; they get deployed and break leases.
block military_status@WA state | Military renters need a civilian co-signer; we've been burned by PCS moves.
block military_status@IL state | Any applicant with a less-than-honorable discharge is rejected automatically.
warn military_status@CA state | The complex is mostly Navy families from the base down the road.
ok military_status@WA state | Military clause available: end your lease without penalty when you get PCS or deployment orders.
ok military_status@CA style | Near the Presidio and Fort Mason, with views toward the Veterans Memorial Building.

# Sexual orientation
block sexual_orientation@CO state | We don't rent to gay couples; the owner lives next door and isn't comfortable with it.
block sexual_orientation@OR hud2021 | Two guys sharing a one-bedroom? Let's just say it got rented this morning.
warn sexual_orientation@WA state | The whole street is straight couples with minivans, very traditional.
ok sexual_orientation@CA state | LGBTQ+ friendly and proud; every couple and household is welcome.
ok sexual_orientation@NY style | Steps from Christopher Street and the Stonewall National Monument.

# Gender identity
block gender_identity@NJ state | If an applicant doesn't look like the gender on their ID, deny them; no trans tenants.
block gender_identity@IL hud2021 | The manager keeps calling the trans tenant in 2F "it" and won't use her name on notices.
ok gender_identity@WA state | Put the name and pronouns you use on the application; your legal name only goes on the signature page.
ok gender_identity@OR hud2021 | All-gender restrooms in the clubhouse and single-stall showers at the pool.

# Evasions
block familial_status fha3604c | N0 K1DS. adults 0nly!!!
block race fha3604c | w h i t e   t e n a n t s   o n l y
block handicap fha3604c | no wheel-chairs, no walk-ers, no ser-vice dogs
block familial_status fha3604c | Adults 🙋 only 🚫👶🚫
block religion fha3604c | Chrstians prefered, no Muslums
block national_origin fha3604c | MUST SPEAK PERFECT ENGLISH!!! NO FOREIGNERS!!!
block sex fha3604c | m@le tenants 0nly pls
block sex cfr100600 | u want the rent lowered? 😏 come see me after hours 😘
warn familial_status fha3604c | PERFECT FOR EMPTY-NESTERS!!! 😍😍
warn race fha3604c | naybrhood is mostley whyte & real quite
ok familial_status hud1995 | F@MILY ROOM + W4LK-IN CL0SET!!!
ok - fha3604c | ALL ARE WELCOME!!! 🏠❤️ Equal Housing Opportunity
ok color style | b-l-a-c-k granite counters & w-h-i-t-e shaker cabinets
ok handicap style | ♿ step-free entry, elevator, wide doors ♿

# Spanish
block familial_status fha3604c | Depa de dos recámaras, sin niños por favor, el edificio es muy tranquilo.
block national_origin hudNo2016 | Necesitamos ver su green card antes de enseñarle el departamento.
block race fha3604c | Preferimos inquilinos blancos, el dueño es muy exigente.
block religion fha3604c | Solo católicos; el dueño vive en otra ciudad pero quiere gente de la parroquia.
block handicap fheo202001 | No aceptamos animales de apoyo emocional, aunque tenga carta del doctor.
block sex cfr100600 | Si quieres que te baje la renta, ven a verme a solas esta noche, mamacita.
block color fha3604c | Se renta casa completa; preferimos gente de piel clara.
block handicap cfr100202 | ¿Usted o alguien en su familia tiene alguna discapacidad o enfermedad mental?
block source_of_income@NJ state | No se aceptan vales de vivienda ni Sección 8.
warn national_origin fha3604c | La colonia es casi toda de familias mexicanas, aquí se habla puro español.
warn familial_status fha3604c | Ideal para una pareja jubilada que busca tranquilidad.
ok national_origin hudLep2016 | Hablamos español; contratos y avisos disponibles en español e inglés.
ok familial_status hud1995 | Casa con sala familiar, recámara principal con vestidor y patio grande.
ok - fha3604c | Igualdad de oportunidades en la vivienda: todos son bienvenidos sin importar raza, religión, sexo, discapacidad, familia u origen.
ok handicap hudDojRa2004 | Aprobamos su solicitud: su asistente puede vivir con usted sin costo adicional.
ok national_origin hudNo2016 | Aceptamos ITIN, pasaporte o matrícula consular como identificación.

# Other languages spoken by US agents
block familial_status fha3604c | 只租给没有小孩的夫妇。
block national_origin fha3604c | Chỉ cho người Việt thuê, không nhận người nước ngoài.
block national_origin fha3604c | 한국 사람에게만 세를 줍니다.
block religion fha3604c | Katoliko lang ang puwedeng umupa.
ok national_origin hudLep2016 | Переводчик на русский язык предоставляется бесплатно.
ok handicap style | مدخل بدون درج ومصعد واسع.
`);
