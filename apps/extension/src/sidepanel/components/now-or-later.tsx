import { browserTimeZone, localInputToIso } from '@pp/contract';
import { useState } from 'react';
import { ScheduleTimeField } from './schedule-time-field';

/**
 * Publish now, or at a date and time picked in the agent's zone (sent as UTC with the zone): the
 * pair the Reel tab's and the photo posts' cards share. `onSend` gets null for now.
 */
export function NowOrLater({
  busy,
  blocked,
  onSend,
  nowLabel = 'Publish now',
}: {
  busy: boolean;
  blocked: boolean;
  onSend: (publishAt: string | null, timeZone: string) => Promise<boolean>;
  nowLabel?: string;
}) {
  const [when, setWhen] = useState('');
  const timeZone = browserTimeZone();
  const later = async () => {
    const at = localInputToIso(when);
    if (at && (await onSend(at, timeZone))) setWhen('');
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={blocked || busy}
        onClick={() => void onSend(null, timeZone)}
      >
        {busy && <span className="spinner" />}
        {nowLabel}
      </button>
      <div className="schedule-row">
        <ScheduleTimeField label={`Or at (${timeZone})`} value={when} onChange={setWhen} />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={blocked || busy || when === ''}
          onClick={() => void later()}
        >
          Schedule
        </button>
      </div>
    </>
  );
}
