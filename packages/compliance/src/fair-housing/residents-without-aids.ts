import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * The residents described by the aids and treatments none of them use: "nobody's on oxygen", "no one here
 * is in a wheelchair", "nadie usa andador". Like "healthy, active residents" (healthy-residents-es.ts), it
 * tells a disabled reader the home is not for them: a description, so it warns (42 U.S.C. §3604(c); HUD 1995
 * memo). Left alone: "nobody's on the waitlist", "no one here has to climb stairs: there is an elevator",
 * "wheelchair-accessible entrance".
 */
const NOBODY =
  '(?:nobodys|nobody|no ones|no one|noone|none of (?:them|the residents|our residents|the tenants)|nadie)';
const AIDS =
  '(?:on oxygen|on dialysis|on a ventilator|in a wheelchair|in wheelchairs|(?:uses|using|use|needs|has) (?:a )?(?:wheelchair|walker|cane|oxygen tank|mobility scooter|hearing aid|rollator)s?|(?:usa|necesita|anda en) (?:silla de ruedas|andador|baston|oxigeno))';

export const RESIDENTS_WITHOUT_AIDS_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'residents-without-aids',
    category: 'handicap',
    kind: 'describe',
    severity: 'warn',
    source: 'hud1995',
    needs: ['nobody', 'no one', 'noone', 'none of', 'nadie'],
    reason:
      'Describes the residents as using no wheelchair, oxygen or other aid, which signals a preference by disability',
    re: `\\b${NOBODY}(?: s| is| here| here is| here s| in the building| around here)? ${AIDS}\\b`,
  },
]);
