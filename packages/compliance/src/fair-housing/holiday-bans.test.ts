import { describe, expect, it } from 'vitest';
import { findingsOf } from './testing/family-cases';

// Wordings of our own: a faith's holiday gathering refused a shared space; and holidays that close for everyone.
describe('a shared space refused for one faith’s holidays (holiday-bans.ts)', () => {
  it.each([
    'The party room can be booked for birthdays, but we won’t rent it for Passover seders.',
    'Lounge policy: Ramadan iftar dinners are not permitted.',
  ])('%s', (text) => {
    expect(findingsOf(text)).toContain('holiday-use-refused/religion block');
  });
  it.each([
    'The clubhouse is closed on Christmas Day.',
    'We don’t host showings on Christmas Day.',
    'No parking on the lawn during Easter services.',
    'Happy Diwali from all of us at the leasing office!',
  ])('leaves alone: %s', (text) => {
    expect(findingsOf(text)).toEqual([]);
  });
});

describe('a room offered for other events "but not for" a faith\'s gatherings', () => {
  it('blocks the exception and leaves a general rule alone', () => {
    expect(
      findingsOf('The clubhouse is open for showers and parties, but not for Diwali celebrations.'),
    ).toContain('holiday-use-refused/religion block');
    expect(findingsOf('The clubhouse is open for parties, but not after 10 pm.')).toEqual([]);
  });
});
