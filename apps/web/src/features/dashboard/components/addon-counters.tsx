import type { TAddons } from '@pp/contract';
import { cn } from '../../../lib/cn';
import { ADDON_COUNTERS, addonCount } from '../utils/addon-counters';

/** Facebook, Twitter, LinkedIn and Video Credits counters of the header (PRODUCT.md §2). */
export function AddonCounters({
  addons,
  className,
}: {
  addons: Partial<TAddons> | undefined;
  className?: string;
}) {
  return (
    <ul aria-label="Credits left" className={cn('flex items-center gap-2', className)}>
      {ADDON_COUNTERS.map(({ key, label, tone }) => (
        <li
          key={key}
          className="flex h-8 shrink-0 items-center gap-2 rounded-full border border-slate-200 bg-white pr-3 pl-2 text-xs font-semibold text-slate-700"
        >
          <span className={cn('size-2.5 rounded-full', tone)} aria-hidden />
          <span>{label}</span>
          <span className="min-w-4 text-right text-sm text-slate-900 tabular-nums">
            {addons ? addonCount(addons, key) : '–'}
          </span>
        </li>
      ))}
    </ul>
  );
}
