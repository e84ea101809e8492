import type { ClassVocabulary } from '../types';
import { list } from './list';

/**
 * Marital status (state class). A preference for "couples" or "singles" is familial status under the
 * federal Act (HUD 1995 memo); a preference for married or unmarried people is marital status.
 */
export const MARITAL_STATUS: ClassVocabulary = {
  category: 'marital_status',
  source: 'state',
  reason: 'States a preference or limitation by marital status',
  suggestion: 'Remove the marital status; describe the home instead.',
  people: list(`
    married couple, unmarried couple, husband and wife, man and wife, husband wife, married people,
    married person, divorcee, divorcees, widow, widower, unmarried partner, domestic partner, common law couple,
    cohabiting couple, live in partner, live in boyfriend, live in girlfriend, married adults,
    wedded couple, legally married couple, unwed mother, unwed couple, boyfriend and girlfriend,
    girlfriend and boyfriend, couples living together, engaged couple, separated couple
  `),
  adjectives: list(
    'married, unmarried, divorced, widowed, legally married, not married, cohabiting, legally wed, newly wed',
  ),
  // Spanish couples said by not being married ("parejas que viven juntas", "en unión libre") are marital
  // status, not the familial "parejas" (couples only, no children).
  // "wed" is also Wednesday ("open house Wed"): only a people noun after it makes it a class word.
  ambiguous: list('wed, wedded, separated, engaged, unwed'),
  esPeople: list(
    'matrimonio, matrimonios, parejas casadas, pareja casada, esposos, marido y mujer, divorciados, parejas que viven juntas, pareja que vive junta, parejas no casadas, pareja no casada, parejas sin casar, parejas en union libre, pareja en union libre, parejas que conviven, concubinos',
  ),
  esAdjectives: list('casado, divorciado, viudo'),
};
