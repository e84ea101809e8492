/** Credits left on this platform and its Publish button. */
export function PublishBar({
  platformName,
  credits,
  busy,
  disabledReason,
  onPublish,
}: {
  platformName: string;
  credits: number | null;
  busy: boolean;
  disabledReason: string | null;
  onPublish: () => void;
}) {
  const none = credits !== null && credits <= 0;
  return (
    <div className="publish-bar">
      <p className="credits-left" data-testid="credits-left">
        {credits === null ? '—' : <b>{credits}</b>} {credits === 1 ? 'credit' : 'credits'} left for{' '}
        {platformName}
      </p>
      {disabledReason && <p className="hint">{disabledReason}</p>}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy || none || disabledReason !== null}
        onClick={onPublish}
      >
        {busy && <span className="spinner" />}
        {none ? 'No credits left' : `Publish to ${platformName}`}
      </button>
    </div>
  );
}
