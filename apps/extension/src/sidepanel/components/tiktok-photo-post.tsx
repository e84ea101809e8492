import {
  photoThumbnailUrl,
  TIKTOK_PHOTO_LIMITS,
  type TMediaPhoto,
  type TPhotoFairUse,
  type TTikTokCreatorInfo,
} from '@pp/contract';
import { useEffect, useState } from 'react';
import { send } from '../../common/messages';
import { useApiMediaUrl } from '../../ui/links';
import type { PhotoPostProps } from '../photo-post-state';
import { fairUseLine } from '../photo-post-state';
import type { ReelPublishChoice } from '../reel-publish-state';
import { sendPosts } from '../send-posts';
import {
  defaultTikTokPhotoIds,
  tiktokPhotoBlocker,
  tiktokPhotoRequest,
  tiktokTakes,
} from '../tiktok-photo-state';
import { useScheduledPosts } from '../use-scheduled-posts';
import { NowOrLater } from './now-or-later';
import { TikTokOptions } from './reel-platform-options';
import { postStatusRows, ReelPostStatus, type ReelSendResult } from './reel-post-status';

const NO_CHOICE: ReelPublishChoice = {
  platforms: ['tiktok'],
  caption: '',
  tiktokPrivacy: '',
  youtubeTitle: '',
  youtubePrivacy: 'public',
  pageId: '',
  linkInReply: false,
  tiktokAllow: { comment: false, duet: false, stitch: false },
  tiktokDisclosure: { disclose: false, yourBrand: false, branded: false },
};

/**
 * The draft tab's text as a TikTok photo post (issue 27; rules in tiktok-photo-state.ts): shown when
 * TikTok is connected, opened by the agent; the account's options (creator_info) are read when it
 * opens, as TikTok's Direct Post guidelines ask, with who can watch, comments and the disclosure of
 * the reel card (TikTokOptions). Photos TikTok does not take (PNG, HEIC) cannot be picked.
 */
export function TikTokPhotoPost({ listingId, text, heldBy = null }: PhotoPostProps) {
  const [open, setOpen] = useState(false);
  const [info, setInfo] = useState<{ info: TTikTokCreatorInfo | null; problem: string | null }>({
    info: null,
    problem: null,
  });
  const [photos, setPhotos] = useState<TMediaPhoto[] | null>(null);
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  const [fairUse, setFairUse] = useState<TPhotoFairUse | null>(null);
  const [choice, setChoice] = useState<ReelPublishChoice>(NO_CHOICE);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<ReelSendResult[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { posts, upsert } = useScheduledPosts(listingId);
  const mediaUrl = useApiMediaUrl();
  useEffect(() => {
    if (!open) return;
    const fail = (e: Error) => setProblem(e.message);
    send('accounts:tiktok-info', {}).then(
      (a) => setInfo({ info: a.info, problem: null }),
      (e: Error) => setInfo({ info: null, problem: e.message }),
    );
    send('posts:photo-fair-use', {}).then(setFairUse, fail);
    send('listing:media-photos', { listing_id: listingId }).then((a) => {
      setPhotos(a.photos);
      setPhotoIds(defaultTikTokPhotoIds(a.photos));
    }, fail);
  }, [open, listingId]);

  const edit = (next: Partial<ReelPublishChoice>) => setChoice((c) => ({ ...c, ...next }));
  const togglePhoto = (id: string) =>
    setPhotoIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const submit = async (publishAt: string | null, timeZone: string) => {
    setBusy(true);
    setProblem(null);
    const request = tiktokPhotoRequest(choice, {
      listingId,
      text,
      photoIds,
      publishAt,
      timeZone,
      info: info.info,
    });
    const out = await sendPosts([request], upsert);
    setResults(out);
    const sent = out.some((r) => 'post' in r);
    // Sent: closed again, so a second press cannot post it twice; a refusal stays open to correct.
    if (sent) {
      setOpen(false);
      setChoice(NO_CHOICE);
      send('posts:photo-fair-use', {}).then(setFairUse, () => undefined);
    }
    setBusy(false);
    return sent;
  };
  const current = postStatusRows(results, posts, (p) => !p.reel_id && p.platform === 'tiktok');
  const why = open
    ? (heldBy ??
      tiktokPhotoBlocker({
        info: info.info,
        choice,
        photos: photos ?? [],
        photoIds,
        text,
        fairUse,
        now: true,
      }))
    : null;
  const photosOff = info.info !== null && info.info.photo_posts !== true;

  return (
    <section className="card rp" aria-label="Photo post to TikTok">
      <p className="rp-title">Also as a TikTok photo post</p>
      <label className={`rp-chip${open ? ' on' : ''}`}>
        <input type="checkbox" checked={open} onChange={() => setOpen((o) => !o)} />
        TikTok photos
      </label>
      {open && <TikTokOptions info={info.info} problem={info.problem} choice={choice} edit={edit} photos />}
      {open && !photosOff && (
        <fieldset className="rp-photos">
          <legend>
            Photos{' '}
            <span className="hint">
              {photoIds.length} chosen, up to {TIKTOK_PHOTO_LIMITS.photos}, JPEG or WEBP; the first is the
              cover
            </span>
          </legend>
          {photos?.length === 0 && <p className="hint">The listing's photos are still uploading.</p>}
          {photos?.map((p, i) => {
            const takes = tiktokTakes(p);
            return (
              <label
                key={p.photo_id}
                className={`rp-photo${photoIds.includes(p.photo_id) ? ' on' : ''}${takes ? '' : ' not-taken'}`}
                title={takes ? '' : 'TikTok takes JPEG or WEBP only'}
              >
                <input
                  type="checkbox"
                  checked={photoIds.includes(p.photo_id)}
                  disabled={!takes && !photoIds.includes(p.photo_id)}
                  onChange={() => togglePhoto(p.photo_id)}
                  aria-label={`TikTok photo ${i + 1}${takes ? '' : ' (not JPEG or WEBP)'}`}
                />
                <img src={mediaUrl(photoThumbnailUrl(p.url)) ?? undefined} alt="" width={72} height={54} />
              </label>
            );
          })}
        </fieldset>
      )}
      {open && <p className="hint">The description is this tab's post, as edited above.</p>}
      {open && fairUse && (
        <p className="rp-cost" data-testid="tiktok-fair-use">
          {fairUseLine(fairUse)}
        </p>
      )}
      {why && (
        <p className="rp-need" data-testid="tiktok-photo-needs">
          {why}
        </p>
      )}
      {open && (
        <NowOrLater busy={busy} blocked={why !== null} onSend={submit} nowLabel="Post to TikTok now" />
      )}
      {problem && <p className="alert alert-error">{problem}</p>}
      {current.length > 0 && (
        <ReelPostStatus results={current} label="Where the TikTok photos went" onChanged={upsert} />
      )}
    </section>
  );
}
