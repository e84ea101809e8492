import { formatUsd } from '@pp/pricing';
import { AlertCircle, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useReceipt } from '../api/get-receipt';
import { maskedCardNumber, statusBadge } from '../utils/format-transaction';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Our own receipt of a paid transaction: one printable page (the navigation is left off in print). */
export function ReceiptView({ id }: { id: string }) {
  const query = useReceipt(id);
  if (query.isPending) return <LoadingState what="receipt" className="h-64" />;
  if (query.isError)
    return (
      <div role="alert" className="flex h-64 flex-col items-center justify-center gap-3 text-center">
        <AlertCircle className="size-8 text-red-600" aria-hidden />
        <p className="text-sm font-medium text-red-800">
          {errorMessage(query.error, 'This receipt could not be loaded.')}
        </p>
        <Link to="/dashboard/transactions" className={buttonClasses('secondary', 'sm')}>
          Back to Transactions
        </Link>
      </div>
    );
  const r = query.data;
  const status = statusBadge(r.status).text;
  return (
    <article
      aria-labelledby="receipt-title"
      className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-10 print:border-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <p className="text-lg font-bold text-slate-900">{r.business_name}</p>
          <p className="text-sm text-slate-500">{r.business_email}</p>
        </div>
        <div className="sm:text-right">
          <h1 id="receipt-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Receipt
          </h1>
          <p className="text-sm text-slate-500">Paid {dateOf(r.paid_at)}</p>
        </div>
      </header>
      <dl className="grid gap-4 py-6 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Billed to</dt>
          <dd className="font-medium text-slate-900">{r.customer_name}</dd>
          <dd className="text-slate-600">{r.customer_email}</dd>
        </div>
        <div className="sm:text-right">
          <dt className="text-slate-500">Receipt number</dt>
          <dd className="font-mono text-xs break-all text-slate-900">{r.transaction_id}</dd>
        </div>
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items</caption>
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {r.items.map((item) => (
            <tr key={item.description} className="border-b border-slate-100">
              <td className="py-3 text-slate-900">{item.description}</td>
              <td className="py-3 text-right text-slate-900 tabular-nums">{formatUsd(item.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 space-y-2 text-sm">
        {r.credits !== null ? (
          <div className="flex justify-between">
            <dt className="text-slate-600">Credits bought</dt>
            <dd className="font-medium text-slate-900" data-testid="receipt-credits">
              {r.credits.toLocaleString('en-US')}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between text-base font-semibold">
          <dt className="text-slate-900">Amount paid</dt>
          <dd className="text-slate-900 tabular-nums" data-testid="receipt-amount">
            {formatUsd(r.amount_cents)} {r.currency.toUpperCase()}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Payment method</dt>
          <dd className="text-slate-900" data-testid="receipt-card">
            {r.card_brand ? `${r.card_brand.toUpperCase()} ${maskedCardNumber(r.card_last4)}` : 'Card'}
          </dd>
        </div>
        {status !== 'paid' ? (
          <div className="flex justify-between">
            <dt className="text-slate-600">Status</dt>
            <dd className="text-slate-900">{status}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row print:hidden">
        <Button onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          Print receipt
        </Button>
        <Link to="/dashboard/transactions" className={buttonClasses('secondary', 'md')}>
          Back to Transactions
        </Link>
      </div>
    </article>
  );
}
