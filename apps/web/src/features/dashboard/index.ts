// The dashboard feature's public surface: the shell's sidebar and header.
export { DashboardHeader, type DashboardHeaderProps } from './components/dashboard-header';
export { DashboardSidebar } from './components/dashboard-sidebar';
export { OnboardingChecklist } from './components/onboarding-checklist';
export { ADDON_COUNTERS, addonCount } from './utils/addon-counters';
export { SIDEBAR_LINKS } from './utils/sidebar-links';
