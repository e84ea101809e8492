import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../session';
import { Avatar } from '../ui/avatar';
import { DropdownItem, DropdownMenu, DropdownSeparator } from '../ui/dropdown-menu';
import { useUserDisplay } from './user-display';

/** Large screens: avatar + name; the menu opens on click and closes on outside click or Escape (PRODUCT.md §2). */
export function UserMenu() {
  const { name, email, photoUrl, avatarLoading } = useUserDisplay();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DropdownMenu
      label="Account"
      trigger={
        <button
          type="button"
          className="flex items-center gap-2 rounded-full py-1 pr-2.5 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        >
          <Avatar name={name} src={photoUrl} loading={avatarLoading} size="sm" />
          <span className="max-w-40 truncate">{name || 'Account'}</span>
          <ChevronDown className="size-4 text-slate-500" aria-hidden />
        </button>
      }
    >
      <div className="flex items-center gap-3 px-2.5 py-2">
        <Avatar name={name} src={photoUrl} loading={avatarLoading} size="md" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          {email ? <p className="truncate text-xs text-slate-500">{email}</p> : null}
        </div>
      </div>
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
