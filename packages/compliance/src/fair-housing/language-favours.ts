import type { StandaloneRule } from './standalone-rules';

/**
 * Quid pro quo in Spanish, Portuguese, French and Haitian Creole: rent a tenant cannot pay taken "de otra
 * manera" (another way), "de outra forma", "autrement", "yon lòt jan" (24 CFR §100.600(a)(1); HUD
 * harassment rule, 81 FR 63054; by sex, 42 U.S.C. §3604(b), and said in writing, §3604(c)).
 * favours-for-rent.ts reads the English "in other ways"; this is the same two halves in one sentence,
 * a rent cue and the other way, with the same look-alike: other ways that are named ("de otra manera:
 * transferencia o efectivo", "por ejemplo con Zelle") are a payment method, not a favour.
 * Text is normalised (normalise.ts): lower case, accents and quotes dropped.
 */
// Rent owed or not paid.
const RENT =
  '(?:renta|alquiler|dinero|no (?:tiene|tenia|tienes|puede|podia|pueda) (?:pagar|el dinero|para la renta)|atrasad[oa]s?|debe|aluguel|atrasad[oa]|nao (?:tem|tiver|pode) pagar|loyer|retard|pas payer|pas les moyens|lwaye|pa gen kob|pa ka peye)';
// Paying, settling or making it up another way.
const PAY =
  '(?:pagar(?:me|le|lo|la)?|pagarlo|arreglar(?:lo|nos|se)?|compensar(?:lo|me)?|resolver(?:lo)?|acertar|pagar(?:-me)?|payer|regler|sarranger|arranger|peye|regle)';
const WAY =
  '(?:(?:de|en|con) otras? (?:maneras?|formas?|modos?)|de otro modo|con favores|(?:de|com) outr[oa]s? (?:formas?|maneiras?|jeito)|com favores|autrement|dune autre (?:facon|maniere)|avec des faveurs|yon lot jan|lot jan)';
// A named method after the other way is a payment method ("de otra manera: con Zelle").
const NAMED =
  '(?! ?[,|:;]? (?:como|por ejemplo|p ej|mediante|via|por|con (?:zelle|cheque|tarjeta|transferencia|efectivo)|tal como|tipo|por exemplo|com (?:pix|cheque|cartao)|par (?:cheque|virement|carte)|comme|tel que)\\b)';

export const LANGUAGE_FAVOUR_RULES: readonly StandaloneRule[] = [
  {
    id: 'rent-other-ways-romance',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['otra', 'otro', 'favores', 'outra', 'outro', 'autrement', 'autre', 'faveurs', 'lot jan'],
    reason:
      'Offers to take rent "another way" from a tenant who cannot pay (quid pro quo harassment, sex; 24 CFR §100.600(a)(1))',
    re: new RegExp(
      `\\b${RENT}\\b[^|]{0,80}?\\b${PAY}(?: [a-z]+){0,3}? ${WAY}${NAMED}|\\b${PAY}(?: [a-z]+){0,3}? ${WAY}${NAMED}[^|]{0,60}?\\b${RENT}\\b`,
      'g',
    ),
  },
];
