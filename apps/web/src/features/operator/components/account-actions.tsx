import { ADDON_KEYS, type AddonKey, type TOperatorTransaction } from '@pp/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { useChangeCredits } from '../api/change-credits';
import { useRefundPurchase } from '../api/refund-purchase';
import { useResendVerification } from '../api/resend-verification';
import { money } from './console-ui';
import { ReasonDialog } from './reason-dialog';

export const ADDON_LABELS: Record<AddonKey, string> = {
  promote_to_facebook_marketplace: 'Facebook Marketplace',
  promote_to_linkedin: 'LinkedIn',
  promote_to_twitter: 'X (Twitter)',
  reel_generation: 'Reels',
};

/** Admin: grant (positive) or take back (negative) credits of one counter. */
export function CreditsAction({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [addon, setAddon] = useState<AddonKey>('promote_to_linkedin');
  const [amount, setAmount] = useState('5');
  const change = useChangeCredits(userId);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Change credits
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Grant or take back credits"
        description="A negative amount takes credits back; never below zero (spent credits stay spent)."
        confirmLabel="Apply"
        pending={change.isPending}
        error={change.error}
        onConfirm={(reason) => change.mutateAsync({ addon, amount: Number(amount), reason })}
      >
        <div className="grid grid-cols-2 gap-3">
          <label className="text-sm font-medium text-slate-800">
            Credits
            <select
              className={`${inputClasses()} mt-1`}
              value={addon}
              onChange={(e) => setAddon(e.target.value as AddonKey)}
            >
              {ADDON_KEYS.map((k) => (
                <option key={k} value={k}>
                  {ADDON_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-800">
            Amount
            <input
              type="number"
              step={1}
              className={`${inputClasses()} mt-1`}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
        </div>
      </ReasonDialog>
    </>
  );
}

/** Admin: refund what is left of one purchase at the payment processor. */
export function RefundAction({ userId, purchase }: { userId: string; purchase: TOperatorTransaction }) {
  const [open, setOpen] = useState(false);
  const refund = useRefundPurchase(userId);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Refund
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Refund this purchase"
        description={`${money(purchase.amount_cents, purchase.currency)} goes back to the card; unspent credits it bought are taken back.`}
        confirmLabel="Refund"
        destructive
        pending={refund.isPending}
        error={refund.error}
        onConfirm={(reason) => refund.mutateAsync({ transaction_id: purchase.id, reason })}
      />
    </>
  );
}

/** Support or admin: mail a fresh verification link. */
export function ResendVerificationAction({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const resend = useResendVerification(userId);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Resend verification
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Resend the verification email"
        description="A new 24-hour link goes to the account’s email address."
        confirmLabel="Send"
        pending={resend.isPending}
        error={resend.error}
        onConfirm={(reason) => resend.mutateAsync({ reason })}
      />
    </>
  );
}
