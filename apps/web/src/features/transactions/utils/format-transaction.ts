import type { BadgeTone } from '../../../components/ui/badge';

/** A transaction as the server may send it (PRODUCT.md §3); every field may be missing. */
export interface Transaction {
  _id?: string;
  card_name?: string | null;
  card_number?: string | null;
  transaction_amount_in_usd?: number | string | null;
  transaction_currency?: string | null;
  transaction_status?: string | null;
  /** Seconds since the epoch, or a date string (PRODUCT.md §3, §9). */
  transaction_timestamp?: number | string | null;
  receipt_url?: string | null;
  addon_name?: string | null;
  payment_type?: string | null;
  /** What was bought, in words ("Facebook Marketplace credits × 100"). */
  description?: string | null;
}

const words = (value: string | null | undefined, fallback: string) => {
  const text = (value ?? '').replaceAll('_', ' ').trim();
  return text ? text.toUpperCase() : fallback;
};

/**
 * The product in words as the server describes it ("Professional, monthly"); failing that the add-on
 * name, underscores to spaces, upper case; 'GENERAL' when missing.
 */
export const productName = (t: Transaction) => t.description?.trim() || words(t.addon_name, 'GENERAL');

/** Payment type: underscores to spaces, upper case, 'UNKNOWN' when missing. */
export const paymentTypeLabel = (t: Transaction) => words(t.payment_type, 'UNKNOWN');

/** The masked card number: the last 4 digits, else 'N/A'. */
export function maskedCardNumber(cardNumber: string | null | undefined): string {
  const digits = (cardNumber ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : 'N/A';
}

/** 'VISA •••• 4242' when a card name exists, else null (the line is not shown). */
export function cardLabel(t: Transaction): string | null {
  const name = (t.card_name ?? '').trim();
  return name ? `${name.toUpperCase()} ${maskedCardNumber(t.card_number)}` : null;
}

/** Dollars with 2 decimals ('0.00' when missing or not a number) and the upper-cased currency (default USD). */
export function formatAmount(t: Transaction): string {
  const n = Number(t.transaction_amount_in_usd);
  const amount =
    t.transaction_amount_in_usd === null || t.transaction_amount_in_usd === undefined || !Number.isFinite(n)
      ? '0.00'
      : n.toFixed(2);
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

/** Spec §7: the list may come as data.transactions, transactions, or a bare array (also inside data). */
export function transactionsFrom(payload: unknown): Transaction[] | null {
  if (Array.isArray(payload)) return payload;
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as { data?: unknown; transactions?: unknown };
  if (
    p.data &&
    typeof p.data === 'object' &&
    Array.isArray((p.data as { transactions?: unknown }).transactions)
  ) {
    return (p.data as { transactions: Transaction[] }).transactions;
  }
  if (Array.isArray(p.transactions)) return p.transactions;
  if (Array.isArray(p.data)) return p.data;
  return null;
}
