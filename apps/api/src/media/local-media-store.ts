import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type MediaStore } from './media-store';

/** A write in progress: its temporary name ends so, and listing never answers it. */
const PARTIAL = '.part';

/**
 * The media store on the local disk. Writes go to a temporary name first and are renamed into
 * place, so a reader (or a crash) never sees half a file.
 */
export function createLocalMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(4).toString('hex')}${PARTIAL}`;
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
    async *list(prefix) {
      if (prefix.includes('..')) throw new Error(`invalid media prefix ${prefix}`);
      // Only the folder the prefix names is walked, not the whole store (one account of many).
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(PARTIAL)) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (key.startsWith(prefix)) yield key;
      }
    },
  };
}
