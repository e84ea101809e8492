import {
  defaultReelTemplate,
  MESSAGES,
  REEL_LIMITS,
  REEL_MESSAGES,
  type ReelCaptionDraft,
  type TClaimFinding,
  type TComplianceFinding,
  type TListingSummary,
} from '@pp/contract';
import { Clapperboard } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateReel } from '../api/create-reel';
import { useListingDrafts } from '../api/get-listing-drafts';
import { useListingPhotos } from '../api/listing-photos';
import {
  addPhotos,
  type ChosenPhoto,
  movePhoto,
  togglePhoto,
  toReelPhotos,
  updatePhoto,
} from '../utils/chosen-photos';
import { CaptionOptions, type CaptionSettings } from './caption-options';
import { ChosenPhotos } from './chosen-photos';
import { ListingPicker } from './listing-picker';
import { PhotoDropzone } from './photo-dropzone';
import { PhotoLibrary } from './photo-library';
import { ReelOptions, type ReelSettings } from './reel-options';
import { SizeOptions } from './size-options';

export const CONTENTS_PATH = '/dashboard/create-reel';

function Step({
  n,
  title,
  hint,
  children,
}: {
  n: number;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-4 flex items-start gap-3">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
          {n}
        </span>
        <div>
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {hint ? <p className="text-sm text-slate-500">{hint}</p> : null}
        </div>
      </div>
      {children}
    </Card>
  );
}

/** What the server's 422 refused in the caption text: each block's reason, for the agent to fix. */
function refusedFindings(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const body = error.body as { findings?: TComplianceFinding[]; claims?: TClaimFinding[] } | undefined;
  return [...(body?.findings ?? []), ...(body?.claims ?? [])]
    .filter((f) => f.severity === 'block')
    .map((f) => f.reason);
}

/**
 * New reel from one saved listing: its photos (sent by the extension or uploaded here), chosen and
 * ordered, then length, headline, look and music, captions from a post draft and the sizes. Create
 * takes one reel credit.
 */
