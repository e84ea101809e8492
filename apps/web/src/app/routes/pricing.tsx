import { isSubscribed, MESSAGES } from '@pp/contract';
import { type CreditType, centsToUsd, type Plan, paygoCheckoutRequest } from '@pp/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateCheckoutSession } from '../../features/billing/api/create-checkout-session';
import { SwitchPlanDialog } from '../../features/billing/components/switch-plan-dialog';
import { usePageMeta } from '../../features/marketing';
import { PricingPage, useStartTrial } from '../../features/pricing';
import { useResumeSubscription } from '../../features/subscriptions/api/resume-subscription';
import { errorMessage } from '../../lib/api-client';
import { currentUserQueryKey, useCurrentUser, useSession } from '../../session';

/** Public pricing (PRODUCT.md §2/§4/§8): trial claim, plan checkout and pay-as-you-go checkout. */
export default function Pricing() {
  usePageMeta('/pricing');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const { data: user } = useCurrentUser();
  // Spec §3 client state isUsedTrail: set after a successful claim, or known from /users/me.
  const [isUsedTrail, setIsUsedTrail] = useState(false);
  const startTrial = useStartTrial({
    onSuccess: () => {
      toast.success(MESSAGES.trialActivated);
      setIsUsedTrail(true);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      navigate('/dashboard');
    },
    onError: () => toast.error(MESSAGES.trialFailed),
  });
  const checkout = useCreateCheckoutSession();
  const resume = useResumeSubscription();
  const [switchTo, setSwitchTo] = useState<Plan | null>(null);
  // A running plan (cancelled or not) is marked; its other cycles are switches, not new checkouts.
  const running =
    isLoggedIn && user && isSubscribed(user) && user.package_name
      ? { planId: user.package_name, cancelled: user.cancel_at_period_end }
      : null;
  const pending = checkout.isPending ? checkout.variables : undefined;

  const requireLogin = (message: string) => {
    if (isLoggedIn) return false;
    toast.info(message);
    navigate('/sign-in');
    return true;
  };

  return (
    <>
      <PricingPage
        showTrial={!isUsedTrail && !user?.has_used_trial && !running}
        claimingTrial={startTrial.isPending}
        onClaimTrial={() => {
          if (!requireLogin(MESSAGES.trialLoggedOut)) startTrial.mutate();
        }}
        subscribingPlanId={
          pending?.package_type === 'subscription' ? pending.package_details.package_name : null
        }
        onSubscribe={(plan: Plan) => {
          if (requireLogin(MESSAGES.pleaseLogIn)) return;
          checkout.mutate({
            package_type: 'subscription',
            package_details: { package_name: plan.id, package_price: centsToUsd(plan.charge_cents) },
          });
        }}
        buyingType={
          pending?.package_type === 'paygo' ? (pending.package_details.type_of_api_call as CreditType) : null
        }
        onBuyCredits={(type: CreditType, quantity: number) => {
          if (requireLogin(MESSAGES.pleaseLogIn)) return;
          checkout.mutate(paygoCheckoutRequest(type, quantity));
        }}
        plan={{
          current: running,
          onSwitch: setSwitchTo,
          onResume: () =>
            resume.mutate(undefined, {
              onSuccess: () => toast.success(MESSAGES.subscriptionResumed),
              onError: (error) => toast.error(errorMessage(error, MESSAGES.genericError)),
            }),
          resuming: resume.isPending,
        }}
      />
      {running ? (
        <SwitchPlanDialog
          to={switchTo}
          fromPlanId={running.planId}
          periodEnd={user?.subscription_end_date ?? null}
          onClose={() => setSwitchTo(null)}
        />
      ) : null}
    </>
  );
}
