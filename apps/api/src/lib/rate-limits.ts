import type { FastifyInstance, FastifyRequest } from 'fastify';

const emailOf = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * Pre-handlers limiting a route per client IP and per account (the email in the body), so one
 * address cannot brute-force many accounts and many addresses cannot brute-force one account.
 * Keys are namespaced by `name` so each route counts on its own.
 */
export function ipAndAccountLimits(
  app: FastifyInstance,
  name: string,
  perIp: number,
  perAccount: number,
  timeWindow: string | number,
) {
  const scale = app.ctx.env.RATE_LIMIT_SCALE;
  return [
    app.rateLimit({
      max: Math.ceil(perIp * scale),
      timeWindow,
      keyGenerator: (req) => `${name}:ip:${req.ip}`,
    }),
    app.rateLimit({
      max: Math.ceil(perAccount * scale),
      timeWindow,
      keyGenerator: (req) => `${name}:acct:${emailOf(req) || req.ip}`,
    }),
  ];
}

export function ipLimit(app: FastifyInstance, name: string, perIp: number, timeWindow: string | number) {
  const max = Math.ceil(perIp * app.ctx.env.RATE_LIMIT_SCALE);
  return [app.rateLimit({ max, timeWindow, keyGenerator: (req) => `${name}:ip:${req.ip}` })];
}

/** Per signed-in user; for routes behind `app.authenticate`, which sets `req.userId` first. */
export function userLimit(app: FastifyInstance, name: string, perUser: number, timeWindow: string | number) {
  const max = Math.ceil(perUser * app.ctx.env.RATE_LIMIT_SCALE);
  return [app.rateLimit({ max, timeWindow, keyGenerator: (req) => `${name}:user:${req.userId || req.ip}` })];
}
