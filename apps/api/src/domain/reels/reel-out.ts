import {
  type ReelSize,
  type ReelStyle,
  type ReelTemplate,
  type ReelTrack,
  reelSizeSlug,
  type TListing,
  type TReel,
} from '@pp/contract';
import type { reels } from '../../db/schema';
import type { MediaSigner } from '../../media/signed-url';

export type ReelRow = typeof reels.$inferSelect;

export const reelSubject = (reelId: string) => `reel:${reelId}`;
/** The topic of a reel's changes on the change feed. */
export const reelTopic = (reelId: string) => `reel:${reelId}`;
/** Ledger ref of the n-th credit taken for a reel (1 at create, 2 for the first retry, ...). */
export const reelCreditRef = (reelId: string, charge: number) => `reel:${reelId}:${charge}`;

/** "1220 Garcia St NE, Albuquerque" of the listing data, or null without either part. */
export const reelAddress = (listing: TListing | null | undefined): string | null =>
  [listing?.address.street, listing?.address.city].filter(Boolean).join(', ') || null;

/** A reel as the API answers it; the video address is signed and only made once it is rendered. */
export function reelOut(row: ReelRow, address: string | null, signer: MediaSigner, now: Date): TReel {
  const ready = row.status === 'success' && row.video_path !== null;
  const video = (size: ReelSize) =>
    `/api/v1/media/reels/${row.id}/video?${signer.query(reelSubject(row.id), now)}${size === '9:16' ? '' : `&size=${reelSizeSlug(size)}`}`;
  return {
    reel_id: row.id,
    final_video: ready ? video('9:16') : null,
    from_platform: row.from_platform,
    status: row.status,
    created_at: row.created_at.toISOString(),
    progress: row.status === 'success' ? 100 : row.progress,
    error: row.error,
    listing_id: row.listing_id,
    duration_sec: row.duration_sec,
    template: row.template as ReelTemplate,
    style: row.style as ReelStyle,
    track: row.music ? ((row.track ?? 'golden_hour') as ReelTrack) : null,
    poster:
      ready && row.poster_path
        ? `/api/v1/media/reels/${row.id}/poster?${signer.query(reelSubject(row.id), now)}`
        : null,
    address,
    captions: row.captions,
    // Reels rendered before issue 24's sizes have no outputs recorded: their master alone.
    outputs: ready
      ? row.outputs.map((o) => ({ size: o.size, width: o.width, height: o.height, url: video(o.size) }))
      : [],
  };
}
