import { PRODUCT_NAME } from '@pp/contract';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

const QUICK_LINKS = [
  { label: 'Home', anchor: null },
  { label: 'Features', anchor: 'features' },
  { label: 'How It Works', anchor: 'how-it-works' },
  { label: 'Testimonials', anchor: 'testimonials' },
] as const;

const linkClass = 'text-sm text-slate-300 transition-colors hover:text-white';

/**
 * Spec §2 footer. Quick links scroll smoothly on the landing page and navigate there from other
 * pages (the landing page scrolls to the hash on arrival). Privacy and Terms links are hidden.
 */
export function SiteFooter() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onQuickLink = (event: MouseEvent<HTMLAnchorElement>, anchor: string | null) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (pathname !== '/') {
      navigate(anchor ? `/#${anchor}` : '/');
      return;
    }
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior = reduce ? 'auto' : 'smooth';
    if (anchor) {
      document.getElementById(anchor)?.scrollIntoView({ behavior, block: 'start' });
      window.history.replaceState(window.history.state, '', `/#${anchor}`);
    } else {
      window.scrollTo({ top: 0, behavior });
      window.history.replaceState(window.history.state, '', '/');
    }
  };

  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold text-white">
            {/* Lazy: the footer is below the fold, and on a phone's first visit this request would
                share the first round trips with the fonts the first screen paints with (issue 24). */}
            <img
              src="/favicon.svg"
              alt=""
              width={28}
              height={28}
              loading="lazy"
              decoding="async"
              className="size-7"
            />
            {PRODUCT_NAME}
          </Link>
          <p className="mt-3 max-w-sm text-sm text-slate-400">
            Turn Zillow, Realtor.com, Trulia and Redfin listings into Facebook Marketplace, LinkedIn and X
            posts in seconds.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-3">
            {QUICK_LINKS.map(({ label, anchor }) => (
              <li key={label}>
                <a
                  href={anchor ? `/#${anchor}` : '/'}
                  className={linkClass}
                  onClick={(e) => onQuickLink(e, anchor)}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold tracking-wide text-white uppercase">
            Legal
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/contact-us" className={linkClass}>
                Contact Us
              </Link>
            </li>
            {/* Spec §2: the Privacy Policy and Terms of Service links exist but are hidden. */}
            <li hidden>
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li hidden>
              <Link to="/terms-of-service" className={linkClass}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p
          className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8"
          suppressHydrationWarning
        >
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
