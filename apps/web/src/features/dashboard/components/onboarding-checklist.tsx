import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useOnboarding } from '../api/get-onboarding';
import { ONBOARDING_STEPS, type OnboardingStepCopy } from '../utils/onboarding-steps';

function StepAction({ action }: { action: NonNullable<OnboardingStepCopy['action']> }) {
  const className = 'text-sm font-semibold text-brand-700 underline underline-offset-2';
  // A download or a server path is a plain link; app pages go through the router.
  return action.download ? (
    <a href={action.href} download className={className}>
      {action.label}
    </a>
  ) : (
    <Link to={action.href} className={className}>
      {action.label}
    </Link>
  );
}

/**
 * The dashboard's first-run checklist (issue 24): six steps from GET /users/onboarding that tick
 * themselves as the agent does them; gone once all are done.
 */
export function OnboardingChecklist() {
  const { data } = useOnboarding();
  if (!data) return null;
  const done = ONBOARDING_STEPS.filter((s) => data[s.step]).length;
  if (done === ONBOARDING_STEPS.length) return null;
  return (
    <Card
      className="p-5 sm:p-6"
      aria-labelledby="onboarding-title"
      role="region"
      data-testid="onboarding-checklist"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="onboarding-title" className="text-lg font-bold text-slate-900">
          Get started
        </h2>
        <p className="text-sm text-slate-600">
          {done} of {ONBOARDING_STEPS.length} done
        </p>
      </div>
      <ol className="mt-4 space-y-3">
        {ONBOARDING_STEPS.map((s) => {
          const complete = data[s.step];
          return (
            <li key={s.step} className="flex items-start gap-3" data-step={s.step} data-done={complete}>
              {complete ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className={complete ? 'text-slate-500 line-through' : 'font-semibold text-slate-900'}>
                  {s.title}
                  <span className="sr-only">{complete ? ' (done)' : ' (to do)'}</span>
                </p>
                {complete ? null : (
                  <p className="text-sm text-slate-600">
                    {s.hint} {s.action ? <StepAction action={s.action} /> : null}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
