import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

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

// Helper fh31's probes: calls about domestic violence said to count with the rest, a lease ending near.
describe('domestic-violence calls counted with the rest (nuisance-victims.ts)', () => {
  it.each([
    'Two police visits in six months will terminate your lease. This includes calls about domestic abuse.',
    'Including calls for stalking, any 3 police calls mean eviction.',
    'Crime-free addendum: 911 calls related to domestic disputes count too, and three calls end the tenancy.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('sex block');
  });
  it.each([
    'Calls reporting domestic violence never count toward our nuisance policy.',
    'Under our nuisance policy, three noise complaints in a month end the lease.',
    'Domestic violence hotline numbers are posted in the lobby; call 911 in an emergency.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

// review-33: protection sought from an abuser named as what is punished (HUD 2016 nuisance guidance).
describe('protection from an abuser penalised', () => {
  it.each([
    'Any resident who takes out a restraining order against an ex will not be renewed.',
    'We evict tenants who call the police on a husband.',
    'Renters that get a protection order against a boyfriend must move out.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('sex block');
  });
  it.each([
    'Tenants who obtain a protective order may end the lease early under VAWA.',
    'Residents with a restraining order can ask us to rekey the locks at no cost.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
