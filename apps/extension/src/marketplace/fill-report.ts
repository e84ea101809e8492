export type FieldStatus = 'filled' | 'skipped' | 'failed';

export interface FieldResult {
  /** The form's label for the field, as the agent sees it. */
  field: string;
  status: FieldStatus;
  /** What was (or should have been) entered: offered with 'Copy' when filling failed. */
  value: string;
  detail?: string;
}

export interface FillReport {
  results: FieldResult[];
  photos: { requested: number; attached: number };
  finished_at: number;
}

export const countByStatus = (report: FillReport, status: FieldStatus) =>
  report.results.filter((r) => r.status === status).length;

/** Nothing at all reached the form: the credit goes back. */
export const fillFailedEntirely = (report: FillReport) =>
  countByStatus(report, 'filled') === 0 && report.photos.attached === 0;
