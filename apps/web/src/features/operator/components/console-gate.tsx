import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useEnrolTwoFactor } from '../api/enrol-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { CodeForm } from './code-form';
import { panel } from './console-ui';

function Enrol() {
  const enrol = useEnrolTwoFactor();
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">
        The operator console needs a second factor. Add this account to an authenticator app (1Password,
        Google Authenticator, Authy…), then enter the code it shows.
      </p>
      {enrol.data ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start">
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="w-48 rounded-lg border border-slate-200 bg-white p-2"
            // The server's own SVG of the otpauth:// URI (qrSvg), never user text.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our API's QR code markup
            dangerouslySetInnerHTML={{ __html: enrol.data.qr_svg }}
          />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">Can’t scan? Type this key:</p>
            <code className="mt-1 block rounded bg-slate-100 p-2 font-mono break-all">
              {enrol.data.secret}
            </code>
            <p className="mt-2 text-slate-500">It is shown this once; it is stored encrypted.</p>
            <CodeForm submitLabel="Activate" />
          </div>
        </div>
      ) : (
        <>
          {enrol.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {errorMessage(enrol.error, 'Set-up could not start')}
            </p>
          ) : null}
          <Button className="mt-4" loading={enrol.isPending} onClick={() => enrol.mutate()}>
            Set up two-factor
          </Button>
        </>
      )}
    </>
  );
}

/**
 * Shows the console only to an operator whose sign-in presented a TOTP code recently; otherwise the
 * set-up or the code prompt. The API enforces the same (403); this only picks the right screen.
 */
export function ConsoleGate({ children }: { children: (role: string) => ReactNode }) {
  const status = useTwoFactorStatus();
  if (status.isPending) return <Skeleton className="h-40" />;
  if (status.isError)
    return (
      <p role="alert" className={`${panel} text-sm text-red-700`}>
        {errorMessage(status.error, 'The operator console is not available')}
      </p>
    );
  const open = status.data.enrolled && status.data.verified_until !== null;
  if (open) return <>{children(status.data.role)}</>;
  return (
    <section className={`${panel} mx-auto max-w-2xl`} aria-labelledby="two-factor">
      <h1 id="two-factor" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-brand-700" aria-hidden />
        {status.data.enrolled ? 'Confirm it’s you' : 'Set up two-factor authentication'}
      </h1>
      {status.data.enrolled ? (
        <>
          <p className="mt-2 text-sm text-slate-600">
            Enter the code from your authenticator app. It opens the console for 30 minutes.
          </p>
          <CodeForm submitLabel="Verify" />
        </>
      ) : (
        <Enrol />
      )}
    </section>
  );
}
