import type {
  PublishPlatform,
  ReelDuration,
  ReelSize,
  ReelStyle,
  ReelTemplate,
  ReelTrack,
  TClaimFinding,
  TComplianceFinding,
  TConnectedAccount,
  TCreateScheduledPostRequest,
  TCurrentUser,
  TExtractionReportRequest,
  TFacebookPage,
  TInstagramLimit,
  TListing,
  TMarketplaceDraft,
  TMediaPhoto,
  TPhotoFairUse,
  TReel,
  TScheduledPost,
  TTikTokCreatorInfo,
  TUpdateScheduledPostRequest,
} from '@pp/contract';
import type { FieldCheck } from '@pp/listing';
import type { FillReport } from '../marketplace/fill-report';

/** What the side panel and popup know about the signed-in user (never the tokens). */
export interface SessionView {
  user_id: string;
  email: string;
  user: TCurrentUser | null;
}

export interface ApiResult {
  ok: boolean;
  status: number;
  /** The parsed JSON envelope, or null when the answer was not JSON. */
  body: unknown;
}

/** A Marketplace form the service worker hands to the content script on facebook.com. */
export interface MarketplaceJob {
  promotion_id: string | null;
  fields: TMarketplaceDraft;
  /** Opaque id of the tab of the side panel that asked, to tell it how filling went. */
  from_tab: number | null;
  /** Set when Facebook asked the agent to sign in first: the credit is given back after this. */
  login_deadline?: number;
  /** The scheduled post of a Marketplace reminder this job fills (opened from its email or notification). */
  reminder_post_id?: string;
}

/** What the Marketplace form's tab gets: a job to fill, or why a reminder's link could not be filled. */
export interface MarketplaceJobAnswer {
  job: MarketplaceJob | null;
  problem: string | null;
}

export interface FetchedPhoto {
  url: string;
  name: string;
  type: string;
  /** base64: runtime messages are JSON, so bytes travel as text. */
  data: string;
}

/** A reel asked for from the side panel: the listing's photo addresses, in play order. */
export interface ReelOrder {
  listing_id: string;
  photos: Array<{ url: string; altered: boolean; fit?: boolean }>;
  duration_sec: ReelDuration;
  template: ReelTemplate;
  style?: ReelStyle;
  music: boolean;
  track?: ReelTrack;
  /** Burned-in captions (issue 24) showing `caption_text`, the agent's post text. */
  captions?: boolean;
  caption_text?: string;
  /** Feed sizes besides the 9:16 master. */
  sizes?: ReelSize[];
}

/**
 * Every message the service worker answers: request type → [payload, answer]. Senders and the
 * handler table are both checked against this map, so a renamed field breaks the build, not a user.
 */
