import path from 'node:path';
import { z } from 'zod';
import { mediaEnvFields, mediaStoreProblems } from './media-env';
import { observabilityEnvFields, observabilityProblems } from './observability-env';
import { tiktokEnvFields, tiktokProblems } from './tiktok-env';

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
  /** Prefix of every Redis key this deployment writes (rate limits, session marks). */
  REDIS_KEY_PREFIX: z.string().max(64).default('pp:'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** Where Google says which client an access token was issued to (checked against GOOGLE_CLIENT_ID). */
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (empty: API only). */
  WEB_DIST: z.string().optional(),
  /** The Chrome extension zip served at /<zip name> (default: the extension's build output). */
  EXTENSION_ZIP_PATH: z.string().min(1).optional(),
  /** Multiplies rate-limit ceilings; tests raise it to exercise flows quickly, never in production. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** Trust X-Forwarded-For from a load balancer in front of the replicas. */
  TRUST_PROXY: z.stringbool().default(false),
  /**
   * The request line and headers must arrive within this (Node's headersTimeout), the whole request,
   * body included, within REQUEST_TIMEOUT_MS (requestTimeout): a client that trickles either is
   * answered 408 and cut off. Two minutes lets a 15 MB photo come over a 1 Mbit/s uplink.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  /**
   * Run queued jobs (reel renders) inside the API process. Defaults to on without REDIS_URL, so
   * `npm start` alone renders reels; with REDIS_URL jobs go to `npm run worker` processes.
   */
  RUN_JOBS_IN_API: z.stringbool().optional(),
  /** Namespace of the queue's Redis keys and pub/sub channels (tests use a unique one per run). */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('pp'),
  /**
   * A worker holds a job's lock this long between renewals (every half of it); a killed worker's
   * job moves on within this plus QUEUE_STALLED_INTERVAL_MS (15 s by default, issue #23).
   */
  QUEUE_LOCK_MS: z.coerce.number().int().min(500).default(10_000),
  /** How often workers look for jobs whose worker died (stalled jobs). */
  QUEUE_STALLED_INTERVAL_MS: z.coerce.number().int().min(200).default(5_000),
  /** How often every process sweeps for work with no live job (one leads, by an advisory lock). */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  /**
   * `at-start` (default): each process migrates as it starts (under an advisory lock), so `npm start`
   * is enough. `external`: `npm run migrate` is a deploy step of its own, and a process whose code is
   * newer than the schema refuses to start (docs/DEPLOYMENT.md).
   */
  MIGRATIONS: z.enum(['at-start', 'external']).default('at-start'),
  /** A new PostgreSQL connection that takes longer fails, and its request answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  /** On SIGTERM, readiness answers 503 this long before the server stops taking connections. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(2_000),
  /** Reels rendered at once per worker (or in the API process). */
  REEL_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Tries per reel before it fails for good and its credit is given back. */
  REEL_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** Render size WIDTHxHEIGHT: the product renders 1080x1920; tests and development may go smaller. */
  REEL_RENDER_SIZE: z
    .string()
    .regex(/^\d{2,4}x\d{2,4}$/, 'REEL_RENDER_SIZE must look like 1080x1920')
    .default('1080x1920'),
  /**
   * 32 bytes (base64 or 64 hex digits) that encrypt the connected accounts' tokens (AES-256-GCM).
   * Required in production; development derives a key that is clearly for development only.
   */
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .refine((v) => keyBytes(v) !== null, 'TOKEN_ENCRYPTION_KEY must be 32 bytes as base64 or 64 hex digits')
    .optional(),
  /** X (Twitter) OAuth 2.0 app; connecting X is off without a client id. */
  X_CLIENT_ID: z.string().optional(),
  X_CLIENT_SECRET: z.string().optional(),
  /** X's API (tweets, media upload, token endpoint); a local stand-in in tests. */
  X_API_BASE: z.url().default('https://api.x.com'),
  /** Where X's consent page lives (/i/oauth2/authorize). */
  X_AUTH_BASE: z.url().default('https://x.com'),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /** LinkedIn's REST API (posts, images, userinfo). */
  LINKEDIN_API_BASE: z.url().default('https://api.linkedin.com'),
  /** LinkedIn's OAuth pages and token endpoint (/oauth/v2/...). */
  LINKEDIN_AUTH_BASE: z.url().default('https://www.linkedin.com'),
  /** The LinkedIn-Version header (YYYYMM); LinkedIn sunsets a version about a year after release. */
  LINKEDIN_API_VERSION: z
    .string()
    .regex(/^20\d{2}(0[1-9]|1[0-2])$/, 'LINKEDIN_API_VERSION must look like 202610')
    .default('202610'),
  /**
   * Meta (Facebook Login, Graph API) for Facebook Pages and Instagram; off without an app id. The
   * Graph API is versioned in the path (e.g. /v21.0/...), the login dialog on www.facebook.com.
   */
  META_APP_ID: z.string().optional(),
  META_APP_SECRET: z.string().optional(),
  META_GRAPH_BASE: z.url().default('https://graph.facebook.com'),
  META_AUTH_BASE: z.url().default('https://www.facebook.com'),
  /** Where a Page reel's bytes go (resumable upload host). */
  META_UPLOAD_BASE: z.url().default('https://rupload.facebook.com'),
  META_API_VERSION: z
    .string()
    .regex(/^v\d{2}\.0$/, 'META_API_VERSION must look like v21.0')
    .default('v21.0'),
  /** First wait between container status reads; each next wait doubles (capped at a minute). */
  META_POLL_MS: z.coerce.number().int().min(10).default(5_000),
  /** Status reads before a container still processing counts as a failed try (tried again later). */
  META_POLL_TRIES: z.coerce.number().int().min(1).max(30).default(8),
  /**
   * The address platforms fetch our media from (Meta cURLs reels and photos by URL): the API's public
   * origin. Defaults to APP_URL, which serves the API too.
   */
  PUBLIC_MEDIA_BASE: z.url().optional(),
  /**
   * Google OAuth (offline access) and the YouTube Data API for Shorts; off without a client id. A
   * client of its own (a web client with a secret), apart from sign-in's GOOGLE_CLIENT_ID.
   * Token and consent hosts differ from the API's; uploads go to the API host's /upload path.
   */
  YOUTUBE_CLIENT_ID: z.string().optional(),
  YOUTUBE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_BASE: z.url().default('https://accounts.google.com'),
  GOOGLE_TOKEN_BASE: z.url().default('https://oauth2.googleapis.com'),
  YOUTUBE_API_BASE: z.url().default('https://www.googleapis.com'),
  /**
   * Bytes per resumable-upload PUT. Google requires a multiple of 256 KiB for every chunk but the last
   * (https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol).
   */
  YOUTUBE_CHUNK_BYTES: z.coerce
    .number()
    .int()
    .min(262_144)
    .refine((n) => n % 262_144 === 0, 'YOUTUBE_CHUNK_BYTES must be a multiple of 262144 (256 KiB)')
    .default(8 * 262_144),
  /** How long one call to X or LinkedIn may take before the try counts as timed out. */
  SOCIAL_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Tries per scheduled post before it fails for good and its credit is given back. */
  POST_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
  /**
   * A publishing try holds its post this long, renewed every third of it while the try runs: a
   * dead worker's post is free again within it.
   */
  POST_LEASE_MS: z.coerce.number().int().min(300).default(10_000),
  /** Wait before another try after a timeout or a platform error. */
  POST_RETRY_MS: z.coerce.number().int().min(10).default(30_000),
  /**
   * The optional AI writer (issue 26): any OpenAI-compatible Chat Completions service, hosted or local
   * (Ollama, llama.cpp). "Rewrite" is offered only when all three are set; templates work without them.
   */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  /** One call to the model may take this long (the openai client's timeout), then the agent is told. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** The openai client's own retries of a 429, 5xx or timeout (with its backoff and Retry-After). */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /**
   * Ed25519 private key (PKCS#8 PEM, or its DER as base64) that signs published reader rules (issue
   * 25); its public half is built into the extension. Required in production; development makes one.
   */
  READER_RULES_PRIVATE_KEY: z.string().min(40).optional(),
  ...mediaEnvFields,
  ...observabilityEnvFields,
  ...tiktokEnvFields,
});

