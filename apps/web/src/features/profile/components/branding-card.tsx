import { MESSAGES, type TCurrentUser, ZBrandingSchema } from '@pp/contract';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toast';
import { useFormValues } from '../../../hooks/use-form-values';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadBrandLogo } from '../api/upload-brand-logo';

type Field = 'brokerage_name' | 'accent_color' | 'license_number' | 'phone_number';

/**
 * Branding of the property pages: brokerage, accent colour, phone and logo. The old single licence
 * number has no state, so nothing prints it any more; it is sent back unchanged, and licences are kept
 * per state in the Licences and team card.
 */
export function BrandingCard({ user }: { user: TCurrentUser }) {
  const { values, setErrors, field } = useFormValues<Field>({
    brokerage_name: user.brokerage_name,
    accent_color: user.accent_color,
    license_number: user.license_number,
    phone_number: user.phone_number,
  });
  const update = useUpdateProfile();
  const logo = useUploadBrandLogo();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZBrandingSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    update.mutate(
      { name: user.full_name, username: user.username, branding: parsed.data },
      {
        onSuccess: () => notify.success('Branding saved'),
        onError: (error) => {
          notify.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError);
          if (error instanceof ApiError) setErrors(error.errors as Partial<Record<Field, string>>);
        },
      },
    );
  };
  const onLogo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    logo.mutate(file, {
      onSuccess: () => notify.success('Logo updated'),
      onError: (error) => notify.error(error.message),
    });
  };

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Property page branding</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        Shown on your listings’ property pages. The brokerage name is always shown with your name.
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="brokerage"
            label="Brokerage name"
            autoComplete="organization"
            {...field('brokerage_name')}
          />
          <FormField label="Phone" type="tel" autoComplete="tel" {...field('phone_number')} />
          <FormField
            label="Accent colour"
            placeholder="#1d4ed8"
            hint="A hex colour like #1d4ed8, used for the page's banner and buttons."
            {...field('accent_color')}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="text-sm font-semibold text-brand-700 hover:underline">
            {user.logo_url ? 'Replace logo' : 'Upload logo'}
            <input type="file" accept="image/*" className="sr-only" onChange={onLogo} />
          </label>
          <Button type="submit" loading={update.isPending}>
            Save branding
          </Button>
        </div>
      </form>
    </Card>
  );
}
