import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A card of a landing-page grid: its marker (an icon, a step number), a title and a line of text. */
export function LandingTile({
  marker,
  title,
  body,
  className,
}: {
  marker: ReactNode;
  title: string;
  body: string;
  className?: string;
}) {
  return (
    <li className={cn('rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]', className)}>
      {marker}
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-600">{body}</p>
    </li>
  );
}