/** The 32 key bytes of TOKEN_ENCRYPTION_KEY, or null when it is not 32 bytes of base64 or hex. */
export function keyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
}

export type Env = z.infer<typeof ZEnvSchema> & { dataDir: string };

/** The render size of REEL_RENDER_SIZE. */
export function reelRenderSize(env: Pick<Env, 'REEL_RENDER_SIZE'>): { width: number; height: number } {
  const [width, height] = env.REEL_RENDER_SIZE.split('x').map(Number);
  return { width: width!, height: height! };
}

/** Whether this API process runs queued jobs itself (always without Redis unless turned off). */
export const runsJobsInApi = (env: Pick<Env, 'RUN_JOBS_IN_API' | 'REDIS_URL'>) =>
  env.RUN_JOBS_IN_API ?? !env.REDIS_URL;

/** Reasons a production start must be refused (decisions.md: no sandbox parts, no default secrets). */
export function productionProblems(env: z.infer<typeof ZEnvSchema>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [...mediaStoreProblems(env), ...tiktokProblems(env)];
  if (!env.DATABASE_URL) problems.push('DATABASE_URL is required (embedded PGlite is for development)');
  if (!env.SMTP_URL) problems.push('SMTP_URL is required (the file outbox is for development)');
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required (sandbox checkout is for development)',
    );
  if (env.JWT_SECRET === DEFAULT_JWT_SECRET) problems.push('JWT_SECRET must be set to a secret of your own');
  if (env.RATE_LIMIT_SCALE !== 1) problems.push('RATE_LIMIT_SCALE must not be changed in production');
  if (env.REEL_RENDER_SIZE !== '1080x1920')
    problems.push('REEL_RENDER_SIZE must stay 1080x1920 in production');
  if (env.APP_URL.startsWith('http://localhost')) problems.push('APP_URL must be the public address');
  // Test stand-ins: a local Stripe or OpenID provider must never answer for the real ones.
  if (env.STRIPE_API_BASE && !env.STRIPE_API_BASE.startsWith('https://'))
    problems.push('STRIPE_API_BASE must be an https address (a local stand-in is for tests)');
  for (const name of ['GOOGLE_USERINFO_URL', 'GOOGLE_TOKENINFO_URL'] as const)
    if (!env[name].startsWith('https://'))
      problems.push(`${name} must be an https address (a local provider is for tests)`);
  if (!env.TOKEN_ENCRYPTION_KEY)
    problems.push('TOKEN_ENCRYPTION_KEY is required (the development key encrypts nothing secret)');
  for (const name of [
    'X_API_BASE',
    'X_AUTH_BASE',
    'LINKEDIN_API_BASE',
    'LINKEDIN_AUTH_BASE',
    'META_GRAPH_BASE',
    'META_AUTH_BASE',
    'META_UPLOAD_BASE',
    'GOOGLE_AUTH_BASE',
    'GOOGLE_TOKEN_BASE',
    'YOUTUBE_API_BASE',
  ] as const)
    if (!env[name].startsWith('https://'))
      problems.push(`${name} must be an https address (a local stand-in is for tests)`);
  if (env.X_CLIENT_ID && !env.X_CLIENT_SECRET) problems.push('X_CLIENT_SECRET is required with X_CLIENT_ID');
  if (env.LINKEDIN_CLIENT_ID && !env.LINKEDIN_CLIENT_SECRET)
    problems.push('LINKEDIN_CLIENT_SECRET is required with LINKEDIN_CLIENT_ID');
  if (env.YOUTUBE_CLIENT_ID && !env.YOUTUBE_CLIENT_SECRET)
    problems.push('YOUTUBE_CLIENT_SECRET is required with YOUTUBE_CLIENT_ID');
  if (env.META_APP_ID && !env.META_APP_SECRET) problems.push('META_APP_SECRET is required with META_APP_ID');
  // Meta fetches our media itself: a local address would hand it links it cannot reach.
  if (env.PUBLIC_MEDIA_BASE && !env.PUBLIC_MEDIA_BASE.startsWith('https://'))
    problems.push('PUBLIC_MEDIA_BASE must be an https address Meta can reach');
  if (!env.READER_RULES_PRIVATE_KEY)
    problems.push(
      'READER_RULES_PRIVATE_KEY is required (a development key signs nothing the extension trusts)',
    );
  problems.push(...aiWriterProblems(env), ...observabilityProblems(env));
  return problems;
}

