import { MESSAGES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import {
  CheckoutError,
  checkoutErrorMessage,
  checkoutUrlOrThrow,
  serverMessageOf,
} from './checkout-error-message';

describe('checkoutErrorMessage (PRODUCT.md §8)', () => {
  it('prefixes the server message for plans and credit packs differently', () => {
    expect(checkoutErrorMessage('subscription', { status: 400, serverMessage: 'Price changed' })).toBe(
      'Error: Price changed',
    );
    expect(
      checkoutErrorMessage('paygo', { status: 400, serverMessage: 'Minimum purchase is 10 credits.' }),
    ).toBe('Failed to create checkout session: Minimum purchase is 10 credits.');
  });

  it('falls back to the spec defaults when the server gave no message', () => {
    expect(checkoutErrorMessage('subscription', { status: 500 })).toBe(
      'Error: Failed to create checkout session',
    );
    expect(checkoutErrorMessage('paygo', { status: 502 })).toBe(
      'Failed to create checkout session: Unknown error',
    );
  });

  it('asks to log in on 401 and 403', () => {
    expect(checkoutErrorMessage('subscription', { status: 403, serverMessage: 'Not authenticated' })).toBe(
      MESSAGES.pleaseLogIn,
    );
    expect(checkoutErrorMessage('paygo', { status: 401 })).toBe(MESSAGES.pleaseLogIn);
  });

  it('shows an unknown plan as is, and a network failure as the generic sentence', () => {
    expect(checkoutErrorMessage('subscription', { status: 404, serverMessage: MESSAGES.planNotFound })).toBe(
      'Selected plan not found.',
    );
    expect(checkoutErrorMessage('subscription', new CheckoutError(MESSAGES.planNotFound))).toBe(
      'Selected plan not found.',
    );
    expect(checkoutErrorMessage('paygo', new TypeError('Failed to fetch'))).toBe(
      'Error creating checkout session. Please try again.',
    );
  });

  it('reads message or detail from an error body', () => {
    expect(serverMessageOf({ status: 'error', message: 'Nope' })).toBe('Nope');
    expect(serverMessageOf({ detail: 'Not authenticated' })).toBe('Not authenticated');
    expect(serverMessageOf(null)).toBeUndefined();
    expect(serverMessageOf({ message: '  ' })).toBeUndefined();
  });
});

describe('checkoutUrlOrThrow', () => {
  const origin = 'http://localhost:8080';
  it('accepts http(s) and relative URLs', () => {
    expect(checkoutUrlOrThrow('https://checkout.stripe.com/c/pay/cs_1', origin)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(checkoutUrlOrThrow('/sandbox/checkout/cs_1', origin)).toBe(
      'http://localhost:8080/sandbox/checkout/cs_1',
    );
  });
  it.each([undefined, 42, '', 'javascript:alert(1)'])('rejects %s', (url) => {
    expect(() => checkoutUrlOrThrow(url, origin)).toThrow(MESSAGES.invalidCheckoutUrl);
  });
});
