import { courtesyLineFor, type TComplianceFinding } from '@pp/contract';

/** Who is promoting whose listing; anything unknown is left out and its rule is not applied. */
export type ComplianceContext = {
  /** The listing agent as the listing page names them. */
  listingAgentName?: string | null;
  /** The listing brokerage as the listing page names it. */
  brokerage?: string | null;
  /** The user's own name, compared with the listing agent when `isOwnListing` is not given. */
  userName?: string | null;
  /** Explicit answer to "is the user the listing agent?", overriding the name comparison. */
  isOwnListing?: boolean;
  /** The agent's state (two letters): state-protected classes (source of income …) block only there. */
  state?: string;
};

const normaliseName = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Whether the user is the listing agent; undefined when it cannot be told. */
export const isOwnListing = (context: ComplianceContext): boolean | undefined => {
  if (context.isOwnListing !== undefined) return context.isOwnListing;
  if (!context.userName || !context.listingAgentName) return undefined;
  return normaliseName(context.userName) === normaliseName(context.listingAgentName);
};

/** True when the text names the brokerage (case, punctuation and "LLC"/"Inc" suffixes aside). */
export const mentionsBrokerage = (text: string, brokerage: string): boolean => {
  const withoutSuffixes = (s: string) =>
    normaliseName(s)
      .replace(/\b(llc|inc|corp|co|ltd|pllc|lp)\b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const core = withoutSuffixes(brokerage);
  return core.length > 0 && ` ${withoutSuffixes(text)} `.includes(` ${core} `);
};

/**
 * NAR Standards of Practice 12-4 (advertise another broker's listing only with permission) and the
 * listing firm's credit on another broker's listing, which our posts print as "Listing courtesy of
 * <agent>, <brokerage>" (public-output/attribution.ts; the text is checked for the firm's name, so that
 * line passes). SoP 12-5 itself asks for the advertiser's own firm: checkPublicOutput's brokerage rule.
 */
export const checkAdvertisingRules = (text: string, context: ComplianceContext): TComplianceFinding[] => {
  if (isOwnListing(context) !== false) return [];
  const findings: TComplianceFinding[] = [
    {
      category: 'advertising',
      severity: 'warn',
      phrase: '',
      reason:
        "This listing is not yours: advertise another broker's listing only with the listing broker's permission (NAR Standard of Practice 12-4).",
      suggestion: 'Confirm you have the listing broker’s permission before publishing.',
      index: -1,
    },
  ];
  const brokerage = context.brokerage?.trim();
  if (!brokerage) {
    findings.push({
      category: 'advertising',
      severity: 'warn',
      phrase: '',
      reason:
        'The listing brokerage is unknown, and an ad of a listing must name it (NAR Standard of Practice 12-5).',
      suggestion: 'Add "Listing courtesy of <listing agent>, <listing brokerage>".',
      index: -1,
    });
  } else if (!mentionsBrokerage(text, brokerage)) {
    findings.push({
      category: 'advertising',
      severity: 'block',
      phrase: '',
      reason: `The ad must name the listing brokerage, ${brokerage} (NAR Standard of Practice 12-5).`,
      suggestion: `Add "${courtesyLineFor({ agent_name: context.listingAgentName ?? null, brokerage })}".`,
      index: -1,
    });
  }
  return findings;
};
