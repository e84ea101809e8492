import { Outlet } from 'react-router';
import { StartTrialStep } from '../../../features/pricing';
import { DashboardGate } from '../../../session';
import { DashboardShell } from '../../dashboard-shell';

/**
 * The guarded dashboard (PRODUCT.md §4). The dashboard shell goes inside the gate, around the Outlet;
 * a first sign-in whose trial is unclaimed gets the one-step trial offer instead of a refusal.
 */
export default function DashboardLayout() {
  return (
    <DashboardGate trialOffer={<StartTrialStep />}>
      <DashboardShell>
        <Outlet />
      </DashboardShell>
    </DashboardGate>
  );
}
