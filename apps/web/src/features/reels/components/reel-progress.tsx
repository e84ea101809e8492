import type { TReel } from '@pp/contract';
import { Clapperboard } from 'lucide-react';

/** The live state of a queued or rendering reel: a progress bar the server's events move. */
export function ReelProgress({ reel }: { reel: TReel }) {
  const queued = reel.status === 'queued';
  return (
    <div className="flex size-full flex-col items-center justify-center gap-4 bg-gradient-to-b from-slate-800 to-slate-950 px-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-white/10 text-white">
        <Clapperboard className="size-6 animate-pulse" aria-hidden />
      </span>
      <p className="text-sm font-semibold text-white">
        {queued ? 'Waiting to render…' : 'Rendering your reel'}
      </p>
      <div className="w-full max-w-48">
        <div
          role="progressbar"
          aria-label="Render progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={reel.progress}
          className="h-2 w-full overflow-hidden rounded-full bg-white/15"
        >
          <div
            className="h-full rounded-full bg-accent-400 transition-[width] duration-500"
            style={{ width: `${reel.progress}%` }}
          />
        </div>
        <p className="mt-2 text-xs font-medium text-slate-300 tabular-nums">{reel.progress}%</p>
      </div>
    </div>
  );
}
