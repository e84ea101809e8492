import { hasDashboardAccess } from '@pp/contract';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

const text = (node: React.ReactElement) => render(<MemoryRouter>{node}</MemoryRouter>).container.textContent;

describe('legal pages say what the product does', () => {
  it('terms: dashboard access comes with the trial or a plan, not with bought credits (the access rule)', () => {
    // The access rule: credits alone, with no plan or trial, do not open the dashboard.
    const now = new Date('2026-11-23T12:00:00Z');
    expect(hasDashboardAccess({ is_subscribed: false, trial_end: null }, now)).toBe(false);
    expect(hasDashboardAccess({ is_subscribed: false, trial_end: '2026-11-30T00:00:00Z' }, now)).toBe(true);
    const terms = text(<TermsOfService />)?.replace(/\s+/g, ' ') ?? '';
    expect(terms).not.toMatch(/dashboard[^.]*until you choose a plan or buy credits/);
    expect(terms).toContain('buying credits does not by itself give access to the dashboard');
    expect(terms).toContain('resume it before then');
    expect(terms).toContain('prorated');
  });

  it('privacy: deletion and the JSON export are self-service, as the profile page offers them', () => {
    const privacy = text(<PrivacyPolicy />)?.replace(/\s+/g, ' ') ?? '';
    expect(privacy).toContain('download a copy of your data as a JSON file');
    expect(privacy).toContain('delete your account');
  });
});
