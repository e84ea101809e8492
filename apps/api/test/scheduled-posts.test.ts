import { marketplaceReminderLink } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { signInAgain } from './helpers/accounts';
import { createPublishingTestApp, schedulePost, settledPost } from './helpers/social';

const { stands, smtp, app, clock, agentWithMaterial, credits, publishEvents } =
  await createPublishingTestApp();
const { inSeconds } = clock;

describe('scheduling', () => {
  it('stores the time in UTC, shows it in the agent zone, publishes when due; edit and cancel', async () => {
    const { agent, listing } = await agentWithMaterial();
    const at = new Date(Date.UTC(2031, 0, 15, 14, 30));
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'linkedin',
        text: 'Later',
        publish_at: '2031-01-15T09:30:00-05:00',
        time_zone: 'America/New_York',
      }),
    );
    expect(res.statusCode).toBe(201);
    const later = res.json().data;
    expect(later.publish_at).toBe(at.toISOString());
    expect(later.publish_at_local).toMatch(/Jan 15, 2031.*9:30\sAM EST/);

    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/v1/scheduled-posts/${later.id}`,
      headers: agent.auth,
      payload: { text: 'Soon', publish_at: inSeconds(1) },
    });
    expect(edit.statusCode).toBe(200);
    const soon = await settledPost(app, agent, later.id);
    expect(soon.status).toBe('published');
    expect(
      stands.linkedin.posts.filter((p) => p.commentary === 'Soon' || p.commentary === 'Later'),
    ).toHaveLength(1);

    const other = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Never',
        // Cancelled just below: 3 s leaves a loaded machine ample time to cancel before it is due.
        publish_at: inSeconds(3),
      }),
    );
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/v1/scheduled-posts/${other.json().data.id}`,
      headers: agent.auth,
    });
    expect(cancel.json().data.status).toBe('cancelled');
    const editCancelled = await app.inject({
      method: 'PATCH',
      url: `/api/v1/scheduled-posts/${other.json().data.id}`,
      headers: agent.auth,
      payload: { text: 'x' },
    });
    expect(editCancelled.statusCode).toBe(409);
    // The cancelled one's job came due (3 s) and did nothing: wait past it by publishing another after it.
    const marker = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'linkedin',
        text: 'Marker',
        publish_at: inSeconds(4),
      }),
    );
    await settledPost(app, agent, marker.json().data.id);
    expect(stands.x.tweets.some((t) => t.text === 'Never')).toBe(false);
  });

  it('Marketplace emails the agent at the chosen time a link to the prefilled form, without a credit', async () => {
    const { agent, listing } = await agentWithMaterial();
    const before = await credits(agent);
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'facebook_marketplace',
        text: 'Home for sale',
        publish_at: inSeconds(0.5),
        time_zone: 'America/Denver',
      }),
    );
    const postId = res.json().data.id as string;
    // Before its time the extension learns it (to notify at the time); so does it just after.
    const reminders = async () => {
      const list = await app.inject({
        method: 'GET',
        url: '/api/v1/scheduled-posts/reminders',
        headers: agent.auth,
      });
      expect(list.statusCode).toBe(200);
      return list.json().data.reminders;
    };
    expect(await reminders()).toEqual([
      {
        post_id: postId,
        listing_id: listing.listing_id,
        publish_at: res.json().data.publish_at,
        address: '1220 Garcia St NE, Albuquerque',
        url: `https://www.facebook.com/marketplace/create/rental?pp_post=${postId}`,
      },
    ]);
    const mail = await smtp.waitFor(agent.email, /Facebook Marketplace/, 10_000);
    // The button opens Facebook's form with the post id, which the extension fills; the text and
    // the listing's page are there for an agent without the extension.
    expect(mail.text).toContain(`Open the prefilled Marketplace form: ${marketplaceReminderLink(postId)}`);
    expect(mail.text).toContain('Home for sale');
    expect(mail.text).toContain(`/dashboard/listings/${listing.listing_id}`);
    const post = await settledPost(app, agent, postId);
    expect(post).toMatchObject({ status: 'published', external_url: marketplaceReminderLink(postId) });
    expect(await reminders()).toHaveLength(1);
    expect(await credits(agent)).toEqual(before);
    // A reminder publishes nothing: the extension's fill from the link records the promotion.
    expect(await publishEvents(agent)).toEqual([]);
    // Twelve hours on, it is no longer offered.
    clock.advance(13 * 3600_000);
    try {
      const { auth } = await signInAgain(app, agent);
      const later = await app.inject({
        method: 'GET',
        url: '/api/v1/scheduled-posts/reminders',
        headers: auth,
      });
      expect(later.json().data.reminders).toEqual([]);
    } finally {
      clock.reset();
    }
  });

  it('GET /scheduled-posts/:id answers the owner only', async () => {
    const mine = await agentWithMaterial();
    const theirs = await agentWithMaterial();
    const res = await app.inject(
      schedulePost(mine.agent, {
        listing_id: mine.listing.listing_id,
        platform: 'facebook_marketplace',
        text: 'Mine',
        publish_at: inSeconds(3600),
      }),
    );
    const id = res.json().data.id as string;
    const own = await app.inject({
      method: 'GET',
      url: `/api/v1/scheduled-posts/${id}`,
      headers: mine.agent.auth,
    });
    expect(own.json().data).toMatchObject({ id, text: 'Mine', platform: 'facebook_marketplace' });
    for (const [auth, url] of [
      [theirs.agent.auth, `/api/v1/scheduled-posts/${id}`],
      [mine.agent.auth, '/api/v1/scheduled-posts/not-an-id'],
    ] as const) {
      const refused = await app.inject({ method: 'GET', url, headers: auth });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Scheduled post not found');
    }
  });
});