export function NewReelForm({ listings }: { listings: TListingSummary[] }) {
  const navigate = useNavigate();
  const [listingId, setListingId] = useState<string | null>(listings[0]?.listing_id ?? null);
  const listing = listings.find((l) => l.listing_id === listingId) ?? null;
  const [chosen, setChosen] = useState<ChosenPhoto[]>([]);
  const [settings, setSettings] = useState<ReelSettings>({
    duration: 30,
    template: defaultReelTemplate(listing?.status),
    style: 'classic',
    music: true,
    track: 'golden_hour',
    sizes: [],
  });
  const [captions, setCaptions] = useState<CaptionSettings>({ on: false, from: 'twitter', text: '' });
  const [errors, setErrors] = useState<{ listing?: string; photos?: string; caption?: string }>({});
  const photos = useListingPhotos(listingId);
  const drafts = useListingDrafts(listingId, captions.on);
  const create = useCreateReel();

  // A photo marked digitally altered on the listing's page starts marked here too (AB 723).
  const alteredIds = new Set((photos.data ?? []).filter((p) => p.altered).map((p) => p.photo_id));
  const isAltered = (id: string) => alteredIds.has(id);

  // A listing's photos are all chosen (up to 20) the first time they arrive.
  const [seeded, setSeeded] = useState<string | null>(null);
  if (photos.data && listingId && seeded !== listingId) {
    setSeeded(listingId);
    setChosen(
      addPhotos(
        [],
        photos.data.map((p) => p.photo_id),
        isAltered,
      ),
    );
  }

  // The caption text starts from the chosen draft once the listing's drafts arrive (the agent's own
  // words are never replaced by a late answer).
  const [captionSeed, setCaptionSeed] = useState<string | null>(null);
  if (drafts.data && listingId && captionSeed !== listingId) {
    setCaptionSeed(listingId);
    const text = drafts.data[captions.from].text;
    setCaptions((c) => (c.text.trim() ? c : { ...c, text }));
  }
  const pickCaptionSource = (from: ReelCaptionDraft) =>
    setCaptions((c) => ({ ...c, from, text: drafts.data?.[from].text ?? c.text }));

  const pickListing = (id: string) => {
    setListingId(id);
    setChosen([]);
    setCaptions((c) => ({ ...c, text: '' }));
    setCaptionSeed(null);
    setErrors({});
    create.reset();
    const next = listings.find((l) => l.listing_id === id);
    setSettings((s) => ({ ...s, template: defaultReelTemplate(next?.status) }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      listing: listingId ? undefined : 'Choose one of your listings',
      photos: chosen.length ? undefined : REEL_MESSAGES.noPhotos,
      caption: captions.on && !captions.text.trim() ? REEL_MESSAGES.captionTextMissing : undefined,
    };
    setErrors(found);
    if (!listingId || found.photos || found.caption) return;
    create.mutate(
      {
        listing_id: listingId,
        photos: toReelPhotos(chosen),
        duration_sec: settings.duration,
        template: settings.template,
        style: settings.style,
        music: settings.music,
        ...(settings.music ? { track: settings.track } : {}),
        ...(settings.sizes.length ? { sizes: ['9:16' as const, ...settings.sizes] } : {}),
        ...(captions.on ? { captions: true, caption_text: captions.text } : {}),
      },
      {
        onSuccess: () => {
          notify.success('Reel queued: follow its progress on Contents.');
          void navigate(CONTENTS_PATH);
        },
      },
    );
  };

  const noCredits = create.error instanceof ApiError && create.error.status === 402;
  const serverCaption = create.error instanceof ApiError ? create.error.errors.caption_text : undefined;
  const library = photos.data ?? [];

  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_420px]">
      <div className="min-w-0 space-y-5">
        <Step n={1} title="Listing" hint="The address, price and facts on the video come from it.">
          <ListingPicker
            listings={listings}
            value={listingId}
            onChange={pickListing}
            error={errors.listing}
          />
        </Step>
        <Step
          n={2}
          title="Photos"
          hint={`Press a photo to add it or take it out, up to ${REEL_LIMITS.photos}.`}
        >
          {photos.isPending && listingId ? (
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5" aria-hidden>
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} className="aspect-[4/3]" />
              ))}
            </div>
          ) : library.length ? (
            <PhotoLibrary
              photos={library}
              chosen={chosen}
              onToggle={(id) => setChosen((c) => togglePhoto(c, id, isAltered))}
            />
          ) : (
            <p className="text-sm text-slate-500">This listing has no photos yet: upload some below.</p>
          )}
          {listingId ? (
            <div className="mt-4">
              <PhotoDropzone
                listingId={listingId}
                onUploaded={(ids) => setChosen((c) => addPhotos(c, ids))}
              />
            </div>
          ) : null}
        </Step>
      </div>
      <div className="min-w-0 space-y-5 lg:sticky lg:top-4">
        <Step
          n={3}
          title={`Order (${chosen.length} of ${REEL_LIMITS.photos})`}
          hint="Drag or use the arrows. Click a thumbnail to set where the motion centres."
        >
          {chosen.length ? (
            <ChosenPhotos
              chosen={chosen}
              photos={library}
              onMove={(from, to) => setChosen((c) => movePhoto(c, from, to))}
              onChange={(id, change) => setChosen((c) => updatePhoto(c, id, change))}
              onRemove={(id) => setChosen((c) => togglePhoto(c, id))}
            />
          ) : (
            <p className="text-sm text-slate-500">No photos chosen.</p>
          )}
          {errors.photos ? (
            <p role="alert" className="mt-2 text-sm text-danger-600">
              {errors.photos}
            </p>
          ) : null}
        </Step>
        <Step n={4} title="Style">
          <ReelOptions value={settings} onChange={setSettings} />
        </Step>
        <Step n={5} title="Captions and sizes">
          <div className="space-y-5">
            <CaptionOptions
              value={captions}
              onChange={setCaptions}
              onSource={pickCaptionSource}
              loading={drafts.isFetching}
              error={errors.caption ?? serverCaption}
              findings={refusedFindings(create.error)}
            />
            <SizeOptions value={settings.sizes} onChange={(sizes) => setSettings((s) => ({ ...s, sizes }))} />
          </div>
        </Step>
        {noCredits ? (
          <AlertBanner tone="error">
            {MESSAGES.noCreditsLeft}.{' '}
            <Link to="/dashboard/pricing" className="font-semibold underline">
              Buy reel credits
            </Link>
          </AlertBanner>
        ) : create.error ? (
          <AlertBanner tone="error">{errorMessage(create.error, MESSAGES.genericError)}</AlertBanner>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={create.isPending}
          icon={<Clapperboard className="size-5" aria-hidden />}
        >
          Create reel
        </Button>
        <p className="text-center text-xs text-slate-500">
          Uses one reel credit. Rendering takes under a minute.
        </p>
      </div>
    </form>
  );
}
