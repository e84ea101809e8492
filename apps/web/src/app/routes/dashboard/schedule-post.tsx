import { useParams } from 'react-router';
import { useListing } from '../../../features/listings';
import { SchedulePostPanel } from '../../../features/scheduled-posts';

/** /dashboard/listings/:listingId/schedule: until the listing page mounts the panel itself. */
export default function SchedulePostPage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  return (
    <section aria-labelledby="schedule-title" className="space-y-6">
      <h1 id="schedule-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Schedule a post
      </h1>
      <SchedulePostPanel
        listingId={listingId}
        listing={listing.data?.listing}
        drafts={listing.data?.drafts}
        onListingStale={() => void listing.refetch()}
      />
    </section>
  );
}
