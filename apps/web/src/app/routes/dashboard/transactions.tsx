import { DashboardPage } from '../../../components/layout/dashboard-page';
import { TransactionHistory } from '../../../features/transactions';

/** /dashboard/transactions (PRODUCT.md §2). */
export default function TransactionsPage() {
  return (
    <DashboardPage
      id="transactions-title"
      title="Transaction History"
      lead="Every payment for plans and credits, with its receipt."
    >
      <TransactionHistory />
    </DashboardPage>
  );
}
