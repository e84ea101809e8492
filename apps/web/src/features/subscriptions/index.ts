// The subscriptions feature's public surface.

export { resumeSubscription, useResumeSubscription } from './api/resume-subscription';
export { SubscriptionManagement } from './components/subscription-management';
