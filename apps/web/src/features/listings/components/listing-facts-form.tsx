import { LISTING_STATUSES, type ListingStatus, type TListing } from '@pp/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toast';
import { fieldErrors } from '../../../lib/api-client';
import { useUpdateListingFacts } from '../api/stale-outputs';
import { STATUS_LABELS } from '../utils/format-listing';

/**
 * The agent sets the listing's price or status here when they know first (the listing site lags).
 * The property page shows the new facts at once; posts that state the old ones are listed as stale.
 */
export function ListingFactsForm({ listingId, listing }: { listingId: string; listing: TListing }) {
  const update = useUpdateListingFacts(listingId);
  const [price, setPrice] = useState(listing.price === null ? '' : String(listing.price));
  const [status, setStatus] = useState<ListingStatus | ''>(listing.status ?? '');
  const errors = fieldErrors(update.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      {
        ...(price.trim() === '' ? {} : { price: Number(price) }),
        ...(status === '' ? {} : { status }),
      },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (err) => notify.error(err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Price and status" className="mt-4 flex flex-wrap items-end gap-3">
      <label className="text-sm font-medium text-slate-700">
        Price (USD)
        <input
          inputMode="numeric"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          aria-invalid={Boolean(errors.price)}
          className={`${inputClasses(Boolean(errors.price))} mt-1 w-40`}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Status
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value as ListingStatus)}
          className={`${inputClasses(Boolean(errors.status))} mt-1 w-40`}
        >
          {status === '' ? <option value="">—</option> : null}
          {LISTING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={update.isPending}>
        Update price and status
      </Button>
      {errors.price || errors.status ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {errors.price ?? errors.status}
        </p>
      ) : null}
    </form>
  );
}
