import { phraseAt } from './grammar';
import type { Token } from './token';
import { type Claim, type ClaimReader, claimAt } from './types';

/** MLS ids: "MLS# ML81929341", "MLS #4075113", "MLS ID: 08624061", "Listing ID 123". */
const LABELS = new Map<string, true>(
  ['mls', 'mls ®', 'mls id', 'mls no', 'mls number', 'mls ® id', 'listing id', 'ml', 'mls listing'].map(
    (p) => [p, true],
  ),
);
/**
 * An MLS or portal named by itself before its id: "PrimeMLS #4981243", "NTREIS 21179303", "StreetEasy
 * S1789606". A name is no label alone ("NWMLS member"), so its id must look like one (5+ digits).
 */
const SYSTEM = /^([a-z]+mls|mls[a-z]+|ntreis|streeteasy|mred|realcomp|stellar|brightmls)$/;
const systemAt = (tokens: readonly Token[], i: number): { next: number } | null =>
  SYSTEM.test(tokens[i]?.low ?? '') && tokens[i]!.low !== 'mls' ? { next: i + 1 } : null;
const FILLER = new Set(['#', ':', 'no', 'number', 'id', '.', '®', '-']);
const canon = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const readMlsIds: ClaimReader = ({ tokens, listing }) => {
  const out: Claim[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const system = systemAt(tokens, i);
    const label = phraseAt(tokens, i, LABELS, 3) ?? system;
    if (!label) continue;
    let j = label.next;
    while (tokens[j] && FILLER.has(tokens[j]!.low)) j++;
    const first = tokens[j];
    if (!first || first.kind === 'sym') continue;
    // The id is the run of letters and digits written without a space.
    let k = j + 1;
    while (
      tokens[k] &&
      tokens[k]!.start === tokens[k - 1]!.end &&
      (tokens[k]!.kind !== 'sym' || tokens[k]!.raw === '-')
    )
      k++;
    let written = canon(
      tokens
        .slice(j, k)
        .map((t) => t.raw)
        .join(''),
    );
    if (!/\d/.test(written) || (system && !/\d{5}/.test(written))) continue;
    const listed = listing.mls_id;
    // "MLS# 498 1234": digit groups written with spaces are one id when together they spell the
    // listed one (a count after an id, "MLS 4075113 3 bed", is not part of it).
    const want = listed ? canon(listed) : '';
    let spaced = written;
    let m = k;
    while (want && /^\d+$/.test(spaced) && tokens[m]?.kind === 'num' && /^\d+$/.test(tokens[m]!.raw)) {
      const joined = spaced + tokens[m]!.raw;
      if (!want.includes(joined)) break;
      spaced = joined;
      m++;
    }
    if (m > k && want.endsWith(spaced)) {
      written = spaced;
      k = m;
    }
    if (!listed) {
      out.push(
        claimAt(tokens, i, k, {
          field: 'mls_id',
          listed: null,
          verdict: 'warn',
          reason: 'The listing states no MLS number: confirm it.',
        }),
      );
    } else {
      // Sources differ on the MLS's letter prefix ("ML81929341" and "81929341" are the same listing).
      const ok =
        written === want || (written.length >= 5 && (want.endsWith(written) || written.endsWith(want)));
      out.push(
        claimAt(tokens, i, k, {
          field: 'mls_id',
          listed,
          verdict: ok ? 'ok' : 'block',
          reason: `The listing's MLS number is ${listed}.`,
        }),
      );
    }
    i = k - 1;
  }
  return out;
};
