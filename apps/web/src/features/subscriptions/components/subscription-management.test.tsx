import { DAY_MS, MESSAGES, STORAGE_KEYS, type TCurrentUser } from '@pp/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../testing/current-user';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { PromotionCredits } from './promotion-credits';
import { SubscriptionManagement } from './subscription-management';

const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString();
const mdy = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

const user = (over: Partial<TCurrentUser> = {}) =>
  currentUser({
    username: 'jane',
    addons: {
      promote_to_facebook_marketplace: 12,
      promote_to_linkedin: 0,
      promote_to_twitter: 3,
      reel_generation: 1,
    },
    ...over,
  });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.userId, 'u1');
});

describe('SubscriptionManagement', () => {
  it('shows the trial box first, with the days left and View Plans', async () => {
    const api = stubFetch();
    // Trial wins even over a subscription flag and a cancellation (precedence of PRODUCT.md §4).
    api.route('GET /api/v1/users/me', ok(user({ trial_end: inDays(3), cancel_at_period_end: true })));
    renderApp(<SubscriptionManagement />);
    await screen.findByText("You're on a Free Trial");
    expect(screen.getByText('Your trial will expire in 3 day(s)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByText('Subscription Cancelled')).toBeNull();
  });

  it('shows the active box, cancels only after confirming, then resumes from the cancelled box', async () => {
    const api = stubFetch();
    const end = inDays(20);
    const active = user({
      is_subscribed: true,
      subscription_end_date: end,
      subscription_id: 'sub_1',
      package_name: 'professional_monthly',
    });
    let cancelled = false;
    api.route('GET /api/v1/users/me', () => ok({ ...active, cancel_at_period_end: cancelled }));
    let release: () => void = () => {};
    api.route(
      'POST /api/v1/payment/cancel-subscription',
      () =>
        new Promise((r) => {
          release = () => {
            cancelled = true;
            r(ok({ subscription_id: 'sub_1', cancel_at_period_end: true, subscription_end_date: end }));
          };
        }),
    );
    const u = userEvent.setup();
    renderApp(<SubscriptionManagement />);
    await screen.findByText('Active Subscription');
    expect(screen.getByText('Professional Monthly')).toBeTruthy();
    expect(screen.getByText(mdy(end))).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    // A confirmation first: keeping the plan sends nothing.
    await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await u.click(screen.getByRole('button', { name: 'Keep Subscription' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, Cancel Subscription' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    release();
    await screen.findByText(MESSAGES.subscriptionCanceled);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ subscription_id: 'sub_1' });
    // The user is fetched again and the cancelled box takes over.
    await screen.findByText('Subscription Cancelled');
    expect(screen.getByText('Your subscription has been cancelled')).toBeTruthy();
    expect(screen.getByText('Access Until')).toBeTruthy();
    expect(screen.getByText('What happens next?')).toBeTruthy();

    api.route('POST /api/v1/payment/resume-subscription', () => {
      cancelled = false;
      return ok({
        subscription_id: 'sub_1',
        package_name: 'professional_monthly',
        cancel_at_period_end: false,
        subscription_end_date: end,
      });
    });
    await u.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    await screen.findByText(MESSAGES.subscriptionResumed);
    await screen.findByText('Active Subscription');
  });

  it('reports a failed cancellation, and a missing subscription id without calling the server', async () => {
    const api = stubFetch();
    api.route(
      'GET /api/v1/users/me',
      ok(user({ is_subscribed: true, subscription_end_date: inDays(5), subscription_id: 'sub_2' })),
    );
    api.route('POST /api/v1/payment/cancel-subscription', fail(500, 'boom'));
    const u = userEvent.setup();
    const first = renderApp(<SubscriptionManagement />);
    await u.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, Cancel Subscription' }));
    await screen.findByText(MESSAGES.subscriptionCancelFailed);
    expect(screen.getByText('Free Plan')).toBeTruthy();
    first.unmount();

    api.route('GET /api/v1/users/me', ok(user({ is_subscribed: true, subscription_end_date: inDays(5) })));
    renderApp(<SubscriptionManagement />);
    await u.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, Cancel Subscription' }));
    await screen.findByText('No active subscription found');
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });

  it('shows the four promotion credit cards', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/users/me', ok(user({ trial_end: inDays(7) })));
    renderApp(<SubscriptionManagement />);
    const credits = await screen.findByRole('region', { name: 'Your Promotion Credits' });
    const cards = within(credits)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(cards).toEqual(['Facebook Marketplace12', 'LinkedIn0', 'Twitter3', 'Video Credits1']);
  });

  it('counts missing credit values as 0', () => {
    renderApp(<PromotionCredits addons={{ promote_to_facebook_marketplace: 2 }} />);
    const cards = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(cards).toEqual(['Facebook Marketplace2', 'LinkedIn0', 'Twitter0', 'Video Credits0']);
  });

  it('says reels publish at no further credit and Instagram, Facebook Page and TikTok photo posts are included (issue 27)', () => {
    renderApp(<PromotionCredits addons={{ reel_generation: 1 }} />);
    const note = screen.getByTestId('publishing-note').textContent ?? '';
    expect(note).toContain('costs no further credit');
    expect(note).toContain(
      'Photo posts to Instagram, Facebook Pages and TikTok are included in plans and trials',
    );
  });
});
