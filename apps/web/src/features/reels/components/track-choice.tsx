import { REEL_TRACK_LABELS, REEL_TRACKS, type ReelTrack, reelTrackPreviewPath } from '@pp/contract';
import { Pause, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';

/**
 * The music bed, with a button that plays a few seconds of it: the API serves the previews openly
 * (no sign-in, same origin), so a plain <audio> source works.
 */
export function TrackChoice({ value, onChange }: { value: ReelTrack; onChange: (track: ReelTrack) => void }) {
  const id = useId();
  const player = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  // Leaving the page stops the preview.
  useEffect(() => () => player.current?.pause(), []);

  const stop = () => {
    player.current?.pause();
    setPlaying(false);
  };
  const play = (track: ReelTrack) => {
    player.current?.pause();
    const audio = new Audio(reelTrackPreviewPath(track));
    audio.onended = () => setPlaying(false);
    player.current = audio;
    setPlaying(true);
    // A browser that refuses to play (autoplay rules, no codec) leaves the button as it was.
    Promise.resolve()
      .then(() => audio.play())
      .catch(() => setPlaying(false));
  };

  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1 space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          Track
        </label>
        <select
          id={id}
          className={inputClasses()}
          value={value}
          onChange={(e) => {
            const track = e.target.value as ReelTrack;
            onChange(track);
            if (playing) play(track);
          }}
        >
          {REEL_TRACKS.map((t) => (
            <option key={t} value={t}>
              {REEL_TRACK_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="button"
        variant="secondary"
        aria-pressed={playing}
        onClick={() => (playing ? stop() : play(value))}
        icon={playing ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
      >
        {playing ? 'Stop' : 'Preview'}
      </Button>
    </div>
  );
}
