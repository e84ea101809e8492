import { MESSAGES } from '@pp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toast';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccountData } from '../api/export-account-data';

/**
 * Your data: download everything as JSON, or delete the account. Deleting asks for the password (a
 * Google-only account types its email instead), says what happens, and signs out afterwards.
 */
export function AccountDataCard({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState('');
  const exporter = useExportAccountData();
  const remover = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const field = hasPassword ? 'password' : 'confirm_email';
  const error = remover.error ? (fieldErrors(remover.error)[field] ?? errorMessage(remover.error, '')) : '';

  const onDelete = (e: FormEvent) => {
    e.preventDefault();
    if (!proof.trim() || remover.isPending) return;
    remover.mutate(hasPassword ? { password: proof } : { confirm_email: proof.trim() }, {
      onSuccess: async () => {
        notify.success(MESSAGES.accountDeleted);
        // Leave the dashboard first: its gate would answer a cleared session with "please sign in".
        await navigate('/', { replace: true });
        clearSession();
        queryClient.clear();
      },
    });
  };

  return (
    <section
      aria-labelledby="account-data-title"
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)]"
    >
      <h2 id="account-data-title" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Download a copy of everything we hold about you, or delete your account and its data for good.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          loading={exporter.isPending}
          onClick={() =>
            exporter.mutate(undefined, {
              onError: (err) => notify.error(errorMessage(err, MESSAGES.genericError)),
            })
          }
        >
          <Download className="size-4" aria-hidden />
          Download my data (JSON)
        </Button>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 className="size-4" aria-hidden />
          Delete account
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setProof('');
            remover.reset();
          }
        }}
        title="Delete your account?"
        description="Your plan stops renewing, and your listings, posts, reels, usage and credits are deleted at once. This cannot be undone. We will email you a confirmation."
      >
        <form onSubmit={onDelete} className="space-y-4" noValidate>
          {hasPassword ? (
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              value={proof}
              onChange={(e) => setProof(e.target.value)}
              error={error || undefined}
            />
          ) : (
            <FormField
              label={`Type your email (${email}) to confirm`}
              name="confirm_email"
              type="email"
              value={proof}
              onChange={(e) => setProof(e.target.value)}
              error={error || undefined}
            />
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={!proof.trim()} loading={remover.isPending}>
              Delete my account
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
