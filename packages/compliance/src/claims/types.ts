import type { ClaimField, TListing } from '@pp/contract';
import type { Token } from './tokenize';

/**
 * One fact a post states, as a reader found it: `ok` when the listing agrees, `block` when it says
 * otherwise, `warn` when nothing in the listing supports it. checkClaims answers the blocks and warns;
 * readClaims (tests, the bench) answers every claim read.
 */
export interface Claim {
  start: number;
  end: number;
  field: ClaimField;
  feature?: string;
  listed: string | number | null;
  verdict: 'ok' | 'block' | 'warn';
  reason: string;
}

export interface ReadContext {
  text: string;
  tokens: Token[];
  listing: TListing;
  /** The listing's description, lower-cased ('' without one): what supports a feature. */
  description: string;
  /** Now, for "new construction" (a fixed date in tests). */
  year: number;
}

export type ClaimReader = (ctx: ReadContext) => Claim[];

export const claimAt = (
  tokens: readonly Token[],
  from: number,
  to: number,
  rest: Omit<Claim, 'start' | 'end'>,
): Claim => ({ start: tokens[from]!.start, end: tokens[Math.max(from, to - 1)]!.end, ...rest });
