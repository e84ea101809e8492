import { REEL_HEADLINES, type ReelStatus, type TReel } from '@pp/contract';
import { CalendarDays, Download, Megaphone, Timer } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useLiveReel } from '../hooks/use-live-reel';
import { downloadUrl } from '../utils/reel-actions';
import { DeleteReelButton } from './delete-reel-button';
import { ReelFailed } from './reel-failed';
import { ReelProgress } from './reel-progress';
import { ShareButtons } from './share-buttons';

const STATUS: Record<ReelStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'info' },
  rendering: { label: 'Rendering', tone: 'info' },
  success: { label: 'Ready', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const PLATFORMS: Record<string, string> = {
  zillow: 'Zillow',
  realtor: 'Realtor.com',
  trulia: 'Trulia',
  redfin: 'Redfin',
};
const platformName = (p: string) => PLATFORMS[p] ?? (p ? p[0]!.toUpperCase() + p.slice(1) : 'Upload');

const created = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Unknown date' : d.toLocaleDateString('en-US', { dateStyle: 'medium' });
};

/** One reel: the video (or its live progress, or why it failed), source, status, date and actions. */
export function ReelCard({ reel }: { reel: TReel }) {
  useLiveReel(reel);
  const video = reel.status === 'success' ? reel.final_video : null;
  const status = STATUS[reel.status];
  return (
    <article
      aria-label={reel.address ?? `${platformName(reel.from_platform)} reel`}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]"
    >
      <div className="bg-slate-950">
        <div className="relative mx-auto aspect-[9/16] w-full max-w-[280px] sm:max-w-none">
          {video ? (
            // biome-ignore lint/a11y/useMediaCaption: generated reels carry music and text, no speech to caption
            <video
              src={video}
              poster={reel.poster ?? undefined}
              controls
              playsInline
              preload="metadata"
              className="size-full object-contain"
            />
          ) : reel.status === 'failed' ? (
            <ReelFailed reel={reel} />
          ) : (
            <ReelProgress reel={reel} />
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{reel.address ?? 'Property reel'}</p>
            <p className="text-xs text-slate-500">From {platformName(reel.from_platform)}</p>
          </div>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden />
            Created {created(reel.created_at)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Timer className="size-3.5" aria-hidden />
            {reel.duration_sec} s
          </span>
          <span className="inline-flex items-center gap-1">
            <Megaphone className="size-3.5" aria-hidden />
            {REEL_HEADLINES[reel.template]}
          </span>
        </p>
        <div className="mt-auto space-y-2 border-t border-slate-100 pt-3">
          <div className="flex items-center gap-2">
            {video ? (
              <a href={downloadUrl(video)} download className={buttonClasses('secondary', 'sm', 'flex-1')}>
                <Download className="size-4" aria-hidden />
                Download
              </a>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                className="flex-1"
                disabled
                icon={<Download className="size-4" aria-hidden />}
              >
                Download
              </Button>
            )}
            <DeleteReelButton reel={reel} />
          </div>
          {reel.outputs.length > 1 && (
            // The feed sizes cut from the 9:16 master (issue 24), each its own download.
            <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
              {reel.outputs.slice(1).map((o) => (
                <a key={o.size} href={downloadUrl(o.url)} download className="underline">
                  Download {o.size} ({o.width}x{o.height})
                </a>
              ))}
            </p>
          )}
          <ShareButtons videoUrl={video} />
        </div>
      </div>
    </article>
  );
}
