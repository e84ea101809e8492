import { MESSAGES } from '@pp/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../components/ui/toast';
import { useFormValues } from '../../../hooks/use-form-values';
import { errorMessage } from '../../../lib/api-client';
import { useUpdatePassword } from '../api/update-password';
import { type PasswordForm, passwordErrorOnSubmit, passwordErrorsOnChange } from '../utils/profile-rules';

const EMPTY: PasswordForm = { old_password: '', new_password: '', confirm_password: '' };

/** Spec §2 Security Settings with the PRODUCT.md §5 messages; the form is cleared after every submit. */
export function SecuritySettingsCard() {
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordForm, boolean>>>({});
  const { values, setValues, field } = useFormValues<keyof PasswordForm>(EMPTY, (_, k) =>
    setTouched((t) => ({ ...t, [k]: true })),
  );
  const update = useUpdatePassword();
  const errors = passwordErrorsOnChange(values);
  /** A password field, its message shown once the user has typed in it (or pressed submit). */
  const password = (k: keyof PasswordForm) => ({ ...field(k), error: touched[k] ? errors[k] : undefined });
  const clear = () => {
    setValues(EMPTY);
    setTouched({});
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const empty = (Object.keys(EMPTY) as Array<keyof PasswordForm>).some((k) => values[k] === '');
    if (empty) {
      setTouched({ old_password: true, new_password: true, confirm_password: true });
      return;
    }
    // Spec §5: checked again on submit, with the submit-time messages.
    const problem = passwordErrorOnSubmit(values);
    if (problem) {
      notify.error(problem);
      return;
    }
    update.mutate(
      { old_password: values.old_password, new_password: values.new_password },
      {
        onSuccess: () => notify.success(MESSAGES.passwordUpdated),
        onError: (error) => notify.error(errorMessage(error, MESSAGES.passwordUpdateFailed)),
        onSettled: clear,
      },
    );
  };

  return (
    <Card className="p-6">
      <h2 className="mb-1 text-lg font-semibold text-slate-900">Security Settings</h2>
      <p className="mb-5 text-sm text-slate-600">Change the password you sign in with.</p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          {...password('old_password')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordInput label="New Password" autoComplete="new-password" {...password('new_password')} />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            {...password('confirm_password')}
          />
        </div>
        <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-500">
          <li>At least 8 characters</li>
          <li>A mix of upper and lower case letters</li>
          <li>At least one number and special character</li>
        </ul>
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
