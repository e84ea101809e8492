import type { SocialPlatform, TScheduledPost } from '@pp/contract';
import { useCallback, useEffect, useState } from 'react';
import { send } from '../common/messages';
import { needsPolling } from './schedule-time';

const POLL_MS = 3000;

/**
 * The platforms the agent connected (LinkedIn, X): null until known, empty when signed out or the
 * API cannot say (the panel then keeps the composer prefill).
 */
export function useConnectedPlatforms(signedIn: boolean | undefined): Set<SocialPlatform> | null {
  const [platforms, setPlatforms] = useState<Set<SocialPlatform> | null>(null);
  useEffect(() => {
    if (signedIn === undefined) return;
    if (!signedIn) {
      setPlatforms(new Set());
      return;
    }
    let alive = true;
    send('accounts:list', {}).then(
      ({ accounts }) => alive && setPlatforms(new Set(accounts.map((a) => a.platform))),
      () => alive && setPlatforms(new Set()),
    );
    return () => {
      alive = false;
    };
  }, [signedIn]);
  return platforms;
}

/** The listing's scheduled and published posts, read again while an outcome is pending. */
export function useScheduledPosts(listingId: string | null) {
  const [posts, setPosts] = useState<TScheduledPost[]>([]);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    if (!listingId) return;
    try {
      setPosts((await send('posts:list', { listing_id: listingId })).posts);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [listingId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (!needsPolling(posts, Date.now())) return;
    const timer = setTimeout(() => void refresh(), POLL_MS);
    return () => clearTimeout(timer);
  }, [posts, refresh]);
  /** Puts a post the API just answered into the list (newest time first, as the API orders them). */
  const upsert = (post: TScheduledPost) =>
    setPosts((all) =>
      [post, ...all.filter((p) => p.id !== post.id)].sort((a, b) => b.publish_at.localeCompare(a.publish_at)),
    );
  return { posts, error, refresh, upsert };
}
