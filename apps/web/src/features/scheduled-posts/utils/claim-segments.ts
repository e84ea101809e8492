import type { TClaimFinding } from '@pp/contract';

export type ClaimSegment =
  | { kind: 'text'; start: number; text: string }
  | { kind: 'claim'; start: number; text: string; finding: TClaimFinding; number: number };

/**
 * The text cut at its claims, for the preview to underline each one with its number in the list.
 * Findings come in text order and never overlap (the checker keeps the first of an overlap); one
 * that does not fit the text (a stale finding) is skipped rather than mis-placed.
 */
export function claimSegments(text: string, findings: readonly TClaimFinding[]): ClaimSegment[] {
  const out: ClaimSegment[] = [];
  let at = 0;
  findings.forEach((finding, i) => {
    const end = finding.index + finding.claim.length;
    if (finding.index < at || text.slice(finding.index, end) !== finding.claim) return;
    if (finding.index > at) out.push({ kind: 'text', start: at, text: text.slice(at, finding.index) });
    out.push({ kind: 'claim', start: finding.index, text: finding.claim, finding, number: i + 1 });
    at = end;
  });
  if (at < text.length) out.push({ kind: 'text', start: at, text: text.slice(at) });
  return out;
}
