import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useSearchUsers } from '../api/search-users';
import { panel, useTwoFactorExpiry, when } from './console-ui';

/** Accounts by email or name, newest first, 20 a page; each opens its account view. */
export function UserSearch() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const found = useSearchUsers(query.q, query.page);
  useTwoFactorExpiry(found.error);
  const pages = found.data ? Math.max(1, Math.ceil(found.data.total / found.data.page_size)) : 1;
  return (
    <section className={panel} aria-labelledby="operator-search">
      <h1 id="operator-search" className="text-lg font-semibold">
        Operator console
      </h1>
      <form
        aria-label="Search accounts"
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ q: typed.trim(), page: 1 });
        }}
      >
        <label className="sr-only" htmlFor="operator-q">
          Email or name
        </label>
        <input
          id="operator-q"
          className={inputClasses()}
          placeholder="Email or name"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" icon={<Search className="size-4" aria-hidden />}>
          Search
        </Button>
      </form>
      {found.isPending ? (
        <Skeleton className="mt-4 h-40" />
      ) : found.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {errorMessage(found.error, 'Search failed')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600">
            {found.data.total} account{found.data.total === 1 ? '' : 's'}
          </p>
          <ul aria-label="Accounts" className="mt-2 divide-y divide-slate-100">
            {found.data.users.map((u) => (
              <li key={u.id}>
                <Link
                  to={`/dashboard/operator/users/${u.id}`}
                  className="flex flex-col gap-1 rounded-lg px-2 py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-slate-900">{u.full_name}</span>
                    <span className="block truncate text-sm text-slate-600">{u.email}</span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                    {u.role !== 'user' ? <Badge tone="info">{u.role}</Badge> : null}
                    <Badge tone={u.plan ? 'success' : 'neutral'}>{u.plan ?? 'No plan'}</Badge>
                    {u.email_verified ? null : <Badge tone="warning">Unverified</Badge>}
                    <span>Joined {when(u.created_at)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex items-center justify-between text-sm">
            <Button
              variant="secondary"
              size="sm"
              disabled={query.page <= 1}
              onClick={() => setQuery((v) => ({ ...v, page: v.page - 1 }))}
            >
              Previous
            </Button>
            <span>
              Page {query.page} of {pages}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={query.page >= pages}
              onClick={() => setQuery((v) => ({ ...v, page: v.page + 1 }))}
            >
              Next
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
