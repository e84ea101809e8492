import type { TDesignRate, TFieldSeries } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { fellByAFifth, flagExtractionHealth, MIN_REPORTS, rateOf } from './flag-extraction-health';

const day = (d: string, filled: number, reports = 10) => ({
  day: d,
  reports,
  filled,
  needs_confirmation: 0,
  rate: rateOf(filled, reports),
});
const series = (days: TFieldSeries['days'], field: TFieldSeries['field'] = 'price'): TFieldSeries => ({
  source: 'zillow',
  field,
  days,
});
const design = (fingerprint: string, first_seen: string, rate: number, reports = 20): TDesignRate => ({
  source: 'redfin',
  fingerprint,
  first_seen,
  reports,
  rate,
});
const flags = (fields: TFieldSeries[], designs: TDesignRate[] = []) =>
  flagExtractionHealth({ fields, designs, newSince: '2031-03-01' });

describe('a fifth', () => {
  it('is relative to the day before, the boundary included', () => {
    expect(fellByAFifth(1, 0.8)).toBe(true);
    expect(fellByAFifth(1, 0.81)).toBe(false);
    expect(fellByAFifth(0.5, 0.4)).toBe(true);
    expect(fellByAFifth(0, 0)).toBe(false);
  });
});

describe('field drops', () => {
  it('flags a field that fell by a fifth or more from one day to the next', () => {
    const price = series([day('2031-03-01', 10), day('2031-03-02', 9), day('2031-03-03', 7)]);
    expect(flags([price])).toEqual([
      {
        kind: 'field_drop',
        source: 'zillow',
        field: 'price',
        day: '2031-03-03',
        previous_rate: 0.9,
        rate: 0.7,
      },
    ]);
  });

  it('compares calendar neighbours only, and skips days with too few reads', () => {
    const gap = series([day('2031-03-01', 10), day('2031-03-03', 1)]);
    const thin = series(
      [day('2031-03-01', 4, MIN_REPORTS - 1), day('2031-03-02', 0, MIN_REPORTS - 1)],
      'beds',
    );
    expect(flags([gap, thin])).toEqual([]);
  });

  it('does not flag a steady or rising field', () => {
    expect(flags([series([day('2031-03-01', 6), day('2031-03-02', 6), day('2031-03-03', 9)])])).toEqual([]);
  });
});

describe('new designs', () => {
  it('flags a new design a fifth or more below the source’s established ones', () => {
    const old = design('aaaaaaaa', '2031-01-01', 0.8);
    const bad = design('bbbbbbbb', '2031-03-02', 0.5);
    const fine = design('cccccccc', '2031-03-02', 0.75);
    expect(flags([], [old, bad, fine])).toEqual([
      {
        kind: 'new_design',
        source: 'redfin',
        fingerprint: 'bbbbbbbb',
        first_seen: '2031-03-02',
        rate: 0.5,
        baseline_rate: 0.8,
      },
    ]);
  });

  it('without an established design, flags a new one below half; never one with too few reads', () => {
    const low = design('dddddddd', '2031-03-01', 0.3);
    const good = design('eeeeeeee', '2031-03-01', 0.7);
    const few = design('ffffffff', '2031-03-02', 0.1, MIN_REPORTS - 1);
    expect(flags([], [low, good, few])).toEqual([
      expect.objectContaining({ fingerprint: 'dddddddd', baseline_rate: null }),
    ]);
  });
});
