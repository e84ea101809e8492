import { DashboardPage } from '../../../components/layout/dashboard-page';
import { ConnectedAccountsCard } from '../../../features/connected-accounts';
import { UserProfile } from '../../../features/profile';

/** /dashboard/profile (PRODUCT.md §2). */
export default function ProfilePage() {
  return (
    <DashboardPage
      id="profile-title"
      title="User Profile"
      lead="Manage your account settings, personal information, and security preferences."
    >
      <UserProfile />
      <ConnectedAccountsCard />
    </DashboardPage>
  );
}
