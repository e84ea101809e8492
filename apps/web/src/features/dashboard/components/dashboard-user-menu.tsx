import { LifeBuoy, LogOut, Receipt, Settings, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import {
  AvatarMenuTrigger,
  DropdownItem,
  DropdownMenu,
  DropdownSeparator,
} from '../../../components/ui/dropdown-menu';

export interface DashboardUserMenuProps {
  name: string;
  email: string;
  photoUrl: string | null;
  photoLoading: boolean;
  /** accessBadge text: 'Trial: N day(s) left', 'N day(s) left' or 'Expired'. */
  badge: string | undefined;
  credits: number | undefined;
  onSupport: () => void;
  onLogout: () => void;
}

const badgeTone = (badge: string) =>
  badge === 'Expired' ? 'danger' : badge.startsWith('Trial') ? 'info' : 'success';

/** The header user menu of PRODUCT.md §2: badge, available credits with a pricing link, and the account entries. */
export function DashboardUserMenu(props: DashboardUserMenuProps) {
  const navigate = useNavigate();
  const { name, email, photoUrl, photoLoading, badge, credits } = props;
  return (
    <DropdownMenu
      label="Account menu"
      contentClassName="w-72"
      trigger={
        <AvatarMenuTrigger
          avatar={{ name, src: photoUrl, loading: photoLoading }}
          className="gap-1.5 p-0.5 pr-1.5"
        >
          <span className="sr-only">Account menu</span>
        </AvatarMenuTrigger>
      }
    >
      <div className="flex items-center gap-3 px-2.5 pt-2 pb-3">
        {/* A menu may own only menu items: the picture is decoration here, the name is text beside it. */}
        <span aria-hidden>
          <Avatar name={name} src={photoUrl} loading={photoLoading} size="md" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">{name || 'Account'}</p>
          <p className="truncate text-xs text-slate-500">{email}</p>
          {badge ? (
            <Badge tone={badgeTone(badge)} className="mt-1.5">
              {badge}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="mx-1 mb-1 flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2.5">
        <div>
          <p className="text-xs font-medium text-slate-500">Available Credits</p>
          <p className="text-lg font-bold text-slate-900 tabular-nums">{credits ?? 0}</p>
        </div>
      </div>
      <DropdownItem onSelect={() => navigate('/dashboard/pricing')} className="font-semibold text-brand-700">
        <Sparkles className="size-4" aria-hidden />
        Buy more credits
      </DropdownItem>
      <DropdownSeparator />
      <DropdownItem onSelect={() => navigate('/dashboard/profile')}>
        <Settings className="size-4 text-slate-500" aria-hidden />
        Profile Settings
      </DropdownItem>
      <DropdownItem onSelect={() => navigate('/dashboard/transactions')}>
        <Receipt className="size-4 text-slate-500" aria-hidden />
        Transactions
      </DropdownItem>
      <DropdownItem onSelect={props.onSupport}>
        <LifeBuoy className="size-4 text-slate-500" aria-hidden />
        Support Tickets
      </DropdownItem>
      <DropdownSeparator />
      <DropdownItem
        onSelect={props.onLogout}
        className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
      >
        <LogOut className="size-4" aria-hidden />
        Logout
      </DropdownItem>
    </DropdownMenu>
  );
}
