import type { ListingStatus } from '@pp/contract';

/**
 * Maps the many ways the sources name a listing's state ("FOR_SALE", "Active", "Closed", "Sold",
 * "RECENTLY_SOLD", "for_rent", "Pending", "Contingent", "Off Market") onto the five statuses.
 */
export const mapStatus = (raw: unknown): ListingStatus | null => {
  if (typeof raw !== 'string') return null;
  const s = raw
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  if (s === '') return null;
  if (/\b(sold|closed)\b/.test(s)) return 'sold';
  if (/\b(pending|contingent|under contract|sale pending|backup)\b/.test(s)) return 'pending';
  if (/\b(rent|rental|lease)\b/.test(s)) return 'for_rent';
  if (
    /\b(off market|offmarket|other|withdrawn|assessor|public record|expired|cancell?ed|not for sale|delisted|inactive)\b/.test(
      s,
    )
  )
    return 'off_market';
  if (/\b(for sale|sale|active|new|coming soon|new construction|foreclosure|auction)\b/.test(s))
    return 'for_sale';
  return null;
};
