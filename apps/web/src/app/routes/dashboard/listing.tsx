import { useParams } from 'react-router';
import { ListingDetail, useListing, useRefreshListingRecords } from '../../../features/listings';
import { SchedulePostPanel } from '../../../features/scheduled-posts';

/** /dashboard/listings/:listingId: one listing's page, with scheduling its posts below. */
export default function ListingPage() {
  const { listingId = '' } = useParams();
  // The same query ListingDetail reads (one request): the scheduling form checks claims against it.
  const listing = useListing(listingId);
  // A post that goes out while the page is open refreshes the Posts card and the compliance record.
  const refreshRecords = useRefreshListingRecords(listingId);
  return (
    <div className="space-y-6">
      <ListingDetail key={listingId} listingId={listingId} />
      <SchedulePostPanel
        key={`schedule-${listingId}`}
        listingId={listingId}
        listing={listing.data?.listing}
        drafts={listing.data?.drafts}
        onListingStale={() => void listing.refetch()}
        onPostSettled={refreshRecords}
      />
    </div>
  );
}
