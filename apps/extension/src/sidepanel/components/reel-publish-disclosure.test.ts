// @vitest-environment happy-dom
import { TIKTOK_DISCLOSURE, TIKTOK_MESSAGES, type TReel } from '@pp/contract';
import { tiktokCreatorInfo } from '@pp/contract/testing/tiktok-creator-info';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubPanel } from '../../testing/panel-harness';
import { ReelPublish } from './reel-publish';

/**
 * TikTok's commercial content disclosure in "Publish this reel" (issue 27), as the content sharing
 * guidelines lay it out (https://developers.tiktok.com/doc/content-sharing-guidelines).
 */
let routes: ReturnType<typeof stubPanel>['routes'];
let calls: ReturnType<typeof stubPanel>['calls'];
beforeEach(() => {
  ({ routes, calls } = stubPanel());
  routes.set('GET /scheduled-posts', ok({ posts: [] }));
  routes.set(
    'GET /connected-accounts',
    ok({
      accounts: [
        {
          platform: 'tiktok',
          account_name: 'tiktok',
          expires_at: null,
          needs_reconnect: false,
          health: 'connected',
          connected_at: '2026-11-01T00:00:00.000Z',
        },
      ],
    }),
  );
  routes.set(
    'GET /connected-accounts/tiktok/creator-info',
    ok(tiktokCreatorInfo({ username: 'janesells', nickname: 'Jane' })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reel = { reel_id: 'r1', duration_sec: 15, status: 'success', progress: 100 } as TReel;
const publishNow = () => screen.getByRole('button', { name: 'Publish now' }) as HTMLButtonElement;

describe('the TikTok disclosure in the side panel', () => {
  it('needs a kind once switched on, greys branded content while private, labels the video and sends the toggles', async () => {
    render(createElement(ReelPublish, { reel, listingId: 'l1', caption: 'Just listed' }));
    fireEvent.click(await screen.findByLabelText('TikTok'));
    const privacy = (await screen.findByLabelText('TikTok: who can watch')) as HTMLSelectElement;
    await waitFor(() => expect(privacy.disabled).toBe(false));
    fireEvent.change(privacy, { target: { value: 'SELF_ONLY' } });
    expect(publishNow().disabled).toBe(false);
    const disclose = screen.getByRole('switch', { name: 'Disclose video content' }) as HTMLInputElement;
    expect(disclose.checked).toBe(false);
    fireEvent.click(disclose);
    // On with neither kind chosen: the button stays off and says why.
    expect(publishNow().disabled).toBe(true);
    expect(screen.getByTestId('reel-needs').textContent).toContain(TIKTOK_DISCLOSURE.chooseOne);
    // "Only me": branded content cannot be chosen.
    expect((screen.getByLabelText(TIKTOK_DISCLOSURE.brandedContent) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(TIKTOK_DISCLOSURE.yourBrand));
    expect(publishNow().disabled).toBe(false);
    expect(screen.getByTestId('tiktok-disclosure-label').textContent).toBe(
      "Your video will be labeled as 'Promotional content'.",
    );
    expect(screen.getByTestId('tiktok-consent').textContent).toBe(TIKTOK_MESSAGES.musicConsent);
    fireEvent.change(privacy, { target: { value: 'PUBLIC_TO_EVERYONE' } });
    fireEvent.click(screen.getByLabelText(TIKTOK_DISCLOSURE.brandedContent));
    expect(screen.getByTestId('tiktok-disclosure-label').textContent).toBe(
      "Your video will be labeled as 'Paid partnership'.",
    );
    expect(screen.getByTestId('tiktok-consent').textContent).toBe(TIKTOK_DISCLOSURE.brandedConsent);
    expect((screen.getByRole('option', { name: 'Only me' }) as HTMLOptionElement).disabled).toBe(true);
    routes.set('POST /scheduled-posts', () => ({
      status: 201,
      json: { status: 'success', message: 'ok', data: {} },
    }));
    fireEvent.click(publishNow());
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /scheduled-posts')?.body).toMatchObject({
        tiktok: {
          privacy_level: 'PUBLIC_TO_EVERYONE',
          brand_organic_toggle: true,
          brand_content_toggle: true,
        },
      }),
    );
  });
});
