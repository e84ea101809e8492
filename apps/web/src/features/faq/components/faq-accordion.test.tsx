import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../data/faq-items';
import { FaqAccordion } from './faq-accordion';

describe('FaqAccordion (PRODUCT.md §2)', () => {
  it('has six questions, all closed at first', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const triggers = screen.getAllByRole('button');
    expect(triggers).toHaveLength(6);
    for (const t of triggers) expect(t.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps several answers open at once', async () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const [first, second] = screen.getAllByRole('button');
    await userEvent.click(first as HTMLElement);
    await userEvent.click(second as HTMLElement);
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelectorAll('[role="region"][data-state="open"]')).toHaveLength(2);
    await userEvent.click(first as HTMLElement);
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    expect(second?.getAttribute('aria-expanded')).toBe('true');
  });

  it('answers match the product: unlimited listings, credentials never stored', () => {
    const answers = FAQ_ITEMS.map((i) => i.answer).join(' ');
    expect(answers).toMatch(/Listings are unlimited on any plan/);
    expect(answers).toMatch(/credentials for those platforms are never stored on our servers/);
  });
});
