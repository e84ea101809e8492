import { TRIAL_CREDIT_TOTAL, TRIAL_DAYS } from '@pp/contract';
import { Gift, MailCheck, MonitorDown, MousePointerClick, PartyPopper, PlugZap } from 'lucide-react';
import { Link } from 'react-router';
import { ExtensionDownloadButton } from './extension-download-button';
import { StepNumber } from './step-number';

const NEXT_STEPS = [
  {
    icon: MailCheck,
    title: 'Verify your email',
    text: 'Open the link we just sent to confirm your address.',
  },
  {
    icon: MonitorDown,
    title: 'Install the Chrome extension',
    text: 'Add Property Promoter to Chrome in one click.',
  },
  { icon: PlugZap, title: 'Log in to the extension', text: 'Sign in with the same email and password.' },
  {
    icon: MousePointerClick,
    title: 'Start using it',
    text: 'Open any Zillow, Realtor.com, Trulia or Redfin listing and click Property Promoter.',
  },
];

/** Spec §2 post-signup thank-you page. */
export function SignupSuccessContent() {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-[var(--shadow-card)] sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <PartyPopper className="size-8" aria-hidden />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Thank You for Signing Up!
        </h1>
        <p className="mx-auto mt-3 max-w-lg text-lg text-slate-600">
          Your account is ready. We sent a verification link to your email.
        </p>
        <div className="mx-auto mt-6 flex max-w-lg items-start gap-3 rounded-xl bg-amber-50 p-4 text-left ring-1 ring-amber-200">
          <Gift className="mt-0.5 size-6 shrink-0 text-accent-600" aria-hidden />
          <p className="text-slate-800">
            <strong className="font-semibold">
              Your {TRIAL_DAYS}-day free trial includes {TRIAL_CREDIT_TOTAL} credits
            </strong>{' '}
            to promote listings on Facebook Marketplace, LinkedIn and X, plus a reel. No credit card required.
          </p>
        </div>
        <ExtensionDownloadButton className="mt-8 w-full sm:w-auto" />
      </div>

      <section
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
        aria-labelledby="whats-next"
      >
        <h2 id="whats-next" className="text-xl font-bold text-slate-900">
          What&apos;s Next
        </h2>
        <ol className="mt-5 space-y-5">
          {NEXT_STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <StepNumber n={i + 1} tone="solid" />
              <div>
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <step.icon className="size-4 text-brand-700" aria-hidden />
                  {step.title}
                </p>
                <p className="mt-0.5 text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <p className="mt-6 text-center text-sm text-slate-600">
        Didn&apos;t get the email? Check your spam or junk folder. Still nothing?{' '}
        <Link to="/contact-us" className="font-semibold text-brand-700 hover:underline">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
