import { z } from 'zod';

/**
 * The browser extension (issue 7) and the web app's session hand-off. The id is pinned by the
 * public key in the extension's manifest, so it is the same unpacked, in tests and in the store.
 */
export const EXTENSION_ID = 'eohiliflichnenkfigdljomikcjlpgba';
export const EXTENSION_ZIP_NAME = 'property-promoter-extension.zip';
/** Where the self-hosted product serves the packaged extension. */
export const EXTENSION_DOWNLOAD_PATH = `/downloads/${EXTENSION_ZIP_NAME}`;

/** Name of the `chrome.runtime.connect` port the signed-in web app opens to the extension. */
export const WEB_SESSION_PORT = 'pp-web-session';

/** Extension → web app: "may I have a session?" (the web app asks the user first). */
export const ZSessionRequestMessageSchema = z.object({
  type: z.literal('session-request'),
  request_id: z.string().min(8).max(64),
});
export type TSessionRequestMessage = z.infer<typeof ZSessionRequestMessageSchema>;

/**
 * The session the web app hands the extension: its own refresh-token family, or only the access token
 * (refresh token null) where the server cannot make one.
 */
export const ZExtensionSessionSchema = z.object({
  access_token: z.string().min(1).max(4096),
  refresh_token: z.string().min(1).max(4096).nullable(),
  user_id: z.string().min(1).max(64),
  email: z.string().max(254),
});
export type TExtensionSession = z.infer<typeof ZExtensionSessionSchema>;

/** Web app → extension: the answer. A grant carries a session of its own (refresh token may be null). */
export const ZSessionReplyMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('session-grant'),
    request_id: z.string().max(64),
    session: ZExtensionSessionSchema,
  }),
  z.object({ type: z.literal('session-decline'), request_id: z.string().max(64) }),
]);
export type TSessionReplyMessage = z.infer<typeof ZSessionReplyMessageSchema>;
