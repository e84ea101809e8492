import { LISTING_MESSAGES, SOCIAL_MESSAGES } from '@pp/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { SchedulePostPanel } from './schedule-post-panel';

const post = {
  id: 'p1',
  listing_id: 'l1',
  platform: 'linkedin',
  text: 'Open house Saturday',
  photo_ids: [],
  publish_at: '2031-01-15T14:30:00.000Z',
  time_zone: 'America/New_York',
  publish_at_local: 'Wed, Jan 15, 2031, 9:30 AM EST',
  link_in_reply: false,
  status: 'scheduled',
  external_url: null,
  error: null,
  published_at: null,
  created_at: '2030-12-01T00:00:00.000Z',
};

describe('SchedulePostPanel', () => {
  it('shows X link costs, sends the time in UTC with the zone, and lists posts in the agent zone', async () => {
    const net = stubFetch();
    // The list holds the post once it has been sent (the page may read the list more than once before).
    const sent = () => net.calls.some((c) => c.method === 'POST');
    net.route('GET /api/v1/scheduled-posts', () => ok({ posts: sent() ? [post] : [] }));
    net.route('POST /api/v1/scheduled-posts', created(post, 'Post scheduled'));
    const user = userEvent.setup();
    renderApp(<SchedulePostPanel listingId="l1" />);
    expect(await screen.findByText('No posts scheduled yet.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Platform'), 'twitter');
    await user.type(screen.getByLabelText('Text'), 'Just listed https://example.com/h');
    expect(screen.getByText(SOCIAL_MESSAGES.xLinkCost)).toBeTruthy();
    await user.type(screen.getByLabelText(/Date and time/), '2031-01-15T09:30');
    await user.click(screen.getByRole('button', { name: 'Schedule post' }));
    expect(await screen.findByText(/Wed, Jan 15, 2031, 9:30 AM EST/)).toBeTruthy();
    const body = net.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ listing_id: 'l1', platform: 'twitter', link_in_reply: true });
    expect(body.publish_at).toBe(new Date('2031-01-15T09:30').toISOString());
    expect(body.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('shows the server message under the field on a refusal', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/scheduled-posts', ok({ posts: [] }));
    net.route(
      'POST /api/v1/scheduled-posts',
      fail(400, SOCIAL_MESSAGES.inPast, { publish_at: SOCIAL_MESSAGES.inPast }),
    );
    const user = userEvent.setup();
    renderApp(<SchedulePostPanel listingId="l1" />);
    await user.type(screen.getByLabelText('Text'), 'Hello');
    await user.type(screen.getByLabelText(/Date and time/), '2020-01-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Schedule post' }));
    expect((await screen.findAllByText(SOCIAL_MESSAGES.inPast)).length).toBeGreaterThan(0);
  });

  it('names the flagged wording under the text when the post is refused for Fair Housing', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/scheduled-posts', ok({ posts: [] }));
    net.route('POST /api/v1/scheduled-posts', {
      status: 422,
      json: {
        status: 'error',
        message: LISTING_MESSAGES.complianceRefused,
        findings: [
          {
            category: 'familial_status',
            severity: 'block',
            phrase: 'Adults only',
            reason: 'Excludes families with children.',
            suggestion: 'Describe the home instead.',
            index: 12,
          },
          {
            category: 'advertising',
            severity: 'warn',
            phrase: '',
            reason: 'Not yours.',
            suggestion: '',
            index: -1,
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderApp(<SchedulePostPanel listingId="l1" />);
    await user.type(screen.getByLabelText('Text'), 'Great home. Adults only');
    await user.type(screen.getByLabelText(/Date and time/), '2031-01-15T09:30');
    await user.click(screen.getByRole('button', { name: 'Schedule post' }));
    expect(
      await screen.findByText(/“Adults only”: Excludes families with children\. Describe the home instead\./),
    ).toBeTruthy();
    expect(screen.queryByText(/Not yours/)).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveProperty('value', 'Great home. Adults only');
  });
});
