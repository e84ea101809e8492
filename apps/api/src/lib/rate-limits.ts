import { MESSAGES } from '@pp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

type Key = (req: FastifyRequest) => string;
interface Limit {
  max: number;
  key: Key;
}

const emailOf = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

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

/**
 * Limits a route per client IP and per account (the email in the body), so one address cannot
 * brute-force many accounts and many addresses cannot brute-force one account.
 */
export function ipAndAccountLimits(
  app: FastifyInstance,
  name: string,
  perIp: number,
  perAccount: number,
  timeWindow: string | number,
) {
  return limitBy(app, name, timeWindow, [
    { max: perIp, key: byIp },
    { max: perAccount, key: (req) => `acct:${emailOf(req) || req.ip}` },
  ]);
}

export function ipLimit(app: FastifyInstance, name: string, perIp: number, timeWindow: string | number) {
  return limitBy(app, name, timeWindow, [{ max: perIp, key: byIp }]);
}

/** Per signed-in user; for routes behind `app.authenticate`, which sets `req.userId` first. */
export function userLimit(app: FastifyInstance, name: string, perUser: number, timeWindow: string | number) {
  return limitBy(app, name, timeWindow, [{ max: perUser, key: (req) => `user:${req.userId || req.ip}` }]);
}

/**
 * The contact form is limited per IP and per sender address; a support ticket (a bearer token present)
 * per account instead, after the token is checked, so an office of agents behind one IP is not blocked
 * by each other's tickets.
 */
export function contactOrTicketLimits(
  app: FastifyInstance,
  isTicket: (req: FastifyRequest) => boolean,
  contact: { perIp: number; perSender: number },
  ticketsPerAccount: number,
  timeWindow: string | number,
) {
  const contactLimit = ipAndAccountLimits(app, 'contact', contact.perIp, contact.perSender, timeWindow);
  const ticketLimit = userLimit(app, 'support-ticket', ticketsPerAccount, timeWindow);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isTicket(req)) return contactLimit(req, reply);
    await app.authenticate(req, reply);
    return ticketLimit(req, reply);
  };
}
