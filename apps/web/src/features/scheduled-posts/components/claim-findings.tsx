import { claimKey, listingSays } from '@pp/compliance';
import { LISTING_MESSAGES, type TClaimFinding } from '@pp/contract';
import { AlertTriangle, CircleHelp } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { ClaimCheck } from '../hooks/use-claim-check';
import { ClaimPreview, claimLabel } from './claim-preview';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the live region says after each change: short, so typing is not drowned in announcements. */
function summary(findings: TClaimFinding[], waiting: number): string {
  if (findings.length === 0) return '';
  const blocks = findings.filter((f) => f.severity === 'block').length;
  const parts = [plural(findings.length, 'claim to check', 'claims to check')];
  if (blocks > 0) parts.push(`${blocks} the listing contradicts`);
  if (waiting > 0) parts.push(`${waiting} not confirmed`);
  return `${parts.join(', ')}.`;
}

function ClaimItem({
  finding,
  number,
  confirmed,
  onToggle,
}: {
  finding: TClaimFinding;
  number: number;
  confirmed: boolean;
  onToggle: () => void;
}) {
  const block = finding.severity === 'block';
  const Icon = block ? AlertTriangle : CircleHelp;
  return (
    <li
      data-severity={finding.severity}
      className={cn(
        'rounded-md border border-l-4 bg-white p-3 text-sm',
        block ? 'border-red-200 border-l-red-600' : 'border-amber-200 border-l-amber-500',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          aria-hidden
          className="grid size-5 shrink-0 place-items-center rounded-full bg-slate-800 text-[11px] font-semibold text-white"
        >
          {number}
        </span>
        <Badge tone={block ? 'danger' : 'warning'}>
          <Icon className="size-3.5" aria-hidden />
          {claimLabel(finding)}
        </Badge>
        <q className="font-medium break-words text-slate-900">{finding.claim}</q>
      </div>
      <p className="mt-1.5 text-slate-700">
        <span className="font-medium">Listing says:</span> {listingSays(finding)}
      </p>
      {!block && <p className="mt-0.5 text-slate-600">{finding.reason}</p>}
      {block && (
        <label className="mt-2 flex items-start gap-2 rounded-md bg-slate-50 p-2 text-slate-800">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={onToggle}
            className="mt-0.5 size-4 shrink-0 accent-red-700"
          />
          <span>
            {LISTING_MESSAGES.claimOverride}
            <span className="block text-xs text-slate-600">Recorded in the listing’s audit trail.</span>
          </span>
        </label>
      )}
    </li>
  );
}

/**
 * The claim checker's findings beside the text (issue 26): the post with each claim underlined, then
 * each claim with the listing's value; a block carries the explicit "Publish anyway" override.
 */
export function ClaimFindings({ text, check }: { text: string; check: ClaimCheck }) {
  const { findings } = check;
  return (
    <div>
      <p role="status" aria-live="polite" className="sr-only">
        {summary(findings, check.waiting.length)}
      </p>
      {findings.length > 0 && (
        <section
          aria-labelledby="claims-title"
          className="space-y-3 rounded-[var(--radius-control)] border border-slate-200 bg-slate-50 p-3 sm:p-4"
        >
          <h3 id="claims-title" className="text-sm font-semibold text-slate-900">
            Facts checked against the listing
          </h3>
          <ClaimPreview text={text} findings={findings} />
          <ol className="space-y-2" aria-label="Claims">
            {findings.map((f, i) => (
              <ClaimItem
                key={`${f.index}-${f.field}`}
                finding={f}
                number={i + 1}
                confirmed={check.confirmed.has(claimKey(f))}
                onToggle={() => check.toggle(f)}
              />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
