import { DashboardPage } from '../../../components/layout/dashboard-page';
import { OnboardingChecklist } from '../../../features/dashboard';
import { ResultsSection } from '../../../features/results';
import { UsageOverview } from '../../../features/usage';

/** /dashboard (PRODUCT.md §2 Dashboard overview). */
export default function DashboardOverviewPage() {
  return (
    <DashboardPage
      id="overview-title"
      title="Dashboard"
      lead="Your listing conversions across Zillow, Trulia, Realtor and Redfin."
    >
      <OnboardingChecklist />
      <UsageOverview />
      <ResultsSection />
    </DashboardPage>
  );
}
