import { type ComplianceContext, checkClaims, checkCompliance, isPublishable } from '@pp/compliance';
import type { TClaimFinding, TComplianceFinding, TListing, TStyleNote, WriterPlatform } from '@pp/contract';
import { type Count, checkStyle, countLinkedIn, countMarketplaceDescription, countTweet } from '@pp/posts';

/** What a variant is checked against: the listing, whose it is, and the lines we append to it. */
export interface VariantFrame {
  listing: TListing;
  platform: WriterPlatform;
  context: ComplianceContext;
  /** The link and the credit lines (buildAttribution), appended exactly after the model's text. */
  tail: readonly string[];
}

export interface CheckedVariant {
  text: string;
  /** Why it may not be shown; empty when it passed. */
  problems: string[];
  claims: TClaimFinding[];
  compliance: TComplianceFinding[];
  style: TStyleNote[];
}

const COUNTERS: Record<WriterPlatform, (text: string) => Count> = {
  linkedin: countLinkedIn,
  twitter: countTweet,
  facebook_marketplace: countMarketplaceDescription,
};

/** Characters left for the model's text once the tail and the blank line before it are counted. */
export const roomFor = (frame: Pick<VariantFrame, 'platform' | 'tail'>): number =>
  COUNTERS[frame.platform](`x\n\n${frame.tail.join('\n')}`).remaining;

const CREDIT_OPENING = /^(listing courtesy of|listado cortesía de)\b/iu;
const normalise = (line: string) => line.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The model's answer as our text: quotes and code fences it wraps answers in are removed, and so are
 * any links and credit lines it wrote anyway (the rules forbid them): the only credits a post carries
 * are the ones we append, exactly as buildAttribution words them.
 */
export function cleanAnswer(answer: string, tail: readonly string[]): string {
  const ours = new Set(tail.map(normalise));
  return answer
    .replace(/^\s*```[a-z]*\n?|\n?```\s*$/giu, '')
    .trim()
    .replace(/^["“]([\s\S]*)["”]$/u, '$1')
    .replace(/https?:\/\/\S+/giu, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => !ours.has(normalise(line)) && !CREDIT_OPENING.test(line.trim()))
    .join('\n')
    .trim();
}

/**
 * The whole post (the model's text, then our tail) through every check a post must pass before an
 * agent sees it: no claim the listing contradicts (checkClaims), nothing the Fair Housing check blocks
 * (isPublishable), and within the platform's length. Warnings travel with the variant.
 */
export function checkVariant(answer: string, frame: VariantFrame): CheckedVariant {
  const body = cleanAnswer(answer, frame.tail);
  const text = [body, frame.tail.join('\n')].filter(Boolean).join('\n\n');
  const claims = checkClaims(text, frame.listing);
  const compliance = checkCompliance(text, frame.context);
  const problems: string[] = [];
  if (!body) problems.push('The answer was empty.');
  for (const c of claims.filter((f) => f.severity === 'block')) problems.push(`"${c.claim}": ${c.reason}`);
  if (!isPublishable(compliance))
    for (const f of compliance.filter((x) => x.severity === 'block'))
      problems.push(`"${f.phrase}": ${f.reason}`);
  const count = COUNTERS[frame.platform](text);
  if (!count.valid)
    problems.push(`The post is ${count.used} characters; the platform allows ${count.limit}.`);
  return {
    text,
    problems,
    claims: claims.filter((f) => f.severity !== 'block'),
    compliance: compliance.filter((f) => f.severity !== 'block'),
    style: checkStyle(body),
  };
}
