import { AuthPage, SignupSuccessContent } from '../../../features/auth';

export default function SignupSuccessRoute() {
  return (
    <AuthPage>
      <SignupSuccessContent />
    </AuthPage>
  );
}
