import { MESSAGES, profileRules, type TCurrentUser, validateForm } from '@pp/contract';
import { Pencil, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toast';
import { useFormValues } from '../../../hooks/use-form-values';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

/** Spec §2 Personal Information: Edit/Cancel, name and username editable only while editing, email read-only. */
export function PersonalInformationCard({ user }: { user: TCurrentUser }) {
  const [editing, setEditing] = useState(false);
  const { values, setValues, errors, setErrors, field } = useFormValues(
    { name: user.full_name, username: user.username },
    (next) => setErrors(validateForm(profileRules, next)),
  );
  const update = useUpdateProfile();
  /** A name field: editable only while editing, its message shown only then. */
  const editable = (key: 'name' | 'username') => ({
    ...field(key),
    readOnly: !editing,
    error: editing ? errors[key] : undefined,
  });
  const toggle = () => {
    if (editing) {
      setValues({ name: user.full_name, username: user.username });
      setErrors({});
    }
    setEditing(!editing);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateForm(profileRules, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { name: values.name.trim(), username: values.username.trim() },
      {
        onSuccess: () => {
          notify.success(MESSAGES.profileUpdated);
          setEditing(false);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            notify.error(error.message || MESSAGES.profileUpdateFailed);
            setErrors({
              ...(error.errors.name ? { name: error.errors.name } : {}),
              ...(error.errors.username ? { username: error.errors.username } : {}),
            });
          } else notify.error(MESSAGES.unexpectedError);
        },
      },
    );
  };

  return (
    <Card className="p-6">
      <div className="mb-5 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Personal Information</h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={toggle}
          icon={editing ? <X className="size-4" aria-hidden /> : <Pencil className="size-4" aria-hidden />}
        >
          {editing ? 'Cancel' : 'Edit'}
        </Button>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Full Name" autoComplete="name" {...editable('name')} />
          <FormField label="Username" autoComplete="username" {...editable('username')} />
        </div>
        <FormField label="Email Address" name="email" value={user.email} readOnly />
        {editing ? (
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending || Object.keys(errors).length > 0}>
              {update.isPending ? 'Updating...' : 'Save Changes'}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
