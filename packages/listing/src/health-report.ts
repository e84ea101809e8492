import {
  EXTRACTION_FIELDS,
  type ExtractionField,
  type ExtractionLayer,
  type TExtractionReportRequest,
} from '@pp/contract';
import { designFingerprint } from './design-fingerprint';
import type { ExtractionReport } from './extract-listing';
import type { FieldName, LayerName } from './layers/collector';

// The contract enumerates the reader's field and layer names so the server can refuse anything else;
// these fail to compile when the reader gains a name the contract does not list (or the reverse).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const fieldsAgree: Same<FieldName, ExtractionField> = true;
const layersAgree: Same<LayerName, ExtractionLayer> = true;
void fieldsAgree;
void layersAgree;

/**
 * The health report of one read (issue 25): the reader's report as the API takes it, names only,
 * plus the fingerprint of the page's design. A field is empty when no layer found it. Nothing of the
 * page's content is copied: the listing itself never enters this function.
 */
export function healthReport(report: ExtractionReport, document: Document): TExtractionReportRequest {
  const found = new Set(Object.values(report.layers).flat());
  return {
    source: report.source,
    reader_version: report.readerVersion,
    fingerprint: designFingerprint(document),
    layers: report.layers,
    skipped: report.skipped,
    needs_confirmation: report.needsConfirmation,
    empty: EXTRACTION_FIELDS.filter((f) => !found.has(f)),
  };
}
