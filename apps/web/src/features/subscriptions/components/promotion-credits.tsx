import type { AddonKey, TAddons } from '@pp/contract';
import { PHOTO_POSTS_NOTE, REEL_PUBLISHING_NOTE } from '@pp/pricing';
import { BriefcaseBusiness, Clapperboard, Megaphone, Store } from 'lucide-react';
import { cn } from '../../../lib/cn';

const CARDS: Array<{ key: AddonKey; label: string; icon: typeof Store; tone: string }> = [
  {
    key: 'promote_to_facebook_marketplace',
    label: 'Facebook Marketplace',
    icon: Store,
    tone: 'bg-facebook/10 text-facebook',
  },
  {
    key: 'promote_to_linkedin',
    label: 'LinkedIn',
    icon: BriefcaseBusiness,
    tone: 'bg-linkedin/10 text-linkedin',
  },
  { key: 'promote_to_twitter', label: 'Twitter', icon: Megaphone, tone: 'bg-slate-900/10 text-x' },
  {
    key: 'reel_generation',
    label: 'Video Credits',
    icon: Clapperboard,
    tone: 'bg-accent-400/20 text-amber-700',
  },
];

/**
 * 'Your Promotion Credits' (PRODUCT.md §2): the four counters, a missing value counting as 0, and
 * what publishing costs beyond them (issue 27: reels publish free, Instagram, Facebook Page and TikTok photo posts included).
 */
export function PromotionCredits({ addons }: { addons: Partial<TAddons> | null | undefined }) {
  return (
    <section aria-labelledby="credits-title" className="space-y-3">
      <h2 id="credits-title" className="text-lg font-semibold text-slate-900">
        Your Promotion Credits
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(({ key, label, icon: Icon, tone }) => (
          <li
            key={key}
            className="flex h-[112px] flex-col justify-between rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)]"
          >
            <div className="flex items-center gap-2">
              <span className={cn('flex size-8 items-center justify-center rounded-lg', tone)}>
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="text-sm font-medium text-slate-700">{label}</span>
            </div>
            <p className="text-2xl font-bold text-slate-900 tabular-nums">{addons?.[key] ?? 0}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600" data-testid="publishing-note">
        {REEL_PUBLISHING_NOTE} {PHOTO_POSTS_NOTE}
      </p>
    </section>
  );
}
