import type { TComplianceFinding } from '@pp/contract';
import { type ComplianceContext, checkAdvertisingRules } from './advertising-rules';
import { ACCEPTABLE } from './fair-housing/acceptable';
import { checkFairHousing } from './fair-housing/check-fair-housing';
import { LEGACY_ACCEPTABLE, LEGACY_FLAGGED, type LegacyPhrase } from './fair-housing/legacy-phrases';

/**
 * Every finding for a draft or an edit: Fair Housing (42 U.S.C. §3604(c), HUD guidance, and the state
 * classes of the agent's state when the context names it) and, when the context says whose listing it
 * is, the advertising rules (NAR SoP 12-4, 12-5).
 */
export const checkCompliance = (text: string, context: ComplianceContext = {}): TComplianceFinding[] => [
  ...checkFairHousing(text, context.state ? { state: context.state } : {}),
  ...checkAdvertisingRules(text, context),
];

/** True when nothing in the findings stops a publish. */
export const isPublishable = (findings: readonly TComplianceFinding[]): boolean =>
  findings.every((f) => f.severity !== 'block');

/**
 * The phrase list the rule engine replaced, kept as data the engine must still catch (its tests check
 * every entry), with the entries HUD guidance contradicts corrected (see legacy-phrases.ts).
 */
export const FAIR_HOUSING_PHRASES: readonly LegacyPhrase[] = LEGACY_FLAGGED;
/** Phrases that describe the property: the old list's and the engine's own masks. */
export const ACCEPTABLE_PHRASES: readonly string[] = [...new Set([...LEGACY_ACCEPTABLE, ...ACCEPTABLE])];
export { checkFairHousing };
