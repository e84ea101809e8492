import { QUEUE_JOB_STATES, type TQueueJob, type TQueueSnapshot } from '@pp/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useQueues } from '../api/get-queues';
import { panel, useTwoFactorExpiry, when } from './console-ui';

const STATE_TONES: Record<TQueueJob['state'], BadgeTone> = {
  waiting: 'info',
  active: 'warning',
  failed: 'danger',
  delayed: 'neutral',
};
const AT_WORDS: Record<TQueueJob['state'], string> = {
  waiting: 'since',
  active: 'since',
  failed: 'failed',
  delayed: 'runs',
};
const QUEUE_LABELS: Record<string, string> = {
  reels: 'Reel renders',
  posts: 'Scheduled posts',
  cards: 'Link preview cards',
};

function JobRow({ job }: { job: TQueueJob }) {
  return (
    <li className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-start sm:gap-3">
      <Badge tone={STATE_TONES[job.state]} className="w-fit shrink-0">
        {job.state}
      </Badge>
      <div className="min-w-0 flex-1">
        <code className="block font-mono text-xs break-all text-slate-700">{job.id}</code>
        {job.error ? <p className="mt-0.5 text-sm break-words text-red-700">{job.error}</p> : null}
      </div>
      <p className="shrink-0 text-xs text-slate-500">
        {job.attempts > 0 ? `${job.attempts} ${job.attempts === 1 ? 'try' : 'tries'} · ` : ''}
        {job.at ? `${AT_WORDS[job.state]} ${when(job.at)}` : ''}
      </p>
    </li>
  );
}

function QueueCard({ queue }: { queue: TQueueSnapshot }) {
  return (
    <section className={panel} aria-labelledby={`queue-${queue.name}`}>
      <h2 id={`queue-${queue.name}`} className="font-semibold text-slate-900">
        {QUEUE_LABELS[queue.name] ?? queue.name}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {QUEUE_JOB_STATES.map((s) => (
          <div key={s} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-500 capitalize">{s}</dt>
            <dd
              className={
                queue.counts[s] > 0 && s === 'failed'
                  ? 'text-xl font-semibold text-red-700'
                  : 'text-xl font-semibold text-slate-900'
              }
            >
              {queue.counts[s]}
            </dd>
          </div>
        ))}
      </dl>
      {queue.jobs.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">Nothing in this queue.</p>
      ) : (
        <ul aria-label={`${queue.name} jobs`} className="mt-3 divide-y divide-slate-100">
          {queue.jobs.map((j) => (
            <JobRow key={`${j.state}:${j.id}`} job={j} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The background queues: counts per state and the latest jobs with their errors (every 10 s). */
export function QueuesView() {
  const queues = useQueues();
  useTwoFactorExpiry(queues.error);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-lg font-semibold">Queues</h1>
        {queues.data ? (
          <p className="text-sm text-slate-600">
            {queues.data.backend === 'bullmq'
              ? 'From Redis: every API process and worker.'
              : 'In-process queue: the jobs of this API process only (no REDIS_URL).'}
          </p>
        ) : null}
      </div>
      {queues.isPending ? (
        <Skeleton className="h-64" />
      ) : queues.isError ? (
        <p role="alert" className={`${panel} text-sm text-red-700`}>
          {errorMessage(queues.error, 'The queues could not be read')}
        </p>
      ) : (
        queues.data.queues.map((q) => <QueueCard key={q.name} queue={q} />)
      )}
    </div>
  );
}
