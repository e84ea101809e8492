import {
  REEL_MESSAGES,
  STORAGE_KEYS,
  type TDrafts,
  type TListingSummary,
  type TMediaPhoto,
} from '@pp/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { mediaPhoto, photoId } from '../../../testing/media-photo';
import { renderApp } from '../../../testing/render-app';
import { NewReel } from './new-reel';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
});

const L1 = '11111111-1111-4111-8111-111111111111';
const L2 = '22222222-2222-4222-8222-222222222222';
const listing = (id: string, over: Partial<TListingSummary> = {}): TListingSummary => ({
  listing_id: id,
  source: 'zillow',
  url: 'https://www.zillow.com/homedetails/1',
  status: 'for_sale',
  price: 1_250_000,
  address: { street: '12 Oak St', city: 'Austin', state: 'TX', postal_code: '78701' },
  photo: null,
  page: { slug: `12-oak-st-${id.slice(0, 4)}`, url: `/p/12-oak-st-${id.slice(0, 4)}`, published: true },
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...over,
});
const photo = (n: number, listingId = L1) => mediaPhoto(n, listingId);
const DRAFTS: TDrafts = {
  facebook_marketplace: {
    listing_type: 'sale',
    property_type: 'House',
    bedrooms: 3,
    bathrooms: 2,
    price: 1_250_000,
    address: '12 Oak St, Austin, TX 78701',
    square_feet: 1850,
    title: '3 bd house for sale',
    description: 'Marketplace description.',
    photos: [],
  },
  linkedin: { text: 'Just listed: 12 Oak St, Austin. Three bedrooms and a garden. #JustListed' },
  twitter: { text: 'Just listed: 12 Oak St, Austin, $1,250,000.' },
};

function stubListing(api: ReturnType<typeof stubFetch>, listings: TListingSummary[], photos: TMediaPhoto[]) {
  api.route('GET /api/v1/listings', ok({ listings, total: listings.length, page: 1, page_size: 20 }));
  for (const l of listings)
    api.route(
      `GET /api/v1/listings/${l.listing_id}/photos`,
      ok({ photos: photos.filter((p) => p.listing_id === l.listing_id) }),
    );
}

/** The chosen-photo list once the listing's photos arrived (generous: CI machines are shared). */
const photosShown = (n: number) =>
  waitFor(() => expect(screen.getAllByTestId('chosen-photo')).toHaveLength(n), { timeout: 5000 });

const order = () =>
  screen.getAllByTestId('chosen-photo').map((li) => li.querySelector('img')?.getAttribute('src'));