/** The model id the test stand-in answers to (apps/api/test/helpers/chat-completions-stand-in.ts). */
export const AI_STAND_IN_MODEL = 'pp-stand-in';

/** Whether the AI writer is configured: all three of AI_BASE_URL, AI_API_KEY and AI_MODEL. */
export const aiWriterConfigured = (env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>) =>
  Boolean(env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL);

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * Production and the AI writer: a half-set configuration is a mistake, not "off"; the test stand-in
 * (its model id) must never answer for a real model; and the key travels in plain http only to this
 * machine (a local Ollama or llama.cpp), never across a network.
 */
function aiWriterProblems(env: z.infer<typeof ZEnvSchema>): string[] {
  const set = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL].filter(Boolean).length;
  if (set === 0) return [];
  if (set < 3) return ['AI_BASE_URL, AI_API_KEY and AI_MODEL are required together (or none of them)'];
  const problems: string[] = [];
  if (env.AI_MODEL === AI_STAND_IN_MODEL)
    problems.push('AI_MODEL names the test stand-in (a local stand-in is for tests)');
  const url = new URL(env.AI_BASE_URL!);
  if (url.protocol !== 'https:' && !LOOPBACK.test(url.hostname))
    problems.push('AI_BASE_URL must be an https address, or http on this machine (a local model)');
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
