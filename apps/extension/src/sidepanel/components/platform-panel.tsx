import { type ComplianceContext, isPublishable } from '@pp/compliance';
import {
  LISTING_MESSAGES,
  PLATFORM_ADDON,
  type PublishPlatform,
  type SocialPlatform,
  type TCurrentUser,
  type TListing,
} from '@pp/contract';
import { countLinkedIn, countTweet } from '@pp/posts';
import { useEffect, useRef, useState } from 'react';
import type { TabState } from '../../background/tab-state';
import type { FillReport } from '../../marketplace/fill-report';
import { useWebAppUrl } from '../../ui/links';
import { claimsFor } from '../claim-findings';
import {
  type EditorState,
  findingsFor,
  includedPhotos,
  marketplaceFields,
  movePhoto,
  type PlacedFinding,
  removePhrase,
  togglePhoto,
} from '../editor-state';
import { type PublishOutcome, publishDraft } from '../publish-draft';
import { publishBlocker, type SaveState } from '../save-state';
import { useClaimOverrides } from '../use-claim-overrides';
import { useScheduledPosts } from '../use-scheduled-posts';
import { ClaimFindingsList } from './claim-findings-list';
import { ClaimsRefused } from './claims-refused';
import { FillReportView } from './fill-report-view';
import { FindingsList } from './findings-list';
import { LoginWaitNotice } from './login-wait-notice';
import { MarketplaceFieldsForm } from './marketplace-fields-form';
import { MetaPhotoPost } from './meta-photo-post';
import { OutputProblemsList } from './output-problems-list';
import { PhotoPicker } from './photo-picker';
import { type Author, LinkedInPreview, MarketplacePreview, XPreview } from './previews';
import { PublishBar } from './publish-bar';
import { RewriteVariants } from './rewrite-variants';
import { ScheduleBar } from './schedule-bar';
import { ScheduledPostList } from './scheduled-post-list';
import { TextDraftEditor } from './text-draft-editor';
import { TikTokPhotoPost } from './tiktok-photo-post';

export const PLATFORM_NAMES: Record<PublishPlatform, string> = {
  facebook_marketplace: 'Facebook Marketplace',
  linkedin: 'LinkedIn',
  twitter: 'X',
};

