import { US_STATES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { alteredPhotoRule, STATE_ADVERTISING_RULES, stateRules } from './state-rules';

const rulesOf = (row: (typeof STATE_ADVERTISING_RULES)[number]) =>
  [row.brokerageName, row.licenseNumber, row.teamName, row.alteredPhotos, row.listingConsent].filter(
    (rule) => rule !== undefined,
  );

describe('state advertising rules table', () => {
  it('holds one row per state, in alphabetical order', () => {
    const states = STATE_ADVERTISING_RULES.map((r) => r.state);
    expect(new Set(states).size).toBe(states.length);
    expect(states).toEqual([...states].sort());
    for (const state of states) expect(US_STATES).toContain(state);
  });

  it('gives every rule its section, an https address and what was read to check it', () => {
    for (const row of STATE_ADVERTISING_RULES) {
      for (const rule of rulesOf(row)) {
        expect(rule.source, row.state).toMatch(/§|r\. |R\d|Code|Act/);
        expect(rule.url, row.state).toMatch(/^https:\/\/[^\s]+$/);
        expect(rule.checked.length, `${row.state} ${rule.source}`).toBeGreaterThan(30);
      }
    }
  });

  it('requires the licence number in California only among the rows we can cite', () => {
    expect(STATE_ADVERTISING_RULES.filter((r) => r.licenseNumber).map((r) => r.state)).toEqual(['CA']);
    expect(stateRules('CA')?.licenseNumber?.where).toMatch(/social media/);
    expect(stateRules('CA')?.licenseNumber?.source).toMatch(/2773/);
    expect(stateRules(undefined)).toBeUndefined();
    expect(stateRules('NM')).toBeUndefined();
  });

  it('cites each team rule at the section that states it, not at a definitions section', () => {
    const teams = STATE_ADVERTISING_RULES.filter((r) => r.teamName).map((r) => r.state);
    expect(teams).toEqual(['CA', 'FL', 'OH', 'TX', 'WA']);
    expect(stateRules('CA')?.teamName?.source).toMatch(/^Cal\. Bus\. & Prof\. Code §10159\.6\(b\)/);
    expect(stateRules('OH')?.teamName?.requirement).toMatch(/equal or greater prominence/);
  });

  it('records a state rule on another firm’s listing where one exists (IL, WI)', () => {
    expect(STATE_ADVERTISING_RULES.filter((r) => r.listingConsent).map((r) => r.state)).toEqual(['IL', 'WI']);
  });

  it('applies an altered-photo rule from its effective day', () => {
    expect(alteredPhotoRule('CA', new Date('2025-12-31T23:00:00Z'))).toBeUndefined();
    expect(alteredPhotoRule('CA', new Date('2026-01-01T00:00:00Z'))?.originalRequired).toBe(true);
    expect(alteredPhotoRule('WI', new Date('2026-12-31T00:00:00Z'))).toBeUndefined();
    expect(alteredPhotoRule('WI', new Date('2027-01-01T00:00:00Z'))?.originalRequired).toBe(false);
  });
});
