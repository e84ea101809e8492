import { OUTSIDE_FEATURES } from './features-outside';
import type { Token } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * A view named by its water (issue 26): "Lake Washington views", "Puget Sound views", "Hudson River
 * view" claim a water view, not merely "views", so a listing that states only "scenic views" or none
 * does not support them (warn, as features.ts warns an unsupported feature). A capitalised name of one
 * to three words containing a water word, before "view(s)"/"vistas" (also joined to another view by
 * "and") or after "views of".
 */
const WATER =
  /^(lake|bay|river|sound|ocean|sea|harbor|harbour|creek|pond|gulf|pacific|atlantic|canal|reservoir|inlet|lagoon|marina|beach|waterway|lakefront|bayfront)$/;
const VIEW = /^(view|views|vista|vistas)$/;
const DENY = /^(no|without|not|lacks)$/;
const CAPITALISED = /^[A-Z][a-z'’]+$/;
const WATER_VIEW = OUTSIDE_FEATURES.find((f) => f.name === 'water_view')!;

/** The capitalised run ending just before token `to` (at most three words), as [from, to). */
const nameBefore = (tokens: readonly Token[], to: number): number => {
  let from = to;
  while (from > 0 && to - from < 3 && CAPITALISED.test(tokens[from - 1]!.raw)) from--;
  return from;
};
const isWaterName = (tokens: readonly Token[], from: number, to: number) =>
  to - from >= 2 && tokens.slice(from, to).some((t) => WATER.test(t.low));

/**
 * Where a water name is the view's: "Lake Washington views", "Lake Sammamish and mountain views",
 * "views of Lake Washington". Returns the claim's token span, or null.
 */
const waterViewAt = (tokens: readonly Token[], i: number): [number, number] | null => {
  const from = nameBefore(tokens, i);
  if (isWaterName(tokens, from, i)) return [from, i + 1];
  // "Lake Sammamish and mountain views", "Lake Washington & Cascade views".
  for (let k = i - 1; k >= Math.max(1, i - 3); k--) {
    if (!/^(and|&)$/.test(tokens[k]!.low)) continue;
    const f = nameBefore(tokens, k);
    // The name alone: the other view ("mountain views") stays features.ts's claim.
    if (isWaterName(tokens, f, k)) return [f, k];
  }
  // "views of Lake Washington", "views over Puget Sound".
  let j = i + 1;
  if (!/^(of|over|across|to|toward|towards)$/.test(tokens[j]?.low ?? '')) return null;
  j++;
  if (tokens[j]?.low === 'the') j++;
  let to = j;
  while (to < tokens.length && to - j < 3 && CAPITALISED.test(tokens[to]!.raw)) to++;
  return isWaterName(tokens, j, to) ? [i, to] : null;
};

export const readNamedViews: ClaimReader = ({ tokens, description }) => {
  const out: Claim[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (!VIEW.test(tokens[i]!.low)) continue;
    const span = waterViewAt(tokens, i);
    if (!span || DENY.test(tokens[span[0] - 1]?.low ?? '')) continue;
    const ok = WATER_VIEW.support.test(description);
    out.push(
      claimAt(tokens, span[0], span[1], {
        field: 'description',
        feature: 'water_view',
        listed: null,
        verdict: ok ? 'ok' : 'warn',
        reason: ok
          ? 'The description mentions a water view.'
          : 'Nothing in the listing mentions a water view: confirm it before you publish.',
      }),
    );
    i = Math.max(i, span[1] - 1);
  }
  return out;
};
