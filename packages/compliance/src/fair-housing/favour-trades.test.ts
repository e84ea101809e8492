import { describe, expect, it } from 'vitest';
import { FAVOUR_TRADE_RULES } from './favour-trades';
import { firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not review-35's sentences) that must flag, and look-alikes that must stay ok.
describe('favours traded for repairs and refused advances punished (favour-trades.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string, 'block' | 'warn']>([
    [
      'I can get to your leaky faucet today if you are a little sweeter to me tonight.',
      undefined,
      'nicer-for-service/sex',
      'block',
    ],
    ['Te arreglo la estufa mañana si eres más amable conmigo.', undefined, 'nicer-for-service/sex', 'block'],
    [
      'Because you would not go out with me, forget about the rent extension you asked for.',
      undefined,
      'refused-advance-penalty/sex',
      'block',
    ],
    [
      'Como me rechazaste, olvidate de que arregle la ventana.',
      undefined,
      'refused-advance-penalty/sex',
      'block',
    ],
  ])(
    '%s (%s) fires %s and is %s',
    (text, state, rule, outcome) => {
      expect(firesIn(FAVOUR_TRADE_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe(outcome);
    },
    20_000,
  );

  it.each<string>([
    'The new manager is nicer to work with and fixed the heater quicker than expected.',
    'You turned down the renewal offer, so the unit goes back on the market in May.',
    'We fixed it quickly, thanks for being so friendly with the crew.',
  ])(
    'leaves "%s" alone',
    (text) => {
      expect(FAVOUR_TRADE_RULES.some((r) => firesIn(FAVOUR_TRADE_RULES, text, `${r.id}/${r.category}`))).toBe(
        false,
      );
      expect(outcomeFor(text)).toBe('ok');
    },
    20_000,
  );
});
