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
/** Listings, reels or posts: what, its state (and the error the agent read), and what support may do. */
const items = (list: TOperatorItem[], empty: string, actions?: (i: TOperatorItem) => ReactNode) => (
  <Table
    head={['Item', 'Status', 'Created', '']}
    rows={list.map((i) => [
      <span key="l" className="block">
        {i.label}
        {i.error ? <span className="mt-0.5 block text-xs text-red-700">{i.error}</span> : null}
      </span>,
      <Badge key="s" tone={STATUS_TONES[i.status] ?? 'neutral'}>
        {i.status}
      </Badge>,
      when(i.created_at),
      actions?.(i) ?? null,
    ])}
    empty={empty}
  />
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
