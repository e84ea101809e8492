import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './media-store';

/** Keys are our own ids joined by '/', never user text; anything else is refused. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

/**
 * The media store on the local disk. Writes go to a temporary name first and are renamed into
 * place, so a reader (or a crash) never sees half a file.
 */
export function createLocalMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`invalid media key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      try {
        if (Buffer.isBuffer(source)) await writeFile(partial, source);
        else await copyFile(source.file, partial);
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      await stat(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      try {
        return { bytes: (await stat(fileOf(key))).size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async localFile(key) {
      const file = fileOf(key);
      await stat(file);
      return file;
    },
  };
}
