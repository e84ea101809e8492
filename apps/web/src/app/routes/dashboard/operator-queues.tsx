import { ConsolePage, QueuesView } from '../../../features/operator';

/** /dashboard/operator/queues: the background queues' jobs and errors (issue 28), behind the two-factor gate. */
export default function OperatorQueuesPage() {
  return <ConsolePage>{() => <QueuesView />}</ConsolePage>;
}
