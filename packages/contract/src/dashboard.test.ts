import { describe, expect, it } from 'vitest';
import { formatUsDate, planLabel } from './dashboard';

describe('planLabel', () => {
  it('turns snake_case into capitalised words', () => {
    expect(planLabel('professional_monthly')).toBe('Professional Monthly');
    expect(planLabel('free_trial')).toBe('Free Trial');
    expect(planLabel('PRO')).toBe('Pro');
  });
  it("says 'Free Plan' without a plan", () => {
    expect(planLabel(null)).toBe('Free Plan');
    expect(planLabel('')).toBe('Free Plan');
    expect(planLabel(undefined)).toBe('Free Plan');
  });
});

describe('formatUsDate', () => {
  it('formats MM/DD/YYYY in UTC with leading zeros', () => {
    expect(formatUsDate('2026-03-04T23:59:59.000Z')).toBe('03/04/2026');
    expect(formatUsDate('2026-12-25T00:00:00.000Z')).toBe('12/25/2026');
  });
  it('gives null for a missing or invalid date', () => {
    expect(formatUsDate(null)).toBeNull();
    expect(formatUsDate('not a date')).toBeNull();
  });
});
