import { Skeleton } from '../../../components/ui/skeleton';
import { useAllReels } from '../api/get-all-reels';
import { ReelCard } from './reel-card';
import { ReelsEmptyState } from './reels-empty-state';

/** Contents: the grid of the agent's reels (newest first), or the invitation to make the first one. */
export function ReelsGallery() {
  const reels = useAllReels();
  if (reels.isPending) {
    return (
      <div aria-hidden className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[520px] rounded-[var(--radius-card)]" />
        ))}
      </div>
    );
  }
  const list = reels.data ?? [];
  if (list.length === 0) return <ReelsEmptyState />;
  return (
    <ul aria-label="Your reels" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {list.map((reel) => (
        <li key={reel.reel_id}>
          <ReelCard reel={reel} />
        </li>
      ))}
    </ul>
  );
}
