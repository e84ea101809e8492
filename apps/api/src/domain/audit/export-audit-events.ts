import type { TAuditEvent, TAuditExportQuery } from '@pp/contract';
import type { DbOrTx } from '../../db/client';
import { csvCell } from '../listings/export-leads-csv';
import { listAuditEvents } from './list-audit-events';

const COLUMNS = [
  'created_at',
  'listing_id',
  'kind',
  'platform',
  'output_id',
  'content',
  'findings',
  'accepted_warnings',
  'permission',
  'attribution',
  'facts',
] as const satisfies readonly (keyof TAuditEvent)[];

const cellOf = (value: unknown) =>
  csvCell(
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value),
  );

/** The audit events as CSV (RFC 4180, CRLF; nested values as JSON in their cell; formulas neutralised). */
export const auditCsv = (events: TAuditEvent[]) =>
  `${[COLUMNS.map(csvCell).join(','), ...events.map((e) => COLUMNS.map((c) => cellOf(e[c])).join(','))].join('\r\n')}\r\n`;

/** A broker's compliance review: one listing's trail or a range of days, as CSV or JSON. */
export async function exportAuditEvents(
  db: DbOrTx,
  userId: string,
  query: TAuditExportQuery & { format: 'csv' | 'json' },
) {
  const events = await listAuditEvents(db, userId, query);
  const name = query.listing_id ? `audit-${query.listing_id}` : `audit-${query.from}-to-${query.to}`;
  return query.format === 'json'
    ? { filename: `${name}.json`, type: 'application/json; charset=utf-8', body: JSON.stringify({ events }) }
    : { filename: `${name}.csv`, type: 'text/csv; charset=utf-8', body: auditCsv(events) };
}
