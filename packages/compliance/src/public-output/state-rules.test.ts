import { US_STATES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { alteredPhotoRule, STATE_ADVERTISING_RULES, stateRules } from './state-rules';

describe('state advertising rules table', () => {
  it('holds one row per state, each rule with a source and an http(s) address', () => {
    const states = STATE_ADVERTISING_RULES.map((r) => r.state);
    expect(new Set(states).size).toBe(states.length);
    for (const row of STATE_ADVERTISING_RULES) {
      expect(US_STATES).toContain(row.state);
      const rules = [
        row.brokerageName,
        row.licenseNumber,
        row.teamName,
        row.alteredPhotos,
        row.listingConsent,
      ];
      for (const rule of rules.filter(Boolean)) {
        expect(rule?.source.length).toBeGreaterThan(8);
        expect(rule?.url).toMatch(/^https:\/\//);
      }
    }
  });

  it('requires the licence number in California only among the rows we can cite', () => {
    expect(STATE_ADVERTISING_RULES.filter((r) => r.licenseNumber).map((r) => r.state)).toEqual(['CA']);
    expect(stateRules('CA')?.licenseNumber?.where).toMatch(/social media/);
    expect(stateRules(undefined)).toBeUndefined();
    expect(stateRules('NM')).toBeUndefined();
  });

  it('applies an altered-photo rule from its effective day', () => {
    expect(alteredPhotoRule('CA', new Date('2025-12-31T23:00:00Z'))).toBeUndefined();
    expect(alteredPhotoRule('CA', new Date('2026-01-01T00:00:00Z'))?.originalRequired).toBe(true);
    expect(alteredPhotoRule('WI', new Date('2026-12-31T00:00:00Z'))).toBeUndefined();
    expect(alteredPhotoRule('WI', new Date('2027-01-01T00:00:00Z'))?.originalRequired).toBe(false);
  });
});
