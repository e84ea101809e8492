import { PUBLISH_PLATFORMS, type PublishPlatform, toStateCode } from '@pp/contract';
import { statusPolicy } from '@pp/posts';
import { useMemo, useState } from 'react';
import type { TabState } from '../background/tab-state';
import { Brand } from '../ui/brand';
import { HomeIcon } from '../ui/icons';
import { SignInForm } from '../ui/sign-in-form';
import { useSession } from '../ui/use-session';
import { ConfirmFields } from './components/confirm-fields';
import { DraftOptions } from './components/draft-options';
import { FollowUpNotice } from './components/follow-up-notice';
import { ListingClaimCard } from './components/listing-claim-card';
import { ListingSummary } from './components/listing-summary';
import { PLATFORM_NAMES, PlatformPanel } from './components/platform-panel';
import { type MadeReel, ReelPanel } from './components/reel-panel';
import { PhotoUploadNotice, SaveStatus, StatusWarning } from './components/save-status';
import { type FieldAnswers, stateChecks, unconfirmedReason, withCorrections } from './confirm-state';
import { attributionFor, type EditorState, initialEditor, regenerate, switchLanguage } from './editor-state';
import { useRecordEditorTiming } from './record-timing';
import { initialReelState, type ReelState } from './reel-state';
import { useListingSave } from './use-listing-save';
import { useConnectedPlatforms } from './use-scheduled-posts';
import { useTabState } from './use-tab-state';

/** The three platforms' drafts, and the Reel tab beside them. */
type PanelTab = PublishPlatform | 'reel';
const PANEL_TABS: PanelTab[] = [...PUBLISH_PLATFORMS, 'reel'];

function Header() {
  return (
    <header className="sp-head">
      <Brand />
    </header>
  );
}

function EmptyState() {
  return (
    <div className="empty card">
      <HomeIcon size={28} />
      <h2>Open a listing to start</h2>
      <p className="hint">
        Go to a home on Zillow, Realtor.com, Trulia or Redfin and click the blue Property Promoter button.
      </p>
    </div>
  );
}

function Skeleton() {
  return (
    <div className="sp-skeleton" role="status" aria-busy="true" aria-label="Loading drafts">
      <div className="skeleton" style={{ height: 72 }} />
      <div className="skeleton" style={{ height: 36 }} />
      <div className="skeleton" style={{ height: 220 }} />
    </div>
  );
}

