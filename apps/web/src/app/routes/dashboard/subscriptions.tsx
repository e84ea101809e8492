import { SubscriptionManagement } from '../../../features/subscriptions';

/** /dashboard/subscriptions (PRODUCT.md §2). */
export default function SubscriptionsPage() {
  return (
    <section aria-labelledby="subscriptions-title" className="space-y-6">
      <div>
        <h1 id="subscriptions-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Subscription Management
        </h1>
        <p className="mt-1 text-sm text-slate-600">Manage your active subscription and cancellation.</p>
      </div>
      <SubscriptionManagement />
    </section>
  );
}
