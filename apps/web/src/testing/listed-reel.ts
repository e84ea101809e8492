/**
 * Reel `id` as GET /marketing/all-reels answers it: finished, 30 seconds, of listing l1, unless the
 * test says otherwise (a reel still rendering has no video yet).
 */
export function listedReel(
  id: string,
  over: { listing_id?: string; duration_sec?: number; status?: string } = {},
) {
  const status = over.status ?? 'success';
  const done = status === 'success';
  return {
    reel_id: id,
    final_video: done ? `/api/v1/media/reels/${id}/video?sig=a&exp=9` : null,
    from_platform: 'zillow',
    status,
    created_at: '2031-01-10T10:00:00Z',
    progress: done ? 100 : 40,
    error: null,
    listing_id: over.listing_id ?? 'l1',
    duration_sec: over.duration_sec ?? 30,
    template: 'just_listed',
    style: 'classic',
    track: null,
    poster: null,
    address: `12 Oak St (${id})`,
  };
}
