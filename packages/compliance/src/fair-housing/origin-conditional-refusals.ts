import { escapeRe } from './compile';
import { phraseRules, type StandaloneRule } from './standalone-rules';
import { DEMONYM_ADJECTIVES, ES_DEMONYMS } from './vocabulary/demonyms';
import { NATIONAL_ORIGIN } from './vocabulary/national-origin';

/**
 * A refusal made conditional on where the applicant is from: "si es de Honduras, el dueño no le renta",
 * "if she's from Somalia the owner won't lease to her". The condition names the origin and the refusal
 * follows it, which refuses by national origin (42 U.S.C. §3604(a), (c); 24 CFR §100.50(b), §100.75(c)).
 * The places and nationalities are the vocabulary's (national-origin.ts, demonyms.ts), so no country is
 * special. Left alone: "si es de otra ciudad, le ayudamos con la mudanza", "if you're from out of state,
 * we accept a remote showing", "if she's from Honduras, the owner will rent to her like anyone else".
 */
const ORIGINS = [...(NATIONAL_ORIGIN.ambiguous ?? []), ...DEMONYM_ADJECTIVES, ...ES_DEMONYMS]
  .map((w) => w.toLowerCase())
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|');
const REFUSAL_EN =
  '(?:wont|will not|doesnt|does not|cant|cannot|wouldnt|would not|isnt going to|is not going to|refuses to) (?:rent|lease|sell|show|approve|accept|take)';
const REFUSAL_ES =
  'no (?:le |les |te |se )?(?:renta|rentamos|renta nada|alquila|alquilamos|vende|vendemos|acepta|aceptamos|aprueba|aprobamos)';

export const ORIGIN_CONDITIONAL_REFUSAL_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'refused-if-from',
    category: 'national_origin',
    kind: 'exclude',
    source: 'fha3604c',
    needs: ['if ', 'si '],
    reason: 'Refuses the applicant if they are from a named country or people (42 U.S.C. §3604(a), (c))',
    re: `\\b(?:si (?:usted |ella |el |ellos |tu )?(?:es|eres|son|viene|vienen|vienes) (?:de )?|if (?:you|youre|you are|she|shes|he|hes|they|theyre|they are|the applicant|the applicant is|the tenant is|the buyer is)(?: is| are| comes| come)? (?:from )?)(?:${ORIGINS})\\b[^|]{0,50}?\\b(?:${REFUSAL_EN}|${REFUSAL_ES})\\b`,
  },
]);
