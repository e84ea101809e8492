import { MESSAGES } from '@pp/contract';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { DropdownItem, DropdownMenu, DropdownSeparator } from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { useProfilePhotoUrl } from '../../../session';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { photoProblem, profileInitials } from '../utils/profile-rules';

type Override = { kind: 'preview'; url: string } | { kind: 'removed' } | null;

export interface ProfileHeaderCardProps {
  name: string;
  email: string | null | undefined;
  role: string | null | undefined;
}

/** Spec §2 header card: photo or initials, name, email, role, and the camera menu. */
export function ProfileHeaderCard({ name, email, role }: ProfileHeaderCardProps) {
  const stored = useProfilePhotoUrl();
  const upload = useUploadProfilePhoto();
  const [override, setOverride] = useState<Override>(null);
  const input = useRef<HTMLInputElement>(null);
  const photoUrl =
    override?.kind === 'preview' ? override.url : override?.kind === 'removed' ? null : stored.url;
  const hasPhoto = Boolean(photoUrl);

  useEffect(
    () => () => {
      if (override?.kind === 'preview') URL.revokeObjectURL(override.url);
    },
    [override],
  );

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    const previous = override;
    setOverride({ kind: 'preview', url: URL.createObjectURL(file) });
    upload.mutate(file, {
      // The stored photo query now holds the uploaded image; show it.
      onSuccess: () => setOverride(null),
      onError: () => {
        // Spec §4/§8: a failed upload restores the previous image.
        setOverride(previous);
        notify.error(MESSAGES.photoUploadFailed);
      },
    });
  };

  return (
    <Card className="overflow-hidden">
      <div className="h-24 bg-gradient-to-r from-brand-700 via-brand-600 to-brand-500" aria-hidden />
      <div className="flex flex-col items-center gap-4 px-6 pb-6 sm:flex-row sm:items-end">
        <div className="relative -mt-12 shrink-0">
          <div className="flex size-24 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-3xl font-bold text-brand-800 ring-4 ring-white">
            {stored.isLoading && !override ? (
              <Spinner className="size-8 text-brand-700" label="Loading photo" />
            ) : photoUrl ? (
              <img src={photoUrl} alt={`${name || 'User'}'s profile`} className="size-full object-cover" />
            ) : (
              <span role="img" aria-label={`${name || 'User'} initials`}>
                {profileInitials(name)}
              </span>
            )}
          </div>
          {upload.isPending ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-950/40">
              <Spinner className="size-6 text-white" label="Uploading photo" />
            </span>
          ) : null}
          <DropdownMenu
            label="Profile picture"
            align="start"
            trigger={
              <button
                type="button"
                aria-label="Change profile picture"
                className="absolute -right-1 -bottom-1 flex size-9 items-center justify-center rounded-full bg-white text-slate-700 shadow-md ring-1 ring-slate-200 hover:bg-slate-50"
              >
                <Camera className="size-4" aria-hidden />
              </button>
            }
          >
            <DropdownItem onSelect={() => input.current?.click()}>
              {hasPhoto ? 'Change Picture' : 'Upload Picture'}
            </DropdownItem>
            {hasPhoto ? (
              <DropdownItem
                className="text-red-700 data-[highlighted]:bg-red-50"
                onSelect={() => setOverride({ kind: 'removed' })}
              >
                Remove Picture
              </DropdownItem>
            ) : null}
            <DropdownSeparator />
            <DropdownItem>Cancel</DropdownItem>
          </DropdownMenu>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="hidden"
            onChange={onFile}
            aria-label="Profile picture file"
            data-testid="profile-photo-input"
          />
        </div>
        <div className="min-w-0 text-center sm:pb-1 sm:text-left">
          <p className="truncate text-xl font-bold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-600">{email || 'Email not available'}</p>
          <span className="mt-1.5 inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 capitalize">
            {role || 'user'}
          </span>
        </div>
      </div>
    </Card>
  );
}
