import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FinalCtaSection } from './final-cta-section';

const renderCta = (isLoggedIn: boolean, username: string | null) =>
  render(
    <MemoryRouter>
      <FinalCtaSection isLoggedIn={isLoggedIn} username={username} />
    </MemoryRouter>,
  );

describe('FinalCtaSection (PRODUCT.md §2 section 8)', () => {
  it('invites a visitor to the free trial', () => {
    renderCta(false, null);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Transform Your Listing Workflow Today',
    );
    expect(screen.getByRole('link', { name: /Start Your Free Trial Today!/ }).getAttribute('href')).toBe(
      '/sign-up',
    );
  });

  it('welcomes back a signed-in user with a stored username', () => {
    renderCta(true, 'janedoe');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Welcome back, janedoe! Ready to list smarter?',
    );
    expect(screen.getByRole('link', { name: /Go to Your Dashboard/ }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('keeps the generic heading for a signed-in user without a stored username', () => {
    renderCta(true, null);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Transform Your Listing Workflow Today',
    );
    expect(screen.getByRole('link', { name: /Go to Your Dashboard/ })).toBeTruthy();
  });
});
