import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('religious objects, dress and gatherings barred (religious-practice.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string, string]>([
    ['Mezuzahs are not permitted on unit doors.', undefined, 'religious-items-banned/religion', 'block'],
    ['Crucifixes must be removed from the hallway.', undefined, 'religious-items-banned/religion', 'block'],
  ])('%s (%s) finds %s, %s', (text, state, rule, outcome) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
    expect(outcomeOf(check(text, state))).toBe(outcome);
  });

  it.each<[string, string | undefined, string]>([
    [
      'Prayer meetings are no longer allowed to reserve the clubhouse.',
      'CA',
      'worship-gatherings-banned/religion block',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(check(text, state).map((f) => `${f.rule} ${f.severity}`)).toContain(finding);
  });

  it.each<[string, string | undefined]>([
    ['Reminder: wearing a niqab at the front desk will result in a fine.', 'WA'],
  ])('blocks %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('block');
  });

  it.each<[string, string | undefined]>([
    ['Front desk policy: no turbans or yarmulkes in the lobby.', undefined],
    ['Take down the crucifix on your balcony by Friday.', undefined],
  ])('flags %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).not.toBe('ok');
  });

  it.each<[string, string | undefined]>([
    ['Holiday decorations must come down by January 15.', undefined],
    ['Menorah lighting in the courtyard Friday night.', undefined],
    ['Book clubs, Bible studies and birthday parties can all reserve the community room.', 'CA'],
    ['Prayer groups and book clubs may not reserve the room for more than 3 hours.', 'CA'],
    ['Hooks by the door for hats and scarves.', undefined],
    ['Wearing a hard hat in the construction zone is required; ignoring it is a violation.', 'WA'],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('terms tied to worship and religious items banned, by rule (religious-practice.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['Your lease renewal hinges on attending worship with us on Fridays.', 'term-on-worship/religion block'],
    ['Mezuzot may not be affixed to door frames.', 'religious-items-banned/religion block'],
    ['Crucifixes are now prohibited on balcony railings.', 'religious-items-banned/religion block'],
    ['No prayer flags on the patios.', 'religious-items-banned/religion block'],
    ['Repairs in your unit depend on coming to Bible study.', 'term-on-worship/religion block'],
    ["Renewal is tied to attending Mass at St. Luke's.", 'term-on-worship/religion block'],
    ['Keep coming to fellowship on Sundays or the deposit stays with us.', 'term-on-worship/religion block'],
    ['Hijabs may not be worn in the lobby.', 'religious-items-banned/religion block'],
    [
      "Board notice: the crucifix on 4C's door must be removed by the weekend.",
      'religious-items-banned/religion block',
    ],
    ['Landlord told us the lease depends on going to his church.', 'term-on-worship/religion block'],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'Your renewal depends on your payment history and a clean inspection.',
    "Walk to Sunday Mass at St. Brigid's, five minutes away.",
    'Holiday decorations, wreaths and menorahs included, must come down by January 15.',
    'Mezuzahs are allowed on every door frame, and residents may hang holiday lights too.',
    'Religious decorations are permitted on unit doors.',
    'Hats may not be worn in the pool.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

// fh32: one faith's lights allowed "but" another's objects banned is a different term by religion.
describe('one faith allowed, another banned (religious-practice.ts)', () => {
  it.each([
    'Christmas decorations are welcome, but Eid lanterns must be taken down.',
    'Christmas lights are fine, but menorahs may not be displayed on balconies.',
  ])('blocks %s', (text) => {
    expect(outcomeOf(checkFairHousingRules(text))).toBe('block');
  });
  it.each([
    'All holiday lights, Christmas lights and menorahs alike, must come down by Jan 10.',
    'Holiday decorations, menorahs included, must come down by January 15.',
  ])('leaves alone %s', (text) => {
    expect(outcomeOf(checkFairHousingRules(text))).toBe('ok');
  });
});

// review-33: a shared room granted for every event but religious ones (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4)).
describe('worship excepted from a shared room', () => {
  it.each([
    'The party room may be reserved for showers or game nights, not for prayer meetings.',
    'Our lounge is open for any resident event except Torah study.',
  ])('blocks %s', (text) => {
    expect(outcomeOf(checkFairHousingRules(text))).toBe('block');
  });
  it.each([
    'The clubhouse can be reserved for anything, not just parties; a Bible study group meets there too.',
    'The community room is open to every resident, not for commercial events.',
  ])('leaves alone %s', (text) => {
    expect(outcomeOf(checkFairHousingRules(text))).toBe('ok');
  });
});
