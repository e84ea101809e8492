import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { SchedulePostForm } from './schedule-post-form';

/** A finished reel of listing l1 as GET /marketing/all-reels answers it. */
const reel = (id: string, listingId: string, status = 'success') => ({
  reel_id: id,
  final_video: status === 'success' ? `/api/v1/media/reels/${id}/video?sig=a&exp=9` : null,
  from_platform: 'zillow',
  status,
  created_at: '2031-01-10T10:00:00Z',
  progress: status === 'success' ? 100 : 40,
  error: null,
  listing_id: listingId,
  duration_sec: 30,
  template: 'just_listed',
  style: 'classic',
  track: null,
  poster: null,
  address: `12 Oak St (${id})`,
});

describe('YouTube Shorts in the scheduling form', () => {
  it("offers the listing's finished reels, a title and privacy, and sends them with the description", async () => {
    const net = stubFetch();
    net.route(
      'GET /api/v1/marketing/all-reels',
      ok([reel('r1', 'l1'), reel('r2', 'other'), reel('r3', 'l1', 'rendering')]),
    );
    net.route('POST /api/v1/scheduled-posts', {
      status: 201,
      json: { status: 'success', message: 'Post scheduled', data: {} },
    });
    const user = userEvent.setup();
    renderApp(<SchedulePostForm listingId="l1" />);
    expect(screen.queryByLabelText(/Title/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Platform'), 'youtube');
    const reelSelect = screen.getByLabelText('Reel') as HTMLSelectElement;
    await screen.findByRole('option', { name: /12 Oak St \(r1\)/ });
    // Only this listing's finished reels.
    expect([...reelSelect.options].map((o) => o.value)).toEqual(['', 'r1']);
    await user.selectOptions(reelSelect, 'r1');
    await user.type(screen.getByLabelText(/Title/), 'Sunny loft tour');
    await user.selectOptions(screen.getByLabelText('Who can watch'), 'unlisted');
    await user.type(screen.getByLabelText('Description'), 'Two beds, one view');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await expect
      .poll(() => net.calls.find((c) => c.method === 'POST')?.body)
      .toMatchObject({
        platform: 'youtube',
        reel_id: 'r1',
        text: 'Two beds, one view',
        youtube: { title: 'Sunny loft tour', privacy: 'unlisted' },
      });
  });
});
