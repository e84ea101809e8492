import { MIN_PASSWORD_LENGTH } from '@pp/contract';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The parts of PRODUCT.md §5's new-password rule, ticked off as the user types. */
export const PASSWORD_RULES = [
  {
    label: `At least ${MIN_PASSWORD_LENGTH} characters`,
    test: (v: string) => v.length >= MIN_PASSWORD_LENGTH,
  },
  { label: 'One lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { label: 'One uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { label: 'One number', test: (v: string) => /\d/.test(v) },
  { label: 'One special character (@$!%*?&)', test: (v: string) => /[@$!%*?&]/.test(v) },
] as const;

export function PasswordRules({ value, id }: { value: string; id?: string }) {
  return (
    <ul
      id={id}
      className="grid gap-1.5 rounded-[var(--radius-control)] bg-slate-50 p-3 text-sm sm:grid-cols-2"
      aria-label="Password rules"
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(value);
        const Icon = met ? Check : Circle;
        return (
          <li
            key={rule.label}
            className={cn('flex items-center gap-2', met ? 'text-green-700' : 'text-slate-600')}
          >
            <Icon className={cn('size-4 shrink-0', met ? '' : 'scale-75')} aria-hidden />
            <span>
              {rule.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
