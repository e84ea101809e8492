import { Outlet } from 'react-router';

/** Placeholder: the guarded dashboard shell comes with the accounts and dashboard issues. */
export default function DashboardLayout() {
  return <Outlet />;
}
