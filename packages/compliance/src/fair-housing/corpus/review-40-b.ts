import { parseCorpus } from './corpus';

/** Review set 40, second half: Spanish and other languages, spelling evasions, blanket criminal bars, harassment. */
export const REVIEW_40_B = parseCorpus(`
# Spanish
block familial_status fha3604c | No se aceptan niños; el edificio es solo para adultos.
block national_origin fha3604c | Se renta departamento solamente a familias mexicanas, no hondureños ni salvadoreños por favor.
block source_of_income@CA hudSoi | Depa en Santa Ana, $1,900 al mes, no aceptamos Sección 8 ni otros programas del gobierno.
block sex cfr100600 | Si no tienes para la renta este mes, ya sabes cómo lo podemos arreglar tú y yo.
block handicap fheo202001 | Los animales de apoyo emocional pagan el mismo depósito de mascota que cualquier perro, sin excepción.
block familial_status fha3604b | A las familias con hijos se les cobra un depósito de $300 adicional por el desgaste.
block marital_status@NJ state | Solo rentamos a matrimonios en esta casa de Paterson; parejas que viven juntas sin casarse, no.
warn national_origin fha3604c | La cuadra es casi toda de familias dominicanas, mucho ambiente los fines de semana.
warn race fha3604c | El vecindario es mayormente de gente blanca, muy tranquilo y seguro.
warn familial_status fha3604c | El espacio es más adecuado para una persona sola o una pareja.
warn race hudCriminal2016 | Requisito: cero antecedentes penales, de ningún tipo y sin importar hace cuántos años.
ok familial_status fha3604c | Se aceptan familias con niños; la escuela primaria está a dos cuadras.
ok source_of_income@NY state | Aceptamos Sección 8, CityFHEPS y cualquier otra ayuda para la renta en este edificio de Queens.
ok handicap hud1995 | Recámara principal con vestidor, baño completo y entrada sin escalones.
ok religion hud1995 | A una cuadra de la Iglesia de San Juan Bautista y del mercado municipal.
ok national_origin hudLep2016 | El contrato está disponible en español y todos pueden aplicar, sin importar su país de origen.

# Vietnamese, Chinese, Portuguese, Korean, French, Tagalog, Russian, Arabic
block familial_status fha3604c | Cho thuê căn hộ hai phòng ngủ, không nhận gia đình có trẻ nhỏ.
block national_origin fha3604c | 只租给华人，其他人请勿打扰。
block sex fha3604c | Apartamento para alugar em Newark, somente para mulheres; o dono não mora no prédio.
ok race fha3604c | 모든 지원자에게 동일한 심사 기준을 적용합니다.
warn national_origin fha3604c | Le quartier est majoritairement maghrébin, ambiance très familiale.
block familial_status fha3604c | Paupahan po, bawal ang may anak, pasensya na.
block national_origin fha3604c | Сдаётся квартира, только славянам.
ok religion fha3604c | نرحب بجميع المتقدمين بغض النظر عن الدين أو الأصل.

# Spelling and symbol evasions
block familial_status fha3604c | n o   k i d s, quiet building, 2nd floor
block familial_status fha3604c | 🚫👶 adults-only duplex, no exceptions
block source_of_income@WA hudSoi | Tacoma 2br, n0 s3c-8, n0 vouchers, w2 income only
block race fha3604c | W-H-I-T-E tenants preferred by owner, pls screen
block familial_status fha3604c | no chidren or teenagers, owner's rule
block national_origin fha3604c | no FOBs, must speak english good
block religion fha3604c | No Musl1ms or hijabis, owner's orders
block handicap fha3604c | No wheelchairs ♿❌ third-floor walkup and the owner doesn't want the liability
block sexual_orientation@CO state | str8 couples only pls 🙏 (Denver)
ok - hud1995 | NO SMOKING 🚭 NO VAPING — whole building

# Criminal history: blanket bars warn (HUD 2016, disparate impact, filed under race); individual review ok
warn race hudCriminal2016 | No felonies, period — doesn't matter how long ago.
warn race hudCriminal2016 | Any criminal conviction, at any time, results in automatic denial.
warn race hudCriminal2016 | Must have a 100% clean background: no arrests, no charges, no record of any kind.
warn race hudCriminal2016 | If you've ever done time, please don't waste your application fee.
warn race hudCriminal2016 | Screening criterion 4: no criminal history (lifetime lookback, all offense types).
warn race hudCriminal2016 | Lease addendum: an arrest of any household member, at any time, is grounds for termination.
ok race hudCriminal2016 | We review criminal history case by case, weighing the offense, how long ago it was and evidence of rehabilitation.
ok race hudCriminal2016 | Arrests without a conviction are never considered in our screening.

# Harassment, retaliation, a provider's failure to act
block sex cfr100600 | Tell the girl in 2B the late fee disappears if she comes by my place Friday night, otherwise we file Monday.
block sex cfr100600 | I'll fix the heat when you're a little nicer to me, sweetheart.
block sex cfr1007 | Maintenance keeps letting himself into 5C without notice and commenting on her body; she's complained twice and I was told to ignore it.
block handicap cfr100400 | She complained to the state about how we handled her service dog request, so bump her rent $250 at renewal and let the dishwasher wait.
block national_origin cfr100400 | Since the Alvarez family filed that HUD complaint, put them on the no-renewal list.
block religion cfr1007 | The board knows the guy in 3A keeps leaving notes on the Khans' door calling them terrorists; the president says it's a private dispute and we're staying out of it.
block race cfr100600 | The super keeps calling the Black tenant on four "boy" even after she asked him to stop, and management laughs it off.
block gender_identity@OR hud2021 | Staff keep calling the tenant in 4F "sir" on purpose after she asked them to stop, and the manager told her to get used to it (Portland).
block familial_status cfr100400 | After you joined the tenants' complaint about the rules for kids, we've decided not to renew your lease.
block sexual_orientation@NJ state | Neighbors signed a petition against the lesbian couple in unit 9 and the manager slipped them a notice to vacate "to keep the peace" (Jersey City).
`);
