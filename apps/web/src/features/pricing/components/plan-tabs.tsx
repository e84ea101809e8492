import {
  BILLING_CYCLES,
  type BillingCycle,
  DEFAULT_BILLING_CYCLE,
  type Plan,
  planByCycle,
  planById,
} from '@pp/pricing';
import { Tabs } from 'radix-ui';
import { PlanCard, type PlanCardAction } from './plan-card';
import { TrialCard } from './trial-card';

const triggerClass =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

/** A subscriber's running plan, as /users/me tells it. */
export interface CurrentPlan {
  planId: string;
  /** Cancelled, still running until its end: it can be resumed. */
  cancelled: boolean;
}

export interface PlanTabsProps {
  /** Hide the Claim Free Trial tab once the trial is used (PRODUCT.md §4). */
  showTrial: boolean;
  onClaimTrial: () => void;
  claimingTrial: boolean;
  onSubscribe: (plan: Plan) => void;
  subscribingPlanId: string | null;
  current?: CurrentPlan | null;
  onSwitch?: (plan: Plan) => void;
  switchingPlanId?: string | null;
  onResume?: () => void;
  resuming?: boolean;
}

/** What the card's button does: a visitor subscribes; a subscriber keeps, resumes or switches. */
function actionFor(plan: Plan, props: PlanTabsProps): PlanCardAction {
  const { current } = props;
  if (!current)
    return {
      label: 'Get Started',
      onClick: () => props.onSubscribe(plan),
      loading: props.subscribingPlanId === plan.id,
    };
  if (plan.id === current.planId)
    return current.cancelled
      ? { label: 'Resume Subscription', onClick: props.onResume, loading: props.resuming }
      : { label: 'Current Plan', disabled: true };
  return {
    label: `Switch to ${plan.billing_cycle[0]!.toUpperCase()}${plan.billing_cycle.slice(1)} Billing`,
    onClick: () => props.onSwitch?.(plan),
    loading: props.switchingPlanId === plan.id,
  };
}

/**
 * Spec §2/§4 pricing tabs: Claim Free Trial (until used, and then selected), Daily, Weekly, Monthly
 * (selected once the trial is used), Yearly. A subscriber starts on their own cycle's tab.
 */
export function PlanTabs(props: PlanTabsProps) {
  const { showTrial, onClaimTrial, claimingTrial, current } = props;
  const currentCycle = current ? planById(current.planId)?.billing_cycle : undefined;
  return (
    // The trial, while it can be claimed, is the selected tab: it is what a new account is here for.
    // The key re-opens the right tab when the user loads (the trial tab may disappear then).
    <Tabs.Root
      key={`${currentCycle ?? 'visitor'}-${showTrial}`}
      defaultValue={currentCycle ?? (showTrial ? 'free' : DEFAULT_BILLING_CYCLE)}
    >
      <div className="flex justify-center">
        <Tabs.List
          aria-label="Billing cycle"
          className="inline-flex max-w-full flex-wrap justify-center gap-1 rounded-xl bg-slate-100 p-1"
        >
          {showTrial ? (
            <Tabs.Trigger value="free" className={triggerClass}>
              Claim Free Trial
            </Tabs.Trigger>
          ) : null}
          {BILLING_CYCLES.map((cycle: BillingCycle) => {
            const plan = planByCycle(cycle);
            return (
              <Tabs.Trigger key={cycle} value={cycle} className={triggerClass}>
                {plan.tab_label}
                {plan.tab_badge ? (
                  <span className="rounded-full bg-green-100 px-1.5 py-0.5 text-[11px] font-bold text-green-800">
                    {plan.tab_badge}
                  </span>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
      </div>
      {showTrial ? (
        <Tabs.Content value="free" className="mt-10 focus-visible:outline-none">
          <TrialCard onClaim={onClaimTrial} loading={claimingTrial} />
        </Tabs.Content>
      ) : null}
      {BILLING_CYCLES.map((cycle) => {
        const plan = planByCycle(cycle);
        return (
          <Tabs.Content key={cycle} value={cycle} className="mt-10 focus-visible:outline-none">
            <PlanCard
              plan={plan}
              action={actionFor(plan, props)}
              current={plan.id === current?.planId}
              footer={current ? null : undefined}
            />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
