import type { TClaimFinding } from '@pp/contract';
import type { ListingKey } from './listings';

/**
 * One labelled case: a post's text, the listing it promotes, and the findings a careful reader
 * expects, written `field:severity` (a feature as `feature:<name>:severity`), space-separated, ''
 * for none. Several findings of one kind repeat the label.
 */
export type ClaimCase = [listing: ListingKey, text: string, expected: string];

export const keyOf = (f: Pick<TClaimFinding, 'field' | 'feature' | 'severity'>) =>
  `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`;

export const labelsOf = (expected: string): string[] => expected.split(/\s+/).filter(Boolean);
