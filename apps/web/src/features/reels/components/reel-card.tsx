import type { TReel } from '@pp/contract';
import { Download, Share2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { absoluteUrl, downloadReel, openSharePopup, type ShareTarget } from '../utils/reel-actions';

const SHARES: Array<{ target: ShareTarget; label: string }> = [
  { target: 'twitter', label: 'Twitter' },
  { target: 'facebook', label: 'Facebook' },
  { target: 'linkedin', label: 'LinkedIn' },
];

const created = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Unknown date' : d.toLocaleDateString('en-US', { dateStyle: 'medium' });
};
const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** One generated reel: video, source platform, status badge, created date, download and share (spec §2). */
export function ReelCard({ reel }: { reel: TReel }) {
  const video = reel.final_video;
  const ready = reel.status === 'success' && Boolean(video);
  return (
    <article className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]">
      <div className="aspect-[9/16] max-h-80 w-full bg-slate-900">
        {video ? (
          // biome-ignore lint/a11y/useMediaCaption: generated reels carry no speech to caption
          <video src={video} controls preload="metadata" className="size-full object-contain" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-slate-300">Rendering…</div>
        )}
      </div>
      <div className="space-y-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900">{capitalise(reel.from_platform)}</p>
          <Badge tone={reel.status === 'success' ? 'success' : 'warning'}>{reel.status}</Badge>
        </div>
        <p className="text-xs text-slate-500">Created {created(reel.created_at)}</p>
        <Button
          size="sm"
          variant="secondary"
          className="w-full"
          disabled={!ready}
          icon={<Download className="size-4" aria-hidden />}
          onClick={() => video && downloadReel(video, reel.from_platform)}
        >
          Download
        </Button>
        <div className="flex items-center gap-1">
          <Share2 className="mr-1 size-4 text-slate-400" aria-hidden />
          {SHARES.map(({ target, label }) => (
            <Button
              key={target}
              size="sm"
              variant="ghost"
              className="h-8 px-2 text-xs"
              aria-label={`Share to ${label}`}
              disabled={!ready}
              onClick={() => video && openSharePopup(target, absoluteUrl(video))}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
    </article>
  );
}