describe('NewReel', { timeout: 20_000 }, () => {
  it("chooses the listing's photos, reorders them, marks one altered, one whole, and creates the reel", async () => {
    const api = stubFetch();
    stubListing(api, [listing(L1)], [photo(1), photo(2), photo(3)]);
    api.route('POST /api/v1/marketing/reels', (call) => ({
      status: 201,
      json: {
        status: 'success',
        message: 'Reel queued',
        data: {
          reel_id: 'r1',
          final_video: null,
          from_platform: 'zillow',
          status: 'queued',
          created_at: '2026-11-20T10:00:00Z',
          progress: 0,
          error: null,
          listing_id: L1,
          duration_sec: 15,
          template: 'open_house',
          address: '12 Oak St, Austin',
          echo: call.body,
        },
      },
    }));
    const u = userEvent.setup();
    const view = renderApp(<NewReel />, { path: '/dashboard/create-reel/new' });
    await photosShown(3);
    expect(order()).toEqual([photo(1).url, photo(2).url, photo(3).url]);
    // The default headline follows the listing's status.
    expect((screen.getByRole('radio', { name: 'Just listed' }) as HTMLInputElement).checked).toBe(true);

    await u.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(order()).toEqual([photo(1).url, photo(3).url, photo(2).url]);
    await u.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(order()).toEqual([photo(3).url, photo(1).url, photo(2).url]);
    // Drag the last photo onto the first.
    const items = screen.getAllByTestId('chosen-photo');
    fireEvent.dragStart(items[2]!, { dataTransfer: { setData() {}, getData: () => '2', effectAllowed: '' } });
    fireEvent.dragOver(items[0]!, { dataTransfer: {} });
    fireEvent.drop(items[0]!, { dataTransfer: { getData: () => '2' } });
    expect(order()).toEqual([photo(2).url, photo(3).url, photo(1).url]);
    // Take one out in the library, mark one altered.
    await u.click(screen.getByRole('button', { name: 'Photo 1' }));
    expect(order()).toEqual([photo(2).url, photo(3).url]);
    await u.click(screen.getByRole('checkbox', { name: 'Digitally altered (photo 2)' }));
    await u.click(screen.getByRole('checkbox', { name: /^Whole photo \(photo 1\)/ }));

    await u.click(screen.getByRole('radio', { name: '15 s' }));
    await u.click(screen.getByRole('radio', { name: 'Open house' }));
    await u.click(screen.getByRole('switch', { name: /Music/ }));
    await u.click(screen.getByRole('button', { name: 'Create reel' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/create-reel'));
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      listing_id: L1,
      photos: [
        { photo_id: photoId(2), framing: 'fit' },
        { photo_id: photoId(3), altered: true },
      ],
      duration_sec: 15,
      template: 'open_house',
      style: 'classic',
      music: false,
    });
  });

  it('asks for photos before creating, and defaults a sold listing to Just sold', async () => {
    const api = stubFetch();
    stubListing(
      api,
      [
        listing(L1),
        listing(L2, {
          status: 'sold',
          address: { street: '9 Elm Rd', city: 'Dallas', state: 'TX', postal_code: null },
        }),
      ],
      [photo(1)],
    );
    const u = userEvent.setup();
    renderApp(<NewReel />);
    await photosShown(1);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Listing' }), L2);
    expect((screen.getByRole('radio', { name: 'Just sold' }) as HTMLInputElement).checked).toBe(true);
    await screen.findByText('This listing has no photos yet: upload some below.');
    await u.click(screen.getByRole('button', { name: 'Create reel' }));
    await screen.findByText('Choose at least one photo');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('uploads photos to the listing and adds them to the reel', async () => {
    const api = stubFetch();
    stubListing(api, [listing(L1)], [photo(1)]);
    api.route('POST /api/v1/media/photos', (call) => {
      const form = call.body as FormData;
      expect(form.get('listing_id')).toBe(L1);
      expect(form.getAll('photos')).toHaveLength(2);
      return {
        status: 201,
        json: { status: 'success', message: 'Photos uploaded', data: { photos: [photo(7), photo(8)] } },
      };
    });
    const u = userEvent.setup();
    renderApp(<NewReel />);
    await photosShown(1);
    const files = [
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    await u.upload(screen.getByLabelText('Upload photos'), files);
    await waitFor(() => expect(order()).toEqual([photo(1).url, photo(7).url, photo(8).url]));
    expect(screen.getByRole('button', { name: 'Photo 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("says 'No credits left' with a link to pricing when the server answers 402", async () => {
    const api = stubFetch();
    stubListing(api, [listing(L1)], [photo(1)]);
    api.route('POST /api/v1/marketing/reels', fail(402, 'No credits left'));
    const u = userEvent.setup();
    const view = renderApp(<NewReel />);
    await photosShown(1);
    await u.click(screen.getByRole('button', { name: 'Create reel' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No credits left');
    expect(within(alert).getByRole('link', { name: 'Buy reel credits' }).getAttribute('href')).toBe(
      '/dashboard/pricing',
    );
    expect(view.location()).toBe('/');
  });

  it('captions from a draft (prefilled, switchable, edited), a look, a track and feed sizes go into the request', async () => {
    const api = stubFetch();
    stubListing(api, [listing(L1)], [photo(1)]);
    api.route(`GET /api/v1/listings/${L1}`, ok({ listing_id: L1, drafts: DRAFTS }));
    api.route('POST /api/v1/marketing/reels', fail(402, 'No credits left'));
    const u = userEvent.setup();
    renderApp(<NewReel />);
    await photosShown(1);
    // No drafts are fetched until captions are on.
    expect(api.calls.some((c) => c.path === `/api/v1/listings/${L1}`)).toBe(false);
    await u.click(screen.getByRole('switch', { name: /Captions/ }));
    const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Caption text' });
    await waitFor(() => expect(text().value).toBe(DRAFTS.twitter.text));
    await u.click(screen.getByRole('radio', { name: 'Your LinkedIn post' }));
    expect(text().value).toBe(DRAFTS.linkedin.text);
    await u.clear(text());
    await u.type(text(), 'Sun-filled rooms, a chef’s kitchen. Open Sunday!');
    await u.click(screen.getByRole('radio', { name: 'Bold' }));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Track' }), 'city_lights');
    // 9:16 is always made; 1:1 ticked.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /9:16/ }).disabled).toBe(true);
    await u.click(screen.getByRole('checkbox', { name: /1:1/ }));
    await u.click(screen.getByRole('button', { name: 'Create reel' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      style: 'bold',
      music: true,
      track: 'city_lights',
      captions: true,
      caption_text: 'Sun-filled rooms, a chef’s kitchen. Open Sunday!',
      sizes: ['9:16', '1:1'],
    });
  });

  it('asks for caption text before sending, and shows what the server refused in it', async () => {
    const api = stubFetch();
    stubListing(api, [listing(L1)], [photo(1)]);
    api.route(`GET /api/v1/listings/${L1}`, ok({ listing_id: L1, drafts: DRAFTS }));
    const reason = 'Describe the home, not who should live there.';
    api.route('POST /api/v1/marketing/reels', {
      status: 422,
      json: {
        status: 'error',
        message: 'This post has wording that cannot be published.',
        findings: [{ category: 'familial_status', severity: 'block', phrase: 'no kids', reason, index: 0 }],
        claims: [],
      },
    });
    const u = userEvent.setup();
    renderApp(<NewReel />);
    await photosShown(1);
    await u.click(screen.getByRole('switch', { name: /Captions/ }));
    const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Caption text' });
    await waitFor(() => expect(text().value).toBe(DRAFTS.twitter.text));
    await u.clear(text());
    await u.click(screen.getByRole('button', { name: 'Create reel' }));
    await screen.findByText(REEL_MESSAGES.captionTextMissing);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await u.type(text(), 'Adults only, no kids.');
    await u.click(screen.getByRole('button', { name: 'Create reel' }));
    const list = await screen.findByRole('list', { name: 'Caption findings' });
    expect(list.textContent).toContain(reason);
  });

  it('tells an agent without listings how to save one', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/listings', ok({ listings: [], total: 0, page: 1, page_size: 20 }));
    renderApp(<NewReel />);
    await screen.findByRole('heading', { name: 'Save a listing first' });
  });
});
