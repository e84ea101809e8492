import { type DraftTemplate, FOLLOW_UP_LABELS, FOLLOW_UP_TEMPLATES, type TListingDetail } from '@pp/contract';

/**
 * A listing promoted before whose price or status changed since: says what changed and offers
 * the matching post in one click.
 */
export function FollowUpNotice({
  detail,
  onUse,
}: {
  detail: TListingDetail | null;
  onUse: (template: DraftTemplate, previousPrice: number | null) => void;
}) {
  const change = detail?.change;
  if (!detail?.promoted_before || !change) return null;
  const template = FOLLOW_UP_TEMPLATES[change.kind];
  return (
    <div className="alert alert-info" role="status" data-testid="follow-up">
      {FOLLOW_UP_LABELS[change.kind]} since you last promoted this listing.{' '}
      {template && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => onUse(template, change.from_price)}
        >
          Use the follow-up post
        </button>
      )}
    </div>
  );
}
