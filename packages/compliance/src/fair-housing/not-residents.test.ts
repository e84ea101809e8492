import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { NOT_RESIDENTS } from './not-residents';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// HUD 1995 memo: banning wheelchairs bans their users; a building that lends none bans no one.
describe('disability words not about residents (not-residents.ts)', () => {
  it.each([
    'No wheelchairs provided; bring your own.',
    'No loaner walkers on site.',
    'Able-bodied volunteers needed for the garden day.',
    'Physically fit movers wanted for Saturday.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    'No wheelchairs.',
    'Able-bodied tenants only.',
    'No wheelchairs, the hallways are narrow.',
    'Wheelchairs not allowed in the unit.',
  ])('still blocks %s', (text) => {
    expect(found(text)).toContain('handicap block');
  });

  it('masks only whole phrases with a supply word or a worker after the disability word', () => {
    expect(NOT_RESIDENTS).toContain('wheelchairs provided');
    expect(NOT_RESIDENTS).toContain('able bodied volunteers');
    expect(NOT_RESIDENTS).not.toContain('able bodied tenants');
  });
});
