import './mobile-menu.css';
import { LogOut, Menu } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { useLogout } from '../../session';
import { buttonClasses } from '../ui/button';
import { DialogCloseX } from '../ui/dialog';
import { BrandLogo } from './brand-logo';
import { navLinksFor } from './nav-links';
import { useUserDisplay } from './user-display';
import { UserSummary } from './user-summary';

/**
 * Small screens: a slide-in panel with the same links, the user's name and avatar, Dashboard (in the links) and
 * Log Out (PRODUCT.md §2). It is a modal dialog, so page scrolling is locked and focus stays inside.
 */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const logout = useLogout();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-label="Open menu"
        >
          <Menu className="size-6" aria-hidden />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 pp-fade-in bg-slate-950/40 lg:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-[var(--shadow-raised)] pp-slide-in focus:outline-none lg:hidden"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title asChild>
              <div>
                <BrandLogo onClick={close} />
              </div>
            </Dialog.Title>
            <DialogCloseX label="Close menu" className="p-2 text-slate-600 hover:bg-slate-100" />
          </div>
          {signedIn ? <SignedInHeader /> : null}
          <nav aria-label="Mobile" className="flex flex-col gap-1 p-3">
            {navLinksFor(signedIn).map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/'}
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2.5 text-base font-medium',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-auto border-t border-slate-200 p-4">
            {signedIn ? (
              <div className="flex flex-col gap-2">
                <button
                  type="button"
                  onClick={() => {
                    close();
                    logout();
                  }}
                  className={buttonClasses('secondary', 'md', 'w-full text-red-700 hover:bg-red-50')}
                >
                  <LogOut className="size-4" aria-hidden />
                  Log Out
                </button>
              </div>
            ) : (
              <div className="flex flex-col gap-2">
                <Link to="/sign-in" onClick={close} className={buttonClasses('secondary', 'md', 'w-full')}>
                  Login
                </Link>
                <Link to="/sign-up" onClick={close} className={buttonClasses('primary', 'md', 'w-full')}>
                  Get Started
                </Link>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SignedInHeader() {
  return <UserSummary user={useUserDisplay()} look="panel" />;
}
