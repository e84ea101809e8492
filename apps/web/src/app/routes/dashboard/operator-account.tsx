import { useParams } from 'react-router';
import { AccountView, ConsoleGate } from '../../../features/operator';

/** /dashboard/operator/users/:userId: one account and the actions on it, behind the two-factor gate. */
export default function OperatorAccountPage() {
  const { userId = '' } = useParams();
  return <ConsoleGate>{(role) => <AccountView userId={userId} operatorRole={role} />}</ConsoleGate>;
}
