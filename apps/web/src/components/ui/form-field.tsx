import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Content placed inside the input's right edge, e.g. a show/hide password toggle. */
  trailing?: ReactNode;
}

export const inputClasses = (invalid?: boolean) =>
  cn(
    'block w-full rounded-[var(--radius-control)] border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs',
    'placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500/40',
    'read-only:bg-slate-50 read-only:text-slate-600 disabled:bg-slate-50',
    invalid ? 'border-danger-600 focus:border-danger-600' : 'border-slate-300 focus:border-brand-600',
  );

/** Input with its label, hint and the spec's error text under it, wired for screen readers. */
export function FormField({ label, error, hint, trailing, className, id, ...input }: FormFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses(Boolean(error)), trailing ? 'pr-11' : undefined)}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <div id={hintId} className="text-sm text-slate-500">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
