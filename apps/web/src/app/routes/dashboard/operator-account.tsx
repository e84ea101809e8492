import { useParams } from 'react-router';
import { AccountView, ConsolePage } from '../../../features/operator';

/** /dashboard/operator/users/:userId: one account and the actions on it, behind the two-factor gate. */
export default function OperatorAccountPage() {
  const { userId = '' } = useParams();
  return <ConsolePage>{(role) => <AccountView userId={userId} operatorRole={role} />}</ConsolePage>;
}
