import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaPhotos } from '../apps/api/src/db/schema';
import { startSocialStandIns } from '../apps/api/test/helpers/social';
import { productInBrowser, saveSampleListingWithPhotos } from './helpers';

const stands = await startSocialStandIns();
const e2e = productInBrowser({ env: stands.env });

describe('connected accounts and a scheduled LinkedIn post in the browser (stand-ins, no network)', () => {
  it('connects LinkedIn and X, schedules a LinkedIn post for the next minute and watches it publish', async () => {
    const account = await e2e.createUser({ trial: true, name: 'Jane Agent' });
    const listingId = await saveSampleListingWithPhotos(e2e.product, account);
    const { page, errors } = await e2e.newPage({ signedInAs: account });

    await page.goto('/dashboard/profile');
    for (const [platform, label, name] of [
      ['linkedin', 'Connect LinkedIn', 'Jane Agent'],
      ['twitter', 'Connect X', '@janeagent'],
    ] as const) {
      await page.getByRole('button', { name: label }).click();
      // The stand-in's consent page sends the browser straight back to the fixed redirect page.
      await page.waitForURL('**/dashboard/profile');
      await expect
        .poll(() => page.getByTestId(`account-${platform}`).textContent())
        .toContain(`Connected as ${name}`);
    }

    // The next whole minute (at least 10 s away), with the server's clock moved so it is due in ~2 s.
    const target = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
    e2e.product.clock.advance(target.getTime() - Date.now() - 2000);
    await page.goto(`/dashboard/listings/${listingId}`);
    const panel = page.getByRole('form', { name: 'Schedule a post' });
    await panel.getByLabel('Platform').selectOption('linkedin');
    // Jane advertises another agent's listing: the post names its brokerage (NAR 12-5), or it is refused.
    await panel
      .getByLabel('Text')
      .fill('Open house (Saturday) at 1220 Garcia St. Listed by Albuquerque House Hunting');
    // Its photos (issue 24): the first four to start with; photo 1 left out and chosen again goes last.
    await panel.getByRole('button', { name: 'Photo 1, chosen 1' }).click();
    await panel.getByRole('button', { name: 'Photo 1', exact: true }).click();
    await panel.getByRole('button', { name: 'Photo 1, chosen 4' }).waitFor();
    await panel.getByLabel(/Date and time/).fill(target.toISOString().slice(0, 16));
    await panel.getByRole('button', { name: 'Schedule post' }).click();
    const row = page.getByTestId('scheduled-post');
    await expect.poll(() => row.first().textContent()).toMatch(/LinkedIn · .*UTC/);
    await expect.poll(() => row.first().getAttribute('data-status'), { timeout: 30_000 }).toBe('published');
    // LinkedIn's reserved characters (the parentheses) are escaped in the commentary.
    const commentary = 'Open house \\(Saturday\\) at 1220 Garcia St. Listed by Albuquerque House Hunting';
    const published = stands.linkedin.posts.find((p) => p.commentary === commentary);
    expect(published).toBeDefined();
    // A multi-image post of the four chosen photos, in the order chosen.
    const rows = await e2e.product.app.ctx.db
      .select()
      .from(mediaPhotos)
      .where(eq(mediaPhotos.listing_id, listingId))
      .orderBy(asc(mediaPhotos.position));
    expect(stands.linkedin.shas(published!.images)).toEqual([2, 3, 4, 1].map((n) => rows[n - 1]!.sha256));
    expect(errors).toEqual([]);
  });
});
