import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useWebhookEvents } from '../api/get-webhook-events';
import { panel, useTwoFactorExpiry, when } from './console-ui';

/** Stripe events the webhook applied: this week's count per type, then the latest 100. */
export function WebhookEventsView() {
  const events = useWebhookEvents();
  useTwoFactorExpiry(events.error);
  if (events.isPending) return <Skeleton className="h-64" />;
  if (events.isError)
    return (
      <p role="alert" className={`${panel} text-sm text-red-700`}>
        {errorMessage(events.error, 'The webhook events could not be read')}
      </p>
    );
  const { by_type, events: latest } = events.data;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-lg font-semibold">Stripe events</h1>
        <p className="text-sm text-slate-600">
          Events the webhook applied. A delivery that failed is retried by Stripe and shows on its dashboard
          until it is applied here.
        </p>
      </div>
      <section className={panel} aria-labelledby="event-types">
        <h2 id="event-types" className="font-semibold">
          This week
        </h2>
        {by_type.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No events this week.</p>
        ) : (
          <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {by_type.map((t) => (
              <div
                key={t.type}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 p-3"
              >
                <dt className="min-w-0 truncate text-sm text-slate-700">{t.type}</dt>
                <dd className="font-semibold text-slate-900">{t.count}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className={panel} aria-labelledby="event-list">
        <h2 id="event-list" className="font-semibold">
          Latest events
        </h2>
        {latest.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No event received yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {latest.map((e) => (
              <li key={e.id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-center sm:gap-3">
                <span className="text-sm font-semibold break-all text-slate-900 sm:w-72 sm:shrink-0">
                  {e.type}
                </span>
                <code className="min-w-0 flex-1 truncate font-mono text-xs text-slate-500">{e.id}</code>
                <span className="shrink-0 text-xs text-slate-500">{when(e.received_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
