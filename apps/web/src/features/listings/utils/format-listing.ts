import {
  type ChangeKind,
  LISTING_STATUS_LABELS,
  type ListingSource,
  type ListingStatus,
  type TListingChange,
  type TListingPost,
} from '@pp/contract';
import type { BadgeTone } from '../../../components/ui/badge';

export const SOURCE_LABELS: Record<ListingSource, string> = {
  zillow: 'Zillow',
  realtor: 'Realtor.com',
  trulia: 'Trulia',
  redfin: 'Redfin',
};

export const STATUS_LABELS = LISTING_STATUS_LABELS;

export const STATUS_TONES: Record<ListingStatus, BadgeTone> = {
  for_sale: 'success',
  for_rent: 'info',
  pending: 'warning',
  sold: 'neutral',
  off_market: 'neutral',
};

export const PLATFORM_LABELS: Record<TListingPost['platform'], string> = {
  facebook_marketplace: 'Facebook Marketplace',
  linkedin: 'LinkedIn',
  twitter: 'X',
  instagram: 'Instagram',
  facebook_page: 'Facebook Page',
  youtube: 'YouTube Shorts',
  tiktok: 'TikTok',
};

export const POST_STATUS: Record<TListingPost['status'], { text: string; tone: BadgeTone }> = {
  published: { text: 'Published', tone: 'success' },
  scheduled: { text: 'Scheduled', tone: 'info' },
  failed: { text: 'Failed', tone: 'danger' },
  refunded: { text: 'Failed · credit refunded', tone: 'warning' },
};

export function formatPrice(price: number | null, status?: ListingStatus | null): string {
  if (price === null) return '—';
  const text = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(price);
  return status === 'for_rent' ? `${text}/mo` : text;
}

export function formatAddress(a: {
  street: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
}): { line1: string; line2: string } {
  return {
    line1: a.street ?? 'Address not shown',
    line2: [a.city, [a.state, a.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  };
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const CHANGE_HEADLINES: Record<ChangeKind, string> = {
  price_reduced: 'Price reduced',
  price_increased: 'Price raised',
  pending: 'Now pending',
  sold: 'Sold',
  back_on_market: 'Back on the market',
  status_changed: 'Status changed',
};

/** "Price reduced: $224,900 → $210,000" and the like, for the listing's history. */
export function describeChange(c: TListingChange): string {
  const head = CHANGE_HEADLINES[c.kind];
  if (c.kind === 'price_reduced' || c.kind === 'price_increased')
    return `${head}: ${formatPrice(c.from_price)} → ${formatPrice(c.to_price)}`;
  const from = c.from_status ? STATUS_LABELS[c.from_status] : 'unknown';
  const to = c.to_status ? STATUS_LABELS[c.to_status] : 'unknown';
  return `${head}: ${from} → ${to}`;
}
