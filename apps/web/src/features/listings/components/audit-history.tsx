import type { TAuditEvent } from '@pp/contract';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { downloadAuditExport } from '../api/download-audit-export';
import { useListingAudit } from '../api/get-listing-audit';
import { formatDate } from '../utils/format-listing';
import { panel } from './listing-sections';

const KIND_LABELS: Record<TAuditEvent['kind'], string> = {
  post: 'Post',
  scheduled_post: 'Scheduled post',
  reel: 'Reel',
  property_page: 'Property page',
};

const summaryOf = (e: TAuditEvent) => {
  const text = typeof e.content.text === 'string' ? e.content.text : null;
  return text ? text.slice(0, 140) + (text.length > 140 ? '…' : '') : `${KIND_LABELS[e.kind]} ${e.output_id}`;
};

/** Every public output of the listing as recorded (unchangeable), with exports for a broker's review. */
export function AuditHistory({ listingId }: { listingId: string }) {
  const audit = useListingAudit(listingId);
  const download = (format: 'csv' | 'json') =>
    downloadAuditExport(listingId, format).catch((err: Error) => notify.error(err.message));
  return (
    <section aria-labelledby="audit-title" className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="audit-title" className="text-lg font-semibold text-slate-900">
          Compliance record
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => download('csv')}>
            Export CSV
          </Button>
          <Button variant="secondary" size="sm" onClick={() => download('json')}>
            Export JSON
          </Button>
        </div>
      </div>
      {audit.isPending ? null : audit.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {audit.error.message}
        </p>
      ) : audit.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing published for this listing yet.</p>
      ) : (
        <ol aria-label="Published outputs" className="mt-3 space-y-2">
          {audit.data.map((e) => (
            <li key={e.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="font-semibold text-slate-900">
                {KIND_LABELS[e.kind]} · {e.platform} · {formatDate(e.created_at)}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-700">{summaryOf(e)}</p>
              <p className="mt-1 text-xs text-slate-500">
                {e.findings.length} finding{e.findings.length === 1 ? '' : 's'} shown
                {e.accepted_warnings.length > 0 ? `, ${e.accepted_warnings.length} warning(s) accepted` : ''}
                {e.permission ? `; permission from ${String(e.permission.granted_by)}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
