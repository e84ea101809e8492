import type { TClaimFinding, TComplianceFinding, TScheduledPost } from '@pp/contract';
import { platformName, postOutcome, type ReelPlatform } from '../reel-publish-state';
import { ClaimsRefused } from './claims-refused';
import { ScheduledPostActions } from './scheduled-post-actions';

/** One chosen platform after Publish: the post the API took, or why it refused it. */
export type ReelSendResult =
  | { platform: ReelPlatform; post: TScheduledPost }
  | {
      platform: ReelPlatform;
      refused: { message: string; claims: TClaimFinding[]; findings?: TComplianceFinding[] };
    }
  | { platform: ReelPlatform; error: string };

/**
 * The rows to show: this visit's results in the order sent (a post as last read from the API, a
 * refusal as answered), then every earlier post the API knows that `belongs` here (the reel's, the
 * listing's photo posts), newest first, so they are still there after the panel is reloaded.
 */
export function postStatusRows(
  results: ReelSendResult[],
  posts: TScheduledPost[],
  belongs: (post: TScheduledPost) => boolean,
): ReelSendResult[] {
  const sentIds = new Set(results.flatMap((r) => ('post' in r ? [r.post.id] : [])));
  const current = results.map((r) =>
    'post' in r ? { ...r, post: posts.find((p) => p.id === r.post.id) ?? r.post } : r,
  );
  const earlier = posts
    .filter((p) => belongs(p) && !sentIds.has(p.id))
    .map((post) => ({ platform: post.platform as ReelPlatform, post }));
  return [...current, ...earlier];
}

/**
 * Each post's status as it is now (the panel reads the list again while one is processing). With
 * `onChanged`, a post still scheduled offers Change time and Cancel post; the post the API answers
 * goes back through it (one that started publishing or is published offers neither).
 */
export function ReelPostStatus({
  results,
  label = 'Where the reel went',
  onChanged,
}: {
  results: ReelSendResult[];
  label?: string;
  onChanged?: (post: TScheduledPost) => void;
}) {
  return (
    <ul className="rp-status" aria-label={label} aria-live="polite">
      {results.map((r, i) => (
        <li key={'post' in r ? r.post.id : `${r.platform}-${i}`} className="rp-status-row">
          <span className="rp-status-name">{platformName(r.platform)}</span>
          {'post' in r ? (
            <>
              <Outcome post={r.post} />
              {onChanged && r.post.status === 'scheduled' && (
                <ScheduledPostActions post={r.post} onChanged={onChanged} />
              )}
            </>
          ) : 'refused' in r ? (
            <ClaimsRefused
              message={r.refused.message}
              claims={r.refused.claims}
              findings={r.refused.findings}
            />
          ) : (
            <span className="rp-tone rp-tone-error">{r.error}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Outcome({ post }: { post: TScheduledPost }) {
  const { tone, text, link } = postOutcome(post);
  return (
    <span className={`rp-tone rp-tone-${tone}`} data-testid="post-outcome">
      {tone === 'wait' && post.status === 'publishing' && <span className="spinner" />}
      {text}
      {link && (
        <>
          {' · '}
          <a href={link} target="_blank" rel="noreferrer">
            View post
          </a>
        </>
      )}
      {tone === 'act' && (
        <a className="rp-open" href="https://www.tiktok.com/" target="_blank" rel="noreferrer">
          Open TikTok
        </a>
      )}
    </span>
  );
}
