import { CLICK_SOURCE_LABELS, type TListingActivity } from '@pp/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PlatformCountsTable } from '../../../components/ui/counts-table';
import { notify } from '../../../components/ui/toast';
import { downloadLeadsCsv } from '../api/download-leads-csv';
import { describeChange, formatDate, PLATFORM_LABELS, POST_STATUS } from '../utils/format-listing';

export const panel =
  'rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-6';
const heading = 'text-lg font-semibold text-slate-900';

export function PostsSection({ activity }: { activity: TListingActivity }) {
  return (
    <section aria-labelledby="posts-title" className={panel}>
      <h2 id="posts-title" className={heading}>
        Posts
      </h2>
      {activity.posts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing posted yet for this listing.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {activity.posts.map((p) => (
            <li key={p.promotion_id} className="py-3">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-slate-900">{PLATFORM_LABELS[p.platform]}</span>
                <Badge tone={POST_STATUS[p.status].tone}>{POST_STATUS[p.status].text}</Badge>
                <span className="text-slate-500">{formatDate(p.created_at)}</span>
              </div>
              <p className="mt-1 line-clamp-4 text-sm whitespace-pre-line text-slate-700">{p.text}</p>
            </li>
          ))}
        </ul>
      )}
      {activity.reels.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">Reels</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {activity.reels.map((r) => (
              <li key={r.reel_id}>
                Reel · {r.status} · {formatDate(r.created_at)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function ResultsTable({ activity }: { activity: TListingActivity }) {
  return (
    <section aria-labelledby="listing-results-title" className={panel}>
      <h2 id="listing-results-title" className={heading}>
        Clicks and leads
      </h2>
      <PlatformCountsTable className="mt-3" results={activity.results} />
    </section>
  );
}

export function HistorySection({ activity }: { activity: TListingActivity }) {
  if (activity.changes.length === 0) return null;
  return (
    <section aria-labelledby="history-title" className={panel}>
      <h2 id="history-title" className={heading}>
        Price and status history
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {activity.changes.map((c) => (
          <li key={c.created_at}>
            <span className="text-slate-500">{formatDate(c.created_at)}</span> · {describeChange(c)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LeadsSection({ activity, listingId }: { activity: TListingActivity; listingId: string }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadLeadsCsv(listingId);
    } catch (err) {
      notify.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="leads-title" className={panel}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="leads-title" className={heading}>
          Leads ({activity.leads.length})
        </h2>
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          disabled={activity.leads.length === 0}
          icon={<Download className="size-4" aria-hidden />}
          onClick={exportCsv}
        >
          Export CSV
        </Button>
      </div>
      {activity.leads.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No requests yet from the property page.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {activity.leads.map((l) => (
            <li key={l.lead_id} className="py-3 text-sm">
              <p className="font-semibold text-slate-900">
                {l.name} · {l.kind === 'showing' ? 'Showing request' : 'Question'}
              </p>
              <p className="text-slate-600">
                {[l.email, l.phone].filter(Boolean).join(' · ')} · from {CLICK_SOURCE_LABELS[l.src]} ·{' '}
                {formatDate(l.created_at)}
              </p>
              {l.message ? <p className="mt-1 whitespace-pre-line text-slate-700">{l.message}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
