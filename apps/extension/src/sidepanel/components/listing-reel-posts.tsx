import { useScheduledPosts } from '../use-scheduled-posts';
import { postStatusRows, ReelPostStatus } from './reel-post-status';

/**
 * The listing's reel posts as the API has them (issue 27), shown on the Reel tab when no reel was
 * made in this visit: after a reload the agent still sees where each reel went and how it stands
 * (published with its link, processing, still processing at TikTok, open TikTok to finish, failed in
 * the platform's words). The list is read again while one is on its way.
 */
export function ListingReelPosts({ listingId }: { listingId: string }) {
  const { posts, error, upsert } = useScheduledPosts(listingId);
  const rows = postStatusRows([], posts, (p) => !!p.reel_id);
  if (rows.length === 0) return error ? <p className="error-text">{error}</p> : null;
  return (
    <section className="card rp" aria-label="Reel posts">
      <p className="rp-title">Where this listing’s reels went</p>
      <ReelPostStatus results={rows} label="Where this listing’s reels went" onChanged={upsert} />
    </section>
  );
}
