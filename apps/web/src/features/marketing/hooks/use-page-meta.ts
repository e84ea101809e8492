import { useEffect } from 'react';
import { pageMeta } from '../seo/page-meta';

/**
 * Keeps the title and description right after client-side navigation; the prerendered HTML
 * already carries them (and the canonical/Open Graph tags) for crawlers and first loads.
 */
export function usePageMeta(path: string) {
  useEffect(() => {
    const meta = pageMeta(path);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (canonical && meta.index) canonical.setAttribute('href', `${window.location.origin}${meta.path}`);
  }, [path]);
}
