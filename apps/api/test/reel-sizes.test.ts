import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TReel } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reels } from '../src/db/schema';
import { probeVideo } from '../src/domain/reels/render/testing/inspect-video';
import { createAccount } from './helpers/accounts';
import { createReelRequest, getReel, reelMaterial, waitFor } from './helpers/reels';
import { createTestApp } from './helpers/test-app';

const { app, db } = await createTestApp({ env: { REEL_RENDER_SIZE: '180x320', REDIS_URL: undefined } });

describe('reel captions and feed sizes (issue 24)', { timeout: 120_000 }, () => {
  it('renders 4:5 and 1:1 beside the 9:16 master, serves each signed with a sized download name, and deletes them all', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 2);
    const res = await app.inject(
      createReelRequest(account, material, {
        captions: true,
        caption_text: 'Sunny rooms: "big" 100% \\ yard! 🏡',
        sizes: ['1:1', '4:5'],
        duration_sec: 15,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as TReel;
    expect(created).toMatchObject({ captions: true, outputs: [] });
    const [row] = await db.select().from(reels).where(eq(reels.id, created.reel_id));
    expect(row?.sizes).toEqual(['9:16', '1:1', '4:5']);

    const done = await waitFor(
      () => getReel(app, account, created.reel_id),
      (r) => r.status === 'success' || r.status === 'failed',
    );
    expect(done.status, done.error ?? '').toBe('success');
    expect(done.outputs.map((o) => [o.size, o.width, o.height])).toEqual([
      ['9:16', 180, 320],
      ['1:1', 180, 180],
      ['4:5', 180, 226],
    ]);
    expect(done.outputs[0]!.url).toBe(done.final_video);
    for (const output of done.outputs) {
      const video = await app.inject({ method: 'GET', url: `${output.url}&download=1` });
      expect(video.statusCode).toBe(200);
      const slug = output.size === '9:16' ? '' : `-${output.size.replace(':', 'x')}`;
      expect(video.headers['content-disposition']).toMatch(new RegExp(`-\\d{4}-\\d{2}-\\d{2}${slug}\\.mp4"`));
      const file = path.join(tmpdir(), `pp-reel-sizes-${process.pid}-${output.width}x${output.height}.mp4`);
      await writeFile(file, video.rawPayload);
      expect((await probeVideo(file)).video).toMatchObject({ width: output.width, height: output.height });
    }
    // A size that does not exist is refused before any lookup.
    const none = await app.inject({ method: 'GET', url: `${done.final_video}&size=9x9` });
    expect(none.statusCode).toBe(400);

    const [stored] = await db.select().from(reels).where(eq(reels.id, done.reel_id));
    const keys = stored!.outputs.map((o) => o.path);
    expect(keys).toHaveLength(3);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/marketing/reels/${done.reel_id}`,
      headers: account.auth,
    });
    expect(deleted.statusCode).toBe(200);
    for (const key of keys) expect(await app.ctx.media.stat(key)).toBeNull();
  });

  it('refuses an unknown size and leaves captions off by default', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 1);
    const bad = await app.inject(createReelRequest(account, material, { sizes: ['16:9'] }));
    expect(bad.statusCode).toBe(400);
    const plain = await app.inject(createReelRequest(account, material));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data).toMatchObject({ captions: false });
  });
});