export interface MessageMap {
  /**
   * `clicked_at`: Date.now() at the click, for the click-to-drafts timing. `checks`: the fields the
   * reader doubts, for the agent to confirm before publishing (issue 25); null when the page sends
   * them after the drafts' first paint ('listing:checks'), and then the answer waits for that paint.
   */
  'listing:promote': [
    { listing: TListing; clicked_at: number; checks: FieldCheck[] | null },
    { tab_id: number },
  ];
  /** The checks of a click that sent none; null when the page changed since and no longer vouches for its read. */
  'listing:checks': [{ clicked_at: number; checks: FieldCheck[] | null }, null];
  'session:get': [Record<string, never>, SessionView | null];
  'session:login': [{ email: string; password: string }, SessionView];
  'session:from-web': [Record<string, never>, SessionView];
  'session:logout': [Record<string, never>, null];
  'api:request': [{ path: string; method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown }, ApiResult];
  'publish:marketplace': [{ job: MarketplaceJob }, { tab_id: number }];
  'publish:open': [
    { platform: Exclude<PublishPlatform, 'facebook_marketplace'>; text: string },
    { tab_id: number },
  ];
  /** `href`: the form's address, which carries a reminder's post id when opened from one. */
  'marketplace:job': [{ href: string }, MarketplaceJobAnswer];
  'marketplace:photos': [{ urls: string[] }, { photos: FetchedPhoto[]; failed: string[] }];
  'marketplace:report': [{ report: FillReport; job: MarketplaceJob }, { refunded: boolean }];
  'marketplace:login-seen': [Record<string, never>, { waiting: boolean; deadline: number | null }];
  /**
   * After the panel's own save (Try again, sign-in): the listing's photos go to the property page
   * in the background, as after the click's save; the outcome lands in the tab's state.
   */
  'listing:photos': [{ tab_id: number; clicked_at: number; listing_id: string; urls: string[] }, null];
  /**
   * The panel has painted the drafts of this click (first paint or editor): the worker's save of the
   * click, held back meanwhile, goes ahead (background/drafts-shown.ts).
   */
  'listing:drafts-shown': [{ tab_id: number; clicked_at: number }, null];
  /** Uploads the photos' bytes to the saved listing, then creates the reel (one reel credit). */
  'reel:create': [{ order: ReelOrder }, { reel: TReel; skipped: string[] }];
  /** The agent's connected LinkedIn and X accounts (posting through the API needs one). */
  'accounts:list': [Record<string, never>, { accounts: TConnectedAccount[] }];
  /** The listing's scheduled and published posts, latest time first. */
  'posts:list': [{ listing_id: string }, { posts: TScheduledPost[] }];
  /**
   * Publishes now (no publish_at) or schedules; `message` is the server's sentence for the agent.
   * A 422 for claims the listing contradicts (issue 26) or blocking Fair Housing and advertising
   * findings answers `refused` with them, for the panel to list; any other refusal is thrown as its
   * message.
   */
  'posts:create': [
    { post: TCreateScheduledPostRequest },
    (
      | { post: TScheduledPost; message: string }
      | { refused: { message: string; claims: TClaimFinding[]; findings?: TComplianceFinding[] } }
    ),
  ];
  'posts:update': [{ id: string; change: TUpdateScheduledPostRequest }, { post: TScheduledPost }];
  'posts:cancel': [{ id: string }, { post: TScheduledPost }];
  /** TikTok's creator options, read before each TikTok post (privacy levels, longest video). */
  'accounts:tiktok-info': [Record<string, never>, { info: TTikTokCreatorInfo }];
  /**
   * The Facebook Pages the agent manages (issue 27): a post names its own Page (page_id); the
   * account's Page is chosen on the web app's profile only.
   */
  'accounts:facebook-pages': [Record<string, never>, { pages: TFacebookPage[] }];
  /** Instagram's content_publishing_limit of the account linked to this Page, read before posting. */
  'accounts:instagram-limit': [{ page_id: string }, TInstagramLimit];
  /** The listing's uploaded photos (the ids a photo post carries), cover first. */
  'listing:media-photos': [{ listing_id: string }, { photos: TMediaPhoto[] }];
  /** The account's Instagram, Facebook Page and TikTok photo posts in the last 24 hours, and the limit. */
  'posts:photo-fair-use': [Record<string, never>, TPhotoFairUse];
  /** Re-reads the Marketplace reminders and sets their alarms (also done on a timer and at sign-in). */
  'reminders:sync': [Record<string, never>, { upcoming: number }];
  /** One read's extraction health report (names only); sent if the agent has them on, silently. */
  'health:report': [{ report: TExtractionReportRequest }, null];
  /** After a read that missed a critical field: fetch the reader rules again (throttled), issue 25. */
  'reader-rules:refresh': [Record<string, never>, { result: string }];
}

export type MessageType = keyof MessageMap;
export type Payload<T extends MessageType> = MessageMap[T][0];
export type Answer<T extends MessageType> = MessageMap[T][1];

export type Envelope<T extends MessageType = MessageType> = { type: T; payload: Payload<T> };
/** Errors cross the message boundary as data; `send` turns them back into thrown errors. */
export type Reply<T extends MessageType> = { ok: true; value: Answer<T> } | { ok: false; error: string };

export class MessageError extends Error {
  override name = 'MessageError';
}

/** Ask the service worker; resolves with its answer or throws its error message. */
export async function send<T extends MessageType>(type: T, payload: Payload<T>): Promise<Answer<T>> {
  const reply = (await chrome.runtime.sendMessage({ type, payload } satisfies Envelope<T>)) as
    | Reply<T>
    | undefined;
  if (!reply) throw new MessageError('The extension did not answer. Reload the page and try again.');
  if (!reply.ok) throw new MessageError(reply.error);
  return reply.value;
}
