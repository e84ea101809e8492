import { Clapperboard, Film, Music2, Type } from 'lucide-react';
import { NewReelLink } from './new-reel-link';

const POINTS = [
  { icon: Film, text: 'Up to 20 listing photos, gently panned and cross-faded' },
  { icon: Type, text: 'Price, facts and your brokerage on screen' },
  { icon: Music2, text: 'Music on or off, ready for Instagram, TikTok and LinkedIn' },
];

/** Contents without reels: what a reel is, and the button to make the first one. */
export function ReelsEmptyState() {
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-white px-6 py-14 text-center shadow-[var(--shadow-card)]">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Clapperboard className="size-8" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">Create Your First Property Reel</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        Turn any saved listing into a branded 9:16 video in under a minute, ready to post and share.
      </p>
      <ul className="mt-6 grid max-w-2xl gap-3 text-left sm:grid-cols-3">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
      <NewReelLink className="mt-8" />
    </div>
  );
}
