import { LISTING_SOURCES, LISTING_STATUSES, type TListingsQuery } from '@pp/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { SOURCE_LABELS, STATUS_LABELS } from '../utils/format-listing';

/** A filter applied as soon as it is picked; the empty first option (`all`) clears it. */
function FilterSelect<T extends string>({
  id,
  label,
  all,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  value: T | undefined;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (next: T | undefined) => void;
}) {
  return (
    <div className="min-w-0 flex-1 sm:flex-none">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        className="h-11 rounded-[var(--radius-control)] border border-slate-300 bg-white px-3 text-sm text-slate-900"
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </div>
  );
}

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
        <FilterSelect
          id="listing-source"
          label="Source"
          all="All sources"
          value={query.source}
          options={LISTING_SOURCES}
          labels={SOURCE_LABELS}
          onChange={(source) => onChange({ ...query, source, page: 1 })}
        />
        <FilterSelect
          id="listing-status"
          label="Status"
          all="All statuses"
          value={query.status}
          options={LISTING_STATUSES}
          labels={STATUS_LABELS}
          onChange={(status) => onChange({ ...query, status, page: 1 })}
        />
        <Button type="submit" variant="secondary" icon={<Search className="size-4" aria-hidden />}>
          Search
        </Button>
      </div>
    </form>
  );
}
