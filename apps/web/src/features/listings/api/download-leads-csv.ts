import { MESSAGES } from '@pp/contract';
import { fetchWithSession } from '../../../lib/api-client';
import { saveDownload } from '../utils/save-download';

/** GET /listings/:id/leads.csv, saved as a file. */
export async function downloadLeadsCsv(id: string): Promise<void> {
  const res = await fetchWithSession(`/listings/${encodeURIComponent(id)}/leads.csv`);
  if (!res.ok) throw new Error(MESSAGES.genericError);
  await saveDownload(res, 'leads.csv');
}
