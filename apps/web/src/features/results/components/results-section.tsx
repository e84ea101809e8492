import { CLICK_SOURCE_LABELS, countOf, PLATFORM_SRC, type TResults } from '@pp/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { CountsTable, PlatformCountsTable } from '../../../components/ui/counts-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useResults } from '../api/get-results';
import { ResultsChart } from './results-chart';

const panel =
  'rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-6';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** Per post (issue 24): each post's link carries its id, so its clicks and leads are its own. */
function PostResults({ posts }: { posts: TResults['by_post'] }) {
  return (
    <div className="mt-6">
      <CountsTable
        caption="Per post"
        first="Post"
        empty="No posts in this period yet."
        rows={posts.map((p) => ({
          key: p.post_id,
          label: (
            <Link to={`/dashboard/listings/${p.listing_id}`} className="text-brand-700 hover:underline">
              {CLICK_SOURCE_LABELS[PLATFORM_SRC[p.platform]]}, {DATE.format(new Date(p.published_at))}:{' '}
              {p.address}
            </Link>
          ),
          clicks: p.clicks,
          leads: p.leads,
        }))}
      />
      <p className="sr-only">{countOf(posts.length, 'post')} listed.</p>
    </div>
  );
}

/** Results: clicks and leads of the property pages per platform, per listing and per post, last 7 or 30 days. */
export function ResultsSection() {
  const [days, setDays] = useState<7 | 30>(7);
  const results = useResults(days);
  const data = results.data;
  return (
    <section aria-labelledby="results-title" className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="results-title" className="text-lg font-semibold text-slate-900">
            Results
          </h2>
          <p className="text-sm text-slate-600">
            Clicks on your posts’ links and leads from your property pages.
          </p>
        </div>
        <fieldset
          className="inline-flex rounded-[var(--radius-control)] bg-slate-100 p-1"
          aria-label="Period"
        >
          {([7, 30] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={days === d}
              onClick={() => setDays(d)}
              className={cn(
                'h-9 rounded-md px-3 text-sm font-semibold',
                days === d ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              Last {d} days
            </button>
          ))}
        </fieldset>
      </div>
      {results.isPending ? (
        <Skeleton className="mt-4 h-40 w-full" />
      ) : results.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger-600">
          {results.error.message}
        </p>
      ) : data ? (
        <>
          <p className="mt-4 flex gap-6 text-sm">
            <span>
              <span className="mr-1 inline-block size-3 rounded-sm bg-[#1d4ed8]" aria-hidden />
              <strong className="text-xl text-slate-900 tabular-nums">{data.totals.clicks}</strong>{' '}
              {data.totals.clicks === 1 ? 'click' : 'clicks'}
            </span>
            <span>
              <span className="mr-1 inline-block size-3 rounded-sm bg-[#f59e0b]" aria-hidden />
              <strong className="text-xl text-slate-900 tabular-nums">{data.totals.leads}</strong>{' '}
              {data.totals.leads === 1 ? 'lead' : 'leads'}
            </span>
          </p>
          <div className="mt-3">
            <ResultsChart daily={data.daily} />
          </div>
          <div className="mt-4 grid items-start gap-6 lg:grid-cols-2">
            <PlatformCountsTable caption="Per platform" results={data.by_platform} />
            <CountsTable
              caption="Per listing"
              first="Listing"
              empty="No clicks or leads in this period yet."
              rows={data.by_listing.map((l) => ({
                key: l.listing_id,
                label: (
                  <Link to={`/dashboard/listings/${l.listing_id}`} className="text-brand-700 hover:underline">
                    {l.address}
                  </Link>
                ),
                clicks: l.clicks,
                leads: l.leads,
              }))}
            />
          </div>
          <PostResults posts={data.by_post} />
        </>
      ) : null}
    </section>
  );
}
