import type { ComplianceSeverity } from '@pp/contract';
import type { SourceId } from './sources';
import type { ProtectedClass } from './types';
import { VOCABULARIES } from './vocabulary';
import { list } from './vocabulary/list';

/**
 * The 188-phrase list the rule engine replaced (fair-housing-phrases.json until 2025), kept as
 * regression data: the engine must find each flagged phrase, in a sentence, with this class and
 * severity, and nothing in the acceptable ones. Lines are `severity class source | phrase`.
 *
 * Corrected where HUD guidance contradicts the old list: "bachelor" and "bachelorette" are removed
 * (the HUD 1995 memo names "bachelor apartment" a description of the unit); "senior discount" is
 * acceptable (a service, not a limit); "no section 8" is source of income (a state class), not national
 * origin; "jewish neighborhood" is religion. Words naming people without a pattern of preference
 * ("female tenant", "mature couple", "people of color") warn; "single person", "one person only",
 * "two people only" (occupancy, lawful under the 1998 Keating standards), "quiet tenants", "student
 * housing", "safe neighborhood" (no protected class) and the bare words "disabled", "handicapped",
 * "single woman", "single man" (flagged in a pattern such as "no disabled") are removed.
 */
const LINES = `
block race cfr109 | whites only
block race cfr109 | white only
block race cfr109 | white neighborhood
block race cfr109 | white community
block race cfr109 | white families
warn race cfr109 | caucasian
block race cfr109 | caucasians only
block race cfr109 | no blacks
block race cfr109 | black neighborhood
block race cfr109 | black community
block race cfr109 | hispanic neighborhood
block race cfr109 | latino neighborhood
block race cfr109 | asian neighborhood
block race cfr109 | no minorities
block race cfr109 | minorities not welcome
block race cfr109 | racially restricted
block race cfr109 | same race
block race cfr109 | no hispanics
block race cfr109 | no asians
warn race hud1995 | integrated neighborhood
warn race hud1995 | integrated community
warn race hud1995 | racially mixed
warn race hud1995 | diverse neighborhood
warn race hud1995 | ethnic neighborhood
warn race hud1995 | restricted community
warn race hud1995 | exclusive neighborhood
warn race hud1995 | exclusive community
warn race hud1995 | membership approval
warn race hud1995 | board approval required
warn race hud1995 | traditional neighborhood
warn color cfr109 | people of color
warn color cfr109 | colored people
block color cfr109 | no colored
block color cfr109 | light-skinned
block color cfr109 | dark-skinned
block color cfr109 | fair-skinned
block religion cfr109 | christians only
block religion cfr109 | christian only
block religion cfr109 | christian home
block religion cfr109 | christian community
block religion cfr109 | christian family
block religion cfr109 | catholics only
block religion cfr109 | catholic only
block religion cfr109 | jewish only
block religion cfr109 | jews only
block religion cfr109 | no jews
block religion cfr109 | muslims only
block religion cfr109 | no muslims
block religion cfr109 | mormons only
block religion cfr109 | hindus only
block religion cfr109 | buddhists only
block religion cfr109 | sikhs only
block religion cfr109 | protestant only
block religion cfr109 | no atheists
block religion cfr109 | must attend church
block religion cfr109 | church members only
block religion cfr109 | believers only
block religion cfr109 | god-fearing
block sex cfr109 | female only
block sex cfr109 | females only
block sex cfr109 | male only
block sex cfr109 | males only
block sex cfr109 | women only
block sex cfr109 | men only
block sex cfr109 | ladies only
block sex cfr109 | gentlemen only
warn sex cfr109 | female tenant
warn sex cfr109 | male tenant
warn sex cfr109 | female roommate
warn sex cfr109 | male roommate
warn sex cfr109 | bachelor pad
block sex cfr109 | no men
block sex cfr109 | no women
block handicap cfr109 | no wheelchairs
block handicap cfr109 | able-bodied
block handicap cfr109 | able bodied
block handicap cfr109 | must be able to climb stairs
block handicap cfr109 | must be ambulatory
block handicap cfr109 | not suitable for handicapped
block handicap cfr109 | not suitable for disabled
block handicap cfr109 | no handicapped
block handicap cfr109 | no disabled
warn handicap cfr109 | mentally ill
warn handicap cfr109 | mentally handicapped
block handicap cfr109 | physically fit
block handicap cfr109 | physically fit person
block handicap cfr109 | healthy tenants only
block handicap cfr109 | no service animals
block handicap cfr109 | crippled
block handicap cfr109 | retarded
block handicap cfr109 | no psychiatric
block handicap cfr109 | independent living only
block handicap cfr109 | must be in good health
warn handicap cfr109 | wheelchair-bound
warn handicap cfr109 | confined to a wheelchair
block familial_status cfr109 | adults only
block familial_status cfr109 | adult only
block familial_status cfr109 | adult community
warn familial_status cfr109 | adult living
block familial_status cfr109 | adult building
block familial_status cfr109 | no children
block familial_status cfr109 | no kids
block familial_status cfr109 | no minors
block familial_status cfr109 | no teenagers
block familial_status cfr109 | children not allowed
block familial_status cfr109 | not suitable for children
block familial_status cfr109 | not for children
block familial_status cfr109 | couples only
block familial_status cfr109 | couple only
block familial_status cfr109 | singles only
block familial_status cfr109 | one child only
block familial_status cfr109 | no families
warn familial_status cfr109 | mature couple
warn familial_status cfr109 | mature adults
warn familial_status cfr109 | mature person
warn familial_status cfr109 | mature tenants
warn familial_status cfr109 | older couple
block familial_status cfr109 | no pregnant
block familial_status cfr109 | child-free
block familial_status cfr109 | kid-free
block familial_status cfr109 | empty nesters only
warn familial_status hopa | retirees only
warn familial_status cfr109 | empty nesters
warn familial_status cfr109 | empty nester
warn familial_status cfr109 | perfect for empty nesters
warn familial_status cfr109 | perfect for families
warn familial_status cfr109 | family-friendly
warn familial_status cfr109 | family friendly neighborhood
warn familial_status cfr109 | great for families
warn familial_status cfr109 | ideal for singles
warn familial_status cfr109 | perfect for couples
warn familial_status cfr109 | ideal for a couple
warn familial_status cfr109 | newlyweds
warn familial_status cfr109 | young professionals
warn familial_status cfr109 | young couple
warn familial_status cfr109 | retirees
warn familial_status cfr109 | retired persons
warn familial_status cfr109 | older persons
warn familial_status cfr109 | senior citizens
warn familial_status cfr109 | seniors only
warn familial_status hopa | 55+ community
warn familial_status hopa | 55+
warn familial_status hopa | 55 and over
warn familial_status hopa | 55 and older
warn familial_status hopa | 62 and older
warn familial_status hopa | senior community
warn familial_status hopa | senior housing
warn familial_status hopa | age-restricted
block national_origin cfr109 | english speaking only
block national_origin cfr109 | english-speaking only
block national_origin cfr109 | must speak english
block national_origin cfr109 | english speakers only
block national_origin cfr109 | americans only
block national_origin cfr109 | no immigrants
block national_origin cfr109 | no foreigners
block national_origin cfr109 | citizens only
block national_origin cfr109 | us citizens only
block national_origin cfr109 | no mexicans
block national_origin cfr109 | no chinese
block national_origin cfr109 | no indians
block national_origin cfr109 | no arabs
block national_origin cfr109 | irish only
block national_origin cfr109 | italian neighborhood
block national_origin cfr109 | mexican neighborhood
block national_origin cfr109 | chinese neighborhood
block national_origin cfr109 | korean neighborhood
block national_origin cfr109 | polish neighborhood
block religion cfr109 | jewish neighborhood
block national_origin cfr109 | arab neighborhood
warn national_origin cfr109 | green card holders
warn source_of_income hudSoi | no section 8
warn national_origin cfr109 | must show passport
block handicap cfr109 | no blind
block handicap cfr109 | no deaf
`;

