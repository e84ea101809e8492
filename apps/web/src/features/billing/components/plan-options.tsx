import { centsToUsd, formatUsd, PLANS, type Plan } from '@pp/pricing';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconList } from '../../../components/ui/icon-list';
import { cn } from '../../../lib/cn';
import { useCreateCheckoutSession } from '../api/create-checkout-session';

const cycleLabel = (plan: Plan) => plan.billing_cycle[0]!.toUpperCase() + plan.billing_cycle.slice(1);

/** The four Professional plans, compact, for signed-in users on /dashboard/pricing. */
export function PlanOptions({ currentPlanId }: { currentPlanId: string | null }) {
  const checkout = useCreateCheckoutSession();
  const pendingPlan =
    checkout.isPending && checkout.variables?.package_type === 'subscription'
      ? checkout.variables.package_details.package_name
      : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {PLANS.map((plan) => {
        const current = plan.id === currentPlanId;
        return (
          <Card
            key={plan.id}
            className={cn('flex flex-col p-5', plan.best_value && 'ring-2 ring-accent-500 ring-offset-0')}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{cycleLabel(plan)}</h3>
              {current ? (
                <Badge tone="success">Current plan</Badge>
              ) : plan.best_value ? (
                <Badge tone="accent">BEST VALUE</Badge>
              ) : plan.tab_badge ? (
                <Badge tone="info">{plan.tab_badge}</Badge>
              ) : null}
            </div>
            <p className="mt-3">
              <span className="text-3xl font-bold tracking-tight text-slate-900">
                {formatUsd(plan.price)}
              </span>
              <span className="text-sm text-slate-500">{plan.period_label}</span>
            </p>
            <p className="mt-1 h-5 text-xs text-slate-500">{plan.billed_note ?? ''}</p>
            <IconList
              items={plan.features.slice(0, 3)}
              variant="sm"
              className="mt-4 flex-1 space-y-2 text-sm text-slate-700"
            />
            <Button
              className="mt-5 w-full"
              variant={plan.best_value ? 'primary' : 'secondary'}
              loading={pendingPlan === plan.id}
              disabled={checkout.isPending || current}
              aria-label={`Subscribe to the ${plan.billing_cycle} plan`}
              onClick={() =>
                checkout.mutate({
                  package_type: 'subscription',
                  package_details: { package_name: plan.id, package_price: centsToUsd(plan.charge_cents) },
                })
              }
            >
              {current ? 'Your plan' : 'Subscribe'}
            </Button>
          </Card>
        );
      })}
    </div>
  );
}
