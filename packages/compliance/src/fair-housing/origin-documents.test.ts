import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
// Papers of status asked by origin (3604(b); HUD national origin guidance).
describe('papers of status asked by origin (origin-documents.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      'Anyone who sounds foreign has to show a green card before a tour.',
      'status-papers-by-origin/national_origin block',
    ],
    [
      'A passport and a visa are required from every Nigerian applicant.',
      'status-papers-by-origin/national_origin block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    "We accept a passport, a driver's license or a state ID from anyone.",
    'Proof of income from all applicants, no exceptions.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
