import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (text: string) => checkFairHousing(text).map((f) => `${f.category} ${f.severity}`);

// HUD nuisance-ordinance guidance (2016); 34 U.S.C. §12491(b) (nuisance-victims.ts).
describe('domestic-violence victims penalised for calls for help', () => {
  it.each([
    'Two 911 calls in six months, even those from the victim, are grounds for eviction.',
    'Any domestic violence incident at the unit counts as a lease violation.',
    'Police visits for domestic disputes will result in non-renewal, no matter who called.',
    'Disturbance calls count against the household even if the tenant was the victim, and three mean a notice to vacate.',
    'Residents with repeated domestic disputes at the unit will be evicted.',
    'Three domestic abuse calls and you are out.',
    'A 911 call about a domestic dispute counts as a strike against the lease.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('sex block');
  });

  it.each([
    'Victims of domestic violence may end their lease early under VAWA.',
    'Domestic violence is never grounds for eviction, and calls for help never count against you.',
    'Three noise complaints in a year mean a lease violation.',
    'Domestic violence calls will not result in eviction or non-renewal.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
