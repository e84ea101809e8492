import { describe, expect, it } from 'vitest';
import { givesScreeningReason } from './asked-on-behalf';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

describe('a reason for asking after a question about a class (asked-on-behalf.ts)', () => {
  it.each([
    'the landlord wants me to confirm',
    'my manager needs to know before the showing',
    'just checking for the owner',
  ])('reads %s as a screening reason', (text) => {
    expect(givesScreeningReason(text)).toBe(true);
  });
  it.each(['you will love the parish next door', 'the owner asked me to mention the parking'])(
    'reads %s as no screening reason',
    (text) => {
      expect(givesScreeningReason(text)).toBe(false);
    },
  );

  // 42 U.S.C. §3604(c); 24 CFR §100.75(c): an inquiry into a class, kept an inquiry by its reason.
  it.each([
    'Are you all Hindu? The landlord wants me to confirm.',
    'Are you folks Jewish? Just checking for the owner.',
    'Is your wife Sikh? My manager needs to know before the showing.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('religion block');
  });
  it.each([
    'Are you folks moving from across town? The owner asked me to check.',
    'Are you Catholic? You will love the parish next door.',
    'Is your family Christmas party usually big? The clubhouse seats forty.',
  ])('leaves alone %s', (text) => {
    expect(found(text).filter((f) => f.endsWith('block'))).toEqual([]);
  });
});

// Spanish: the same inquiry opened with "¿" and its reason (mentions.ts YOU_ARE, asked-on-behalf.ts).
describe('una pregunta por la religión', () => {
  it.each(['¿Ustedes son budistas? La dueña necesita saber.', '¿Eres musulmana?'])('blocks %s', (text) => {
    expect(found(text)).toContain('religion block');
  });
  it.each([
    '¿Es usted de la zona? El dueño me pidió preguntar.',
    'Es usted bienvenido a la visita del sábado.',
  ])('leaves alone %s', (text) => {
    expect(found(text).filter((f) => f.endsWith('block'))).toEqual([]);
  });
});
