import { useParams } from 'react-router';
import { useListing } from '../../../features/listings';
import { SchedulePostPanel } from '../../../features/scheduled-posts';

/** /dashboard/listings/:listingId/schedule: until the listing page mounts the panel itself. */
export default function SchedulePostPage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  const address = listing.data?.listing.address;
  return (
    <section aria-labelledby="schedule-title" className="space-y-6">
      <div>
        <h1 id="schedule-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Schedule a post
        </h1>
        {address && (
          <p className="mt-1 text-sm text-slate-600">
            {[address.street, address.city, address.state].filter(Boolean).join(', ')}
          </p>
        )}
      </div>
      <SchedulePostPanel
        titled={false}
        listingId={listingId}
        listing={listing.data?.listing}
        drafts={listing.data?.drafts}
        onListingStale={() => void listing.refetch()}
      />
    </section>
  );
}
