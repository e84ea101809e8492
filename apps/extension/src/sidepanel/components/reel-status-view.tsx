import type { TReel } from '@pp/contract';
import { useEffect, useRef } from 'react';
import { openWebApp } from '../../ui/links';

export const CONTENTS_PATH = '/dashboard/create-reel';

/** A started reel's progress, then the way to it on the Contents page. */
export function ReelStatusView({ reel, skipped }: { reel: TReel; skipped: number }) {
  const done = reel.status === 'success';
  const failed = reel.status === 'failed';
  const ref = useRef<HTMLElement>(null);
  // A new render brings its progress into view once (the panel may have been scrolled down to Create).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per reel, not on every progress step
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [reel.reel_id]);
  return (
    // Sticky only while it renders: a finished reel's card stays where it is, above its publish card,
    // instead of covering that card's top as the agent scrolls through it (375 px screenshots).
    <section
      ref={ref}
      className={`card reel-status${done || failed ? '' : ' reel-status-live'}`}
      aria-live="polite"
    >
      <p className="reel-status-title">
        {done ? 'Your reel is ready' : failed ? 'The reel could not be made' : 'Rendering your reel…'}
      </p>
      {failed ? (
        <p className="error-text">{reel.error}</p>
      ) : (
        <div
          className="reel-progress"
          role="progressbar"
          aria-label="Render progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={reel.progress}
        >
          <span style={{ width: `${reel.progress}%` }} />
        </div>
      )}
      {!failed && <p className="hint">{reel.progress}%</p>}
      {skipped > 0 && (
        <p className="hint">
          {skipped} {skipped === 1 ? 'photo' : 'photos'} could not be downloaded and{' '}
          {skipped === 1 ? 'was' : 'were'} left out.
        </p>
      )}
      <button
        type="button"
        className="btn btn-secondary btn-block"
        onClick={() => void openWebApp(CONTENTS_PATH)}
      >
        {done ? 'Watch and download on Contents' : 'Open Contents'}
      </button>
    </section>
  );
}
