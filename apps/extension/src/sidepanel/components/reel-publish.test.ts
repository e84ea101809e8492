// @vitest-environment happy-dom
import { TIKTOK_MESSAGES, type TReel, type TScheduledPost } from '@pp/contract';
import { connectedAccount } from '@pp/contract/testing/connected-account';
import { tiktokCreatorInfo } from '@pp/contract/testing/tiktok-creator-info';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubPanel } from '../../testing/panel-harness';
import { scheduledPost } from '../../testing/scheduled-post';
import { ReelPublish } from './reel-publish';

/** "Publish this reel" (issue 27) as the agent sees it, through the real handlers (panel-harness). */
let routes: ReturnType<typeof stubPanel>['routes'];
let calls: ReturnType<typeof stubPanel>['calls'];

beforeEach(() => {
  ({ routes, calls } = stubPanel());
  routes.set('GET /scheduled-posts', ok({ posts: [] }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = { id: 'pg1', name: 'Jane Realty', instagram: { id: 'ig1', username: 'janerealty' } };
const reel = { reel_id: 'r1', duration_sec: 15, status: 'success', progress: 100 } as TReel;
const post = (platform: TScheduledPost['platform'], over: Partial<TScheduledPost> = {}) =>
  scheduledPost({ id: `p-${platform}`, platform, ...over });
const creatorInfo = tiktokCreatorInfo({
  username: 'janesells',
  nickname: 'Jane',
  privacy_level_options: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
  duet_disabled: true,
  direct_post: false,
});
const show = () => render(createElement(ReelPublish, { reel, listingId: 'l1', caption: 'Just listed' }));
const publishNow = () => screen.getByRole('button', { name: 'Publish now' }) as HTMLButtonElement;

describe('Publish this reel', () => {
  it('offers the connected platforms only, and links the rest to the web app', async () => {
    routes.set(
      'GET /connected-accounts',
      ok({ accounts: [connectedAccount('tiktok'), connectedAccount('facebook', { page })] }),
    );
    show();
    const where = await screen.findByRole('group', { name: 'Where' });
    expect(
      within(where)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Instagram', 'Facebook Page', 'TikTok']);
    expect(screen.getByText(/Not connected: YouTube Shorts, LinkedIn, X/)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Connect on the web app' });
    expect(link.getAttribute('href')).toMatch(/\/dashboard\/profile$/);
    expect(publishNow().disabled).toBe(true);
  });

  it("asks TikTok's privacy from the account's own levels with none chosen, and a YouTube title", async () => {
    routes.set(
      'GET /connected-accounts',
      ok({ accounts: [connectedAccount('tiktok'), connectedAccount('youtube')] }),
    );
    routes.set('GET /connected-accounts/tiktok/creator-info', ok(creatorInfo));
    show();
    fireEvent.click(await screen.findByLabelText('TikTok'));
    const privacy = (await screen.findByLabelText('TikTok: who can watch')) as HTMLSelectElement;
    await waitFor(() => expect(privacy.disabled).toBe(false));
    expect(privacy.value).toBe('');
    expect([...privacy.options].map((o) => o.text)).toEqual(['Choose who can watch', 'Followers', 'Only me']);
    expect(screen.getByText(/Open TikTok to finish your post/)).toBeTruthy();
    // TikTok's UX guidelines: the creator's nickname, and each interaction off until turned on;
    // Duet, turned off on the account, greyed out.
    expect(screen.getByTestId('tiktok-creator').textContent).toMatch(
      /^Posting to TikTok as Jane \(@janesells\)/,
    );
    const box = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
    expect(
      [box(/Allow comments/), box(/Allow Duet/), box(/Allow Stitch/)].map((b) => [b.checked, b.disabled]),
    ).toEqual([
      [false, false],
      [false, true],
      [false, false],
    ]);
    expect(screen.getByTestId('tiktok-consent').textContent).toBe(TIKTOK_MESSAGES.musicConsent);
    expect(publishNow().disabled).toBe(true);
    fireEvent.change(privacy, { target: { value: 'SELF_ONLY' } });
    expect(publishNow().disabled).toBe(false);
    fireEvent.click(screen.getByLabelText('YouTube Shorts'));
    expect(screen.getByTestId('reel-needs').textContent).toBe(
      'YouTube Shorts: Give the YouTube video a title',
    );
    expect(publishNow().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/YouTube title/), { target: { value: 'Tour of 12 Elm St' } });
    expect(publishNow().disabled).toBe(false);
    expect(screen.getByTestId('reel-cost').textContent).toMatch(/Costs no credit/);
  });

  it('publishes to each platform and shows each outcome: the link, TikTok to finish, the findings', async () => {
    routes.set(
      'GET /connected-accounts',
      ok({
        accounts: [
          connectedAccount('tiktok'),
          connectedAccount('facebook', { page }),
          connectedAccount('linkedin'),
        ],
      }),
    );
    routes.set('GET /connected-accounts/tiktok/creator-info', ok(creatorInfo));
    routes.set('GET /connected-accounts/facebook/pages', ok({ pages: [page] }));
    routes.set(
      'GET /connected-accounts/facebook/instagram-limit',
      ok({ quota_usage: 1, quota_total: 100, reached: false }),
    );
    routes.set('POST /scheduled-posts', (body) => {
      const b = body as { platform: TScheduledPost['platform'] };
      if (b.platform === 'linkedin')
        return {
          status: 422,
          json: {
            status: 'error',
            message: 'This post contains wording that must be changed before it can be published.',
            findings: [
              {
                category: 'familial_status',
                severity: 'block',
                phrase: 'no kids',
                reason: 'Excluding families with children is illegal.',
                suggestion: 'Describe the home instead.',
                index: 4,
              },
            ],
          },
        };
      return { status: 201, ...ok(post(b.platform), 'Post is being published') };
    });
    routes.set(
      'GET /scheduled-posts',
      ok({
        posts: [
          post('instagram', { status: 'published', external_url: 'https://www.instagram.com/reel/abc/' }),
          post('tiktok', {
            status: 'published',
            tiktok: {
              privacy_level: 'SELF_ONLY',
              disable_comment: false,
              disable_duet: true,
              disable_stitch: false,
              sent_to_inbox: true,
            },
          }),
        ],
      }),
    );
    show();
    for (const name of ['Instagram', 'TikTok', 'LinkedIn'])
      fireEvent.click(await screen.findByLabelText(name));
    const privacy = (await screen.findByLabelText('TikTok: who can watch')) as HTMLSelectElement;
    await waitFor(() => expect(privacy.disabled).toBe(false));
    fireEvent.change(privacy, { target: { value: 'SELF_ONLY' } });
    fireEvent.click(screen.getByLabelText(/Allow comments/));
    fireEvent.click(publishNow());

    const status = await screen.findByRole('list', { name: 'Where the reel went' });
    // The list is read again while a post publishes (every 3 s): the published link arrives with it.
    await waitFor(() => expect(within(status).getByRole('link', { name: 'View post' })).toBeTruthy(), {
      timeout: 5000,
    });
    expect(within(status).getByRole('link', { name: 'View post' }).getAttribute('href')).toBe(
      'https://www.instagram.com/reel/abc/',
    );
    expect(within(status).getByText(/Open TikTok to finish/)).toBeTruthy();
    expect(within(status).getByTestId('claims-refused').textContent).toMatch(
      /“no kids”: Excluding families with children is illegal\. Describe the home instead\./,
    );
    const sent = calls.filter((c) => c.key === 'POST /scheduled-posts').map((c) => c.body);
    expect(sent).toEqual([
      expect.objectContaining({ platform: 'instagram', reel_id: 'r1', text: 'Just listed' }),
      expect.objectContaining({
        platform: 'tiktok',
        reel_id: 'r1',
        tiktok: {
          privacy_level: 'SELF_ONLY',
          disable_comment: false,
          disable_duet: true,
          disable_stitch: true,
          brand_organic_toggle: false,
          brand_content_toggle: false,
        },
      }),
      expect.objectContaining({ platform: 'linkedin', reel_id: 'r1' }),
    ]);
    expect(sent.every((b) => !('publish_at' in (b as object)))).toBe(true);
  });

  it('sends the Page chosen for these posts without changing the account’s, and shows Instagram’s limit', async () => {
    const team = { id: 'pg2', name: 'Oak Street Team', instagram: { id: 'ig2', username: 'oakteam' } };
    routes.set('GET /connected-accounts', ok({ accounts: [connectedAccount('facebook', { page })] }));
    routes.set('GET /connected-accounts/facebook/pages', ok({ pages: [page, team] }));
    routes.set(
      'GET /connected-accounts/facebook/instagram-limit',
      ok({ quota_usage: 100, quota_total: 100, reached: true }),
    );
    routes.set('POST /scheduled-posts', (body) => ({
      status: 201,
      ...ok(post((body as { platform: TScheduledPost['platform'] }).platform), 'Post is being published'),
    }));
    show();
    fireEvent.click(await screen.findByLabelText('Instagram'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Facebook Page' }));
    const select = (await screen.findByRole('combobox', { name: 'Facebook Page' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('pg1');
    expect(screen.getByText(/your default Page stays Jane Realty/)).toBeTruthy();
    fireEvent.change(select, { target: { value: 'pg2' } });
    expect((await screen.findByTestId('instagram-limit')).textContent).toBe(
      "Instagram's limit of 100 API posts in 24 hours is reached (100 used). The post will be tried again later.",
    );
    const limitPages = calls.filter((c) => c.key === 'GET /connected-accounts/facebook/instagram-limit');
    expect(limitPages.map((c) => new URLSearchParams(c.query).get('page_id'))).toEqual(['pg1', 'pg2']);
    fireEvent.click(publishNow());
    await screen.findByRole('list', { name: 'Where the reel went' });
    const sent = calls.filter((c) => c.key === 'POST /scheduled-posts').map((c) => c.body);
    expect(sent).toEqual([
      expect.objectContaining({ platform: 'instagram', page_id: 'pg2' }),
      expect.objectContaining({ platform: 'facebook_page', page_id: 'pg2' }),
    ]);
    // The account's Page is never changed from here (that was the old, account-wide picker).
    expect(calls.some((c) => c.key === 'PUT /connected-accounts/facebook/page')).toBe(false);
  });

  it('shows the reel’s earlier posts and their outcomes from the API after a reload', async () => {
    routes.set(
      'GET /connected-accounts',
      ok({ accounts: [connectedAccount('tiktok'), connectedAccount('youtube')] }),
    );
    routes.set(
      'GET /scheduled-posts',
      ok({
        posts: [
          post('youtube', { id: 'y1', status: 'published', external_url: 'https://youtube.com/shorts/abc' }),
          post('tiktok', { id: 't1', processing_since: '2026-11-26T08:20:00.000Z' }),
          post('linkedin', {
            id: 'l1',
            status: 'failed',
            error: 'LinkedIn refused the post: "Video too short".',
          }),
          post('instagram', { id: 'other', reel_id: 'r2', status: 'published' }),
        ],
      }),
    );
    show();
    const status = await screen.findByRole('list', { name: 'Where the reel went' });
    const rows = within(status)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'YouTube ShortsPublished · View post',
      `TikTok${TIKTOK_MESSAGES.stillProcessing}`,
      'LinkedInLinkedIn refused the post: "Video too short".',
    ]);
    expect(within(status).getByRole('link', { name: 'View post' }).getAttribute('href')).toBe(
      'https://youtube.com/shorts/abc',
    );
    expect(calls.filter((c) => c.key === 'POST /scheduled-posts')).toHaveLength(0);
  });
});
