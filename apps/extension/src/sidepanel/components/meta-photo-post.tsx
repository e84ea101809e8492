import {
  photoThumbnailUrl,
  SOCIAL_MESSAGES,
  type TConnectedAccount,
  type TMediaPhoto,
  type TPhotoFairUse,
} from '@pp/contract';
import { useEffect, useState } from 'react';
import { send } from '../../common/messages';
import { useApiMediaUrl } from '../../ui/links';
import type { PhotoPostProps } from '../photo-post-state';
import {
  defaultPhotoIds,
  fairUseLine,
  PHOTO_POST_MAX,
  type PhotoPlatform,
  photoPostBlocker,
  photoPostRequests,
} from '../photo-post-state';
import { platformName, reelChoices } from '../reel-publish-state';
import { sendPosts } from '../send-posts';
import { useFacebookPages, useInstagramLimit } from '../use-meta-pages';
import { useScheduledPosts } from '../use-scheduled-posts';
import { NowOrLater } from './now-or-later';
import { PageOptions } from './reel-platform-options';
import { postStatusRows, ReelPostStatus, type ReelSendResult } from './reel-post-status';

/**
 * The draft tab's text as an Instagram or Facebook Page photo post (issue 27): the listing's
 * uploaded photos (up to 10, cover first), no credit, the daily fair-use count, now or at a time.
 */
export function MetaPhotoPost({ listingId, text, heldBy = null }: PhotoPostProps) {
  const [accounts, setAccounts] = useState<TConnectedAccount[] | null>(null);
  const [photos, setPhotos] = useState<TMediaPhoto[] | null>(null);
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  const [fairUse, setFairUse] = useState<TPhotoFairUse | null>(null);
  const [platforms, setPlatforms] = useState<PhotoPlatform[]>([]);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<ReelSendResult[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // The Page of these posts: the connection's to start with, another for these posts only (page_id).
  const [pageId, setPageId] = useState('');
  // The listing's posts from the API, so earlier photo posts show after a reload too.
  const { posts, upsert } = useScheduledPosts(listingId);
  const mediaUrl = useApiMediaUrl();
  useEffect(() => {
    const fail = (e: Error) => setProblem(e.message);
    send('accounts:list', {}).then((a) => {
      setAccounts(a.accounts);
      setPageId((id) => id || (a.accounts.find((x) => x.platform === 'facebook')?.page?.id ?? ''));
    }, fail);
    send('posts:photo-fair-use', {}).then(setFairUse, fail);
    send('listing:media-photos', { listing_id: listingId }).then((a) => {
      setPhotos(a.photos);
      setPhotoIds(defaultPhotoIds(a.photos));
    }, fail);
  }, [listingId]);
  const choosing = platforms.length > 0;
  const pages = useFacebookPages(choosing, setProblem);
  // Instagram's publishing limit of the chosen Page's account, read before posting.
  const limit = useInstagramLimit(platforms.includes('instagram') ? pageId : '');

  const offered = accounts
    ? reelChoices(accounts).connected.filter(
        (p): p is PhotoPlatform => p === 'instagram' || p === 'facebook_page',
      )
    : [];
  if (offered.length === 0) return null;
  const page = pages?.find((p) => p.id === pageId);
  const blocker =
    heldBy ??
    photoPostBlocker(platforms, photoIds, fairUse, true) ??
    (!pageId
      ? 'Choose the Facebook Page'
      : platforms.includes('instagram') && page && !page.instagram
        ? SOCIAL_MESSAGES.instagramNotProfessional
        : null);
  const togglePhoto = (id: string) =>
    setPhotoIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const submit = async (publishAt: string | null, timeZone: string) => {
    setBusy(true);
    setProblem(null);
    const ctx = { listingId, text, photoIds, publishAt, timeZone, pageId };
    const out = await sendPosts(photoPostRequests(platforms, ctx), upsert);
    setResults(out);
    const sent = out.filter((r) => 'post' in r).length;
    if (sent > 0) {
      setPlatforms((all) => all.filter((p) => !out.some((r) => r.platform === p && 'post' in r)));
      send('posts:photo-fair-use', {}).then(setFairUse, () => undefined);
    }
    setBusy(false);
    return sent > 0;
  };
  const current = postStatusRows(
    results,
    posts,
    (p) => !p.reel_id && (p.platform === 'instagram' || p.platform === 'facebook_page'),
  );

  return (
    <section className="card rp" aria-label="Photo post to Instagram and Facebook">
      <p className="rp-title">Also as a photo post</p>
      <fieldset className="rp-platforms">
        <legend>Where</legend>
        {offered.map((p) => (
          <label key={p} className={`rp-chip${platforms.includes(p) ? ' on' : ''}`}>
            <input
              type="checkbox"
              checked={platforms.includes(p)}
              onChange={() =>
                setPlatforms((all) => (all.includes(p) ? all.filter((x) => x !== p) : [...all, p]))
              }
            />
            {platformName(p)}
          </label>
        ))}
      </fieldset>
      {choosing && (
        <PageOptions
          pages={pages}
          value={pageId}
          defaultName={accounts?.find((a) => a.platform === 'facebook')?.page?.name ?? null}
          limit={limit}
          onPick={setPageId}
        />
      )}
      {platforms.length > 0 && (
        <fieldset className="rp-photos">
          <legend>
            Photos{' '}
            <span className="hint">
              {photoIds.length} chosen, up to {PHOTO_POST_MAX}
            </span>
          </legend>
          {photos?.length === 0 && <p className="hint">The listing's photos are still uploading.</p>}
          {photos?.map((p, i) => (
            <label key={p.photo_id} className={`rp-photo${photoIds.includes(p.photo_id) ? ' on' : ''}`}>
              <input
                type="checkbox"
                checked={photoIds.includes(p.photo_id)}
                onChange={() => togglePhoto(p.photo_id)}
                aria-label={`Photo ${i + 1}`}
              />
              <img src={mediaUrl(photoThumbnailUrl(p.url)) ?? undefined} alt="" width={72} height={54} />
            </label>
          ))}
        </fieldset>
      )}
      {platforms.length > 0 && <p className="hint">The caption is this tab's post, as edited above.</p>}
      {fairUse && (
        <p className="rp-cost" data-testid="fair-use">
          {fairUseLine(fairUse)}
        </p>
      )}
      {blocker && platforms.length > 0 && <p className="rp-need">{blocker}</p>}
      <NowOrLater busy={busy} blocked={blocker !== null} onSend={submit} nowLabel="Post photos now" />
      {problem && <p className="alert alert-error">{problem}</p>}
      {current.length > 0 && (
        <ReelPostStatus results={current} label="Where the photos went" onChanged={upsert} />
      )}
    </section>
  );
}
