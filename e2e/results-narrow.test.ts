import { describe, expect, it } from 'vitest';
import { productInBrowser } from './helpers';
import { seedAgentListing } from './helpers/seed-agent';
import { seedResults } from './helpers/seed-results';

/**
 * Results per post, readable at 375 px (issue 24): per platform, per listing and per post with the
 * seeded counts, words in the right number ("1 lead", "14 clicks"), the chart's day labels at least
 * 12 px and apart from each other, and nothing wider than the screen; the same at 1280 px.
 */
const e2e = productInBrowser();

describe('Results on the dashboard', () => {
  it('reads per post, per platform and per listing at 375 and 1280 px', async () => {
    const { account, detail } = await seedAgentListing(e2e.product, {
      name: 'Jason Lieberman',
      brokerage: 'Albuquerque House Hunting',
    });
    await seedResults(e2e.product, account, detail.listing_id, detail.page.url);
    for (const width of [375, 1280]) {
      const { context, page, errors } = await e2e.newPage({ width, signedInAs: account });
      await page.goto('/dashboard');
      const results = page.getByRole('region', { name: 'Results' });
      const perPost = results.getByRole('table', { name: 'Per post' });
      await perPost.waitFor();
      const rows = await perPost
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())),
        );
      expect(rows).toEqual([
        [expect.stringMatching(/^LinkedIn, .*: 1220 Garcia St NE/), '8', '1'],
        [expect.stringMatching(/^X, .*: 1220 Garcia St NE/), '3', '0'],
      ]);
      const perPlatform = await results
        .getByRole('table', { name: 'Per platform' })
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.textContent));
      expect(perPlatform).toEqual(['Facebook20', 'LinkedIn81', 'X30', 'Reels00', 'Direct10']);
      const legend = await results
        .locator('p:has(strong)')
        .first()
        .evaluate((p) => [...p.children].map((c) => c.textContent?.replace(/\s+/g, ' ').trim()));
      expect(legend).toEqual(['14 clicks', '1 lead']);

      // The day labels: at least 12 px, none running into the next.
      const labels = await results.getByTestId('chart-days').evaluate((el) =>
        [...el.children]
          .filter((c) => c.textContent && getComputedStyle(c).visibility === 'visible')
          .map((c) => {
            // The text's own extent (the span is its grid column, stretched).
            const range = document.createRange();
            range.selectNodeContents(c);
            const box = range.getBoundingClientRect();
            return {
              size: Number.parseFloat(getComputedStyle(c).fontSize),
              left: box.left,
              right: box.right,
            };
          }),
      );
      expect(labels.length).toBeGreaterThanOrEqual(width < 640 ? 3 : 7);
      for (const [i, label] of labels.entries()) {
        expect(label.size).toBeGreaterThanOrEqual(12);
        if (i > 0) expect(label.left).toBeGreaterThan(labels[i - 1]!.right);
      }
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
