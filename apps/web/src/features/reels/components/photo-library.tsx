import { REEL_LIMITS, type TMediaPhoto } from '@pp/contract';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ChosenPhoto } from '../utils/chosen-photos';

/** Every photo of the listing; pressing one adds it to the reel or takes it out. */
export function PhotoLibrary({
  photos,
  chosen,
  onToggle,
}: {
  photos: TMediaPhoto[];
  chosen: ChosenPhoto[];
  onToggle: (photoId: string) => void;
}) {
  const full = chosen.length >= REEL_LIMITS.photos;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
      {photos.map((photo, i) => {
        const position = chosen.findIndex((c) => c.photo_id === photo.photo_id) + 1;
        const on = position > 0;
        return (
          <li key={photo.photo_id}>
            <button
              type="button"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => onToggle(photo.photo_id)}
              className={cn(
                'relative block aspect-[4/3] w-full overflow-hidden rounded-lg ring-2 transition disabled:cursor-not-allowed disabled:opacity-40',
                on ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300',
              )}
            >
              <span className="sr-only">Photo {i + 1}</span>
              <img
                src={photo.url}
                alt=""
                width={photo.width}
                height={photo.height}
                className={cn('size-full object-cover', on ? '' : 'opacity-80')}
              />
              <span
                aria-hidden
                className={cn(
                  'absolute top-1.5 right-1.5 flex size-6 items-center justify-center rounded-full text-xs font-bold',
                  on ? 'bg-brand-700 text-white' : 'bg-white/90 text-slate-400 ring-1 ring-slate-300',
                )}
              >
                {on ? position : <Check className="size-3.5" />}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
