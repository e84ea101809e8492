import {
  licenseIssues,
  MAX_LICENSES,
  MESSAGES,
  type TCurrentUser,
  US_STATE_NAMES,
  US_STATES,
} from '@pp/contract';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button, IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

type Row = { key: number; state: string; number: string };
/** Errors keyed as the API answers them: "licenses.<i>.state|number", "licenses", "team_name". */
type Errors = Record<string, string>;

let nextKey = 0;
const row = (state = '', number = ''): Row => ({ key: nextKey++, state, number });

/**
 * The agent's licences (one per state, at most ten) and team name (issue 22). Outputs for a listing in a
 * state whose advertising rules ask for the licence number print the one held for that state; the team
 * is printed only beside the brokerage. The list is sent whole: what is shown is what is stored.
 */
export function LicensesCard({ user }: { user: TCurrentUser }) {
  const [rows, setRows] = useState<Row[]>(() => user.licenses.map((l) => row(l.state, l.number)));
  const [team, setTeam] = useState(user.team_name);
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateProfile();

  const change = (key: number, patch: Partial<Row>) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setErrors({});
  };
  const remove = (key: number) => {
    setRows((rs) => rs.filter((r) => r.key !== key));
    setErrors({});
  };
  const used = new Set(rows.map((r) => r.state));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const licenses = rows.map((r) => ({ state: r.state, number: r.number.trim() }));
    // The same checks the API runs (@pp/contract), so most mistakes show before a round trip.
    const found = Object.fromEntries(
      licenseIssues(licenses).map((i) => [`licenses.${i.index}.${i.field}`, i.message]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { name: user.full_name, username: user.username, licenses, team_name: team.trim() },
      {
        onSuccess: () => notify.success('Licences and team saved'),
        onError: (error) => {
          notify.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError);
          if (error instanceof ApiError) setErrors(error.errors);
        },
      },
    );
  };

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Licences and team</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        Where a listing’s state requires it (California, for example), your licence number for that state is
        printed on its posts, reels and property page.
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset id="licenses" tabIndex={-1} className="space-y-3 focus:outline-none">
          <legend className="mb-2 block text-sm font-medium text-slate-700">Licences</legend>
          {rows.length === 0 ? <p className="text-sm text-slate-500">No licence added yet.</p> : null}
          {rows.map((r, i) => {
            const stateError = errors[`licenses.${i}.state`];
            const numberError = errors[`licenses.${i}.number`];
            return (
              <div
                key={r.key}
                className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[14rem_minmax(0,1fr)_auto]"
              >
                <div className="col-span-2 space-y-1.5 sm:col-span-1">
                  <label htmlFor={`license-${r.key}-state`} className="sr-only">
                    State of licence {i + 1}
                  </label>
                  <select
                    id={`license-${r.key}-state`}
                    value={r.state}
                    onChange={(e) => change(r.key, { state: e.target.value })}
                    aria-invalid={Boolean(stateError) || undefined}
                    aria-describedby={stateError ? `license-${r.key}-state-error` : undefined}
                    className={inputClasses(Boolean(stateError))}
                  >
                    <option value="">Choose a state</option>
                    {US_STATES.map((s) => (
                      <option key={s} value={s} disabled={s !== r.state && used.has(s)}>
                        {US_STATE_NAMES[s]} ({s})
                      </option>
                    ))}
                  </select>
                  {stateError ? (
                    <p id={`license-${r.key}-state-error`} className="text-sm text-danger-600">
                      {stateError}
                    </p>
                  ) : null}
                </div>
                <FormField
                  label={`Licence number ${i + 1}`}
                  className="[&>label]:sr-only"
                  placeholder="Licence number"
                  value={r.number}
                  error={numberError}
                  onChange={(e) => change(r.key, { number: e.target.value })}
                />
                <IconButton
                  label={`Remove licence ${i + 1}`}
                  icon={Trash2}
                  className="mt-1.5"
                  onClick={() => remove(r.key)}
                />
              </div>
            );
          })}
          {errors.licenses ? <p className="text-sm text-danger-600">{errors.licenses}</p> : null}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={rows.length >= MAX_LICENSES}
            onClick={() => setRows((rs) => [...rs, row()])}
            icon={<Plus className="size-4" aria-hidden />}
          >
            Add licence
          </Button>
          {rows.length >= MAX_LICENSES ? (
            <p className="text-sm text-slate-500">At most {MAX_LICENSES} licences.</p>
          ) : null}
        </fieldset>
        <FormField
          id="team_name"
          label="Team name"
          hint="Printed only beside your brokerage, never alone or larger."
          value={team}
          error={errors.team_name}
          onChange={(e) => {
            setTeam(e.target.value);
            setErrors({});
          }}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            Save licences and team
          </Button>
        </div>
      </form>
    </Card>
  );
}
