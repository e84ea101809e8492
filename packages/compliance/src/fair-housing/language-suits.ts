import { anyLanguageWord as any, LETTER_END, LETTER_START, normLanguage } from './language-rules';
import type { StandaloneRule } from './standalone-rules';
import { KOREAN } from './vocabulary/lang-ko';

/**
 * "Ideal for" a household without children, in the languages other than English and Spanish
 * (patterns.ts reads "perfect for a retired couple", "ideal para una pareja jubilada"): "idéal pour un
 * couple retraité", "ideal para casal aposentado", "适合退休夫妇", "lý tưởng cho vợ chồng già". Saying who
 * the home suits by the make-up of the household is a warning (HUD 1995 advertising memo; 42 U.S.C.
 * §3604(c)); a household of adults only keeps families with children out (§3602(k)).
 * Korean puts the marker after the word ("신혼부부에게 딱 좋은", just right for newlyweds), which
 * language-rules.ts's "suits" reads only before it; the Korean rule here reads it after, for the
 * household words and for Korean's race, religion and origin words.
 * Look-alikes left alone: "idéal pour le télétravail", "ideal para home office", "适合办公", "학교 근처".
 */
type Suits = { lang: string; markers: readonly string[]; households: readonly string[]; joined?: boolean };

const SUITS: readonly Suits[] = [
  {
    lang: 'fr',
    markers: ['idéale? pour', 'parfaite? pour', 'conviendrait à', 'convient à', 'ideyal pou', 'pafè pou'],
    households: [
      "(?:un |une |des |les |d')?(?:jeunes? )?couples?(?: (?:de )?retraités?| sans enfants?| d'actifs)?",
      '(?:des |les )?(?:retraités|personnes âgées|seniors|célibataires|jeunes (?:actifs|mariés|professionnels))',
      '(?:une )?personne seule',
      '(?:yon )?koup',
      'granmoun',
    ],
  },
  {
    lang: 'pt',
    markers: ['ideal para', 'perfeit[oa] para', 'indicad[oa] para'],
    households: [
      '(?:um |o |os )?(?:jovem )?casa(?:l|is)(?: (?:aposentados?|de idosos|sem filhos|jovens?))?',
      '(?:os |as )?(?:aposentad[oa]s|idos[oa]s|solteir[oa]s?|recém-casados|jovens profissionais)',
      '(?:uma )?pessoa sozinha',
    ],
  },
  {
    lang: 'vi',
    markers: ['lý tưởng cho', 'thích hợp cho', 'phù hợp cho', 'phù hợp với'],
    households: [
      '(?:cặp )?vợ chồng(?: già| trẻ| mới cưới| về hưu| chưa có con)?',
      'cặp đôi',
      'người (?:già|cao tuổi|độc thân|về hưu|đã nghỉ hưu|đi làm trẻ)',
    ],
  },
  {
    lang: 'tl',
    markers: ['perpekto para sa', 'bagay sa', 'swak sa', 'para sa'],
    households: [
      '(?:mga )?mag ?asawa(?:ng (?:retirado|matanda|bagong kasal))?',
      '(?:mga )?retirado',
      'matatanda',
    ],
  },
  {
    lang: 'ru',
    markers: [
      'идеально для',
      'идеальна для',
      'идеальный вариант для',
      'подойдет для',
      'отлично подойдет для',
    ],
    households: [
      '(?:семейной |молодой |пожилой )?пары',
      'пенсионеров',
      'молодоженов',
      'одного человека',
      'пожилых людей',
    ],
  },
  {
    lang: 'pl',
    markers: ['idealne dla', 'idealny dla', 'idealna dla', 'świetne dla'],
    households: [
      '(?:młodej |starszej )?pary',
      'emerytów',
      'seniorów',
      'singla',
      'osoby samotnej',
      'młodego małżeństwa',
    ],
  },
  {
    lang: 'zh',
    joined: true,
    markers: ['最适合', '最適合', '适合', '適合', '理想'],
    households: ['(?:退休|年轻|年輕|新婚)?(?:夫妇|夫婦|夫妻)', '小两口', '情侣', '情侶', '单身人士'],
  },
];

// The Korean household words: a couple, newlyweds, retirees, a one-person household.
const KO_HOUSEHOLDS = ['신혼부부', '노부부', '은퇴 부부', '부부', '커플', '은퇴자', '1인 가구', '싱글'];
// "에게 딱 좋은", "께 추천", "한테 적합한": the dative particle, a degree word, the marker.
const KO_AFTER =
  '(?:에게|께|한테|들에게|분들께|분들에게|분께)? ?(?:딱 |정말 |가장 |최고로 |특히 )?(?:좋은|적합한|안성맞춤|알맞은|추천|강추|최적|맞춤)';

const SOURCE = 'hud1995' as const;

/** A marker's literal start ("ideal pour" of "idéale? pour"): a text without it never runs the rule. */
const literalStart = (marker: string) => {
  const n = normLanguage(marker);
  const lit = /^[^()[\]?*+|\\{]*/.exec(n)![0];
  return n[lit.length] === '?' ? lit.slice(0, -1) : lit;
};

const rulesOf = (l: Suits): StandaloneRule => {
  const core = `${any(l.markers)}${l.joined ? ' ?' : ' '}${any(l.households)}`;
  return {
    id: `${l.lang}-suits-household`,
    category: 'familial_status',
    kind: 'suits',
    source: SOURCE,
    needs: l.markers.map(literalStart),
    re: new RegExp(l.joined ? core : `${LETTER_START}${core}${LETTER_END}`, 'gu'),
  };
};

const koreanRule = (
  id: string,
  category: StandaloneRule['category'],
  words: readonly string[],
): StandaloneRule => ({
  id: `ko-suits-after-${id}`,
  category,
  kind: 'suits',
  source: SOURCE,
  needs: ['좋은', '적합', '안성맞춤', '알맞은', '추천', '강추', '최적', '맞춤'].map(normLanguage),
  re: new RegExp(`${any(words)}${normLanguage(KO_AFTER)}`, 'gu'),
});

const KO_CLASSES = ['race', 'religion', 'national_origin'] as const;

export const LANGUAGE_SUITS_RULES: readonly StandaloneRule[] = [
  ...SUITS.map(rulesOf),
  koreanRule('household', 'familial_status', KO_HOUSEHOLDS),
  ...KO_CLASSES.map((c) => koreanRule(c, c, KOREAN.classes[c] ?? [])),
];
