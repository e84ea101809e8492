import type { Token } from './tokenize';
import { tokenize } from './tokenize';
import { type Claim, claimAt } from './types';

/**
 * The area of a part of the home against the description's area of the same part (issue 26): "a
 * 300 m² roof terrace" where the description has "1684 Sq Foot Roof Top Deck", "a 600 sq ft garage"
 * against "a 900 sq ft garage". area.ts reads the area and finds it a part's, not the living area's;
 * here the part is named (the words next to the figure) and compared with the figure the description
 * gives beside the same part's words. No finding where the description gives the part no area.
 */
const GROUPS: ReadonlyArray<[feature: string, words: RegExp]> = [
  ['roof_deck', /^(roof|rooftop|toit|azotea)$/],
  ['deck', /^(deck|decks|decking|terrace|terrasse|terraza|balcony|balcon|balcón|patio|lanai)$/],
  ['garage', /^(garage|garages|garaje|cochera)$/],
  ['basement', /^(basement|sótano|sotano|cave)$/],
  ['adu', /^(adu|casita|guesthouse|cottage)$/],
];
const SQFT_UNIT = /^(sq|sqft|square|sf|ft)$/;
const M2_UNIT = /^(m²|m2|sqm)$/;

/** The part group named by words, the first group that matches any (roof before deck). */
export const partGroup = (words: readonly string[]): string | null => {
  for (const [feature, re] of GROUPS) if (words.some((w) => re.test(w))) return feature;
  return null;
};

/** "home", "with", a number or a comma ends the words that name what an area is of. */
const BREAK = /^(home|house|residence|living|interior|with|w|and|plus|on|in)$/;
/** Up to four words from i, forward (1) or back (-1), to a break. */
const wordsOut = (tokens: readonly Token[], i: number, dir: 1 | -1): string[] => {
  const out: string[] = [];
  for (let k = i; k >= 0 && k < tokens.length && out.length < 4; k += dir) {
    const t = tokens[k]!;
    if (t.kind === 'num' || (t.kind === 'sym' && t.raw !== '-') || BREAK.test(t.low)) break;
    out.push(t.low);
  }
  return out;
};

interface PartArea {
  feature: string;
  sqft: number;
  text: string;
}
/** The last description read and its parts: the editor checks the same listing on every keystroke. */
let lastRead: { description: string; parts: PartArea[] } | null = null;

/** Areas the description gives a part: "1684 Sq Foot Roof Top Deck", "a deck of 300 sq ft". */
const describedParts = (description: string): PartArea[] => {
  if (lastRead?.description === description) return lastRead.parts;
  const tokens = tokenize(description);
  const out: PartArea[] = [];
  tokens.forEach((t, i) => {
    if (t.kind !== 'num' || t.money) return;
    const unit = tokens[i + 1]?.low ?? '';
    const m2 = M2_UNIT.test(unit) || (unit === 'm' && tokens[i + 2]?.raw === '²');
    if (!SQFT_UNIT.test(unit) && !m2) return;
    const near = [...wordsOut(tokens, i + 2, 1), ...wordsOut(tokens, i - 1, -1)];
    const feature = partGroup(near);
    if (feature) out.push({ feature, sqft: m2 ? t.value * 10.7639 : t.value, text: `${t.raw} sq ft` });
  });
  lastRead = { description, parts: out };
  return out;
};

/** A claim on the part's area, when the description gives that part one; else null. */
export const partAreaClaim = (
  tokens: readonly Token[],
  from: number,
  next: number,
  sqft: number,
  words: readonly string[],
  description: string,
): Claim | null => {
  const feature = partGroup(words);
  if (!feature || !description) return null;
  const listed = describedParts(description).find((p) => p.feature === feature);
  if (!listed) return null;
  const ok = Math.abs(sqft - listed.sqft) <= listed.sqft * 0.1;
  return claimAt(tokens, from, next, {
    field: 'description',
    feature,
    listed: listed.text,
    verdict: ok ? 'ok' : 'block',
    reason: `The listing's description gives the ${feature.replace(/_/g, ' ')} ${listed.text}.`,
  });
};
