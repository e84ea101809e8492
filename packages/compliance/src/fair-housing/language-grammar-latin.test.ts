import { expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';
import { describeLanguages, type LanguageCases } from './testing/language-cases';

/**
 * The "restriction word × class word" grammar in languages written in Latin letters other than English
 * (language-rules.ts with vocabulary/lang-*.ts; language-suits.ts; language-favours.ts). Sentences written
 * for these tests, not taken from a corpus. A limitation, preference or exclusion by a protected class in
 * an ad, in any language, is barred by 42 U.S.C. §3604(c) (24 CFR §100.75(c)); "ideal for" a household
 * is a warning (HUD 1995 advertising memo); rent taken "another way" is quid pro quo (24 CFR §100.600).
 * Look-alikes name a room, a style or a place, not who may live there (HUD 1995 memo: "family room").
 */
const outcome = (text: string, state?: string) =>
  outcomeOf(checkFairHousingRules(text, state ? { state } : {}));
const classes = (text: string) => checkFairHousingRules(text).map((f) => f.category);

const cases: Record<string, LanguageCases> = {
  French: {
    flagged: [
      ["Maison à louer, réservée aux locataires d'origine africaine.", 'national_origin', 'block'],
      ['Logement uniquement pour personnes sans handicap.', 'handicap', 'block'],
      ['Les familles nombreuses ne sont pas les bienvenues.', 'familial_status', 'block'],
      ['Les personnes handicapées ne sont pas acceptées dans cet immeuble.', 'handicap', 'block'],
      ['Nous préférons louer à des familles catholiques.', 'religion', 'block'],
      ['Studio idéal pour un jeune couple.', 'familial_status', 'warn'],
      ['Si vous êtes en retard pour le loyer, on peut régler ça autrement.', 'sex', 'block'],
    ],
    ok: [
      "Chambre d'enfants avec placard, salle familiale au rez-de-chaussée.",
      "Décoration de style européen, proche des écoles et de l'église.",
      'Pas de frais de dossier, animaux acceptés.',
      'Idéal pour le télétravail, cuisine équipée.',
      "Quartier d'origine médiévale.",
      'Le loyer peut être payé autrement: par virement ou par chèque.',
      // A housemate's sex in a shared home (Roommate.com, 9th Cir. 2012; vocabulary/shared-rooms.ts).
      'Chambre en colocation, réservée aux femmes.',
    ],
  },
  'Haitian Creole': {
    flagged: [
      ['Nou pa lwe bay moun ki gen chèz woulant.', 'handicap', 'block'],
      ['Nou prefere lwe bay moun blan.', 'race', 'block'],
      ['Si ou pa gen kòb pou lwaye a, ou ka peye yon lòt jan.', 'sex', 'block'],
    ],
    ok: [
      'Kay la gen twa chanm, tou pre lekòl.',
      'Nou aksepte tout moun, fanmi ak timoun byenveni.',
      'Lwaye a ka peye pa chèk oswa kach.',
    ],
  },
  Portuguese: {
    flagged: [
      ['Apartamento inteiro, só para mulheres.', 'sex', 'block'],
      ['Não alugamos para famílias com filhos pequenos.', 'familial_status', 'block'],
      ['Casa para alugar, reservada para pessoas de origem africana.', 'national_origin', 'block'],
      ['Cadeirantes não são aceitos neste prédio.', 'handicap', 'block'],
      ['Preferimos alugar para famílias evangélicas.', 'religion', 'block'],
      ['Ideal para casal aposentado, rua tranquila.', 'familial_status', 'warn'],
      ['Se não tiver o aluguel, pode pagar de outra forma.', 'sex', 'block'],
    ],
    ok: [
      'Quarto das crianças amplo e sala de família.',
      'Cozinha em estilo europeu, perto de escolas.',
      'Aceitamos pagamento de outra forma, por exemplo com Pix.',
      'Ideal para home office, perto do metrô.',
      'Alugo quarto em apartamento compartilhado, só para moças.',
    ],
  },
  Vietnamese: {
    flagged: [
      ['Không nhận người đi xe lăn.', 'handicap', 'block'],
      ['Không cho thuê cho gia đình có con nhỏ.', 'familial_status', 'block'],
      ['Lý tưởng cho vợ chồng về hưu.', 'familial_status', 'warn'],
      ['Căn hộ chỉ cho phụ nữ thuê.', 'sex', 'block'],
    ],
    ok: [
      'Phòng gia đình rộng, gần trường học.',
      'Gần nhà thờ và chợ.',
      'Phòng ở ghép, chỉ cho phụ nữ.',
      'Nhà phong cách châu Âu, lý tưởng cho làm việc tại nhà.',
    ],
  },
  Tagalog: {
    flagged: [
      ['Hindi kami nagpapaupa sa mga Muslim.', 'religion', 'block'],
      ['Bawal ang may anak.', 'familial_status', 'block'],
      ['Para lamang sa mga babae ang buong bahay.', 'sex', 'block'],
    ],
    ok: [
      'Malapit sa simbahan at paaralan.',
      'May kwarto para sa mga bata at sala.',
      'Bagay sa home office, may wifi.',
    ],
  },
  Polish: {
    flagged: [
      ['Mieszkanie tylko dla pań.', 'sex', 'block'],
      ['Preferujemy katolików.', 'religion', 'block'],
      ['Nie wynajmę rodzinie z dzieckiem.', 'familial_status', 'block'],
      ['Nie wynajmujemy osobom na wózku.', 'handicap', 'block'],
      ['Idealne dla emerytów.', 'familial_status', 'warn'],
    ],
    ok: [
      'Pokój w mieszkaniu z właścicielką, tylko dla pań.',
      'Pokój dziecięcy i salon.',
      'Blisko szkoły i kościoła.',
      'Idealne dla osoby pracującej zdalnie.',
    ],
  },
  Spanish: {
    flagged: [
      ['Si está atrasado con la renta, me puede pagar con favores.', 'sex', 'block'],
      ['El casero dijo que si no tiene el alquiler lo puede compensar de otra forma.', 'sex', 'block'],
      ['Si no tiene para la renta este mes, lo podemos arreglar de otra manera, usted sabe.', 'sex', 'block'],
    ],
    ok: [
      'Puede pagar la renta de otra manera: transferencia o efectivo.',
      'La renta se puede pagar de otra manera, por ejemplo con Zelle o cheque.',
      'Cuarto familiar amplio, cerca de la escuela.',
    ],
  },
  German: {
    flagged: [
      ['Schöne 3-Zimmer-Wohnung, nur für Deutsche.', 'national_origin', 'block'],
      ['Wohnung zu vermieten, keine Ausländer.', 'national_origin', 'block'],
      ['Ruhiges Haus, Familien mit Kindern unerwünscht.', 'familial_status', 'block'],
      ['Bevorzugt Christen, Nähe Stadtpark.', 'religion', 'block'],
    ],
    ok: [
      'Nichtraucher, keine Haustiere, nahe der Kirche, deutsche Einbauküche.',
      'Zimmer in einer WG, nur Frauen.',
    ],
  },
  Italian: {
    flagged: [
      ['Appartamento in affitto, no stranieri.', 'national_origin', 'block'],
      ['Non si affitta a famiglie con bambini.', 'familial_status', 'block'],
      ['Bilocale solo per italiani, centro storico.', 'national_origin', 'block'],
    ],
    ok: [
      'No fumatori, no animali, vicino alla chiesa, cucina italiana.',
      'Stanza in appartamento condiviso, solo ragazze.',
    ],
  },
};

describeLanguages(cases);

// A voucher refused is source of income, a state class: a warning without a state, a block in NJ.
it('reads Haitian Creole "seksyon 8" as source of income', () => {
  const text = 'Apatman sa a pa aksepte moun ki gen seksyon 8.';
  expect(classes(text)).toContain('source_of_income');
  expect(outcome(text, 'NJ')).toBe('block');
});

// Age and source of income are state classes (jurisdictions.ts): a warning without a protecting state.
it('keeps age and source of income state classes in German and Japanese', () => {
  expect(outcome('生活保護不可、敷金なし。', 'TX')).toBe('warn');
  expect(outcome('生活保護不可、敷金なし。', 'CA')).toBe('block');
  expect(outcome('Keine Rentner, bitte.', 'TX')).toBe('warn');
  expect(classes('Keine Rentner, bitte.')).toContain('age');
});
