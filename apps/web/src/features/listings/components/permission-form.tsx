import {
  PERMISSION_METHOD_LABELS,
  PERMISSION_METHODS,
  type PermissionMethod,
  type TListingPermission,
} from '@pp/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toast';
import { fieldErrors } from '../../../lib/api-client';
import { useRecordPermission } from '../api/record-permission';

const METHOD_WORDS: Record<PermissionMethod, string> = {
  email: 'by email',
  mls: 'through the MLS',
  written: 'in writing',
};

/** The permission as recorded: who gave it, how and when (shown, never edited). */
export function RecordedPermission({ permission }: { permission: TListingPermission }) {
  return (
    <p className="mt-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
      Permission to advertise given by <strong>{permission.granted_by}</strong>{' '}
      {METHOD_WORDS[permission.method]} on {permission.granted_on}
      {permission.note ? ` (${permission.note})` : ''}.
    </p>
  );
}

const today = () => new Date().toLocaleDateString('en-CA');

/**
 * One step before the first post of another broker's listing: who gave permission, how, when
 * (NAR Standard of Practice 12-4). Recorded once per listing.
 */
export function PermissionForm({ listingId }: { listingId: string }) {
  const record = useRecordPermission(listingId);
  const [grantedBy, setGrantedBy] = useState('');
  const [method, setMethod] = useState<PermissionMethod>('email');
  const [grantedOn, setGrantedOn] = useState(today());
  const [note, setNote] = useState('');
  const errors = fieldErrors(record.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate(
      { granted_by: grantedBy, method, granted_on: grantedOn, note },
      {
        onSuccess: () => notify.success('Permission recorded'),
        onError: (err) => notify.error(err.message),
      },
    );
  };
  const field = (name: string) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    className: `${inputClasses(Boolean(errors[name]))} mt-1 w-full`,
  });
  const error = (name: string) =>
    errors[name] ? (
      <span id={`${name}-error`} className="mt-1 block text-sm text-red-700">
        {errors[name]}
      </span>
    ) : null;
  return (
    <form
      id="permission"
      onSubmit={submit}
      aria-label="Listing broker’s permission"
      className="mt-3 space-y-3"
    >
      <p className="text-sm text-slate-600">
        Advertising another broker’s listing needs their permission (NAR Standard of Practice 12-4). Record it
        once and every post, reel and page of this listing can go out.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm font-medium text-slate-700">
          Who gave it
          <input value={grantedBy} onChange={(e) => setGrantedBy(e.target.value)} {...field('granted_by')} />
          {error('granted_by')}
        </label>
        <label className="text-sm font-medium text-slate-700">
          How
          <select
            value={method}
            onChange={(e) => setMethod(e.target.value as PermissionMethod)}
            {...field('method')}
          >
            {PERMISSION_METHODS.map((m) => (
              <option key={m} value={m}>
                {PERMISSION_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
          {error('method')}
        </label>
        <label className="text-sm font-medium text-slate-700">
          When
          <input
            type="date"
            value={grantedOn}
            onChange={(e) => setGrantedOn(e.target.value)}
            {...field('granted_on')}
          />
          {error('granted_on')}
        </label>
      </div>
      <label className="block text-sm font-medium text-slate-700">
        Note (optional)
        <input value={note} onChange={(e) => setNote(e.target.value)} {...field('note')} />
        {error('note')}
      </label>
      <Button type="submit" variant="secondary" size="sm" disabled={record.isPending}>
        Record permission
      </Button>
    </form>
  );
}
