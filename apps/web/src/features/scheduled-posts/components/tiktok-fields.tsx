import {
  TIKTOK_DISCLOSURE,
  TIKTOK_MESSAGES,
  TIKTOK_PHOTO_LIMITS,
  TIKTOK_PRIVACY_LABELS,
  type TikTokPrivacyLevel,
  type TTikTokCreatorInfo,
} from '@pp/contract';
import { errorMessage } from '../../../lib/api-client';
import { usePhotoFairUse } from '../api/get-photo-fair-use';
import { useTikTokCreatorInfo } from '../api/get-tiktok-creator-info';
import { ReelSelect, useListingReels } from './reel-select';
import { disclosureRules, disclosureToggles, TikTokConsent, TikTokDisclosure } from './tiktok-disclosure';

/** The agent's TikTok choice; privacy_level stays '' until they pick one (TikTok: no default). */
export interface TikTokChoice {
  /** A video (one of the listing's reels) or a photo post (the photos picked below the caption). */
  kind: 'video' | 'photos';
  reelId: string;
  privacy_level: TikTokPrivacyLevel | '';
  allow_comment: boolean;
  allow_duet: boolean;
  allow_stitch: boolean;
  /** The commercial content disclosure: the switch, "Your brand", "Branded content". */
  disclose: boolean;
  your_brand: boolean;
  branded: boolean;
}

/**
 * Nothing chosen: no privacy level and every interaction off until the agent turns it on, as TikTok's
 * Direct Post UX guidelines ask (https://developers.tiktok.com/doc/content-sharing-guidelines).
 */
export const NO_TIKTOK_CHOICE: TikTokChoice = {
  kind: 'video',
  reelId: '',
  privacy_level: '',
  allow_comment: false,
  allow_duet: false,
  allow_stitch: false,
  disclose: false,
  your_brand: false,
  branded: false,
};

const field = 'mt-1 block w-full rounded-md border border-slate-300 p-2';
const KINDS = [
  ['video', 'Video (a reel)'],
  ['photos', 'Photos'],
] as const;
const SWITCHES = [
  ['allow_comment', 'comment_disabled', 'Allow comments'],
  ['allow_duet', 'duet_disabled', 'Allow Duet'],
  ['allow_stitch', 'stitch_disabled', 'Allow Stitch'],
] as const;

/**
 * A TikTok video or photo post (https://developers.tiktok.com/doc/content-posting-api-reference-photo-post:
 * photos take only comments among the interactions, and are offered only when the server's media
 * address is verified with TikTok). A video: one of the listing's finished reels, who can watch (only the levels the account
 * offers, read from creator_info each time), and comments, Duet and Stitch (off and greyed when the
 * account turned them off). A reel longer than the account's maximum is flagged here, and without
 * Direct Post approval the agent is told the video waits in their TikTok inbox.
 */
