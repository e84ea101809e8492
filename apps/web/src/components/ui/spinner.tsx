import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Card } from './card';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return <Loader2 role="status" aria-label={label} className={cn('size-4 animate-spin', className)} />;
}

/**
 * What a page shows while its data loads: a spinner and "Loading <what>...", centred in a box of the
 * caller's height (`className`), on a card when `card` is set.
 */
export function LoadingState({ what, className, card }: { what: string; className: string; card?: boolean }) {
  const Box = card ? Card : 'div';
  return (
    <Box className={cn('flex items-center justify-center gap-3 text-slate-600', className)}>
      <Spinner className="size-5 text-brand-700" label={`Loading ${what}`} />
      <p className="text-sm">Loading {what}...</p>
    </Box>
  );
}
