import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A dashboard page: a section named by its h1, the lead under the heading, then the page's content.
 * `above` goes over the heading (a back link), `action` beside it (a button).
 */
export function DashboardPage({
  id,
  title,
  lead,
  above,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  above?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <div>
      {above}
      <h1
        id={id}
        className={cn('text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl', above ? 'mt-2' : null)}
      >
        {title}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
    </div>
  );
  return (
    <section aria-labelledby={id} className={cn('space-y-6', className)}>
      {action ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
