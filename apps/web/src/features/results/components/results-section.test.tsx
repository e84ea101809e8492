import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { ResultsSection } from './results-section';

const results = (days: number, clicks: number) => ({
  days,
  totals: { clicks, leads: 1 },
  by_platform: [
    { src: 'fb', clicks, leads: 1 },
    { src: 'li', clicks: 0, leads: 0 },
    { src: 'x', clicks: 0, leads: 0 },
    { src: 'reel', clicks: 0, leads: 0 },
    { src: 'direct', clicks: 0, leads: 0 },
  ],
  by_listing: [{ listing_id: 'l1', address: '9 Oak Lane, Boise, ID', clicks, leads: 1 }],
  by_post: [
    {
      post_id: 'p1',
      platform: 'linkedin',
      listing_id: 'l1',
      address: '9 Oak Lane, Boise, ID',
      published_at: '2026-11-03T15:00:00.000Z',
      clicks,
      leads: 1,
    },
  ],
  daily: Array.from({ length: days }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    clicks: i === days - 1 ? clicks : 0,
    leads: i === days - 1 ? 1 : 0,
  })),
});

describe('ResultsSection', () => {
  it('shows totals, the chart and the tables for 7 days, then 30 days on request', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/users/results', (call) =>
      ok(call.path.endsWith('days=30') ? results(30, 12) : results(7, 4)),
    );
    const user = userEvent.setup();
    renderApp(<ResultsSection />);
    const chart = await screen.findByRole('img', { name: /4 clicks and 1 lead from/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(14);
    const platforms = screen.getByRole('table', { name: 'Per platform' });
    expect(within(platforms).getByRole('row', { name: /Facebook/ }).textContent).toBe('Facebook41');
    expect(screen.getByRole('link', { name: '9 Oak Lane, Boise, ID' }).getAttribute('href')).toBe(
      '/dashboard/listings/l1',
    );
    // Per post (issue 24), and words in the right number.
    const posts = screen.getByRole('table', { name: 'Per post' });
    expect(within(posts).getByRole('link', { name: /LinkedIn, Nov 3: 9 Oak Lane/ }).textContent).toBeTruthy();
    expect(screen.getByText(/^lead$/)).toBeTruthy();
    // The day labels are HTML at a fixed size, not SVG text that shrinks with the card at 375 px.
    expect(chart.querySelectorAll('text')).toHaveLength(0);
    expect(within(screen.getByTestId('chart-days')).getAllByText(/^Nov \d+$/)).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    const wide = await screen.findByRole('img', { name: /12 clicks and 1 lead from/ });
    expect(wide.querySelectorAll('rect')).toHaveLength(60);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
  });
});
