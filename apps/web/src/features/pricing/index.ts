// The pricing feature's public surface for route files.
export { useStartTrial } from './api/start-trial';
export { PricingPage, type PricingPageProps } from './components/pricing-page';
export { StartTrialStep } from './components/start-trial-step';
