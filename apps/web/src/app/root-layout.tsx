import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { TopNav } from '../components/layout/top-nav';
import { useRouteTitle } from './use-route-title';

/** Spec §2: the footer is not shown on the post-signup and post-login pages, nor inside the dashboard. */
const NO_FOOTER = ['/signup-success', '/login-success', '/dashboard', '/receipts'];

export function RootLayout() {
  const { pathname } = useLocation();
  useRouteTitle();
  const showFooter = !NO_FOOTER.some((p) => pathname.startsWith(p));
  return (
    <div className="flex min-h-dvh flex-col">
      <TopNav />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {showFooter ? <SiteFooter /> : null}
      <ScrollRestoration />
    </div>
  );
}
