// The subscriptions feature's public surface.
export { SubscriptionManagement } from './components/subscription-management';