export function TikTokFields({
  listingId,
  value,
  onChange,
  errors,
}: {
  listingId: string;
  value: TikTokChoice;
  onChange: (next: TikTokChoice) => void;
  errors: Record<string, string>;
}) {
  const reels = useListingReels(listingId);
  const info = useTikTokCreatorInfo(true);
  const reel = reels.find((r) => r.reel_id === value.reelId);
  const max = info.data?.max_video_post_duration_sec ?? 0;
  const tooLong = reel && max > 0 && reel.duration_sec > max;
  const disclosure = disclosureRules(value);
  const photos = info.data?.photo_posts === true;
  // Photo posts are included in plans, under the fair use shared with Instagram and Facebook Pages.
  const fairUse = usePhotoFairUse(value.kind === 'photos').data;
  // A video is watched, photos are viewed: the words follow the post (the levels are the same).
  const see = value.kind === 'video' ? 'watch' : 'view';
  return (
    <fieldset className="space-y-3" aria-label={value.kind === 'video' ? 'TikTok video' : 'TikTok photos'}>
      {info.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(info.error, 'Could not read your TikTok account. Reconnect it in your profile.')}
        </p>
      )}
      {info.data && (
        <p className="text-sm text-slate-600" data-testid="tiktok-creator">
          Posting as {info.data.nickname} (@{info.data.username})
          {info.data.direct_post ? '' : ` · ${TIKTOK_MESSAGES.finishInTikTok}`}
        </p>
      )}
      <fieldset className="flex flex-wrap gap-4 text-sm text-slate-800">
        <legend className="font-medium">Post as</legend>
        {KINDS.map(([kind, label]) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="radio"
              name="tiktok_kind"
              checked={value.kind === kind}
              disabled={kind === 'photos' && !photos}
              onChange={() => onChange({ ...value, kind })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {info.data && !photos && (
        <p className="text-sm text-slate-600">{TIKTOK_MESSAGES.photosNotConfigured}</p>
      )}
      {value.kind === 'video' ? (
        <ReelSelect
          reels={reels}
          value={value.reelId}
          onChange={(reelId) => onChange({ ...value, reelId })}
          error={errors.reel_id ?? (tooLong ? TIKTOK_MESSAGES.tooLong(reel.duration_sec, max) : undefined)}
        />
      ) : (
        <p className="text-sm text-slate-600">
          Choose up to {TIKTOK_PHOTO_LIMITS.photos} photos below (JPEG or WEBP); the first is the cover.
          {fairUse && (
            <span data-testid="tiktok-photo-cost">
              {' '}
              Included in your plan, no credit: {fairUse.used} of {fairUse.limit} photo posts used in the last
              24 hours.
            </span>
          )}
        </p>
      )}
      <label className="block text-sm font-medium text-slate-800">
        Who can {see}
        <select
          name="tiktok_privacy"
          value={value.privacy_level}
          onChange={(e) => onChange({ ...value, privacy_level: e.target.value as TikTokPrivacyLevel })}
          className={field}
          disabled={!info.data}
        >
          <option value="">Choose who can {see}</option>
          {info.data?.privacy_level_options.map((p) => {
            // Branded content cannot be private: "Only me" is greyed while it is chosen.
            const barred = p === 'SELF_ONLY' && disclosure.onlyMeDisabled;
            return (
              <option
                key={p}
                value={p}
                disabled={barred}
                title={barred ? TIKTOK_DISCLOSURE.brandedNotPrivate : ''}
              >
                {TIKTOK_PRIVACY_LABELS[p]}
              </option>
            );
          })}
        </select>
        {errors['tiktok.privacy_level'] && (
          <span className="text-sm text-red-700">{errors['tiktok.privacy_level']}</span>
        )}
      </label>
      <div className="flex flex-wrap gap-4 text-sm text-slate-800">
        {SWITCHES.filter(([key]) => value.kind === 'video' || key === 'allow_comment').map(
          ([key, off, label]) => (
            <label key={key} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={value[key] && !info.data?.[off]}
                disabled={!info.data || info.data[off]}
                onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
              />
              {label}
            </label>
          ),
        )}
      </div>
      {info.data?.direct_post !== false && (
        <TikTokDisclosure value={value} onChange={onChange} error={errors['tiktok.disclosure']} />
      )}
      <TikTokConsent branded={disclosure.brandedConsent} />
    </fieldset>
  );
}

/**
 * The request's tiktok part; a switch the account turned off is sent as disabled. A photo post sends
 * no reel (the form adds its photo_ids).
 */
export const tiktokRequest = (v: TikTokChoice, info?: TTikTokCreatorInfo) => ({
  ...(v.kind === 'video' && v.reelId ? { reel_id: v.reelId } : {}),
  ...(v.privacy_level
    ? {
        tiktok: {
          privacy_level: v.privacy_level,
          disable_comment: !v.allow_comment || info?.comment_disabled === true,
          disable_duet: !v.allow_duet || info?.duet_disabled === true,
          disable_stitch: !v.allow_stitch || info?.stitch_disabled === true,
          ...disclosureToggles(v),
        },
      }
    : {}),
});
