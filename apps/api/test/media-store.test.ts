import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../src/media/local-media-store';
import { type MediaStore, readMedia } from '../src/media/media-store';
import { S3_PART_SIZE } from '../src/media/s3-media-store';
import { startS3StandIn } from './helpers/s3-stand-in';

/**
 * The two media stores keep the same contract (media-store.ts), so every caller works on either:
 * the disk's answers are the reference, the bucket's (an S3-compatible server on loopback) must match.
 */
const scratch = await mkdtemp(path.join(tmpdir(), 'pp-media-store-'));
const s3 = await startS3StandIn();
afterAll(async () => {
  await s3.close();
  await rm(scratch, { recursive: true, force: true });
});

const stores: Array<[string, MediaStore]> = [
  ['local disk', createLocalMediaStore(path.join(scratch, 'media'))],
  ['S3 bucket', s3.store],
];

const text = async (stream: AsyncIterable<unknown>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each(stores)('the media store on the %s', (name, store) => {
  const user = name.includes('S3') ? 's3user' : 'diskuser';

  it('stores a buffer and answers it whole, by range, by size, and as a local file', async () => {
    const key = `photos/${user}/a1`;
    await store.put(key, Buffer.from('0123456789'));
    expect((await store.stat(key))?.bytes).toBe(10);
    expect((await readMedia(store, key)).toString()).toBe('0123456789');
    expect((await text(await store.get(key, { start: 2, end: 5 }))).toString()).toBe('2345');
    expect((await text(await store.get(key, { start: 9, end: 9 }))).toString()).toBe('9');
    const file = await store.localFile(key, scratch);
    expect((await readFile(file)).toString()).toBe('0123456789');
  });

  it('stores a file larger than one upload part (a reel) byte for byte, and replaces it', async () => {
    const key = `reels/${user}/big.mp4`;
    const bytes = randomBytes(S3_PART_SIZE + 123_457);
    const source = path.join(scratch, `${user}-big.bin`);
    await writeFile(source, bytes);
    await store.put(key, { file: source });
    expect((await store.stat(key))?.bytes).toBe(bytes.length);
    const tail = await text(await store.get(key, { start: bytes.length - 1000, end: bytes.length - 1 }));
    expect(tail.equals(bytes.subarray(bytes.length - 1000))).toBe(true);
    expect((await readMedia(store, key)).equals(bytes)).toBe(true);
    await store.put(key, Buffer.from('smaller'));
    expect((await store.stat(key))?.bytes).toBe(7);
  });

  it('answers null for a missing key, refuses to read one, and deletes without minding', async () => {
    const key = `photos/${user}/missing`;
    expect(await store.stat(key)).toBeNull();
    await expect(store.get(key)).rejects.toThrow();
    await store.delete(key);
    await store.put(key, Buffer.from('x'));
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
  });

  it('lists the keys under a prefix, part of a file name included, and nothing else', async () => {
    for (const key of [`og/${user}/L1-aaa.jpg`, `og/${user}/L1-bbb.jpg`, `og/${user}/L2-aaa.jpg`])
      await store.put(key, Buffer.from(key));
    const listed = async (prefix: string) => {
      const keys: string[] = [];
      for await (const key of store.list(prefix)) keys.push(key);
      return keys.sort();
    };
    expect(await listed(`og/${user}/L1-`)).toEqual([`og/${user}/L1-aaa.jpg`, `og/${user}/L1-bbb.jpg`]);
    expect(await listed(`og/${user}/`)).toHaveLength(3);
    expect(await listed(`og/nobody/`)).toEqual([]);
  });

  it('refuses a key that is not one of ours', async () => {
    for (const key of ['../etc/passwd', 'photos/../../x', '/abs/path', 'photos'])
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('invalid media key');
  });
});
