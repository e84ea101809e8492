import { ChevronsLeft, ChevronsRight, LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { OPERATOR_LINKS, SIDEBAR_LINKS } from '../utils/sidebar-links';

export interface DashboardSidebarProps {
  /** Icons only (large screens). */
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
  onLogout: () => void;
  /** Support or admin: the operator console's link too. */
  operator?: boolean;
  className?: string;
}

const itemClass = (collapsed: boolean) =>
  cn(
    'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-brand-600',
    collapsed && 'justify-center px-0',
  );

/** The collapsible dashboard sidebar of PRODUCT.md §2: Dashboard, Contents, Pricing, Profile, Subscriptions, Transactions, Logout. */
export function DashboardSidebar({
  collapsed,
  onToggleCollapsed,
  onNavigate,
  onLogout,
  operator = false,
  className,
}: DashboardSidebarProps) {
  return (
    <nav aria-label="Dashboard" className={cn('flex h-full flex-col gap-1 p-3', className)}>
      <ul className="flex flex-col gap-1">
        {[...SIDEBAR_LINKS, ...(operator ? OPERATOR_LINKS : [])].map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              title={collapsed ? label : undefined}
              aria-label={collapsed ? label : undefined}
              className={({ isActive }) =>
                cn(
                  itemClass(collapsed),
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden />
              {collapsed ? null : <span className="truncate">{label}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-3">
        <button
          type="button"
          onClick={onLogout}
          title={collapsed ? 'Logout' : undefined}
          aria-label={collapsed ? 'Logout' : undefined}
          className={cn(itemClass(collapsed), 'text-red-700 hover:bg-red-50')}
        >
          <LogOut className="size-5 shrink-0" aria-hidden />
          {collapsed ? null : 'Logout'}
        </button>
        {onToggleCollapsed ? (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className={cn(itemClass(collapsed), 'text-slate-500 hover:bg-slate-100 hover:text-slate-900')}
          >
            {collapsed ? (
              <ChevronsRight className="size-5" aria-hidden />
            ) : (
              <>
                <ChevronsLeft className="size-5" aria-hidden />
                <span>Collapse</span>
              </>
            )}
          </button>
        ) : null}
      </div>
    </nav>
  );
}
