import { formatUsDate, MESSAGES, planLabel, type TCurrentUser, VALIDATION } from '@pp/contract';
import { AlertCircle, BadgeCheck, CalendarX2, Clock, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../../session';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { subscriptionBox, trialText } from '../utils/subscription-view';
import { PromotionCredits } from './promotion-credits';

/** The plan box: a card with its own padding, tinted by the plan's state. */
const box = 'p-5 sm:p-6';

const PLAN_BOX_TONES = {
  active: { card: 'border-green-200 bg-white', icon: 'text-green-600', title: 'text-green-700' },
  cancelled: { card: 'border-amber-200 bg-amber-50/60', icon: 'text-amber-700', title: 'text-slate-900' },
} as const;

/** The box of a running or cancelled plan: tinted by its state, its icon beside the heading. */
function PlanBox({
  tone,
  icon: Icon,
  title,
  children,
}: {
  tone: keyof typeof PLAN_BOX_TONES;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const colors = PLAN_BOX_TONES[tone];
  return (
    <Card className={cn(box, colors.card)}>
      <div className="flex items-center gap-2">
        <Icon className={cn('size-6', colors.icon)} aria-hidden />
        <h2 className={cn('text-lg font-semibold', colors.title)}>{title}</h2>
      </div>
      {children}
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function TrialBox({ user }: { user: TCurrentUser }) {
  return (
    <Card className={cn(box, 'border-brand-200 bg-brand-50')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Clock className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
          <div>
            <h2 className="text-lg font-semibold text-slate-900">You're on a Free Trial</h2>
            <p className="mt-1 text-sm text-slate-700">{trialText(user, formatUsDate(user.trial_end))}</p>
          </div>
        </div>
        <Link to="/pricing" className={buttonClasses('primary', 'md', 'shrink-0')}>
          View Plans
        </Link>
      </div>
    </Card>
  );
}

function ActiveBox({ user }: { user: TCurrentUser }) {
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const until = formatUsDate(user.subscription_end_date) ?? 'N/A';
  const onCancel = () => {
    if (!user.subscription_id) {
      notify.error(VALIDATION.noActiveSubscription);
      return;
    }
    cancel.mutate(user.subscription_id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(MESSAGES.subscriptionCanceled);
      },
      onError: () => notify.error(MESSAGES.subscriptionCancelFailed),
    });
  };
  return (
    <PlanBox tone="active" icon={BadgeCheck} title="Active Subscription">
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Detail label="Current Plan" value={planLabel(user.package_name)} />
        <Detail label="Subscription Expiry" value={until} />
      </dl>
      <div className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Switch billing cycle on the{' '}
          <Link to="/pricing" className="font-medium text-brand-700 hover:underline">
            pricing page
          </Link>
          . Once cancelled, your plan stays active until its expiry date, and you can resume it until then.
        </p>
        <Button variant="destructive" className="shrink-0" onClick={() => setConfirming(true)}>
          Cancel Subscription
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your subscription?"
        description={`Your plan will not renew. You keep full access until ${until}, and can resume before then.`}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep Subscription
          </Button>
          <Button variant="destructive" onClick={onCancel} loading={cancel.isPending}>
            Yes, Cancel Subscription
          </Button>
        </div>
      </Dialog>
    </PlanBox>
  );
}

function CancelledBox({ user }: { user: TCurrentUser }) {
  const resume = useResumeSubscription();
  const until = formatUsDate(user.subscription_end_date) ?? 'N/A';
  return (
    <PlanBox tone="cancelled" icon={CalendarX2} title="Subscription Cancelled">
      <p className="mt-1 text-sm text-slate-700">Your subscription has been cancelled</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Detail label="Plan" value={planLabel(user.package_name)} />
        <Detail label="Access Until" value={until} />
      </dl>
      <div className="mt-5 rounded-lg bg-white p-4 ring-1 ring-amber-200">
        <h3 className="text-sm font-semibold text-slate-900">What happens next?</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>You keep full access until {until}.</li>
          <li>After that date, your access ends.</li>
          <li>You can buy a new package anytime.</li>
        </ul>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">Changed your mind? Resume and your plan renews as before.</p>
        <Button
          className="shrink-0"
          loading={resume.isPending}
          onClick={() =>
            resume.mutate(undefined, {
              onSuccess: () => notify.success(MESSAGES.subscriptionResumed),
              onError: (error) => notify.error(errorMessage(error, MESSAGES.genericError)),
            })
          }
        >
          Resume Subscription
        </Button>
      </div>
    </PlanBox>
  );
}

/** Subscriptions (PRODUCT.md §2): trial, active or cancelled box by precedence, then the credits cards. */
export function SubscriptionManagement() {
  const user = useCurrentUser();
  if (user.isPending) {
    return <LoadingState what="subscription" className="h-48" />;
  }
  if (user.isError || !user.data) {
    return (
      <Card role="alert" className={cn(box, 'flex items-center gap-3 border-red-200 bg-red-50 text-red-800')}>
        <AlertCircle className="size-5" aria-hidden />
        <p className="text-sm font-medium">{MESSAGES.userFetchFailed}</p>
      </Card>
    );
  }
  const kind = subscriptionBox(user.data);
  return (
    <div className="space-y-8">
      {kind === 'trial' ? <TrialBox user={user.data} /> : null}
      {kind === 'active' ? <ActiveBox user={user.data} /> : null}
      {kind === 'cancelled' ? <CancelledBox user={user.data} /> : null}
      <PromotionCredits addons={user.data.addons} />
    </div>
  );
}
