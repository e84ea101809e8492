import { useWebAppUrl } from '../../ui/links';

/** Credits left on this platform (or for reels) and its Publish (or Create) button; at zero, the way to buy more. */
export function PublishBar({
  platformName,
  credits,
  busy,
  disabledReason,
  onPublish,
  action = `Publish to ${platformName}`,
  busyAction = action,
  testId = 'credits-left',
}: {
  platformName: string;
  credits: number | null;
  busy: boolean;
  disabledReason: string | null;
  onPublish: () => void;
  action?: string;
  busyAction?: string;
  testId?: string;
}) {
  const none = credits !== null && credits <= 0;
  const pricing = useWebAppUrl('/pricing');
  return (
    <div className="publish-bar">
      <p className="credits-left" data-testid={testId}>
        {credits === null ? '—' : <b>{credits}</b>} {credits === 1 ? 'credit' : 'credits'} left for{' '}
        {platformName}
      </p>
      {none && (
        <p className="hint" data-testid="no-credits">
          You have no {platformName} credits left.{' '}
          {pricing && (
            <a href={pricing} target="_blank" rel="noreferrer">
              Buy more credits
            </a>
          )}
        </p>
      )}
      {disabledReason && !none && (
        <p className="hint" data-testid="publish-blocked">
          {disabledReason}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy || none || disabledReason !== null}
        onClick={onPublish}
      >
        {busy && <span className="spinner" />}
        {none ? 'No credits left' : busy ? busyAction : action}
      </button>
    </div>
  );
}
