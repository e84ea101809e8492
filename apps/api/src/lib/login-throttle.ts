import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@pp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCounterStore } from './counter-store';
import { AppError } from './errors';

const WINDOW_MS = 15 * 60_000;
/** Failed sign-ins allowed per window for one account from one address, and for one address overall. */
const PER_ACCOUNT_AND_IP = 10;
const PER_IP = 30;
/** Failures on an account (from anywhere) after which every attempt on it waits, doubling up to the cap. */
const DELAY_AFTER = 5;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

const emailOf = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * Sign-in throttling that counts failures only. A refusal needs failures from the same address:
 * on the account from that address, or on any accounts from that address. Failures from
 * elsewhere never refuse the owner's right password; they only slow every attempt on the account
 * (a progressive delay), which makes guessing from many addresses slow too. A success clears the
 * account's count for that address.
 */
export function loginThrottle(app: FastifyInstance) {
  const store = createCounterStore(app.ctx.redis, `${app.ctx.env.REDIS_KEY_PREFIX}login-fail:`);
  const scale = app.ctx.env.RATE_LIMIT_SCALE;
  const max = (n: number) => Math.ceil(n * scale);
  const keys = (req: FastifyRequest) => {
    const email = emailOf(req);
    return { accountAndIp: `ai:${email}:${req.ip}`, ip: `ip:${req.ip}`, account: `a:${email}` };
  };

  return async function attempt<T>(req: FastifyRequest, signIn: () => Promise<T>): Promise<T> {
    const k = keys(req);
    const [accountAndIp = 0, ip = 0, account = 0] = await store.read([k.accountAndIp, k.ip, k.account]);
    if (accountAndIp >= max(PER_ACCOUNT_AND_IP) || ip >= max(PER_IP)) {
      const retryAfter = Math.ceil(WINDOW_MS / 1000);
      throw new AppError(429, MESSAGES.tooManyRequests, undefined, { retry_after_seconds: retryAfter });
    }
    const over = account - max(DELAY_AFTER);
    if (over >= 0) await sleep(Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** over));
    try {
      const result = await signIn();
      await store.reset(k.accountAndIp);
      return result;
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 401)
        await Promise.all([
          store.increment(k.accountAndIp, WINDOW_MS),
          store.increment(k.ip, WINDOW_MS),
          store.increment(k.account, WINDOW_MS),
        ]);
      throw err;
    }
  };
}
