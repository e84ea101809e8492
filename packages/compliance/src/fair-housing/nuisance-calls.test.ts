import { describe, expect, it } from 'vitest';
import { NUISANCE_CALL_RULES } from './nuisance-calls';
import { findingsOf, firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('police calls counted against a victim of violence (nuisance-calls.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string]>([
    [
      'Two 911 calls in a year void the lease, even when the caller is the victim of an assault.',
      undefined,
      'victim-calls-counted/sex',
    ],
    [
      'Residents who call police on an abuser more than once will be evicted.',
      undefined,
      'victim-calls-counted/sex',
    ],
  ])(
    '%s (%s) is %s and blocks',
    (text, state, rule) => {
      expect(firesIn(NUISANCE_CALL_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe('block');
    },
    20_000,
  );

  it.each<[string, string]>([
    [
      'Three police visits and the lease ends, even if she was the one being beaten.',
      'victim-calls-counted/sex block',
    ],
    [
      "Two police calls and she's out, even when her boyfriend was hitting her.",
      'victim-calls-counted/sex block',
    ],
    [
      'We give a closer look to anyone with a record of calling the police.',
      'victim-history-scrutinised/sex warn',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'Domestic violence hotline numbers are posted in the lobby; call police in an emergency.',
    'We will never end a lease because a victim called the police.',
    "Two police calls and you're out, and your partner is welcome to apply too.",
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
