import { REEL_LIMITS, type TReelPhotoChoice } from '@pp/contract';

/** A photo picked for the reel, in play order: where the motion centres, how it is framed, whether it was edited. */
export interface ChosenPhoto {
  photo_id: string;
  /** 0..1 from the left and top; null is the centre. */
  focus: { x: number; y: number } | null;
  altered: boolean;
  /** Shown whole over a blurred copy of itself instead of filling the frame (the agent's choice). */
  fit: boolean;
}

/** Which photos the agent marked digitally altered on the listing: a chosen photo starts so marked. */
export type IsAltered = (photoId: string) => boolean;
const notAltered: IsAltered = () => false;

export const choose = (photo_id: string, isAltered: IsAltered = notAltered): ChosenPhoto => ({
  photo_id,
  focus: null,
  altered: isAltered(photo_id),
  fit: false,
});

/** Adds a photo at the end (up to 20), or takes it out if it is already chosen. */
export function togglePhoto(chosen: ChosenPhoto[], photoId: string, isAltered?: IsAltered): ChosenPhoto[] {
  if (chosen.some((p) => p.photo_id === photoId)) return chosen.filter((p) => p.photo_id !== photoId);
  return chosen.length >= REEL_LIMITS.photos ? chosen : [...chosen, choose(photoId, isAltered)];
}

/** Adds photos not chosen yet, in order, while there is room. */
export function addPhotos(chosen: ChosenPhoto[], photoIds: string[], isAltered?: IsAltered): ChosenPhoto[] {
  const next = [...chosen];
  for (const id of photoIds) {
    if (next.length >= REEL_LIMITS.photos) break;
    if (!next.some((p) => p.photo_id === id)) next.push(choose(id, isAltered));
  }
  return next;
}

/** Moves the photo at `from` to index `to` (drag and drop, or one step with the move buttons). */
export function movePhoto(chosen: ChosenPhoto[], from: number, to: number): ChosenPhoto[] {
  if (from === to || from < 0 || to < 0 || from >= chosen.length || to >= chosen.length) return chosen;
  const next = [...chosen];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as ChosenPhoto);
  return next;
}

export function updatePhoto(
  chosen: ChosenPhoto[],
  photoId: string,
  change: Partial<Omit<ChosenPhoto, 'photo_id'>>,
): ChosenPhoto[] {
  return chosen.map((p) => (p.photo_id === photoId ? { ...p, ...change } : p));
}

/** The point clicked on a thumbnail as 0..1 fractions, rounded to whole percent. */
export function focusFromClick(
  rect: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
) {
  const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));
  return { x: clamp((x - rect.left) / rect.width), y: clamp((y - rect.top) / rect.height) };
}

/** The request's photo list: only what differs from the defaults is sent. */
export function toReelPhotos(chosen: ChosenPhoto[]): TReelPhotoChoice[] {
  return chosen.map((p) => ({
    photo_id: p.photo_id,
    ...(p.focus ? { focus_x: p.focus.x, focus_y: p.focus.y } : {}),
    ...(p.altered ? { altered: true } : {}),
    ...(p.fit ? { framing: 'fit' as const } : {}),
  }));
}
