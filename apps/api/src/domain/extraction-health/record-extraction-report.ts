import { EXTRACTION_FIELDS, type TExtractionReportRequest } from '@pp/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { extractionHealthDaily as t } from '../../db/schema';

/** The counters a report adds to; each is added to itself on conflict. */
const COUNTERS = [
  'reports',
  'filled',
  'needs_confirmation',
  'found_source',
  'found_structured',
  'found_embedded',
  'found_text',
] as const;

const one = (yes: boolean) => (yes ? 1 : 0);

/**
 * Adds one read to its day's counters: one row per field, all in one INSERT … ON CONFLICT DO UPDATE,
 * so concurrent reports of one design never lose a count and a report is counted whole or not at
 * all. The report itself is not kept. `day` is the UTC day of the server's clock, never the client's.
 */
export async function recordExtractionReport(db: DbOrTx, report: TExtractionReportRequest, now: Date) {
  const day = now.toISOString().slice(0, 10);
  const empty = new Set(report.empty);
  const confirm = new Set(report.needs_confirmation);
  const foundBy = (layer: keyof TExtractionReportRequest['layers']) => new Set(report.layers[layer] ?? []);
  const [source, structured, embedded, text] = [
    foundBy('source'),
    foundBy('structured'),
    foundBy('embedded'),
    foundBy('text'),
  ];
  const rows = EXTRACTION_FIELDS.map((field) => ({
    day,
    source: report.source,
    fingerprint: report.fingerprint,
    reader_version: report.reader_version,
    field,
    reports: 1,
    filled: one(!empty.has(field)),
    needs_confirmation: one(confirm.has(field)),
    found_source: one(source.has(field)),
    found_structured: one(structured.has(field)),
    found_embedded: one(embedded.has(field)),
    found_text: one(text.has(field)),
  }));
  await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.day, t.source, t.fingerprint, t.reader_version, t.field],
      set: Object.fromEntries(COUNTERS.map((c) => [c, sql`${t[c]} + excluded.${sql.identifier(c)}`])),
    });
}
