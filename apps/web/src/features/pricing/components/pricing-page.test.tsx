import { PHOTO_POST_FAIR_USE_PER_DAY } from '@pp/contract';
import { render, screen, within } from '@testing-library/react';

import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { CreditCalculator } from './credit-calculator';
import { PricingPage } from './pricing-page';

/** Issue 27, "Credits": the pricing page, the plan card and the calculator say what publishing costs. */
describe('PricingPage: publishing reels and photos', () => {
  const page = () =>
    renderApp(
      <PricingPage
        showTrial={false}
        onClaimTrial={vi.fn()}
        claimingTrial={false}
        onSubscribe={vi.fn()}
        subscribingPlanId={null}
        onBuyCredits={vi.fn()}
        buyingType={null}
      />,
    );

  it('says a reel publishes everywhere at no further credit and Instagram, Facebook Page and TikTok photo posts are included with fair use', async () => {
    page();
    const section = within(await screen.findByRole('region', { name: 'Publishing reels and photos' }));
    expect(
      section.getByText(
        /publishing it to Instagram, Facebook Pages, TikTok, YouTube Shorts, LinkedIn and X costs no further credit/,
      ),
    ).toBeTruthy();
    expect(
      section.getByText(
        new RegExp(
          `Instagram, Facebook Pages and TikTok are included in plans and trials.*fair-use limit of ${PHOTO_POST_FAIR_USE_PER_DAY} a day, the three together`,
        ),
      ),
    ).toBeTruthy();
    // The plan card lists both among its features.
    const card = within(screen.getByTestId('plan-card'));
    expect(card.getByText('Reels publish everywhere at no extra credit')).toBeTruthy();
    expect(
      card.getByText(
        `Instagram, Facebook Page & TikTok photo posts included (fair use ${PHOTO_POST_FAIR_USE_PER_DAY}/day)`,
      ),
    ).toBeTruthy();
  });

  it('the calculator says what a reel credit and a social credit buy', () => {
    const { unmount } = render(
      <CreditCalculator type="reel_generation" onCheckout={vi.fn()} processing={false} />,
    );
    expect(screen.getByTestId('credit-note').textContent).toMatch(/costs no further credit/);
    unmount();
    render(<CreditCalculator type="post_to_twitter_account" onCheckout={vi.fn()} processing={false} />);
    expect(screen.getByTestId('credit-note').textContent).toBe(
      'One credit per text or photo post; a reel posted as a video costs no credit.',
    );
  });
});
