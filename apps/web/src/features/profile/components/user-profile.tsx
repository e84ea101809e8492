import { MESSAGES } from '@pp/contract';
import { AlertCircle } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser, useSession } from '../../../session';
import { useFocusHash } from '../hooks/use-focus-hash';
import { AccountDataCard } from './account-data-card';
import { BrandingCard } from './branding-card';
import { LicensesCard } from './licenses-card';
import { PersonalInformationCard } from './personal-information-card';
import { PostLanguageCard } from './post-language-card';
import { ProfileHeaderCard } from './profile-header-card';
import { SecuritySettingsCard } from './security-settings-card';
import { StyleExamplesCard } from './style-examples-card';

/**
 * Profile (PRODUCT.md §2): header card, Personal Information, branding, licences and team, and Security
 * Settings unless signed in with Google. A #hash naming a field (the publish gate's fix link) focuses it.
 */
export function UserProfile() {
  const user = useCurrentUser();
  const { isGoogle } = useSession();
  useFocusHash(Boolean(user.data));
  if (user.isPending) {
    return (
      <div aria-hidden className="space-y-6">
        <Skeleton className="h-[196px] rounded-[var(--radius-card)]" />
        <Skeleton className="h-[300px] rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (user.isError || !user.data) {
    return (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <AlertCircle className="size-5" aria-hidden />
        <p className="text-sm font-medium">{MESSAGES.userFetchFailed}</p>
      </div>
    );
  }
  const u = user.data;
  return (
    <div className="space-y-6">
      <ProfileHeaderCard name={u.full_name} email={u.email} role={u.role} />
      <PersonalInformationCard key={`${u.full_name}|${u.username}`} user={u} />
      <BrandingCard
        key={`${u.brokerage_name}|${u.accent_color}|${u.license_number}|${u.phone_number}`}
        user={u}
      />
      <LicensesCard key={`${JSON.stringify(u.licenses)}|${u.team_name}`} user={u} />
      <PostLanguageCard key={u.default_language} user={u} />
      <StyleExamplesCard />
      {isGoogle ? null : <SecuritySettingsCard />}
      <AccountDataCard email={u.email} hasPassword={!u.is_google_account} />
    </div>
  );
}
