import type { AccountFailureKind } from '@pp/contract';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useAccountFailures } from '../api/get-account-failures';
import { panel, useTwoFactorExpiry, when } from './console-ui';

const KIND: Record<AccountFailureKind, { label: string; tone: BadgeTone }> = {
  revoked: { label: 'Revoked', tone: 'danger' },
  expired: { label: 'Expired', tone: 'warning' },
  publish_failed: { label: 'Last publish failed', tone: 'danger' },
};
const PLATFORM: Record<string, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  facebook: 'Meta',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** Connected accounts whose owner must act: reconnect, or look at the failed post. */
export function AccountFailuresView() {
  const failures = useAccountFailures();
  useTwoFactorExpiry(failures.error);
  return (
    <section className={panel} aria-labelledby="account-failures">
      <h1 id="account-failures" className="text-lg font-semibold">
        Connected-account failures
      </h1>
      <p className="text-sm text-slate-600">
        Grants revoked or expired, and accounts whose latest publish (last 30 days) failed.
      </p>
      {failures.isPending ? (
        <Skeleton className="mt-4 h-40" />
      ) : failures.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {errorMessage(failures.error, 'The failures could not be read')}
        </p>
      ) : failures.data.length === 0 ? (
        <p className="mt-6 text-center text-sm text-slate-500">Every connected account is working.</p>
      ) : (
        <ul aria-label="Failing accounts" className="mt-3 divide-y divide-slate-100">
          {failures.data.map((f) => (
            <li key={`${f.user_id}:${f.platform}`} className="py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{PLATFORM[f.platform] ?? f.platform}</span>
                {f.account_name ? <span className="text-sm text-slate-600">{f.account_name}</span> : null}
                <Badge tone={KIND[f.kind].tone}>{KIND[f.kind].label}</Badge>
                <span className="text-xs text-slate-500">{when(f.since)}</span>
              </div>
              <Link
                to={`/dashboard/operator/users/${f.user_id}`}
                className="mt-0.5 block truncate text-sm font-semibold text-brand-700"
              >
                {f.email}
              </Link>
              {f.error ? <p className="mt-0.5 text-sm break-words text-red-700">{f.error}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
