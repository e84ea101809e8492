import type { TComplianceFinding } from '@pp/contract';
import { checkFairHousing } from '../check-fair-housing';
import type { LabelledSentence } from './corpus';

/** What the check said about one sentence: its strongest severity, or ok when nothing was found. */
export const outcomeOf = (findings: readonly TComplianceFinding[]): LabelledSentence['label'] =>
  findings.length === 0 ? 'ok' : findings.some((f) => f.severity === 'block') ? 'block' : 'warn';

export const checkSentence = (s: LabelledSentence) =>
  checkFairHousing(s.text, s.state ? { state: s.state } : {});

/** The benchmark's three rates over a labelled set, in percent. */
export const measure = (
  sentences: readonly LabelledSentence[],
  // Another check (bench/compliance-reader.ts: the rules alone, or with a reader trained without the set).
  check: (s: LabelledSentence) => readonly TComplianceFinding[] = checkSentence,
) => {
  let violations = 0;
  let caught = 0;
  let blocks = 0;
  let blocked = 0;
  let acceptable = 0;
  let falseAlarms = 0;
  const misses: string[] = [];
  for (const s of sentences) {
    const outcome = outcomeOf(check(s));
    if (s.label === 'ok') {
      acceptable++;
      if (outcome !== 'ok') falseAlarms++;
    } else {
      violations++;
      if (outcome !== 'ok') caught++;
      if (s.label === 'block') {
        blocks++;
        if (outcome === 'block') blocked++;
      }
    }
    if (outcome !== s.label) misses.push(`${s.label} → ${outcome}: ${s.text}`);
  }
  const pct = (n: number, d: number) => (d === 0 ? 0 : Math.round((n / d) * 1000) / 10);
  return {
    sentences: sentences.length,
    violations_caught_pct: pct(caught, violations),
    exclusions_blocked_pct: pct(blocked, blocks),
    false_alarms_pct: pct(falseAlarms, acceptable),
    counts: { violations, caught, blocks, blocked, acceptable, false_alarms: falseAlarms },
    misses,
  };
};
