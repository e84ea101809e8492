import {
  isFinalReelStatus,
  REEL_CAPTION_DRAFT_LABELS,
  REEL_CAPTION_DRAFTS,
  REEL_DURATIONS,
  REEL_HEADLINES,
  REEL_LIMITS,
  REEL_SIZE_LABELS,
  REEL_SIZES,
  REEL_STYLE_LABELS,
  REEL_STYLES,
  REEL_TEMPLATES,
  REEL_TRACK_LABELS,
  REEL_TRACKS,
  reelTrackPreviewPath,
  type TCurrentUser,
  type TDrafts,
  type TListing,
  type TReel,
} from '@pp/contract';
import { useEffect, useRef, useState } from 'react';
import { send } from '../../common/messages';
import { getApiBase } from '../../common/settings';
import { SelectField } from '../../ui/field';
import { movePhoto, togglePhoto } from '../editor-state';
import { type ReelState, reelCaptionText, reelPhotos, toggleAltered, toggleFit } from '../reel-state';
import { useReelProgress } from '../use-reel-progress';
import { ListingReelPosts } from './listing-reel-posts';
import { PhotoPicker } from './photo-picker';
import { PublishBar } from './publish-bar';
import { ReelPublish } from './reel-publish';
import { ReelStatusView } from './reel-status-view';

/** The music track, with a button that plays a few seconds of it (the API serves previews openly). */
function TrackChoice({ state, setState }: { state: ReelState; setState: (next: ReelState) => void }) {
  const track = state.track ?? 'golden_hour';
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const stop = () => {
    audio.current?.pause();
    setPlaying(false);
  };
  // Leaving the tab (or closing the panel) stops the preview: only the unmount matters here.
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = async () => {
    if (playing) return stop();
    const player = audio.current ?? new Audio();
    audio.current = player;
    player.src = `${await getApiBase()}${reelTrackPreviewPath(track)}`;
    player.onended = () => setPlaying(false);
    setPlaying(true);
    await player.play().catch(() => setPlaying(false));
  };
  return (
    <div className="reel-track">
      <SelectField
        label="Track"
        value={track}
        options={REEL_TRACKS}
        labels={REEL_TRACK_LABELS}
        onChange={(next) => {
          stop();
          setState({ ...state, track: next });
        }}
      />
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => void toggle()}
        aria-pressed={playing}
      >
        {playing ? 'Stop' : 'Play preview'}
      </button>
    </div>
  );
}

/** A reel made in this visit, and how many of its photos the API skipped. */
export type MadeReel = { reel: TReel; skipped: number };

