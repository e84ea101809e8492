import { ReelsGallery } from '../../../features/reels';

/** /dashboard/create-reel: Contents (spec §2). */
export default function ContentsPage() {
  return (
    <section aria-labelledby="contents-title" className="space-y-6">
      <div>
        <h1 id="contents-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Contents
        </h1>
        <p className="mt-1 text-sm text-slate-600">Property reels generated from your listings.</p>
      </div>
      <ReelsGallery />
    </section>
  );
}
