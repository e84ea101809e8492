// The billing feature's public surface for route files.

export { changePlan, useChangePlan } from './api/change-plan';
export { createCheckoutSession, useCreateCheckoutSession } from './api/create-checkout-session';
export { saveCheckoutSession, useSaveCheckoutSession } from './api/save-checkout-session';
export { PaymentCancelled } from './components/payment-cancelled';
export { PaymentSuccess } from './components/payment-success';
export { PlanOptions } from './components/plan-options';
export { PurchaseCreditsCard } from './components/purchase-credits-card';
export { SwitchPlanDialog } from './components/switch-plan-dialog';
