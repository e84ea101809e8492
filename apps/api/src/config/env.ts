import path from 'node:path';
import { z } from 'zod';

const DEFAULT_JWT_SECRET = 'dev-only-jwt-secret-change-me-0000000000';

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().default('http://localhost:8080'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Property Promoter <no-reply@propertypromoter.app>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(DEFAULT_JWT_SECRET),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  REDIS_URL: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** Where Google says which client an access token was issued to (checked against GOOGLE_CLIENT_ID). */
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (empty: API only). */
  WEB_DIST: z.string().optional(),
  /** Multiplies rate-limit ceilings; tests raise it to exercise flows quickly, never in production. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** Trust X-Forwarded-For from a load balancer in front of the replicas. */
  TRUST_PROXY: z.stringbool().default(false),
});

export type Env = z.infer<typeof ZEnvSchema> & { dataDir: string };

/** Reasons a production start must be refused (decisions.md: no sandbox parts, no default secrets). */
export function productionProblems(env: z.infer<typeof ZEnvSchema>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL) problems.push('DATABASE_URL is required (embedded PGlite is for development)');
  if (!env.SMTP_URL) problems.push('SMTP_URL is required (the file outbox is for development)');
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required (sandbox checkout is for development)',
    );
  if (env.JWT_SECRET === DEFAULT_JWT_SECRET) problems.push('JWT_SECRET must be set to a secret of your own');
  if (env.RATE_LIMIT_SCALE !== 1) problems.push('RATE_LIMIT_SCALE must not be changed in production');
  if (env.APP_URL.startsWith('http://localhost')) problems.push('APP_URL must be the public address');
  // Test stand-ins: a local Stripe or OpenID provider must never answer for the real ones.
  if (env.STRIPE_API_BASE && !env.STRIPE_API_BASE.startsWith('https://'))
    problems.push('STRIPE_API_BASE must be an https address (a local stand-in is for tests)');
  for (const name of ['GOOGLE_USERINFO_URL', 'GOOGLE_TOKENINFO_URL'] as const)
    if (!env[name].startsWith('https://'))
      problems.push(`${name} must be an https address (a local provider is for tests)`);
  return problems;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const problems = productionProblems(parsed.data);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
