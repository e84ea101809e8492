import {
  hasLink,
  SOCIAL_MESSAGES,
  type TConnectedAccount,
  type TReel,
  type TTikTokCreatorInfo,
} from '@pp/contract';
import { useEffect, useState } from 'react';
import { send } from '../../common/messages';
import { useWebAppUrl } from '../../ui/links';
import {
  missingOptions,
  platformName,
  type ReelPlatform,
  type ReelPublishChoice,
  reelChoices,
  reelCostLine,
  reelRequests,
} from '../reel-publish-state';
import { sendPosts } from '../send-posts';
import { useFacebookPages, useInstagramLimit } from '../use-meta-pages';
import { useScheduledPosts } from '../use-scheduled-posts';
import { NowOrLater } from './now-or-later';
import { PageOptions, TikTokOptions, YouTubeOptions } from './reel-platform-options';
import { postStatusRows, ReelPostStatus, type ReelSendResult } from './reel-post-status';

/** Where the web app connects accounts (the profile page's Connected accounts card). */
export const CONNECT_PATH = '/dashboard/profile';

/**
 * "Publish this reel" (issue 27): the finished reel to each connected platform the agent ticks, now
 * or at a time, with each platform's required options, then each post's status as it goes out.
 */
export function ReelPublish({
  reel,
  listingId,
  caption,
  heldBy = null,
}: {
  reel: TReel;
  listingId: string;
  caption: string;
  /** Why nothing may be posted yet: the price, status or address read from the page wait for the agent (issue 25). */
  heldBy?: string | null;
}) {
  const [accounts, setAccounts] = useState<TConnectedAccount[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [choice, setChoice] = useState<ReelPublishChoice>({
    platforms: [],
    caption,
    tiktokPrivacy: '',
    youtubeTitle: '',
    youtubePrivacy: 'public',
    pageId: '',
    linkInReply: true,
    tiktokAllow: { comment: false, duet: false, stitch: false },
    tiktokDisclosure: { disclose: false, yourBrand: false, branded: false },
  });
  const [tiktok, setTikTok] = useState<{ info: TTikTokCreatorInfo | null; problem: string | null }>({
    info: null,
    problem: null,
  });
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<ReelSendResult[]>([]);
  // The listing's posts from the API, so this reel's earlier posts show after a reload too.
  const { posts, upsert } = useScheduledPosts(listingId);
  const connectUrl = useWebAppUrl(CONNECT_PATH);
  const edit = (next: Partial<ReelPublishChoice>) => setChoice((c) => ({ ...c, ...next }));
  const chosen = new Set(choice.platforms);

  useEffect(() => {
    send('accounts:list', {}).then(
      ({ accounts }) => {
        setAccounts(accounts);
        const page = accounts.find((a) => a.platform === 'facebook')?.page;
        if (page) setChoice((c) => ({ ...c, pageId: c.pageId || page.id }));
      },
      (e: Error) => setProblem(e.message),
    );
  }, []);
  // TikTok's options are read each time it is chosen (the creator's settings can change).
  const wantsTikTok = chosen.has('tiktok');
  useEffect(() => {
    if (!wantsTikTok) return;
    send('accounts:tiktok-info', {}).then(
      ({ info }) => setTikTok({ info, problem: null }),
      (e: Error) => setTikTok({ info: null, problem: e.message }),
    );
  }, [wantsTikTok]);
  const wantsPage = chosen.has('facebook_page') || chosen.has('instagram');
  const pages = useFacebookPages(wantsPage, setProblem);
  // Instagram's publishing limit of the account linked to the chosen Page, read before posting.
  const limit = useInstagramLimit(chosen.has('instagram') ? choice.pageId : '');

  if (problem && !accounts) return <p className="alert alert-error">{problem}</p>;
  if (!accounts) return <p className="hint">Reading your connected accounts…</p>;
  const { connected, missing } = reelChoices(accounts);
  const needs = missingOptions(choice, { tiktok: tiktok.info, reelSeconds: reel.duration_sec, pages });
  const blocked = heldBy !== null || choice.platforms.length === 0 || Object.keys(needs).length > 0;

  const toggle = (p: ReelPlatform) =>
    edit({ platforms: chosen.has(p) ? choice.platforms.filter((x) => x !== p) : [...choice.platforms, p] });
  const submit = async (publishAt: string | null, timeZone: string) => {
    setBusy(true);
    setProblem(null);
    const requests = reelRequests(choice, {
      listingId,
      reelId: reel.reel_id,
      publishAt,
      timeZone,
      tiktok: tiktok.info,
    });
    const out = await sendPosts(requests, upsert);
    setResults(out);
    // What went out is unticked, so a second press cannot post it twice; a refusal stays to correct.
    const sentTo = new Set(out.filter((r) => 'post' in r).map((r) => r.platform));
    setChoice((c) => ({ ...c, platforms: c.platforms.filter((p) => !sentTo.has(p)) }));
    setBusy(false);
    return sentTo.size > 0;
  };
  // This reel's posts as the API has them (read again while one processes), and this visit's refusals.
  const current = postStatusRows(results, posts, (p) => p.reel_id === reel.reel_id);

  return (
    <section className="card rp" aria-label="Publish this reel">
      <p className="rp-title">Publish this reel</p>
      {connected.length === 0 ? (
        <p className="hint">No account connected yet for reels.</p>
      ) : (
        <fieldset className="rp-platforms">
          <legend>Where</legend>
          {connected.map((p) => (
            <label key={p} className={`rp-chip${chosen.has(p) ? ' on' : ''}`}>
              <input type="checkbox" checked={chosen.has(p)} onChange={() => toggle(p)} />
              {platformName(p)}
            </label>
          ))}
        </fieldset>
      )}
      {missing.length > 0 && (
        <p className="hint rp-missing">
          Not connected: {missing.map(platformName).join(', ')}.{' '}
          {connectUrl && (
            <a href={connectUrl} target="_blank" rel="noreferrer">
              Connect on the web app
            </a>
          )}
        </p>
      )}
      {wantsPage && (
        <PageOptions
          pages={pages}
          value={choice.pageId}
          defaultName={accounts.find((a) => a.platform === 'facebook')?.page?.name ?? null}
          limit={limit}
          onPick={(pageId) => edit({ pageId })}
        />
      )}
      {chosen.has('tiktok') && (
        <TikTokOptions info={tiktok.info} problem={tiktok.problem} choice={choice} edit={edit} />
      )}
      {chosen.has('youtube') && <YouTubeOptions choice={choice} edit={edit} />}
      {choice.platforms.length > 0 && (
        <label className="field">
          <span>Caption{chosen.has('youtube') ? ' (the YouTube description)' : ''}</span>
          <textarea
            className="textarea"
            rows={3}
            value={choice.caption}
            onChange={(e) => edit({ caption: e.target.value })}
          />
        </label>
      )}
      {chosen.has('twitter') && hasLink(choice.caption) && (
        <div className="alert alert-info" role="note">
          <p>{SOCIAL_MESSAGES.xLinkCost}</p>
          <label className="check">
            <input
              type="checkbox"
              checked={choice.linkInReply}
              onChange={(e) => edit({ linkInReply: e.target.checked })}
            />
            Put the link in a reply on X
          </label>
        </div>
      )}
      {heldBy && (
        <p className="rp-need" data-testid="reel-held">
          {heldBy}
        </p>
      )}
      {Object.entries(needs).map(([p, why]) => (
        <p key={p} className="rp-need" data-testid="reel-needs">
          {platformName(p as ReelPlatform)}: {why}
        </p>
      ))}
      <p className={choice.platforms.length > 0 ? 'rp-cost' : 'hint'} data-testid="reel-cost">
        {reelCostLine(choice.platforms, reel.reel_id)}
      </p>
      <NowOrLater busy={busy} blocked={blocked} onSend={submit} />
      {problem && <p className="alert alert-error">{problem}</p>}
      {current.length > 0 && <ReelPostStatus results={current} onChanged={upsert} />}
    </section>
  );
}
