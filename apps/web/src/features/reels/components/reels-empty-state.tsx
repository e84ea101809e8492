import { Bell, Clapperboard, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/** Spec §2 empty state of Contents: reels are coming in Q3 2025. */
export function ReelsEmptyState() {
  const [notified, setNotified] = useState(false);
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
        icon={<Bell className="size-4" aria-hidden />}
        onClick={() => setNotified(true)}
        disabled={notified}
      >
        Get Notified When Launched
      </Button>
      <p aria-live="polite" className="mt-3 h-5 text-sm text-green-700">
        {notified ? "Thanks! We'll let you know as soon as reels launch." : ''}
      </p>
    </div>
  );
}
