import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('false unavailability ordered in another language (language-unavailability.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      'Si son cubanos, diles que ya está rentado.',
      'es-false-unavailability-national_origin/national_origin block',
    ],
    [
      'Si tienen niños, diles que no hay cuartos.',
      'es-false-unavailability-familial_status/familial_status block',
    ],
    [
      'Se forem estrangeiros, diga que já foi alugado.',
      'pt-false-unavailability-national_origin/national_origin block',
    ],
    ['Nếu là người da đen thì nói là hết phòng.', 'vi-false-unavailability-race/race block'],
    [
      'Sabihin mo na may nakakuha na kung mga Pilipino sila.',
      'tl-false-unavailability-national_origin/national_origin block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each(['Diles que ya se rentó.', 'Si tienen niños, hay un parque cerca.'])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
