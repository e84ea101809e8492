import { MESSAGES } from '@pp/contract';
import { Bell, BellRing, Clapperboard, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useReelsLaunchNotification, useSubscribeToReelsLaunch } from '../api/reels-launch-notification';

/**
 * Spec §2 empty state of Contents: reels are coming in Q3 2025. 'Get Notified When Launched' saves
 * the request on the account (the launch mail goes to those who asked), and shows it on return.
 */
export function ReelsEmptyState() {
  const saved = useReelsLaunchNotification();
  const subscribe = useSubscribeToReelsLaunch();
  const notified = saved.data?.subscribed === true;
  const ask = () =>
    subscribe.mutate(undefined, {
      onError: (error) => notify.error(errorMessage(error, MESSAGES.reelsLaunchNotifyFailed)),
    });
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-white px-6 py-14 text-center shadow-[var(--shadow-card)]">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Clapperboard className="size-8" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">Create Your First Property Reel</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        Turn any listing into a short, share-ready video with music, captions and your branding.
      </p>
      <span className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-accent-400/20 px-3 py-1 text-sm font-semibold text-amber-800">
        <Sparkles className="size-4" aria-hidden />
        Coming Soon - Q3 2025
      </span>
      <Button
        className="mt-6"
        icon={
          notified ? <BellRing className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />
        }
        onClick={ask}
        disabled={notified || saved.isPending || subscribe.isPending}
      >
        Get Notified When Launched
      </Button>
      <p aria-live="polite" className="mt-3 min-h-5 text-sm text-green-700">
        {notified ? MESSAGES.reelsLaunchNotifySaved : ''}
      </p>
    </div>
  );
}
