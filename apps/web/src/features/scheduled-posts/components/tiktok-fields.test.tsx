import { TIKTOK_DISCLOSURE, TIKTOK_MESSAGES } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, ok, stubFetch } from '../../../testing/fetch-stub';
import { listedReel } from '../../../testing/listed-reel';
import { renderApp } from '../../../testing/render-app';
import { scheduledPost } from '../../../testing/scheduled-post';
import { SchedulePostForm } from './schedule-post-form';
import { ScheduledPostList } from './scheduled-post-list';

const creatorInfo = (direct: boolean) => ({
  username: 'jane.agent',
  nickname: 'Jane Agent',
  privacy_level_options: ['MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
  comment_disabled: false,
  duet_disabled: true,
  stitch_disabled: false,
  max_video_post_duration_sec: 60,
  direct_post: direct,
});

/** The form on TikTok, with the listing's reels and an account that may Direct Post; posts are created. */
async function tiktokForm(reels: ReturnType<typeof listedReel>[]) {
  const net = stubFetch();
  net.route('GET /api/v1/marketing/all-reels', ok(reels));
  net.route('GET /api/v1/connected-accounts/tiktok/creator-info', ok(creatorInfo(true)));
  net.route('POST /api/v1/scheduled-posts', created({}, 'Post scheduled'));
  const user = userEvent.setup();
  renderApp(<SchedulePostForm listingId="l1" />);
  await user.selectOptions(screen.getByLabelText('Platform'), 'tiktok');
  return { net, user };
}

describe('TikTok in the scheduling form', () => {
  it("offers only the account's privacy levels, no default, flags a reel over its maximum, and sends the choice", async () => {
    const { net, user } = await tiktokForm([listedReel('r1'), listedReel('r2', { duration_sec: 90 })]);
    // TikTok's UX guidelines: the creator's nickname shows which account the video goes to.
    expect((await screen.findByTestId('tiktok-creator')).textContent).toBe(
      'Posting as Jane Agent (@jane.agent)',
    );
    expect(screen.queryByText(/inbox/)).toBeNull();
    const privacy = screen.getByLabelText('Who can watch') as HTMLSelectElement;
    expect(privacy.value).toBe('');
    expect([...privacy.options].map((o) => o.textContent)).toEqual([
      'Choose who can watch',
      'Friends',
      'Only me',
    ]);
    // Duet is off on the account: shown unticked and greyed.
    const duet = screen.getByLabelText('Allow Duet') as HTMLInputElement;
    expect([duet.checked, duet.disabled]).toEqual([false, true]);
    // Every interaction starts off: the agent turns on what they want (TikTok's UX guidelines).
    const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
    expect([box('Allow comments').checked, box('Allow Stitch').checked]).toEqual([false, false]);
    // The consent line before the post button, as the guidelines require.
    expect(screen.getByTestId('tiktok-consent').textContent).toBe(TIKTOK_MESSAGES.musicConsent);
    await screen.findByRole('option', { name: /\(r2\)/ });
    await user.selectOptions(screen.getByLabelText(/^Reel/), 'r2');
    expect(screen.getByText(/at most 60 seconds from this account; this reel is 90 seconds/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Reel/), 'r1');
    await user.selectOptions(privacy, 'SELF_ONLY');
    await user.click(screen.getByLabelText('Allow comments'));
    await user.type(screen.getByLabelText('Caption'), 'Two beds, one view');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await expect
      .poll(() => net.calls.find((c) => c.method === 'POST')?.body)
      .toEqual(
        expect.objectContaining({
          platform: 'tiktok',
          reel_id: 'r1',
          text: 'Two beds, one view',
          tiktok: {
            privacy_level: 'SELF_ONLY',
            disable_comment: false,
            disable_duet: true,
            disable_stitch: true,
            brand_organic_toggle: false,
            brand_content_toggle: false,
          },
        }),
      );
    expect(net.calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('photo_ids');
  });

  it('discloses commercial content as the guidelines ask: a choice required, labels, branded never private', async () => {
    const { net, user } = await tiktokForm([listedReel('r1')]);
    await screen.findByTestId('tiktok-creator');
    await screen.findByRole('option', { name: /\(r1\)/ });
    await user.selectOptions(screen.getByLabelText(/^Reel/), 'r1');
    const privacy = screen.getByLabelText('Who can watch') as HTMLSelectElement;
    await user.selectOptions(privacy, 'SELF_ONLY');
    const disclose = screen.getByRole('switch', { name: 'Disclose video content' }) as HTMLInputElement;
    expect(disclose.checked).toBe(false);
    expect(screen.queryByLabelText(/^Your brand/)).toBeNull();
    await user.click(disclose);
    // On with nothing chosen: the post does not go, and TikTok's words say why.
    await user.type(screen.getByLabelText('Caption'), 'My listing');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TIKTOK_DISCLOSURE.chooseOne);
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
    // "Only me": branded content is greyed (it cannot be private).
    const branded = screen.getByLabelText(/^Branded content/) as HTMLInputElement;
    expect(branded.disabled).toBe(true);
    await user.click(screen.getByLabelText(/^Your brand/));
    expect(screen.getByTestId('tiktok-disclosure-label').textContent).toBe(
      "Your video will be labeled as 'Promotional content'.",
    );
    expect(screen.getByTestId('tiktok-consent').textContent).toBe(TIKTOK_MESSAGES.musicConsent);
    await user.selectOptions(privacy, 'MUTUAL_FOLLOW_FRIENDS');
    await user.click(screen.getByLabelText(/^Branded content/));
    expect(screen.getByTestId('tiktok-disclosure-label').textContent).toBe(
      "Your video will be labeled as 'Paid partnership'.",
    );
    expect(screen.getByTestId('tiktok-consent').textContent).toBe(TIKTOK_DISCLOSURE.brandedConsent);
    expect((screen.getByRole('option', { name: 'Only me' }) as HTMLOptionElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await expect
      .poll(() => (net.calls.find((c) => c.method === 'POST')?.body as { tiktok?: unknown })?.tiktok)
      .toMatchObject({
        privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
        brand_organic_toggle: true,
        brand_content_toggle: true,
      });
  });

  it('says the video waits in the TikTok inbox without Direct Post, and shows a sent post as "open TikTok to finish"', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/marketing/all-reels', ok([]));
    net.route('GET /api/v1/connected-accounts/tiktok/creator-info', ok(creatorInfo(false)));
    net.route(
      'GET /api/v1/scheduled-posts',
      ok({
        posts: [
          scheduledPost({
            platform: 'tiktok',
            text: 'Two beds',
            reel_id: 'r1',
            tiktok: {
              privacy_level: 'SELF_ONLY',
              disable_comment: false,
              disable_duet: false,
              disable_stitch: false,
              sent_to_inbox: true,
            },
            status: 'published',
            external_url: 'https://www.tiktok.com/',
            published_at: '2031-01-10T10:00:05Z',
          }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp(
      <>
        <SchedulePostForm listingId="l1" />
        <ScheduledPostList listingId="l1" />
      </>,
    );
    await user.selectOptions(screen.getByLabelText('Platform'), 'tiktok');
    expect(
      await screen.findByText(/Posting as Jane Agent \(@jane\.agent\) · Open TikTok to finish your post/),
    ).toBeTruthy();
    const row = await screen.findByTestId('scheduled-post');
    expect(within(row).getByRole('note').textContent).toContain('Open TikTok to finish your post');
    expect(within(row).getByRole('link', { name: 'Open TikTok' }).getAttribute('href')).toBe(
      'https://www.tiktok.com/',
    );
    expect(within(row).queryByRole('link', { name: 'view post' })).toBeNull();
  });

  it('says a post TikTok is still processing is not failed but still processing at TikTok', async () => {
    const net = stubFetch();
    net.route(
      'GET /api/v1/scheduled-posts',
      ok({
        posts: [
          scheduledPost({
            id: 'p2',
            platform: 'tiktok',
            text: 'Slow moderation',
            reel_id: 'r1',
            tiktok: {
              privacy_level: 'SELF_ONLY',
              disable_comment: true,
              disable_duet: true,
              disable_stitch: true,
            },
            processing_since: '2031-01-10T10:20:00Z',
            status: 'publishing',
          }),
        ],
      }),
    );
    renderApp(<ScheduledPostList listingId="l1" />);
    expect((await screen.findByTestId('still-processing')).textContent).toBe(TIKTOK_MESSAGES.stillProcessing);
  });
});
