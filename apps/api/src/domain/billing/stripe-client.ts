import Stripe from 'stripe';
import type { Env } from '../../config/env';

const clients = new WeakMap<Env, Stripe>();

/**
 * One SDK client per configuration. STRIPE_API_BASE (tests, staging) points the official SDK at
 * another host: its host, port and protocol replace Stripe's own.
 */
export function stripeClient(env: Env): Stripe {
  const cached = clients.get(env);
  if (cached) return cached;
  if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  clients.set(env, client);
  return client;
}
