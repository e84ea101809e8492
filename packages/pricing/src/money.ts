/** Money is integer cents everywhere (decisions.md); dollars exist only for display and the checkout payload. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents to a USD number with two decimals, e.g. 2550 → 25.5 (the spec's package_price field). */
export const centsToUsd = (cents: number): number => Math.round(cents) / 100;

/** USD number to integer cents, tolerant of float noise (0.1 + 0.2). */
export const usdToCents = (usd: number): number => Math.round(usd * 100);
