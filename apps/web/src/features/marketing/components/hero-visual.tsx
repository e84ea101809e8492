import {
  ArrowDown,
  ArrowRight,
  Bath,
  BedDouble,
  Heart,
  MessageCircle,
  Repeat2,
  Ruler,
  ThumbsUp,
} from 'lucide-react';
import { BrandMark } from './brand-mark';

const LISTING = {
  price: '$685,000',
  address: '1428 Maple Ridge Dr, Austin, TX',
  beds: 4,
  baths: 3,
  sqft: '2,450',
};

/** A listing card turning into three post previews: what the product does, drawn rather than photographed. */
export function HeroVisual() {
  return (
    <div
      className="relative mx-auto w-full max-w-xl"
      aria-label="A Zillow listing converted into three posts"
      role="img"
    >
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100 via-white to-amber-50 blur-2xl" />
      <div className="grid items-center gap-4 md:grid-cols-[1fr_auto_1fr]">
        <div className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-raised)]">
          <div className="relative">
            <img
              src="/images/listing-house.svg"
              alt=""
              width={480}
              height={300}
              className="aspect-[8/5] w-full"
            />
            <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 py-0.5 pr-2 pl-0.5 text-xs font-semibold text-slate-800 shadow-sm">
              <BrandMark brand="zillow" size="sm" className="size-5 rounded-full text-[10px]" />
              Zillow
            </span>
            <span className="absolute top-2 right-2 rounded-full bg-white/95 p-1 text-slate-600 shadow-sm">
              <Heart className="size-3.5" />
            </span>
          </div>
          <div className="space-y-1.5 p-3">
            <p className="text-lg font-bold text-slate-900">{LISTING.price}</p>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
              <span className="inline-flex items-center gap-1">
                <BedDouble className="size-3.5" /> {LISTING.beds} bd
              </span>
              <span className="inline-flex items-center gap-1">
                <Bath className="size-3.5" /> {LISTING.baths} ba
              </span>
              <span className="inline-flex items-center gap-1">
                <Ruler className="size-3.5" /> {LISTING.sqft} sqft
              </span>
            </p>
            <p className="truncate text-xs text-slate-500">{LISTING.address}</p>
            <div className="mt-2 flex items-center justify-center gap-1.5 rounded-md bg-brand-700 py-1.5 text-xs font-semibold text-white">
              Property Promoter
            </div>
          </div>
        </div>

        <div className="flex justify-center text-brand-700">
          <span className="flex size-9 items-center justify-center rounded-full bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-200">
            <ArrowRight className="hidden size-4 md:block" />
            <ArrowDown className="size-4 md:hidden" />
          </span>
        </div>

        <div className="space-y-3">
          <PostPreview brand="facebook" title="Facebook Marketplace">
            <p className="font-semibold text-slate-900">{LISTING.price} · 4 bd 3 ba House</p>
            <p className="text-slate-500">Austin, TX · Listed just now</p>
          </PostPreview>
          <PostPreview brand="linkedin" title="LinkedIn">
            <p className="text-slate-700">
              Just listed in Austin: a bright 4-bed family home on Maple Ridge with a big backyard.
            </p>
            <p className="mt-1 flex gap-3 text-slate-400">
              <ThumbsUp className="size-3" /> <MessageCircle className="size-3" />
            </p>
          </PostPreview>
          <PostPreview brand="x" title="X (Twitter)">
            <p className="text-slate-700">
              New listing! {LISTING.price} · 4 bd · 2,450 sqft in Austin{' '}
              <span className="text-brand-700">#JustListed</span>
            </p>
            <p className="mt-1 flex gap-3 text-slate-400">
              <Repeat2 className="size-3" /> <Heart className="size-3" />
            </p>
          </PostPreview>
        </div>
      </div>
    </div>
  );
}

function PostPreview({
  brand,
  title,
  children,
}: {
  brand: 'facebook' | 'linkedin' | 'x';
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-3 text-xs shadow-[var(--shadow-card)]">
      <div className="mb-1.5 flex items-center gap-2">
        <BrandMark brand={brand} size="sm" className="rounded-md" />
        <span className="font-semibold text-slate-800">{title}</span>
        <span className="ml-auto rounded-full bg-green-50 px-1.5 py-0.5 text-[10px] font-semibold text-green-800">
          Ready
        </span>
      </div>
      {children}
    </div>
  );
}
