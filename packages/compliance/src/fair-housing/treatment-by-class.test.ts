import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { TREATMENT_BY_CLASS_RULES } from './treatment-by-class';

const outcome = (text: string) => {
  const f = checkFairHousingRules(text);
  return f.some((x) => x.severity === 'block') ? 'block' : f.length ? 'warn' : 'ok';
};

// Helper fh31's own probes (none from a corpus): a person marked by a class, then worse treatment in
// the same clause (42 U.S.C. §3604(a)-(b), (f); 24 CFR §100.60(b), §100.65(b), §100.70(c)(4)).
describe('worse treatment announced for a class (treatment-by-class.ts)', () => {
  it.each([
    'Guests wearing turbans will be asked to step outside during the showing.',
    'Black visitors will be asked to wait in the lobby until an agent is free.',
    'Residents who requested a ramp will not be eligible for the move-in special.',
    'Tenants on methadone will be turned away.',
    'Pregnant applicants will be charged a higher deposit.',
    'Latino buyers will be shown homes on the east side only.',
    'Place the Deaf tenants in the back building.',
    "Because you are Muslim, we'll only show you condos near the mosque.",
    'Callers with a heavy accent will be put on the waitlist.',
    'Women applicants are automatically declined.',
    "Since you're a veteran, I'll only send you listings near the base.",
    'Tenants with service animals will not get the free month.',
    'Applicants in recovery will be denied.',
  ])('flags %s', (text) => {
    expect(outcome(text)).not.toBe('ok');
  });

  it('blocks a federal class and reads who was marked', () => {
    const f = checkFairHousingRules(
      'Guests wearing turbans will be asked to step outside during the showing.',
    );
    expect(f.map((x) => `${x.category} ${x.severity}`)).toContain('religion block');
    const g = checkFairHousingRules(
      'Residents who requested a ramp will not be eligible for the move-in special.',
    );
    expect(g.map((x) => `${x.category} ${x.severity}`)).toContain('handicap block');
  });

  // Outcomes for everyone, negated ones, benefits offered, things placed: no finding.
  it.each([
    'Late applications will be declined.',
    'No one will be asked to leave for wearing a hijab.',
    'Tenants who asked for accommodations will be offered a first-floor unit.',
    'Visitors will be asked to wait outside while the unit is cleaned.',
    'Tenants who asked for a ramp will get the same renewal discount as everyone.',
    'Put the boxes on the ground floor of Building D.',
    'The landlord let me keep my service dog in a no-pets building and never charged a fee.',
    "Put your service dog's bed in the back room.",
    'Move the wheelchairs to the ground floor storage room.',
    "Since you're a first-time buyer, I'll only send you listings under 300k.",
    'Smokers will be turned away.',
    'Applications with missing pay stubs will be rejected.',
    'Units in the annex will be shown Saturday only.',
    'Residents will not be offered the renewal discount after June.',
    'Families with kids are never turned away.',
    "Since you're Hindu, I'll send you every listing, including ones near the temple.",
    'Guests wearing shoes will be asked to remove them.',
    'Applicants with a history of evictions will be declined.',
  ])('leaves alone %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });

  it('has the five rules for every class', () => {
    expect(TREATMENT_BY_CLASS_RULES.filter((r) => r.category === 'race')).toHaveLength(5);
  });
});

describe('a notice served on a class (notice-by-class)', () => {
  const rules = (text: string, state?: string) =>
    checkFairHousingRules(text, state ? { state } : {}).map((f) => `${f.rule} ${f.severity}`);
  it('blocks a notice to vacate handed to the people a class word names', () => {
    expect(
      rules('After the petition about the gay couple upstairs, the owner handed them a 30-day notice.', 'NY'),
    ).toContain('notice-by-class/sexual_orientation block');
  });
  it('leaves a notice for late rent alone', () => {
    expect(rules('The late-paying tenants in 4B were served a notice to quit.')).toEqual([]);
  });
});

describe('sent to the side entrance by class (treatment-by-class)', () => {
  it('blocks residents in turbans told to use the back door', () => {
    expect(outcome('Tenants who wear turbans are to use the back door after dark.')).toBe('block');
  });
  it('leaves a renovation detour alone', () => {
    expect(outcome('Residents are to use the side entrance during the lobby renovation.')).toBe('ok');
  });
});
