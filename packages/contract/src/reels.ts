import { z } from 'zod';
import { ZClaimOverrideSchema } from './claims';
import { successEnvelope } from './envelope';
import type { ListingStatus } from './listing';

/** Request and answer shapes of reels and their photos (issue 11). */

/** The four occasions a reel announces (the post drafts have more, such as under contract). */
export const REEL_TEMPLATES = ['just_listed', 'open_house', 'price_reduced', 'just_sold'] as const;
export type ReelTemplate = (typeof REEL_TEMPLATES)[number];

/** The headline each template puts on the first photo. */
export const REEL_HEADLINES: Record<ReelTemplate, string> = {
  just_listed: 'Just listed',
  open_house: 'Open house',
  price_reduced: 'Price reduced',
  just_sold: 'Just sold',
};

/** The template a reel starts with for a listing of this status (the agent may pick another). */
export function defaultReelTemplate(status: ListingStatus | null | undefined): ReelTemplate {
  return status === 'sold' ? 'just_sold' : 'just_listed';
}

/** The reel's look (issue 24): how the headline, the facts and the end card are drawn, in the agent's brand colour. */
export const REEL_STYLES = ['classic', 'bold', 'minimal'] as const;
export type ReelStyle = (typeof REEL_STYLES)[number];
export const REEL_STYLE_LABELS: Record<ReelStyle, string> = {
  classic: 'Classic',
  bold: 'Bold',
  minimal: 'Minimal',
};

/** Music beds, synthesised by the API (no licence to track); each has a short preview. */
export const REEL_TRACKS = ['golden_hour', 'open_door', 'city_lights', 'first_light'] as const;
export type ReelTrack = (typeof REEL_TRACKS)[number];
export const REEL_TRACK_LABELS: Record<ReelTrack, string> = {
  golden_hour: 'Golden hour (calm)',
  open_door: 'Open door (upbeat)',
  city_lights: 'City lights (modern)',
  first_light: 'First light (airy)',
};
/** GET (no sign-in, the tracks are not private): a few seconds of the track as AAC in MP4. */
export const reelTrackPreviewPath = (track: ReelTrack) => `/api/v1/media/reel-tracks/${track}/preview`;

/**
 * How a photo fills the 9:16 frame: `fill` crops it to the frame around its focus and pans across
 * it; `fit` shows all of it over a blurred copy of itself (also what a photo too small to fill gets).
 */
export const REEL_FRAMINGS = ['fill', 'fit'] as const;
export type ReelFraming = (typeof REEL_FRAMINGS)[number];

/**
 * Output sizes (issue 24): the 9:16 master is always made (Reels, TikTok, Shorts); 4:5 (1080x1350)
 * and 1:1 (1080x1080) are cut from it for feeds.
 */
export const REEL_SIZES = ['9:16', '4:5', '1:1'] as const;
export type ReelSize = (typeof REEL_SIZES)[number];
export const REEL_SIZE_LABELS: Record<ReelSize, string> = {
  '9:16': '9:16 (Reels, TikTok, Shorts)',
  '4:5': '4:5 (feeds)',
  '1:1': '1:1 (square)',
};
/** The size as it appears in addresses and file names ("4x5"). */
export const reelSizeSlug = (size: ReelSize) => size.replace(':', 'x');

export const REEL_DURATIONS = [15, 30, 60] as const;
export type ReelDuration = (typeof REEL_DURATIONS)[number];

export const REEL_STATUSES = ['queued', 'rendering', 'success', 'failed'] as const;
export type ReelStatus = (typeof REEL_STATUSES)[number];
/** A reel in one of these states changes no more (its event stream closes). */
export const isFinalReelStatus = (s: ReelStatus) => s === 'success' || s === 'failed';

/** An opaque key of where a photo came from (the extension sends a SHA-256 hex of the address). */
export const PHOTO_SOURCE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

export const REEL_LIMITS = {
  /** Photos per reel and per upload request. */
  photos: 20,
  /** Bytes per uploaded photo. */
  photoBytes: 15 * 1024 * 1024,
} as const;

/** Photo types accepted for reels, decided by the file's first bytes (never by its name or header). */
export const REEL_PHOTO_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type ReelPhotoMime = (typeof REEL_PHOTO_MIMES)[number];

