import { describe, expect, it } from 'vitest';
import { SOURCE_IDS } from '../sources';
import { HELD_OUT } from './held-out';
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

describe('the held-out set', () => {
  it('has 120+ sentences, 40%+ acceptable, and meets the goals: ≥95% caught, ≥95% blocked, ≤5% false alarms', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(120);
    expect(HELD_OUT.filter((s) => s.label === 'ok').length / HELD_OUT.length).toBeGreaterThanOrEqual(0.4);
    for (const s of HELD_OUT) expect(SOURCE_IDS, s.text).toContain(s.source);
    const m = measure(HELD_OUT);
    expect(m.violations_caught_pct).toBeGreaterThanOrEqual(95);
    expect(m.exclusions_blocked_pct).toBeGreaterThanOrEqual(95);
    expect(m.false_alarms_pct).toBeLessThanOrEqual(5);
  });
});
