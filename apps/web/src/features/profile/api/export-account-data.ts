import { MESSAGES } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchWithSession } from '../../../lib/api-client';

/** GET /users/me/export, saved as the JSON file the server names. */
export async function exportAccountData(): Promise<void> {
  const res = await fetchWithSession('/users/me/export');
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? MESSAGES.genericError);
  }
  const name =
    res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? 'property-promoter-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const useExportAccountData = () => useMutation({ mutationFn: exportAccountData });
