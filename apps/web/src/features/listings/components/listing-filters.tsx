import { LISTING_SOURCES, LISTING_STATUSES, type TListingsQuery } from '@pp/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { SOURCE_LABELS, STATUS_LABELS } from '../utils/format-listing';

/** Search box (sent on Enter or the button) and the source and status filters (applied at once). */
export function ListingFilters({
  query,
  onChange,
}: {
  query: TListingsQuery;
  onChange: (next: TListingsQuery) => void;
}) {
  const [q, setQ] = useState(query.q ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...query, q, page: 1 });
  };
  const select =
    'h-11 rounded-[var(--radius-control)] border border-slate-300 bg-white px-3 text-sm text-slate-900';
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label="Search listings"
    >
      <div className="flex-1">
        <label htmlFor="listing-search" className="mb-1 block text-sm font-medium text-slate-700">
          Search
        </label>
        <input
          id="listing-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Street, city, ZIP or MLS number"
          className={inputClasses()}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 sm:flex-none">
          <label htmlFor="listing-source" className="mb-1 block text-sm font-medium text-slate-700">
            Source
          </label>
          <select
            id="listing-source"
            className={select}
            value={query.source ?? ''}
            onChange={(e) =>
              onChange({
                ...query,
                source: (e.target.value || undefined) as TListingsQuery['source'],
                page: 1,
              })
            }
          >
            <option value="">All sources</option>
            {LISTING_SOURCES.map((s) => (
              <option key={s} value={s}>
                {SOURCE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 sm:flex-none">
          <label htmlFor="listing-status" className="mb-1 block text-sm font-medium text-slate-700">
            Status
          </label>
          <select
            id="listing-status"
            className={select}
            value={query.status ?? ''}
            onChange={(e) =>
              onChange({
                ...query,
                status: (e.target.value || undefined) as TListingsQuery['status'],
                page: 1,
              })
            }
          >
            <option value="">All statuses</option>
            {LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" icon={<Search className="size-4" aria-hidden />}>
          Search
        </Button>
      </div>
    </form>
  );
}
