import { SOCIAL_MESSAGES, TIKTOK_DISCLOSURE, TIKTOK_MESSAGES, type TScheduledPost } from '@pp/contract';
import { connectedAccount } from '@pp/contract/testing/connected-account';
import { tiktokCreatorInfo } from '@pp/contract/testing/tiktok-creator-info';
import { describe, expect, it } from 'vitest';
import {
  missingOptions,
  postOutcome,
  type ReelPublishChoice,
  reelChoices,
  reelCostLine,
  reelRequests,
} from './reel-publish-state';

const page = { id: 'pg1', name: 'Jane Realty', instagram: { id: 'ig1', username: 'janerealty' } };
const tiktok = tiktokCreatorInfo({
  username: 'jane',
  nickname: 'Jane',
  comment_disabled: true,
  max_video_post_duration_sec: 30,
  direct_post: false,
});
const choice = (over: Partial<ReelPublishChoice> = {}): ReelPublishChoice => ({
  platforms: [],
  caption: 'Just listed',
  tiktokPrivacy: '',
  youtubeTitle: '',
  youtubePrivacy: 'public',
  pageId: '',
  linkInReply: true,
  tiktokAllow: { comment: false, duet: false, stitch: false },
  tiktokDisclosure: { disclose: false, yourBrand: false, branded: false },
  ...over,
});

describe('reelChoices', () => {
  it('offers only working connections; Instagram needs a Page with a professional account', () => {
    const { connected, missing } = reelChoices([
      connectedAccount('tiktok'),
      connectedAccount('youtube', { health: 'expired' }),
      connectedAccount('facebook', { page: { ...page, instagram: null } }),
      connectedAccount('linkedin', { health: 'expiring' }),
    ]);
    expect(connected).toEqual(['facebook_page', 'tiktok', 'linkedin']);
    expect(missing).toEqual(['instagram', 'youtube', 'twitter']);
    expect(reelChoices([connectedAccount('facebook', { page })]).connected).toEqual([
      'instagram',
      'facebook_page',
    ]);
    expect(reelChoices([]).connected).toEqual([]);
  });
});

describe('missingOptions', () => {
  it('asks for TikTok privacy (no default), a YouTube title and a Facebook Page', () => {
    const all = choice({ platforms: ['tiktok', 'youtube', 'facebook_page', 'instagram'] });
    expect(missingOptions(all, { tiktok, reelSeconds: 15 })).toEqual({
      tiktok: 'Choose who can watch the TikTok video',
      youtube: 'Give the YouTube video a title',
      facebook_page: 'Choose the Facebook Page',
      instagram: 'Choose the Facebook Page linked to your Instagram account',
    });
    const done = { ...all, tiktokPrivacy: 'SELF_ONLY' as const, youtubeTitle: 'Tour', pageId: 'pg1' };
    expect(missingOptions(done, { tiktok, reelSeconds: 15, pages: [page] })).toEqual({});
    // Instagram to a Page chosen for this post that has no professional account: said before sending.
    const personal = { id: 'pg2', name: 'Jane Personal', instagram: null };
    expect(
      missingOptions({ ...done, pageId: 'pg2' }, { tiktok, reelSeconds: 15, pages: [page, personal] }),
    ).toEqual({ instagram: SOCIAL_MESSAGES.instagramNotProfessional });
    expect(missingOptions({ ...done, youtubeTitle: '   ' }, { tiktok, reelSeconds: 15 })).toHaveProperty(
      'youtube',
    );
  });
  it("waits for TikTok's options and refuses a reel longer than the account takes", () => {
    const tt = choice({ platforms: ['tiktok'], tiktokPrivacy: 'PUBLIC_TO_EVERYONE' });
    expect(missingOptions(tt, { tiktok: null, reelSeconds: 15 }).tiktok).toMatch(/Reading/);
    expect(missingOptions(tt, { tiktok, reelSeconds: 60 }).tiktok).toMatch(/at most 30 seconds/);
  });

  it("holds TikTok's disclosure to the guidelines: a kind chosen once on, branded never private", () => {
    const tt = (
      d: Partial<ReelPublishChoice['tiktokDisclosure']>,
      privacy: 'SELF_ONLY' | 'PUBLIC_TO_EVERYONE',
    ) =>
      choice({
        platforms: ['tiktok'],
        tiktokPrivacy: privacy,
        tiktokDisclosure: { disclose: true, yourBrand: false, branded: false, ...d },
      });
    const need = (c: ReelPublishChoice) => missingOptions(c, { tiktok, reelSeconds: 15 }).tiktok;
    expect(need(tt({}, 'PUBLIC_TO_EVERYONE'))).toBe(TIKTOK_DISCLOSURE.chooseOne);
    expect(need(tt({ yourBrand: true }, 'SELF_ONLY'))).toBeUndefined();
    expect(need(tt({ branded: true }, 'SELF_ONLY'))).toBe(TIKTOK_DISCLOSURE.brandedNotPrivate);
    expect(need(tt({ branded: true }, 'PUBLIC_TO_EVERYONE'))).toBeUndefined();
    const ctx = { listingId: 'l1', reelId: 'r1', publishAt: null, timeZone: 'UTC', tiktok };
    expect(reelRequests(tt({ yourBrand: true }, 'PUBLIC_TO_EVERYONE'), ctx)[0]?.tiktok).toMatchObject({
      brand_organic_toggle: true,
      brand_content_toggle: false,
    });
    // Off: nothing disclosed, whatever was ticked before it was turned off.
    const off = tt({ disclose: false, yourBrand: true, branded: true }, 'PUBLIC_TO_EVERYONE');
    expect(need(off)).toBeUndefined();
    expect(reelRequests(off, ctx)[0]?.tiktok).toMatchObject({
      brand_organic_toggle: false,
      brand_content_toggle: false,
    });
  });
});

