import type { SourceId } from '../sources';
import type { ProtectedClass } from '../types';

/**
 * Attributes of an applicant that stand for a protected class without naming it: "strollers" for
 * children, "without an accent" for national origin, "born a man" for gender identity. Alone they are
 * lawful words (a nursery, a wheelchair ramp, a church nearby); with a selection frame around them
 * (selection-frames.ts) they state a preference or limitation, 42 U.S.C. §3604(c), and when they set
 * different terms, §3604(b). Each group cites where its class and its indirect forms come from.
 * Forms are regular-expression fragments over the normalised text (lower case, no apostrophes).
 */
export type AttributeGroup = {
  category: ProtectedClass;
  source: SourceId;
  /** Why these words stand for the class, one phrase for the finding's reason. */
  stands: string;
  /** Cheap substrings: the group's regex runs only on a text holding one (needles.ts). */
  needs: readonly string[];
  forms: readonly string[];
};

const NUM_UNDER_18 = '(?:[1-9]|1[0-7]|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirteen)';
const AGE_NEXT =
  '(?= \\||$| ,| (?:years?|yrs?|yo|only|preferred|please|if|who|and|or|need|apply|is|are|will|would|he|she|they|you|may|might)\\b)';
const ADULT_AGE = '(?:[2-9]\\d|twenty|thirty|forty|fifty|sixty|seventy|eighty)';

