import type { TFacebookPage, TInstagramLimit } from '@pp/contract';
import { useEffect, useState } from 'react';
import { send } from '../common/messages';

/**
 * The agent's Facebook Pages (for a Page or Instagram post's page_id): read the first time a Meta
 * platform is chosen, then kept; null until read. A failure goes to onError (the panel's problem line).
 */
export function useFacebookPages(
  wanted: boolean,
  onError: (message: string) => void,
): TFacebookPage[] | null {
  const [pages, setPages] = useState<TFacebookPage[] | null>(null);
  useEffect(() => {
    if (!wanted || pages) return;
    send('accounts:facebook-pages', {}).then(
      (a) => setPages(a.pages),
      (e: Error) => onError(e.message),
    );
  }, [wanted, pages, onError]);
  return pages;
}

/**
 * Instagram's publishing limit of the account linked to a Page, read before posting each time the Page
 * changes ('' while Instagram is not chosen); null until read or when it cannot be read.
 */
export function useInstagramLimit(pageId: string): TInstagramLimit | null {
  const [limit, setLimit] = useState<TInstagramLimit | null>(null);
  useEffect(() => {
    setLimit(null);
    if (!pageId) return;
    let alive = true;
    send('accounts:instagram-limit', { page_id: pageId }).then(
      (l) => alive && setLimit(l),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [pageId]);
  return limit;
}
