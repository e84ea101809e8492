import { countIn } from './description';
import type { Feature } from './feature-lexicon';

/**
 * Every count the description states for a counted feature, not only the first (issue 26): okeefe's
 * "An assigned covered parking space and 24 shared spaces" states one assigned space as well as the
 * shared ones, so a post's "one assigned covered parking space" agrees with it. A space named with an
 * article ("an assigned covered parking space", "a reserved spot") counts one.
 */
const ONE_SPACE = /\b(an?|one|single)( [\w-]+){0,3} (parking )?(space|spot)\b/g;

export interface StatedCount {
  text: string;
  n: number;
}

export const statedCounts = (f: Feature, description: string): StatedCount[] => {
  if (!f.count) return [];
  const out: StatedCount[] = [];
  for (const m of description.matchAll(new RegExp(f.count.source, 'g')))
    out.push({ text: m[0], n: countIn(m[0]) });
  if (f.name === 'parking') for (const m of description.matchAll(ONE_SPACE)) out.push({ text: m[0], n: 1 });
  return out.sort((a, b) => description.indexOf(a.text) - description.indexOf(b.text));
};

/** True when the post's count agrees with one the description states ("5+car garage": 6 may be right). */
export const countAgrees = (stated: StatedCount, count: { n: number; min: boolean }): boolean =>
  stated.text.includes('+') ? count.n >= stated.n : count.min ? stated.n >= count.n : stated.n === count.n;
