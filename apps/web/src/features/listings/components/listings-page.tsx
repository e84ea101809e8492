import {
  countOf,
  LISTING_SOURCES,
  LISTING_STATUSES,
  type TListingSummary,
  type TListingsQuery,
} from '@pp/contract';
import { Building2, ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useListings } from '../api/get-listings';
import { formatAddress, formatDate, formatPrice, SOURCE_LABELS } from '../utils/format-listing';
import { ListingFilters } from './listing-filters';
import { ListingStatusBadge } from './listing-status-badge';

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/** The query lives in the address bar, so a filtered page can be reloaded, shared and gone back to. */
function useListingsQuery(): [TListingsQuery, (q: TListingsQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query: TListingsQuery = {
    q: params.get('q') ?? '',
    source: oneOf(LISTING_SOURCES, params.get('source')),
    status: oneOf(LISTING_STATUSES, params.get('status')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const set = (q: TListingsQuery) => {
    const next = new URLSearchParams();
    if (q.q) next.set('q', q.q);
    if (q.source) next.set('source', q.source);
    if (q.status) next.set('status', q.status);
    if (q.page && q.page > 1) next.set('page', String(q.page));
    setParams(next);
  };
  return [query, set];
}

function Cover({ listing }: { listing: TListingSummary }) {
  return listing.photo ? (
    <img
      src={listing.photo}
      alt=""
      width={96}
      height={64}
      loading="lazy"
      className="h-16 w-24 flex-none rounded-md bg-slate-100 object-cover"
    />
  ) : (
    <div
      className="grid h-16 w-24 flex-none place-items-center rounded-md bg-slate-100 text-slate-400"
      aria-hidden
    >
      <Building2 className="size-6" />
    </div>
  );
}

function ListingRow({ listing }: { listing: TListingSummary }) {
  const address = formatAddress(listing.address);
  return (
    <li className="flex flex-col gap-3 border-t border-slate-100 p-4 first:border-t-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Cover listing={listing} />
        <div className="min-w-0">
          <Link
            to={`/dashboard/listings/${listing.listing_id}`}
            className="block truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {address.line1}
          </Link>
          <p className="truncate text-sm text-slate-600">{address.line2}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm sm:flex-none">
        <span className="font-semibold text-slate-900 tabular-nums sm:w-24">
          {formatPrice(listing.price, listing.status)}
        </span>
        <ListingStatusBadge status={listing.status} fallback="Unknown" />
        <span className="text-slate-600 sm:w-24">{SOURCE_LABELS[listing.source]}</span>
        <span className="text-slate-600 sm:w-28">{formatDate(listing.created_at)}</span>
        <a
          href={listing.page.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Property page of ${address.line1}`}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          Page <ExternalLink className="size-3.5" aria-hidden />
        </a>
      </div>
    </li>
  );
}

/** My listings: every listing the agent converted, searched, filtered and paged on the server. */
export function ListingsPage() {
  const [query, setQuery] = useListingsQuery();
  const listings = useListings(query);
  const data = listings.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const page = query.page ?? 1;
  const filtered = Boolean(query.q || query.source || query.status);
  return (
    <div className="space-y-4">
      <ListingFilters key={query.q} query={query} onChange={setQuery} />
      <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]">
        {listings.isPending ? (
          <div className="space-y-3 p-4" role="status" aria-busy="true" aria-label="Loading listings">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : listings.isError ? (
          <p role="alert" className="p-6 text-sm text-danger-600">
            {listings.error.message}
          </p>
        ) : data && data.listings.length === 0 ? (
          <div className="p-8 text-center">
            <p className="font-semibold text-slate-900">
              {filtered ? 'No listing matches' : 'No listings yet'}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {filtered
                ? 'Try another search or filter.'
                : 'Open a listing on Zillow, Realtor.com, Trulia or Redfin and click the Property Promoter button.'}
            </p>
          </div>
        ) : (
          <ul aria-label="Listings">
            {data?.listings.map((l) => (
              <ListingRow key={l.listing_id} listing={l} />
            ))}
          </ul>
        )}
        {data && data.total > 0 ? (
          <nav
            aria-label="Listing pages"
            className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm"
          >
            <p className="text-slate-600">
              {countOf(data.total, 'listing')} · page {page} of {pages}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClasses('secondary', 'sm')}
                disabled={page <= 1}
                onClick={() => setQuery({ ...query, page: page - 1 })}
              >
                <ChevronLeft className="size-4" aria-hidden /> Previous
              </button>
              <button
                type="button"
                className={buttonClasses('secondary', 'sm')}
                disabled={page >= pages}
                onClick={() => setQuery({ ...query, page: page + 1 })}
              >
                Next <ChevronRight className="size-4" aria-hidden />
              </button>
            </div>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
