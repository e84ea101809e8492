import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
// Accommodation burdens (HUD/DOJ 2004; FHEO-2020-01; 24 CFR 100.203).
describe('burdens laid on an accommodation request (accommodation-burdens.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      'Any reasonable accommodation request costs $150 to process.',
      'accommodation-request-burden/handicap block',
    ],
    ['Support dogs need a notarized note from the vet.', 'accommodation-request-burden/handicap block'],
    [
      'Service dog paperwork has to be notarized before we look at it.',
      'accommodation-request-burden/handicap block',
    ],
    [
      'ESA requests must be submitted through our portal only, no emails.',
      'accommodation-request-burden/handicap block',
    ],
    [
      'Accommodation forms: a $50 review fee applies to every disability request letter.',
      'accommodation-request-burden/handicap block',
    ],
    [
      'We only honor support animal letters issued by our approved provider.',
      'documentation-only-from-landlords-source/handicap block',
    ],
    [
      'Assistance animal documentation must come from our in-house nurse.',
      'documentation-only-from-landlords-source/handicap block',
    ],
    ["Service animal or not, you'll pay the pet fee.", 'assistance-animal-or-not/handicap block'],
    [
      'He offered to install grab bars himself and management turned him down.',
      'paid-modification-refused/handicap block',
    ],
    [
      'My client asked if she could put in a ramp at her own expense, and the board vetoed it.',
      'paid-modification-refused/handicap block',
    ],
    ["Ideal for someone who's very fit, five flights up.", 'suits-the-fit/handicap warn'],
    ['Best suited to people in top shape, the trail starts at the door.', 'suits-the-fit/handicap warn'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'Reasonable accommodation requests: ask us any way you like, no fee, no notary.',
    'Accommodation requests can be made in person, by phone or on our form, whichever is easiest.',
    'A letter from any licensed provider who knows you is fine for a support animal.',
    'Pet or not, the deposit is refundable.',
    'She offered to install a ramp at her own cost and the owner agreed right away.',
    'Perfect for someone who loves the outdoors.',
    'Emotional support animals require no deposit and no notarized letter.',
    'Pets are welcome; service animals never need a deposit.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

// review-33: the usual fee put on a change asked for because of a disability (HUD/DOJ 2004 Q&A 12;
// 24 CFR §100.204), and disabled tenants sent to park far off (24 CFR §100.204(b)).
describe('a disability request charged, or parking sent away', () => {
  it.each([
    'He requested a unit on the first floor due to his COPD, so he owes the $250 transfer fee.',
    'She wants a closer spot for her wheelchair; those spots cost a $40 monthly charge.',
    'Handicapped residents will park in the overflow lot; the front row is for the board.',
    'Tenants with disability placards have to park on the street like everybody else.',
  ])('blocks %s', (text) => {
    expect(outcomeFor(text)).toBe('block');
  });
  it.each([
    'She asked for a first-floor unit because of her MS; we waived the usual transfer fee.',
    'He asked for a bigger unit for his new job; transfers carry a $300 fee.',
    'Guests park in the back lot; the front spaces are accessible spaces for residents.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

describe('who the home suits by fitness, with a word between and in Spanish (suits-the-fit)', () => {
  warmUp();
  it.each([
    'Walk-up, best for someone young and in great shape.',
    'Tercer piso sin ascensor, ideal para personas en buena forma física.',
  ])('%s warns', (text) => {
    expect(outcomeFor(text)).toBe('warn');
  });
  it('leaves the stairs described alone', () => {
    expect(outcomeFor('Third-floor walk-up with good light; ideal para quien busca tranquilidad.')).toBe(
      'ok',
    );
  });
});
