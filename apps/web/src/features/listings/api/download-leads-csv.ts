import { MESSAGES } from '@pp/contract';
import { fetchWithSession } from '../../../lib/api-client';

/**
 * GET /listings/:id/leads.csv, saved as a file. Fetched with the session (a plain link cannot carry
 * the bearer token), then handed to the browser's download through an object URL.
 */
export async function downloadLeadsCsv(id: string): Promise<void> {
  const res = await fetchWithSession(`/listings/${encodeURIComponent(id)}/leads.csv`);
  if (!res.ok) throw new Error(MESSAGES.genericError);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
