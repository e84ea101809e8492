import type { TListing, TListingActivity, TPropertyPageInfo } from '@pp/contract';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../components/ui/toast';
import { useListing } from '../api/get-listing';
import { useListingActivity } from '../api/get-listing-activity';
import { useUpdatePropertyPage } from '../api/update-property-page';
import {
  describeChange,
  formatAddress,
  formatDate,
  formatPrice,
  SOURCE_LABELS,
} from '../utils/format-listing';
import { AuditHistory } from './audit-history';
import { DeleteListingButton } from './delete-listing-dialog';
import { ListingClaim } from './listing-claim';
import { ListingFactsForm } from './listing-facts-form';
import { ListingPhotos } from './listing-photos';
import { HistorySection, LeadsSection, PostsSection, panel, ResultsTable } from './listing-sections';
import { ListingStatusBadge } from './listing-status-badge';
import { StaleOutputs } from './stale-outputs';

function Facts({ listing }: { listing: TListing }) {
  const facts: Array<[string, string | number | null]> = [
    ['Beds', listing.beds],
    ['Baths', listing.baths_total],
    [
      'Living area',
      listing.living_area_sqft ? `${listing.living_area_sqft.toLocaleString('en-US')} sq ft` : null,
    ],
    ['Year built', listing.year_built],
    ['MLS #', listing.mls_id],
    ['Listing agent', listing.agent_name],
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts
        .filter(([, v]) => v !== null && v !== '')
        .map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{k}</dt>
            <dd className="text-sm font-medium text-slate-900">{v}</dd>
          </div>
        ))}
    </dl>
  );
}

function PropertyPageCard({ listingId, page }: { listingId: string; page: TPropertyPageInfo }) {
  const update = useUpdatePropertyPage();
  const toggle = () =>
    update.mutate(
      { id: listingId, published: !page.published },
      {
        onSuccess: (p) =>
          notify.success(p.published ? 'Property page published' : 'Property page unpublished'),
        onError: (err) => notify.error(err.message),
      },
    );
  return (
    <section aria-labelledby="page-title" className={panel}>
      <h2 id="page-title" className="text-lg font-semibold text-slate-900">
        Property page
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {page.published
          ? 'Your posts link here, so each click and lead is counted for its platform.'
          : 'Unpublished: visitors get “page not found” and posts link to the listing site instead.'}
      </p>
      <a
        href={page.url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 flex items-center gap-1 text-sm font-semibold break-all text-brand-700 hover:underline"
      >
        {page.url} <ExternalLink className="size-3.5 flex-none" aria-hidden />
      </a>
      <Button className="mt-3" variant="secondary" size="sm" loading={update.isPending} onClick={toggle}>
        {page.published ? 'Unpublish page' : 'Publish page'}
      </Button>
    </section>
  );
}

function ChangeNotice({ activity }: { activity: TListingActivity }) {
  const latest = activity.changes[0];
  if (!latest) return null;
  return (
    <p
      role="status"
      className="rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <strong>{describeChange(latest)}</strong> on {formatDate(latest.created_at)}. Open the listing in the
      extension to post the follow-up.
    </p>
  );
}

/** One listing: facts, its property page, posts per platform, reels, history, clicks and leads. */
export function ListingDetail({ listingId }: { listingId: string }) {
  const detail = useListing(listingId);
  const activity = useListingActivity(listingId);
  if (detail.isPending || activity.isPending)
    return (
      <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading listing">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (detail.isError || activity.isError)
    return (
      <div role="alert" className={panel}>
        <p className="font-semibold text-slate-900">{(detail.error ?? activity.error)?.message}</p>
        <Link
          to="/dashboard/listings"
          className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Back to my listings
        </Link>
      </div>
    );
  const { listing } = detail.data;
  const address = formatAddress(listing.address);
  return (
    <div className="space-y-4">
      <Link
        to="/dashboard/listings"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> My listings
      </Link>
      <section className={panel} aria-labelledby="listing-title">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 id="listing-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {address.line1}
            </h1>
            <p className="text-sm text-slate-600">{address.line2}</p>
          </div>
          <div className="text-right">
            <p className="text-2xl font-bold text-slate-900 tabular-nums">
              {formatPrice(listing.price, listing.status)}
            </p>
            <ListingStatusBadge status={listing.status} />
          </div>
        </div>
        <Facts listing={listing} />
        <ListingFactsForm
          key={`${listing.price}-${listing.status}`}
          listingId={listingId}
          listing={listing}
        />
        <p className="mt-4 text-sm text-slate-600">
          Converted {formatDate(detail.data.created_at)} from{' '}
          <a
            href={listing.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 hover:underline"
          >
            {SOURCE_LABELS[listing.source]}
          </a>
        </p>
      </section>
      <ListingClaim listingId={listingId} />
      <ChangeNotice activity={activity.data} />
      <StaleOutputs listingId={listingId} />
      <div className="grid gap-4 lg:grid-cols-2">
        <PropertyPageCard listingId={listingId} page={activity.data.page} />
        <ResultsTable activity={activity.data} />
      </div>
      <ListingPhotos listingId={listingId} />
      <PostsSection activity={activity.data} />
      <HistorySection activity={activity.data} />
      <LeadsSection activity={activity.data} listingId={listingId} />
      <AuditHistory listingId={listingId} />
      <div className="flex justify-end">
        <DeleteListingButton
          listingId={listingId}
          address={[address.line1, address.line2].filter(Boolean).join(', ')}
        />
      </div>
    </div>
  );
}
