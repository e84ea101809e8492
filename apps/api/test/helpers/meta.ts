import type { TConnectedAccount } from '@pp/contract';
import { afterAll } from 'vitest';
import type { App } from '../../src/app';
import { addCredits, ledgerBalances } from '../../src/domain/credits/change-credits';
import { createAccount, type TestAccount } from './accounts';
import { freePort } from './free-port';
import { photo, uploadPhotos } from './reels';
import { listingOf } from './sample-listing';
import { startSmtpListener } from './smtp-listener';
import { connectAccount, POSTING_TEST_ENV } from './social';
import { startMetaStandIn } from './social-stand-in/meta';
import { createTestApp } from './test-app';
import { videoReel } from './video-reel';

/**
 * The app on a real port (Meta fetches reels and photos by their signed public URL, so the stand-in
 * must reach the app), pointed at the Meta stand-in, with posts run by the in-process queue.
 */
export async function createMetaTestApp(env: Record<string, string | undefined> = {}) {
  const meta = await startMetaStandIn();
  const smtp = await startSmtpListener();
  const port = await freePort();
  const made = await createTestApp({
    env: {
      ...meta.env,
      PUBLIC_MEDIA_BASE: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      ...POSTING_TEST_ENV,
      ...env,
    },
  });
  await made.app.listen({ port, host: '127.0.0.1' });
  afterAll(() => meta.stop());
  return { ...made, meta, smtp, port };
}

/** PUT /connected-accounts/facebook/page. */
export const choosePageRequest = (account: TestAccount, pageId: string) => ({
  method: 'PUT' as const,
  url: '/api/v1/connected-accounts/facebook/page',
  headers: account.auth,
  payload: { page_id: pageId },
});

/** A finished reel of the listing (videoReel's 9:16 MP4 of 21 kB random bytes: the stand-in counts them). */
export const finishedReel = (app: App, agent: TestAccount, listingId: string) =>
  videoReel(app, agent, listingId, { bytes: 21_000 });

/**
 * An agent (the sample listing's own, so short texts pass the advertising checks) with Facebook
 * credits, Meta connected with the professional Page chosen, a listing and `photos` photos.
 */
export async function metaAgent(app: App, meta: Awaited<ReturnType<typeof startMetaStandIn>>, photos = 0) {
  const agent = await createAccount(app, { trial: true, name: 'Jason Lieberman' });
  const db = app.ctx.db;
  await addCredits(
    db,
    agent.userId,
    'promote_to_facebook_marketplace',
    5,
    'grant',
    `test-${agent.userId}`,
    app.ctx.now(),
  );
  await connectAccount(app, agent, 'facebook');
  const chosen = await app.inject(choosePageRequest(agent, meta.pages[0]!.id));
  if (chosen.statusCode !== 200) throw new Error(`page choice failed: ${chosen.body}`);
  const listing = await listingOf(app, agent);
  const files = await Promise.all(Array.from({ length: photos }, (_, i) => photo('jpeg', 64, 48, i * 40)));
  const uploaded = photos > 0 ? await uploadPhotos(app, agent, files, listing.listing_id) : [];
  return {
    agent,
    listing,
    photoIds: uploaded.map((p) => p.photo_id),
    account: chosen.json().data as TConnectedAccount,
    facebookCredits: async () =>
      (await ledgerBalances(db, agent.userId)).promote_to_facebook_marketplace ?? 0,
  };
}
