import { useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useResults } from '../api/get-results';
import { ResultsChart } from './results-chart';

const SRC_LABELS = { fb: 'Facebook', li: 'LinkedIn', x: 'X', reel: 'Reels', direct: 'Direct' } as const;
const panel =
  'rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-6';

/** Results: clicks and leads of the property pages per platform and per listing, last 7 or 30 days. */
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
              <strong className="text-xl text-slate-900 tabular-nums">{data.totals.clicks}</strong> clicks
            </span>
            <span>
              <span className="mr-1 inline-block size-3 rounded-sm bg-[#f59e0b]" aria-hidden />
              <strong className="text-xl text-slate-900 tabular-nums">{data.totals.leads}</strong> leads
            </span>
          </p>
          <div className="mt-3">
            <ResultsChart daily={data.daily} />
          </div>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <table className="w-full text-sm">
              <caption className="mb-1 text-left font-semibold text-slate-900">Per platform</caption>
              <thead>
                <tr className="text-left text-slate-500">
                  <th className="py-1 font-medium">Platform</th>
                  <th className="py-1 text-right font-medium">Clicks</th>
                  <th className="py-1 text-right font-medium">Leads</th>
                </tr>
              </thead>
              <tbody>
                {data.by_platform.map((p) => (
                  <tr key={p.src} className="border-t border-slate-100">
                    <td className="py-1.5">{SRC_LABELS[p.src]}</td>
                    <td className="py-1.5 text-right tabular-nums">{p.clicks}</td>
                    <td className="py-1.5 text-right tabular-nums">{p.leads}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className="w-full text-sm">
              <caption className="mb-1 text-left font-semibold text-slate-900">Per listing</caption>
              <thead>
                <tr className="text-left text-slate-500">
                  <th className="py-1 font-medium">Listing</th>
                  <th className="py-1 text-right font-medium">Clicks</th>
                  <th className="py-1 text-right font-medium">Leads</th>
                </tr>
              </thead>
              <tbody>
                {data.by_listing.length === 0 ? (
                  <tr className="border-t border-slate-100">
                    <td colSpan={3} className="py-2 text-slate-600">
                      No clicks or leads in this period yet.
                    </td>
                  </tr>
                ) : (
                  data.by_listing.map((l) => (
                    <tr key={l.listing_id} className="border-t border-slate-100">
                      <td className="py-1.5">
                        <Link
                          to={`/dashboard/listings/${l.listing_id}`}
                          className="text-brand-700 hover:underline"
                        >
                          {l.address}
                        </Link>
                      </td>
                      <td className="py-1.5 text-right tabular-nums">{l.clicks}</td>
                      <td className="py-1.5 text-right tabular-nums">{l.leads}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
