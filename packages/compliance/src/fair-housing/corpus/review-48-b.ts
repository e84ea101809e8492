import { parseCorpus } from './corpus';

/**
 * Review set 48, part B (state classes, evasions, Spanish and other languages), written blind by the same author as
 * part A and under the same limits. What its author read, and nothing else in packages/compliance: corpus.ts (the
 * line format and parseCorpus); lines 1-45 of review-36.ts (its header comment, for the label conventions; none of
 * its sentences); the arrays FAIR_HOUSING_CATEGORIES and STATE_PROTECTED_CATEGORIES in
 * packages/contract/src/listing.ts; and the key names of SOURCES, printed by a one-line script (sources.ts itself
 * was not opened). No rule, vocabulary, pattern, engine, reader, test, jurisdiction table or other corpus sentence
 * file was opened or grepped. Every line was written by hand, blind, from the author's own knowledge of federal and
 * state fair housing law; nothing was taken from the web or the search library, and no line was run through the
 * checker.
 *
 * Like part A, the lines are what is said after the ad: texts, voicemails, chat replies, staff screening rules,
 * HOA and maintenance messages. Labels follow part A: block for a limitation, exclusion, different terms, false
 * unavailability, harassment ignored or quid pro quo; warn for a description of who lives there or who the home
 * suits; ok for equal treatment, inclusion, look-alikes and lawful practice.
 *
 * State classes carry @XX for the state the sentence is checked in. Which states protect a class is the author's own
 * reading of the state codes, not the project's jurisdiction table, so the lead should check the @XX lines against
 * that table before reading a miss there as the checker's fault. States used as protecting: source of income CA
 * (Gov. Code 12955, vouchers since SB 329), NY (Exec. Law 296(5), 2019), NJ (N.J.S.A. 10:5-12(g)), WA (RCW
 * 59.18.255), MA (G.L. c. 151B s. 4(10)), IL (775 ILCS 5/3-102, 2023), OR (ORS 659A.421); marital status MN (Minn.
 * Stat. 363A.09), NY, CA, NJ; age NJ, MI (Mich. Comp. Laws 37.2502), IL, NY; military status NY, WA (RCW 49.60.222),
 * VA (Va. Code 36-96.3, 2020), IL; sexual orientation CA, WA, NY, MA; gender identity NY, OR, IL, CA, WA. Two lines
 * are in states the author believes give no state protection for the class used, and are warn there, as in
 * review-36: source of income in Lubbock, TX (Texas also pre-empts local voucher ordinances) and marital status
 * in Tyler, TX. A description in a protecting state is warn (age in Brooklyn, NY; source of income in Salem, OR).
 * ok lines in a state are lawful there (a voucher accepted with the income rule on the tenant's share, HOPA 55+ in
 * NJ, the SCRA honoured, an 18-or-older lease age, a housemate in the author's own condo, a lease updated for a
 * tenant's name and pronouns).
 *
 * Evasions (leet, spaced letters, hyphens, emoji, misspellings, capitals) carry federal classes except one source of
 * income line; a hyphenated, an emoji and a dotted line are ok. Spanish lines cover national origin, familial status, sex
 * (quid pro quo), disability, religion and source of income; one line each in Chinese, Vietnamese, French, Korean,
 * Portuguese and Arabic.
 */
