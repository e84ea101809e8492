import { type ReelSize, reelSizeSlug } from '@pp/contract';
import { asciiSlug } from '../../lib/ascii-slug';

/**
 * A downloaded reel's file name: the listing's street and the day it was made, e.g.
 * "1220-garcia-st-ne-2026-11-26.mp4" (issue 24: a bare timestamp told the agent nothing in their
 * downloads folder). ASCII only, so the Content-Disposition header needs no encoding.
 */
export function reelDownloadName(
  street: string | null | undefined,
  createdAt: Date,
  size: ReelSize = '9:16',
): string {
  const day = createdAt.toISOString().slice(0, 10);
  // A feed size carries its size ("-4x5"), so the files of one reel sort together and read apart.
  const suffix = size === '9:16' ? '' : `-${reelSizeSlug(size)}`;
  return `${asciiSlug(street ?? '', 60) || 'reel'}-${day}${suffix}.mp4`;
}
