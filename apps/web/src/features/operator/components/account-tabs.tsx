import type { TOperatorAccount, TOperatorItem } from '@pp/contract';
import { type ReactNode, useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { ADDON_LABELS, RefundAction } from './account-actions';
import { money, when } from './console-ui';
import { Table } from './data-table';
import { PostActions, ReelActions } from './item-actions';

const REFUNDABLE = new Set(['paid', 'partially_refunded']);
const STATUS_TONES: Record<string, BadgeTone> = {
  failed: 'danger',
  success: 'success',
  published: 'success',
  queued: 'info',
  scheduled: 'info',
  rendering: 'warning',
  publishing: 'warning',
};
/** A reel's template (just_listed) as words; a street or a post's line stays as it is. */
const labelOf = (label: string) =>
  /^[a-z]+(_[a-z]+)+$/.test(label) ? label[0]!.toUpperCase() + label.slice(1).replaceAll('_', ' ') : label;

/**
 * Listings, reels or posts: what, its state (and the error the agent read), and what support may do.
 * A list rather than a table, so the action stays in reach on a phone.
 */
const items = (list: TOperatorItem[], empty: string, actions?: (i: TOperatorItem) => ReactNode) =>
  list.length === 0 ? (
    <p className="py-6 text-center text-sm text-slate-500">{empty}</p>
  ) : (
    <ul className="divide-y divide-slate-100">
      {list.map((i) => (
        <li key={i.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-words text-slate-900">{labelOf(i.label)}</p>
            {i.error ? <p className="mt-0.5 text-xs break-words text-red-700">{i.error}</p> : null}
          </div>
          <div className="flex min-h-9 items-center gap-3 sm:shrink-0">
            <Badge tone={STATUS_TONES[i.status] ?? 'neutral'}>{i.status}</Badge>
            <span className="text-xs text-slate-500">{when(i.created_at)}</span>
            {actions ? <span className="ml-auto sm:ml-0 sm:w-20 sm:text-right">{actions(i)}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );

/** The account's history in tabs: ledger, purchases (refundable by an admin), outputs, operator log. */
export function AccountTabs({ account, admin }: { account: TOperatorAccount; admin: boolean }) {
  const tabs: [string, ReactNode][] = [
    [
      'Ledger',
      <Table
        key="ledger"
        head={['When', 'Credits', 'Change', 'Reason', 'Ref']}
        rows={account.ledger.map((l) => [
          when(l.created_at),
          ADDON_LABELS[l.addon as keyof typeof ADDON_LABELS] ?? l.addon,
          <span key="d" className={l.delta < 0 ? 'text-red-700' : 'text-green-700'}>
            {l.delta > 0 ? `+${l.delta}` : l.delta}
          </span>,
          l.reason,
          <code key="r" className="text-xs break-all text-slate-500">
            {l.ref}
          </code>,
        ])}
        empty="No credit changes yet."
      />,
    ],
    [
      'Transactions',
      <Table
        key="tx"
        head={['When', 'Amount', 'What', 'Status', '']}
        rows={account.transactions.map((t) => [
          when(t.created_at),
          money(t.amount_cents, t.currency),
          t.addon_name ?? t.payment_type ?? '—',
          <Badge key="s" tone={t.status === 'paid' ? 'success' : 'neutral'}>
            {t.status.replace('_', ' ')}
          </Badge>,
          admin && REFUNDABLE.has(t.status) ? (
            <RefundAction key="r" userId={account.user.id} purchase={t} />
          ) : null,
        ])}
        empty="No purchases."
      />,
    ],
    ['Listings', items(account.listings, 'No listings.')],
    ['Reels', items(account.reels, 'No reels.', (r) => <ReelActions userId={account.user.id} item={r} />)],
    [
      'Scheduled posts',
      items(account.scheduled_posts, 'No scheduled posts.', (p) => (
        <PostActions userId={account.user.id} item={p} />
      )),
    ],
    [
      'Operator log',
      <Table
        key="log"
        head={['When', 'Who', 'Action', 'Reason']}
        rows={account.audit.map((e) => [
          when(e.created_at),
          e.operator_email,
          e.action.replaceAll('_', ' '),
          e.reason,
        ])}
        empty="No operator has acted on this account."
      />,
    ],
  ];
  const [active, setActive] = useState(0);
  return (
    <div>
      <div
        role="tablist"
        aria-label="Account history"
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map(([label], i) => (
          <button
            key={label}
            type="button"
            role="tab"
            aria-selected={i === active}
            onClick={() => setActive(i)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap',
              i === active
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-500 hover:text-slate-800',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="pt-3">
        {tabs[active]?.[1]}
      </div>
    </div>
  );
}
