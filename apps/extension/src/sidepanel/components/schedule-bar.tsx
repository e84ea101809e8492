import type { NamedClaim } from '@pp/compliance';
import {
  browserTimeZone,
  hasLink,
  localInputToIso,
  type ScheduledPostPlatform,
  SOCIAL_MESSAGES,
  type TClaimFinding,
  type TComplianceFinding,
  type TScheduledPost,
} from '@pp/contract';
import { useEffect, useState } from 'react';
import { send } from '../../common/messages';
import { getXLinkInReply, setXLinkInReply } from '../../common/settings';
import { fitPhotoIds } from '../api-post-photos';
import { ApiPostPhotos } from './api-post-photos';
import { ClaimsRefused } from './claims-refused';
import { CreditsLeft } from './credits-left';
import { ScheduleTimeField } from './schedule-time-field';

/**
 * With a connected account: Post now through the platform's API, or Schedule for a date and time
 * picked in the agent's zone (sent as UTC with the zone, shown back in it), with the listing's photos
 * in the order chosen (issue 24). The credit is taken when the post publishes (PRODUCT.md §10).
 */
export function ScheduleBar(props: {
  /** The post's platform (the side panel schedules LinkedIn and X; 'facebook' names a connection). */
  platform: ScheduledPostPlatform;
  platformName: string;
  credits: number | null;
  text: string;
  listingId: string | null;
  disabledReason: string | null;
  /** The claim blocks the agent confirmed with "Publish anyway" (issue 26). */
  overrideClaims?: NamedClaim[];
  onCreated: (post: TScheduledPost) => void;
}) {
  const { platform, platformName, credits } = props;
  const [when, setWhen] = useState('');
  const [linkInReply, setLinkInReply] = useState(true);
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  // Where the link goes on X is the agent's choice, remembered for the next post (issue 24).
  useEffect(() => {
    getXLinkInReply().then(setLinkInReply, () => undefined);
  }, []);
  const chooseLinkInReply = (inReply: boolean) => {
    setLinkInReply(inReply);
    void setXLinkInReply(inReply);
  };
  const [busy, setBusy] = useState<'now' | 'later' | null>(null);
  const [outcome, setOutcome] = useState<{
    ok: boolean;
    message: string;
    claims?: TClaimFinding[];
    findings?: TComplianceFinding[];
  } | null>(null);
  const timeZone = browserTimeZone();
  const none = credits !== null && credits <= 0;
  const blocked = props.disabledReason !== null || none || !props.listingId || busy !== null;
  const withLink = platform === 'twitter' && hasLink(props.text);

  const submit = async (later: boolean) => {
    if (!props.listingId) return;
    const publishAt = later ? localInputToIso(when) : null;
    if (later && !publishAt) {
      setOutcome({ ok: false, message: 'Pick a date and time first.' });
      return;
    }
    setBusy(later ? 'later' : 'now');
    setOutcome(null);
    try {
      const answer = await send('posts:create', {
        post: {
          listing_id: props.listingId,
          platform,
          text: props.text,
          photo_ids: platform === 'twitter' || platform === 'linkedin' ? fitPhotoIds(photoIds, platform) : [],
          time_zone: timeZone,
          link_in_reply: withLink && linkInReply,
          ...(publishAt ? { publish_at: publishAt } : {}),
          ...(props.overrideClaims ? { override_claims: props.overrideClaims } : {}),
        },
      });
      if ('refused' in answer) setOutcome({ ok: false, ...answer.refused });
      else {
        props.onCreated(answer.post);
        setOutcome({
          ok: true,
          message: later
            ? `${answer.message} for ${answer.post.publish_at_local}.`
            : `${answer.message}: its status is below.`,
        });
        if (later) setWhen('');
      }
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message });
    }
    setBusy(null);
  };

  return (
    <div className="publish-bar schedule-bar">
      <CreditsLeft credits={credits} platformName={platformName} testId="credits-left" />
      {props.disabledReason && !none && (
        <p className="hint" data-testid="publish-blocked">
          {props.disabledReason}
        </p>
      )}
      {props.listingId && (platform === 'twitter' || platform === 'linkedin') && (
        <ApiPostPhotos
          listingId={props.listingId}
          platform={platform}
          value={photoIds}
          onChange={setPhotoIds}
        />
      )}
      {withLink && (
        <div className="alert alert-info" role="note">
          <p>{SOCIAL_MESSAGES.xLinkCost}</p>
          <label className="check">
            <input
              type="checkbox"
              checked={linkInReply}
              onChange={(e) => chooseLinkInReply(e.target.checked)}
            />
            Put the link in a reply
          </label>
        </div>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={blocked}
        onClick={() => void submit(false)}
      >
        {busy === 'now' && <span className="spinner" />}
        {none ? 'No credits left' : `Post now to ${platformName}`}
      </button>
      <p className="divider">or schedule it</p>
      <div className="schedule-row">
        <ScheduleTimeField label={`Date and time (${timeZone})`} value={when} onChange={setWhen} />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={blocked || when === ''}
          onClick={() => void submit(true)}
        >
          {busy === 'later' && <span className="spinner" />}
          Schedule
        </button>
      </div>
      {outcome?.claims ? (
        <ClaimsRefused message={outcome.message} claims={outcome.claims} findings={outcome.findings} />
      ) : (
        outcome && (
          <p
            className={`alert ${outcome.ok ? 'alert-success' : 'alert-error'}`}
            role={outcome.ok ? 'status' : 'alert'}
          >
            {outcome.message}
          </p>
        )
      )}
    </div>
  );
}