export const APPLICANT_ATTRIBUTES: readonly AttributeGroup[] = [
  {
    // 42 U.S.C. §3602(k): familial status covers children under 18 and anyone pregnant; the Keating
    // memo and HUD 1995 memo treat words for babies and children as words for families with them.
    category: 'familial_status',
    source: 'fha3602k',
    stands: 'children, a pregnancy or a growing household',
    needs: [
      'stroller',
      'nursery',
      'tiny human',
      'little ones',
      'due date',
      'expecting',
      'growing',
      'grown',
      'moved out',
      'out of the house',
      'empty nest',
      'on the way',
      'baby coming',
      'baby due',
      'pregnan',
      'toddler',
      'kids under',
      'children under',
      'with kids',
      'little kids',
      'small kids',
      'young kids',
      'little children',
      'small children',
      'young children',
      'with children',
      'with a baby',
      'newborn',
    ],
    forms: [
      'strollers?',
      'nursery',
      'tiny humans?',
      'little ones',
      'due dates?',
      '(?<=\\b(?:is|isnt|are|arent|not|theyre|shes|youre|were|currently) )expecting(?! (?:to|a call|calls|high|more|demand|delivery|guests))',
      '(?:household|family|families) (?:is |isnt |is not |are |arent |will be |might be )?(?:growing|about to grow)',
      '(?:baby|babies|little one) (?:on the way|coming|due)',
      'pregnan(?:t|cy)',
      'toddlers?',
      // Grown children and empty nests say "no minors at home" (42 U.S.C. §3602(k)).
      '(?:kids|children) (?:are |all )?(?:grown|grown up|out of the house|moved out)',
      'empty nesters?',
      'newborns?',
      `(?:kids|children) under ${NUM_UNDER_18}\\b`,
      '(?<=\\b(?:households?|families|tenants|applicants|renters|those|parents) )with (?:little |small |young )?(?:kids|children|a baby|babies|toddlers|minors)',
    ],
  },
  {
    // HUD OGC, Guidance on the Application of the Fair Housing Act to National Origin (Sept. 15, 2016):
    // birthplace, ancestry, accent and language stand for national origin.
    category: 'national_origin',
    source: 'hudNo2016',
    stands: 'where a person was born or grew up, or how they speak',
    needs: [
      'born ',
      'accent',
      'grew up',
      'overseas',
      'abroad',
      'originally',
      'native speaker',
      'interpreter',
      'foreign',
      'immigrant',
    ],
    forms: [
      'born (?:and raised )?(?:here|in (?:the )?(?:us|usa|u s|america|united states|this country|the states))',
      'born (?:outside|abroad|overseas|elsewhere|in another country|out of the country)',
      '(?<=\\b(?:without|no|has|have|with|thick|heavy|strong|foreign) (?:an |a )?(?:thick |heavy |strong |foreign )?)accents?',
      'grew up (?:outside|abroad|overseas|in another country|elsewhere)',
      '(?:from|raised) (?:originally )?(?:overseas|abroad)',
      '(?:where|what country) (?:theyre|they are|youre|you are|hes|he is|shes|she is|they come) (?:from )?originally',
      'native (?:english )?speakers?',
      'interpreters?',
      '(?:foreign|immigrant) (?:born|background|backgrounds|sounding names?)',
      'immigrants?',
    ],
  },
  {
    // HUD 1995 memo and 24 CFR §109.20: race said by names used as a proxy, or by "people like you".
    category: 'race',
    source: 'hud1995',
    stands: 'names used as a proxy, or looking like a group',
    needs: [
      'named like',
      'names like',
      'sounding names',
      'look like',
      'looks like',
      'like you',
      'like yours',
    ],
    forms: [
      '(?:named|names) like [a-z]+',
      '(?:ethnic|black|urban) sounding names?',
      '(?<=\\b(?:people|folks|families|tenants|someone) (?:who|that) )(?:look|looks) like (?:yours|you|us|ours|ourselves|them)',
      '(?:people|folks|families) like (?:you|yours)',
    ],
  },
  {
    // 42 U.S.C. §3604(c) names color apart from race; skin said of the applicant stands for it (HUD 1995 memo).
    category: 'color',
    source: 'hud1995',
    stands: 'skin colour',
    needs: ['dark', 'skinned', 'skin'],
    forms: ['not too dark', '(?:light|dark|fair|pale) skinned', 'skin (?:tone|tones|color|colour)'],
  },
  {
    // HUD 2021 memo (EO 13988, Bostock): sex includes gender identity; "real woman" and "born a man"
    // sort people by whether their gender matches their sex assigned at birth.
    category: 'gender_identity',
    source: 'hud2021',
    stands: 'whether a person is transgender',
    needs: [
      'real wom',
      'real m',
      'born a',
      'born m',
      'born f',
      'transition',
      'birth certificate',
      'biological',
    ],
    forms: [
      'real (?:women|woman|men|man|girls?|guys?|ladies|lady)',
      'born (?:a )?(?:man|woman|male|female|boy|girl)',
      'transitioning|transitioned',
      '(?:the )?sex on (?:their|his|her|your) birth certificates?',
      'biological (?:women|woman|men|man|females?|males?)',
    ],
  },
  {
    // Marital status is a state class (jurisdiction table); unmarried partners, girlfriends and
    // boyfriends, and "normal couples" stand for it.
    category: 'marital_status',
    source: 'state',
    stands: 'whether a couple is married',
    needs: ['married', 'girlfriend', 'boyfriend', 'normal couple', 'lifestyle', 'traditional'],
    forms: [
      '(?:unmarried|not married|non married|married) (?:partners?|couples?|people|tenants|applicants)',
      'girlfriends?|boyfriends?',
      'normal couples?',
      '(?:girlfriend|boyfriend|shacking up) lifestyle',
      // A resident description coded for married parents (HUD 1995 memo on "traditional" households).
      'traditional (?:family values|family|families|couples?)(?: (?:folks|people|types|crowd|households?))?',
    ],
  },
  {
    // Age is a state class (jurisdiction table); HUD 1995 memo: an age range for residents is a
    // limitation. HOPA housing states its exemption and is not read (hopaExempt).
    category: 'age',
    source: 'state',
    stands: 'an age',
    needs: ['between', 'under ', 'retiree', 'years ahead', 'at 6', 'at 7', 'at 8', 'aged '],
    forms: [
      `(?:between|aged|ages) (?:the ages of )?${ADULT_AGE} (?:and|to) ${ADULT_AGE}`,
      // A number of years, not of pounds or minutes: only an age's words or the clause's end may follow.
      `under (?:forty|fifty|sixty|seventy|[3-9]\\d)${AGE_NEXT}`,
      'retirees?',
      'more years ahead(?: of (?:them|you|him|her))?',
      `at [6-9]\\d${AGE_NEXT}`,
    ],
  },
  {
    // Military status is a state class (jurisdiction table); a discharge, a Guard or Reserve role and
    // being called up stand for it.
    category: 'military_status',
    source: 'state',
    stands: 'military service or discharge',
    needs: ['discharge', 'guard', 'reserve', 'called up', 'deploy', 'active duty'],
    forms: [
      '(?:discharge|discharged) (?:was |is )?(?:less than honorable|other than honorable|dishonorabl[ye]|general)',
      '(?:dishonorabl[ye]|less than honorabl[ey]|other than honorabl[ey]) discharged?',
      '(?<=\\b(?:in|with|from|joined) the )(?:national guard|guard|reserves?)',
      'called up',
      'deployed|deployments?',
      'active duty',
    ],
  },
  {
    // 42 U.S.C. §3604(f) and §3602(h); HUD 1995 memo: describe the property, not the resident's ability;
    // a wheelchair, an oxygen tank or needing help stand for a handicap (24 CFR §100.202).
    category: 'handicap',
    source: 'fha3602h',
    stands: 'a disability or needing help',
    needs: [
      'wheelchair',
      'health',
      'medical',
      'disabilit',
      'oxygen',
      'cane',
      'crutches',
      'scooter',
      'hearing aid',
      'service dog',
      'service animal',
      'guide dog',
      'assistance animal',
      'assistance dog',
      'walker',
      'without help',
      'without assistance',
      'special arrangements',
      'special accommodations',
      'special needs',
    ],
    forms: [
      'wheelchairs?(?! (?:accessible|access|ramp|ramps|friendly|lift|lifts|width|turning))',
      'oxygen(?: tanks?)?',
      '(?:health|medical) (?:conditions?|issues|problems)|disabilit(?:y|ies)',
      'canes?|crutches|mobility scooters?|hearing aids?',
      '(?:service|guide|assistance) (?:dogs?|animals?)',
      '(?:a )?walkers?(?! (?:paradise|score|friendly|s paradise))',
      'without (?:help|assistance)',
      'special (?:arrangements|accommodations|help|needs)',
    ],
  },
  {
    // 42 U.S.C. §3604(a), (c) and §3607(a): a faith as a condition; HUD 1995 memo on religious words.
    category: 'religion',
    source: 'fha3607a',
    stands: 'sharing a faith',
    needs: [
      'brothers and sisters',
      'our faith',
      'church family',
      'believer',
      'god fearing',
      'same faith',
      'our beliefs',
    ],
    forms: [
      '(?:brothers|sisters) and (?:brothers|sisters) (?:of|in) (?:the |our )?(?:church|christ|faith|lord)',
      '(?:share|shares|sharing|of) (?:our|the same) (?:faith|beliefs|religion)',
      'church family',
      'believers?',
      'god fearing',
    ],
  },
];
