import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { absoluteUrl, openSharePopup, type ShareTarget } from '../utils/reel-actions';

const SHARES: Array<{ target: ShareTarget; label: string; mark: string; className: string }> = [
  { target: 'twitter', label: 'Twitter', mark: 'X', className: 'bg-x text-white' },
  { target: 'facebook', label: 'Facebook', mark: 'f', className: 'bg-facebook text-white' },
  { target: 'linkedin', label: 'LinkedIn', mark: 'in', className: 'bg-linkedin text-white' },
];

/** Share to Twitter, Facebook or LinkedIn, each in a 600x400 popup; off until the video is ready. */
export function ShareButtons({ videoUrl }: { videoUrl: string | null }) {
  return (
    <div className="flex items-center gap-1">
      <span className="mr-auto text-xs font-medium text-slate-500">Share</span>
      {SHARES.map(({ target, label, mark, className }) => (
        <Button
          key={target}
          size="sm"
          variant="ghost"
          className="size-9 px-0"
          title={`Share to ${label}`}
          disabled={!videoUrl}
          onClick={() => videoUrl && openSharePopup(target, absoluteUrl(videoUrl))}
        >
          <span
            aria-hidden
            className={cn(
              'flex size-6 shrink-0 items-center justify-center rounded-md text-[11px] font-bold',
              className,
            )}
          >
            {mark}
          </span>
          <span className="sr-only">Share to {label}</span>
        </Button>
      ))}
    </div>
  );
}
