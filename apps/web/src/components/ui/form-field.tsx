import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
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

interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Label above, hint and the spec's error text below, wired to the control for screen readers. */
function Field({
  label,
  error,
  hint,
  id,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}) {
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
      {children({ inputId, describedBy, invalid: Boolean(error) })}
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

/** Input with its label, hint and error. */
export function FormField({ label, error, hint, trailing, className, id, ...input }: FormFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={inputId}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cn(inputClasses(invalid), trailing ? 'pr-11' : undefined)}
            {...input}
          />
          {trailing ? (
            <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>
          ) : null}
        </div>
      )}
    </Field>
  );
}

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** Textarea with its label, hint and error, like FormField. */
export function TextareaField({ label, error, hint, className, id, ...textarea }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          id={inputId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClasses(invalid)}
          {...textarea}
        />
      )}
    </Field>
  );
}

export interface NumberFieldProps extends Omit<FormFieldProps, 'type' | 'trailing'> {
  /** Classes added to the input itself (`className` is the field's). */
  inputClassName?: string;
}

/** A whole-number input (numeric keypad, steps of 1) with its label, hint and error; the figure is set large. */
export function NumberField({
  label,
  error,
  hint,
  className,
  id,
  inputClassName,
  ...input
}: NumberFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          step={1}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses(invalid), 'text-lg font-semibold', inputClassName)}
          {...input}
        />
      )}
    </Field>
  );
}
