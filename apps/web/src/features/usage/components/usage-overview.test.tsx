import { MESSAGES, type TDashboard, type TUsageSummary } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { UsageOverview } from './usage-overview';

// 2026-11-15 is a Sunday, so the initials read S M T W T F S with Saturday (today) last.
const DATES = [
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
];
const summary = (counts: number[], total: number): TUsageSummary => ({
  total_api_calls: total,
  total_api_calls_last_seven_days: counts.reduce((a, b) => a + b, 0),
  api_usage_last_seven_days: DATES.map((date, i) => ({ date, count: counts[i]! })),
});
const zero = summary([0, 0, 0, 0, 0, 0, 0], 0);
const dashboard = (over: Partial<TDashboard> = {}): TDashboard => ({
  current_plan: 'professional_monthly',
  plan_expiry_date: '2026-12-05T10:00:00.000Z',
  global_dashboard: summary([0, 2, 0, 1, 0, 4, 3], 42),
  promote_to_facebook_marketplace: { Zillow: zero, Realtor: zero, Trulia: zero, Redfin: zero },
  ...over,
});

function stubUsage(data: TDashboard) {
  const api = stubFetch();
  api.route('GET /api/v1/users/dashboard', ok(data));
  api.route(
    'GET /api/v1/users/usage-stats',
    ok({
      window_days: 7,
      sources: { zillow: summary([2, 0, 0, 0, 0, 0, 5], 9), realtor: zero, trulia: zero, redfin: zero },
    }),
  );
  return api;
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('UsageOverview', () => {
  it('shows the plan in words, Expires MM/DD/YYYY, the four cards and the 7-day chart', async () => {
    stubUsage(dashboard());
    renderApp(<UsageOverview />);
    await screen.findByText('Professional Monthly');
    expect(screen.getByText('12/05/2026')).toBeTruthy();
    expect(within(card('Total Calls')).getByText('42')).toBeTruthy();
    expect(within(card('Today')).getByText('3')).toBeTruthy();
    expect(within(card('This Week')).getByText('10')).toBeTruthy();
    expect(within(card('This Month')).getByText('42')).toBeTruthy();
    const chart = screen.getByRole('img', { name: /API Activity – Last 7 days/ });
    expect(chart.getAttribute('aria-label')).toContain('Saturday 2026-11-21: 3 calls');
    expect(chart.getAttribute('aria-label')).toContain('Sunday 2026-11-15: 0 calls');
    expect(chart.textContent).toContain('SMTWTFS');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Zillow',
      'Trulia',
      'Realtor',
      'Redfin',
    ]);
  });

  it("says 'Free Plan' without a plan and 'No API activity recorded' without calls", async () => {
    stubUsage(dashboard({ current_plan: null, plan_expiry_date: null, global_dashboard: zero }));
    renderApp(<UsageOverview />);
    await screen.findByText('Free Plan');
    expect(screen.getByText('No API activity recorded')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /API Activity/ })).toBeNull();
  });

  it('shows a source tab with that source’s figures', async () => {
    stubUsage(dashboard());
    const user = userEvent.setup();
    renderApp(<UsageOverview />);
    await screen.findByText('Professional Monthly');
    await user.click(screen.getByRole('tab', { name: 'Zillow' }));
    const panel = await screen.findByRole('tabpanel');
    // Total Calls and This Month both read the month's 9 calls; This Week 7.
    expect(await within(panel).findAllByText('9', { selector: 'dd' })).toHaveLength(2);
    expect(within(panel).getByText('7', { selector: 'dd' })).toBeTruthy();
    expect(within(panel).getByRole('img').getAttribute('aria-label')).toContain(
      'Saturday 2026-11-21: 5 calls',
    );
  });

  it("shows 'Failed to load dashboard data' when the server gave no message, else its message", async () => {
    const api = stubFetch();
    api.route('GET /api/v1/users/dashboard', { status: 502, body: 'Bad gateway' });
    const first = renderApp(<UsageOverview />);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain(MESSAGES.dashboardLoadFailed);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    first.unmount();

    api.route('GET /api/v1/users/dashboard', fail(403, MESSAGES.notEntitled));
    renderApp(<UsageOverview />);
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      MESSAGES.notEntitled,
    );
  });
});
