import { MESSAGES, TRIAL_CREDIT_BREAKDOWN, TRIAL_CREDIT_TOTAL, TRIAL_DAYS } from '@pp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { currentUserQueryKey, useCurrentUser } from '../../../session';
import { useStartTrial } from '../api/start-trial';

/**
 * What a first sign-in sees instead of a refusal (PRODUCT.md §4): the trial in one obvious step. Once
 * it is claimed the current user is read again and the dashboard gate lets the agent in.
 */
export function StartTrialStep() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const start = useStartTrial({
    onSuccess: () => {
      notify.success(MESSAGES.trialActivated, 'trial-activated');
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: () => notify.error(MESSAGES.trialFailed, 'trial-failed'),
  });
  const firstName = user?.full_name.trim().split(/\s+/)[0];
  return (
    <main className="flex min-h-dvh items-center justify-center bg-brand-50/60 px-4 pt-24 pb-12">
      <section
        aria-labelledby="start-trial-title"
        className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-[var(--shadow-raised)] ring-1 ring-slate-200"
        data-testid="start-trial-step"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Gift className="size-6" aria-hidden="true" />
        </span>
        <h1 id="start-trial-title" className="mt-4 text-2xl font-bold text-slate-900">
          {firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
        </h1>
        <p className="mt-3 text-slate-600">
          Start your {TRIAL_DAYS}-day free trial: {TRIAL_CREDIT_TOTAL} credits ({TRIAL_CREDIT_BREAKDOWN}). No
          credit card required.
        </p>
        <Button className="mt-6 w-full" size="lg" loading={start.isPending} onClick={() => start.mutate()}>
          Start my free trial
        </Button>
        <p className="mt-4 text-sm text-slate-500">
          Prefer a plan?{' '}
          <Link to="/pricing" className="font-semibold text-brand-700 underline">
            See plans
          </Link>
        </p>
      </section>
    </main>
  );
}
