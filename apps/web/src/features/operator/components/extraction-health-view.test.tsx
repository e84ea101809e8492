import type { TExtractionHealth } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { ExtractionHealthView } from './extraction-health-view';

const health = (days: number): TExtractionHealth => ({
  from: '2031-03-01',
  to: '2031-03-02',
  fields: [
    {
      source: 'zillow',
      field: 'price',
      days: [
        { day: '2031-03-01', reports: 10, filled: 10, needs_confirmation: 0, rate: 1 },
        { day: '2031-03-02', reports: 10, filled: 6, needs_confirmation: 2, rate: 0.6 },
      ],
    },
  ],
  designs: [],
  flags:
    days === 14
      ? [
          {
            kind: 'field_drop',
            source: 'zillow',
            field: 'price',
            day: '2031-03-02',
            previous_rate: 1,
            rate: 0.6,
          },
          {
            kind: 'new_design',
            source: 'redfin',
            fingerprint: '0a1b2c3d',
            first_seen: '2031-03-02',
            rate: 0.3,
            baseline_rate: null,
          },
        ]
      : [],
});

describe('ExtractionHealthView', () => {
  it('lists the flags, then each field’s rate per day; another window on request', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/operator/extraction-health', (call) =>
      ok(health(Number(new URL(call.path, 'http://x').searchParams.get('days')))),
    );
    renderApp(<ExtractionHealthView />);
    const flags = await screen.findByRole('list', { name: 'Flags' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Zillow price: 100% → 60% on 2031-03-02',
      'Redfin new design 0a1b2c3d (since 2031-03-02): 30%, no earlier design',
    ]);
    expect(screen.getByRole('row', { name: /Zillow price/ }).textContent).toBe('Zillow price100%60%');
    await userEvent.setup().selectOptions(screen.getByLabelText('Days'), '7');
    expect(await screen.findByText('Nothing flagged from 2031-03-01 to 2031-03-02.')).toBeTruthy();
    // StrictMode may ask twice for the first window; each window is asked for.
    expect([...new Set(api.calls.map((c) => c.path))]).toEqual([
      '/api/v1/operator/extraction-health?days=14',
      '/api/v1/operator/extraction-health?days=7',
    ]);
  });

  it('says so when the account is not an operator', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/operator/extraction-health', {
      status: 403,
      json: { status: 'error', message: 'Only operators (admin or support) may read extraction health' },
    });
    renderApp(<ExtractionHealthView />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only operators (admin or support) may read extraction health',
    );
  });
});
