import {
  PERMISSION_METHOD_LABELS,
  PERMISSION_METHODS,
  type PermissionMethod,
  REPRESENTED_SIDE_LABELS,
  REPRESENTED_SIDES,
  type RepresentedSide,
  type TListingCompliance,
  ZListingComplianceResponseSchema,
} from '@pp/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, callApi } from '../../ui/call-api';
import { OutputProblemsList } from './output-problems-list';

const claimPath = (id: string) => `/listings/${encodeURIComponent(id)}/claim`;

/** The one-step permission form of another broker's listing (NAR Standard of Practice 12-4). */
function PermissionStep({
  listingId,
  onSaved,
}: {
  listingId: string;
  onSaved: (c: TListingCompliance) => void;
}) {
  const [grantedBy, setGrantedBy] = useState('');
  const [method, setMethod] = useState<PermissionMethod>('email');
  const [grantedOn, setGrantedOn] = useState(() => new Date().toLocaleDateString('en-CA'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await callApi(
        `/listings/${encodeURIComponent(listingId)}/permission`,
        ZListingComplianceResponseSchema,
        {
          method: 'POST',
          body: { granted_by: grantedBy, method, granted_on: grantedOn },
        },
      );
      setErrors({});
      onSaved(answer.data);
    } catch (err) {
      const fields =
        err instanceof ApiError ? (err.body as { errors?: Record<string, string> })?.errors : undefined;
      setErrors(fields ?? { form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="sp-permission" aria-label="Listing broker’s permission" onSubmit={(e) => void submit(e)}>
      <p className="hint">
        Advertising another broker’s listing needs their permission. Record who gave it, how and when.
      </p>
      <label>
        Who gave it
        <input
          value={grantedBy}
          onChange={(e) => setGrantedBy(e.target.value)}
          aria-invalid={Boolean(errors.granted_by)}
        />
      </label>
      {errors.granted_by && <p className="error-text">{errors.granted_by}</p>}
      <label>
        How
        <select value={method} onChange={(e) => setMethod(e.target.value as PermissionMethod)}>
          {PERMISSION_METHODS.map((m) => (
            <option key={m} value={m}>
              {PERMISSION_METHOD_LABELS[m]}
            </option>
          ))}
        </select>
      </label>
      <label>
        When
        <input
          type="date"
          value={grantedOn}
          onChange={(e) => setGrantedOn(e.target.value)}
          aria-invalid={Boolean(errors.granted_on)}
        />
      </label>
      {errors.granted_on && <p className="error-text">{errors.granted_on}</p>}
      {errors.form && <p className="error-text">{errors.form}</p>}
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        Record permission
      </button>
    </form>
  );
}

/**
 * Whose listing it is (the agent's answer, else the name-and-brokerage default), the side of a sale
 * for a "just sold" (SoP 12-7), the permission of another broker's listing, and what a post lacks.
 */
export function ListingClaimCard({ listingId }: { listingId: string | null }) {
  const [claim, setClaim] = useState<TListingCompliance | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!listingId) return;
    let alive = true;
    callApi(claimPath(listingId), ZListingComplianceResponseSchema).then(
      (a) => alive && setClaim(a.data),
      (err: Error) => alive && setError(err.message),
    );
    return () => {
      alive = false;
    };
  }, [listingId]);
  if (!listingId || !claim) return error ? <p className="alert alert-error">{error}</p> : null;
  const mine = claim.is_mine ?? claim.is_mine_default;
  const save = (body: { is_mine: boolean; represented_side?: RepresentedSide | null }) =>
    callApi(claimPath(listingId), ZListingComplianceResponseSchema, { method: 'PUT', body }).then(
      (a) => setClaim(a.data),
      (err: Error) => setError(err.message),
    );
  return (
    <section className="card sp-claim" aria-label="Whose listing is this?">
      <h2>Whose listing is this?</h2>
      <label className="toggle">
        <input type="checkbox" checked={mine} onChange={(e) => void save({ is_mine: e.target.checked })} />
        This is my listing
      </label>
      {claim.is_mine === null && (
        <p className="hint">
          Our guess from the listing agent’s name and brokerage: {mine ? 'yours' : 'another agent’s'}. Change
          it if that is wrong.
        </p>
      )}
      {!mine && (
        <>
          <label>
            The side you represented (for “just sold”)
            <select
              value={claim.represented_side ?? ''}
              onChange={(e) =>
                void save({
                  is_mine: false,
                  represented_side: (e.target.value || null) as RepresentedSide | null,
                })
              }
            >
              <option value="">Not part of the sale</option>
              {REPRESENTED_SIDES.map((s) => (
                <option key={s} value={s}>
                  {REPRESENTED_SIDE_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          {claim.permission ? (
            <p className="hint" role="status">
              Permission from {claim.permission.granted_by} (
              {PERMISSION_METHOD_LABELS[claim.permission.method]}, {claim.permission.granted_on}).
            </p>
          ) : (
            <PermissionStep listingId={listingId} onSaved={setClaim} />
          )}
        </>
      )}
      <OutputProblemsList problems={claim.problems} />
    </section>
  );
}
