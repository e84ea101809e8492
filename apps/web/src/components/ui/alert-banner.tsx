import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CheckCircle2, role: 'status' },
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: AlertCircle, role: 'alert' },
  info: { box: 'border-blue-200 bg-blue-50 text-blue-800', Icon: Info, role: 'status' },
} as const;

/** An inline message above a form: success and info are polite, errors are announced at once. */
export function AlertBanner({
  tone,
  children,
  className,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon, role } = tones[tone];
  return (
    <div
      role={role}
      className={cn(
        'flex items-start gap-2.5 rounded-[var(--radius-control)] border px-3.5 py-3 text-sm',
        box,
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
