import {
  type CreditType,
  clampQuantity,
  creditType,
  formatUsd,
  progressBarMax,
  progressMarkPercent,
  progressPercent,
  quoteCredits,
  savingsHint,
  tierRows,
} from '@pp/pricing';
import { ChevronDown, Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { NumberField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';

export interface CreditCalculatorProps {
  type: CreditType;
  onCheckout: (type: CreditType, quantity: number) => void;
  processing: boolean;
}

/**
 * One Pay As You Go tab: quantity (clamped to the minimum on blur, PRODUCT.md §5), quick-add buttons that
 * add to it (their labels say so), the tier bar scaled to the type's own tiers, the package summary, the savings hint and the collapsible tier table.
 */
export function CreditCalculator({ type, onCheckout, processing }: CreditCalculatorProps) {
  const info = creditType(type);
  const [quantity, setQuantity] = useState(info.minimumPurchase);
  const [draft, setDraft] = useState(String(info.minimumPurchase));
  const [showTiers, setShowTiers] = useState(false);
  const tableId = useId();

  const commit = (value: string | number) => {
    const next = clampQuantity(value, info.minimumPurchase);
    setQuantity(next);
    setDraft(String(next));
  };
  const quote = quoteCredits(type, quantity);
  const hint = savingsHint(type, quantity);
  const percent = progressPercent(type, quantity);
  const barMax = progressBarMax(type);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        <NumberField
          label="Number of credits"
          min={info.minimumPurchase}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
          hint={`Minimum purchase is ${info.minimumPurchase} credits.`}
          inputClassName="max-w-xs"
        />

        <div>
          <p className="text-sm font-medium text-slate-700">
            Quick add <span className="font-normal text-slate-500">(adds to the number above)</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {info.quickAdd.map((n) => (
              <Button key={n} variant="secondary" size="sm" onClick={() => commit(quantity + n)}>
                Add {n} credits
              </Button>
            ))}
          </div>
        </div>

        <div>
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium text-slate-700">Volume tier</span>
            <span className="text-slate-500">
              {quantity.toLocaleString('en-US')} / {barMax.toLocaleString('en-US')}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`Credits toward the ${barMax.toLocaleString('en-US')}-credit mark`}
            aria-valuemin={0}
            aria-valuemax={barMax}
            aria-valuenow={Math.min(quantity, barMax)}
            className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-brand-600 to-brand-800 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <div className="relative mt-1.5 h-4 text-xs text-slate-500" aria-hidden="true">
            {info.progressLabels.map((l, i) => (
              <span
                key={l}
                className="absolute -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
                style={{ left: `${progressMarkPercent(type, i)}%` }}
              >
                {l}
              </span>
            ))}
          </div>
        </div>

        <p
          className="flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="savings-hint"
        >
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {hint.text}
        </p>

        <div>
          <button
            type="button"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
            aria-expanded={showTiers}
            aria-controls={tableId}
            onClick={() => setShowTiers((v) => !v)}
          >
            {showTiers ? 'Hide pricing tiers' : 'View pricing tiers'}
            <ChevronDown
              className={cn('size-4 transition-transform', showTiers && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
          <div id={tableId} hidden={!showTiers} className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{info.title} pricing tiers</caption>
              <thead className="border-b border-slate-200 text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Quantity Tier
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Price per Credit
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Your Savings
                  </th>
                </tr>
              </thead>
              <tbody>
                {tierRows(type).map((row, i) => (
                  <tr
                    key={row.label}
                    className={
                      i === quote.tierIndex ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700'
                    }
                  >
                    <td className="py-2 pr-4">{row.label}</td>
                    <td className="py-2 pr-4">{formatUsd(row.priceCents)}</td>
                    <td className="py-2">{row.savingsPercent > 0 ? `${row.savingsPercent}%` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>

      <aside
        aria-label="Selected package"
        className="h-fit rounded-[var(--radius-card)] bg-slate-50 p-6 ring-1 ring-slate-200"
      >
        <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Selected package</h3>
        <p className="mt-3 font-semibold text-slate-900">{info.title}</p>
        {info.note ? (
          <p className="mt-1 text-sm text-slate-600" data-testid="credit-note">
            {info.note}
          </p>
        ) : null}
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-600">Credits</dt>
            <dd className="font-medium text-slate-900" data-testid="summary-quantity">
              {quantity.toLocaleString('en-US')}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-600">Price per credit</dt>
            <dd className="font-medium text-slate-900" data-testid="summary-unit">
              {formatUsd(quote.unitCents)}
            </dd>
          </div>
          {quote.hasDiscount ? (
            <div className="flex justify-between text-success-600">
              <dt>You save</dt>
              <dd className="font-medium">
                {formatUsd(quote.savingsCents)} ({quote.discountPercentage}%)
              </dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="text-2xl font-extrabold text-slate-900" data-testid="summary-total">
              {formatUsd(quote.totalCents)}
            </dd>
          </div>
        </dl>
        <Button
          className="mt-6 w-full"
          size="lg"
          disabled={processing}
          aria-busy={processing || undefined}
          onClick={() => onCheckout(type, quantity)}
        >
          {processing ? 'Processing...' : 'Continue to Payment'}
        </Button>
      </aside>
    </div>
  );
}
