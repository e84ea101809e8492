import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('national origin read off papers or birthplace (origin-papers.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['Consular IDs and matriculas are not accepted.', 'foreign-papers-refused/national_origin block'],
    ['We only take a US passport, no green cards.', 'foreign-papers-refused/national_origin block'],
    ['Anyone born overseas must pay a second deposit.', 'born-abroad-terms/national_origin block'],
    ['Tenants born in another country owe three months up front.', 'born-abroad-terms/national_origin block'],
    ['Please indicate your visa status.', 'immigration-status-asked/national_origin warn'],
    ["Foreign IDs won't be accepted at the leasing office.", 'foreign-papers-refused/national_origin block'],
    ['Only U.S. birth certificates are accepted.', 'foreign-papers-refused/national_origin block'],
    ["What's your citizenship status?", 'immigration-status-asked/national_origin warn'],
    ['No foreign passports.', 'foreign-papers-refused/national_origin block'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'We accept any government photo ID, including foreign passports and consular IDs.',
    "Expired driver's licenses are not accepted.",
    'Applicants born outside the US pay the same deposit as everyone else.',
    'No visa sponsorship needed.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

describe('papers asked of people heard as foreign (papers-by-accent)', () => {
  warmUp();
  it('blocks "if the caller has a heavy accent, ask for a green card"', () => {
    expect(outcomeFor('If the caller has a heavy accent, ask for a green card first.')).toBe('block');
  });
  it('leaves an accent wall alone', () => {
    expect(outcomeFor('Accent wall in the living room; ask for a key at the office.')).toBe('ok');
  });
});
