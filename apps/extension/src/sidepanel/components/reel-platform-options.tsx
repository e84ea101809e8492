import {
  type TFacebookPage,
  TIKTOK_MESSAGES,
  TIKTOK_PRIVACY_LABELS,
  type TikTokPrivacyLevel,
  type TTikTokCreatorInfo,
  YOUTUBE_PRIVACIES,
  type YouTubePrivacy,
} from '@pp/contract';
import type { ReelPublishChoice } from '../reel-publish-state';

const YOUTUBE_PRIVACY_LABELS: Record<YouTubePrivacy, string> = {
  public: 'Public',
  unlisted: 'Unlisted (anyone with the link)',
  private: 'Private (only you)',
};

type Edit = (next: Partial<ReelPublishChoice>) => void;

/**
 * TikTok: who can watch, from the levels this account offers (creator_info, read before posting) and
 * with no level chosen for the agent (TikTok's UX guidelines); the inbox note without Direct Post.
 */
export function TikTokOptions({
  info,
  problem,
  value,
  edit,
}: {
  info: TTikTokCreatorInfo | null;
  problem: string | null;
  value: TikTokPrivacyLevel | '';
  edit: Edit;
}) {
  if (problem) return <p className="error-text">{problem}</p>;
  return (
    <div className="rp-options" data-testid="tiktok-options">
      {info && (
        <p className="hint">
          Posting as @{info.username}
          {info.direct_post ? '' : `. ${TIKTOK_MESSAGES.finishInTikTok}`}
        </p>
      )}
      <label className="field">
        <span>TikTok: who can watch</span>
        <select
          className="select"
          value={value}
          disabled={!info}
          onChange={(e) => edit({ tiktokPrivacy: e.target.value as TikTokPrivacyLevel | '' })}
        >
          <option value="">Choose who can watch</option>
          {info?.privacy_level_options.map((p) => (
            <option key={p} value={p}>
              {TIKTOK_PRIVACY_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
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
 * The Facebook Page Meta posts go to: one for the account (the API keeps it on the connection), so
 * picking another here changes it for the web app too, which the hint says.
 */
export function PageOptions({
  pages,
  value,
  busy,
  onPick,
}: {
  pages: TFacebookPage[] | null;
  value: string;
  busy: boolean;
  onPick: (pageId: string) => void;
}) {
  return (
    <div className="rp-options" data-testid="page-options">
      <label className="field">
        <span>Facebook Page</span>
        <select
          className="select"
          value={value}
          disabled={!pages || busy}
          onChange={(e) => onPick(e.target.value)}
        >
          <option value="">{pages ? 'Choose the Page' : 'Reading your Pages…'}</option>
          {pages?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.instagram ? ` (Instagram @${p.instagram.username})` : ''}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">Your Instagram posts go to the account linked to this Page.</p>
    </div>
  );
}
