import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useVerifyTwoFactor } from '../api/verify-two-factor';

/** Six digits from the authenticator app; a wrong, old or already used code shows the server's words. */
export function CodeForm({ submitLabel }: { submitLabel: string }) {
  const [code, setCode] = useState('');
  const verify = useVerifyTwoFactor();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate({ code }, { onError: () => setCode('') });
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={verify.isError ? errorMessage(verify.error, 'That code did not work') : undefined}
        className="sm:w-48"
      />
      <Button type="submit" loading={verify.isPending} disabled={code.replace(/\s/g, '').length !== 6}>
        {submitLabel}
      </Button>
    </form>
  );
}
