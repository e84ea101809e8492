import type { TTransaction } from '@pp/contract';
import type { BadgeTone } from '../../../components/ui/badge';

/** The fields a formatter reads (PRODUCT.md §3), from the contract's transaction. */
type Fields<K extends keyof TTransaction> = Partial<Pick<TTransaction, K>>;

const words = (value: string | null | undefined, fallback: string) => {
  const text = (value ?? '').replaceAll('_', ' ').trim();
  return text ? text.toUpperCase() : fallback;
};

/**
 * The product in words as the server describes it ("Professional, monthly"); failing that the add-on
 * name, underscores to spaces, upper case; 'GENERAL' when missing.
 */
export const productName = (t: Fields<'description' | 'addon_name'>) =>
  t.description?.trim() || words(t.addon_name, 'GENERAL');

/** Payment type: underscores to spaces, upper case, 'UNKNOWN' when missing. */
export const paymentTypeLabel = (t: Fields<'payment_type'>) => words(t.payment_type, 'UNKNOWN');

/** The masked card number: the last 4 digits, else 'N/A'. */
export function maskedCardNumber(cardNumber: string | null | undefined): string {
  const digits = (cardNumber ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : 'N/A';
}

/** 'VISA •••• 4242' when a card name exists, else null (the line is not shown). */
export function cardLabel(t: Fields<'card_name' | 'card_number'>): string | null {
  const name = (t.card_name ?? '').trim();
  return name ? `${name.toUpperCase()} ${maskedCardNumber(t.card_number)}` : null;
}

/** Dollars with 2 decimals ('0.00' when missing) and the upper-cased currency (default USD). */
export function formatAmount(t: Fields<'transaction_amount_in_usd' | 'transaction_currency'>): string {
  const amount = (t.transaction_amount_in_usd ?? 0).toFixed(2);
  return `$${amount} ${(t.transaction_currency || 'usd').toUpperCase()}`;
}

/** Spec §4 status colours; a missing status reads 'unknown'. */
export function statusBadge(status: string | null | undefined): { text: string; tone: BadgeTone } {
  const raw = (status ?? '').trim() || 'unknown';
  // Multi-word statuses such as partially_refunded read as words.
  const text = raw.replace(/_/g, ' ');
  const tone: BadgeTone =
    text === 'paid' || text === 'succeeded'
      ? 'success'
      : text === 'failed'
        ? 'danger'
        : text === 'pending'
          ? 'warning'
          : text === 'refunded'
            ? 'info'
            : 'neutral';
  return { text, tone };
}

/** Local date and time; numbers are seconds (PRODUCT.md §9); 'Unknown date' when missing or invalid. */
export function formatTransactionDate(value: number | string | null | undefined, locale?: string): string {
  if (value === null || value === undefined || value === '') return 'Unknown date';
  const d = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(d.getTime()) ? 'Unknown date' : d.toLocaleString(locale);
}

/** 'Showing X to Y of Z transactions' for a 1-based page. */
export function paginationText(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} transactions`;
}
