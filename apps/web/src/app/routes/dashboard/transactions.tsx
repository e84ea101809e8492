import { TransactionHistory } from '../../../features/transactions';

/** /dashboard/transactions (PRODUCT.md §2). */
export default function TransactionsPage() {
  return (
    <section aria-labelledby="transactions-title" className="space-y-6">
      <div>
        <h1 id="transactions-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Transaction History
        </h1>
        <p className="mt-1 text-sm text-slate-600">Every payment for plans and credits, with its receipt.</p>
      </div>
      <TransactionHistory />
    </section>
  );
}
