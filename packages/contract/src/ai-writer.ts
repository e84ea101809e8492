import { z } from 'zod';
import { ZClaimFindingSchema } from './claims';
import { successEnvelope } from './envelope';
import { ZPostLanguageSchema } from './language';
import { DRAFT_TONES, ZComplianceFindingSchema } from './listing';
import { safeText } from './safe-text';
import { SCHEDULED_POST_PLATFORMS } from './social';

/**
 * The optional AI writer (issue 26): "Rewrite" asks an OpenAI-compatible model for three variants of a
 * post written from the listing's facts only. The server checks every variant (claims, Fair Housing)
 * before a client sees it; without AI_BASE_URL, AI_API_KEY and AI_MODEL the product offers templates only.
 */

export const AI_WRITER_MESSAGES = {
  status: 'AI writer status fetched',
  notConfigured: 'The AI writer is not set up on this server. The template drafts still work.',
  listingNotFound: 'Listing not found',
  /** The provider answered 429: its own limit, not ours. */
  providerBusy: 'The AI service is busy right now. Your draft is unchanged; try Rewrite again in a minute.',
  providerTimeout: 'The AI service took too long to answer. Your draft is unchanged; try Rewrite again.',
  providerDown: 'The AI service is not answering properly. Your draft is unchanged; try again later.',
  /** 401/403/404 from the provider: the server's key or model name is wrong, nothing the agent can fix. */
  providerRefused: 'The AI service refused this server’s settings. Your draft is unchanged; tell your admin.',
  noVariant: 'No rewrite passed the fact and Fair Housing checks. Your draft is unchanged.',
  streamed: 'Rewrite finished',
  voiceUpdated: 'Style examples setting saved',
  voiceFetched: 'Style examples fetched',
  exampleSaved: 'Style example saved',
  examplesDeleted: 'Style examples deleted',
  voiceOff: 'Turn on “Use my posts as style examples” first',
} as const;

/** One cliché of the style check, with why and a plainer alternative. */
export const ZStyleNoteSchema = z.object({
  phrase: z.string(),
  index: z.number().int(),
  reason: z.string(),
  alternative: z.string(),
});
export type TStyleNote = z.infer<typeof ZStyleNoteSchema>;

/** data of GET /api/v1/ai-writer: whether Rewrite is offered, and the agent's style-example choice. */
export const ZAiWriterStatusSchema = z.object({
  available: z.boolean(),
  /** The agent allowed their own published or edited posts to be used as style examples. */
  use_my_posts: z.boolean(),
  /** The examples stored for that, newest first (exactly what the prompt may quote). */
  examples: z.array(z.object({ id: z.string(), text: z.string(), created_at: z.string() })),
});
export type TAiWriterStatus = z.infer<typeof ZAiWriterStatusSchema>;
export const ZAiWriterStatusResponseSchema = successEnvelope(ZAiWriterStatusSchema);

export const ZVoiceSettingRequestSchema = z.object({ use_my_posts: z.boolean() });
export const ZVoiceExampleRequestSchema = z.object({ text: safeText().trim().min(1).max(3000) });

/**
 * The platforms the AI writer writes for: the scheduled-post platforms it has a style, a counter and
 * a link tag for (Instagram and Facebook Page posts, issue 27, are written by the agent for now).
 */
export const WRITER_PLATFORMS = SCHEDULED_POST_PLATFORMS.filter(
  (p): p is 'linkedin' | 'twitter' | 'facebook_marketplace' =>
    p === 'linkedin' || p === 'twitter' || p === 'facebook_marketplace',
) as ['linkedin', 'twitter', 'facebook_marketplace'];
export type WriterPlatform = (typeof WRITER_PLATFORMS)[number];

export const ZRewriteRequestSchema = z.object({
  platform: z.enum(WRITER_PLATFORMS),
  tone: z.enum(DRAFT_TONES).default('professional'),
  language: ZPostLanguageSchema.default('en'),
});
export type TRewriteRequest = z.input<typeof ZRewriteRequestSchema>;

/** A variant that passed the checks: the text with our credit lines appended, and its warnings. */
export const ZRewriteVariantSchema = z.object({
  index: z.number().int().min(0).max(2),
  text: z.string(),
  /** True when the first answer failed a check and the model's second try passed. */
  repaired: z.boolean(),
  claims: z.array(ZClaimFindingSchema),
  compliance: z.array(ZComplianceFindingSchema),
  style: z.array(ZStyleNoteSchema),
});
export type TRewriteVariant = z.infer<typeof ZRewriteVariantSchema>;

/**
 * One line of the NDJSON answer of POST /listings/:id/rewrite. `dropped`: a variant failed its checks
 * twice and is not shown (only why). `error`: the provider failed after a variant was sent; the
 * variants already shown stay valid. `done` always ends a stream that was not cut by an error.
 */
export const ZRewriteEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('variant'), variant: ZRewriteVariantSchema }),
  z.object({ type: z.literal('dropped'), index: z.number().int(), reasons: z.array(z.string()) }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('done'), shown: z.number().int(), dropped: z.number().int() }),
]);
export type TRewriteEvent = z.infer<typeof ZRewriteEventSchema>;
