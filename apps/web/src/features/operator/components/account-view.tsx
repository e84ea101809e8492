import { ADDON_KEYS } from '@pp/contract';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useAccount } from '../api/get-account';
import { ADDON_LABELS, CreditsAction, ResendVerificationAction } from './account-actions';
import { AccountTabs } from './account-tabs';
import { panel, useTwoFactorExpiry, when } from './console-ui';
import { LockAction, LockNotice } from './lock-action';

/** One account for support: who, plan, credits (checked against the ledger), actions and history. */
export function AccountView({ userId, operatorRole }: { userId: string; operatorRole: string }) {
  const account = useAccount(userId);
  useTwoFactorExpiry(account.error);
  const admin = operatorRole === 'admin';
  if (account.isPending) return <Skeleton className="h-80" />;
  if (account.isError)
    return (
      <p role="alert" className={`${panel} text-sm text-red-700`}>
        {errorMessage(account.error, 'The account could not be loaded')}
      </p>
    );
  const { user, credits, ledger_balances } = account.data;
  const plan = user.subscribed
    ? `${user.plan ?? 'Plan'}${user.subscription_end ? ` · ${user.cancel_at_period_end ? 'ends' : 'renews'} ${when(user.subscription_end)}` : ''}`
    : user.trial_end
      ? `Trial until ${when(user.trial_end)}`
      : 'No plan';
  return (
    <div className="space-y-4">
      <Link
        to="/dashboard/operator"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden /> All accounts
      </Link>
      <section className={panel} aria-labelledby="account-name">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 id="account-name" className="truncate text-lg font-semibold">
              {user.full_name}
            </h1>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge tone={user.subscribed ? 'success' : 'neutral'}>{plan}</Badge>
              <Badge tone={user.email_verified ? 'success' : 'warning'}>
                {user.email_verified ? 'Email verified' : 'Email not verified'}
              </Badge>
              {user.role !== 'user' ? <Badge tone="info">{user.role}</Badge> : null}
              {user.locked_at ? <Badge tone="danger">Locked</Badge> : null}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {user.email_verified ? null : <ResendVerificationAction userId={user.id} />}
            {admin ? <CreditsAction userId={user.id} /> : null}
            {admin ? <LockAction userId={user.id} locked={!!user.locked_at} /> : null}
          </div>
        </div>
        {user.locked_at ? <LockNotice lockedAt={user.locked_at} reason={user.lock_reason} /> : null}
        <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {ADDON_KEYS.map((k) => (
            <div key={k} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{ADDON_LABELS[k]}</dt>
              <dd className="text-xl font-semibold text-slate-900">{credits[k]}</dd>
              {credits[k] !== ledger_balances[k] ? (
                <dd className="text-xs text-red-700">Ledger says {ledger_balances[k]}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      </section>
      <section className={panel} aria-label="History">
        <AccountTabs account={account.data} admin={admin} />
      </section>
    </div>
  );
}
