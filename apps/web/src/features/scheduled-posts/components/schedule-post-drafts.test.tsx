import type { TDrafts, TMediaPhoto } from '@pp/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { SchedulePostPanel } from './schedule-post-panel';

/** Issue 24: the web's scheduling form starts from the extension's drafts and carries photos. */
const drafts: TDrafts = {
  facebook_marketplace: {
    listing_type: 'sale',
    property_type: 'House',
    bedrooms: 4,
    bathrooms: 2,
    price: 224_900,
    address: '1220 Garcia St NE, Albuquerque, NM 87112',
    square_feet: 1299,
    title: '4 bd house for sale',
    description: 'Marketplace description of 1220 Garcia St NE.',
    photos: [],
  },
  linkedin: { text: 'Just listed: 1220 Garcia St NE, 4 beds, $224,900. #JustListed' },
  twitter: { text: 'Just listed: 1220 Garcia St NE, $224,900.' },
};
const photo = (i: number): TMediaPhoto =>
  ({
    photo_id: `ph${i}`,
    listing_id: 'l1',
    width: 1536,
    height: 1024,
    mime: 'image/jpeg',
    url: `/api/v1/media/photos/ph${i}?sig=s`,
    position: i,
    altered: false,
    source_key: null,
    created_at: '2026-11-01T00:00:00.000Z',
  }) as TMediaPhoto;

function setup() {
  const net = stubFetch();
  net.route('GET /api/v1/scheduled-posts', ok({ posts: [] }));
  net.route('GET /api/v1/listings/l1/photos', ok({ photos: Array.from({ length: 6 }, (_, i) => photo(i)) }));
  net.route('POST /api/v1/scheduled-posts', created({ id: 'p1' }, 'Post scheduled'));
  const user = userEvent.setup();
  renderApp(<SchedulePostPanel listingId="l1" drafts={drafts} />);
  const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Text/ });
  const chosen = () =>
    screen.getAllByRole('button', { pressed: true }).map((b) => b.getAttribute('aria-label'));
  return { net, user, text, chosen };
}

describe('drafts and photos in the scheduling form', () => {
  it('starts from the platform’s draft, follows the platform until the agent types, then keeps their words', async () => {
    const { user, text } = setup();
    expect(text().value).toBe(drafts.linkedin.text);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'twitter');
    expect(text().value).toBe(drafts.twitter.text);
    await user.type(text(), ' Call me!');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'linkedin');
    expect(text().value).toBe(`${drafts.twitter.text} Call me!`);
  });

  it('chooses the first four photos, orders them as picked, holds X to four, and sends them in order', async () => {
    const { net, user, chosen } = setup();
    await screen.findByRole('button', { name: 'Photo 1, chosen 1' });
    expect(chosen()).toEqual([
      'Photo 1, chosen 1',
      'Photo 2, chosen 2',
      'Photo 3, chosen 3',
      'Photo 4, chosen 4',
    ]);
    await user.click(screen.getByRole('button', { name: 'Photo 2, chosen 2' }));
    await user.click(screen.getByRole('button', { name: 'Photo 6' }));
    await user.click(screen.getByRole('button', { name: 'Photo 5' }));
    expect(chosen()).toEqual([
      'Photo 1, chosen 1',
      'Photo 3, chosen 2',
      'Photo 4, chosen 3',
      'Photo 5, chosen 5',
      'Photo 6, chosen 4',
    ]);
    // X takes four: the fifth goes, and the others cannot be added past the limit.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'twitter');
    expect(chosen()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Photo 2' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    const sent = net.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({ photo_ids: ['ph0', 'ph2', 'ph3', 'ph5'], text: drafts.twitter.text });
  });

  it('posts without photos when the agent says so', async () => {
    const { net, user } = setup();
    await screen.findByRole('button', { name: 'Photo 1, chosen 1' });
    await user.click(screen.getByRole('button', { name: 'Post without photos' }));
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    const sent = net.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({ photo_ids: [] });
  });
});