/** The Reel tab: the listing's photos (choose, order, altered), length, headline, music, Create. */
export function ReelPanel({
  listing,
  listingId,
  user,
  drafts,
  state,
  setState,
  made: started,
  onMade,
  onCreated,
  confirmReason = null,
}: {
  listing: TListing;
  /** The posts as edited in their tabs: the captions show one of them. */
  drafts: TDrafts;
  listingId: string | null;
  user: TCurrentUser | null;
  state: ReelState;
  setState: (next: ReelState) => void;
  /**
   * The reel made in this visit, kept by the panel (not this tab), so going to another tab and back
   * still shows it and its publish card: a paid-for reel is not left behind by a tab switch.
   */
  made: MadeReel | null;
  onMade: (made: MadeReel) => void;
  onCreated: () => void;
  /** Why the reel waits: it shows the price, status and address, which the agent must confirm first (issue 25). */
  confirmReason?: string | null;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reel = useReelProgress(started?.reel ?? null);
  // The reel as last read is what the panel keeps: back on this tab it shows as it was, not re-polled.
  useEffect(() => {
    if (started && reel && reel !== started.reel && isFinalReelStatus(reel.status))
      onMade({ ...started, reel });
  }, [reel, started, onMade]);
  const [creditsLeft, setCreditsLeft] = useState<number | null>(null);
  const credits = creditsLeft ?? user?.addons.reel_generation ?? null;
  const chosen = reelPhotos(state);
  const disabledReason =
    confirmReason ||
    (!listingId ? 'Saving the listing…' : chosen.length === 0 ? 'Choose at least one photo.' : null);

  const create = async () => {
    if (!listingId) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await send('reel:create', {
        order: {
          listing_id: listingId,
          photos: chosen,
          duration_sec: state.duration,
          template: state.template,
          style: state.style,
          music: state.music,
          track: state.track,
          captions: state.captions,
          caption_text: reelCaptionText(state, drafts),
          sizes: state.sizes,
        },
      });
      onMade({ reel: answer.reel, skipped: answer.skipped.length });
      if (credits !== null) setCreditsLeft(Math.max(0, credits - 1));
      onCreated();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="platform-panel">
      {/* First and sticky (issue 24): the progress is in view at a 600 px tall panel, scrolled or not. */}
      {reel && <ReelStatusView reel={reel} skipped={started?.skipped ?? 0} />}
      {reel?.status === 'success' && listingId && (
        <ReelPublish reel={reel} listingId={listingId} caption={drafts.twitter.text} heldBy={confirmReason} />
      )}
      {/* No reel made in this visit (a reload, a listing seen before): its reels' posts, from the API. */}
      {!reel && listingId && <ListingReelPosts listingId={listingId} />}
      {listing.photos.length === 0 ? (
        <p className="hint">This listing page shows no photos, and a reel needs at least one.</p>
      ) : (
        <PhotoPicker
          order={state.photoOrder}
          excluded={state.excluded}
          altered={state.altered}
          onToggle={(u) => setState(togglePhoto(state, u))}
          onMove={(u, by) => setState(movePhoto(state, u, by))}
          onAltered={(u) => setState(toggleAltered(state, u))}
          fit={state.fit}
          onFit={(u) => setState(toggleFit(state, u))}
        />
      )}
      <fieldset className="segmented">
        <legend>Length</legend>
        {REEL_DURATIONS.map((d) => (
          <label key={d} className={state.duration === d ? 'on' : ''}>
            <input
              type="radio"
              name="reel-duration"
              checked={state.duration === d}
              onChange={() => setState({ ...state, duration: d })}
            />
            {d} s
          </label>
        ))}
      </fieldset>
      <div className="grid-2 options-row">
        <SelectField
          label="Headline"
          value={state.template}
          options={REEL_TEMPLATES}
          labels={REEL_HEADLINES}
          onChange={(template) => setState({ ...state, template })}
        />
        <SelectField
          label="Look"
          value={state.style ?? 'classic'}
          options={REEL_STYLES}
          labels={REEL_STYLE_LABELS}
          onChange={(style) => setState({ ...state, style })}
        />
      </div>
      <div className="grid-2 options-row">
        <label className="field reel-music">
          <span>Music</span>
          <span className="reel-music-toggle">
            <input
              type="checkbox"
              checked={state.music}
              onChange={(e) => setState({ ...state, music: e.target.checked })}
            />
            {state.music ? 'On' : 'Off'}
          </span>
        </label>
        {state.music && <TrackChoice state={state} setState={setState} />}
      </div>
      <fieldset className="reel-sizes">
        <legend>Sizes and captions</legend>
        {REEL_SIZES.map((size) => (
          <label key={size}>
            <input
              type="checkbox"
              // The 9:16 master is always made: the feed sizes are cut from it.
              disabled={size === '9:16'}
              checked={size === '9:16' || state.sizes.includes(size)}
              onChange={(e) =>
                setState({
                  ...state,
                  sizes: e.target.checked
                    ? REEL_SIZES.filter((s) => s === size || state.sizes.includes(s))
                    : state.sizes.filter((s) => s !== size),
                })
              }
            />
            {REEL_SIZE_LABELS[size]}
          </label>
        ))}
        <label>
          <input
            type="checkbox"
            checked={state.captions}
            onChange={(e) => setState({ ...state, captions: e.target.checked })}
          />
          Captions (your post's words, burned in)
        </label>
      </fieldset>
      {state.captions && (
        <>
          <SelectField
            label="Captions show"
            value={state.captionFrom ?? 'twitter'}
            options={REEL_CAPTION_DRAFTS}
            labels={REEL_CAPTION_DRAFT_LABELS}
            onChange={(captionFrom) => setState({ ...state, captionFrom })}
          />
          <p className="hint reel-caption-text">
            “{reelCaptionText(state, drafts)}” (edit it in its tab; links, hashtags and emoji are left off the
            video)
          </p>
        </>
      )}
      <p className="hint">
        A {state.duration}-second 9:16 video of {chosen.length} of up to {REEL_LIMITS.photos} photos, each
        filling the frame (tick Whole to show a photo uncropped), with the price, facts, your brokerage and
        your brand colour and logo.
      </p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <PublishBar
        platformName="reels"
        credits={credits}
        busy={busy}
        disabledReason={disabledReason}
        onPublish={() => void create()}
        action={reel ? 'Create another reel' : 'Create reel'}
        busyAction="Uploading photos…"
        testId="reel-credits-left"
        docked={!reel}
      />
    </div>
  );
}
