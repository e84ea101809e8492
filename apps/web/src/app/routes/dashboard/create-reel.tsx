import { DashboardPage } from '../../../components/layout/dashboard-page';
import { NewReelLink, ReelsGallery } from '../../../features/reels';

/** /dashboard/create-reel: Contents, the agent's property reels. */
export default function ContentsPage() {
  return (
    <DashboardPage
      id="contents-title"
      title="Contents"
      lead="Property reels made from your listings."
      action={<NewReelLink />}
    >
      <ReelsGallery />
    </DashboardPage>
  );
}
