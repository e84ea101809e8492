import { MESSAGES } from '@pp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Every request limit of the API in one place (docs/ARCHITECTURE.md, `lib/rate-limits.ts`): per client
 * IP, per signed-in user, or per IP and per user together. The name is also the counter's key, so two
 * routes never share a count by accident. `RATE_LIMIT_SCALE` multiplies every figure (tests only).
 */
export const IP_LIMITS = {
  login: { perIp: 100, window: '15 minutes' },
  'google-login': { perIp: 30, window: '15 minutes' },
  refresh: { perIp: 60, window: '1 minute' },
  reset: { perIp: 20, window: '1 hour' },
  // Per address only: a per-email 429 would let a stranger lock the owner out (RESET_MAIL_PACE paces the mail).
  'reset-request': { perIp: 10, window: '1 hour' },
  // Per address only, for the same reason: counted per email, a stranger's refused attempts (a taken
  // username with the owner's email) would 429 the owner's own sign-up for an hour, and a per-email
  // count protects nothing here (a taken email is 409 and mails nothing; a new one mails its owner once).
  register: { perIp: 10, window: '1 hour' },
  verify: { perIp: 30, window: '15 minutes' },
  'page-lead': { perIp: 5, window: '1 hour' },
  'sandbox-pay': { perIp: 30, window: '1 minute' },
} as const satisfies Record<string, { perIp: number; window: string }>;

export const USER_LIMITS = {
  'update-password': { perUser: 10, window: '15 minutes' },
  'delete-account': { perUser: 10, window: '15 minutes' },
  export: { perUser: 10, window: '1 hour' },
  'extension-session': { perUser: 20, window: '1 hour' },
  'schedule-post': { perUser: 60, window: '1 hour' },
  'media-photos': { perUser: 60, window: '1 hour' },
  'create-checkout-session': { perUser: 30, window: '1 minute' },
  'change-plan': { perUser: 10, window: '1 hour' },
  'connect-account': { perUser: 30, window: '1 hour' },
  'create-reel': { perUser: 30, window: '1 hour' },
  // The AI writer (issue 26) costs no credit, so this is what bounds an agent's calls to the model.
  rewrite: { perUser: 30, window: '1 hour' },
  // Operator TOTP codes (issue 28): a guesser gets 6 tries per 15 minutes against 3 live codes in a
  // million, while an operator who mistypes twice is not locked out.
  'operator-2fa': { perUser: 6, window: '15 minutes' },
} as const satisfies Record<string, { perUser: number; window: string }>;

/**
 * Per signed-in user and per IP together. Extraction reports (issue 25): one per read of a listing,
 * so an agent's busiest hour stays far below the per-user figure; the per-IP one is higher because
 * an office shares its address, and stops one address from skewing the rates with many accounts.
 */
export const IP_AND_USER_LIMITS = {
  'extraction-report': { perIp: 1200, perUser: 300, window: '1 hour' },
} as const satisfies Record<string, { perIp: number; perUser: number; window: string }>;

/**
 * Reset mails to one account, whoever asks (never a 429, which would lock the owner out and tell that
 * the account exists): one per cooldown, and at most `perWindow` in a window shorter than the link's
 * 1-hour life, so whenever a mail is held back the inbox already holds a link mailed within the window,
 * still valid, and a fresh one follows within the window at worst. A flood mails at most 4 an hour.
 * Not scaled by RATE_LIMIT_SCALE: tests move the context clock instead.
 */
export const RESET_MAIL_PACE = { cooldownMs: 2 * 60_000, perWindow: 2, windowMs: 30 * 60_000 } as const;

/**
 * The contact form per IP only: a per-sender limit would let anyone who types the owner's address as the
 * sender refuse the owner's own message. Instead the mails to support are capped per hour for everyone
 * together (`supportMailsPerHour`, scaled): past it, messages are still stored and answered 200, support
 * gets one notice, and nobody is singled out. Support tickets are limited per account.
 */
export const CONTACT_LIMITS = {
  perIp: 10,
  ticketsPerAccount: 10,
  window: '1 hour',
  supportMailsPerHour: 100,
} as const;

type Key = (req: FastifyRequest) => string;
interface Limit {
  max: number;
  key: Key;
}

/**
 * A pre-handler that counts the request against every limit and answers 429 with Retry-After
 * when any is exceeded. Each limit counts on its own key, so a route can be limited per IP and
 * per account at once (the plugin's own route hook runs only one limiter per request). Counts live
 * in the rate-limit store: Redis when REDIS_URL is set (shared by replicas), else memory.
 */
function limitBy(app: FastifyInstance, name: string, timeWindow: string | number, limits: Limit[]) {
  const scale = app.ctx.env.RATE_LIMIT_SCALE;
  const checks = limits.map(({ max, key }) =>
    app.createRateLimit({
      max: Math.ceil(max * scale),
      timeWindow,
      keyGenerator: (req) => `${name}:${key(req)}`,
    }),
  );
  return async (req: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(429, MESSAGES.tooManyRequests, undefined, {
          retry_after_seconds: result.ttlInSeconds,
        });
      }
    }
  };
}

const byIp: Key = (req) => `ip:${req.ip}`;
const byUser: Key = (req) => `user:${req.userId || req.ip}`;

export function ipLimit(app: FastifyInstance, name: keyof typeof IP_LIMITS) {
  const { perIp, window } = IP_LIMITS[name];
  return limitBy(app, name, window, [{ max: perIp, key: byIp }]);
}

/** Per signed-in user and per IP; for routes behind `app.authenticate` (see IP_AND_USER_LIMITS). */
export function ipAndUserLimits(app: FastifyInstance, name: keyof typeof IP_AND_USER_LIMITS) {
  const { perIp, perUser, window } = IP_AND_USER_LIMITS[name];
  return limitBy(app, name, window, [
    { max: perIp, key: byIp },
    { max: perUser, key: byUser },
  ]);
}

/** Per signed-in user; for routes behind `app.authenticate`, which sets `req.userId` first. */
export function userLimit(app: FastifyInstance, name: keyof typeof USER_LIMITS) {
  const { perUser, window } = USER_LIMITS[name];
  return limitBy(app, name, window, [{ max: perUser, key: byUser }]);
}

/**
 * The contact form is limited per IP (CONTACT_LIMITS says why not per sender); a support ticket (a bearer token present)
 * per account instead, after the token is checked, so an office of agents behind one IP is not blocked
 * by each other's tickets.
 */
export function contactOrTicketLimits(app: FastifyInstance, isTicket: (req: FastifyRequest) => boolean) {
  const { perIp, ticketsPerAccount, window } = CONTACT_LIMITS;
  const contactLimit = limitBy(app, 'contact', window, [{ max: perIp, key: byIp }]);
  const ticketLimit = limitBy(app, 'support-ticket', window, [{ max: ticketsPerAccount, key: byUser }]);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isTicket(req)) return contactLimit(req, reply);
    await app.authenticate(req, reply);
    return ticketLimit(req, reply);
  };
}
