import { beforeAll } from 'vitest';
import { outcomeOf } from '../corpus/measure';
import { checkFairHousingRules } from '../engine';
import { joinTokens, tokenise } from '../normalise';
import type { StandaloneRule } from '../standalone-rules';

/**
 * The shared reads of the per-family tests (<family>.test.ts beside each family's code): the engine's
 * findings as "rule/category severity", its outcome for a sentence, and whether one family's rule
 * itself matches (another rule may win the overlap in the engine's output). Test-only: imported by
 * test files, never by the checker.
 */
const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});

export const findingsOf = (text: string, state?: string) =>
  check(text, state).map((f) => `${f.rule} ${f.severity}`);

export const outcomeFor = (text: string, state?: string) => outcomeOf(check(text, state));

export const firesIn = (rules: readonly StandaloneRule[], text: string, id: string) => {
  const norm = joinTokens(tokenise(text)).text;
  return rules.some((r) => `${r.id}/${r.category}` === id && new RegExp(r.re.source).test(norm));
};

/** The engine compiles its rules on first use; that cost is not a test's. */
export const warmUp = () =>
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

/**
 * The rules of the families widened together for reported speech and headings (told-unavailable.ts,
 * disliked-tenants.ts, accommodation-headings.ts, reported-asks.ts, steer-by-class.ts): a look-alike
 * of any one of them must be a finding of none (other families may still speak: "Section 8 lady" is a
 * description).
 */
export const WIDENED_FAMILIES =
  /^(?:told-unavailable-(?:next|if)|disliked-tenant-ended|assistance-animal-fee-heading|ask-whether-disabled|happier-elsewhere|children-planned-asked)\//;
