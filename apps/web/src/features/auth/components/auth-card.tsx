import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The white card every auth form sits in, with its heading and a one-line lead. */
const STATUS_TONES = {
  success: 'bg-green-50 text-success-600 ring-green-100',
  danger: 'bg-red-50 text-danger-600 ring-red-100',
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
} as const;

/** A result card (sent, verified, failed…): the icon sits above a centred title. */
export interface AuthCardStatus {
  icon: LucideIcon;
  tone: keyof typeof STATUS_TONES;
}

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  status,
  failure,
  className,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The line under the card that sends the user elsewhere: "Already have an account? Sign in". */
  footer?: { prompt: string; to: string; link: string };
  status?: AuthCardStatus;
  /** Why the last submit failed: a red banner above the form, announced at once. */
  failure?: ReactNode;
  className?: string;
}) {
  const centred = Boolean(status);
  return (
    <div className={cn('w-full max-w-md', className)}>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        {status ? (
          <span
            className={cn(
              'mx-auto mb-5 flex size-16 items-center justify-center rounded-full ring-8',
              STATUS_TONES[status.tone],
            )}
          >
            <status.icon className="size-8" aria-hidden />
          </span>
        ) : null}
        <h1
          className={cn(
            'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl',
            centred && 'text-center',
          )}
        >
          {title}
        </h1>
        {subtitle ? <p className={cn('mt-2 text-slate-600', centred && 'text-center')}>{subtitle}</p> : null}
        <div className={cn('mt-6', centred && 'text-center')}>
          {failure ? (
            <AlertBanner tone="error" className="mb-5">
              {failure}
            </AlertBanner>
          ) : null}
          {children}
        </div>
      </div>
      {footer ? (
        <div className="mt-6 text-center text-sm text-slate-600">
          {footer.prompt}{' '}
          <Link to={footer.to} className="font-semibold text-brand-700 hover:underline">
            {footer.link}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** The page behind auth forms: room for the fixed nav, a soft brand wash, content centred. */
export function AuthPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white px-4 pt-24 pb-16 sm:pt-28',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** "or" between the email form and the Google button. */
export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/** The full-width submit button at the foot of every auth form. */
export function AuthSubmitButton(props: Omit<ButtonProps, 'type' | 'size' | 'className'>) {
  return <Button type="submit" size="lg" className="w-full" {...props} />;
}
