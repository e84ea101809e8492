import { describe, expect, it } from 'vitest';
import { SOURCE_IDS } from '../sources';
import { CORPUS } from './index';
import { checkSentence, measure, outcomeOf } from './measure';
import { SPANISH } from './spanish';

describe('the labelled corpus', () => {
  it('has 400+ sentences, 40%+ acceptable, 40+ in Spanish, each with a class and a known source', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(400);
    expect(CORPUS.filter((s) => s.label === 'ok').length / CORPUS.length).toBeGreaterThanOrEqual(0.4);
    expect(SPANISH.length).toBeGreaterThanOrEqual(40);
    for (const s of CORPUS) {
      expect(SOURCE_IDS, s.text).toContain(s.source);
      if (s.label !== 'ok') expect(s.category, s.text).not.toBeNull();
    }
    expect(new Set(CORPUS.map((s) => `${s.state ?? ''} ${s.text.toLowerCase()}`)).size).toBe(CORPUS.length);
  });

  it.each(CORPUS.map((s) => [s.label, s.text, s] as const))('%s: %s', (_label, _text, s) => {
    const findings = checkSentence(s);
    expect(outcomeOf(findings)).toBe(s.label);
    if (s.label !== 'ok') expect(findings.map((f) => f.category)).toContain(s.category);
    for (const f of findings) expect(s.text.slice(f.index, f.index + f.phrase.length)).toBe(f.phrase);
  });

  it('catches every violation, blocks every explicit exclusion and raises no false alarm', () => {
    const m = measure(CORPUS);
    expect(m.misses).toEqual([]);
    expect(m.violations_caught_pct).toBe(100);
    expect(m.exclusions_blocked_pct).toBe(100);
    expect(m.false_alarms_pct).toBe(0);
  });
});
