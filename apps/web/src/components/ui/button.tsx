import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  destructive: 'bg-danger-600 text-white hover:bg-red-700 shadow-sm',
  accent: 'bg-accent-500 text-slate-950 hover:bg-accent-400 shadow-sm',
} as const;
const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: keyof typeof sizes = 'md',
  className?: string,
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  loading?: boolean;
  icon?: ReactNode;
}

/** Primary, secondary, ghost, destructive, accent; `loading` shows a spinner and disables it. */
export function Button({
  variant,
  size,
  loading,
  icon,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner label="Working" /> : icon}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'variant' | 'size'> {
  /** The accessible name: the icon alone says nothing to a screen reader. */
  label: string;
  icon: LucideIcon;
}

/** A small square ghost button showing only an icon. */
export function IconButton({ label, icon: Icon, className, ...rest }: IconButtonProps) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className={cn('size-8 px-0 text-slate-600', className)}
      aria-label={label}
      {...rest}
    >
      <Icon className="size-4" aria-hidden />
    </Button>
  );
}
