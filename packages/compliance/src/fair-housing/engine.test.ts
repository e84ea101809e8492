import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { outcomeFor, warmUp } from './testing/family-cases';

const phrases = (text: string, state?: string) =>
  checkFairHousingRules(text, state ? { state } : {}).map((f) => [f.phrase, f.category, f.severity]);

describe('checkFairHousingRules', () => {
  it('catches new sentences built from known parts', () => {
    expect(phrases('Great condo. Sikh tenants preferred.')).toEqual([
      ['Sikh tenants preferred', 'religion', 'block'],
    ]);
    expect(phrases('Ideal for a Vietnamese family')).toEqual([
      ['Ideal for a Vietnamese family', 'national_origin', 'block'],
    ]);
    expect(phrases('We will not lease to single mothers.')).toEqual([
      ['not lease to single mothers', 'familial_status', 'block'],
    ]);
  });

  it('names every class of a subject made of several class words, and none for a household noun', () => {
    const phrase = 'Seeking a mature Christian woman';
    expect(phrases(`${phrase} to share this condo.`)).toEqual([
      [phrase, 'familial_status', 'block'],
      [phrase, 'religion', 'block'],
      [phrase, 'sex', 'block'],
    ]);
    expect(phrases('No Mexican Catholic families.').map((f) => f[1])).toEqual([
      'national_origin',
      'religion',
    ]);
    expect(phrases('Prefer young Buddhist tenants.').map((f) => f[1])).toEqual(['religion']);
  });

  it('sees through hyphens, capitals, punctuation, spacing, leet digits, misspellings and zero-width characters', () => {
    for (const [text, phrase] of [
      ['no-kids', 'no-kids'],
      ['NO KIDS!!!', 'NO KIDS'],
      ['n o  k i d s', 'n o  k i d s'],
      ['no k1ds', 'no k1ds'],
      ['no chlidren', 'no chlidren'],
      ['no ki\u200Bds', 'no ki\u200Bds'],
      ['No   kids.', 'No   kids'],
    ]) {
      expect(phrases(text!), text).toEqual([[phrase, 'familial_status', 'block']]);
    }
    expect(phrases('chrstian tenants only')[0]).toEqual(['chrstian tenants only', 'religion', 'block']);
    expect(phrases('christains preferred')[0]).toEqual(['christains preferred', 'religion', 'block']);
  });

  it('keeps offsets true to the original text', () => {
    const text = 'Bright 2BR —\u200B perfect! Señor, NO  NIÑOS por favor.';
    const [f] = checkFairHousingRules(text);
    expect(f).toMatchObject({ phrase: 'NO  NIÑOS', category: 'familial_status', severity: 'block' });
    expect(text.slice(f!.index, f!.index + f!.phrase.length)).toBe('NO  NIÑOS');
  });

  it('names the jurisdictions and lets the agent’s state decide a state class', () => {
    const [ca] = checkFairHousingRules('No Section 8', { state: 'ca' });
    expect(ca).toMatchObject({ severity: 'block', rule: 'no/source_of_income' });
    expect(ca!.jurisdictions).toEqual(
      expect.arrayContaining(['CA', 'NY', 'NJ', 'MA', 'WA', 'OR', 'CO', 'IL']),
    );
    expect(ca!.reason).toContain('§12955');
    expect(checkFairHousingRules('No Section 8', { state: 'TX' })[0]).toMatchObject({ severity: 'warn' });
    expect(checkFairHousingRules('Adults only')[0]!.jurisdictions).toEqual(['US']);
    // Sexual orientation and gender identity: HUD's 2021 reading of "sex", so every state.
    expect(checkFairHousingRules('No gay couples', { state: 'TX' })[0]).toMatchObject({ severity: 'block' });
  });

  it('warns on descriptions of people and blocks explicit preferences', () => {
    expect(phrases('Great for young professionals')).toEqual([
      ['Great for young professionals', 'familial_status', 'warn'],
    ]);
    expect(phrases('Young professionals only')).toEqual([
      ['Young professionals only', 'familial_status', 'block'],
    ]);
    expect(phrases('mature neighborhood')).toEqual([['mature neighborhood', 'familial_status', 'warn']]);
  });

  it('leaves property words, facilities and HUD-acceptable terms alone', () => {
    for (const text of [
      'Master bedroom, walk-in closet, family room, great room, mother-in-law suite.',
      'Walking distance to St. Mary’s church; chapel on site; kosher kitchen.',
      'Colonial with white shutters, black granite, French doors and an English garden.',
      'Wheelchair accessible, handicap accessible bath, near schools, no smoking, no pets.',
      'Bachelor apartment in a quiet, desirable neighborhood. Merry Christmas!',
    ]) {
      expect(phrases(text), text).toEqual([]);
    }
  });

  it('treats housing for older persons as a HOPA question, not a block', () => {
    expect(phrases('55+ community, adults only')).toEqual([
      ['55+ community', 'familial_status', 'warn'],
      ['adults only', 'familial_status', 'warn'],
    ]);
    expect(phrases('No seniors', 'NY')).toEqual([['No seniors', 'age', 'block']]);
  });

  it('checks 1,000 characters in well under a millisecond', () => {
    const text =
      'Sunny colonial with a family room, white kitchen and no HOA. Walk to schools and parks. '.repeat(12);
    checkFairHousingRules(text);
    const start = process.cpuUsage();
    for (let i = 0; i < 200; i++) checkFairHousingRules(text);
    const used = process.cpuUsage(start);
    const perThousand = (used.user + used.system) / 1000 / 200 / (text.length / 1000);
    // The budget is 1 ms; a loaded CI machine gets five times that before this fails.
    expect(perThousand).toBeLessThan(5);
  });
});

describe('a crowd, and describing words between a frame and its people', () => {
  const found = (t: string) => checkFairHousingRules(t, { state: 'NV' }).map((f) => [f.category, f.severity]);
  it('reads who a home suits through a crowd or a describing word', () => {
    expect(found('Best for a young, energetic crowd.')).toEqual([['age', 'warn']]);
    expect(found('Would suit a handy guy who likes yard work.')).toEqual([['sex', 'warn']]);
  });
  it('leaves a crowd around the area alone unless described by race, religion or origin', () => {
    expect(found('Young crowd at the brewery on weekends.')).toEqual([]);
    expect(found('A Christian crowd would love it.')).toEqual([['religion', 'block']]);
  });
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('a possessive is one named owner (engine.ts)', () => {
  warmUp();

  it('reads a possessive as one named owner, and a plural of people as people', () => {
    expect(outcomeFor("Walk to St. Luke's potluck and First Presbyterian's rummage sale.")).toBe('ok');
    expect(outcomeFor('Quiet street full of Baptists.')).toBe('block');
  });
});
