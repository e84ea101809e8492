import { STALE_ACTION_LABELS, type TListingFacts, type TStaleOutput } from '@pp/contract';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { useActOnStaleOutput, useStaleOutputs } from '../api/stale-outputs';
import { formatPrice, PLATFORM_LABELS, STATUS_LABELS } from '../utils/format-listing';
import { panel } from './listing-sections';

const KIND_LABELS: Record<TStaleOutput['kind'], string> = {
  post: 'Post',
  scheduled_post: 'Scheduled post',
  reel: 'Reel',
};

const platformLabel = (platform: string) =>
  (PLATFORM_LABELS as Record<string, string>)[platform] ?? (platform === 'reel' ? 'Reel' : platform);

const factsText = (f: TListingFacts) =>
  [formatPrice(f.price, f.status), f.status ? STATUS_LABELS[f.status] : null].filter(Boolean).join(' · ');

/**
 * Outputs that state an old price or status (NAR Standard of Practice 12-8: keep advertising
 * current), each with its one action. On a listing's page it lists that listing's; on the dashboard
 * (no `listingId`) the newest across listings. Nothing shows while nothing is stale.
 */
export function StaleOutputs({ listingId }: { listingId?: string }) {
  const stale = useStaleOutputs(listingId);
  const act = useActOnStaleOutput();
  if (!stale.data || stale.data.total === 0) return null;
  const { outputs, total } = stale.data;
  const run = (output: TStaleOutput) =>
    act.mutate(output, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        if (answer.data.open_url) window.open(answer.data.open_url, '_blank', 'noopener,noreferrer');
      },
      onError: (err) => notify.error(err.message),
    });
  return (
    <section aria-labelledby="stale-title" className={`${panel} border-amber-300`}>
      <h2 id="stale-title" className="text-lg font-semibold text-slate-900">
        {total >= 100 ? '100+' : total} {total === 1 ? 'post states' : 'posts state'} an old price or status
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Advertising must be kept current. Bring each one up to date with its one action.
      </p>
      <ul aria-label="Out-of-date posts" className="mt-3 divide-y divide-slate-200">
        {outputs.map((o) => (
          <li key={o.audit_event_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <p className="font-semibold text-slate-900">
                {KIND_LABELS[o.kind]} on {platformLabel(o.platform)}
                {listingId ? null : <span className="font-normal text-slate-600"> · {o.address}</span>}
              </p>
              <p className="text-slate-600">
                States {factsText(o.stated) || 'no price'}; now {factsText(o.current) || 'no price'}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              disabled={act.isPending}
              onClick={() => run(o)}
              aria-label={`${STALE_ACTION_LABELS[o.action]}: ${KIND_LABELS[o.kind]} on ${platformLabel(o.platform)}`}
            >
              {STALE_ACTION_LABELS[o.action]}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
