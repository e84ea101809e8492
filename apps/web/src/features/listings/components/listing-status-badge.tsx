import type { ListingStatus } from '@pp/contract';
import { Badge } from '../../../components/ui/badge';
import { STATUS_LABELS, STATUS_TONES } from '../utils/format-listing';

/** The listing's status as a coloured badge; without a status, a plain `fallback` badge or nothing. */
export function ListingStatusBadge({
  status,
  fallback,
}: {
  status: ListingStatus | null;
  fallback?: string;
}) {
  if (status) return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
  return fallback ? <Badge>{fallback}</Badge> : null;
}
