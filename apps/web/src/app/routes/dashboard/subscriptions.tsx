import { DashboardPage } from '../../../components/layout/dashboard-page';
import { SubscriptionManagement } from '../../../features/subscriptions';

/** /dashboard/subscriptions (PRODUCT.md §2). */
export default function SubscriptionsPage() {
  return (
    <DashboardPage
      id="subscriptions-title"
      title="Subscription Management"
      lead="Manage your active subscription and cancellation."
    >
      <SubscriptionManagement />
    </DashboardPage>
  );
}
