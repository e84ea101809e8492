import { MESSAGES } from '@pp/contract';
import { fetchWithSession } from '../../../lib/api-client';
import { saveDownload } from '../utils/save-download';

/** GET /audit/export?listing_id=…&format=csv|json: the listing's audit trail for a broker's review. */
export async function downloadAuditExport(listingId: string, format: 'csv' | 'json'): Promise<void> {
  const res = await fetchWithSession('/audit/export', { query: { listing_id: listingId, format } });
  if (!res.ok) throw new Error(MESSAGES.genericError);
  await saveDownload(res, `audit.${format}`);
}
