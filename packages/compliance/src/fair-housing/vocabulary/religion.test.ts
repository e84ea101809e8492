import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';

const found = (t: string) => checkFairHousingRules(t, { state: 'NY' }).map((f) => [f.category, f.severity]);

describe('religious observance words (24 CFR §109.20; HUD 1995 memo)', () => {
  it('reads "observant" before people as a religion', () => {
    expect(found('Great for an observant family.')).toEqual([['religion', 'block']]);
    expect(found('Observant tenants only.')).toEqual([['religion', 'block']]);
  });
  it('leaves facilities (kosher kitchen, an eruv) clean', () => {
    expect(found('Kosher kitchen, the eruv is up.')).toEqual([]);
  });
});
