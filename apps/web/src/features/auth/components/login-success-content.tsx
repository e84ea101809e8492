import { LayoutDashboard, MonitorDown, MousePointerClick, PlugZap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ExtensionDownloadButton } from './extension-download-button';
import { StepNumber } from './step-number';

const REMINDER_STEPS = [
  { icon: MonitorDown, text: 'Install the Property Promoter extension in Chrome.' },
  { icon: PlugZap, text: 'Log in to the extension with this account.' },
  {
    icon: MousePointerClick,
    text: 'Open a listing on Zillow, Realtor.com, Trulia or Redfin and click Property Promoter.',
  },
];

/** Spec §2 welcome-back page: a reminder to set up the extension in 3 steps. */
export function LoginSuccessContent({ name }: { name?: string | null }) {
  return (
    <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {name ? `Welcome back, ${name}!` : 'Welcome back!'}
      </h1>
      <p className="mt-3 text-lg text-slate-600">
        You&apos;re signed in. Make sure the extension is ready so you can promote listings where you find
        them.
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Get the extension ready</h2>
      <ol className="mt-4 space-y-4">
        {REMINDER_STEPS.map((step, i) => (
          <li key={step.text} className="flex items-start gap-4">
            <StepNumber n={i + 1} tone="soft" />
            <p className="flex items-start gap-2 pt-1.5 text-slate-700">
              <step.icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
              {step.text}
            </p>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ExtensionDownloadButton className="w-full sm:w-auto" />
        <Link to="/dashboard" className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}>
          <LayoutDashboard className="size-5" aria-hidden />
          Go to Dashboard
        </Link>
      </div>
    </div>
  );
}
