import { Outlet } from 'react-router';
import { DashboardGate } from '../../../session';
import { DashboardShell } from '../../dashboard-shell';

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
