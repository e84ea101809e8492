import type { Feature } from './feature-lexicon';

/**
 * A garage where the listing's parking is one space (issue 26): okeefe's description gives "An
 * assigned covered parking space" and names no garage, so a post's "2-car garage" is a contradiction
 * (block), not merely unsupported. Only when the description names no garage or carport at all.
 */
const ONE_SPACE =
  /\b(an?|one|single)( (assigned|covered|reserved|deeded|dedicated|designated|uncovered|outdoor|surface))+ (parking )?(space|spot)\b/;

export const garageDenied = (f: Feature, description: string): string | null => {
  if (f.name !== 'garage' || /garage|carport|car port/.test(description)) return null;
  return ONE_SPACE.exec(description)?.[0] ?? null;
};
