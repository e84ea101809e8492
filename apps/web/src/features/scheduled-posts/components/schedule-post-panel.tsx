import type { TDrafts, TListing } from '@pp/contract';
import { Card } from '../../../components/ui/card';
import { SchedulePostForm } from './schedule-post-form';
import { ScheduledPostList } from './scheduled-post-list';

/** "Schedule a post" for one listing: the form (its claims checked against `listing`), then the listing's posts. */
export function SchedulePostPanel({
  listingId,
  listing,
  drafts,
  onListingStale,
  onPostSettled,
  titled = true,
}: {
  listingId: string;
  listing?: TListing;
  drafts?: TDrafts;
  onListingStale?: () => void;
  /** A post was published or failed while the page was open: the page reads its other records again. */
  onPostSettled?: () => void;
  /** False where the page's own heading already says "Schedule a post" (it read twice, issue 24). */
  titled?: boolean;
}) {
  return (
    <Card className="space-y-6 p-6">
      <div>
        {titled && <h2 className="text-lg font-semibold text-slate-900">Schedule a post</h2>}
        <p className="text-sm text-slate-600">
          Publish through your connected accounts now or later, starting from the listing's draft with its
          photos; Marketplace gets an email reminder.
        </p>
      </div>
      <SchedulePostForm
        listingId={listingId}
        listing={listing}
        drafts={drafts}
        onListingStale={onListingStale}
      />
      <ScheduledPostList listingId={listingId} onSettled={onPostSettled} />
    </Card>
  );
}
