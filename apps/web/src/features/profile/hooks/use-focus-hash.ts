import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The public-output gate's fix links name the profile field that is missing (`problemFixPath` in
 * @pp/contract: /dashboard/profile#brokerage_name, #licenses); older links and the docs say #brokerage.
 * Each anchor maps to the element that holds the field.
 */
const TARGETS: Record<string, string> = {
  brokerage: 'brokerage',
  brokerage_name: 'brokerage',
  licenses: 'licenses',
  team_name: 'team_name',
  // The scheduling form's link when a post's platform is not connected (issue 24).
  'connected-accounts': 'connected-accounts',
};

/** Once the profile's fields are on screen (`ready`), scroll to the field the URL's hash names and focus it. */
export function useFocusHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const id = TARGETS[decodeURIComponent(hash.slice(1))];
    const el = id ? document.getElementById(id) : null;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    el.focus({ preventScroll: true });
  }, [ready, hash]);
}
