import type { TOperatorItem } from '@pp/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCancelPost } from '../api/cancel-post';
import { useCancelReel } from '../api/cancel-reel';
import { useRetryPost } from '../api/retry-post';
import { useRetryReel } from '../api/retry-reel';
import { ReasonDialog } from './reason-dialog';

type Mutation = {
  isPending: boolean;
  error: unknown;
  mutateAsync: (b: { reason: string }) => Promise<unknown>;
};

/** One button and its reason dialog. */
function ItemAction(props: {
  label: string;
  title: string;
  description: string;
  destructive?: boolean;
  action: Mutation;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={props.destructive ? 'ghost' : 'secondary'}
        size="sm"
        className={props.destructive ? 'text-red-700 hover:bg-red-50' : undefined}
        onClick={() => setOpen(true)}
      >
        {props.label}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={props.title}
        description={props.description}
        confirmLabel={props.label}
        destructive={props.destructive}
        pending={props.action.isPending}
        error={props.action.error}
        onConfirm={(reason) => props.action.mutateAsync({ reason })}
      />
    </>
  );
}

/** Support or admin: retry a failed reel, cancel one queued or rendering. */
export function ReelActions({ userId, item }: { userId: string; item: TOperatorItem }) {
  const retry = useRetryReel(userId, item.id);
  const cancel = useCancelReel(userId, item.id);
  if (item.status === 'failed')
    return (
      <ItemAction
        label="Retry"
        title="Render this reel again"
        description="It is queued again and takes one Reels credit, as the agent’s own retry does."
        action={retry}
      />
    );
  if (item.status === 'queued' || item.status === 'rendering')
    return (
      <ItemAction
        label="Cancel"
        destructive
        title="Cancel this reel"
        description="The render stops, the reel shows ‘Cancelled by support’ and its credit goes back."
        action={cancel}
      />
    );
  return null;
}

/** Support or admin: retry a failed post, cancel a scheduled one. */
export function PostActions({ userId, item }: { userId: string; item: TOperatorItem }) {
  const retry = useRetryPost(userId, item.id);
  const cancel = useCancelPost(userId, item.id);
  if (item.status === 'failed')
    return (
      <ItemAction
        label="Retry"
        title="Publish this post again"
        description="It is scheduled again (now, if its time has passed). No second credit is taken."
        action={retry}
      />
    );
  if (item.status === 'scheduled')
    return (
      <ItemAction
        label="Cancel"
        destructive
        title="Cancel this post"
        description="It will not be published; a credit a try had taken goes back."
        action={cancel}
      />
    );
  return null;
}
