import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWords } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Spanish "only" before whom a home is rented or sold to: "solo se renta a mujeres", "únicamente
 * alquilamos a cristianos". The bare "se renta a familias" says who the home suits (patterns.ts
 * rent-to-es, a warning); "solo" makes it a limitation, which blocks (42 U.S.C. §3604(c); 24 CFR
 * §100.75(c)(3)). By sex, a room in a shared home may name its roommate's sex (HUD 1995 memo), so a
 * "cuarto" or "habitación" before it leaves the sex rule alone.
 * Left alone: "solo se renta a largo plazo", "solo se aceptan mascotas pequeñas", "se renta a familias".
 */
const ONLY = '(?:solo|solamente|unicamente|exclusivamente|nada mas|so)';
const LET =
  '(?:(?:se )?(?:renta|rento|rentamos|alquila|alquilo|alquilamos|arrienda|arriendo|arrendamos|vende|vendo|vendemos|aceptan|aceptamos|acepto|admiten|admitimos|aluga|alugo|alugamos))';
const SHARED = '(?:cuarto|habitacion|quarto|compart[a-z]*|roommate)';

// Every protected class, federal and state (@pp/contract).
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];

export const SPANISH_ONLY_RULES: readonly StandaloneRule[] = CLASSES.map((category) =>
  phraseRule({
    id: 'only-rent-to-es',
    category,
    kind: 'prefer',
    source: 'cfr100',
    needs: ['solo', 'solamente', 'unicamente', 'exclusivamente', 'nada mas', 'so alug'],
    re: `${category === 'sex' ? `(?<!\\b${SHARED}\\b[^|]{0,80}?)` : ''}\\b${ONLY} ${LET}(?: [a-z]+){0,2}? (?:a|para|as|aos|a las|a los) ${classWords(category, true)}\\b`,
  }),
);
