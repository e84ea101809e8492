import type { ProtectedClass } from '../types';

/**
 * How an agent perceives a caller or visitor's class without naming it: by the voice ("sounds Black on
 * the phone", "a heavy accent"), by skin tone ("darker-skinned", "fair complexion"), by religious dress
 * ("wears a hijab", "in a yarmulke"). Housing discrimination testing rests on exactly this (HUD's
 * paired tests of linguistic profiling; 24 CFR §100.70(c), §100.80(b)): the class is read off the person.
 * Alone these words are lawful ("accent wall", "fair-weather porch", "hat hooks"); the rules that use
 * them (differential-terms.ts, trait-steering.ts) need a frame of different treatment or a redirect.
 * Regular-expression fragments over the normalised text (lower case, no apostrophes, hyphens as spaces).
 */
export type TraitGroup = { category: ProtectedClass; needs: readonly string[]; forms: string };

const SOUND = '(?:sound|sounds|sounded|sounding)(?: like)?(?: (?:they are|theyre|he is|hes|she is|shes))?';
// Seen rather than heard: "the applicant looks Black from her ID", "he seemed Hispanic" (24 CFR §100.80(b):
// the same profiling by a photo or a visit). Only said of a person, so "the trim looks white" is no trait.
const SEEN =
  '(?<=\\b(?:he|she|they|theyre|shes|hes|applicants?|callers?|tenants?|renters?|buyers?|prospects?|visitors?|guy|lady|woman|man|family|couple)(?: [a-z]+)? )(?:looks?|looked|looking|seems?|seemed|appears?|appeared)(?: to be)?(?: like)?';
const RACE_HEARD = '(?:black|white|hispanic|latino|latina|latinx|asian|african american|ghetto|urban|ethnic)';
const ORIGIN_HEARD =
  '(?:foreign|mexican|indian|arab|arabic|chinese|african|russian|middle eastern|spanish|haitian|filipino|korean|vietnamese|nigerian|somali|immigrant|fob)';

export const PERCEIVED_TRAITS: readonly TraitGroup[] = [
  {
    // Linguistic profiling by race: the caller "sounds Black"; or "looks Black" from a photo.
    category: 'race',
    needs: ['sound', 'look', 'seem', 'appear'],
    forms: `(?:${SOUND}|${SEEN}) ${RACE_HEARD}`,
  },
  {
    // An accent or a voice heard as foreign stands for national origin (24 CFR §100.5(b); HUD LEP 2007).
    category: 'national_origin',
    needs: ['accent', 'sound', 'broken english', 'name'],
    forms: `(?:(?:heavy|thick|strong|foreign|noticeable|obvious|pronounced|funny|weird|an|some) accent(?! (?:wall|walls|tile|tiles|light|lights|lighting|color|colors|colour|colours|piece|pieces|chair|chairs|rug|rugs|trim|stripe|ceiling|window|windows|pillows?|table|tables))|(?:with|has|have|having) (?:an? |thick |heavy |strong |foreign )?accents\\b|accented (?:english|voices?|callers?)|broken english|${SOUND} ${ORIGIN_HEARD}|(?:your|his|her|their) (?:last )?name (?:is|sounds|looks) (?:so |very |kind of )?(?:foreign|ethnic|${ORIGIN_HEARD})|(?:foreign|ethnic)(?: sounding)? (?:last )?names?)`,
  },
  {
    // Skin tone is colour (42 U.S.C. §3604): "dark-skinned", "lighter complexions".
    category: 'color',
    needs: ['skin', 'complexion'],
    forms:
      '(?:(?:dark|darker|light|lighter|fair|fairer|brown|pale|olive|black|white) ?(?:skinned|complexioned|skin(?: tone)?|complexions?))',
  },
  {
    // Religious dress stands for religion (24 CFR §100.70(c)(1): steering by religion).
    category: 'religion',
    needs: [
      'hijab',
      // 'headscarves' holds neither 'headscarf' nor 'head scarf'.
      'headscar',
      'head scar',
      'niqab',
      'burqa',
      'burka',
      'turban',
      'yarmulke',
      'kippah',
      'kippa',
      'skullcap',
      'head covering',
      'sheitel',
      'payot',
      'payos',
      'tzitzit',
      'bindi',
    ],
    forms:
      '(?:hijabs?|headscarf|headscarves|head scarf|head scarves|niqabs?|burqas?|burkas?|turbans?|yarmulkes?|kippahs?|kippas?|skullcaps?|religious head coverings?|head coverings?|sheitels?|payot|payos|tzitzit|bindis?)',
  },
  {
    // A disability read off the aid a person comes with: "came in with a guide dog", "the lady in the
    // wheelchair", "a guy using a walker" (24 CFR §100.80(b), §100.70(c): treated by a handicap seen).
    category: 'handicap',
    needs: [
      'guide dog',
      'service dog',
      'seeing eye',
      'wheelchair',
      'walker',
      'white cane',
      'crutches',
      'mobility scooter',
      'oxygen tank',
      'hearing aid',
    ],
    forms:
      '(?:(?:with|using|uses|use|need|needs|rely on|relies on|in|on|had|has|brought|pushing) (?:a |an |his |her |their |the )?(?:guide dogs?|service dogs?|seeing eye dogs?|wheelchairs?|power chairs?|walkers?|canes?|white canes?|crutches|mobility scooters?|oxygen tanks?|hearing aids?))',
  },
  {
    // A child or a pregnancy seen at a showing stands for familial status (42 U.S.C. §3602(k)): "whoever
    // calls with a stroller in tow", "the couple with the car seat", "she looked pregnant".
    category: 'familial_status',
    needs: ['stroller', 'in tow', 'car seat', 'diaper bag', 'pregnant', 'baby bump', 'baby', 'little one'],
    forms:
      '(?:(?:with|pushing|has|had|brought|brings|bringing|carrying) (?:a |an |the |their |her |his )?(?:strollers?|car seats?|diaper bags?|baby bumps?)|(?:kids|children|a baby|babies|toddlers|little ones) in tow|(?:looks?|looked|seems?|seemed|visibly|obviously) pregnant|(?:a |the |your |their |her )?(?:baby|little one) (?:coming|on the way|due))',
  },
];

/** One group's forms, word-bounded, for a rule's regex. */
export const traitRe = (g: TraitGroup) => `\\b${g.forms}\\b`;
