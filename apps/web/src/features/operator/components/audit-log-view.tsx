import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { panel, useTwoFactorExpiry, when } from './console-ui';

/** What operators did lately: who, what, on whose account, and why. The log cannot be edited. */
export function AuditLogView() {
  const log = useAuditLog();
  useTwoFactorExpiry(log.error);
  return (
    <section className={panel} aria-labelledby="audit-log">
      <h1 id="audit-log" className="text-lg font-semibold">
        Audit log
      </h1>
      <p className="text-sm text-slate-600">Every console action, append-only: the latest 100.</p>
      {log.isPending ? (
        <Skeleton className="mt-4 h-40" />
      ) : log.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {errorMessage(log.error, 'The audit log could not be read')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {log.data.map((e) => (
            <li key={e.id} className="py-2.5">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone={e.action.includes('fail') ? 'danger' : 'neutral'}>
                  {e.action.replaceAll('_', ' ')}
                </Badge>
                <span className="text-slate-700">{e.operator_email}</span>
                <span className="text-xs text-slate-500">{when(e.created_at)}</span>
              </div>
              {e.reason ? <p className="mt-0.5 text-sm break-words text-slate-800">{e.reason}</p> : null}
              {e.target_user_id ? (
                <Link
                  to={`/dashboard/operator/users/${e.target_user_id}`}
                  className="text-xs font-semibold text-brand-700"
                >
                  Open account
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
