import type { TMediaPhoto } from '@pp/contract';
import { GripVertical, X } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../../components/ui/button';
import { ReorderButtons } from '../../../components/ui/reorder-buttons';
import { cn } from '../../../lib/cn';
import { type ChosenPhoto, focusFromClick } from '../utils/chosen-photos';

export interface ChosenPhotosProps {
  chosen: ChosenPhoto[];
  photos: TMediaPhoto[];
  onMove: (from: number, to: number) => void;
  onChange: (photoId: string, change: Partial<Omit<ChosenPhoto, 'photo_id'>>) => void;
  onRemove: (photoId: string) => void;
}

/**
 * The reel's photos in play order. Reorder by dragging the handle or with the move buttons;
 * a click on the thumbnail sets where the pan and zoom centre; "Digitally altered" labels the photo;
 * "Whole photo" shows it uncropped over a blurred backdrop instead of filling the frame.
 */
export function ChosenPhotos({ chosen, photos, onMove, onChange, onRemove }: ChosenPhotosProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const byId = new Map(photos.map((p) => [p.photo_id, p]));
  return (
    <ol aria-label="Reel photos in order" className="space-y-2">
      {chosen.map((c, i) => {
        const photo = byId.get(c.photo_id);
        const n = i + 1;
        return (
          <li
            key={c.photo_id}
            draggable
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(i));
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(i);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            onDrop={(e) => {
              e.preventDefault();
              const from = dragging ?? Number(e.dataTransfer.getData('text/plain'));
              onMove(from, i);
              setDragging(null);
              setOver(null);
            }}
            data-testid="chosen-photo"
            className={cn(
              'flex items-center gap-1.5 rounded-[var(--radius-control)] border bg-white p-1.5 sm:gap-3 sm:p-2',
              over === i && dragging !== i ? 'border-brand-500 bg-brand-50' : 'border-slate-200',
              dragging === i && 'opacity-50',
            )}
          >
            <span
              className="hidden cursor-grab items-center sm:flex text-slate-400 active:cursor-grabbing"
              title="Drag to reorder"
            >
              <GripVertical className="size-5" aria-hidden />
            </span>
            <span className="w-4 text-center text-sm font-bold text-slate-700 tabular-nums sm:w-5">{n}</span>
            <button
              type="button"
              aria-label={`Set focus point of photo ${n}`}
              onClick={(e) => {
                // A keyboard press has no pointer position: it puts the focus back in the centre.
                if (e.detail === 0) return onChange(c.photo_id, { focus: null });
                onChange(c.photo_id, {
                  focus: focusFromClick(e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY),
                });
              }}
              className="relative h-12 w-16 shrink-0 cursor-crosshair overflow-hidden rounded-md bg-slate-100 sm:h-14 sm:w-20"
            >
              {photo ? (
                <img src={photo.url} alt="" className="size-full object-cover" draggable={false} />
              ) : null}
              <span
                aria-hidden
                className="absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent-500 shadow"
                style={{ left: `${(c.focus?.x ?? 0.5) * 100}%`, top: `${(c.focus?.y ?? 0.5) * 100}%` }}
              />
            </button>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <PhotoCheck
                checked={c.altered}
                onChange={(altered) => onChange(c.photo_id, { altered })}
                label="Digitally altered"
                n={n}
              />
              <PhotoCheck
                checked={c.fit}
                onChange={(fit) => onChange(c.photo_id, { fit })}
                label="Whole photo"
                hint="shown uncropped over a blurred backdrop"
                n={n}
              />
            </div>
            <div className="flex shrink-0 items-center">
              <ReorderButtons
                what={`photo ${n}`}
                index={i}
                count={chosen.length}
                direction="column"
                onMove={(to) => onMove(i, to)}
              />
              <IconButton
                label={`Remove photo ${n}`}
                icon={X}
                className="text-slate-500"
                onClick={() => onRemove(c.photo_id)}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function PhotoCheck(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
  n: number;
}) {
  return (
    <label
      className="flex min-w-0 items-center gap-1.5 text-xs text-slate-700 sm:gap-2 sm:text-sm"
      title={props.hint}
    >
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="size-4 shrink-0 rounded border-slate-300 accent-brand-700"
      />
      <span className="leading-tight">
        {props.label}
        <span className="sr-only">
          {' '}
          (photo {props.n}){props.hint ? `: ${props.hint}` : ''}
        </span>
      </span>
    </label>
  );
}
