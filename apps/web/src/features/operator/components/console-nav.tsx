import { Activity, Layers, PlugZap, ScrollText, Users, Webhook } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';

const LINKS = [
  { to: '/dashboard/operator', label: 'Accounts', icon: Users, end: true },
  { to: '/dashboard/operator/queues', label: 'Queues', icon: Layers },
  { to: '/dashboard/operator/webhooks', label: 'Stripe events', icon: Webhook },
  { to: '/dashboard/operator/account-failures', label: 'Account failures', icon: PlugZap },
  { to: '/dashboard/operator/health', label: 'Extraction health', icon: Activity },
  { to: '/dashboard/operator/audit', label: 'Audit log', icon: ScrollText },
] as const;

/** The console's pages, above each of them; scrolls sideways on a phone rather than wrapping. */
export function ConsoleNav() {
  return (
    <nav aria-label="Operator console" className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {LINKS.map(({ to, label, icon: Icon, ...rest }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={'end' in rest}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
                  isActive
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
