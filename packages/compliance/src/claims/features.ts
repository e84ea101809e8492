import { inBusinessName } from './business-name';
import { notTheHomes } from './feature-context';
import { countAgrees, statedCounts } from './feature-counts';
import { kindAfter, kindDenied, poolOf, terraceOf } from './feature-kinds';
import { type Feature, phraseTable, withoutDenials, withoutStripped } from './feature-lexicon';
import { featureOfOther } from './feature-owner';
import { chineseFeatures } from './features-chinese';
import { EUROPEAN_FEATURES } from './features-european';
import { FRENCH_FEATURES } from './features-french';
import { INSIDE_FEATURES } from './features-inside';
import { OUTSIDE_FEATURES } from './features-outside';
import { PORTUGUESE_FEATURES } from './features-portuguese';
import { RENTAL_FEATURES } from './features-rental';
import { SPANISH_FEATURES } from './features-spanish';
import { VIETNAMESE_FEATURES } from './features-vietnamese';
import { garageDenied } from './garage-parking';
import { phraseAt } from './grammar';
import { hypothetical } from './hypothetical';
import { privacyDenied } from './private-shared';
import type { Token } from './tokenize';
import { type Claim, type ClaimReader, claimAt, type ReadContext } from './types';

/**
 * Property features (amenities, parking, views and water): supported when the listing's description
 * says so, a contradiction when it says the home lacks it or counts it differently ("2-car garage"
 * against "3-car garage"), else a warning for the agent to confirm. A feature near the home ("steps
 * to the beach"), one it could have ("room for a pool"), one it lacks ("no HOA") and a street name
 * ("Ocean Front Walk") are not claims about the home.
 */
/**
 * Each feature with its Spanish words (features-spanish.ts), its French ones (features-french.ts:
 * "sous-sol aménagé", "terrasse sur le toit"), its Portuguese ones (features-portuguese.ts) and its
 * Vietnamese ones (features-vietnamese.ts: "hồ bơi"), and its Russian, German, Italian and Polish ones
 * (features-european.ts: "подвал", "Kamin").
 */
const withOtherLanguages = (f: Feature): Feature => {
  const words = [
    SPANISH_FEATURES[f.name],
    FRENCH_FEATURES[f.name],
    PORTUGUESE_FEATURES[f.name],
    VIETNAMESE_FEATURES[f.name],
    EUROPEAN_FEATURES[f.name],
  ].filter((w) => w !== undefined);
  if (!words.length) return f;
  const sources = [f.support.source, ...words.flatMap((w) => (w.support ? [w.support.source] : []))];
  return {
    ...f,
    claims: [...f.claims, ...words.flatMap((w) => w.claims)],
    support: new RegExp(sources.join('|')),
  };
};
const PHRASES = phraseTable(
  [...RENTAL_FEATURES, ...OUTSIDE_FEATURES, ...INSIDE_FEATURES].map(withOtherLanguages),
);

const COUNT_FILLER = new Set([
  '-',
  'car',
  'cars',
  'bay',
  'stall',
  'attached',
  'detached',
  'oversized',
  'covered',
  'private',
  'tandem',
  'heated',
  'reserved',
  'assigned',
  'deeded',
  'gas',
  'wood',
  'burning',
  'stop',
  'stops',
  '+',
]);

const VEHICLES =
  /^(cars?|vehicles?|autos?|carros?|coches?|vehículos?|vehiculos?|voitures?|véhicules?|vehicules?|xe)$/;
/** "for" before the count: English, Spanish/Portuguese, French, Italian, German, Vietnamese ("cho"). */
const FOR = /^(for|para|pour|per|für|fuer|cho)$/;
/**
 * The count written after a counted feature: "garage for 3 cars", "cochera para 3 autos", "cochera
 * doble", and with no "for" where the vehicles name the count, "garage 1 xe" (Vietnamese), "garage
 * deux voitures".
 */
const countAfter = (
  tokens: readonly Token[],
  next: number,
): { n: number; next: number; min: boolean } | null => {
  const t = tokens[next];
  if (t?.low === 'doble' || t?.low === 'triple')
    return { n: t.low === 'doble' ? 2 : 3, next: next + 1, min: false };
  const at = FOR.test(t?.low ?? '') ? next + 1 : next;
  const n = tokens[at];
  let j = at + 1;
  const min = tokens[j]?.raw === '+';
  if (min) j++;
  if (n?.kind !== 'num' || n.money || n.value > 20 || !VEHICLES.test(tokens[j]?.low ?? '')) return null;
  return { n: n.value, next: j + 1, min };
};

/** The count written before a counted feature ("2-car garage", "three fireplaces"), if any. */
const countBefore = (
  tokens: readonly Token[],
  i: number,
): { n: number; from: number; min: boolean } | null => {
  let j = i - 1;
  let min = false;
  for (let k = 0; k < 4 && j >= 0 && COUNT_FILLER.has(tokens[j]!.low); k++, j--)
    if (tokens[j]!.raw === '+') min = true;
  const t = tokens[j];
  if (t?.kind !== 'num' || t.money || t.value > 20) return null;
  return { n: t.value, from: j, min };
};

