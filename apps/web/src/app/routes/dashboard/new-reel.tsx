import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { NewReel } from '../../../features/reels';

/** /dashboard/create-reel/new: make a reel from a saved listing. */
export default function NewReelPage() {
  return (
    <section aria-labelledby="new-reel-title" className="space-y-6">
      <div>
        <Link
          to="/dashboard/create-reel"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Contents
        </Link>
        <h1 id="new-reel-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          New reel
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          A branded 9:16 video of your listing for Instagram, TikTok, Facebook and LinkedIn.
        </p>
      </div>
      <NewReel />
    </section>
  );
}
