import { BIRTHPLACE_RULES } from './birthplace-asks';
import { CLASS_GROUPING_RULES } from './class-grouping';
import { FALSE_UNAVAILABILITY_RULES } from './false-unavailability';
import { HARASSMENT_IGNORED_RULES } from './harassment-ignored';
import { LANGUAGE_ACCESS_RULES } from './language-access';
import type { StandaloneRule } from './standalone-rules';

/**
 * Race, colour, religion and national-origin families as grammars, each its own file with
 * its sources and tests: false unavailability told to a class (24 CFR §100.80), grouping or assigning
 * residents by class (§100.70(c)(4)), harassment complaints the landlord will not act on (§100.7,
 * §100.600(a)(2)), an interpreter refused (HUD LEP guidance, 2016), birthplace asked of buyers or on an
 * application (HUD national origin guidance, 2016). One entry in registry.ts; every rule is gated by
 * the words it needs (rule-gate.ts). Other languages are data in vocabulary/lang-*.ts.
 */
export const ORIGIN_RULES: readonly StandaloneRule[] = [
  ...FALSE_UNAVAILABILITY_RULES,
  ...CLASS_GROUPING_RULES,
  ...HARASSMENT_IGNORED_RULES,
  ...LANGUAGE_ACCESS_RULES,
  ...BIRTHPLACE_RULES,
];
