import { Mail, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export const BILLING_SUPPORT_EMAIL = 'support@propertypromoter.app';

/** Spec §2 payment cancelled: nothing was charged, support contact, try again or go back. */
export function PaymentCancelled() {
  return (
    <section className="flex min-h-[80vh] items-center justify-center bg-gradient-to-b from-slate-50 to-white px-4 pt-28 pb-16">
      <Card className="w-full max-w-md p-8 text-center sm:p-10">
        <div className="flex flex-col items-center">
          <span className="grid size-16 place-items-center rounded-full bg-amber-50 ring-8 ring-amber-50/60">
            <XCircle className="size-9 text-warning-600" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Payment Cancelled
          </h1>
          <p className="mt-3 text-slate-600">
            Your payment was cancelled and no charges were made to your account.
          </p>
          <p className="mt-4 inline-flex flex-wrap items-center justify-center gap-1.5 text-sm text-slate-600">
            <Mail className="size-4 text-slate-400" aria-hidden="true" />
            Questions? Email us at
            <a
              href={`mailto:${BILLING_SUPPORT_EMAIL}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {BILLING_SUPPORT_EMAIL}
            </a>
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to="/pricing" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
              Try Payment Again
            </Link>
            <Link to="/dashboard" className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}>
              Return to Dashboard
            </Link>
          </div>
        </div>
      </Card>
    </section>
  );
}
