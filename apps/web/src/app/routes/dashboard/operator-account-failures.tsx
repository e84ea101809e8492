import { AccountFailuresView, ConsolePage } from '../../../features/operator';

/** /dashboard/operator/account-failures: connected accounts that need their owner (issue 28), behind the two-factor gate. */
export default function OperatorAccountFailuresPage() {
  return <ConsolePage>{() => <AccountFailuresView />}</ConsolePage>;
}
