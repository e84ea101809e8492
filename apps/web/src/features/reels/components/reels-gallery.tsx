import { Skeleton } from '../../../components/ui/skeleton';
import { useAllReels } from '../api/get-all-reels';
import { ReelCard } from './reel-card';
import { ReelsEmptyState } from './reels-empty-state';

/** Contents (spec §2): the grid of generated reels, or the coming-soon empty state. */
export function ReelsGallery() {
  const reels = useAllReels();
  if (reels.isPending) {
    return (
      <div aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[440px] rounded-[var(--radius-card)]" />
        ))}
      </div>
    );
  }
  const list = reels.data ?? [];
  if (list.length === 0) return <ReelsEmptyState />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((reel) => (
        <li key={reel.reel_id}>
          <ReelCard reel={reel} />
        </li>
      ))}
    </ul>
  );
}
