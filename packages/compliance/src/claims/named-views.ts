import { OUTSIDE_FEATURES } from './features-outside';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * A view named by its water (issue 26): "Lake Washington views", "Puget Sound views", "Hudson River
 * view" claim a water view, not merely "views", so a listing that states only "scenic views" or none
 * does not support them (warn, as features.ts warns an unsupported feature). A capitalised name of one
 * to three words containing a water word, just before "view(s)"/"vistas".
 */
const WATER =
  /^(lake|bay|river|sound|ocean|sea|harbor|harbour|creek|pond|gulf|pacific|atlantic|canal|reservoir|inlet|lagoon|marina|beach|waterway|lakefront|bayfront)$/;
const VIEW = /^(view|views|vista|vistas)$/;
const DENY = /^(no|without|not|lacks)$/;
const CAPITALISED = /^[A-Z][a-z'’]+$/;
const WATER_VIEW = OUTSIDE_FEATURES.find((f) => f.name === 'water_view')!;

export const readNamedViews: ClaimReader = ({ tokens, description }) => {
  const out: Claim[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (!VIEW.test(tokens[i]!.low)) continue;
    let from = i;
    while (from > 0 && i - from < 3 && CAPITALISED.test(tokens[from - 1]!.raw)) from--;
    if (from === i || !tokens.slice(from, i).some((t) => WATER.test(t.low))) continue;
    // "Lake Washington" must be a name of two words or more ("Lake views" is features.ts's lake view).
    if (i - from < 2 || DENY.test(tokens[from - 1]?.low ?? '')) continue;
    const ok = WATER_VIEW.support.test(description);
    out.push(
      claimAt(tokens, from, i + 1, {
        field: 'description',
        feature: 'water_view',
        listed: null,
        verdict: ok ? 'ok' : 'warn',
        reason: ok
          ? 'The description mentions a water view.'
          : 'Nothing in the listing mentions a water view: confirm it before you publish.',
      }),
    );
  }
  return out;
};
