import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { NewReel } from '../../../features/reels';

/** /dashboard/create-reel/new: make a reel from a saved listing. */
export default function NewReelPage() {
  return (
    <DashboardPage
      id="new-reel-title"
      title="New reel"
      lead="A branded 9:16 video of your listing for Instagram, TikTok, Facebook and LinkedIn, with 4:5 and 1:1 cuts for feeds."
      above={
        <Link
          to="/dashboard/create-reel"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Contents
        </Link>
      }
    >
      <NewReel />
    </DashboardPage>
  );
}
