import { refusedClaims } from '@pp/compliance';
import {
  browserTimeZone,
  hasLink,
  LISTING_MESSAGES,
  localInputToIso,
  type ScheduledPostPlatform,
  SOCIAL_MESSAGES,
  type TDrafts,
  type TListing,
} from '@pp/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { ApiError, errorMessage, fieldErrors } from '../../../lib/api-client';
import { useCreateScheduledPost } from '../api/create-scheduled-post';
import { usePostAccountNeed } from '../api/get-post-accounts';
import { useTikTokCreatorInfo } from '../api/get-tiktok-creator-info';
import { useClaimCheck } from '../hooks/use-claim-check';
import { useDraftText } from '../hooks/use-draft-text';
import { useXLinkInReply } from '../hooks/use-x-link-in-reply';
import { complianceRefusal } from '../utils/compliance-refusal';
import { AccountNeeded } from './account-needed';
import { ClaimFindings } from './claim-findings';
import { PostPageField } from './post-page-field';
import { PostPhotoPicker } from './post-photo-picker';
import { OPTIONAL_REEL_PLATFORMS, ReelAsVideo } from './reel-as-video';
import { tiktokDisclosureProblem } from './tiktok-disclosure';
import { NO_TIKTOK_CHOICE, type TikTokChoice, TikTokFields, tiktokRequest } from './tiktok-fields';
import { type YouTubeChoice, YouTubeFields } from './youtube-fields';

const PLATFORMS: Array<[ScheduledPostPlatform, string]> = [
  ['linkedin', 'LinkedIn'],
  ['twitter', 'X'],
  ['instagram', 'Instagram'],
  ['facebook_page', 'Facebook Page'],
  ['youtube', 'YouTube Shorts'],
  ['tiktok', 'TikTok'],
  ['facebook_marketplace', 'Facebook Marketplace (email reminder)'],
];

/**
 * Platform, text and a date and time in the agent's zone (empty: publish now). The text's claims are
 * checked against `listing` as the agent types (issue 26); without it (still loading) the server's
 * check on submit still applies.
 */
