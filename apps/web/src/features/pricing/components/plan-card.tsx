import { formatUsd, PLAN_FOOTER_NOTE, PLAN_NAME, type Plan } from '@pp/pricing';
import { BadgeCheck, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { IconList } from '../../../components/ui/icon-list';
import { cn } from '../../../lib/cn';

export interface PlanCardAction {
  label: string;
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * The Professional plan for the chosen cycle (PRODUCT.md §9 numbers). A subscriber's own plan is marked as
 * current, and their other cycles offer a switch instead of a new checkout; the trial footer is for
 * visitors only.
 */
export function PlanCard({
  plan,
  action,
  current = false,
  footer = PLAN_FOOTER_NOTE,
}: {
  plan: Plan;
  action: PlanCardAction;
  current?: boolean;
  footer?: string | null;
}) {
  return (
    <div
      className={cn(
        'relative mx-auto w-full max-w-md rounded-2xl bg-white p-8 shadow-[var(--shadow-raised)] ring-1',
        current ? 'ring-2 ring-brand-600' : plan.best_value ? 'ring-2 ring-accent-500' : 'ring-slate-200',
      )}
      data-testid="plan-card"
      data-current={current || undefined}
    >
      {current ? (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          YOUR CURRENT PLAN
        </span>
      ) : plan.best_value ? (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-slate-950">
          <Sparkles className="size-3.5" aria-hidden="true" />
          BEST VALUE
        </span>
      ) : null}
      <h2 className="text-xl font-bold text-slate-900">{PLAN_NAME}</h2>
      <p className="mt-1 text-sm text-slate-600">Everything an active agent needs to market every listing.</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">
          {formatUsd(plan.price).replace('.00', '')}
        </span>
        <span className="text-lg font-medium text-slate-500">{plan.period_label}</span>
      </p>
      {plan.billed_note ? (
        <p className="mt-1 text-sm font-medium text-brand-700">{plan.billed_note}</p>
      ) : null}
      <IconList items={plan.features} className="mt-6 space-y-3" />
      <Button
        className="mt-8 w-full"
        size="lg"
        variant={current && action.disabled ? 'secondary' : 'primary'}
        loading={action.loading}
        disabled={action.disabled}
        onClick={action.onClick}
      >
        {action.label}
      </Button>
      {footer ? <p className="mt-4 text-center text-sm text-slate-500">{footer}</p> : null}
    </div>
  );
}
