import { MESSAGES, type TReel } from '@pp/contract';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRetryReel } from '../api/retry-reel';

/** A reel that failed: why, in the server's words, and Retry (which takes a new credit). */
export function ReelFailed({ reel }: { reel: TReel }) {
  const retry = useRetryReel();
  const noCredits = retry.error instanceof ApiError && retry.error.status === 402;
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-b from-slate-800 to-slate-950 px-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-500/15 text-red-300">
        <AlertTriangle className="size-6" aria-hidden />
      </span>
      <p className="text-sm font-semibold text-white">This reel could not be made</p>
      <p className="text-xs text-slate-300">{reel.error ?? MESSAGES.genericError}</p>
      <Button
        size="sm"
        variant="secondary"
        loading={retry.isPending}
        icon={<RotateCcw className="size-4" aria-hidden />}
        onClick={() =>
          retry.mutate(reel.reel_id, {
            onError: (error) => {
              if (!(error instanceof ApiError && error.status === 402))
                notify.error(errorMessage(error, MESSAGES.genericError));
            },
          })
        }
      >
        Retry
      </Button>
      {noCredits ? (
        <p role="alert" className="text-xs text-amber-200">
          {MESSAGES.noCreditsLeft}.{' '}
          <Link to="/dashboard/pricing" className="font-semibold underline">
            Buy reel credits
          </Link>
        </p>
      ) : null}
    </div>
  );
}
