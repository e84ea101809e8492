import { cn } from '../../lib/cn';
import { Avatar } from '../ui/avatar';
import type { useUserDisplay } from './user-display';

const LOOKS = {
  menu: { box: 'px-2.5 py-2', name: 'text-sm', email: 'text-xs' },
  panel: { box: 'border-b border-slate-200 px-4 py-4', name: undefined, email: 'text-sm' },
} as const;

/** The signed-in user's avatar, name and email: the head of the account menu and of the mobile menu. */
export function UserSummary({
  user,
  look,
}: {
  user: ReturnType<typeof useUserDisplay>;
  look: keyof typeof LOOKS;
}) {
  const classes = LOOKS[look];
  return (
    <div className={cn('flex items-center gap-3', classes.box)}>
      <Avatar name={user.name} src={user.photoUrl} loading={user.avatarLoading} size="md" />
      <div className="min-w-0">
        <p className={cn('truncate font-semibold text-slate-900', classes.name)}>{user.name}</p>
        {user.email ? <p className={cn('truncate text-slate-500', classes.email)}>{user.email}</p> : null}
      </div>
    </div>
  );
}
