import { useEffect, useState } from 'react';
import { getApiBase } from '../common/settings';

/** Opens a page of the web app (same origin as the API) in a new tab. */
export async function openWebApp(path: string) {
  await chrome.tabs.create({ url: `${await getApiBase()}${path}` });
}

/** The web app's URL of `path`, for a real link (null until the configured address is read). */
export function useWebAppUrl(path: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void getApiBase().then((base) => alive && setUrl(`${base}${path}`));
    return () => {
      alive = false;
    };
  }, [path]);
  return url;
}

/**
 * The API's media addresses (photos, thumbnails) are paths on the API: on an extension page they would
 * resolve to chrome-extension:// and show nothing. Answers the absolute address, or null until the
 * configured API address is read.
 */
export function useApiMediaUrl(): (path: string) => string | null {
  const base = useWebAppUrl('');
  return (path) => (base ? new URL(path, base).href : null);
}
