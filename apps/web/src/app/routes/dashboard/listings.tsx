import { ListingsPage } from '../../../features/listings';

/** /dashboard/listings: every listing the agent converted. */
export default function MyListingsPage() {
  return (
    <section aria-labelledby="listings-title" className="space-y-6">
      <div>
        <h1 id="listings-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          My listings
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Every listing you converted, with its property page, posts, clicks and leads.
        </p>
      </div>
      <ListingsPage />
    </section>
  );
}
