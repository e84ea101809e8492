import { MESSAGES, TRANSACTIONS_PAGE_SIZE, type TTransaction } from '@pp/contract';
import { AlertCircle, ExternalLink, Receipt } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAllTransactions } from '../api/get-all-transactions';
import {
  cardLabel,
  formatAmount,
  formatTransactionDate,
  paymentTypeLabel,
  productName,
  statusBadge,
} from '../utils/format-transaction';
import { TransactionsPagination } from './transactions-pagination';

const HEADERS = ['Product & Payment', 'Amount', 'Status', 'Date', 'Actions'];

/** Below `sm` each row is a stacked card; the cell label stands in for the hidden header. */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      className={cn(
        'flex items-start justify-between gap-4 px-4 py-1.5 sm:table-cell sm:px-4 sm:py-3',
        className,
      )}
    >
      <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase sm:hidden">{label}</span>
      <div className="text-right sm:text-left">{children}</div>
    </td>
  );
}

function Row({ t }: { t: TTransaction }) {
  const card = cardLabel(t);
  const status = statusBadge(t.transaction_status);
  return (
    <tr className="block border-t border-slate-100 py-2 align-top sm:table-row sm:py-0">
      <Cell label="Product & Payment">
        <p className="text-sm font-semibold text-slate-900">{productName(t)}</p>
        <p className="text-xs font-medium text-slate-500">{paymentTypeLabel(t)}</p>
        {card ? <p className="mt-0.5 text-xs text-slate-500">{card}</p> : null}
      </Cell>
      <Cell label="Amount" className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
        {formatAmount(t)}
      </Cell>
      <Cell label="Status">
        <Badge tone={status.tone}>{status.text}</Badge>
      </Cell>
      <Cell label="Date" className="text-sm text-slate-600 sm:whitespace-nowrap">
        {formatTransactionDate(t.transaction_timestamp)}
      </Cell>
      <Cell label="Actions" className="text-sm whitespace-nowrap">
        {t.receipt_url ? (
          <a
            href={t.receipt_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            View Receipt
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </Cell>
    </tr>
  );
}

/** Transactions (PRODUCT.md §2): loading, error with Retry, empty, or the table (paged above 5 rows). */
export function TransactionHistory() {
  const query = useAllTransactions();
  const [page, setPage] = useState(1);

  if (query.isPending) {
    return <LoadingState what="transactions" className="h-64" card />;
  }
  if (query.isError) {
    const message =
      query.error instanceof Error && query.error.message
        ? query.error.message
        : MESSAGES.transactionsLoadFailed;
    return (
      <Card role="alert" className="flex h-64 flex-col items-center justify-center gap-3 px-6 text-center">
        <AlertCircle className="size-8 text-red-600" aria-hidden />
        <p className="text-sm font-medium text-red-800">{message}</p>
        <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </Card>
    );
  }
  const rows = query.data;
  if (rows.length === 0) {
    return (
      <Card className="flex h-64 flex-col items-center justify-center gap-2 text-slate-500">
        <Receipt className="size-8 text-slate-300" aria-hidden />
        <p className="text-sm font-medium">No transactions found</p>
      </Card>
    );
  }
  const pageSize = TRANSACTIONS_PAGE_SIZE;
  const paged = rows.length > pageSize;
  const current = Math.min(page, Math.ceil(rows.length / pageSize));
  const visible = paged ? rows.slice((current - 1) * pageSize, current * pageSize) : rows;
  return (
    <Card>
      <table className="block w-full text-left sm:table">
        <thead className="hidden bg-slate-50 sm:table-header-group">
          <tr>
            {HEADERS.map((h) => (
              <th
                key={h}
                scope="col"
                className="px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {visible.map((t, i) => (
            <Row key={t._id ?? `${current}-${i}`} t={t} />
          ))}
        </tbody>
      </table>
      {paged ? (
        <TransactionsPagination page={current} pageSize={pageSize} total={rows.length} onPage={setPage} />
      ) : null}
    </Card>
  );
}
