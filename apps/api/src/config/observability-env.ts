import { z } from 'zod';

/** Shortest METRICS_TOKEN production accepts: like JWT_SECRET, a token worth guessing is no token. */
export const METRICS_TOKEN_MIN = 32;

/**
 * Metrics and traces (issue 28). `/metrics` answers only with METRICS_TOKEN set (404 otherwise, so
 * an unconfigured deployment shows nothing); the worker serves the same page on METRICS_PORT.
 * Traces are exported only when OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP/HTTP; the SDK is not
 * started otherwise). The OTEL_* names are OpenTelemetry's own, so a collector's usual settings apply:
 * https://opentelemetry.io/docs/specs/otel/protocol/exporter/
 */
export const observabilityEnvFields = {
  METRICS_TOKEN: z.string().min(1).max(512).optional(),
  /** The worker's metrics port (`npm run worker`); unset, the worker serves no metrics. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The collector's base address; spans go to <it>/v1/traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** Names this process in traces (default: pp-api or pp-worker). */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).optional(),
};

const ZObservabilityEnv = z.object(observabilityEnvFields);
type ObservabilityEnv = z.infer<typeof ZObservabilityEnv>;

/** A token copied from an example rather than made: refused like a default secret. */
const PLACEHOLDER = /change-?me|example|placeholder/i;

/** Production refuses a short or placeholder metrics token (the page shows traffic, queues and credits). */
export function observabilityProblems(env: ObservabilityEnv): string[] {
  const token = env.METRICS_TOKEN;
  if (token === undefined) return [];
  if (token.length < METRICS_TOKEN_MIN || PLACEHOLDER.test(token))
    return [
      `METRICS_TOKEN must be a secret of your own, at least ${METRICS_TOKEN_MIN} characters (or unset: no /metrics)`,
    ];
  return [];
}
