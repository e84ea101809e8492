import { useWebAppUrl } from '../../ui/links';

/**
 * "N credits left for X", and at zero a link to buy more (pricing in the web app) rather than only a
 * disabled button: the publish bar and the schedule bar both show it.
 */
export function CreditsLeft({
  credits,
  platformName,
  testId,
}: {
  credits: number | null;
  platformName: string;
  testId?: string;
}) {
  const pricing = useWebAppUrl('/pricing');
  const none = credits !== null && credits <= 0;
  return (
    <>
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
    </>
  );
}
