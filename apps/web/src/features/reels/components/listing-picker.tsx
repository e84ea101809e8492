import type { TListingSummary } from '@pp/contract';
import { Home } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/form-field';

const money = (n: number | null) =>
  n === null
    ? null
    : n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const listingLabel = (l: TListingSummary) =>
  [l.address.street, l.address.city].filter(Boolean).join(', ') || l.url;

/** Which saved listing the reel is made from, with a glance at it. */
export function ListingPicker({
  listings,
  value,
  onChange,
  error,
}: {
  listings: TListingSummary[];
  value: string | null;
  onChange: (listingId: string) => void;
  error?: string;
}) {
  const id = useId();
  const current = listings.find((l) => l.listing_id === value);
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          Listing
        </label>
        <select
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClasses(Boolean(error))}
        >
          <option value="" disabled>
            Choose one of your listings
          </option>
          {listings.map((l) => (
            <option key={l.listing_id} value={l.listing_id}>
              {listingLabel(l)}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-danger-600">
            {error}
          </p>
        ) : null}
      </div>
      {current ? (
        <div className="flex items-center gap-3 rounded-[var(--radius-control)] bg-slate-50 p-3">
          {current.photo ? (
            <img
              src={current.photo}
              alt=""
              className="h-12 w-16 rounded-md object-cover"
              width={64}
              height={48}
            />
          ) : (
            <span className="flex h-12 w-16 items-center justify-center rounded-md bg-slate-200 text-slate-500">
              <Home className="size-5" aria-hidden />
            </span>
          )}
          <div className="min-w-0 text-sm">
            <p className="truncate font-semibold text-slate-900">{listingLabel(current)}</p>
            <p className="text-slate-500">
              {[
                money(current.price),
                current.address.state,
                current.source[0]?.toUpperCase() + current.source.slice(1),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
