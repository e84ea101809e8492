import { ResultsSection } from '../../../features/results';
import { UsageOverview } from '../../../features/usage';

/** /dashboard (PRODUCT.md §2 Dashboard overview). */
export default function DashboardOverviewPage() {
  return (
    <section aria-labelledby="overview-title" className="space-y-6">
      <div>
        <h1 id="overview-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Dashboard
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Your listing conversions across Zillow, Trulia, Realtor and Redfin.
        </p>
      </div>
      <UsageOverview />
      <ResultsSection />
    </section>
  );
}
