import {
  browserTimeZone,
  isoToLocalInput,
  localInputToIso,
  SOCIAL_MESSAGES,
  type TScheduledPost,
} from '@pp/contract';
import { useState } from 'react';
import { send } from '../../common/messages';
import { ScheduleTimeField } from './schedule-time-field';

type Step = 'idle' | 'time' | 'confirm';

/**
 * A reel or photo post that is still scheduled (issue 27): Change time, picked in the agent's zone
 * and sent as UTC with the zone (PATCH /scheduled-posts/:id), or Cancel post after a confirm step
 * (DELETE /scheduled-posts/:id). The server decides: a post that started publishing meanwhile, or a
 * time already past, comes back as its sentence, shown here.
 */
export function ScheduledPostActions({
  post,
  onChanged,
}: {
  post: TScheduledPost;
  onChanged: (post: TScheduledPost) => void;
}) {
  const [step, setStep] = useState<Step>('idle');
  const [when, setWhen] = useState(isoToLocalInput(post.publish_at));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<{ post: TScheduledPost }>) => {
    setBusy(true);
    setError(null);
    try {
      onChanged((await call()).post);
      setStep('idle');
    } catch (e) {
      setError((e as Error).message);
    }
    setBusy(false);
  };
  const saveTime = () => {
    const publishAt = localInputToIso(when);
    if (!publishAt) {
      setError(SOCIAL_MESSAGES.badTime);
      return;
    }
    const change = { publish_at: publishAt, time_zone: browserTimeZone() };
    void run(() => send('posts:update', { id: post.id, change }));
  };
  const cancel = () => void run(() => send('posts:cancel', { id: post.id }));
  const open = (next: Step) => {
    setError(null);
    setWhen(isoToLocalInput(post.publish_at));
    setStep(next);
  };

  return (
    <div className="scheduled-edit">
      {step === 'time' && (
        <ScheduleTimeField label={`New time (${browserTimeZone()})`} value={when} onChange={setWhen} />
      )}
      {step === 'confirm' && <p className="hint">Cancel this post? It will not be published.</p>}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="scheduled-actions">
        {step === 'idle' && (
          <>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => open('time')}>
              Change time
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => open('confirm')}>
              Cancel post
            </button>
          </>
        )}
        {step === 'time' && (
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={saveTime}>
            {busy && <span className="spinner" />}
            Save time
          </button>
        )}
        {step === 'confirm' && (
          <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={cancel}>
            {busy && <span className="spinner" />}
            Yes, cancel post
          </button>
        )}
        {step !== 'idle' && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={() => setStep('idle')}
          >
            Keep as is
          </button>
        )}
      </div>
    </div>
  );
}
