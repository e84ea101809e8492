import { DashboardPage } from '../../../components/layout/dashboard-page';
import { ListingsPage } from '../../../features/listings';

/** /dashboard/listings: every listing the agent converted. */
export default function MyListingsPage() {
  return (
    <DashboardPage
      id="listings-title"
      title="My listings"
      lead="Every listing you converted, with its property page, posts, clicks and leads."
    >
      <ListingsPage />
    </DashboardPage>
  );
}
