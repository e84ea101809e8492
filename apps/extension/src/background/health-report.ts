import { type TExtractionReportRequest, ZExtractionReportRequestSchema } from '@pp/contract';
import { getHealthReports } from '../common/settings';
import { apiCall } from './api-client';
import type { Handler } from './handler-table';
import { readAccessToken } from './session-store';

/**
 * Sends one extraction health report (issue 25), if the agent has them on. Never throws and never
 * tells the agent anything: the report serves the operators, and a failure costs one data point.
 * The report is checked against the contract first, so nothing but names leaves even if a caller
 * passed more; without a session there is nobody to send as (the route needs one), so nothing goes.
 */
export async function sendHealthReport(report: TExtractionReportRequest): Promise<void> {
  try {
    if (!(await getHealthReports())) return;
    const parsed = ZExtractionReportRequestSchema.safeParse(report);
    if (!parsed.success || !(await readAccessToken())) return;
    await apiCall({ path: '/extraction-reports', method: 'POST', body: parsed.data });
  } catch {
    // Silent on purpose (see above).
  }
}

/** Answers at once: the send goes on in the background, so it never holds up the page or the drafts. */
export const reportHealth: Handler<'health:report'> = (payload) => {
  void sendHealthReport(payload.report);
  return null;
};
