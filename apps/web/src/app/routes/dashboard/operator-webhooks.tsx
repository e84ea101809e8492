import { ConsolePage, WebhookEventsView } from '../../../features/operator';

/** /dashboard/operator/webhooks: the Stripe events the webhook applied (issue 28), behind the two-factor gate. */
export default function OperatorWebhooksPage() {
  return <ConsolePage>{() => <WebhookEventsView />}</ConsolePage>;
}
