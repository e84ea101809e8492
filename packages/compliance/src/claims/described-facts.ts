import type { TListing } from '@pp/contract';
import { endsSentence } from './grammar';
import { type Token, tokenize } from './tokenize';
import type { Claim, ClaimReader } from './types';
import { notAsserted } from './whose-fact';

/**
 * Facts the listing holds only in its description (issue 26): schools, commute times, stories,
 * lease terms, deposits, availability, taxes, appliances that stay, renovations, occupancy. Each
 * kind is one grammar read twice, over the post and over the listing's description: the post's fact
 * is supported when the description states the same, contradicted when it states the same thing
 * otherwise ("12-month lease" against "6-month lease"), and unsupported (a warning) when it says
 * nothing of it, as every other reader answers a fact the listing lacks.
 */
export interface Fact {
  /** Tokens [from, next) the fact is written in. */
  from: number;
  next: number;
  /** What the fact is about ("kitchen", "elementary", "downtown"): only facts of one key compare. */
  key: string;
  value: string | number | null;
  /** Character span when the fact is written where the tokenizer keeps no token ("available 8/1"). */
  start?: number;
  end?: number;
  /** Read only as the listing's word ("original kitchen", "upstairs"): no claim when a post says it. */
  listedOnly?: boolean;
}

export interface FactKind {
  /** The finding's `feature`. */
  feature: string;
  /** A fact's own feature where it is not `feature` ("new roof 2021" is the features reader's new_roof). */
  featureOf?: (f: Fact) => string;
  /** Words one of which every fact of the kind contains: the cheap test before any grammar runs. */
  triggers: ReadonlySet<string>;
  read: (tokens: readonly Token[], text: string) => Fact[];
  /** Whether a listed fact speaks of the post's (default: the same key). */
  comparable?: (post: Fact, listed: Fact) => boolean;
  agree: (post: Fact, listed: Fact) => boolean;
  /** A fact as the editor shows it beside the claim. */
  show: (f: Fact) => string;
  /** "a lease term": the thing named in the warning. */
  noun: string;
  /** A contradiction the listing's own fields make ("renovated in 1990" of a home built in 2004). */
  fromFields?: (f: Fact, listing: TListing) => { listed: string | number; reason: string } | null;
}

/** True when a token is one of the words (the prefilter every kind runs first). */
export const hasWord = (tokens: readonly Token[], words: ReadonlySet<string>): boolean => {
  for (const t of tokens) if (words.has(t.low)) return true;
  return false;
};

const descTokens = new WeakMap<TListing, Token[]>();
const descFacts = new WeakMap<TListing, Map<string, Fact[]>>();

/** The description's facts of a kind, read once per listing object (the editor checks every keystroke). */
export const listedFacts = (kind: FactKind, listing: TListing): Fact[] => {
  let byKind = descFacts.get(listing);
  if (!byKind) {
    byKind = new Map();
    descFacts.set(listing, byKind);
  }
  let facts = byKind.get(kind.feature);
  if (facts) return facts;
  const text = listing.description ?? '';
  let tokens = descTokens.get(listing);
  if (!tokens) {
    tokens = tokenize(text);
    descTokens.set(listing, tokens);
  }
  facts = hasWord(tokens, kind.triggers) ? kind.read(tokens, text) : [];
  byKind.set(kind.feature, facts);
  return facts;
};

const spanOf = (tokens: readonly Token[], f: Fact) => ({
  start: f.start ?? tokens[f.from]!.start,
  end: f.end ?? tokens[Math.max(f.from, f.next - 1)]!.end,
});

/** The claim reader of a kind: its facts in the post, each judged against the description's. */
export const readerOf =
  (kind: FactKind): ClaimReader =>
  ({ tokens, text, listing }) => {
    if (!hasWord(tokens, kind.triggers)) return [];
    // "Not a two-story", "no 12-month lease required": a fact denied is no claim (a kind that reads
    // its own denial, "no deposit", starts its fact at the denying word).
    const found = kind.read(tokens, text).filter((f) => !f.listedOnly && !notAsserted(tokens, f.from));
    if (!found.length) return [];
    const listed = listedFacts(kind, listing);
    const comparable = kind.comparable ?? ((p: Fact, l: Fact) => p.key === l.key);
    return found.map((f): Claim => {
      const base = {
        ...spanOf(tokens, f),
        field: 'description' as const,
        feature: kind.featureOf?.(f) ?? kind.feature,
      };
      const wrong = kind.fromFields?.(f, listing);
      if (wrong) return { ...base, verdict: 'block', ...wrong };
      const same = listed.filter((l) => comparable(f, l));
      if (!same.length)
        return {
          ...base,
          verdict: 'warn',
          listed: null,
          reason: `Nothing in the listing states ${kind.noun}: confirm it before you publish.`,
        };
      const agreed = same.find((l) => kind.agree(f, l));
      const shown = kind.show(agreed ?? same[0]!);
      return agreed
        ? { ...base, verdict: 'ok', listed: shown, reason: `The description states "${shown}".` }
        : {
            ...base,
            verdict: 'block',
            listed: shown,
            reason: `The listing's description states "${shown}".`,
          };
    });
  };

/**
 * The money the words name: a sum within `reach` tokens of one of `words` in its sentence, and
 * nearer to it than to any of `rivals` ("HOA $200, taxes $3,200": the $200 is no tax).
 */
export const moneyNamed = (
  tokens: readonly Token[],
  words: ReadonlySet<string>,
  rivals: ReadonlySet<string>,
  reach = 4,
): { at: number; word: number }[] => {
  const out: { at: number; word: number }[] = [];
  tokens.forEach((t, i) => {
    if (!t.money || !(t.value > 0)) return;
    let best = -1;
    let bestRival = Number.POSITIVE_INFINITY;
    for (let d = 1; d <= reach; d++) {
      for (const j of [i - d, i + d]) {
        const w = tokens[j];
        if (!w) continue;
        // Stay in the sentence: no end between the word and the sum.
        const [a, b] = j < i ? [j, i] : [i, j];
        let crosses = false;
        for (let k = a; k < b; k++) if (endsSentence(tokens, k)) crosses = true;
        if (crosses) continue;
        if (best < 0 && words.has(w.low)) best = j;
        if (bestRival === Number.POSITIVE_INFINITY && rivals.has(w.low)) bestRival = d;
      }
    }
    if (best >= 0 && Math.abs(best - i) < bestRival) out.push({ at: i, word: best });
  });
  return out;
};

const RANK = { ok: 0, warn: 1, block: 2 } as const;

/** One claim per written span ("washer/dryer stay", "6 or 12 month lease"): the worst of its facts' verdicts. */
export const worstPerSpan = (claims: readonly Claim[]): Claim[] => {
  const bySpan = new Map<string, Claim>();
  for (const c of claims) {
    const key = `${c.start}:${c.end}`;
    const had = bySpan.get(key);
    if (!had || RANK[c.verdict] > RANK[had.verdict]) bySpan.set(key, c);
  }
  return [...bySpan.values()];
};
