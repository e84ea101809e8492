import type { TAuditEvent } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { AuditHistory } from './audit-history';

const LISTING = '00000000-0000-4000-8000-000000000001';

const event: TAuditEvent = {
  id: '00000000-0000-4000-8000-000000000201',
  listing_id: LISTING,
  kind: 'post',
  platform: 'linkedin',
  output_id: 'p-1',
  content: { text: 'Just listed: 1220 Garcia St NE. Listing courtesy of Jason Lieberman.' },
  findings: [
    {
      category: 'race',
      severity: 'warn',
      phrase: 'exclusive neighborhood',
      reason: 'r',
      suggestion: 's',
      index: 3,
    },
  ],
  accepted_warnings: [
    { category: 'race', phrase: 'exclusive neighborhood', user_id: 'u', accepted_at: '2026-11-20T10:00:00Z' },
  ],
  permission: { granted_by: 'Jason Lieberman', method: 'email', granted_on: '2025-03-01' },
  attribution: { brokerage: 'Sunrise Realty' },
  facts: { price: 224_900, status: 'for_sale' },
  created_at: '2026-11-20T10:00:00Z',
};

describe('AuditHistory', () => {
  it('lists what went out and exports the listing’s trail as CSV or JSON', async () => {
    const api = stubFetch();
    api.route(`GET /api/v1/listings/${LISTING}/audit`, ok({ events: [event] }));
    api.route('GET /api/v1/audit/export', {
      body: 'created_at\r\n',
      headers: {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="audit-${LISTING}.csv"`,
      },
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    const user = userEvent.setup();
    renderApp(<AuditHistory listingId={LISTING} />, { path: '/dashboard', at: '/dashboard' });
    const list = await screen.findByRole('list', { name: 'Published outputs' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('Just listed: 1220 Garcia St NE.');
    expect(item.textContent).toContain(
      '1 finding shown, 1 warning(s) accepted; permission from Jason Lieberman',
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    const exports = api.calls.filter((c) => c.path.startsWith('/api/v1/audit/export'));
    expect(exports.map((c) => c.path)).toEqual([
      `/api/v1/audit/export?listing_id=${LISTING}&format=csv`,
      `/api/v1/audit/export?listing_id=${LISTING}&format=json`,
    ]);
    expect(created).toHaveBeenCalledTimes(2);
  });
});
