import type { SocialPlatform, TScheduledPost } from '@pp/contract';
import { afterAll } from 'vitest';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { addCredits, ledgerBalances } from '../../src/domain/credits/change-credits';
import type { TestAccount } from './accounts';
import { createAccount } from './accounts';
import { photo, uploadPhotos, waitFor } from './reels';
import { listingOf } from './sample-listing';
import { startSmtpListener } from './smtp-listener';
import { startLinkedInStandIn } from './social-stand-in/linkedin';
import { startXStandIn } from './social-stand-in/x';
import { createTestApp } from './test-app';
import { promotionEvents } from './usage-events';

/**
 * The posting settings every publishing test app runs with: quick platform timeouts, retries and
 * three attempts, so a failing post ends within seconds.
 */
export const POSTING_TEST_ENV: Record<string, string | undefined> = {
  SOCIAL_HTTP_TIMEOUT_MS: '1000',
  POST_RETRY_MS: '100',
  // A short lease (renewed every third of it while a try runs), so a dead delivery's post moves on quickly.
  POST_LEASE_MS: '1000',
  POST_ATTEMPTS: '3',
  // Posting is tested on the in-process queue (each file has its own database): CI's Redis pass would
  // otherwise queue the jobs on Redis with no worker to run them. The queue's Redis path has its own
  // test in scheduled-posts-queue.test.ts, which sets REDIS_URL explicitly.
  REDIS_URL: undefined,
};

/** Both stand-ins, stopped after the file, and the environment that points the app at them. */
export async function startSocialStandIns(linkedinOptions: Parameters<typeof startLinkedInStandIn>[0] = {}) {
  const x = await startXStandIn();
  const linkedin = await startLinkedInStandIn(linkedinOptions);
  afterAll(async () => {
    await x.stop();
    await linkedin.stop();
  });
  return {
    x,
    linkedin,
    env: { ...x.env, ...linkedin.env, ...POSTING_TEST_ENV } as Record<string, string | undefined>,
  };
}

/**
 * The app the publishing tests run: both stand-ins and a mail listener, with the shortcuts they share
 * (an agent with material, the ledger's balances, the agent's publish events).
 */
export async function createPublishingTestApp() {
  const stands = await startSocialStandIns();
  const smtp = await startSmtpListener();
  const { app, db, clock } = await createTestApp({ env: { ...stands.env, SMTP_URL: smtp.url } });
  return {
    stands,
    smtp,
    app,
    db,
    clock,
    agentWithMaterial: (photos = 0) => materialFor(app, db, photos),
    credits: (agent: TestAccount) => ledgerBalances(db, agent.userId),
    publishEvents: (agent: TestAccount) => promotionEvents(db, agent.userId),
  };
}

/** Starts connecting and follows the platform's consent page: answers the code and state it sent back. */
export async function consent(app: App, account: TestAccount, platform: SocialPlatform) {
  const start = await app.inject({
    method: 'POST',
    url: `/api/v1/connected-accounts/${platform}/connect`,
    headers: account.auth,
  });
  if (start.statusCode !== 200) throw new Error(`connect failed: ${start.body}`);
  const authorizeUrl = start.json().data.authorize_url as string;
  const page = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') ?? '');
  return {
    authorizeUrl: new URL(authorizeUrl),
    redirect: back,
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
  };
}

export const callbackRequest = (
  account: TestAccount,
  platform: SocialPlatform,
  body: { code: string; state: string },
) => ({
  method: 'POST' as const,
  url: `/api/v1/connected-accounts/${platform}/callback`,
  headers: account.auth,
  payload: body,
});

/** The whole connection, as the web app's redirect page makes it. */
export async function connectAccount(app: App, account: TestAccount, platform: SocialPlatform) {
  const { code, state } = await consent(app, account, platform);
  const res = await app.inject(callbackRequest(account, platform, { code, state }));
  if (res.statusCode !== 200) throw new Error(`callback failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export async function listPosts(app: App, account: TestAccount): Promise<TScheduledPost[]> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/scheduled-posts', headers: account.auth });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.body}`);
  return res.json().data.posts as TScheduledPost[];
}

/** Waits until the post reaches a final state (published, failed or cancelled). */
export async function settledPost(app: App, account: TestAccount, postId: string, timeoutMs = 20_000) {
  const posts = await waitFor(
    () => listPosts(app, account),
    (all) => ['published', 'failed', 'cancelled'].includes(all.find((p) => p.id === postId)?.status ?? ''),
    timeoutMs,
  );
  return posts.find((p) => p.id === postId)!;
}

export const schedulePost = (account: TestAccount, payload: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/v1/scheduled-posts',
  headers: account.auth,
  payload,
});

/** An agent on trial with credits to spare, both accounts connected, a listing and `photos` photos. */
export async function materialFor(app: App, db: Db, photos = 0) {
  // The sample listing's own agent: posts about one's own listing need no listing-brokerage credit
  // (NAR 12-5), so short test texts pass the Fair Housing and advertising check that runs on them.
  const agent = await createAccount(app, { trial: true, name: 'Jason Lieberman' });
  await addCredits(db, agent.userId, 'promote_to_twitter', 5, 'grant', `test-${agent.userId}`, app.ctx.now());
  await addCredits(
    db,
    agent.userId,
    'promote_to_linkedin',
    5,
    'grant',
    `test-${agent.userId}`,
    app.ctx.now(),
  );
  await connectAccount(app, agent, 'twitter');
  await connectAccount(app, agent, 'linkedin');
  const listing = await listingOf(app, agent);
  const files = await Promise.all(Array.from({ length: photos }, (_, i) => photo('jpeg', 64, 48, i * 40)));
  const uploaded = photos > 0 ? await uploadPhotos(app, agent, files, listing.listing_id) : [];
  return { agent, listing, photoIds: uploaded.map((p) => p.photo_id) };
}
