import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveCheckoutSession } from '../api/save-checkout-session';

/** How long the confirmation stays visible before the dashboard opens. */
export const SUCCESS_REDIRECT_MS = 1500;

/**
 * Spec §2 payment success: reads session_id, saves it, and on status success goes to /dashboard.
 * A missing id or a failed save is only logged (PRODUCT.md §8); the page stays.
 */
export function PaymentSuccess() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const save = useSaveCheckoutSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!sessionId) {
      console.error('Payment success page opened without a session_id');
      return;
    }
    save.mutate(sessionId, {
      onSuccess: (res) => {
        if (res.status === 'success') setTimeout(() => navigate('/dashboard'), SUCCESS_REDIRECT_MS);
      },
      onError: (error) => console.error('Could not save the checkout session', error),
    });
  }, [sessionId, save, navigate]);

  const loading = !!sessionId && (save.isIdle || save.isPending);

  return (
    <section className="flex min-h-[80vh] items-center justify-center bg-gradient-to-b from-brand-50/70 to-white px-4 pt-28 pb-16">
      <Card className="w-full max-w-md p-8 text-center sm:p-10">
        {loading ? (
          <div className="flex flex-col items-center gap-4 py-6" aria-live="polite">
            <Spinner className="size-10 text-brand-700" label="Confirming your payment" />
            <p className="text-slate-600">Confirming your payment…</p>
          </div>
        ) : (
          <div className="flex flex-col items-center">
            <span className="grid size-16 place-items-center rounded-full bg-green-50 ring-8 ring-green-50/60">
              <CheckCircle2 className="size-9 text-success-600" aria-hidden="true" />
            </span>
            <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Payment Successful!
            </h1>
            <p className="mt-3 text-slate-600">Your payment has been successfully processed.</p>
            <Link to="/dashboard" className={buttonClasses('primary', 'lg', 'mt-8 w-full sm:w-auto')}>
              Back to Dashboard
            </Link>
          </div>
        )}
      </Card>
    </section>
  );
}
