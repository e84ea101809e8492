import { OPERATOR_ROLES, type UserRole } from '@pp/contract';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { DashboardHeader, DashboardSidebar } from '../features/dashboard';
import { SupportTicketDialog } from '../features/support';
import { cn } from '../lib/cn';
import { useAccessState, useCurrentUser, useLogout, useProfilePhotoUrl } from '../session';

/**
 * The signed-in frame of PRODUCT.md §2: collapsible sidebar, header with name, counters and user menu,
 * and the Support Tickets dialog. Rendered inside the access gate, around the dashboard pages.
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const access = useAccessState();
  const photo = useProfilePhotoUrl();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const name = user?.full_name ?? '';
  const operator = !!user && OPERATOR_ROLES.includes(user.role as UserRole);

  return (
    <div className="flex min-h-dvh bg-slate-50 pt-16">
      <div
        className={cn(
          'hidden shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 lg:block',
          collapsed ? 'w-[72px]' : 'w-60',
        )}
      >
        <div className="sticky top-16 h-[calc(100dvh-4rem)]">
          <DashboardSidebar
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed((c) => !c)}
            onLogout={logout}
            operator={operator}
          />
        </div>
      </div>

      <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 lg:hidden" />
          <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white pt-4 shadow-[var(--shadow-raised)] focus:outline-none lg:hidden">
            <RadixDialog.Title className="px-6 pb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
              Dashboard menu
            </RadixDialog.Title>
            <RadixDialog.Description className="sr-only">Pages of your dashboard</RadixDialog.Description>
            <DashboardSidebar
              key={pathname}
              collapsed={false}
              onNavigate={() => setDrawerOpen(false)}
              onLogout={logout}
              operator={operator}
              className="h-[calc(100%-2.5rem)]"
            />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <DashboardHeader
          name={name}
          email={user?.email ?? ''}
          photoUrl={photo.url}
          photoLoading={photo.isLoading}
          badge={access?.badge}
          credits={access?.credits}
          addons={user?.addons}
          onOpenSidebar={() => setDrawerOpen(true)}
          onSupport={() => setSupportOpen(true)}
          onLogout={logout}
        />
        <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</div>
      </div>

      {user ? (
        <SupportTicketDialog
          open={supportOpen}
          onOpenChange={setSupportOpen}
          defaultName={name}
          email={user.email}
        />
      ) : null}
    </div>
  );
}
