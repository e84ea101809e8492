// @vitest-environment happy-dom
import type { TDrafts, TListing, TReel } from '@pp/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubPanel } from '../../testing/panel-harness';
import { initialReelState } from '../reel-state';
import { type MadeReel, ReelPanel } from './reel-panel';

/**
 * The Reel tab keeps the reel made in this visit with the panel, not in itself: the e2e test
 * extension-reel-scheduled found that going to the X tab and back dropped the finished reel and its
 * "Publish this reel" card (the credit spent, the reel no longer offered).
 */
let routes: ReturnType<typeof stubPanel>['routes'];

beforeEach(() => {
  ({ routes } = stubPanel());
  routes.set('GET /scheduled-posts', ok({ posts: [] }));
  routes.set('GET /connected-accounts', ok({ accounts: [] }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listing = { status: 'for_sale', photos: ['https://photos.zillowstatic.com/p1.jpg'] } as TListing;
const drafts = { twitter: { text: 'Just listed!' }, linkedin: { text: 'A post.' } } as TDrafts;
const reel = (over: Partial<TReel>): TReel => ({
  reel_id: 'r1',
  final_video: '/api/v1/media/reels/r1/video?sig=s',
  from_platform: 'zillow',
  status: 'success',
  created_at: '2026-11-26T14:00:00.000Z',
  progress: 100,
  error: null,
  listing_id: 'l1',
  duration_sec: 15,
  template: 'just_listed',
  style: 'classic',
  track: null,
  poster: null,
  address: '1220 Garcia St NE, Albuquerque',
  captions: false,
  outputs: [],
  ...over,
});

/** The panel as side-panel-app holds it: the made reel kept above the tab, the tab shown or not. */
function Panel({ first, onMade }: { first: MadeReel | null; onMade: (m: MadeReel) => void }) {
  const [made, setMade] = useState(first);
  const [tab, setTab] = useState<'reel' | 'x'>('reel');
  return createElement(
    'div',
    null,
    createElement(
      'button',
      { type: 'button', onClick: () => setTab(tab === 'reel' ? 'x' : 'reel') },
      'switch',
    ),
    tab === 'reel' &&
      createElement(ReelPanel, {
        listing,
        listingId: 'l1',
        user: null,
        drafts,
        state: initialReelState(listing),
        setState: () => undefined,
        made,
        onMade: (m: MadeReel) => {
          onMade(m);
          setMade(m);
        },
        onCreated: () => undefined,
      }),
  );
}

describe('the Reel tab', () => {
  it('shows the reel made in this visit again after another tab, with its publish card', async () => {
    render(createElement(Panel, { first: { reel: reel({}), skipped: 0 }, onMade: () => undefined }));
    await screen.findByRole('region', { name: 'Publish this reel' });
    screen.getByRole('button', { name: 'switch' }).click();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Publish this reel' })).toBeNull());
    screen.getByRole('button', { name: 'switch' }).click();
    await screen.findByRole('region', { name: 'Publish this reel' });
    expect(screen.getByText('Your reel is ready')).toBeTruthy();
  });

  it('keeps the finished reel as last read, so coming back does not start from "rendering"', async () => {
    routes.set('GET /marketing/reels/r1', ok(reel({})));
    const kept: MadeReel[] = [];
    render(
      createElement(Panel, {
        first: { reel: reel({ status: 'rendering', progress: 40 }), skipped: 2 },
        onMade: (m) => kept.push(m),
      }),
    );
    await screen.findByRole('region', { name: 'Publish this reel' }, { timeout: 4000 });
    expect(kept).toEqual([{ reel: reel({}), skipped: 2 }]);
  });

  it('docks Create until a reel is started, and lets the finished reel’s cards scroll: its publish card is not covered', async () => {
    const before = render(createElement(Panel, { first: null, onMade: () => undefined }));
    const create = screen.getByRole('button', { name: 'Create reel' });
    expect(create.closest('.publish-bar')?.classList.contains('publish-bar-inline')).toBe(false);
    before.unmount();

    // While it renders the progress sticks under the header; Create is no longer the tab's one action.
    const rendering = render(
      createElement(Panel, {
        first: { reel: reel({ status: 'rendering', progress: 40 }), skipped: 0 },
        onMade: () => undefined,
      }),
    );
    expect(rendering.container.querySelector('.reel-status')?.classList.contains('reel-status-live')).toBe(
      true,
    );
    rendering.unmount();

    const done = render(
      createElement(Panel, { first: { reel: reel({}), skipped: 0 }, onMade: () => undefined }),
    );
    await screen.findByRole('region', { name: 'Publish this reel' });
    expect(done.container.querySelector('.reel-status')?.classList.contains('reel-status-live')).toBe(false);
    const another = screen.getByRole('button', { name: 'Create another reel' });
    expect(another.closest('.publish-bar')?.classList.contains('publish-bar-inline')).toBe(true);
  });

  it('holds Create and the finished reel’s Publish while the price, status or address wait for the agent', async () => {
    const held = 'Confirm the price read from the page to publish.';
    const props = {
      listing,
      listingId: 'l1',
      user: null,
      drafts,
      state: initialReelState(listing),
      setState: () => undefined,
      onMade: () => undefined,
      onCreated: () => undefined,
      confirmReason: held,
    };
    const before = render(createElement(ReelPanel, { ...props, made: null }));
    expect((screen.getByRole('button', { name: 'Create reel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('publish-blocked').textContent).toBe(held);
    before.unmount();

    render(createElement(ReelPanel, { ...props, made: { reel: reel({}), skipped: 0 } }));
    expect((await screen.findByTestId('reel-held')).textContent).toBe(held);
    expect((screen.getByRole('button', { name: 'Publish now' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
