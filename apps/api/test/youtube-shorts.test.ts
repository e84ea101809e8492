import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { connectedAccounts, scheduledPosts } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { PRODUCTION_READY } from './helpers/production-env';
import { reelAgent } from './helpers/reel-agent';
import { connectAccount, consent, POSTING_TEST_ENV, schedulePost, settledPost } from './helpers/social';
import { startYouTubeStandIn } from './helpers/social-stand-in/youtube';
import { createTestApp } from './helpers/test-app';

/**
 * YouTube Shorts (issue 27) against the Google/YouTube stand-in: offline access, the resumable
 * upload in 256 KiB chunks, a 308 that kept less than sent, a lost answer to the last chunk, and a
 * refresh when the access token ended. The stand-in records every chunk and what the video carried.
 */
const youtube = await startYouTubeStandIn();
afterAll(() => youtube.stop());
const { app, db } = await createTestApp({
  env: {
    ...youtube.env,
    YOUTUBE_CHUNK_BYTES: '262144',
    ...POSTING_TEST_ENV,
  },
});

/** An agent with credits, YouTube connected, a listing and a finished reel of `size` bytes. */
async function youtubeAgent(size = 700_000) {
  const { agent, listing, reel, credits } = await reelAgent(app, db, 'youtube', { size });
  const id = reel.id;
  const schedule = async (title: string, privacy: string) => {
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'youtube',
        reel_id: id,
        text: 'Just listed: come see it',
        youtube: { title, privacy },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  return { agent, listing, reel, credits, schedule };
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const videosTitled = (title: string) => youtube.state.videos.filter((v) => v.title.startsWith(title));

describe('connecting YouTube', () => {
  it('asks for offline access with PKCE and keeps the refresh token sealed', async () => {
    const agent = await createAccount(app, { trial: true });
    const { authorizeUrl } = await consent(app, agent, 'youtube');
    const q = authorizeUrl.searchParams;
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('prompt')).toBe('consent');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('scope')).toContain('https://www.googleapis.com/auth/youtube.upload');
    await connectAccount(app, agent, 'youtube');
    const [row] = await db
      .select()
      .from(connectedAccounts)
      .where(and(eq(connectedAccounts.user_id, agent.userId), eq(connectedAccounts.platform, 'youtube')));
    expect(row!.account_id).toBe(youtube.channel.sub);
    const refresh = app.ctx.cipher.decrypt(row!.refresh_token!);
    expect(refresh).toMatch(/^rt-/);
    expect(row!.refresh_token).not.toContain(refresh);
    expect(youtube.oauth.isLive(refresh)).toBe(true);
  });
});

