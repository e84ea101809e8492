import type { Claim } from './types';

const NONE = {
  beds: 'The listing states no bedroom count: confirm it.',
  year_built: 'The listing states no year built: confirm it.',
} as const;
const SAYS = {
  beds: (n: number) => `The listing has ${n} bedrooms.`,
  year_built: (n: number) => `The listing says it was built in ${n}.`,
} as const;

/**
 * A count said exactly (a bedroom count, a year built) judged against the listing's: ok when equal,
 * block when the listing says another, warn when it says none. One place for the verdict and its
 * reason, so readers of other notations (answered questions, Chinese room counts) say it alike.
 */
export const exactCount = (
  field: keyof typeof NONE,
  listed: number | null,
  said: number,
): Omit<Claim, 'start' | 'end'> => ({
  field,
  listed,
  verdict: listed === null ? 'warn' : listed === said ? 'ok' : 'block',
  reason: listed === null ? NONE[field] : SAYS[field](listed),
});