const judge = (
  ctx: ReadContext,
  f: Feature,
  count: { n: number; min: boolean } | null,
  words: readonly string[],
  wordsAhead: readonly string[] = [],
): Pick<Claim, 'verdict' | 'listed' | 'reason'> => {
  // "shared backyard patio": privacy may stand a word or two further back than a kind.
  const wide = [...wordsAhead, ...words];
  const otherKind =
    kindDenied(f, words, ctx.description) ??
    privacyDenied(f, wide, ctx.description) ??
    garageDenied(f, ctx.description);
  if (otherKind)
    return { verdict: 'block', listed: otherKind, reason: `The listing's description says "${otherKind}".` };
  let d = withoutStripped(f, ctx.description);
  const denied = f.deny ? f.deny.exec(d) : null;
  d = withoutDenials(f, d);
  const support = f.support.exec(d);
  const name = f.name.replace(/_/g, ' ');
  if (!support) {
    if (denied)
      return {
        verdict: 'block',
        listed: denied[0],
        reason: `The listing's description says "${denied[0]}".`,
      };
    if (f.name === 'yard' && ctx.listing.property_type === 'single_family' && (ctx.listing.lot_size ?? 0) > 0)
      return { verdict: 'ok', listed: null, reason: 'A single-family home on its own lot.' };
    return {
      verdict: 'warn',
      listed: null,
      reason: `Nothing in the listing mentions a ${name}: confirm it before you publish.`,
    };
  }
  const all = statedCounts(f, d);
  const listed = all[0]?.text ?? support[0];
  // "two-car garage" where the listing says only "extended garage": a count it does not state.
  if (count && f.count && all.length === 0)
    return {
      verdict: 'warn',
      listed,
      reason: `The listing mentions "${listed}" but not how many: confirm the count before you publish.`,
    };
  if (count && all.length > 0 && !all.some((s) => countAgrees(s, count)))
    return {
      verdict: 'block',
      listed: all[0]!.text,
      reason: `The listing's description says "${all[0]!.text}".`,
    };
  return {
    verdict: 'ok',
    listed,
    reason: `The description mentions "${listed}".`,
  };
};

/**
 * A feature word counted as web traffic: its notBefore word ("online views"), a count of them before
 * it ("1,204 views": nobody counts twenty scenic views) or a stat line's colon and count after it
 * ("Views: 812").
 */
const countedLikeTraffic = (tokens: readonly Token[], from: number, next: number, notBefore: RegExp) => {
  const prev = tokens[from - 1];
  if (notBefore.test(prev?.low ?? '')) return true;
  if (prev?.kind === 'num' && !prev.money && prev.value >= 20) return true;
  return tokens[next]?.raw === ':' && tokens[next + 1]?.kind === 'num';
};

/** Chinese feature words (features-chinese.ts), each judged as the English phrase it stands for. */
export const readChineseFeatures: ClaimReader = (ctx) =>
  chineseFeatures(ctx.text).flatMap((c) => {
    const found = PHRASES.get(c.phrase);
    if (!found) return [];
    const f = poolOf(found, c.phrase, ctx.listing, PHRASES.get('pool'));
    const verdict = judge(ctx, f, null, c.phrase.split(' '));
    return [{ start: c.start, end: c.end, field: 'description' as const, feature: f.name, ...verdict }];
  });

export const readFeatures: ClaimReader = (ctx) => {
  const { tokens } = ctx;
  const out: Claim[] = [];
  // The end of the last feature read as not the home's: "room for a pool and a hot tub" carries on.
  let lastSkipped = -1;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.kind === 'sym') continue;
    const hit = phraseAt(tokens, i, PHRASES, 7);
    if (!hit) continue;
    const from = i;
    const phrase = tokens
      .slice(from, hit.next)
      .map((t) => t.low)
      .join(' ');
    const f = terraceOf(poolOf(hit.value, phrase, ctx.listing, PHRASES.get('pool')), phrase);
    i = hit.next - 1;
    const skip =
      notTheHomes(tokens, f.name, f.notAfter, from, hit.next, lastSkipped, ctx.description) ||
      (f.notBefore ? countedLikeTraffic(tokens, from, hit.next, f.notBefore) : false) ||
      inBusinessName(tokens, from, hit.next, ctx.listing) ||
      featureOfOther(tokens, from, ctx.text) ||
      hypothetical(tokens, from, hit.next);
    if (skip) {
      lastSkipped = hit.next;
      continue;
    }
    const later = f.count ? countAfter(tokens, hit.next) : null;
    let count = f.count ? (countBefore(tokens, from) ?? later) : null;
    // "three elevators" counts elevators, the description's "4 stop elevator" stops: no comparison.
    const by = f.countedBy;
    if (
      by &&
      count &&
      !tokens.slice('from' in count ? count.from : from, hit.next).some((t) => by.test(t.low))
    )
      count = null;
    // The kind written before the feature or in its phrase: "detached 2-car garage", "attached garage".
    const start = count && 'from' in count ? count.from : from;
    // …or after it, as its predicate: "the garage is attached".
    const words = [
      ...tokens.slice(Math.max(0, start - 1), hit.next).map((t) => t.low),
      ...kindAfter(f, tokens, hit.next),
    ];
    const ahead = tokens.slice(Math.max(0, start - 3), Math.max(0, start - 1)).map((t) => t.low);
    const verdict = judge(ctx, f, count, words, ahead);
    if (later && count === later) i = later.next - 1;
    // "azotea (roof deck)": a gloss in brackets right after the same feature names it again.
    const prev = out.at(-1);
    if (prev?.feature === f.name && /^\s*[(/]\s*$/.test(ctx.text.slice(prev.end, tokens[from]!.start)))
      continue;
    out.push(
      claimAt(
        tokens,
        count && 'from' in count ? count.from : from,
        later && count === later ? later.next : hit.next,
        {
          field: 'description',
          feature: f.name,
          ...verdict,
        },
      ),
    );
  }
  return out;
};
