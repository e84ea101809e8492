import { CREDIT_TYPES, type CreditType, creditType, DEFAULT_CREDIT_TYPE } from '@pp/pricing';
import { Lock, ShieldCheck, Wallet, Zap } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { CreditCalculator } from './credit-calculator';

const TRUST = [
  { icon: Wallet, label: 'No Minimum', body: 'Buy only the credits you need' },
  { icon: Zap, label: 'Instant Access', body: 'Credits land on your account at once' },
  { icon: Lock, label: 'Secure Payment', body: 'Encrypted checkout, cards never stored here' },
  { icon: ShieldCheck, label: 'Cancel Anytime', body: 'No contract, no commitment' },
];

const triggerClass =
  'rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

export interface PaygoSectionProps {
  onCheckout: (type: CreditType, quantity: number) => void;
  processingType: CreditType | null;
}

/** Spec §2 Pay As You Go: four credit tabs (Facebook Marketplace default) and the trust badges. */
export function PaygoSection({ onCheckout, processingType }: PaygoSectionProps) {
  return (
    <section aria-labelledby="paygo-title" className="mx-auto max-w-5xl">
      <div className="text-center">
        <h2 id="paygo-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Pay As You Go
        </h2>
        <p className="mt-3 text-lg text-slate-600">
          Need more posts? Buy credits for any channel. The more you buy, the less each costs.
        </p>
      </div>
      <div className="mt-8 rounded-2xl bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-slate-200 sm:p-8">
        <Tabs.Root defaultValue={DEFAULT_CREDIT_TYPE}>
          <Tabs.List aria-label="Credit type" className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
            {CREDIT_TYPES.map((t) => (
              <Tabs.Trigger key={t} value={t} className={triggerClass}>
                {creditType(t).tabLabel}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {CREDIT_TYPES.map((t) => (
            <Tabs.Content key={t} value={t} className="mt-8 focus-visible:outline-none">
              <CreditCalculator type={t} onCheckout={onCheckout} processing={processingType === t} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {TRUST.map(({ icon: Icon, label, body }) => (
          <li
            key={label}
            className="flex items-start gap-3 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-slate-200"
          >
            <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <p className="text-sm font-semibold text-slate-900">{label}</p>
              <p className="text-xs text-slate-600">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
