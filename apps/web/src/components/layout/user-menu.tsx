import { LayoutDashboard, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../session';
import { AvatarMenuTrigger, DropdownItem, DropdownMenu, DropdownSeparator } from '../ui/dropdown-menu';
import { useUserDisplay } from './user-display';
import { UserSummary } from './user-summary';

/** Large screens: avatar + name; the menu opens on click and closes on outside click or Escape (PRODUCT.md §2). */
export function UserMenu() {
  const user = useUserDisplay();
  const { name, photoUrl, avatarLoading } = user;
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DropdownMenu
      label="Account"
      trigger={
        <AvatarMenuTrigger
          avatar={{ name, src: photoUrl, loading: avatarLoading }}
          className="gap-2 py-1 pr-2.5 pl-1 text-sm font-semibold text-slate-800"
        >
          <span className="max-w-40 truncate">{name || 'Account'}</span>
        </AvatarMenuTrigger>
      }
    >
      <UserSummary user={user} look="menu" />
      <DropdownSeparator />
      <DropdownItem onSelect={() => navigate('/dashboard')}>
        <LayoutDashboard className="size-4 text-slate-500" aria-hidden />
        Dashboard
      </DropdownItem>
      <DropdownItem
        onSelect={logout}
        className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
      >
        <LogOut className="size-4" aria-hidden />
        Log Out
      </DropdownItem>
    </DropdownMenu>
  );
}
