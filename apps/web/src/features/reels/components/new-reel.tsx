import { Home } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useListings } from '../api/get-listings';
import { NewReelForm } from './new-reel-form';

/** The New reel page's body: the form once the agent's listings are known, or how to save one. */
export function NewReel() {
  const listings = useListings();
  if (listings.isPending) return <Skeleton className="h-96 rounded-[var(--radius-card)]" />;
  const list = listings.data ?? [];
  if (list.length === 0) {
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Home className="size-7" aria-hidden />
        </span>
        <h2 className="mt-4 text-lg font-bold text-slate-900">Save a listing first</h2>
        <p className="mt-2 max-w-md text-sm text-slate-600">
          Open a home on Zillow, Realtor.com, Trulia or Redfin and click the Property Promoter button: the
          listing and its photos are saved to your account, ready for a reel.
        </p>
      </Card>
    );
  }
  return <NewReelForm listings={list} />;
}
