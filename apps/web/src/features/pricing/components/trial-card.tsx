import { TRIAL_CREDIT_TOTAL, TRIAL_DAYS } from '@pp/contract';
import { PLAN_FOOTER_NOTE } from '@pp/pricing';
import { Gift } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { IconList } from '../../../components/ui/icon-list';

const PERKS = [
  `${TRIAL_CREDIT_TOTAL} free credits`,
  `${TRIAL_DAYS} days of full access`,
  'Zillow, Realtor.com, Trulia & Redfin',
  'No credit card required',
];

/** The Claim Free Trial tab's card (PRODUCT.md §9: the same trial credits sign-up grants). */
export function TrialCard({ onClaim, loading }: { onClaim: () => void; loading: boolean }) {
  return (
    <div
      className="mx-auto w-full max-w-md rounded-2xl bg-white p-8 shadow-[var(--shadow-raised)] ring-1 ring-slate-200"
      data-testid="trial-card"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Gift className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">Free Trial</h2>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">$0</span>
        <span className="text-lg font-medium text-slate-500">/7 days</span>
      </p>
      <IconList items={PERKS} className="mt-6 space-y-3" />
      <Button className="mt-8 w-full" size="lg" loading={loading} onClick={onClaim}>
        Claim Free Trial
      </Button>
      <p className="mt-4 text-center text-sm text-slate-500">{PLAN_FOOTER_NOTE}</p>
    </div>
  );
}
