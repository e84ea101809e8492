import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (t: string) => checkFairHousing(t, { state: 'TX' }).map((f) => [f.category, f.severity]);

describe('a cap on children counted by age (Keating memo; 42 U.S.C. §3602(k))', () => {
  it('blocks a cap on occupants under 18', () => {
    // The cap of 3 in all is judged by occupancy-caps.ts: without a bedroom count it warns (Keating
    // memo, 63 FR 70256: two persons per bedroom); the cap on children blocks.
    expect(found('Limit of 3 occupants, no more than one of them under 18.')).toEqual([
      ['familial_status', 'warn'],
      ['familial_status', 'block'],
    ]);
    expect(found('Max 2 occupants under 12.')).toEqual([['familial_status', 'block']]);
  });
  it('leaves occupancy per local code, and "under one roof", clean', () => {
    expect(found('Occupancy: 2 persons per bedroom per city code.')).toEqual([]);
    expect(found('Up to 4 guests under one roof.')).toEqual([]);
  });
});

describe('who the home suits, said by an ability (HUD 1995 memo)', () => {
  it('warns on "tenants who can manage the stairs" and leaves the stairs described alone', () => {
    expect(found('Best for renters who can climb two flights of stairs.')).toEqual([['handicap', 'warn']]);
    expect(found('Three flights of stairs, no elevator.')).toEqual([]);
  });
});
