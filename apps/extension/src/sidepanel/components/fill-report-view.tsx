import { useState } from 'react';
import { type FillReport, fillSummary, missingFromForm, statusLabel } from '../../marketplace/fill-report';

/** The Marketplace fill outcome, per field, with Copy for what could not be entered. */
export function FillReportView({ report }: { report: FillReport }) {
  const [copied, setCopied] = useState<string | null>(null);
  const missing = missingFromForm(report);
  return (
    <section
      className={`alert ${missing.length ? 'alert-error' : 'alert-success'} fill-report`}
      aria-label="Marketplace fill report"
      data-testid="fill-report"
    >
      <p>
        <b>{fillSummary(report)}</b> Review it on Facebook and press Publish there.
      </p>
      <ul>
        {report.results.map((r) => (
          <li key={r.field} data-status={r.status}>
            <span
              className={`badge ${r.status === 'filled' ? 'badge-success' : r.status === 'failed' ? 'badge-danger' : ''}`}
            >
              {statusLabel(r)}
            </span>{' '}
            {r.field}
            {r.status !== 'filled' && r.value && (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => void navigator.clipboard.writeText(r.value).then(() => setCopied(r.field))}
              >
                {copied === r.field ? 'Copied' : 'Copy'}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