export type LegacyPhrase = {
  phrase: string;
  category: ProtectedClass;
  severity: ComplianceSeverity;
  reason: string;
  suggestion: string;
  source: SourceId;
};

const vocabularyOf = (c: ProtectedClass) => VOCABULARIES.find((v) => v.category === c)!;

export const LEGACY_FLAGGED: readonly LegacyPhrase[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [head = '', phrase = ''] = line.split(' | ');
    const [severity, category, source] = head.split(' ') as [ComplianceSeverity, ProtectedClass, SourceId];
    const v = vocabularyOf(category);
    return { phrase, category, severity, reason: v.reason, suggestion: v.suggestion, source };
  });

/** The old list's acceptable phrases (the engine's own masks are in acceptable.ts). */
export const LEGACY_ACCEPTABLE = list(`
  accessible parking, bachelor apartment, bachelor's degree, black granite,
  black stainless appliances, blind corner cabinet, bonus room, brown shingles, chapel on site,
  children's playground, chinese elm, colored glass, craftsman style, den, desirable neighborhood,
  disabled veterans discount, elevator building, english garden, english tudor, ethnic restaurants,
  family room, fourth-floor walk-up, french doors, french drain, gated entry, grab bars, great room,
  great view, guest suite, handicap accessible, handicapped accessible, handicapped parking,
  happy easter, his and hers sinks, in-law suite, italian marble, jogging trails, kids play area,
  kosher kitchen, master bath, master bedroom, master suite, merry christmas, mother-in-law suite,
  near bus stop, near parks, near schools, no pets, no smoking, non-smoking, nursery, pet friendly,
  playroom, primary suite, private backyard, private drive, private patio, quiet cul-de-sac,
  quiet street, rare find, santa claus, senior discount, single story, single-family home,
  single-level living, sober living, spanish colonial, spanish tile roof, step-free entry,
  two-car garage, walk score, walk to shops, walk-in closet, walk-in pantry, walk-in shower,
  walking distance, wheelchair accessible, wheelchair ramp, white cabinets, white oak floors,
  window blinds
`);
