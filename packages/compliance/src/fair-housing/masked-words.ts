import { TERMS } from './lexicon';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * A class noun with one vowel starred out to slip past filters: "no m*slims", "J*ws not welcome",
 * "no Mex*cans" (a grammar over the whole vocabulary, not one word). The star is
 * read as a space by the normaliser (normalise.ts), so the masked form is the noun with one inner vowel
 * turned to a space. Only in an exclusion frame ("no ...", "... not welcome", "... need not apply",
 * "... keep out"): the masking shows intent, and the frame is an explicit exclusion (42 U.S.C.
 * §3604(c); HUD advertising guidance, 1995). Blocks.
 * Left alone: the unmasked words (the class patterns read them), and masked words with no exclusion
 * ("m*slims and everyone else welcome" is no finding here).
 */
const CLASSES: readonly ProtectedClass[] = ['race', 'color', 'religion', 'national_origin'];
const VOWEL = /[aeiou]/;

/** Each single-word noun of the class with one inner vowel masked, as an alternation. */
const maskedForms = (category: ProtectedClass): string => {
  const out = new Set<string>();
  for (const t of TERMS.values()) {
    if (t.category !== category || t.spanish || t.kind !== 'noun' || !/^[a-z]{4,}$/.test(t.form)) continue;
    for (let i = 1; i < t.form.length - 1; i++)
      if (VOWEL.test(t.form.charAt(i))) out.add(`${t.form.slice(0, i)} ${t.form.slice(i + 1)}`);
  }
  return [...out].sort((a, b) => b.length - a.length).join('|');
};

const rule = (category: ProtectedClass): StandaloneRule | null => {
  const forms = maskedForms(category);
  if (!forms) return null;
  return phraseRule({
    id: 'masked-class-excluded',
    category,
    kind: 'exclude',
    source: 'hud1995',
    needs: ['no ', 'not welcome', 'need not apply', 'keep out', 'stay away'],
    reason:
      'Excludes a protected class named with a letter starred out (42 U.S.C. §3604(c); HUD advertising guidance, 1995)',
    re: `\\bno (?:${forms})\\b|\\b(?:${forms}) (?:not welcome|need not apply|keep out|stay away)\\b`,
  });
};

export const MASKED_WORD_RULES: readonly StandaloneRule[] = CLASSES.map(rule).filter(
  (r): r is StandaloneRule => r !== null,
);
