import { PaymentSuccess } from '../../../features/billing';

export default function PaymentSuccessPage() {
  return <PaymentSuccess />;
}
