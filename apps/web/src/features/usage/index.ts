// The usage feature's public surface: the dashboard overview and its queries.
export { dashboardQueryKey, useDashboard } from './api/get-dashboard';
export { usageStatsQueryKey } from './api/get-usage-stats';
export { UsageOverview } from './components/usage-overview';
