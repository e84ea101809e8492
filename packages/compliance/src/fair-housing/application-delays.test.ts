import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
// An application held back after a class word (100.60(b)(4)).
describe("an application held back for the applicant's class (application-delays.ts)", () => {
  warmUp();

  it.each<[string, string]>([
    ['Move Muslim applicants to the end of the queue.', 'application-held-back/religion block'],
    [
      "He's in a wheelchair, so sit on his application for a couple of weeks.",
      'application-held-back/handicap block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'Incomplete files sit at the bottom until the pay stubs arrive.',
    'Move late applications to the end of the queue.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  it('reads a voucher named before the delay by the agent state (New York names source of income)', () => {
    const held = "Since they're Section 8, put their file at the bottom of the stack.";
    expect(findingsOf(held, 'NY')).toContain('application-held-back/source_of_income block');
  });
});
