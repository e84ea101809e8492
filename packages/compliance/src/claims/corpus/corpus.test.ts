import { describe, expect, it } from 'vitest';
import { CLAIM_CORPUS } from './index';
import { judgeCase, measureClaims } from './measure';

describe('claim corpus', () => {
  it('holds at least 300 labelled cases, wrong, unsupported and clean', () => {
    expect(CLAIM_CORPUS.length).toBeGreaterThanOrEqual(300);
    const labels = CLAIM_CORPUS.map((c) => c[2]);
    expect(labels.filter((l) => l.includes(':block')).length).toBeGreaterThan(80);
    expect(labels.filter((l) => l.includes(':warn')).length).toBeGreaterThan(30);
    expect(labels.filter((l) => l === '').length).toBeGreaterThan(150);
  });

  it.each(CLAIM_CORPUS.map((c) => [c[1], c] as const))('%s', (_, c) => {
    const r = judgeCase(c);
    expect({ missed: r.missed, falseAlarms: r.falseAlarms }).toEqual({ missed: [], falseAlarms: [] });
    expect(r.severityRight).toBe(r.want);
  });

  it('catches every labelled claim with no false alarm over the whole corpus', () => {
    const m = measureClaims(CLAIM_CORPUS);
    expect(m.caught_pct).toBe(100);
    expect(m.false_alarms_pct).toBe(0);
  });
});
