import { describe, expect, it } from 'vitest';
import { checkFairHousing } from '../check-fair-housing';
import { readerFindings } from './reader-findings';

const fromReader = (text: string, state?: string) =>
  checkFairHousing(text, state ? { state } : {}).filter((f) => f.rule?.startsWith('second-reader/'));

/** A scorer that finds every sentence naming `word` a violation, to test the layer apart from the model. */
const naming = (word: string) => (text: string) => (text.includes(word) ? 0.99 : 0.1);

describe('the second reader in the check', () => {
  it('warns, never blocks, on a sentence no rule family names, with the class of its class word', () => {
    const text = 'The block is mostly Haitian families, so a Haitian renter would just fit in better there.';
    const findings = readerFindings(text, [], undefined, naming('Haitian'));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ category: 'national_origin', severity: 'warn', index: 0 });
    expect(findings[0]!.rule).toBe('second-reader/national_origin');
    expect(findings[0]!.reason).toContain('second reader');
  });

  it('reads nothing a rule already found, and reports each stretch once', () => {
    const text = 'Sorry, no kids. The yard is big.';
    const ruled = checkFairHousing(text).filter((f) => !f.rule?.startsWith('second-reader/'));
    expect(ruled.length).toBeGreaterThan(0);
    expect(readerFindings(text, ruled, undefined, naming('kids'))).toEqual([]);
  });

  it('reads two sentences together when the class is in one and the limit in the next', () => {
    const text = 'We had Somali tenants before. Never again.';
    const pairOnly = (t: string) => (t.includes('Somali') && t.includes('Never') ? 0.99 : 0.2);
    const [finding] = readerFindings(text, [], undefined, pairOnly);
    expect(finding).toMatchObject({ category: 'national_origin', index: 0, phrase: text });
  });

  it('names a state class a warning with where it applies', () => {
    const text = 'The owner would rather not take anyone whose rent comes from a voucher program.';
    const [finding] = readerFindings(text, [], 'TX', naming('voucher'));
    expect(finding?.category).toBe('source_of_income');
    expect(finding?.severity).toBe('warn');
    expect(finding?.jurisdictions).not.toContain('TX');
  });

  it('estimates the class from learnt cues when no class word names one, and says it is an estimate', () => {
    const text = 'Show the Elm Street place, just not to anybody too dark, his words.';
    const [finding] = readerFindings(text, [], undefined, naming('dark'));
    expect(finding?.category).toBe('color');
    expect(finding?.reason).toContain('estimate');
  });

  it('says nothing below the threshold, or with no class word and a guess it is not sure of', () => {
    expect(readerFindings('A quiet street. Big yard.', [], undefined, () => 0.5)).toEqual([]);
    expect(readerFindings('A quiet street. Big yard.', [], undefined, () => 0.95)).toEqual([]);
  });

  it('finds nothing in plain listing copy and lawful look-alikes', () => {
    for (const text of [
      'Sun-filled 3BR colonial with a master suite, walk-in closets and a finished basement. Walk to the park and the train.',
      'Call me back!',
      'Let me know if that does not work.',
      'Family room with a fireplace, a chef’s kitchen and a fenced yard. Close to St. Mary’s church and the high school.',
      'All are welcome. We accept housing vouchers and follow every fair housing law.',
    ])
      expect(fromReader(text), text).toEqual([]);
  });
});
