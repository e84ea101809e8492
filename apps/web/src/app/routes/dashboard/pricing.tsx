import { DashboardPage } from '../../../components/layout/dashboard-page';
import { PlanOptions, PurchaseCreditsCard } from '../../../features/billing';
import { useCurrentUser } from '../../../session';

/** /dashboard/pricing (PRODUCT.md §2): buy credits with the purchase card, or pick a plan. */
export default function DashboardPricingPage() {
  const { data: user } = useCurrentUser();
  // A renewing plan cannot be bought twice; after a cancellation any plan can be picked again.
  const currentPlanId = user?.is_subscribed && !user.cancel_at_period_end ? user.package_name : null;
  return (
    <DashboardPage
      id="pricing-title"
      title="Pricing"
      lead="Top up your promotion credits or choose a Professional plan."
      className="space-y-8"
    >
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <PurchaseCreditsCard />
        <div className="space-y-4">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Professional plans</h2>
            <p className="text-sm text-slate-600">
              Every plan includes 250 API call credits and Facebook Marketplace listings each period.
            </p>
          </div>
          <div className="[&>div]:xl:grid-cols-2">
            <PlanOptions currentPlanId={currentPlanId} />
          </div>
        </div>
      </div>
    </DashboardPage>
  );
}
