import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from './helpers/accounts';
import { agentWithListing } from './helpers/attributed-agent';
import { jpegPhoto, uploadListingPhotos } from './helpers/listing-photos';
import { startS3StandIn } from './helpers/s3-stand-in';
import { createTestApp } from './helpers/test-app';

/**
 * The rows of a deleted listing or account go in one transaction; the objects after it. A bucket
 * that fails then must not turn the delete the agent asked for into an error (no 500): the answer
 * is the success it is, and the objects are left for a later sweep.
 */
const s3 = await startS3StandIn();
const { app } = await createTestApp({ env: s3.env });
const PROFILE = { name: 'Dana Whitaker', brokerage: 'Sunrise Realty' };

describe('deleting while the media store is down', () => {
  it('a listing and then the account are deleted, and say so', async () => {
    const { account, detail } = await agentWithListing(app, PROFILE);
    await uploadListingPhotos(app, account, detail.listing_id, [await jpegPhoto(800, 600)]);
    expect((await s3.keys(`photos/${account.userId}/`)).length).toBe(1);
    await s3.close();

    const listing = await app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${detail.listing_id}`,
      headers: account.auth,
    });
    expect(listing.statusCode).toBe(200);
    const gone = await app.inject({
      method: 'GET',
      url: `/api/v1/listings/${detail.listing_id}`,
      headers: account.auth,
    });
    expect(gone.statusCode).toBe(404);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: account.auth,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth });
    expect(me.statusCode).toBe(401);
  });
});
