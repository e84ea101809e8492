import type { TMediaPhoto } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { mediaPhoto, photoId } from '../../../testing/media-photo';
import { renderApp } from '../../../testing/render-app';
import { ListingPhotos } from './listing-photos';

const LISTING = '00000000-0000-4000-8000-000000000001';
const photo = (n: number, over: Partial<TMediaPhoto> = {}) => mediaPhoto(n, LISTING, over);

const render = () =>
  renderApp(<ListingPhotos listingId={LISTING} />, {
    path: '/dashboard/listings/:id',
    at: `/dashboard/listings/${LISTING}`,
  });

describe('ListingPhotos', () => {
  it('shows the photos in their order with the cover first, and marks one digitally altered', async () => {
    const api = stubFetch();
    api.route(
      `GET /api/v1/listings/${LISTING}/photos`,
      ok({ photos: [photo(0), photo(1, { altered: true }), photo(2)] }),
    );
    api.route(`PUT /api/v1/listings/${LISTING}/photos/${photoId(2)}`, ok(null, 'Photo updated'));
    const user = userEvent.setup();
    render();
    const strip = await screen.findByRole('list', { name: 'Listing photos' });
    const items = within(strip).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('img').getAttribute('alt'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(within(items[0]!).getByText('Cover')).toBeTruthy();
    expect(within(items[1]!).queryByText('Cover')).toBeNull();
    // The strip's 176 px tiles load the small copy, not the full-size original (issue 24).
    expect(within(items[0]!).getByRole('img').getAttribute('src')).toBe(`${photo(0).url}&w=480`);
    const box = (n: number) => screen.getByRole('checkbox', { name: `Digitally altered (photo ${n})` });
    expect((box(2) as HTMLInputElement).checked).toBe(true);

    await user.click(box(3));
    expect((box(3) as HTMLInputElement).checked).toBe(true);
    await screen.findByText('Photo labelled digitally altered');
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      path: `/api/v1/listings/${LISTING}/photos/${photoId(2)}`,
      body: { altered: true },
    });
  });

  it('makes a photo the cover, in the strip at once and on the server', async () => {
    const api = stubFetch();
    const reordered = [photo(2, { position: 0 }), photo(0, { position: 1 }), photo(1, { position: 2 })];
    // The server's order: the new one once the move was sent.
    api.route(`GET /api/v1/listings/${LISTING}/photos`, () =>
      ok({ photos: api.calls.some((c) => c.method === 'PUT') ? reordered : [photo(0), photo(1), photo(2)] }),
    );
    api.route(`PUT /api/v1/listings/${LISTING}/photos/${photoId(2)}`, ok(null, 'Photo updated'));
    const user = userEvent.setup();
    render();
    const strip = await screen.findByRole('list', { name: 'Listing photos' });
    const order = () =>
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')?.split('?')[0]?.split('/').at(-1));
    expect(screen.queryByRole('button', { name: 'Make cover (photo 1)' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Make cover (photo 3)' }));
    expect(order()).toEqual([photoId(2), photoId(0), photoId(1)]);
    await screen.findByText('Cover photo changed');
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/v1/listings/${LISTING}/photos/${photoId(2)}`,
      body: { position: 0 },
    });
    expect(within(within(strip).getAllByRole('listitem')[0]!).getByText('Cover')).toBeTruthy();
  });

  it('turns the box back and says why when the server refuses', async () => {
    const api = stubFetch();
    api.route(`GET /api/v1/listings/${LISTING}/photos`, ok({ photos: [photo(0)] }));
    api.route(`PUT /api/v1/listings/${LISTING}/photos/${photoId(0)}`, fail(404, 'Photo not found'));
    const user = userEvent.setup();
    render();
    const box = await screen.findByRole('checkbox', { name: 'Digitally altered (photo 1)' });
    await user.click(box);
    await screen.findByText('Photo not found');
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('asks for the original of an altered photo and uploads it (California B&P Code §10140.8)', async () => {
    const api = stubFetch();
    const original = { photo_id: photoId(9), url: `/api/v1/media/photos/${photoId(9)}?sig=s&exp=1` };
    api.route(`GET /api/v1/listings/${LISTING}/photos`, () =>
      ok({
        photos: [
          photo(0, { altered: true, original: api.calls.some((c) => c.method === 'POST') ? original : null }),
          photo(1),
        ],
      }),
    );
    api.route(
      `POST /api/v1/media/photos/${photoId(0)}/original`,
      ok(photo(0, { altered: true, original }), 'Original photo saved'),
    );
    const user = userEvent.setup();
    render();
    await screen.findByText('Original missing: needed to publish');
    // A photo not marked altered asks for nothing.
    expect(screen.queryByLabelText('Upload original (photo 2)')).toBeNull();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'original.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Upload original (photo 1)'), file);
    await screen.findByText('Original photo saved');
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe(`/api/v1/media/photos/${photoId(0)}/original`);
    expect((post.body as FormData).get('photos')).toBeInstanceOf(File);
    const kept = await screen.findByRole('link', { name: 'Original kept (photo 1)' });
    expect(kept.getAttribute('href')).toBe(original.url);
  });

  it('says how photos arrive when there are none', async () => {
    const api = stubFetch();
    api.route(`GET /api/v1/listings/${LISTING}/photos`, ok({ photos: [] }));
    render();
    await screen.findByText(/The extension adds the listing’s photos when you save the listing/);
  });
});
