import { anyLanguageWord, LETTER_END, LETTER_START, normLanguage } from './language-rules';
import type { StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { SPANISH } from './vocabulary/lang-es';
import { FRENCH } from './vocabulary/lang-fr';
import { PORTUGUESE } from './vocabulary/lang-pt';
import { TAGALOG } from './vocabulary/lang-tl';
import { VIETNAMESE } from './vocabulary/lang-vi';
import type { LanguageData } from './vocabulary/language-data';

/**
 * False unavailability ordered in another language ("Nói với họ là hết phòng rồi nếu họ là
 * người Mễ", tell them there are no rooms left if they are Mexican, as grammar): an order to tell, the
 * false claim, and a condition naming the class, in either order ("si son mexicanos, diles que ya se
 * rentó"). 42 U.S.C. §3604(d); 24 CFR §100.80(b); HUD LEP guidance (72 FR 2732) for the languages.
 * The class words are each language's own (vocabulary/lang-*.ts). Left alone: "diles que ya se rentó"
 * (no class), "si tienen niños, hay un parque cerca" (no claim).
 */
type Unavailable = {
  data: LanguageData;
  /** "Tell them (that)". */
  tell: readonly string[];
  /** The claim: no rooms, already rented. */
  gone: readonly string[];
  /** "If they are / if they have", before the class word. */
  cond: readonly string[];
};

const LANGUAGES: readonly Unavailable[] = [
  {
    data: VIETNAMESE,
    tell: ['nói với (?:họ|người đó|khách)(?: là)?', 'bảo (?:họ|khách)(?: là)?', 'nói là', 'trả lời là'],
    gone: [
      'hết phòng(?: rồi)?',
      'đã cho thuê(?: rồi)?',
      'đã có người thuê(?: rồi)?',
      'không còn phòng',
      'hết chỗ(?: rồi)?',
    ],
    cond: ['nếu (?:họ|khách|người đó) (?:là|có)', 'nếu là', 'nếu có'],
  },
  {
    data: SPANISH,
    tell: ['diles que', 'dile que', 'decirles que', 'les dices que', 'le dices que', 'di que'],
    gone: [
      'ya se rentó',
      'ya se alquiló',
      'ya está rentad[oa]',
      'ya está alquilad[oa]',
      'no hay (?:cuartos|vacantes|disponibilidad|nada disponible)',
      'ya no está disponible',
      'está ocupad[oa]',
      'hay lista de espera',
    ],
    cond: ['si (?:son|es|tienen|tiene)', 'si vienen con', 'cuando (?:son|sean)'],
  },
  {
    data: PORTUGUESE,
    tell: ['diga que', 'diz que', 'fala que', 'diga a eles que', 'diga pra eles que'],
    gone: [
      'já foi alugad[oa]',
      'já está alugad[oa]',
      'não tem vaga',
      'não há vagas',
      'já não está disponível',
    ],
    cond: ['se (?:forem|for|tiverem|tiver)'],
  },
  {
    data: FRENCH,
    tell: ['dites(?: leur)? que', 'dis(?: leur)? que', 'répondez que'],
    gone: ["c'est (?:déjà )?loué", "c'est pris", "il n'y a plus rien", 'plus de place', 'déjà loué'],
    cond: ["s'ils sont", "s'il est", "s'ils ont", 'si ce sont des'],
  },
  {
    data: TAGALOG,
    tell: ['sabihin (?:mo )?(?:sa kanila |sa kanya )?na', 'sabihan (?:mo )?sila na'],
    gone: ['(?:may )?nakakuha na', 'wala nang bakante', 'occupied na', 'rented na', 'nauupahan na'],
    cond: ['kung (?:sila ay|siya ay|mga|may)', 'kapag (?:mga|may)'],
  },
];

// What a tell word starts with before any regular-expression syntax: the rule's cheap gate.
const literalStart = (t: string) => /^[^()[\]?*+|\\{]*/.exec(normLanguage(t))![0].trim();

const rules = (u: Unavailable): StandaloneRule[] => {
  const tell = anyLanguageWord(u.tell);
  const gone = anyLanguageWord(u.gone);
  const cond = anyLanguageWord(u.cond);
  return (Object.entries(u.data.classes) as [ProtectedClass, readonly string[]][]).map(
    ([category, words]) => {
      const cls = anyLanguageWord(words);
      return {
        id: `${u.data.lang}-false-unavailability-${category}`,
        category,
        kind: 'exclude' as const,
        source: 'cfr10080' as const,
        needs: u.tell.map(literalStart),
        reason:
          'Tells people of a protected class, in their language, that the home is not available (42 U.S.C. §3604(d); 24 CFR §100.80(b))',
        re: new RegExp(
          `${LETTER_START}(?:${tell} [^|]{0,40}?${gone}[^|]{0,20}?${cond} (?:[\\p{L}]+ )?${cls}|${cond} (?:[\\p{L}]+ )?${cls}[^|]{0,40}?${tell} [^|]{0,20}?${gone})${LETTER_END}`,
          'gu',
        ),
      };
    },
  );
};

export const LANGUAGE_UNAVAILABILITY_RULES: readonly StandaloneRule[] = LANGUAGES.flatMap(rules);
