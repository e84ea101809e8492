export type FieldStatus = 'filled' | 'skipped' | 'failed';

export interface FieldResult {
  /** The form's label for the field, as the agent sees it. */
  field: string;
  status: FieldStatus;
  /** What was (or should have been) entered: offered with 'Copy' whenever it is not on the form. */
  value: string;
  detail?: string;
}

export interface FillReport {
  results: FieldResult[];
  photos: { requested: number; attached: number };
  /** Set when the form is shown in another language and was left alone (e.g. "ru"). */
  language?: string | null;
  finished_at: number;
}

export const countByStatus = (report: FillReport, status: FieldStatus) =>
  report.results.filter((r) => r.status === status).length;

/** Nothing at all reached the form: the credit goes back. */
export const fillFailedEntirely = (report: FillReport) =>
  countByStatus(report, 'filled') === 0 && report.photos.attached === 0;

/** Values the agent still has to enter: not filled, but there was something to enter. */
export const missingFromForm = (report: FillReport) =>
  report.results.filter((r) => r.status !== 'filled' && r.value !== '');

const languageName = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * The report's one-line verdict, the same on the Facebook page and in the side panel. It only says
 * everything is on the form when every value really was read back from it.
 */
export function fillSummary(report: FillReport): string {
  if (report.language)
    return `The form is in ${languageName(report.language)}, so nothing was entered. Switch Facebook to English, or copy each value below.`;
  const failed = countByStatus(report, 'failed');
  const missing = missingFromForm(report);
  if (failed > 0)
    return `${failed} field${failed === 1 ? '' : 's'} need${failed === 1 ? 's' : ''} you: copy ${failed === 1 ? 'it' : 'them'} below.`;
  if (missing.length > 0)
    return `Filled what this form has. Not on this form: ${missing.map((r) => r.field).join(', ')}.`;
  return 'Every field is on the Marketplace form.';
}

/** The badge of one field: a value the form has no box for is "Not on form", not merely skipped. */
export const statusLabel = (r: FieldResult): string =>
  r.status === 'filled' ? 'Filled' : r.status === 'failed' ? 'Failed' : r.value ? 'Not on form' : 'Skipped';
