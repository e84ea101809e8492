import { browserTimeZone, isoToLocalInput, localInputToIso, type TScheduledPost } from '@pp/contract';
import { useState } from 'react';
import { send } from '../../common/messages';
import { STATUS_LABELS } from '../schedule-time';

const BADGES: Record<TScheduledPost['status'], string> = {
  scheduled: 'badge-brand',
  publishing: 'badge-warning',
  published: 'badge-success',
  failed: 'badge-danger',
  cancelled: '',
};

/** A scheduled post's new text and time; the time is picked, and shown, in the agent's zone. */
function EditPost({
  post,
  onSaved,
  onClose,
}: {
  post: TScheduledPost;
  onSaved: (post: TScheduledPost) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(post.text);
  const [when, setWhen] = useState(isoToLocalInput(post.publish_at));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const publishAt = localInputToIso(when);
    if (!publishAt) {
      setError('Pick a date and time.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const change = { text, publish_at: publishAt, time_zone: browserTimeZone() };
      onSaved((await send('posts:update', { id: post.id, change })).post);
      onClose();
    } catch (e) {
      setError((e as Error).message);
    }
    setBusy(false);
  };
  return (
    <div className="scheduled-edit">
      <label className="field">
        <span>Text</span>
        <textarea className="textarea" rows={5} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <label className="field">
        <span>Date and time ({browserTimeZone()})</span>
        <input
          type="datetime-local"
          className="input"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
        />
      </label>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="scheduled-actions">
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void save()}>
          {busy && <span className="spinner" />}
          Save changes
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={onClose}>
          Keep as is
        </button>
      </div>
    </div>
  );
}

function PostItem({ post, onChanged }: { post: TScheduledPost; onChanged: (post: TScheduledPost) => void }) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setError(null);
    try {
      onChanged((await send('posts:cancel', { id: post.id })).post);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <li className="scheduled-post" data-testid="scheduled-post" data-status={post.status}>
      <div className="scheduled-head">
        <span className={`badge ${BADGES[post.status]}`}>{STATUS_LABELS[post.status]}</span>
        <time dateTime={post.publish_at}>{post.publish_at_local}</time>
      </div>
      {editing ? (
        <EditPost post={post} onSaved={onChanged} onClose={() => setEditing(false)} />
      ) : (
        <p className="scheduled-text">{post.text}</p>
      )}
      {post.status === 'failed' && post.error && <p className="error-text">{post.error}</p>}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {post.status === 'published' && post.external_url && (
        <a href={post.external_url} target="_blank" rel="noreferrer">
          View the post
        </a>
      )}
      {post.status === 'scheduled' && !editing && (
        <div className="scheduled-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(true)}>
            Edit
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void cancel()}>
            Cancel post
          </button>
        </div>
      )}
    </li>
  );
}

/** This listing's posts on one platform: time in the agent's zone, status, edit and cancel while scheduled. */
export function ScheduledPostList({
  posts,
  platformName,
  error,
  onChanged,
}: {
  posts: TScheduledPost[];
  platformName: string;
  error: string | null;
  onChanged: (post: TScheduledPost) => void;
}) {
  return (
    <section className="scheduled" aria-label={`Scheduled ${platformName} posts`}>
      <h3 className="section-title">Scheduled on {platformName}</h3>
      {error && <p className="error-text">{error}</p>}
      {posts.length === 0 ? (
        <p className="hint">Nothing scheduled for this listing yet.</p>
      ) : (
        <ul className="scheduled-list">
          {posts.map((p) => (
            <PostItem key={p.id} post={p} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}
