import path from 'node:path';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';

/** Files under DATA_DIR/media: the default, and the store `npm start` uses. */
export function createMediaStore(dataDir: string): MediaStore {
  return createLocalMediaStore(path.join(dataDir, 'media'));
}
