import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreditCalculator } from './credit-calculator';
import { PaygoSection } from './paygo-section';

const input = () => screen.getByLabelText('Number of credits') as HTMLInputElement;
const setQuantity = (value: string) => {
  fireEvent.change(input(), { target: { value } });
  fireEvent.blur(input());
};

describe('CreditCalculator (PRODUCT.md §5/§9)', () => {
  it('clamps to the minimum of 10; empty or non-numeric input resets to it', () => {
    render(
      <CreditCalculator type="promote_to_facebook_marketplace" onCheckout={vi.fn()} processing={false} />,
    );
    expect(input().value).toBe('10');
    setQuantity('3');
    expect(input().value).toBe('10');
    setQuantity('');
    expect(input().value).toBe('10');
    setQuantity('abc');
    expect(input().value).toBe('10');
    setQuantity('150');
    expect(input().value).toBe('150');
    expect(screen.getByTestId('summary-total').textContent).toBe('$30.00');
    expect(screen.getByTestId('summary-unit').textContent).toBe('$0.20');
  });

  it('quick-adds, moves the progress bar and updates the savings hint', async () => {
    render(
      <CreditCalculator type="promote_to_facebook_marketplace" onCheckout={vi.fn()} processing={false} />,
    );
    expect(screen.getByTestId('savings-hint').textContent).toBe(
      'Add 91 more credits to unlock $0.20 per credit.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add 501 credits' }));
    expect(input().value).toBe('511');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('511');
    expect(screen.getByTestId('summary-total').textContent).toBe('$76.65');
    expect(screen.getByTestId('savings-hint').textContent).toBe(
      "You're at the best rate: saving $0.10 per credit.",
    );
  });

  it.each([
    ['post_to_twitter_account', ['0', '10', '20', '50', '100']],
    ['post_to_linkedin_account', ['0', '10', '20', '50', '100']],
    ['reel_generation', ['0', '5', '15', '30', '50']],
  ] as const)(
    '%s: the bar is scaled to the type, its tier marks evenly spread (no overlap)',
    (type, marks) => {
      const { container } = render(<CreditCalculator type={type} onCheckout={vi.fn()} processing={false} />);
      const bar = screen.getByRole('progressbar');
      expect(bar.getAttribute('aria-valuemax')).toBe(marks.at(-1));
      const labels = Array.from(
        container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span[style]'),
      );
      expect(labels.map((l) => l.textContent)).toEqual(marks);
      const lefts = labels.map((l) => Number.parseFloat(l.style.left));
      for (let i = 1; i < lefts.length; i++) expect(lefts[i]! - lefts[i - 1]!).toBeGreaterThanOrEqual(20);
      // The default 10 credits sit on the "10" mark for social posts, half way from "5" to "15" for reels.
      const fill = bar.firstElementChild as HTMLElement;
      expect(Number.parseFloat(fill.style.width)).toBeCloseTo(type === 'reel_generation' ? 37.5 : 25);
    },
  );

  it('shows the reel tiers on demand and the quick-add options of that type', async () => {
    render(<CreditCalculator type="reel_generation" onCheckout={vi.fn()} processing={false} />);
    // The visible label says what a press does: it adds to the quantity, it does not set it.
    expect(screen.getAllByRole('button', { name: /^Add \d+ credits$/ }).map((b) => b.textContent)).toEqual([
      'Add 10 credits',
      'Add 15 credits',
      'Add 30 credits',
    ]);
    expect(screen.getByText('(adds to the number above)')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'View pricing tiers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide pricing tiers' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Quantity TierPrice per CreditYour Savings',
      '1-5 credits$2.00—',
      '6-15 credits$1.8010%',
      '16-30 credits$1.5025%',
      '31+ credits$1.2040%',
    ]);
    expect(screen.getByTestId('savings-hint').textContent).toBe(
      'Add 6 more credits to unlock $1.50 per credit.',
    );
  });

  it('continues to payment with the quantity, and shows Processing... while in flight', async () => {
    const onCheckout = vi.fn();
    const { rerender } = render(
      <CreditCalculator type="post_to_twitter_account" onCheckout={onCheckout} processing={false} />,
    );
    setQuantity('25');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(onCheckout).toHaveBeenCalledWith('post_to_twitter_account', 25);
    rerender(<CreditCalculator type="post_to_twitter_account" onCheckout={onCheckout} processing />);
    const busy = screen.getByRole('button', { name: 'Processing...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
  });
});

describe('PaygoSection', () => {
  it('opens on Facebook Marketplace and lists the four credit tabs and trust badges', () => {
    render(<PaygoSection onCheckout={vi.fn()} processingType={null} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Facebook Marketplace',
      'Twitter',
      'LinkedIn',
      'Reel Generation',
    ]);
    expect(screen.getByRole('tab', { name: 'Facebook Marketplace' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    for (const badge of ['No Minimum', 'Instant Access', 'Secure Payment', 'Cancel Anytime'])
      expect(screen.getByText(badge)).toBeTruthy();
  });
});
