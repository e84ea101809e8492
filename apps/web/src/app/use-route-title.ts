import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from './route-handle';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof (handle as RouteHandle | undefined)?.title === 'string';
}

/**
 * Sets the document title from the deepest route that names one, so tabs, history and screen readers
 * tell the sign-in, dashboard and payment pages apart. Runs after the page's own effects: public pages
 * carry no handle and keep the title usePageMeta gave them.
 */
export function useRouteTitle() {
  const matches = useMatches();
  const title = matches
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
