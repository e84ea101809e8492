import {
  isoToLocalInput,
  localInputToIso,
  SOCIAL_MESSAGES,
  stillProcessingAtTikTok,
  TIKTOK_MESSAGES,
  type TScheduledPost,
} from '@pp/contract';
import { useCallback, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useCancelScheduledPost } from '../api/cancel-scheduled-post';
import { useScheduledPosts } from '../api/get-scheduled-posts';
import { useUpdateScheduledPost } from '../api/update-scheduled-post';
import { complianceRefusal } from '../utils/compliance-refusal';
import { PostPageField } from './post-page-field';

const NAMES = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  facebook_marketplace: 'Marketplace',
  instagram: 'Instagram',
  facebook_page: 'Facebook Page',
  youtube: 'YouTube',
  tiktok: 'TikTok',
} as const;

function PostRow({ post, listingId }: { post: TScheduledPost; listingId: string }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(post.text);
  const [when, setWhen] = useState(isoToLocalInput(post.publish_at));
  // Instagram / Facebook Page: the Page may change too. The field fills in the connection's Page when
  // the post has none; that first fill is the post's Page as it stands, so only a new pick is sent.
  const toPage = post.platform === 'instagram' || post.platform === 'facebook_page';
  const [pageId, setPageId] = useState(post.page_id ?? '');
  const pageAtStart = useRef<string | null>(post.page_id ?? null);
  const pickPage = useCallback((id: string) => {
    if (pageAtStart.current === null) pageAtStart.current = id;
    setPageId(id);
  }, []);
  const update = useUpdateScheduledPost(listingId);
  const cancel = useCancelScheduledPost(listingId);
  // An edited text is checked again: a refusal names its claims (issue 26), not only the server's sentence.
  const fail = (e: unknown) =>
    notify.error(complianceRefusal(e) ?? errorMessage(e, SOCIAL_MESSAGES.onlyScheduled));
  const save = () => {
    const publishAt = localInputToIso(when);
    if (!publishAt) return notify.error(SOCIAL_MESSAGES.badTime);
    update.mutate(
      {
        id: post.id,
        body: {
          text,
          publish_at: publishAt,
          ...(toPage && pageId && pageId !== pageAtStart.current ? { page_id: pageId } : {}),
        },
      },
      { onSuccess: () => setEditing(false), onError: fail },
    );
  };
  return (
    <li className="space-y-2 py-3" data-testid="scheduled-post" data-status={post.status}>
      <p className="text-sm text-slate-600">
        {NAMES[post.platform]} · {post.publish_at_local} · <strong>{post.status}</strong>
        {post.external_url && post.platform !== 'facebook_marketplace' && !post.tiktok?.sent_to_inbox && (
          <>
            {' · '}
            <a href={post.external_url} target="_blank" rel="noreferrer" className="underline">
              view post
            </a>
          </>
        )}
      </p>
      {stillProcessingAtTikTok(post) && (
        <p role="note" className="text-sm text-slate-700" data-testid="still-processing">
          {TIKTOK_MESSAGES.stillProcessing}
        </p>
      )}
      {post.tiktok?.sent_to_inbox && (
        <p role="note" className="text-sm text-amber-800">
          {TIKTOK_MESSAGES.finishInTikTok}{' '}
          <a href="https://www.tiktok.com/" target="_blank" rel="noreferrer" className="underline">
            Open TikTok
          </a>
        </p>
      )}
      {post.error && <p className="text-sm text-red-700">{post.error}</p>}
      {editing ? (
        <div className="space-y-2">
          <textarea
            aria-label="Post text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            className="block w-full rounded-md border border-slate-300 p-2"
          />
          {toPage && (
            <PostPageField instagram={post.platform === 'instagram'} value={pageId} onChange={pickPage} />
          )}
          <input
            aria-label="New time"
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            className="block rounded-md border border-slate-300 p-2"
          />
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={save} disabled={update.isPending}>
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <p className="whitespace-pre-wrap text-slate-900">{post.text}</p>
      )}
      {post.status === 'scheduled' && !editing && (
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            type="button"
            size="sm"
            variant="destructive"
            onClick={() => cancel.mutate(post.id, { onError: fail })}
          >
            Cancel post
          </Button>
        </div>
      )}
    </li>
  );
}

/** The listing's posts: scheduled ones can be edited or cancelled until they publish. */
export function ScheduledPostList({ listingId, onSettled }: { listingId: string; onSettled?: () => void }) {
  const posts = useScheduledPosts(listingId, onSettled);
  // Loading and a failed read say so: "none yet" before the list is read would be untrue.
  if (posts.isPending)
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading posts…
      </p>
    );
  if (posts.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(posts.error, 'The posts could not be read. Reload the page to try again.')}
      </p>
    );
  if (!posts.data.length)
    return (
      <p className="text-sm text-slate-500" data-testid="scheduled-posts-read">
        No posts scheduled yet.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100" data-testid="scheduled-posts-read">
      {posts.data.map((post) => (
        <PostRow key={post.id} post={post} listingId={listingId} />
      ))}
    </ul>
  );
}
