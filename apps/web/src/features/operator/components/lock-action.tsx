import { Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLockAccount } from '../api/lock-account';
import { useUnlockAccount } from '../api/unlock-account';
import { when } from './console-ui';
import { ReasonDialog } from './reason-dialog';

/** Admin: lock the account (or unlock it), with a reason. */
export function LockAction({ userId, locked }: { userId: string; locked: boolean }) {
  const [open, setOpen] = useState(false);
  const lock = useLockAccount(userId);
  const unlock = useUnlockAccount(userId);
  const action = locked ? unlock : lock;
  return (
    <>
      <Button
        variant={locked ? 'secondary' : 'destructive'}
        size="sm"
        icon={locked ? <LockOpen className="size-4" aria-hidden /> : <Lock className="size-4" aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {locked ? 'Unlock account' : 'Lock account'}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={locked ? 'Unlock this account' : 'Lock this account'}
        description={
          locked
            ? 'The agent may sign in again; posts held by the lock are queued again.'
            : 'Every sign-in (web and extension) ends now and no new one is allowed. Scheduled posts are held, not failed, until an unlock.'
        }
        confirmLabel={locked ? 'Unlock' : 'Lock'}
        destructive={!locked}
        pending={action.isPending}
        error={action.error}
        onConfirm={(reason) => action.mutateAsync({ reason })}
      />
    </>
  );
}

/** The lock as every operator sees it at the top of the account. */
export function LockNotice({ lockedAt, reason }: { lockedAt: string; reason: string }) {
  return (
    <div role="status" className="mt-4 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
      <Lock className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold text-red-800">Locked since {when(lockedAt)} UTC</p>
        <p className="break-words text-red-700">{reason}</p>
      </div>
    </div>
  );
}
