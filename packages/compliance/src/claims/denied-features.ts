import { type Feature, phraseTable, supportsIn, withoutDenials, withoutStripped } from './feature-lexicon';
import { INSIDE_FEATURES } from './features-inside';
import { OUTSIDE_FEATURES } from './features-outside';
import { endsSentence } from './grammar';
import type { Token } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * A feature the post denies that the listing's description names (issue 26): "a quiet, no-doorman
 * building" where the description has "full-service … with doormen", "no elevator" where it has "two
 * elevators", "sans garage" against a garage. A denial is a factual claim like any other, and a wrong
 * one misstates the home (NAR Code of Ethics Art. 12); features.ts reads no claim in a denial, so this
 * reader blocks it. Only a description that names the feature without a denial of its own counts
 * ("no HOA dues" denies too), a denial of what the listing never mentions is no finding, and the kinds
 * with a reader of their own (pets, fees, HOA: rental terms) are left to it. "No garage? No problem",
 * "no parking fees", "no elevator needed" deny a cost or a need, not the feature.
 */
const DENY = /^(no|non|without|sans|sin)$/;
const NOT_THE_FEATURE =
  /^(needed|required|necessary|problem|problems|issues|worries|fee|fees|charge|charges|cost|costs|dues|extra|wait|waitlist|minimum|rules|restrictions|view|views|access|nearby|flooding|leaks|damage|door|doors|opener)$/;
const SKIP = new Set(['pets', 'fees', 'utilities', 'furnished', 'views', 'yard', 'storage', 'gated']);
const DESCRIPTION_DENIAL = /\b(no|non|without|not|sans|sin|lacks|lacking)[\s-]+(an? |the )?$/;

const PHRASES = phraseTable([...OUTSIDE_FEATURES, ...INSIDE_FEATURES].filter((f) => !SKIP.has(f.name)));

/** The longest feature phrase at j (hyphens skipped), with the token after it. */
const featureAt = (tokens: readonly Token[], j: number): { f: Feature; next: number } | null => {
  let best: { f: Feature; next: number } | null = null;
  const words: string[] = [];
  for (let k = j; k < tokens.length && words.length < 4; k++) {
    if (tokens[k]!.raw === '-') continue;
    if (tokens[k]!.kind !== 'word') break;
    words.push(tokens[k]!.low);
    const f = PHRASES.get(words.join(' '));
    if (f) best = { f, next: k + 1 };
  }
  return best;
};

/** Where the description names the feature without denying it, else null. */
const namedIn = (f: Feature, description: string): string | null => {
  const d = withoutDenials(f, withoutStripped(f, description));
  for (const m of supportsIn(f, d))
    if (!DESCRIPTION_DENIAL.test(d.slice(Math.max(0, m.index - 12), m.index))) return m[0];
  return null;
};

export const readDeniedFeatures: ClaimReader = ({ tokens, description }) => {
  const out: Claim[] = [];
  if (!description) return out;
  for (let i = 0; i < tokens.length; i++) {
    if (!DENY.test(tokens[i]!.low)) continue;
    let j = i + 1;
    if (tokens[j]?.raw === '-') j++;
    if (/^(a|an|the)$/.test(tokens[j]?.low ?? '')) j++;
    const hit = featureAt(tokens, j);
    if (!hit) continue;
    const after = tokens[hit.next];
    if (after && (after.raw === '?' || NOT_THE_FEATURE.test(after.low))) continue;
    // "no shared laundry", "no street parking": a kind of it denied, not the feature.
    if (endsSentence(tokens, j - 1)) continue;
    const named = namedIn(hit.f, description);
    if (!named) continue;
    out.push(
      claimAt(tokens, i, hit.next, {
        field: 'description',
        feature: hit.f.name,
        listed: named,
        verdict: 'block',
        reason: `The listing's description says "${named}".`,
      }),
    );
    i = hit.next - 1;
  }
  return out;
};
