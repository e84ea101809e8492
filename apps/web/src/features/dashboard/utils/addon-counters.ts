import type { AddonKey, TAddons } from '@pp/contract';

/** The header's four counters (PRODUCT.md §2), in the spec's order; reel credits read "Video Credits". */
export const ADDON_COUNTERS: Array<{ key: AddonKey; label: string; tone: string }> = [
  { key: 'promote_to_facebook_marketplace', label: 'Facebook', tone: 'bg-facebook' },
  { key: 'promote_to_twitter', label: 'Twitter', tone: 'bg-x' },
  { key: 'promote_to_linkedin', label: 'LinkedIn', tone: 'bg-linkedin' },
  { key: 'reel_generation', label: 'Video Credits', tone: 'bg-accent-500' },
];

/** A missing counter counts as 0 (PRODUCT.md §2 Subscriptions). */
export const addonCount = (addons: Partial<TAddons> | null | undefined, key: AddonKey) => addons?.[key] ?? 0;
