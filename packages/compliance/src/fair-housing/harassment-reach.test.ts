import { describe, expect, it } from 'vitest';
import { HARASSMENT_REACH_RULES } from './harassment-reach';
import { findingsOf, firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('harassment left uncorrected, a tenant told to leave, repairs for a favour (harassment-reach.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string]>([
    [
      'The neighbors keep leaving threatening notes for the Muslim family and the manager says there is nothing he can do.',
      undefined,
      'harassment-left-or-told-to-leave/religion',
    ],
    [
      'Staff call the deaf tenant names and tell her to go find a building that takes her kind.',
      undefined,
      'harassment-left-or-told-to-leave/handicap',
    ],
    [
      'Your heater gets fixed as soon as you stop ignoring my dinner invites.',
      undefined,
      'repair-for-favour/sex',
    ],
    ['Your AC gets repaired once you say yes to dinner with the owner.', undefined, 'repair-for-favour/sex'],
  ])(
    '%s (%s) is %s and blocks',
    (text, state, rule) => {
      expect(firesIn(HARASSMENT_REACH_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe('block');
    },
    20_000,
  );

  it.each<[string, string]>([
    [
      "The handyman makes fun of my daughter's wheelchair and the owner says that's not his problem.",
      'harassment-left-or-told-to-leave/handicap block',
    ],
    [
      'The upstairs tenant left homophobic notes on our door and the manager said to ignore them.',
      'harassment-left-or-told-to-leave/sexual_orientation block',
    ],
    [
      "Tenants keep taunting the Sikh family in 3A and management says it's a private matter.",
      'harassment-left-or-told-to-leave/religion block',
    ],
    [
      "The maintenance guy makes fun of her accent and the owner won't do anything.",
      'harassment-left-or-told-to-leave/national_origin block',
    ],
    [
      "Someone spray-painted antisemitic graffiti on the Cohens' car and the board says it's a private matter.",
      'harassment-left-or-told-to-leave/religion block',
    ],
    [
      "A guy upstairs keeps misgendering her in the hallway and the manager won't do anything.",
      'harassment-left-or-told-to-leave/gender_identity block',
    ],
    [
      'Neighbors shout go back to your country at the Patels and the landlord told them to deal with it.',
      'harassment-left-or-told-to-leave/national_origin block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'Find a place that takes pets if you have a large dog.',
    "The neighbors laugh at my jokes and the landlord says it isn't his business.",
    'Someone left racial slurs on the door; management removed them the same day and called the police.',
    "The neighbors keep yelling at each other and the HOA won't do a thing, it's a private dispute.",
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

// Helper fh31's probes: a repair tied to a date, drinks or a visit with the speaker (24 CFR
// §100.600(a)(1)); unwanted visits threatened over the tenant's dress (§100.600(a)(2)).
describe('repairs for a date, visits for dress (harassment-reach.ts)', () => {
  it.each([
    "I'll repair the sink after you go out with me.",
    'The leak gets fixed when you come over for drinks.',
    'Once you say yes to drinks with me, the toilet gets replaced.',
    'The hot water will be fixed as soon as you come over for a nightcap.',
    "I'll replace the lock the day you spend the night with me.",
    "Keep dressing like that and I'll keep coming by at night.",
    "Wear that dress again and I'll be letting myself in to check on you.",
    "I'll keep coming by at night as long as you keep wearing those tank tops.",
  ])('blocks %s', (text) => {
    expect(outcomeFor(text)).toBe('block');
  });
  it.each([
    "I'll fix the heat once the part arrives, probably Tuesday.",
    'The leak will be fixed once you let the plumber in.',
    'The sink gets repaired after you submit a work order.',
    'Have dinner with your family on the deck while we fix the heater.',
    "Keep wearing masks in the lobby and I'll keep the gym open.",
    "Keep the hallway clear and I'll keep stopping by to check the smoke detectors monthly.",
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
