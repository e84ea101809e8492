import {
  problemFixPath,
  REPRESENTED_SIDE_LABELS,
  REPRESENTED_SIDES,
  type RepresentedSide,
  type TPublicOutputProblem,
} from '@pp/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../components/ui/toast';
import { useListingClaim } from '../api/get-listing-claim';
import { useUpdateListingClaim } from '../api/update-listing-claim';
import { panel } from './listing-sections';
import { PermissionForm, RecordedPermission } from './permission-form';

/** What a post of the listing still lacks, each with the one place to fix it. */
export function OutputProblems({
  listingId,
  problems,
}: {
  listingId: string;
  problems: TPublicOutputProblem[];
}) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-semibold">Before anything is published for this listing:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {problems.map((p) => (
          <li key={`${p.code}-${p.field}`}>
            {p.message}{' '}
            <Link to={problemFixPath(p, listingId)} className="font-semibold text-brand-700 hover:underline">
              {p.fix === 'profile' ? 'Fix it in your profile' : 'Fill it in here'}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Is this my listing?" (stored per listing; until answered, the default from the listing agent's
 * name AND brokerage), the side represented for a "just sold" (NAR SoP 12-7), and the listing
 * broker's permission when it is not the agent's listing (SoP 12-4).
 */
export function ListingClaim({ listingId }: { listingId: string }) {
  const claim = useListingClaim(listingId);
  const update = useUpdateListingClaim(listingId);
  // The answer pressed and not yet stored, held in component state set in the change handler itself:
  // a controlled radio that waited for the mutation's own state (notified a task later) showed
  // unpressed for a moment after the click, and a fast reader or test saw the press undone.
  const [pressed, setPressed] = useState<boolean | undefined>(undefined);
  if (claim.isPending) return <Skeleton className="h-24 w-full" />;
  if (claim.isError)
    return (
      <p role="alert" className={panel}>
        {claim.error.message}
      </p>
    );
  const c = claim.data;
  // While a save is in flight the radio shows what the agent pressed; an error puts the stored answer
  // back, and a success leaves the stored answer (now the pressed one) to show.
  const mine = pressed ?? c.is_mine ?? c.is_mine_default;
  const save = (body: { is_mine: boolean; represented_side?: RepresentedSide | null }) => {
    setPressed(body.is_mine);
    update.mutate(body, {
      onSuccess: () => notify.success('Saved'),
      onError: (err) => notify.error(err.message),
      onSettled: () => setPressed(undefined),
    });
  };
  return (
    <section aria-labelledby="claim-title" className={panel}>
      <h2 id="claim-title" className="text-lg font-semibold text-slate-900">
        Is this my listing?
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {c.is_mine === null
          ? `Our guess from the listing agent’s name and brokerage: ${mine ? 'yes' : 'no'}. Change it if that is wrong.`
          : 'Your answer. Posts of another broker’s listing credit them: “Listing courtesy of …”.'}
      </p>
      <fieldset className="mt-2 flex gap-4 text-sm" disabled={update.isPending}>
        <legend className="sr-only">Is this my listing?</legend>
        {[true, false].map((value) => (
          <label key={String(value)} className="flex items-center gap-1.5">
            <input
              type="radio"
              name="is_mine"
              checked={mine === value}
              onChange={() => save({ is_mine: value })}
            />
            {value ? 'Yes, I am the listing agent' : 'No, it is another agent’s listing'}
          </label>
        ))}
      </fieldset>
      {mine ? null : (
        <>
          <label className="mt-3 block text-sm font-medium text-slate-700">
            The side you represented in the sale (needed for “just sold”)
            <select
              id="represented_side"
              value={c.represented_side ?? ''}
              disabled={update.isPending}
              onChange={(e) =>
                save({ is_mine: mine, represented_side: (e.target.value || null) as RepresentedSide | null })
              }
              className="mt-1 block w-full max-w-xs rounded-md border border-slate-300 px-3 py-2 text-sm"
            >
              <option value="">Not part of the sale</option>
              {REPRESENTED_SIDES.map((s) => (
                <option key={s} value={s}>
                  {REPRESENTED_SIDE_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          {c.permission ? (
            <RecordedPermission permission={c.permission} />
          ) : (
            <PermissionForm listingId={listingId} />
          )}
        </>
      )}
      <OutputProblems listingId={listingId} problems={c.problems} />
    </section>
  );
}
