import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REEL_TRACKS, type TReel } from '@pp/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { meanColour, readFrame } from '../src/domain/reels/render/testing/inspect-video';
import { createAccount } from './helpers/accounts';
import { multipartFile } from './helpers/multipart';
import { createReelRequest, getReel, reelMaterial, waitFor } from './helpers/reels';
import { createTestApp } from './helpers/test-app';

// Tracks cached in a folder of this run's own, so the preview is made (not found) here.
process.env.REEL_MUSIC_CACHE_DIR = await mkdtemp(path.join(tmpdir(), 'pp-reel-music-test-'));
const { app, db } = await createTestApp({ env: { REEL_RENDER_SIZE: '180x320', REDIS_URL: undefined } });

describe('reel looks (issue 24)', { timeout: 120_000 }, () => {
  it('renders the chosen look, track and framing with the brand colour and logo, and serves a poster', async () => {
    const account = await createAccount(app, { trial: true });
    await db.update(users).set({ accent_color: '#b91c1c' }).where(eq(users.id, account.userId));
    const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const upload = multipartFile(logo, { field: 'file', contentType: 'image/png', filename: 'logo.png' });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v1/users/logo/upload',
      payload: upload.payload,
      headers: { ...upload.headers, ...account.auth },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const material = await reelMaterial(app, account, 2);
    const res = await app.inject(
      createReelRequest(account, material, {
        photos: material.photos.map((p, i) => ({
          photo_id: p.photo_id,
          ...(i === 1 ? { framing: 'fit' } : {}),
        })),
        style: 'bold',
        music: true,
        track: 'city_lights',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const reel = res.json().data as TReel;
    expect(reel).toMatchObject({ style: 'bold', track: 'city_lights', poster: null });

    const done = await waitFor(
      () => getReel(app, account, reel.reel_id),
      (r) => r.status === 'success' || r.status === 'failed',
    );
    expect(done.status, done.error ?? '').toBe('success');
    expect(done.poster).toMatch(/^\/api\/v1\/media\/reels\/[0-9a-f-]+\/poster\?sig=/);
    const poster = await app.inject({ method: 'GET', url: done.poster! });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 180,
      height: 320,
    });

    // The bold end card is the brand's red: the last frame's bottom is red, not the product's blue.
    const video = await app.inject({ method: 'GET', url: done.final_video! });
    const file = path.join(tmpdir(), `pp-reel-looks-${process.pid}.mp4`);
    await writeFile(file, video.rawPayload);
    const frame = await readFrame(file, 14.8);
    const [r, g, b] = meanColour(frame, { x: 0, y: 300, w: 180, h: 20 });
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    // ...and it carries the profile's logo (a #123456 block): a run of its navy somewhere on the card.
    const navy = (x: number, y: number) => {
      const i = (y * frame.width + x) * 3;
      const [pr, pg, pb] = [frame.rgb[i]!, frame.rgb[i + 1]!, frame.rgb[i + 2]!];
      return Math.abs(pr - 0x12) < 24 && Math.abs(pg - 0x34) < 24 && Math.abs(pb - 0x56) < 24;
    };
    let logoPixels = 0;
    for (let y = 0; y < frame.height; y++) for (let x = 0; x < frame.width; x++) if (navy(x, y)) logoPixels++;
    expect(logoPixels).toBeGreaterThan(100);
  });

  it('refuses an unknown look, track or framing', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 1);
    for (const bad of [
      { style: 'fancy' },
      { track: 'pop_hit' },
      { photos: [{ photo_id: material.photos[0]!.photo_id, framing: 'stretch' }] },
    ]) {
      const res = await app.inject(createReelRequest(account, material, bad));
      expect(res.statusCode).toBe(400);
    }
  });

  it('has at least four tracks, each with a playable preview anyone can fetch', async () => {
    expect(REEL_TRACKS.length).toBeGreaterThanOrEqual(4);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/media/reel-tracks/${REEL_TRACKS[1]}/preview`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mp4');
    expect(res.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/media/reel-tracks/nope/preview' })).statusCode,
    ).toBe(400);
  });
});
