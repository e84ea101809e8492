import { NAV_SCROLL_THRESHOLD_PX } from '@pp/contract';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { useSession } from '../../session';
import { buttonClasses } from '../ui/button';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { navLinksFor } from './nav-links';
import { RouterBridge } from './router-bridge';
import { useScrolled } from './use-scrolled';
import { UserMenu } from './user-menu';

/**
 * The fixed top navigation of PRODUCT.md §2: transparent at the top, solid once scrolled past 10 px;
 * links for everyone, Login/Get Started for visitors, the user menu for signed-in users, and a
 * slide-in menu below the lg breakpoint.
 */
export function TopNav() {
  const { isLoggedIn } = useSession();
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,border-color] duration-200 print:hidden',
        scrolled
          ? 'border-b border-slate-200 bg-white shadow-sm'
          : 'border-b border-transparent bg-transparent',
      )}
    >
      <RouterBridge />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <BrandLogo />
        <ul className="hidden items-center gap-1 lg:flex">
          {navLinksFor(isLoggedIn).map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    isActive ? 'text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            {isLoggedIn ? (
              <UserMenu />
            ) : (
              <>
                <NavLink to="/sign-in" className={buttonClasses('ghost', 'sm')}>
                  Login
                </NavLink>
                <NavLink to="/sign-up" className={buttonClasses('primary', 'sm')}>
                  Get Started
                </NavLink>
              </>
            )}
          </div>
          <MobileMenu signedIn={isLoggedIn} />
        </div>
      </nav>
    </header>
  );
}
