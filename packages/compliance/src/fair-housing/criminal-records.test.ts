import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
// Criminal records (HUD 2016): any arrest blocks, a blanket conviction ban warns.
describe('blanket criminal-record bans (criminal-records.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['Nobody with a felony conviction, sorry.', 'felons-barred/race warn'],
    ['Nobody who has ever had an arrest will be approved.', 'arrest-excluded/race block'],
    ['No applicants with past arrests, period.', 'arrest-excluded/race block'],
    ['Ex-cons need not apply.', 'felons-barred/race warn'],
    ['We will not rent to convicted felons.', 'felons-barred/race warn'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'No arrests were reported on the property last year.',
    'Convictions are reviewed case by case, and arrests alone never count.',
    'We weigh criminal records from the last five years, case by case.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
