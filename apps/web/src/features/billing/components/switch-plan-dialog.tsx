import { MESSAGES } from '@pp/contract';
import { formatUsd, type Plan, planById, prorateSwitch } from '@pp/pricing';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useChangePlan } from '../api/change-plan';

export interface SwitchPlanDialogProps {
  /** The plan to switch to; null keeps the dialog closed. */
  to: Plan | null;
  fromPlanId: string;
  /** End of the current paid period (ISO), for the proration estimate. */
  periodEnd: string | null;
  onClose: () => void;
}

/**
 * Confirms a switch of billing cycle with what it costs now: the new plan's charge less the unused
 * part of the current period (the server and the processor compute the real figure the same way).
 */
export function SwitchPlanDialog({ to, fromPlanId, periodEnd, onClose }: SwitchPlanDialogProps) {
  const change = useChangePlan();
  const from = planById(fromPlanId);
  const remaining = periodEnd ? new Date(periodEnd).getTime() - Date.now() : 0;
  const estimate = to && from ? prorateSwitch(from, to, remaining) : null;
  return (
    <Dialog
      open={to !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={to ? `Switch to ${to.billing_cycle} billing?` : ''}
      description="The change applies now and a new billing period starts today. The unused part of your current period is credited."
    >
      {estimate !== null ? (
        <p className="text-sm text-slate-700" data-testid="switch-estimate">
          You will be charged about <strong>{formatUsd(estimate)}</strong> today.
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Keep Current Plan
        </Button>
        <Button
          loading={change.isPending}
          onClick={() => {
            if (!to) return;
            change.mutate(to.id, {
              onSuccess: () => {
                notify.success(MESSAGES.planChanged);
                onClose();
              },
              onError: (error) => notify.error(errorMessage(error, MESSAGES.genericError)),
            });
          }}
        >
          Confirm Switch
        </Button>
      </div>
    </Dialog>
  );
}