export const REEL_MESSAGES = {
  photosUploaded: 'Photos uploaded',
  photosListed: 'Photos fetched',
  photoNotFound: 'Photo not found',
  noPhotos: 'Choose at least one photo',
  photoType: 'Photos must be JPEG, PNG, WebP or HEIC images',
  photoUnreadable: 'A photo could not be read',
  photoTooLarge: 'Each photo must be at most 15 MB',
  tooManyPhotos: 'At most 20 photos at a time',
  onlyPhotos: 'Send photos in fields named photos, and optionally a listing_id and source_keys',
  sourceKeys:
    'source_keys must hold one key per photo (letters, digits, - or _, at most 128 each), separated by commas',
  created: 'Reel queued',
  fetched: 'Reel fetched',
  listed: 'Reels fetched',
  deleted: 'Reel deleted',
  retried: 'Reel queued again',
  notFound: 'Reel not found',
  retryOnlyFailed: 'Only a failed reel can be retried',
  notEntitled: 'You need an active subscription or trial to create reels',
  listingGone: 'The listing of this reel was deleted',
  renderFailed: 'The reel could not be rendered. Your credit was given back.',
  /** Shown (as the reel's error, status still rendering) while a try cut short by a dead worker or an outage runs again. */
  renderRetrying: 'Rendering again: the last try was interrupted',
  expiredLink: 'This link has expired',
  originalUploaded: 'Original photo saved',
  oneOriginal: 'Send one file "photos": the unaltered original of this photo',
  captionTextMissing: 'Add the post text for the captions, or turn captions off',
} as const;

/** An uploaded photo. `url` is a short-lived signed address usable in <img> without a bearer token. */
export const ZMediaPhotoSchema = z.object({
  photo_id: z.string(),
  listing_id: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  mime: z.string(),
  url: z.string(),
  /** Place among the listing's photos, 0 first (the cover); lists come in this order. */
  position: z.number().int(),
  /** California AB 723: the agent marked it digitally altered; the property page labels it. */
  altered: z.boolean(),
  /** The extension's key of the listing site's photo it came from (see POST /media/photos). */
  source_key: z.string().nullable(),
  created_at: z.string(),
  /**
   * California B&P Code §10140.8: the unaltered original the agent keeps beside an altered photo
   * (POST /media/photos/:id/original); null without one. Originals are never photos of their own.
   */
  original: z.object({ photo_id: z.string(), url: z.string() }).nullable().optional(),
});
export type TMediaPhoto = z.infer<typeof ZMediaPhotoSchema>;

/** The width of a photo's small copy (`w=` on its signed address), for thumbnails (issue 24). */
export const PHOTO_THUMBNAIL_WIDTH = 480;
/** A photo's signed address asking for its small WebP copy instead of the full-size original. */
export const photoThumbnailUrl = (url: string) =>
  `${url}${url.includes('?') ? '&' : '?'}w=${PHOTO_THUMBNAIL_WIDTH}`;

/** POST /api/v1/media/photos (201) and GET /api/v1/listings/:id/photos. */
export const ZMediaPhotosSchema = z.object({ photos: z.array(ZMediaPhotoSchema) });
export type TMediaPhotos = z.infer<typeof ZMediaPhotosSchema>;
export const ZMediaPhotosResponseSchema = successEnvelope(ZMediaPhotosSchema);
/** POST /api/v1/media/photos/:id/original (201): the altered photo with its original. */
export const ZMediaPhotoResponseSchema = successEnvelope(ZMediaPhotoSchema);

const fraction = z.number().min(0, 'Must be between 0 and 1').max(1, 'Must be between 0 and 1');

export const ZReelPhotoChoiceSchema = z.object({
  photo_id: z.uuid('Unknown photo'),
  /** Where the pan or zoom centres, 0..1 from the left and top; the centre when left out. */
  focus_x: fraction.optional(),
  focus_y: fraction.optional(),
  /** Shows a "Digitally altered photo" label while this photo is on screen (California AB 723). */
  altered: z.boolean().optional(),
  /** `fill` when left out. */
  framing: z.enum(REEL_FRAMINGS, { error: 'Framing is fill or fit' }).optional(),
});
export type TReelPhotoChoice = z.infer<typeof ZReelPhotoChoiceSchema>;

/** Instagram's caption limit: the longest post text a reel's captions are made from. */
export const REEL_CAPTION_TEXT_MAX = 2200;

/**
 * The drafts a reel's captions start from, in the web form and the side panel (the agent may edit
 * the text): X's is short and reads in a 15-30 s reel; LinkedIn's is longer and is cut at a sentence.
 */
export const REEL_CAPTION_DRAFTS = ['twitter', 'linkedin'] as const;
export type ReelCaptionDraft = (typeof REEL_CAPTION_DRAFTS)[number];
export const REEL_CAPTION_DRAFT_LABELS: Record<ReelCaptionDraft, string> = {
  twitter: 'Your X post',
  linkedin: 'Your LinkedIn post',
};