/** The editor beside a listing: drafts for the three platforms, ready as soon as the panel opens. */
export function SidePanelApp({
  tabId,
  initialState,
}: {
  tabId: number | null;
  initialState?: TabState | null;
}) {
  const tab = useTabState(tabId, initialState);
  const { session, setSession, reload } = useSession();
  const [edited, setEdited] = useState<{ key: string; editor: EditorState } | null>(null);
  const [reelEdited, setReelEdited] = useState<{ key: string; state: ReelState } | null>(null);
  // The reel made for this click, kept here so it outlives a visit to another tab.
  const [reelMade, setReelMade] = useState<{ key: string; made: MadeReel } | null>(null);
  const [active, setActive] = useState<PanelTab>('facebook_marketplace');
  const [answered, setAnswered] = useState<{ key: string; answers: FieldAnswers } | null>(null);
  const read = tab?.listing ?? null;
  const connected = useConnectedPlatforms(session === undefined ? undefined : session !== null);

  // Drafts come from the same generator the server runs, so they show before the API answers. A
  // new click (clicked_at) on the page starts over.
  const clickKey = read ? `${tab?.clicked_at}|${read.url}` : '';
  // What the agent confirmed or corrected of the fields the reader doubted (issue 25).
  const answers = answered?.key === clickKey ? answered.answers : {};
  const listing = read && withCorrections(read, answers);
  // Null: the page sends them after the drafts' first paint, and Publish waits (unconfirmedReason).
  const checks = stateChecks(tab?.checks);
  const saving = useListingSave(tabId, tab, listing, clickKey, session === null);
  const savedDetail = saving.detail;
  // Once the API names the property page, fresh drafts link there (the agent's edits are kept).
  const pageUrl = savedDetail?.page?.published ? savedDetail.page.url : null;
  const user = session?.user;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the click key names the listing
  const fresh = useMemo(
    () =>
      listing
        ? initialEditor(
            listing,
            undefined,
            undefined,
            pageUrl,
            attributionFor(listing, user, user?.default_language),
            user?.default_language,
          )
        : null,
    [clickKey, pageUrl, user],
  );
  const editor = edited?.key === clickKey ? edited.editor : fresh;
  const setEditor = (next: EditorState) => setEdited({ key: clickKey, editor: next });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the click key names the listing
  const freshReel = useMemo(() => (listing ? initialReelState(listing) : null), [clickKey]);
  const reelState = reelEdited?.key === clickKey ? reelEdited.state : freshReel;
  const draftsVisible = editor !== null;
  useRecordEditorTiming(tabId, tab?.clicked_at, draftsVisible);
  const author = useMemo(
    () => ({
      name: session?.user?.full_name || session?.user?.username || session?.email || 'You',
      handle: session?.user?.username || 'you',
      picture: session?.user?.profile_picture_url ?? null,
    }),
    [session],
  );
  const context = useMemo(
    () => ({
      listingAgentName: listing?.agent_name,
      brokerage: listing?.brokerage,
      userName: session?.user?.full_name,
      // The listing's state decides whether a state-protected class blocks (as on the server).
      state: toStateCode(listing?.address?.state),
    }),
    [listing, session],
  );

  if (tab === undefined) return <Skeleton />;
  if (!listing || !editor) return <EmptyState />;
  const signedOut = session === null;

  return (
    <main className="sp-body">
      <ListingSummary listing={listing} />
      {signedOut && (
        <section className="card sp-signin">
          <h2>Sign in to publish</h2>
          <p className="hint">Your drafts are ready. Sign in to save the listing and use your credits.</p>
          <SignInForm
            onSignedIn={(s) => {
              setSession(s);
              void saving.save();
            }}
          />
        </section>
      )}
      <ConfirmFields
        checks={checks ?? []}
        answers={answers}
        onAnswer={(field, answer) => {
          const next = { ...answers };
          if (answer) next[field] = answer;
          else delete next[field];
          setAnswered({ key: clickKey, answers: next });
          if (answer?.kind === 'corrected' || answers[field]?.kind === 'corrected')
            setEditor(regenerate(editor, withCorrections(read ?? listing, next), {}));
        }}
      />
      <StatusWarning listing={listing} />
      <SaveStatus state={saving.state} onRetry={() => void saving.save()} />
      {savedDetail && <PhotoUploadNotice upload={tab?.photo_upload ?? null} />}
      <ListingClaimCard listingId={saving.state.kind === 'saved' ? saving.state.listingId : null} />
      <FollowUpNotice
        detail={savedDetail}
        onUse={(template, previousPrice) =>
          setEditor(regenerate(editor, listing, { template }, previousPrice))
        }
      />
      {active !== 'reel' && (
        <DraftOptions
          template={editor.template}
          templates={statusPolicy(listing).templates}
          labels={statusPolicy(listing, editor.language).labels}
          tone={editor.tone}
          onChange={(change) => setEditor(regenerate(editor, listing, change))}
          language={editor.language ?? 'en'}
          onLanguage={(language) => setEditor(switchLanguage(editor, listing, user, language))}
        />
      )}
      <div className="tabs" role="tablist" aria-label="Platforms">
        {PANEL_TABS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            id={`tab-${p}`}
            aria-controls={`panel-${p}`}
            aria-selected={active === p}
            className={`tab tab-${p}`}
            onClick={() => setActive(p)}
          >
            {p === 'reel' ? 'Reel' : PLATFORM_NAMES[p]}
          </button>
        ))}
      </div>
      {active === 'reel' ? (
        reelState && (
          <section role="tabpanel" id="panel-reel" aria-labelledby="tab-reel">
            <ReelPanel
              listing={listing}
              listingId={saving.state.kind === 'saved' ? saving.state.listingId : null}
              user={session?.user ?? null}
              drafts={editor.drafts}
              state={reelState}
              setState={(state) => setReelEdited({ key: clickKey, state })}
              made={reelMade?.key === clickKey ? reelMade.made : null}
              onMade={(made) => setReelMade({ key: clickKey, made })}
              onCreated={() => void reload()}
              confirmReason={unconfirmedReason(checks, answers)}
            />
          </section>
        )
      ) : (
        <section
          role="tabpanel"
          id={`panel-${active}`}
          aria-labelledby={`tab-${active}`}
          data-testid="drafts"
        >
          <PlatformPanel
            key={active}
            platform={active}
            editor={editor}
            setEditor={setEditor}
            user={session?.user ?? null}
            author={author}
            context={context}
            listing={listing}
            save={saving.state}
            fromTab={tabId}
            report={tab?.marketplace_report ?? null}
            login={tab?.marketplace_login}
            connected={connected}
            onPublished={() => void reload()}
            confirmReason={unconfirmedReason(checks, answers)}
          />
        </section>
      )}
    </main>
  );
}

export function SidePanelShell({
  tabId,
  initialState,
}: {
  tabId: number | null;
  initialState?: TabState | null;
}) {
  return (
    <div className="sp">
      <Header />
      <SidePanelApp tabId={tabId} initialState={initialState} />
    </div>
  );
}
