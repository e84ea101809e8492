import type { TListing } from '@pp/contract';
import { Card } from '../../../components/ui/card';
import { SchedulePostForm } from './schedule-post-form';
import { ScheduledPostList } from './scheduled-post-list';

/** "Schedule a post" for one listing: the form (its claims checked against `listing`), then the listing's posts. */
export function SchedulePostPanel({
  listingId,
  listing,
  onListingStale,
}: {
  listingId: string;
  listing?: TListing;
  onListingStale?: () => void;
}) {
  return (
    <Card className="space-y-6 p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Schedule a post</h2>
        <p className="text-sm text-slate-600">
          Publish to LinkedIn or X through your connected accounts now or later; Marketplace gets an email
          reminder.
        </p>
      </div>
      <SchedulePostForm listingId={listingId} listing={listing} onListingStale={onListingStale} />
      <ScheduledPostList listingId={listingId} />
    </Card>
  );
}