/** A rendered output of a reel: its size and its signed address (`&download=1` to download). */
export const ZReelOutputSchema = z.object({
  size: z.enum(REEL_SIZES),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type TReelOutput = z.infer<typeof ZReelOutputSchema>;

/** POST /api/v1/marketing/reels: photos in the order they play. */
export const ZCreateReelRequestSchema = z
  .object({
    listing_id: z.uuid('Choose one of your listings'),
    photos: z
      .array(ZReelPhotoChoiceSchema)
      .min(1, REEL_MESSAGES.noPhotos)
      .max(REEL_LIMITS.photos, `At most ${REEL_LIMITS.photos} photos per reel`)
      .refine((p) => new Set(p.map((x) => x.photo_id)).size === p.length, 'Each photo can be used once'),
    duration_sec: z.literal(REEL_DURATIONS, { error: 'Length must be 15, 30 or 60 seconds' }),
    template: z.enum(REEL_TEMPLATES, { error: 'Choose a template' }),
    /** `classic` when left out. */
    style: z.enum(REEL_STYLES, { error: 'Choose a look' }).optional(),
    music: z.boolean(),
    /** Which music bed plays when music is on; the first when left out. */
    track: z.enum(REEL_TRACKS, { error: 'Choose a track' }).optional(),
    /** Burned-in captions (issue 24): the post text in short timed lines; off when left out. */
    captions: z.boolean().optional(),
    /**
     * The post text the captions show (the draft the agent chose and edited), required with captions
     * on. It passes the same Fair Housing and claim checks as a post before the reel is queued (422
     * with the findings); links, hashtags and emoji are left out of the burned-in words.
     */
    caption_text: z
      .string()
      .max(REEL_CAPTION_TEXT_MAX, `Caption text is at most ${REEL_CAPTION_TEXT_MAX} characters`)
      .optional(),
    /** The claim-checker blocks in the caption text the agent accepts, as when publishing a post. */
    override_claims: ZClaimOverrideSchema.optional(),
    /** Output sizes; the 9:16 master is always made, so ['9:16'] when left out. */
    sizes: z
      .array(z.enum(REEL_SIZES, { error: 'Sizes are 9:16, 4:5 or 1:1' }))
      .max(REEL_SIZES.length)
      .refine((s) => new Set(s).size === s.length, 'Each size once')
      .optional(),
  })
  .superRefine((req, ctx) => {
    // Captions are the post's words: with nothing to say there is nothing to burn in, and no fallback
    // to the listing site's description (words the agent never chose, and no check ever read).
    if (req.captions && !req.caption_text?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['caption_text'], message: REEL_MESSAGES.captionTextMissing });
    }
  });
export type TCreateReelRequest = z.infer<typeof ZCreateReelRequestSchema>;

/** A reel (the spec's Reel fields plus its progress). */
export const ZReelSchema = z.object({
  reel_id: z.string(),
  /** Signed, short-lived video address once status is 'success'; add `&download=1` to download. */
  final_video: z.string().nullable(),
  from_platform: z.string(),
  status: z.enum(REEL_STATUSES),
  created_at: z.string(),
  /** 0..100 */
  progress: z.number().int().min(0).max(100),
  /** Why a failed reel failed, in words for the agent. */
  error: z.string().nullable(),
  listing_id: z.string().nullable(),
  duration_sec: z.number().int(),
  template: z.enum(REEL_TEMPLATES),
  // Defaults: an answer from a server older than issue 24 still parses.
  style: z.enum(REEL_STYLES).default('classic'),
  /** The music bed, or null for a silent reel. */
  track: z.enum(REEL_TRACKS).nullable().default(null),
  /** Signed address of a JPEG still of the reel (its size), once rendered; for covers and <video poster>. */
  poster: z.string().nullable().default(null),
  /** Street and city of the listing, for the card. */
  address: z.string().nullable(),
  captions: z.boolean().default(false),
  /** Every rendered size, the 9:16 master first, once status is 'success'; empty before. */
  outputs: z.array(ZReelOutputSchema).default([]),
});
export type TReel = z.infer<typeof ZReelSchema>;

export const ZReelResponseSchema = successEnvelope(ZReelSchema);
/** GET /api/v1/marketing/all-reels (newest first). */
export const ZAllReelsResponseSchema = successEnvelope(z.array(ZReelSchema));

/**
 * GET /api/v1/marketing/reels/:id/events is a text/event-stream of `event: reel` messages whose
 * data is a TReel; it closes after the reel reaches 'success' or 'failed'.
 */
export const REEL_EVENT = 'reel';
