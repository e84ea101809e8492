import { REFUSALS_29_RULES } from './refusals-29';
import { SCREENS_29_RULES } from './screens-rules-29';
import type { StandaloneRule } from './standalone-rules';
import { STEER_29_RULES } from './steer-rules-29';
import { TERMS_29_RULES } from './terms-rules-29';

/** Review-29's miss families (helper fh29). One entry in registry.ts; every rule is gated by `needs`. */
export const REACH_29_RULES: readonly StandaloneRule[] = [
  // Worship, dress, one sex, quid pro quo, assistance animals, independence, recovery, children.
  ...TERMS_29_RULES,
  // Origin documents and steering, income source, unmarried partners, civilians.
  ...SCREENS_29_RULES,
  // Steering said as a prediction or preference of a class; places described by nationality.
  ...STEER_29_RULES,
  // Refusals to renew, guarantors and U.S. birth certificates asked of a class; adult age caps.
  ...REFUSALS_29_RULES,
];
