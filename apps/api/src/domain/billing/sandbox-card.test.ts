import { describe, expect, it } from 'vitest';
import { checkSandboxCard, SANDBOX_CARD_ERRORS } from './sandbox-card';

const now = new Date('2026-11-21T12:00:00Z');
const good = { card_number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Jane Agent' };

describe('checkSandboxCard', () => {
  it('accepts a valid test card and reports brand and last 4', () => {
    expect(checkSandboxCard(good, now)).toEqual({ ok: true, card: { brand: 'visa', last4: '4242' } });
    expect(checkSandboxCard({ ...good, card_number: '5555555555554444' }, now)).toMatchObject({
      ok: true,
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('declines 4000 0000 0000 0002 after the form checks pass', () => {
    expect(checkSandboxCard({ ...good, card_number: '4000 0000 0000 0002' }, now)).toMatchObject({
      ok: false,
      declined: true,
      message: SANDBOX_CARD_ERRORS.declined,
    });
  });

  it.each([
    [{ card_number: '4242 4242 4242 4241' }, 'number'],
    [{ card_number: '42' }, 'number'],
    [{ expiry: '13/30' }, 'expiry'],
    [{ expiry: '10/26' }, 'expiry'], // ended before November 2026
    [{ expiry: 'soon' }, 'expiry'],
    [{ cvc: '1' }, 'cvc'],
    [{ name: '  ' }, 'name'],
  ] as const)('rejects %o (%s)', (patch, field) => {
    expect(checkSandboxCard({ ...good, ...patch }, now)).toMatchObject({ ok: false, field, declined: false });
  });

  it('accepts a card through the end of its expiry month', () => {
    expect(checkSandboxCard({ ...good, expiry: '11/2026' }, now).ok).toBe(true);
  });
});
