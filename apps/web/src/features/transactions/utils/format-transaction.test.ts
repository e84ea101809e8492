import { describe, expect, it } from 'vitest';
import {
  cardLabel,
  formatAmount,
  formatTransactionDate,
  maskedCardNumber,
  paginationText,
  paymentTypeLabel,
  productName,
  statusBadge,
} from './format-transaction';

describe('transaction formatting (PRODUCT.md §2)', () => {
  it('names the add-on and payment type in upper case with spaces, with fallbacks', () => {
    expect(productName({ addon_name: 'promote_to_facebook_marketplace' })).toBe(
      'PROMOTE TO FACEBOOK MARKETPLACE',
    );
    expect(productName({})).toBe('GENERAL');
    expect(productName({ addon_name: '' })).toBe('GENERAL');
    expect(paymentTypeLabel({ payment_type: 'one_time' })).toBe('ONE TIME');
    expect(paymentTypeLabel({ payment_type: null })).toBe('UNKNOWN');
  });

  it('masks the card to its last 4 digits, or N/A, after the upper-cased card name', () => {
    expect(maskedCardNumber('4242424242424242')).toBe('•••• 4242');
    expect(maskedCardNumber('**** **** **** 1881')).toBe('•••• 1881');
    expect(maskedCardNumber('12')).toBe('N/A');
    expect(maskedCardNumber(undefined)).toBe('N/A');
    expect(cardLabel({ card_name: 'visa', card_number: '4242' })).toBe('VISA •••• 4242');
    expect(cardLabel({ card_name: 'mastercard' })).toBe('MASTERCARD N/A');
    expect(cardLabel({ card_number: '4242' })).toBeNull();
  });

  it('shows dollars with 2 decimals and the upper-cased currency, USD by default', () => {
    expect(formatAmount({ transaction_amount_in_usd: 25, transaction_currency: 'usd' })).toBe('$25.00 USD');
    expect(formatAmount({ transaction_amount_in_usd: 2.5, transaction_currency: 'eur' })).toBe('$2.50 EUR');
    expect(formatAmount({ transaction_amount_in_usd: 12.345 })).toBe('$12.35 USD');
    expect(formatAmount({})).toBe('$0.00 USD');
  });

  it('colours the status: paid/succeeded green, failed red, pending yellow, refunded blue, else neutral', () => {
    expect(statusBadge('paid')).toEqual({ text: 'paid', tone: 'success' });
    expect(statusBadge('succeeded').tone).toBe('success');
    expect(statusBadge('failed').tone).toBe('danger');
    expect(statusBadge('pending').tone).toBe('warning');
    expect(statusBadge('refunded').tone).toBe('info');
    expect(statusBadge('disputed')).toEqual({ text: 'disputed', tone: 'neutral' });
    expect(statusBadge(undefined)).toEqual({ text: 'unknown', tone: 'neutral' });
    expect(statusBadge('partially_refunded')).toEqual({ text: 'partially refunded', tone: 'neutral' });
  });

  it('reads timestamps as seconds or date strings, else Unknown date', () => {
    const seconds = Date.UTC(2026, 0, 15, 10, 30) / 1000;
    expect(formatTransactionDate(seconds, 'en-US')).toBe(new Date(seconds * 1000).toLocaleString('en-US'));
    expect(formatTransactionDate('2026-01-15T10:30:00Z', 'en-US')).toBe(
      new Date('2026-01-15T10:30:00Z').toLocaleString('en-US'),
    );
    expect(formatTransactionDate(null)).toBe('Unknown date');
    expect(formatTransactionDate('garbage')).toBe('Unknown date');
  });

  it("says 'Showing X to Y of Z transactions'", () => {
    expect(paginationText(1, 5, 12)).toBe('Showing 1 to 5 of 12 transactions');
    expect(paginationText(3, 5, 12)).toBe('Showing 11 to 12 of 12 transactions');
  });
});
