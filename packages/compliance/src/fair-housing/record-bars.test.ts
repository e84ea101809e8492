import { describe, expect, it } from 'vitest';
import { findingsOf, warmUp } from './testing/family-cases';

// Wordings of our own, each a record word in a frame; and lawful screening said with the same words.
describe('blanket criminal-record bars, composed (record-bars.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['Strict screening: no past felonies, period.', 'no-record/race warn'],
    ['Zero convictions of any kind on the applicant’s side.', 'no-record/race warn'],
    ['Nothing personal, but no jail records.', 'no-record/race warn'],
    ['A prior criminal conviction is an automatic no from the owner.', 'record-declined/race warn'],
    ['Felonies = instant denial.', 'record-declined/race warn'],
    ['Jail time of any kind is a dealbreaker for this landlord.', 'record-declined/race warn'],
    ['If you have ever served time, please don’t apply.', 'done-time-dont-apply/race warn'],
    ['Anyone who has been locked up: keep looking, this isn’t the place.', 'done-time-dont-apply/race warn'],
    ['Been convicted of anything? Sorry, no.', 'done-time-dont-apply/race warn'],
    ['Applicants must pass a police check showing no record at all.', 'clean-record-required/race warn'],
    ['You must have a completely clean criminal record to rent here.', 'clean-record-required/race warn'],
    ['No rentamos a quien tenga antecedentes penales.', 'record-refused-es/race warn'],
    ['Requisito indispensable: sin antecedentes penales.', 'record-refused-es/race warn'],
    ['Casier judiciaire vierge exigé pour tout dossier.', 'record-refused-es/race warn'],
  ])('%s → %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'No criminal background check required for this sublet.',
    'No felony convictions in the last five years for violent crimes.',
    'A conviction is never an automatic denial; we review each application individually.',
    'We found no record of late payments with your last landlord.',
    'No arrests or charges were made after the break-in, and the locks were changed.',
    'The old county jail is now a museum two blocks away.',
    'Convictions related to drug manufacturing may be grounds to deny (42 U.S.C. 3607(b)(4)).',
    'If you have ever been to Paris, you will love the café on the corner.',
    'Sin mascotas grandes; el contrato es de un año.',
  ])('leaves alone: %s', (text) => {
    expect(findingsOf(text).filter((r) => r.includes('record') || r.includes('done-time'))).toEqual([]);
  });
});

describe('record bars said with "cero", "doesn’t matter how long ago" or "grounds for termination"', () => {
  it.each<[string, string]>([
    ['Cero antecedentes penales, sin excepción.', 'no-record/race warn'],
    ['No convictions, and it doesn’t matter how long ago.', 'no-record/race warn'],
    ['Any criminal conviction is grounds for immediate termination.', 'record-declined/race warn'],
  ])('%s → %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });
  it('leaves a conviction that does not automatically disqualify alone', () => {
    expect(findingsOf('A conviction does not automatically disqualify you.')).toEqual([]);
  });
});

describe('record bars said as an outcome first, of an arrest, or of every occupant', () => {
  it.each<[string, string]>([
    ['Policy: instant rejection for any misdemeanor on file.', 'declined-for-record/race warn'],
    ['If anyone in the household has been arrested, please do not apply.', 'done-time-dont-apply/race warn'],
    [
      'Applicant confirms that no household member has ever been convicted of a felony.',
      'no-one-convicted/race warn',
    ],
  ])('%s → %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });
  it.each([
    'No automatic denial for a conviction; we review each case.',
    'A conviction is not an automatic denial.',
  ])('leaves alone: %s', (text) => {
    expect(findingsOf(text)).toEqual([]);
  });
});

describe('a record refused as a verb (refused-with-record)', () => {
  warmUp();
  it('warns on a blanket refusal and leaves a lookback and cardiac arrest alone', () => {
    expect(findingsOf('We simply turn away applicants with a felony.')).toContain(
      'refused-with-record/race warn',
    );
    expect(findingsOf('We always deny anyone with an arrest on their background.')).toContain(
      'refused-with-record/race warn',
    );
    expect(findingsOf('We deny applicants with violent felonies in the last 5 years.')).toEqual([]);
    expect(findingsOf('He went into cardiac arrest on the record-breaking hot day.')).toEqual([]);
  });
});
