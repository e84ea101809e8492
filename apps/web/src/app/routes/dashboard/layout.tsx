import { Outlet } from 'react-router';
import { DashboardShell } from '../../../components/layout/dashboard-shell';
import { DashboardGate } from '../../../features/session';

/** The guarded dashboard (PRODUCT.md §4). The dashboard shell goes inside the gate, around the Outlet. */
export default function DashboardLayout() {
  return (
    <DashboardGate>
      <DashboardShell>
        <Outlet />
      </DashboardShell>
    </DashboardGate>
  );
}
