import { PaymentCancelled } from '../../../features/billing';

export default function PaymentCancelPage() {
  return <PaymentCancelled />;
}
