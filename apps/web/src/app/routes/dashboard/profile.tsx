import { ConnectedAccountsCard } from '../../../features/connected-accounts';
import { UserProfile } from '../../../features/profile';

/** /dashboard/profile (PRODUCT.md §2). */
export default function ProfilePage() {
  return (
    <section aria-labelledby="profile-title" className="space-y-6">
      <div>
        <h1 id="profile-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          User Profile
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Manage your account settings, personal information, and security preferences.
        </p>
      </div>
      <UserProfile />
      <ConnectedAccountsCard />
    </section>
  );
}
