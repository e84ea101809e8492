import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEvents } from '../src/db/schema';
import { createStripeTestApp } from './helpers/stripe-test-app';

const { app, db, stripe, clock } = await createStripeTestApp();

/** A delivery signed with the right secret, at the given time (seconds since the epoch). */
const deliver = (body: string, timestamp = Math.floor(Date.now() / 1000)) => {
  const { payload, headers } = stripe.signed(body, undefined, timestamp);
  return app.inject({ method: 'POST', url: '/api/v1/payment/webhook', headers, payload });
};
const recorded = async () => (await db.select({ n: count() }).from(webhookEvents))[0]?.n;
const event = (id: string) =>
  JSON.stringify({ id, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });

describe('POST /api/v1/payment/webhook, signed with the right secret', () => {
  it('accepts a timely event (the control)', async () => {
    expect((await deliver(event('evt_ok'))).statusCode).toBe(200);
  });

  it('refuses a timestamp too old or too far in the future, recording nothing', async () => {
    const before = await recorded();
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 3600, now + 3600]) {
      const res = await deliver(event(`evt_time_${timestamp}`), timestamp);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
    }
    expect(await recorded()).toBe(before);
  });

  it("judges the timestamp by the app's clock: signed at the clock's time after it moved an hour on", async () => {
    clock.advance(3600_000);
    try {
      const appNow = Math.floor(clock.now().getTime() / 1000);
      expect((await deliver(event('evt_clock_ok'), appNow)).statusCode).toBe(200);
      // The machine's time is now an hour before the app's: too old for it.
      expect((await deliver(event('evt_clock_old'))).statusCode).toBe(400);
    } finally {
      clock.reset();
    }
  });

  it('answers 400 to a signed but malformed event, recording nothing', async () => {
    const before = await recorded();
    for (const payload of [
      '{}',
      '[]',
      JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: {} }),
      JSON.stringify({ id: 'evt_2', type: 'checkout.session.completed', data: { object: { id: 42 } } }),
      JSON.stringify({
        id: 'evt_3',
        type: 'invoice.paid',
        data: { object: { id: 'in_1', amount_paid: 'lots' } },
      }),
      JSON.stringify({ id: 'evt_4', type: 'charge.refunded', data: { object: { id: 'ch_1' } } }),
      JSON.stringify({ id: '\u0000', type: 'customer.created', data: { object: { id: 'x' } } }),
    ]) {
      const res = await deliver(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Malformed webhook event' });
    }
    expect(await recorded()).toBe(before);
  });
});