export function SchedulePostForm({
  listingId,
  listing,
  drafts,
  onListingStale,
}: {
  listingId: string;
  listing?: TListing;
  /** The listing's drafts, as the extension makes them: the text starts from the platform's. */
  drafts?: TDrafts;
  /** The server refused a claim: the listing may have changed since it was read, so read it again. */
  onListingStale?: () => void;
}) {
  const [platform, setPlatform] = useState<ScheduledPostPlatform>('linkedin');
  const { text, edit: setText, reset: resetText } = useDraftText(drafts, platform);
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  const [when, setWhen] = useState('');
  const [linkInReply, setLinkInReply] = useXLinkInReply();
  const [video, setVideo] = useState<YouTubeChoice>({ reelId: '', title: '', privacy: 'public' });
  const [tiktok, setTikTok] = useState<TikTokChoice>(NO_TIKTOK_CHOICE);
  // LinkedIn, X, Instagram, Facebook Page: a reel instead of photos (issue 27), or none.
  const [reelId, setReelId] = useState('');
  // Instagram, Facebook Page: the Page of this post ('' until the connection's is read).
  const [pageId, setPageId] = useState('');
  const toPage = platform === 'instagram' || platform === 'facebook_page';
  const optionalReel = OPTIONAL_REEL_PLATFORMS.includes(platform) ? reelId : '';
  const tiktokInfo = useTikTokCreatorInfo(platform === 'tiktok');
  const tiktokVideo = platform === 'tiktok' && tiktok.kind === 'video';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateScheduledPost(listingId);
  const timeZone = browserTimeZone();
  const claims = useClaimCheck(text, listing);
  const waiting = claims.waiting.length;
  // Without the platform's connected account, say so and link to connecting it (issue 24).
  const need = usePostAccountNeed(platform);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (waiting > 0) return;
    setErrors({});
    // Empty publishes now; anything else must be a whole date and time (never "now" by mistake).
    const publishAt = when ? localInputToIso(when) : null;
    if (when && !publishAt) {
      setErrors({ publish_at: SOCIAL_MESSAGES.badTime });
      return;
    }
    // TikTok's disclosure switch on with nothing chosen (or branded content made private) stops here.
    const disclosure = platform === 'tiktok' ? tiktokDisclosureProblem(tiktok) : null;
    if (disclosure) {
      setErrors({ 'tiktok.disclosure': disclosure });
      return;
    }
    create.mutate(
      {
        listing_id: listingId,
        platform,
        text,
        // A Short and a TikTok video are the reel alone; a TikTok photo post, the photos.
        ...(platform === 'youtube' || tiktokVideo || optionalReel ? {} : { photo_ids: photoIds }),
        ...(optionalReel ? { reel_id: optionalReel } : {}),
        time_zone: timeZone,
        link_in_reply: platform === 'twitter' && linkInReply,
        ...(publishAt ? { publish_at: publishAt } : {}),
        ...(claims.overrideClaims ? { override_claims: claims.overrideClaims } : {}),
        ...(platform === 'youtube'
          ? {
              ...(video.reelId ? { reel_id: video.reelId } : {}),
              youtube: { title: video.title, privacy: video.privacy },
            }
          : {}),
        ...(platform === 'tiktok' ? tiktokRequest(tiktok, tiktokInfo.data) : {}),
        ...(toPage && pageId ? { page_id: pageId } : {}),
      },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          resetText();
          setWhen('');
        },
        onError: (error) => {
          const refusal = complianceRefusal(error);
          if (error instanceof ApiError && refusedClaims(error.body).length > 0) onListingStale?.();
          setErrors(refusal ? { text: refusal } : fieldErrors(error));
          notify.error(errorMessage(error, SOCIAL_MESSAGES.publishFailed));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Schedule a post">
      <label className="block text-sm font-medium text-slate-800">
        Platform
        <select
          name="platform"
          value={platform}
          onChange={(e) => setPlatform(e.target.value as ScheduledPostPlatform)}
          className="mt-1 block w-full rounded-md border border-slate-300 p-2"
        >
          {PLATFORMS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {toPage && (
        <PostPageField
          instagram={platform === 'instagram'}
          value={pageId}
          onChange={setPageId}
          error={errors.page_id}
        />
      )}
      {platform === 'youtube' && (
        <YouTubeFields listingId={listingId} value={video} onChange={setVideo} errors={errors} />
      )}
      {platform === 'tiktok' && (
        <TikTokFields listingId={listingId} value={tiktok} onChange={setTikTok} errors={errors} />
      )}
      <label className="block text-sm font-medium text-slate-800">
        {platform === 'youtube' ? 'Description' : platform === 'tiktok' ? 'Caption' : 'Text'}
        <textarea
          name="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          className="mt-1 block w-full rounded-md border border-slate-300 p-2"
        />
        {errors.text && (
          <span role="alert" className="mt-1 block whitespace-pre-line text-sm text-red-700">
            {errors.text}
          </span>
        )}
      </label>
      <ClaimFindings text={text} check={claims} />
      {OPTIONAL_REEL_PLATFORMS.includes(platform) && (
        <ReelAsVideo
          listingId={listingId}
          platform={platform}
          value={reelId}
          onChange={setReelId}
          error={errors.reel_id}
        />
      )}
      {!optionalReel && !tiktokVideo && (
        <PostPhotoPicker listingId={listingId} platform={platform} value={photoIds} onChange={setPhotoIds} />
      )}
      {platform === 'twitter' && hasLink(text) && (
        <div role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <p>{SOCIAL_MESSAGES.xLinkCost}</p>
          <label className="mt-2 flex items-center gap-2">
            <input type="checkbox" checked={linkInReply} onChange={(e) => setLinkInReply(e.target.checked)} />
            Put the link in a reply
          </label>
        </div>
      )}
      <label className="block text-sm font-medium text-slate-800">
        Date and time ({timeZone}); leave empty to publish now
        <input
          type="datetime-local"
          name="publish_at"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 p-2"
        />
        {errors.publish_at && <span className="text-sm text-red-700">{errors.publish_at}</span>}
      </label>
      {waiting > 0 && (
        <p id="schedule-waiting" className="text-sm text-red-800">
          {LISTING_MESSAGES.claimsWaiting(waiting)}
        </p>
      )}
      {need && <AccountNeeded platform={platform} need={need} />}
      <Button
        type="submit"
        disabled={create.isPending || waiting > 0 || need !== null}
        aria-describedby={waiting > 0 ? 'schedule-waiting' : need ? 'schedule-account-needed' : undefined}
      >
        {when ? 'Schedule post' : 'Publish now'}
      </Button>
    </form>
  );
}
