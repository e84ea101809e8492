import type { CardDetails } from './payment-provider';

/** Stripe's test card that always declines; every other valid number pays in the sandbox. */
export const DECLINED_TEST_CARD = '4000000000000002';
export const SUCCESS_TEST_CARD = '4242424242424242';

export const SANDBOX_CARD_ERRORS = {
  number: 'Your card number is invalid.',
  expiry: "Your card's expiration date is invalid.",
  cvc: "Your card's security code is invalid.",
  name: 'Enter the name on the card.',
  declined: 'Your card was declined. Try another card.',
} as const;

export interface CardForm {
  card_number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

const luhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

const brandOf = (digits: string) =>
  digits.startsWith('4')
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : /^6(011|5)/.test(digits)
          ? 'discover'
          : 'card';

export type CardCheck =
  | { ok: true; card: CardDetails }
  | { ok: false; field: keyof typeof SANDBOX_CARD_ERRORS; message: string; declined: boolean };

/** Checks the test card the way a processor would: format first, then the decline test number. */
export function checkSandboxCard(form: CardForm, now: Date): CardCheck {
  const fail = (field: keyof typeof SANDBOX_CARD_ERRORS): CardCheck => ({
    ok: false,
    field,
    message: SANDBOX_CARD_ERRORS[field],
    declined: field === 'declined',
  });
  const digits = (form.card_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return fail('number');
  const expiry = (form.expiry ?? '').replace(/\s/g, '').match(/^(\d{1,2})\/(\d{2}|\d{4})$/);
  if (!expiry) return fail('expiry');
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // Valid through the last day of the expiry month.
  if (month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) return fail('expiry');
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return fail('cvc');
  if (!(form.name ?? '').trim()) return fail('name');
  if (digits === DECLINED_TEST_CARD) return fail('declined');
  return { ok: true, card: { brand: brandOf(digits), last4: digits.slice(-4) } };
}
