import type { FieldName, LayerName } from './layers/collector';
import { CRITICAL, type FieldReport } from './layers/merge-layers';

/**
 * A field the agent is asked to confirm or correct before publishing, as it travels from the page to
 * the side panel (plain data: runtime messages are JSON).
 */
export type FieldCheck = {
  field: FieldName;
  /** The value the listing holds (null when no layer the reader trusts found one). */
  value: unknown;
  /** The layer the value came from, null when none. */
  layer: LayerName | null;
  confidence: number;
  /** Layers that read something else. */
  disagreeing: LayerName[];
  /** Price, status and street: never published unconfirmed. */
  critical: boolean;
};

/** The fields of an extraction the agent must look at, the critical ones first. */
export const fieldChecks = (fields: Partial<Record<FieldName, FieldReport>>): FieldCheck[] =>
  (Object.entries(fields) as [FieldName, FieldReport][])
    .filter(([, r]) => r.needsConfirmation)
    .map(([field, r]) => ({
      field,
      value: r.value,
      layer: r.layer,
      confidence: r.confidence,
      disagreeing: r.disagreeing,
      critical: CRITICAL.includes(field),
    }))
    .sort((a, b) => Number(b.critical) - Number(a.critical));
