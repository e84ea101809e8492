import { NewReelLink, ReelsGallery } from '../../../features/reels';

/** /dashboard/create-reel: Contents, the agent's property reels. */
export default function ContentsPage() {
  return (
    <section aria-labelledby="contents-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="contents-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Contents
          </h1>
          <p className="mt-1 text-sm text-slate-600">Property reels made from your listings.</p>
        </div>
        <NewReelLink />
      </div>
      <ReelsGallery />
    </section>
  );
}
