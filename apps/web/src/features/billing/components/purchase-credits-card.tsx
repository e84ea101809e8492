import { CREDIT_CATALOGUE, CREDIT_TYPES, type CreditType, clampQuantity, formatUsd } from '@pp/pricing';
import { Coins, ShieldCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NumberField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import {
  initialPurchaseCard,
  type PurchaseCardState,
  paygoRequest,
  viewPurchaseCard,
} from '../utils/purchase-card-state';

const TYPE_DOT: Record<CreditType, string> = {
  promote_to_facebook_marketplace: 'bg-facebook',
  post_to_twitter_account: 'bg-x',
  post_to_linkedin_account: 'bg-linkedin',
  reel_generation: 'bg-accent-500',
};

/**
 * The dashboard purchase card of PRODUCT.md §2: 10 credits by default, a valid-purchase flag that
 * enables checkout, and per-credit prices from the shared tiers (0.55 until a quantity is valid).
 */
export function PurchaseCreditsCard() {
  const [state, setState] = useState<PurchaseCardState>(initialPurchaseCard);
  const view = viewPurchaseCard(state);
  const checkout = useCreateCheckoutSession();
  const info = CREDIT_CATALOGUE[state.type];

  return (
    <Card className="self-start p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Coins className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Buy credits</h2>
          <p className="text-sm text-slate-600">
            Top up any counter. Credits never expire and are added right after payment.
          </p>
        </div>
      </div>

      <fieldset className="mt-6">
        <legend className="text-sm font-medium text-slate-700">Credit type</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {CREDIT_TYPES.map((t) => (
            <label
              key={t}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border px-3 py-2.5 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                state.type === t
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-200 text-slate-700 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="credit-type"
                value={t}
                checked={state.type === t}
                onChange={() => setState((s) => ({ ...s, type: t }))}
                className="sr-only"
              />
              <span className={cn('size-2.5 shrink-0 rounded-full', TYPE_DOT[t])} aria-hidden="true" />
              {CREDIT_CATALOGUE[t].tabLabel}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-6 grid gap-6 sm:grid-cols-[1fr_auto] sm:items-end">
        <NumberField
          label="Number of credits"
          min={info.minimumPurchase}
          value={state.api_calls}
          onChange={(e) => setState((s) => ({ ...s, api_calls: e.target.value }))}
          onBlur={(e) =>
            setState((s) => ({
              ...s,
              api_calls: String(clampQuantity(e.target.value, info.minimumPurchase)),
            }))
          }
          error={view.error ?? undefined}
          hint={
            view.error
              ? undefined
              : `${formatUsd(Math.round(view.pricing[state.type] * 100))} per credit at this quantity`
          }
        />
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Quick select</legend>
          {info.quickAdd.map((n) => (
            <button
              key={n}
              type="button"
              onClick={() => setState((s) => ({ ...s, api_calls: String(n) }))}
              className="h-9 rounded-full border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
            >
              {n}
            </button>
          ))}
        </fieldset>
      </div>

      <div className="mt-6 rounded-[var(--radius-card)] bg-slate-50 p-4 sm:p-5">
        <dl className="grid grid-cols-2 gap-y-2 text-sm">
          <dt className="text-slate-600">
            {view.quantity ?? '–'} × {info.title}
          </dt>
          <dd className="text-right text-slate-900 tabular-nums">
            {view.unitCents !== null ? `${formatUsd(view.unitCents)} each` : '–'}
          </dd>
          {view.savingsCents > 0 ? (
            <>
              <dt className="text-success-600">Volume savings</dt>
              <dd className="text-right text-success-600 tabular-nums">−{formatUsd(view.savingsCents)}</dd>
            </>
          ) : null}
          <dt className="border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">Total</dt>
          <dd className="border-t border-slate-200 pt-2 text-right text-base font-bold text-slate-900 tabular-nums">
            {view.totalCents !== null ? formatUsd(view.totalCents) : '–'}
          </dd>
        </dl>
        {view.hint ? (
          <p className="mt-3 flex items-start gap-1.5 text-sm text-brand-800">
            <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {view.hint}
          </p>
        ) : null}
      </div>

      <Button
        size="lg"
        className="mt-6 w-full"
        disabled={!view.isValidPurchase || checkout.isPending}
        onClick={() => {
          const request = paygoRequest(state);
          if (request) checkout.mutate(request);
        }}
      >
        {checkout.isPending ? 'Processing...' : 'Continue to Payment'}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-500">
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        Secure checkout. You will be redirected to complete your payment.
      </p>
    </Card>
  );
}
