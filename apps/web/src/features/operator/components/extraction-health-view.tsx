import { SOURCE_LABELS, type TExtractionHealth, type THealthFlag } from '@pp/contract';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useExtractionHealth } from '../api/get-extraction-health';

const panel =
  'rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-6';
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** One sentence per flag, naming what to look at first. */
export function flagText(flag: THealthFlag): string {
  const source = SOURCE_LABELS[flag.source];
  if (flag.kind === 'field_drop')
    return `${source} ${flag.field}: ${percent(flag.previous_rate)} → ${percent(flag.rate)} on ${flag.day}`;
  const against = flag.baseline_rate === null ? 'no earlier design' : `${percent(flag.baseline_rate)} before`;
  return `${source} new design ${flag.fingerprint} (since ${flag.first_seen}): ${percent(flag.rate)}, ${against}`;
}

function FieldTable({ data }: { data: TExtractionHealth }) {
  const days = [...new Set(data.fields.flatMap((s) => s.days.map((d) => d.day)))].sort();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="text-left font-semibold">Fill rate per field and day</caption>
        <thead>
          <tr>
            <th className="text-left">Field</th>
            {days.map((day) => (
              <th key={day}>{day.slice(5)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.fields.map((s) => {
            const byDay = new Map(s.days.map((d) => [d.day, d]));
            return (
              <tr key={`${s.source}/${s.field}`}>
                <th className="text-left font-normal">
                  {SOURCE_LABELS[s.source]} {s.field}
                </th>
                {days.map((day) => {
                  const d = byDay.get(day);
                  return (
                    <td
                      key={day}
                      className="text-right"
                      title={d ? `${d.filled} of ${d.reports}` : undefined}
                    >
                      {d ? percent(d.rate) : '–'}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Operators' view of extraction health (issue 25): what looks broken first, then every rate. */
export function ExtractionHealthView() {
  const [days, setDays] = useState(14);
  const health = useExtractionHealth(days);
  return (
    <section className={panel} aria-labelledby="extraction-health">
      <div className="flex items-center justify-between gap-4">
        <h1 id="extraction-health" className="text-lg font-semibold">
          Extraction health
        </h1>
        <label className="text-sm">
          Days{' '}
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {[7, 14, 30].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {health.isPending ? (
        <Skeleton className="mt-4 h-40" />
      ) : health.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {health.error.message}
        </p>
      ) : (
        <div className="mt-4 space-y-6">
          <ul aria-label="Flags" className="space-y-1 text-sm">
            {health.data.flags.length === 0 ? (
              <li>
                Nothing flagged from {health.data.from} to {health.data.to}.
              </li>
            ) : (
              health.data.flags.map((f) => <li key={flagText(f)}>{flagText(f)}</li>)
            )}
          </ul>
          <FieldTable data={health.data} />
        </div>
      )}
    </section>
  );
}
