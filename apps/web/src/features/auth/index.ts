// The auth feature's public surface, composed by app/routes/auth/*.
export { AuthPage } from './components/auth-card';
export { LoginSuccessContent } from './components/login-success-content';
export { AuthPageWithPanel } from './components/marketing-panel';
export { ResetPasswordForm } from './components/reset-password-form';
export { ResetRequestForm } from './components/reset-request-form';
export { SignInForm } from './components/sign-in-form';
export { SignUpForm } from './components/sign-up-form';
export { SignupSuccessContent } from './components/signup-success-content';
export { VerifyEmailStatus } from './components/verify-email-status';
