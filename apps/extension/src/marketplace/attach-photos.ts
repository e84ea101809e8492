import type { FetchedPhoto } from '../common/messages';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/**
 * Hands the photos to Facebook's own file input as if the user had picked them: a DataTransfer's
 * FileList is the only FileList a script can build, and a change event makes the page read it.
 * Returns how many files the input now holds.
 */
export function attachPhotos(input: HTMLInputElement, photos: readonly FetchedPhoto[]): number {
  if (photos.length === 0) return 0;
  const view = input.ownerDocument.defaultView ?? globalThis;
  const transfer = new view.DataTransfer();
  for (const photo of photos) {
    transfer.items.add(new view.File([bytesOf(photo.data)], photo.name, { type: photo.type }));
  }
  input.files = transfer.files;
  input.dispatchEvent(new view.Event('input', { bubbles: true }));
  input.dispatchEvent(new view.Event('change', { bubbles: true }));
  return input.files?.length ?? 0;
}
