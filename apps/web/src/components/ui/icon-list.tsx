import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  /** Compact: a plan's first features in a small card. */
  sm: { item: 'flex gap-2', icon: 'mt-0.5 size-4 shrink-0' },
  /** A card's full list. */
  md: { item: 'flex gap-3 text-slate-700', icon: 'mt-0.5 size-5 shrink-0' },
  /** Short items side by side, wrapping: the trial promises under a call to action. */
  inline: { item: 'inline-flex items-center gap-1.5', icon: 'size-4' },
} as const;

/**
 * A list whose every item starts with the same icon: a tick for what a plan includes (the default), a
 * cross for what the manual way costs. The icon is decoration; the text says it all.
 */
export function IconList({
  items,
  icon: Icon = Check,
  iconClassName = 'text-success-600',
  variant = 'md',
  className,
}: {
  items: readonly string[];
  icon?: LucideIcon;
  iconClassName?: string;
  variant?: keyof typeof VARIANTS;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={VARIANTS[variant].item}>
          <Icon className={cn(VARIANTS[variant].icon, iconClassName)} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
