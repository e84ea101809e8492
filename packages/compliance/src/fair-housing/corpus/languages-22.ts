import { parseCorpus } from './corpus';

/**
 * Issue 22: exclusions written in the languages after Spanish that HUD's LEP guidance (72 FR 2732) and
 * the Census name (Russian, Arabic, French, Haitian Creole, Portuguese, Vietnamese, Chinese, Korean,
 * Tagalog), mixed with English as bilingual ads are, and look-alikes that refuse no one.
 */
export const LANGUAGES_22 = parseCorpus(`
block national_origin hudLep2007 | Bright 1BR near the park. Сдаю только славянам.
block familial_status hudLep2007 | Two bedroom condo, без детей и животных.
block national_origin hudLep2007 | Studio for rent, лицам кавказской национальности не беспокоить.
block religion hudLep2007 | Room in shared house, только для православных.
block national_origin hudLep2007 | Spacious flat, للعرب فقط.
block familial_status hudLep2007 | Quiet building, لا نقبل أطفال.
block religion hudLep2007 | Basement unit للمسلمين فقط.
block familial_status hudLep2007 | Charmant 2 pièces, pas d'enfants.
block national_origin hudLep2007 | Condo downtown, étrangers s'abstenir.
block familial_status hudLep2007 | Kay pou lwe, pa vle timoun.
block national_origin hudLep2007 | Sèlman pou Ayisyen, nice yard.
block religion hudLep2007 | Réservé aux catholiques, close to transit.
ok - hudLep2007 | Квартира без животных, без комиссии, рядом детская площадка.
ok - hudLep2007 | Только для некурящих, parking included.
ok - hudLep2007 | شقة بدون عمولة، قريبة من المدرسة
ok - hudLep2007 | Pas de frais d'agence, seulement 5 minutes du métro.
ok familial_status hudLep2007 | Grande chambre d'enfants au deuxième étage.
ok - hudLep2007 | Kay la gen twa chanm, tout bagay nèf.
ok religion hudLep2007 | École catholique à proximité, sans animaux.
block race hudLep2007 | Apartamento de 2 quartos, não aceitamos negros.
block handicap hudLep2007 | Sobrado lindo, não alugamos para cadeirantes.
block race hudLep2007 | Phòng đẹp, không cho thuê người da đen.
block handicap hudLep2007 | Condo near Bolsa, không nhận người khuyết tật.
block religion hudLep2007 | Room for rent, bawal ang Muslim.
block religion hudLep2007 | 2BR near Flushing, 谢绝穆斯林.
block handicap hudLep2007 | Studio in Koreatown, 장애인 불가.
ok - hudLep2007 | Sem fiador, sem animais, perto do metrô.
ok - hudLep2007 | Không hút thuốc, không nuôi thú, gần nhà thờ.
ok - hudLep2007 | Bawal manigarilyo, malapit sa simbahan.
ok - hudLep2007 | 谢绝吸烟，不要宠物，近教堂。
ok - hudLep2007 | 흡연 사절, 반려동물 불가, 교회 근처.
`);