describe('reelRequests', () => {
  it("sends the reel with each platform's own options, and turned-off interactions as disabled", () => {
    const c = choice({
      platforms: ['tiktok', 'youtube', 'instagram'],
      tiktokPrivacy: 'SELF_ONLY',
      youtubeTitle: ' Tour ',
      youtubePrivacy: 'unlisted',
      // Comments turned on by the agent but off on the account: still sent off.
      tiktokAllow: { comment: true, duet: true, stitch: false },
      pageId: 'pg2',
    });
    const ctx = { listingId: 'l1', reelId: 'r1', publishAt: null, timeZone: 'UTC', tiktok };
    const [tt, yt, ig] = reelRequests(c, ctx);
    // None of TikTok's interactions is on unless the agent turned it on (TikTok's UX guidelines).
    expect(
      reelRequests({ ...c, tiktokAllow: { comment: false, duet: false, stitch: false } }, ctx)[0]?.tiktok,
    ).toEqual({
      privacy_level: 'SELF_ONLY',
      disable_comment: true,
      disable_duet: true,
      disable_stitch: true,
      brand_organic_toggle: false,
      brand_content_toggle: false,
    });
    expect(tt).toEqual({
      listing_id: 'l1',
      platform: 'tiktok',
      text: 'Just listed',
      reel_id: 'r1',
      time_zone: 'UTC',
      tiktok: {
        privacy_level: 'SELF_ONLY',
        disable_comment: true,
        disable_duet: false,
        disable_stitch: true,
        brand_organic_toggle: false,
        brand_content_toggle: false,
      },
    });
    // The Page chosen for these posts goes with the Meta one only.
    expect(ig).toMatchObject({ platform: 'instagram', page_id: 'pg2' });
    expect(tt).not.toHaveProperty('page_id');
    expect(yt).toMatchObject({ platform: 'youtube', youtube: { title: 'Tour', privacy: 'unlisted' } });
    expect(ig).not.toHaveProperty('youtube');
    expect(ig).not.toHaveProperty('tiktok');
    expect(reelRequests(c, ctx).some((r) => 'link_in_reply' in r)).toBe(false);
    const linked = {
      ...c,
      platforms: ['twitter' as const, 'linkedin' as const],
      caption: 'See https://pp.test/p/1',
    };
    expect(reelRequests(linked, ctx).map((r) => r.link_in_reply)).toEqual([true, undefined]);
    expect(reelRequests({ ...linked, linkInReply: false }, ctx)[0]).not.toHaveProperty('link_in_reply');
    const later = reelRequests(c, { ...ctx, publishAt: '2031-01-01T10:00:00.000Z' });
    expect(later.every((r) => r.publish_at === '2031-01-01T10:00:00.000Z')).toBe(true);
  });
});

describe('reelCostLine', () => {
  it('says a reel takes no credit, to any number of platforms', () => {
    expect(reelCostLine(['instagram', 'linkedin', 'twitter'], 'r1')).toBe(
      'Costs no credit: the reel was paid when it was made (3 posts).',
    );
    expect(reelCostLine([], 'r1')).toBe('Choose where to publish.');
  });
});

describe('postOutcome', () => {
  const post = (over: Partial<TScheduledPost>): TScheduledPost => ({
    id: 'p1',
    listing_id: 'l1',
    platform: 'instagram',
    text: 't',
    photo_ids: [],
    publish_at: '2031-01-01T10:00:00.000Z',
    time_zone: 'UTC',
    publish_at_local: 'Wed, Jan 1, 2031, 10:00 AM UTC',
    link_in_reply: false,
    status: 'scheduled',
    external_url: null,
    error: null,
    published_at: null,
    created_at: '2030-12-01T00:00:00.000Z',
    ...over,
  });
  it('says published with the link, processing, finish in TikTok, and failed in the platform’s words', () => {
    expect(postOutcome(post({ status: 'published', external_url: 'https://ig/p/1' }))).toEqual({
      tone: 'ok',
      text: 'Published',
      link: 'https://ig/p/1',
    });
    expect(postOutcome(post({ status: 'publishing' })).tone).toBe('wait');
    // TikTok still processing after the upload: waiting, in words, never "failed".
    expect(
      postOutcome(
        post({ platform: 'tiktok', status: 'publishing', processing_since: '2031-01-01T10:20:00Z' }),
      ),
    ).toEqual({ tone: 'wait', text: TIKTOK_MESSAGES.stillProcessing, link: null });
    expect(postOutcome(post({ status: 'scheduled' })).text).toBe(
      'Scheduled for Wed, Jan 1, 2031, 10:00 AM UTC',
    );
    const inbox = post({
      platform: 'tiktok',
      status: 'published',
      tiktok: {
        privacy_level: 'SELF_ONLY',
        disable_comment: false,
        disable_duet: false,
        disable_stitch: false,
        sent_to_inbox: true,
      },
    });
    expect(postOutcome(inbox)).toMatchObject({
      tone: 'act',
      text: expect.stringMatching(/Open TikTok to finish/),
    });
    const words = 'Instagram refused the post: "Media type invalid". No credit was taken for it.';
    expect(postOutcome(post({ status: 'failed', error: words }))).toMatchObject({
      tone: 'error',
      text: words,
    });
  });
});
