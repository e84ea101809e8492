import type { TClaimFinding } from '@pp/contract';
import { cn } from '../../../lib/cn';
import { claimSegments } from '../utils/claim-segments';

/**
 * Block and warn differ by more than colour (issue 26, accessible): a wavy underline against a
 * dotted one, a number tying each claim to its entry in the list, and words for screen readers.
 */
export const CLAIM_MARK = {
  block: 'bg-red-50 text-red-900 decoration-red-600 decoration-wavy',
  warn: 'bg-amber-50 text-amber-900 decoration-amber-500 decoration-dotted',
} as const;

export const claimLabel = (f: TClaimFinding) =>
  f.severity === 'block' ? 'Listing says otherwise' : 'Not in the listing';

/** The post as it will read, each claim underlined where it stands in the text. */
export function ClaimPreview({ text, findings }: { text: string; findings: TClaimFinding[] }) {
  return (
    <figure>
      <figcaption className="text-xs font-medium text-slate-600">Your post, claims underlined</figcaption>
      <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-white p-3 text-sm leading-7 text-slate-800 ring-1 ring-slate-200">
        {claimSegments(text, findings).map((s) =>
          s.kind === 'text' ? (
            <span key={s.start}>{s.text}</span>
          ) : (
            <mark
              key={s.start}
              data-severity={s.finding.severity}
              className={cn(
                'rounded-sm px-0.5 underline decoration-2 underline-offset-4',
                CLAIM_MARK[s.finding.severity],
              )}
            >
              {s.text}
              <sup aria-hidden className="ml-0.5 text-[10px] font-semibold no-underline">
                {s.number}
              </sup>
              <span className="sr-only">
                {' '}
                (claim {s.number}: {claimLabel(s.finding).toLowerCase()})
              </span>
            </mark>
          ),
        )}
      </p>
    </figure>
  );
}