describe('publishing a Short', () => {
  it('uploads the reel resumably in 256 KiB chunks with the title, #Shorts and privacy chosen, once', async () => {
    const setup = await youtubeAgent();
    const credits = await setup.credits();
    const id = await setup.schedule('Sunny loft', 'unlisted');
    const done = await settledPost(app, setup.agent, id);
    expect(done).toMatchObject({
      status: 'published',
      youtube: { title: 'Sunny loft', privacy: 'unlisted' },
    });
    const [video, ...more] = videosTitled('Sunny loft');
    expect(more).toHaveLength(0);
    expect(video).toMatchObject({
      title: 'Sunny loft #Shorts',
      privacy: 'unlisted',
      bytes: setup.reel.bytes.length,
      sha256: sha(setup.reel.bytes),
    });
    expect(video!.description).toContain('Just listed: come see it');
    expect(done.external_url).toBe(`https://www.youtube.com/shorts/${video!.id}`);
    const session = [...youtube.state.sessions.values()].find((s) => s.video === video)!;
    const chunks = youtube.state.chunks.filter((c) => c.session === session.id);
    expect(chunks.map((c) => [c.offset, c.length])).toEqual([
      [0, 262_144],
      [262_144, 262_144],
      [524_288, 700_000 - 524_288],
    ]);
    // Issue 27: the reel was paid by its reel credit; publishing it takes none.
    expect(await setup.credits()).toBe(credits);
  });

  it('resumes from the Range of a 308 that kept less than the chunk sent', async () => {
    const setup = await youtubeAgent();
    youtube.state.keepOfNextChunk = 100_000;
    const id = await setup.schedule('Short chunk', 'private');
    expect((await settledPost(app, setup.agent, id)).status).toBe('published');
    const [video, ...more] = videosTitled('Short chunk');
    expect(more).toHaveLength(0);
    expect(video).toMatchObject({ privacy: 'private', sha256: sha(setup.reel.bytes) });
    const session = [...youtube.state.sessions.values()].find((s) => s.video === video)!;
    const offsets = youtube.state.chunks.filter((c) => c.session === session.id).map((c) => c.offset);
    expect(offsets).toEqual([0, 100_000, 362_144, 624_288]);
  });

  it('publishes once when the answer to the last chunk is lost: the next try asks the session', async () => {
    const setup = await youtubeAgent();
    const credits = await setup.credits();
    const sessions = youtube.state.sessions.size;
    youtube.state.holdFinalAnswerMs = 1_500;
    const id = await setup.schedule('Lost answer', 'public');
    const done = await settledPost(app, setup.agent, id);
    expect(done.status).toBe('published');
    const videos = videosTitled('Lost answer');
    expect(videos).toHaveLength(1);
    expect(done.external_url).toBe(`https://www.youtube.com/shorts/${videos[0]!.id}`);
    // One session: the second try did not start another upload, it looked the first one up.
    expect(youtube.state.sessions.size).toBe(sessions + 1);
    const [row] = await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id));
    expect(row!.platform_calls).toBe(1);
    // Issue 27: the reel was paid by its reel credit; publishing it takes none.
    expect(await setup.credits()).toBe(credits);
  });

  it('refreshes an ended access token with the stored refresh token before uploading', async () => {
    const setup = await youtubeAgent(300_000);
    const where = and(
      eq(connectedAccounts.user_id, setup.agent.userId),
      eq(connectedAccounts.platform, 'youtube'),
    );
    const [before] = await db.select().from(connectedAccounts).where(where);
    await db
      .update(connectedAccounts)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(where);
    const refreshes = youtube.oauth.refreshCount();
    const id = await setup.schedule('Fresh token', 'public');
    expect((await settledPost(app, setup.agent, id)).status).toBe('published');
    expect(youtube.oauth.refreshCount()).toBe(refreshes + 1);
    const [after] = await db.select().from(connectedAccounts).where(where);
    expect(app.ctx.cipher.decrypt(after!.access_token)).not.toBe(
      app.ctx.cipher.decrypt(before!.access_token),
    );
    expect(after!.expires_at!.getTime()).toBeGreaterThan(Date.now());
    expect(videosTitled('Fresh token')).toHaveLength(1);
  });

  it('refuses a YouTube post without a title or a reel when it is scheduled', async () => {
    const setup = await youtubeAgent(1000);
    const res = await app.inject(
      schedulePost(setup.agent, {
        listing_id: setup.listing.listing_id,
        platform: 'youtube',
        text: 'No title',
        reel_id: setup.reel.id,
      }),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('production', () => {
  it('refuses the Google/YouTube stand-in addresses', () => {
    const ready = {
      ...PRODUCTION_READY,
      YOUTUBE_CLIENT_ID: 'client',
      YOUTUBE_CLIENT_SECRET: 'secret',
    };
    expect(() => loadEnv(ready)).not.toThrow();
    for (const [name, value] of Object.entries(youtube.env).filter(([k]) => k.endsWith('_BASE')))
      expect(() => loadEnv({ ...ready, [name]: value })).toThrow(`${name} must be an https address`);
    expect(() => loadEnv({ ...ready, YOUTUBE_CLIENT_SECRET: undefined })).toThrow(
      'YOUTUBE_CLIENT_SECRET is required',
    );
    expect(() => loadEnv({ ...ready, YOUTUBE_CHUNK_BYTES: '100000' })).toThrow('multiple of 262144');
  });
});
