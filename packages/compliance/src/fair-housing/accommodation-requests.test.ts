import { describe, expect, it } from 'vitest';
import { ACCOMMODATION_REQUEST_RULES } from './accommodation-requests';
import { findingsOf, firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe("accommodation requests turned down in a record's words (accommodation-requests.ts)", () => {
  warmUp();

  it.each<[string, string | undefined, string]>([
    [
      'She requested a reserved parking space near the door for her wheelchair; denied.',
      undefined,
      'accommodation-request-denied/handicap',
    ],
    [
      'He asked for an ASL interpreter at the lease signing and it was turned down.',
      undefined,
      'accommodation-request-denied/handicap',
    ],
    [
      'The doctor letter checks out, but your support cat still counts toward the pet limit.',
      undefined,
      'assistance-animal-counted-as-pet/handicap',
    ],
    [
      'Please include a physician statement that you are able to live independently.',
      undefined,
      'proof-of-independent-living/handicap',
    ],
    [
      "Even with your psychiatrist's letter, your support dog counts toward the pet limit.",
      undefined,
      'assistance-animal-counted-as-pet/handicap',
    ],
  ])(
    '%s (%s) is %s and blocks',
    (text, state, rule) => {
      expect(firesIn(ACCOMMODATION_REQUEST_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe('block');
    },
    20_000,
  );

  it.each<[string, string]>([
    ['Request to install a ramp at the side door: declined.', 'accommodation-request-denied/handicap block'],
    ['Request for a closer parking spot for my MS: denied.', 'accommodation-request-denied/handicap block'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'Asked to paint the bedroom black; declined.',
    'A tenant requested a ramp and we installed it; nothing was denied.',
    'Request to repaint the kitchen purple: denied.',
    'Request for a ramp approved; install starts Monday.',
    'Request for a reserved space by the entrance: approved, sign goes up Friday.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
