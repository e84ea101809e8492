import { CreditsLeft } from './credits-left';

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
  docked = true,
}: {
  platformName: string;
  credits: number | null;
  busy: boolean;
  disabledReason: string | null;
  onPublish: () => void;
  action?: string;
  busyAction?: string;
  testId?: string;
  /**
   * Held at the panel's bottom edge (the default: the tab's one action). Off where another card holds the
   * action the agent came for (a finished reel's Publish), which the docked bar would cover.
   */
  docked?: boolean;
}) {
  const none = credits !== null && credits <= 0;
  return (
    <div className={docked ? 'publish-bar' : 'publish-bar publish-bar-inline'}>
      <CreditsLeft credits={credits} platformName={platformName} testId={testId} />
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
