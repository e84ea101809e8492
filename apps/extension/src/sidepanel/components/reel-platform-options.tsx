import {
  instagramLimitLine,
  type TFacebookPage,
  TIKTOK_MESSAGES,
  TIKTOK_MUSIC_USAGE_URL,
  TIKTOK_PRIVACY_LABELS,
  type TInstagramLimit,
  type TikTokPrivacyLevel,
  type TTikTokCreatorInfo,
  YOUTUBE_PRIVACIES,
  type YouTubePrivacy,
} from '@pp/contract';
import { disclosureRules, type ReelPublishChoice } from '../reel-publish-state';
import { TikTokDisclosureOptions } from './tiktok-disclosure-options';

const YOUTUBE_PRIVACY_LABELS: Record<YouTubePrivacy, string> = {
  public: 'Public',
  unlisted: 'Unlisted (anyone with the link)',
  private: 'Private (only you)',
};

type Edit = (next: Partial<ReelPublishChoice>) => void;

const SWITCHES = [
  ['comment', 'comment_disabled', 'Allow comments'],
  ['duet', 'duet_disabled', 'Allow Duet'],
  ['stitch', 'stitch_disabled', 'Allow Stitch'],
] as const;

/**
 * TikTok, as its Direct Post UX guidelines ask (https://developers.tiktok.com/doc/content-sharing-guidelines):
 * the creator's nickname (which account the video goes to), who can watch from the levels this account
 * offers (creator_info, read before posting) with none chosen for the agent, and comments, Duet and
 * Stitch, each off until turned on and greyed out when the account turned it off; the inbox note
 * without Direct Post.
 */
export function TikTokOptions({
  info,
  problem,
  choice,
  edit,
  photos = false,
}: {
  info: TTikTokCreatorInfo | null;
  problem: string | null;
  choice: ReelPublishChoice;
  edit: Edit;
  /** A photo post: comments are its only interaction (Duet and Stitch are a video's). */
  photos?: boolean;
}) {
  if (problem) return <p className="error-text">{problem}</p>;
  // A video is watched, photos are viewed: the words follow the post (the levels are the same).
  const kind = photos ? 'photos' : 'video';
  const see = photos ? 'view' : 'watch';
  return (
    <div className="rp-options" data-testid="tiktok-options">
      {info && (
        <p className="hint" data-testid="tiktok-creator">
          Posting to TikTok as {info.nickname} (@{info.username})
          {info.direct_post ? '' : `. ${TIKTOK_MESSAGES.finishInTikTok}`}
        </p>
      )}
      <label className="field">
        <span>TikTok: who can {see}</span>
        <select
          className="select"
          value={choice.tiktokPrivacy}
          disabled={!info}
          onChange={(e) => edit({ tiktokPrivacy: e.target.value as TikTokPrivacyLevel | '' })}
        >
          <option value="">Choose who can {see}</option>
          {info?.privacy_level_options.map((p) => {
            // Branded content cannot be private: "Only me" is greyed while it is chosen.
            const barred = p === 'SELF_ONLY' && disclosureRules(choice, kind).onlyMeDisabled;
            return (
              <option key={p} value={p} disabled={barred}>
                {TIKTOK_PRIVACY_LABELS[p]}
              </option>
            );
          })}
        </select>
      </label>
      <fieldset className="rp-switches">
        <legend>TikTok: let viewers</legend>
        {SWITCHES.filter(([key]) => !photos || key === 'comment').map(([key, off, label]) => (
          <label key={key} className="check">
            <input
              type="checkbox"
              checked={choice.tiktokAllow[key] && !info?.[off]}
              disabled={!info || info[off]}
              onChange={(e) => edit({ tiktokAllow: { ...choice.tiktokAllow, [key]: e.target.checked } })}
            />
            {label}
            {info?.[off] ? ' (turned off in your TikTok settings)' : ''}
          </label>
        ))}
      </fieldset>
      {/* Direct Post carries the disclosure; an inbox upload is finished (and disclosed) in TikTok. */}
      {info?.direct_post !== false ? (
        <TikTokDisclosureOptions choice={choice} edit={edit} kind={kind} />
      ) : (
        <p className="hint" data-testid="tiktok-consent">
          <a href={TIKTOK_MUSIC_USAGE_URL} target="_blank" rel="noreferrer">
            {TIKTOK_MESSAGES.musicConsent}
          </a>
        </p>
      )}
    </div>
  );
}

/** YouTube Shorts: a title (required, up to 100 characters) and who can watch; the caption is the description. */
export function YouTubeOptions({ choice, edit }: { choice: ReelPublishChoice; edit: Edit }) {
  return (
    <div className="rp-options" data-testid="youtube-options">
      <label className="field">
        <span>YouTube title (up to 100 characters)</span>
        <input
          className="input"
          value={choice.youtubeTitle}
          maxLength={100}
          onChange={(e) => edit({ youtubeTitle: e.target.value })}
        />
      </label>
      <label className="field">
        <span>YouTube: who can watch</span>
        <select
          className="select"
          value={choice.youtubePrivacy}
          onChange={(e) => edit({ youtubePrivacy: e.target.value as YouTubePrivacy })}
        >
          {YOUTUBE_PRIVACIES.map((p) => (
            <option key={p} value={p}>
              {YOUTUBE_PRIVACY_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * The Facebook Page these posts go to (Instagram: the account linked to it): the connection's Page
 * to start with; another chosen here goes with these posts only. With Instagram chosen, its
 * publishing limit (content_publishing_limit) is shown, and said plainly when it is reached.
 */
export function PageOptions({
  pages,
  value,
  defaultName,
  limit,
  onPick,
}: {
  pages: TFacebookPage[] | null;
  value: string;
  defaultName: string | null;
  limit: TInstagramLimit | null;
  onPick: (pageId: string) => void;
}) {
  return (
    <div className="rp-options" data-testid="page-options">
      <label className="field">
        <span>Facebook Page</span>
        <select className="select" value={value} disabled={!pages} onChange={(e) => onPick(e.target.value)}>
          <option value="">{pages ? 'Choose the Page' : 'Reading your Pages…'}</option>
          {pages?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.instagram ? ` (Instagram @${p.instagram.username})` : ''}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">
        For these posts only
        {defaultName ? `; your default Page stays ${defaultName}` : ''}. Instagram posts go to the account
        linked to the Page.
      </p>
      {limit && (
        <p
          className={limit.reached ? 'alert alert-warning' : 'hint'}
          role={limit.reached ? 'alert' : undefined}
          data-testid="instagram-limit"
        >
          {instagramLimitLine(limit)}
        </p>
      )}
    </div>
  );
}
