import { z } from 'zod';
import { successEnvelope } from './envelope';

/** Facebook Pages and their linked Instagram accounts, as the connected-accounts routes answer them. */

/** The Instagram professional account linked to a Page (instagram_business_account). */
export const ZInstagramAccountSchema = z.object({ id: z.string(), username: z.string() });

/** A Facebook Page the member manages (GET /me/accounts) and its linked Instagram account, if any. */
export const ZFacebookPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  instagram: ZInstagramAccountSchema.nullable(),
});
export type TFacebookPage = z.infer<typeof ZFacebookPageSchema>;
export const ZFacebookPagesResponseSchema = successEnvelope(
  z.object({ pages: z.array(ZFacebookPageSchema) }),
);
/** A Page id as a request names it (choosing a Page, a post's Page, the Instagram limit's Page). */
export const ZPageIdSchema = z.string().min(1).max(100);
export const ZChoosePageRequestSchema = z.object({ page_id: ZPageIdSchema });

/** GET /connected-accounts/facebook/instagram-limit?page_id=: the post's Page (default: the connection's). */
export const ZInstagramLimitQuerySchema = z.object({ page_id: ZPageIdSchema.optional() });

/** GET /connected-accounts/facebook/instagram-limit (content_publishing_limit). */
export const ZInstagramLimitSchema = z.object({
  quota_usage: z.number(),
  quota_total: z.number(),
  reached: z.boolean(),
});
export type TInstagramLimit = z.infer<typeof ZInstagramLimitSchema>;
export const ZInstagramLimitResponseSchema = successEnvelope(ZInstagramLimitSchema);
