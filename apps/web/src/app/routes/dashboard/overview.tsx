import { DashboardPage } from '../../../components/layout/dashboard-page';
import { OnboardingChecklist } from '../../../features/dashboard';
import { StaleOutputs } from '../../../features/listings';
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
      {/* Nothing stale is left without a prompt (NAR SoP 12-8): the newest, each with its action. */}
      <StaleOutputs />
      <UsageOverview />
      <ResultsSection />
    </DashboardPage>
  );
}
