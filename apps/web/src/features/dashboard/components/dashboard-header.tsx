import type { TAddons } from '@pp/contract';
import { PanelLeftOpen } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { AddonCounters } from './addon-counters';
import { DashboardUserMenu, type DashboardUserMenuProps } from './dashboard-user-menu';

export interface DashboardHeaderProps extends DashboardUserMenuProps {
  addons: TAddons | undefined;
  onOpenSidebar: () => void;
}

/** Spec §2 header: the user's name, the four add-on counters and the user menu. */
export function DashboardHeader({ addons, onOpenSidebar, ...menu }: DashboardHeaderProps) {
  return (
    <div className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={onOpenSidebar}
          aria-label="Open dashboard menu"
          className="-ml-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
        >
          <PanelLeftOpen className="size-5" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-slate-500">Welcome back</p>
          {menu.name ? (
            <p className="truncate text-base font-semibold text-slate-900">{menu.name}</p>
          ) : (
            <Skeleton className="mt-0.5 h-5 w-32" />
          )}
        </div>
        <AddonCounters addons={addons} className="hidden xl:flex" />
        <DashboardUserMenu {...menu} />
      </div>
      <AddonCounters addons={addons} className="flex-wrap px-4 pb-3 sm:px-6 lg:px-8 xl:hidden" />
    </div>
  );
}
