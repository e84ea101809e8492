import {
  PRODUCT_NAME,
  PUBLISH_PLATFORMS,
  type PublishPlatform,
  type TListingDetail,
  ZCreateListingResponseSchema,
} from '@pp/contract';
import { useEffect, useMemo, useState } from 'react';
import type { TabState } from '../background/tab-state';
import { ApiError, callApi } from '../ui/call-api';
import { HomeIcon } from '../ui/icons';
import { SignInForm } from '../ui/sign-in-form';
import { useSession } from '../ui/use-session';
import { DraftOptions } from './components/draft-options';
import { ListingSummary } from './components/listing-summary';
import { PLATFORM_NAMES, PlatformPanel } from './components/platform-panel';
import { type EditorState, initialEditor, regenerate } from './editor-state';
import { useRecordEditorTiming } from './record-timing';
import { useTabState } from './use-tab-state';

function Header() {
  return (
    <header className="sp-head">
      <span className="brand">
        <span className="brand-mark">
          <HomeIcon size={14} />
        </span>
        {PRODUCT_NAME}
      </span>
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
  const [active, setActive] = useState<PublishPlatform>('facebook_marketplace');
  const [retried, setRetried] = useState<TListingDetail | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);
  const listing = tab?.listing ?? null;

  // Drafts come from the same generator the server runs, so they show before the API answers. A
  // new click (clicked_at) on the page starts over.
  const clickKey = listing ? `${tab?.clicked_at}|${listing.url}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the click key names the listing
  const fresh = useMemo(() => (listing ? initialEditor(listing) : null), [clickKey]);
  const editor = edited?.key === clickKey ? edited.editor : fresh;
  const setEditor = (next: EditorState) => setEdited({ key: clickKey, editor: next });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset what belonged to the last click
  useEffect(() => {
    setRetried(null);
    setRetryError(null);
  }, [clickKey]);

  const detail = retried ?? tab?.detail ?? null;
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
    }),
    [listing, session],
  );

  const saveListing = async () => {
    if (!listing) return;
    setRetryError(null);
    try {
      setRetried(
        (await callApi('/listings', ZCreateListingResponseSchema, { method: 'POST', body: { listing } }))
          .data,
      );
    } catch (error) {
      setRetryError(error instanceof ApiError ? error.message : (error as Error).message);
    }
  };

  if (tab === undefined) return <Skeleton />;
  if (!listing || !editor) return <EmptyState />;
  const signedOut = session === null;
  const listingError = detail ? null : (retryError ?? tab?.error ?? null);

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
              void saveListing();
            }}
          />
        </section>
      )}
      {!signedOut && listingError && (
        <div className="alert alert-error" role="alert">
          {listingError}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void saveListing()}>
            Try again
          </button>
        </div>
      )}
      <DraftOptions
        template={editor.template}
        tone={editor.tone}
        onChange={(change) => setEditor(regenerate(editor, listing, change))}
      />
      <div className="tabs" role="tablist" aria-label="Platforms">
        {PUBLISH_PLATFORMS.map((p) => (
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
            {PLATFORM_NAMES[p]}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} data-testid="drafts">
        <PlatformPanel
          key={active}
          platform={active}
          editor={editor}
          setEditor={setEditor}
          user={session?.user ?? null}
          author={author}
          context={context}
          listingId={signedOut ? null : (detail?.listing_id ?? null)}
          fromTab={tabId}
          report={tab?.marketplace_report ?? null}
          onPublished={() => void reload()}
        />
      </section>
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
