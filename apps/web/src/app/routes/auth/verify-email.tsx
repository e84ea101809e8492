import { useParams } from 'react-router';
import { AuthPage, VerifyEmailStatus } from '../../../features/auth';

export default function VerifyEmailRoute() {
  const { token = '' } = useParams();
  return (
    <AuthPage className="flex justify-center">
      <VerifyEmailStatus token={token} />
    </AuthPage>
  );
}
