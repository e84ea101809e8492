import { AuditLogView, ConsolePage } from '../../../features/operator';

/** /dashboard/operator/audit: the operators' audit log (issue 28), behind the two-factor gate. */
export default function OperatorAuditPage() {
  return <ConsolePage>{() => <AuditLogView />}</ConsolePage>;
}