/** One platform's editor: text or fields, findings inline, preview, credits and Publish. */
export function PlatformPanel(props: {
  platform: PublishPlatform;
  editor: EditorState;
  setEditor: (next: EditorState) => void;
  user: TCurrentUser | null;
  author: Author;
  context: ComplianceContext;
  listing: TListing;
  save: SaveState;
  fromTab: number | null;
  report: FillReport | null;
  login?: TabState['marketplace_login'];
  /** The agent's connected accounts; null while unknown. */
  connected: Set<SocialPlatform> | null;
  onPublished: () => void;
  /** Why publishing waits for the agent to confirm what the page showed (price, status, address). */
  confirmReason?: string | null;
}) {
  const { platform, editor, setEditor } = props;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  const [creditsLeft, setCreditsLeft] = useState<number | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const titleRef = useRef<HTMLTextAreaElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const findings = findingsFor(editor, platform, props.context);
  const claims = claimsFor(editor, platform, props.listing);
  const overrides = useClaimOverrides(claims.map((c) => c.finding));
  const credits = creditsLeft ?? props.user?.addons[PLATFORM_ADDON[platform]] ?? null;
  const listingId = props.save.kind === 'saved' ? props.save.listingId : null;
  // LinkedIn and X post through their APIs once connected (else their composers open prefilled).
  const social = platform === 'facebook_marketplace' ? null : platform;
  const viaApi = social !== null && (props.connected?.has(social) ?? false);
  const scheduled = useScheduledPosts(viaApi ? listingId : null);
  const profile = useWebAppUrl('/dashboard/profile');
  // A post that published (or failed and was refunded) changed the credits: show the new count.
  const settled = scheduled.posts.filter((p) => p.status === 'published' || p.status === 'failed').length;
  const onPublished = useRef(props.onPublished);
  onPublished.current = props.onPublished;
  useEffect(() => {
    if (settled > 0) onPublished.current();
  }, [settled]);

  const setText = (target: PlacedFinding['target'], text: string) => {
    const d = editor.drafts;
    if (platform === 'facebook_marketplace') {
      const key = target === 'title' ? 'title' : 'description';
      setEditor({
        ...editor,
        drafts: { ...d, facebook_marketplace: { ...d.facebook_marketplace, [key]: text } },
      });
    } else setEditor({ ...editor, drafts: { ...d, [platform]: { text } } });
  };
  const textOf = (target: PlacedFinding['target']) =>
    platform === 'facebook_marketplace'
      ? editor.drafts.facebook_marketplace[target === 'title' ? 'title' : 'description']
      : editor.drafts[platform].text;
  const refOf = (target: PlacedFinding['target']) =>
    target === 'title' ? titleRef : target === 'description' ? descriptionRef : textRef;

  const publish = async () => {
    if (!listingId) return;
    setBusy(true);
    setOutcome(null);
    const result = await publishDraft({
      platform,
      listingId,
      editor,
      fromTab: props.fromTab,
      overrideClaims: overrides.overrideClaims,
    });
    setOutcome(result);
    if (result.kind === 'opened') {
      setCreditsLeft(result.promotion.credits_left);
      props.onPublished();
    }
    setBusy(false);
  };

  const count =
    platform === 'twitter'
      ? countTweet(editor.drafts.twitter.text)
      : countLinkedIn(platform === 'linkedin' ? editor.drafts.linkedin.text : '');
  const overLimit = platform !== 'facebook_marketplace' && count.remaining < 0;
  const photoCount =
    platform === 'facebook_marketplace' ? includedPhotos(editor).length : props.listing.photos.length;
  const disabledReason =
    props.confirmReason ??
    publishBlocker(props.save, props.listing, platform, photoCount) ??
    (!isPublishable(findings.map((f) => f.finding))
      ? 'Change the flagged wording to publish.'
      : overrides.waiting.length > 0
        ? LISTING_MESSAGES.claimsWaiting(overrides.waiting.length)
        : overLimit
          ? 'The post is over the limit.'
          : null);

  return (
    <div className="platform-panel">
      {platform === 'facebook_marketplace' ? (
        <>
          <MarketplaceFieldsForm
            draft={editor.drafts.facebook_marketplace}
            titleRef={titleRef}
            descriptionRef={descriptionRef}
            onChange={(next) =>
              setEditor({ ...editor, drafts: { ...editor.drafts, facebook_marketplace: next } })
            }
          />
          <PhotoPicker
            order={editor.photoOrder}
            excluded={editor.excluded}
            onToggle={(u) => setEditor(togglePhoto(editor, u))}
            onMove={(u, by) => setEditor(movePhoto(editor, u, by))}
          />
        </>
      ) : (
        <TextDraftEditor
          ref={textRef}
          label={`${PLATFORM_NAMES[platform]} post`}
          counterLabel={platform}
          rows={platform === 'twitter' ? 6 : 12}
          value={editor.drafts[platform].text}
          count={count}
          onChange={(text) => setText('text', text)}
        />
      )}
      <RewriteVariants
        listingId={listingId}
        platform={platform}
        tone={editor.tone}
        language={editor.language ?? 'en'}
        onChoose={(text) => setText(platform === 'facebook_marketplace' ? 'description' : 'text', text)}
      />
      <FindingsList
        findings={findings}
        onRemove={(f) => setText(f.target, removePhrase(textOf(f.target), f.finding))}
        onShow={(f) => {
          const el = refOf(f.target).current;
          el?.focus();
          el?.setSelectionRange(f.finding.index, f.finding.index + f.finding.phrase.length);
        }}
      />
      <ClaimFindingsList
        claims={claims}
        confirmed={overrides.confirmed}
        onToggle={overrides.toggle}
        onShow={(c) => {
          const el = refOf(c.target).current;
          el?.focus();
          el?.setSelectionRange(c.finding.index, c.finding.index + c.finding.claim.length);
        }}
      />
      <section className="preview-wrap">
        <h3 className="section-title">Preview</h3>
        {platform === 'facebook_marketplace' ? (
          <MarketplacePreview draft={marketplaceFields(editor)} />
        ) : platform === 'linkedin' ? (
          <LinkedInPreview text={editor.drafts.linkedin.text} author={props.author} />
        ) : (
          <XPreview text={editor.drafts.twitter.text} author={props.author} />
        )}
      </section>
      {outcome?.kind === 'opened' && (
        <p className="alert alert-success" role="status">
          {outcome.note}
        </p>
      )}
      {outcome?.kind === 'blocked' && <OutputProblemsList problems={outcome.problems} />}
      {outcome?.kind === 'refused' && outcome.claims.length > 0 && (
        <ClaimsRefused message={outcome.message} claims={outcome.claims} />
      )}
      {outcome &&
        outcome.kind !== 'opened' &&
        outcome.kind !== 'blocked' &&
        !(outcome.kind === 'refused' && outcome.claims.length > 0) && (
          <p className="alert alert-error" role="alert">
            {outcome.message}
          </p>
        )}
      {platform === 'facebook_marketplace' && <LoginWaitNotice login={props.login} />}
      {platform === 'facebook_marketplace' && props.report && <FillReportView report={props.report} />}
      {social && listingId && props.connected?.has('facebook') && (
        <MetaPhotoPost listingId={listingId} text={editor.drafts[social].text} heldBy={props.confirmReason} />
      )}
      {social && listingId && props.connected?.has('tiktok') && (
        <TikTokPhotoPost
          listingId={listingId}
          text={editor.drafts[social].text}
          heldBy={props.confirmReason}
        />
      )}
      {viaApi && social ? (
        <>
          <ScheduleBar
            platform={social}
            platformName={PLATFORM_NAMES[platform]}
            credits={credits}
            text={editor.drafts[social].text}
            listingId={listingId}
            disabledReason={disabledReason}
            overrideClaims={overrides.overrideClaims}
            onCreated={(post) => {
              scheduled.upsert(post);
              // The credit is taken when the post publishes: the counters follow once it has.
              props.onPublished();
            }}
          />
          <ScheduledPostList
            posts={scheduled.posts.filter((p) => p.platform === social)}
            platformName={PLATFORM_NAMES[platform]}
            error={scheduled.error}
            onChanged={scheduled.upsert}
          />
        </>
      ) : (
        <>
          <PublishBar
            platformName={PLATFORM_NAMES[platform]}
            credits={credits}
            busy={busy}
            disabledReason={disabledReason}
            onPublish={publish}
          />
          {social && props.user && props.connected && profile && (
            <p className="hint" data-testid="connect-hint">
              <a href={profile} target="_blank" rel="noreferrer">
                Connect your {PLATFORM_NAMES[platform]} account
              </a>{' '}
              to post and schedule from here.
            </p>
          )}
        </>
      )}
    </div>
  );
}
