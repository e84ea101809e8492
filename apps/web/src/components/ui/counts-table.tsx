import { CLICK_SOURCE_LABELS, type ClickSource } from '@pp/contract';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface CountsRow {
  key: string;
  label: ReactNode;
  clicks: number;
  leads: number;
}

/**
 * Clicks and leads per row (a platform, a listing): the listing page's and Results' tables. An empty
 * list shows `empty` across the table when given.
 */
export function CountsTable({
  first,
  rows,
  caption,
  empty,
  className,
}: {
  first: string;
  rows: CountsRow[];
  caption?: string;
  empty?: string;
  className?: string;
}) {
  return (
    <table className={cn('w-full text-sm', className)}>
      {caption && <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>}
      <thead>
        <tr className="text-left text-slate-500">
          <th className="py-1 font-medium">{first}</th>
          {/* Padded apart: at 375 px the two headings ran together ("ClicksLeads"). */}
          <th className="py-1 pl-3 text-right font-medium">Clicks</th>
          <th className="py-1 pl-3 text-right font-medium">Leads</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr className="border-t border-slate-100">
            <td colSpan={3} className="py-2 text-slate-600">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.key} className="border-t border-slate-100">
              <td className="py-1.5 break-words text-slate-900">{r.label}</td>
              <td className="py-1.5 pl-3 text-right tabular-nums">{r.clicks}</td>
              <td className="py-1.5 pl-3 text-right tabular-nums">{r.leads}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Clicks and leads per platform (the platform named in words), on the listing page and in Results. */
export function PlatformCountsTable({
  results,
  caption,
  className,
}: {
  results: ReadonlyArray<{ src: ClickSource; clicks: number; leads: number }>;
  caption?: string;
  className?: string;
}) {
  return (
    <CountsTable
      caption={caption}
      className={className}
      first="Platform"
      rows={results.map((r) => ({
        key: r.src,
        label: CLICK_SOURCE_LABELS[r.src],
        clicks: r.clicks,
        leads: r.leads,
      }))}
    />
  );
}
