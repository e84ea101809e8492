import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, ok, stubFetch } from '../../../testing/fetch-stub';
import { listedReel } from '../../../testing/listed-reel';
import { renderApp } from '../../../testing/render-app';
import { SchedulePostForm } from './schedule-post-form';

describe('YouTube Shorts in the scheduling form', () => {
  it("offers the listing's finished reels, a title and privacy, and sends them with the description", async () => {
    const net = stubFetch();
    net.route(
      'GET /api/v1/marketing/all-reels',
      ok([
        listedReel('r1'),
        listedReel('r2', { listing_id: 'other' }),
        listedReel('r3', { status: 'rendering' }),
      ]),
    );
    net.route('POST /api/v1/scheduled-posts', created({}, 'Post scheduled'));
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
