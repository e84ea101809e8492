import { randomUUID } from 'node:crypto';
import type { TListingDetail } from '@pp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { reels } from '../src/db/schema';
import { STRONG_PASSWORD, type TestAccount } from './helpers/accounts';
import { agentWithListing } from './helpers/attributed-agent';
import { jpegPhoto, uploadListingPhotos } from './helpers/listing-photos';
import { startS3StandIn } from './helpers/s3-stand-in';
import { createTestApp } from './helpers/test-app';

/**
 * Issue 28: on a bucket nothing else ever removes an object, so deleting a reel, a listing or an
 * account must delete its objects: the photos, their resized copies, the Open Graph cards, the video.
 */
const s3 = await startS3StandIn();
afterAll(() => s3.close());
const { app, db } = await createTestApp({ env: s3.env });
const PROFILE = { name: 'Dana Whitaker', brokerage: 'Sunrise Realty' };

/** A listing with a photo, its thumbnail and its page's card drawn: objects in all three folders. */
async function listingWithMedia(): Promise<{ account: TestAccount; detail: TListingDetail }> {
  const made = await agentWithListing(app, PROFILE);
  const [photo] = await uploadListingPhotos(app, made.account, made.detail.listing_id, [
    await jpegPhoto(800, 600),
  ]);
  expect((await app.inject({ method: 'GET', url: `${photo!.url}&w=480` })).statusCode).toBe(200);
  const card = await app.inject({ method: 'GET', url: `${new URL(made.detail.page.url).pathname}/og.jpg` });
  expect(card.statusCode).toBe(200);
  return made;
}

/** A rendered reel as the worker leaves it: its video in the bucket and a row pointing at it. */
async function renderedReel(account: TestAccount) {
  const id = randomUUID();
  const key = `reels/${account.userId}/${id}-1.mp4`;
  await app.ctx.media.put(key, Buffer.alloc(64 * 1024, 1));
  await db
    .insert(reels)
    .values({ id, user_id: account.userId, from_platform: 'zillow', status: 'success', video_path: key });
  return { id, key };
}

const userKeys = async (userId: string) =>
  (await Promise.all(['photos', 'variants', 'og', 'reels'].map((f) => s3.keys(`${f}/${userId}/`)))).flat();

describe('deleting on the S3 media store', () => {
  it('a reel deletes its video object', async () => {
    const { account } = await agentWithListing(app, PROFILE);
    const reel = await renderedReel(account);
    expect(await s3.keys(reel.key)).toEqual([reel.key]);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/marketing/reels/${reel.id}`,
      headers: account.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await s3.keys(reel.key)).toEqual([]);
  });

  it('a listing deletes its photos, their resized copies and its page’s cards, and nothing of another listing', async () => {
    const { account, detail } = await listingWithMedia();
    const { userId } = account;
    for (const folder of ['photos', 'variants', 'og'])
      expect(await s3.keys(`${folder}/${userId}/`)).not.toEqual([]);
    const otherAgent = await listingWithMedia();
    const before = await userKeys(otherAgent.account.userId);

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${detail.listing_id}`,
      headers: account.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await userKeys(userId)).toEqual([]);
    expect(await userKeys(otherAgent.account.userId)).toEqual(before);
  });

  it('an account deletes every object of its own, in every folder, and nothing of another account', async () => {
    const { account } = await listingWithMedia();
    await renderedReel(account);
    const keysBefore = await userKeys(account.userId);
    expect(new Set(keysBefore.map((k) => k.split('/')[0]))).toEqual(
      new Set(['photos', 'variants', 'og', 'reels']),
    );
    const other = await listingWithMedia();
    const othersBefore = await userKeys(other.account.userId);

    const res = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: account.auth,
      payload: { password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await userKeys(account.userId)).toEqual([]);
    expect(await userKeys(other.account.userId)).toEqual(othersBefore);
  });
});
