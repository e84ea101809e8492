import type { TListingDetail } from '@pp/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ogCardPrefix } from '../src/domain/property-pages/og-image';
import { readMedia } from '../src/media/media-store';
import { agentWithListing } from './helpers/attributed-agent';
import { jpegPhoto, uploadListingPhotos } from './helpers/listing-photos';
import { sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

// Issue 24: a shared link shows a drawn 1200×630 card (cover photo, price, facts, attribution),
// only while the page itself may be shown.
// The card drawn at publish is a 'cards' queue job: with CI's Redis the API leaves jobs to workers
// (runsJobsInApi), and this file starts none, so the API runs them itself here (on the Redis queue).
const { app } = await createTestApp({ env: { RUN_JOBS_IN_API: 'true' } });
const PROFILE = { name: 'Dana Whitaker', brokerage: 'Sunrise Realty' };

const pathOf = (detail: TListingDetail) => new URL(detail.page.url).pathname;
const card = async (detail: TListingDetail) => app.inject({ method: 'GET', url: `${pathOf(detail)}/og.jpg` });
/** The mean colour of a region of the card. */
const meanOf = async (jpeg: Buffer, region: { left: number; top: number; width: number; height: number }) => {
  // stats() reads its input, not the pipeline's output: the region is cut out first.
  const { channels } = await sharp(await sharp(jpeg).extract(region).toBuffer()).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
};

describe('the property page’s Open Graph card', () => {
  it('is named in the page and drawn 1200×630 from the cover photo, with the attribution bar', async () => {
    const { account, detail } = await agentWithListing(app, PROFILE);
    await uploadListingPhotos(app, account, detail.listing_id, [await jpegPhoto(1536, 1024, '#c0392b')]);
    const page = (await app.inject({ method: 'GET', url: pathOf(detail) })).body;
    expect(page).toContain(`<meta property="og:image" content="${detail.page.url}/og.jpg">`);
    expect(page).toContain(
      '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
    );
    expect(page).toContain(`<meta name="twitter:image" content="${detail.page.url}/og.jpg">`);

    const res = await card(detail);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const jpeg = res.rawPayload;
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    // The top of the card is the photo (red), not a band or a blur; the bottom is the white bar.
    const [r, g, b] = await meanOf(jpeg, { left: 0, top: 0, width: 1200, height: 150 });
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);
    expect(
      Math.min(...(await meanOf(jpeg, { left: 900, top: 560, width: 290, height: 10 }))),
    ).toBeGreaterThan(230);
  });

  it('is drawn again when the facts change, and a page without photos gets the accent colour', async () => {
    const { account, detail } = await agentWithListing(app, PROFILE);
    const before = (await card(detail)).rawPayload;
    expect(await sharp(before).metadata()).toMatchObject({ width: 1200, height: 630 });
    // No photo: the top is the product's blue (#1d4ed8), not black.
    const [r, , b] = await meanOf(before, { left: 0, top: 0, width: 1200, height: 150 });
    expect(b).toBeGreaterThan(150);
    expect(r).toBeLessThan(80);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/listings',
      headers: account.auth,
      payload: { listing: sampleListing({ source_id: detail.listing.source_id, price: 199_000 }) },
    });
    expect(again.statusCode).toBe(201);
    const after = (await card(detail)).rawPayload;
    expect(after.equals(before)).toBe(false);
    expect((await card(detail)).rawPayload.equals(after)).toBe(true);
  });

  it('is drawn when a post is published, before anyone asks for it', async () => {
    const { account, detail } = await agentWithListing(app, PROFILE);
    await uploadListingPhotos(app, account, detail.listing_id, [await jpegPhoto(1536, 1024, '#c0392b')]);
    const stored = async () => {
      const keys: string[] = [];
      for await (const key of app.ctx.media.list(ogCardPrefix(account.userId, detail.listing_id)))
        keys.push(key);
      return keys;
    };
    expect(await stored()).toEqual([]);
    // The trial's credits pay for the post.
    const trial = await app.inject({
      method: 'POST',
      url: '/api/v1/users/trial/start',
      headers: account.auth,
    });
    expect(trial.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/promotions',
      headers: account.auth,
      payload: { listing_id: detail.listing_id, platform: 'linkedin', text: detail.drafts.linkedin.text },
    });
    expect(res.statusCode).toBe(201);
    await expect.poll(stored, { timeout: 10_000 }).toHaveLength(1);
    // The page's card is the one drawn at publish: asking for it draws nothing new.
    const [key] = await stored();
    expect((await card(detail)).rawPayload.equals(await readMedia(app.ctx.media, key as string))).toBe(true);
    expect(await stored()).toHaveLength(1);
  });

  it('is not served while the page may not be shown', async () => {
    const { detail } = await agentWithListing(app, { name: 'Dana Whitaker', brokerage: '' });
    expect((await app.inject({ method: 'GET', url: pathOf(detail) })).statusCode).toBe(404);
    expect((await card(detail)).statusCode).toBe(404);
  });
});
