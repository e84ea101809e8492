import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { ScheduledPostList } from './scheduled-post-list';

describe('ScheduledPostList', () => {
  it('says it is loading, not that there are no posts, until the list is read', async () => {
    const net = stubFetch();
    let answer: (() => void) | undefined;
    const read = new Promise<void>((resolve) => {
      answer = resolve;
    });
    net.route('GET /api/v1/scheduled-posts', async () => {
      await read;
      return ok({ posts: [] });
    });
    renderApp(<ScheduledPostList listingId="l1" />);
    expect((await screen.findByText('Loading posts…')).getAttribute('role')).toBe('status');
    expect(screen.queryByText('No posts scheduled yet.')).toBeNull();
    answer?.();
    expect(await screen.findByText('No posts scheduled yet.')).toBeTruthy();
    expect(screen.queryByText('Loading posts…')).toBeNull();
  });

  it("shows the server's message when the list cannot be read", async () => {
    const net = stubFetch();
    net.route('GET /api/v1/scheduled-posts', fail(404, 'Listing not found'));
    renderApp(<ScheduledPostList listingId="l1" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Listing not found');
    expect(screen.queryByText('No posts scheduled yet.')).toBeNull();
  });
});
