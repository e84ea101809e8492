import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

// New wording for each phrase family (not the review sets' sentences), and look-alikes that stay ok.
const rules = (text: string, state?: string) =>
  checkFairHousing(text, state ? { state } : {}).map((f) => f.rule);
const outcome = (text: string, state?: string) => {
  const f = checkFairHousing(text, state ? { state } : {});
  return f.length === 0 ? 'ok' : f.some((x) => x.severity === 'block') ? 'block' : 'warn';
};

describe('review-18 phrases (reach-18-phrases.ts)', () => {
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it.each([
    ['Mind if I ask how you lost your arm?', 'injury-inquiry/handicap', 'block'],
    ['Why do you use a cane?', 'injury-inquiry/handicap', 'block'],
    ["If they don't speak English, tell them not to bother.", 'english-or-go/national_origin', 'block'],
    ["A $75 discount for tenants who worship at St. Luke's.", 'terms-for-churchgoers/religion', 'block'],
    ['Ideal for a normal married couple.', 'normal-couple/sexual_orientation', 'warn'],
    ['Can I ask what your diagnosis is?', 'injury-inquiry/handicap', 'block'],
    ["What's wrong with her knee?", 'injury-inquiry/handicap', 'block'],
    ['Before I show it, is your condition permanent?', 'injury-inquiry/handicap', 'block'],
    ['Quick question before the showing: what happened to his eyes?', 'injury-inquiry/handicap', 'block'],
    ["If you don't speak English, please don't apply.", 'english-or-go/national_origin', 'block'],
    ["If you can't read English, look elsewhere.", 'english-or-go/national_origin', 'block'],
    [
      'Tenants have to sign the lease in English without a translator.',
      'english-without-interpreter/national_origin',
      'block',
    ],
    ['Best fit if they were born in America.', 'born-here-no-accent/national_origin', 'block'],
    [
      'We prefer someone who speaks English without a heavy accent.',
      'born-here-no-accent/national_origin',
      'block',
    ],
    ['Not a building for cribs or high chairs.', 'not-a-place-for-child-things/familial_status', 'block'],
    ['Mezuzahs are not permitted on unit doors.', 'religious-items-banned/religion', 'block'],
    ['Crucifixes must be removed from the hallway.', 'religious-items-banned/religion', 'block'],
    ['Looking for tenants who attend a local mosque.', 'prefer-churchgoers/religion', 'block'],
    ['Buscamos personas que vayan a misa.', 'prefer-churchgoers/religion', 'block'],
    ['$50 off the deposit for renters who go to mass every week.', 'terms-for-churchgoers/religion', 'block'],
    ['Landlord wants nobody too dark-skinned.', 'not-too-dark/color', 'block'],
    ['Ideal for a traditional couple.', 'normal-couple/sexual_orientation', 'warn'],
    [
      'Please find out from the Tuesday callers where they are really from.',
      'ask-where-from/national_origin',
      'warn',
    ],
    ['Rent discount if you dress up for me in something sexy.', 'terms-for-dress/sex', 'block'],
  ])('%s', (text, rule, severity) => {
    expect(rules(text)).toContain(rule);
    expect(outcome(text)).toBe(severity);
  });

  it.each([
    'What happened to your application?',
    'What happened to the old fence?',
    'Is your condition report ready for move-in?',
    "What's wrong with your car?",
    'Tell me how you like the kitchen.',
    "If you can't make the showing, look elsewhere.",
    'We offer leases in English and Spanish; interpreters welcome.',
    'Features an accent wall and no carpet.',
    'Not a place for bikes.',
    'Stroller parking in the lobby.',
    "We worship at St. Luke's and love the area.",
    'Tell them not to bother with the side door.',
    'Holiday decorations must come down by January 15.',
    'Menorah lighting in the courtyard Friday night.',
    'We attend church on Sundays and love the neighborhood.',
    'Rent is cheaper for tenants who go to the gym.',
    'Owner said not too dark a paint color for the walls.',
    'Ideal for a traditional family room layout.',
    'Ideal for a normal commute.',
    'Repairs are faster if you submit them online.',
  ])('leaves alone: %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});
