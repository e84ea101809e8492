import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A full-width band of the landing page (named by its heading `labelledBy`), its content in the page column. */
export function LandingSection({
  id,
  labelledBy,
  className,
  children,
}: {
  id?: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
