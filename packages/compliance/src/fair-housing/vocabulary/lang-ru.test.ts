import { describe, expect, it } from 'vitest';
import { outcomeFor, warmUp } from '../testing/family-cases';

// Russian age words (lang-ru.ts age): a state class, so the state decides block or warn.
describe('Russian age limits (vocabulary/lang-ru.ts)', () => {
  warmUp();

  it.each<[string, string, string]>([
    ['Комнату сдаю только пенсионерам.', 'NJ', 'block'],
    ['Квартира только для лиц старше 40 лет.', 'MA', 'block'],
    ['Комнату сдаю только пенсионерам.', 'TX', 'warn'],
  ])('%s (%s) is %s', (text, state, outcome) => {
    expect(outcomeFor(text, state)).toBe(outcome);
  });

  it.each(['Площадь до 45 кв. м, рядом молодой парк.', 'Дом построен до 1990 года.'])(
    'leaves alone %s',
    (text) => {
      expect(outcomeFor(text, 'NJ')).toBe('ok');
    },
  );
});

// People named by an illness or a disability (lang-ru.ts handicap): 42 U.S.C. §3602(h), §3604(c).
describe('Russian disability refusals (vocabulary/lang-ru.ts)', () => {
  warmUp();

  it.each([
    ['Лицам с психическими заболеваниями не сдаём.', 'block'],
    ['Студентам и людям с инвалидностью просьба не беспокоить.', 'block'],
    ['Рядом поликлиника и парк, просьба не беспокоить после 22:00.', 'ok'],
  ])('reads Russian %s as %s', (text, expected) => {
    expect(outcomeFor(text)).toBe(expected);
  });
});
