import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { twoFactorKey } from '../api/get-two-factor-status';

/** The card every console panel sits in, like the rest of the dashboard. */
export const panel =
  'rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-6';

export const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * A console call answered 403 with `errors.two_factor` (the verification ran out meanwhile): the
 * gate's status is fetched again, so the code prompt replaces the page instead of an error.
 */
export function useTwoFactorExpiry(error: unknown) {
  const queryClient = useQueryClient();
  const expired = error instanceof ApiError && error.status === 403 && !!error.errors.two_factor;
  useEffect(() => {
    if (expired) void queryClient.invalidateQueries({ queryKey: twoFactorKey });
  }, [expired, queryClient]);
}