export const REVIEW_48_B = parseCorpus(`
# source_of_income
block source_of_income@CA state | We don't do Section 8 here, the owner in Fresno doesn't want to deal with the inspections. Sorry!
block source_of_income@NY hudSoi | Your voucher would cover the rent, but the landlord only accepts applicants whose income comes from a job, so we can't move forward.
block source_of_income@NJ state | Screening rule for staff: voucher holders must show income of three times the full contract rent, not just their own share.
block source_of_income@WA state | Voicemail: Hey, got your message about the housing voucher. The Tacoma unit's actually pending now, so I'd try somewhere else.
ok source_of_income@CA state | Yes, we accept Section 8 and other vouchers. The 2.5x income rule applies only to your share of the rent, and we'll coordinate the inspection with the housing authority.
ok source_of_income@MA state | Every applicant needs income of twice their share of the rent from any lawful source: wages, SSI, child support, a pension or a voucher all count the same.
ok source_of_income@IL state | Your voucher inspection is set for Tuesday; once it passes we'll sign the HAP contract and you can pick up the keys.
warn source_of_income@TX state | Sorry, the owner of the Lubbock duplex doesn't take Housing Choice Vouchers.
warn source_of_income@OR state | Yes it's available. Fair warning, it's more of a working-professional building; not many voucher folks here in Salem.

# marital_status
block marital_status@MN state | The owner prefers married couples for the Rochester townhouse, so I'll need a marriage certificate before we schedule a showing.
block marital_status@NY state | Are you two married? Unmarried couples in our Albany buildings each fill out a separate application and pay a full deposit.
ok marital_status@CA state | We don't ask about marital status. Any two adults applying together combine their incomes the same way.
ok marital_status@NJ state | Please list every adult who'll live in the unit. Married, partners or roommates, it doesn't change anything on our end.
warn marital_status@TX state | Just letting you know, the owner in Tyler would rather rent to a married couple.

# age
block age@NJ state | Sorry, the owner won't rent the Hoboken unit to anyone under 25. He thinks young people throw parties.
block age@MI state | At 68 you might struggle with the yard and the stairs, and the owner in Lansing would rather have someone younger, so I'll pass on your application.
ok age@IL state | Every applicant must be at least 18 to sign a lease, since a minor can't enter a binding contract.
ok age@NJ hopa | Our Toms River community is 55-plus under HOPA; we verify each household's ages with ID and keep the policy in writing.
warn age@NY state | Most residents in the Brooklyn building are in their twenties, and it gets lively on weekends.

# military_status
block military_status@NY state | We don't rent to active-duty military in Watertown. They get deployed and break the lease.
block military_status@WA state | Servicemembers pay a two-month deposit here because of the early-termination risk.
ok military_status@VA state | We follow the SCRA: with PCS orders or a deployment of 90 days or more you can end the lease on 30 days' notice, no penalty.
ok military_status@IL state | BAH counts as income on our application; just bring your most recent LES.

# sexual_orientation
block sexual_orientation@CA state | Owner's not comfortable renting to a gay couple. Nothing personal from me, I'd have been happy to.
block sexual_orientation@WA cfr1007 | The tenant says the guy next door calls him a slur every time he walks by. Manager's answer: you have to expect that if you're going to be so open about it.
ok sexual_orientation@NY fha3604c | Gay man seeking a gay male roommate for my own condo; private bedroom, shared bath.
ok sexual_orientation@MA state | Same-sex couples apply like anyone else, and both partners' incomes count.

# gender_identity
block gender_identity@NY state | Your ID still says male, so the lease will say Mr. and you'll have to use the men's locker room in the gym.
block gender_identity@OR state | We're not renting to you until you figure out whether you're a man or a woman.
block gender_identity@IL state | Maintenance keeps calling the trans tenant in 7C "it," and the manager laughed when she complained.
ok gender_identity@CA state | We've updated your lease and mailbox with your name and pronouns. No fee, and no documents needed.
ok gender_identity@WA state | Residents may use the fitness center locker room that matches their gender identity.

# evasions
block race fha3604c | n0 bl4ck t3nants, owner's rules
block familial_status fha3604c | N O  K I D S, sorry, the owner won't budge on that
block national_origin fha3604c | no Mex-i-cans, he says. not after last time.
block religion fha3604c | 🚫🕌 owner doesn't want Muslims in the building, sorry 🙏
block handicap fheo202001 | no wheelchiars or servise dogs, to much liabilty
block sex cfr100600 | RENT IS DUE FRIDAY. OR YOU CAN PAY ME ANOTHER WAY ;) YOUR CHOICE
block source_of_income@NJ state | N0 S3CT10N 8 in the Newark building, no exceptions
warn race fha3604c | fyi the crowd here is v. w.h.i.t.e lol
ok race hud1995 | B-L-A-C-K F-R-I-D-A-Y move-in special: $500 off any lease signed Nov 28
ok handicap hud1995 | ♿ accessible unit, roll-in shower 🚿, assistance animals welcome 🐕‍🦺
ok - fha3604c | N.O. smoking anywhere on the property, balconies included; this applies to every resident.

# Spanish
block national_origin fha3604c | Lo siento, el dueño no quiere inquilinos centroamericanos. Solo si tiene papeles de aquí.
block familial_status cfr10080 | Mensaje de voz: Hola, le devuelvo la llamada. Como usted tiene tres niños, el departamento ya no está disponible.
block sex cfr100600 | Si no tienes la renta completa, ven a mi oficina esta noche y lo arreglamos entre nosotros, mamacita.
block source_of_income@CA state | No aceptamos la Sección 8 en este edificio de Los Ángeles, lo siento.
warn religion fha3604c | Aquí casi todos los vecinos son evangélicos, muy tranquilos.
ok national_origin hudLep2016 | Con gusto le enviamos el contrato en español, y un intérprete estará en la firma sin costo.
ok handicap fheo202001 | Aprobamos su solicitud para el animal de apoyo emocional; no se cobra depósito ni renta de mascota.
ok familial_status keating1998 | Los niños son bienvenidos; el límite es de dos personas por dormitorio para todos los hogares.
ok source_of_income@NY state | En nuestro edificio del Bronx se aceptan vales de vivienda y cualquier fuente legal de ingresos; la regla de ingresos se aplica solo a su parte del alquiler.

# other languages
block race fha3604c | 房东说不租给黑人，抱歉。
block familial_status fha3604c | Désolé, le propriétaire ne veut pas d'enfants dans l'appartement.
block handicap fha3604c | Não aceitamos cadeirantes nos andares de cima; o seguro não permite.
warn national_origin fha3604c | 이 건물은 거의 다 한국 가족들이에요.
ok national_origin hudLep2016 | Chúng tôi có thông dịch viên tiếng Việt miễn phí khi ký hợp đồng thuê nhà.
ok religion fha3604b | يمكنك تعليق زينة رمضان على بابك مثل أي زينة أخرى.
`);
