import { createHash, timingSafeEqual } from 'node:crypto';
import type { Registry } from 'prom-client';
import { processRegistry } from './metrics';

/**
 * Who may read the metrics page: nobody without METRICS_TOKEN ('off': the page does not exist, 404),
 * else only `Authorization: Bearer <METRICS_TOKEN>` (RFC 6750; Prometheus sends it with
 * `authorization: { credentials: ... }` in its scrape config). Compared through hashes in constant
 * time, so neither the token's length nor its bytes leak by timing.
 */
export function metricsAccess(token: string | undefined, authorization: string | undefined) {
  if (!token) return 'off' as const;
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token)) ? ('ok' as const) : ('denied' as const);
}

/** The page: this process's counters, then the figures read now from its queues and pools. */
export async function metricsPage(sources: Registry): Promise<{ contentType: string; body: string }> {
  const [counters, gauges] = await Promise.all([processRegistry.metrics(), sources.metrics()]);
  return { contentType: processRegistry.contentType, body: `${counters}\n${gauges}` };
}
