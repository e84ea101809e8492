import { parseCorpus } from './corpus';

/**
 * Issue 22, second round: the families a blind measure showed missed, written fresh for the general
 * rules built against them (none copied from a blind set): Spanish and Portuguese selection verbs with
 * congregation, skin-tone and voucher words; quid pro quo with a service and hostile environment
 * harassment; inquiries that reveal a class; inclusive lists with a statement of equal treatment;
 * emoji and slang for children; names standing in for race. About two in five must stay ok.
 */
export const GENERALISED_22 = parseCorpus(`
# Spanish and Portuguese selection verbs (42 U.S.C. §3604(c); HUD LEP guidance).
block religion hudLep2007 | La dueña nomás le alquila a los hermanos de su congregación.
block religion hudLep2007 | Solamente rentamos a miembros de nuestra iglesia.
block religion hudLep2007 | Si no eres evangélico ni te molestes.
block color hudLep2007 | El dueño prefiere inquilinos de piel clarita.
block color hudLep2007 | Solo le rento a güeritas.
block source_of_income@NJ hudSoi | No aceptamos vales de la Sección 8 ni programas de asistencia de vivienda.
warn source_of_income@TX hudSoi | La propiedad no acepta vales de vivienda.
block religion hudLep2007 | Só alugamos pra quem vai à nossa igreja.
block religion hudLep2007 | Apenas para irmãos em Cristo, casa mobiliada.
block color hudLep2007 | Preferimos inquilinos de pele branca.
ok religion hudLep2007 | Casa a dos cuadras de la iglesia y de la escuela.
ok source_of_income hudLep2007 | Aceptamos vales de la Sección 8 y cualquier programa de asistencia.
ok - hudLep2007 | Nada más le falta instalar la estufa.
ok religion hudLep2007 | Só alugo com fiador; a igreja fica na esquina.
ok source_of_income hudLep2007 | Aceitamos seção 8 e outros programas de assistência.

# Harassment (24 CFR §100.600(a)(1) quid pro quo, (a)(2) hostile environment).
block sex cfr100600 | Your leak gets fixed first if you let me take you out Friday.
block sex cfr100600 | I'll put your maintenance request at the top of the list if you have drinks with me.
block sex cfr100600 | Te rebajo el depósito si sales conmigo, guapa.
block sex cfr100600 | The manager's remarks about your figure are harmless; deal with it or move.
block sex cfr100600 | His comments on your shorts are just his way. If you can't handle that, this isn't the place for you.
ok - cfr100600 | Maintenance requests go to the top of the list when they are emergencies.
ok - cfr100600 | The owner would love to take you on a tour Friday.
ok - cfr100600 | Comments about the lease can be sent to the office.
ok - cfr100600 | Se rebaja el depósito con pago anticipado.

# Inquiries that reveal a class (24 CFR §100.202(c); §100.75(c); HUD memo of Feb. 11, 2021).
block handicap cfr100202 | Is the man with the cane going to be staying there?
warn national_origin cfr100 | Find out where the caller is originally from.
warn color cfr100 | Send us pictures of all the occupants before the viewing.
block gender_identity hud2021 | Ask if the applicant was born a woman.
block gender_identity hud2021 | are u a real man
ok - cfr100202 | The man with the truck is bringing the couch Friday.
ok - cfr100 | Find out when the caller wants to move in.
ok - cfr100 | Send us pictures of the leak under the sink.
ok - hud2021 | Born in 1920, the house keeps its original trim.

# Inclusive lists with a statement of equal treatment (HUD 1995 memo).
ok marital_status hud1995 | Spouses, partners and roommates can all co-sign; every applicant is screened the same way.
ok marital_status hud1995 | List any spouse or domestic partner; we never ask about marital status.
ok familial_status hud1995 | Single parents, couples and roommates are evaluated by the same criteria.
block marital_status@NY hud1995 | Married couples only; all applicants are screened the same way.

# Emoji and slang for children (24 CFR §100.75(c)(1): symbols).
block familial_status hud1995 | Zero mini humans allowed in the loft 🙅‍♂️
block familial_status hud1995 | #adultlife #grownupliving, no tiny humans
ok familial_status hud1995 | Tiny humans welcome! #familylife #backyard

# Names standing in for race (42 U.S.C. §3604(a), (d)).
block race fha3604c | If someone with a name like Lakeisha calls, tell her it's rented.
block race fha3604c | Callers named like Jose or Maria, don't call back.
ok - fha3604c | Anyone named on the lease gets a key.
ok - fha3604c | If Jamal calls about the plumbing, tell him it's fixed.
`);
