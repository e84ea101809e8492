import {
  courtesyLineFor,
  type PostLanguage,
  type TListing,
  type TPostAttribution,
  toStateCode,
} from '@pp/contract';
import { stateRules } from './state-rules';

/** The agent we speak for, from their profile only. */
export type AttributionAgent = {
  full_name: string;
  brokerage_name: string;
  team_name: string;
  licenses: readonly { state: string; number: string }[];
};

/**
 * The lines we print when speaking for an agent (issue 22): who they are from their profile, whose
 * listing it is from the listing. The two are never mixed: the listing's brokerage is never printed as the
 * agent's, and a missing profile brokerage stays missing (the public-output gate refuses to publish).
 */
export type Attribution = {
  agentName: string;
  /** Shown only beside the brokerage, never alone (FL 61J2-10.026(6), OH 1301:5-1-21(B)(2), TX 535.155). */
  teamName: string | null;
  /** The agent's own brokerage, from the profile; null when the profile has none. */
  brokerage: string | null;
  /** "Dana Whitaker, Whitaker Group at Sunrise Realty": name, then team and brokerage together. */
  agentLine: string;
  /** "CA DRE #01234567" when the listing's state requires the number in advertising and the agent has it. */
  licenseLine: string | null;
  /** "Listing courtesy of <listing agent>, <listing brokerage>" whenever the listing is not the agent's. */
  courtesyLine: string | null;
  /** The lines above that are not empty, in print order, for plain text. */
  lines: string[];
};

export { courtesyLineFor };

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The licence line for a listing's state, when its rules ask for one and the agent holds that licence. */
export const licenseLineFor = (
  agent: Pick<AttributionAgent, 'licenses'>,
  listingState: string | null | undefined,
) => {
  const state = toStateCode(listingState);
  const rule = stateRules(state)?.licenseNumber;
  if (!state || !rule) return null;
  const license = agent.licenses.find((l) => toStateCode(l.state) === state && clean(l.number));
  return license ? `${rule.label}${clean(license.number)}` : null;
};

/**
 * The word joining a team to its brokerage in each post language ("Whitaker Group de Sunrise Realty"
 * in Spanish). Only this word and the courtesy line's opening are translated: the names, the licence
 * label and number ("CA DRE #01234567" names the regulator and its register) print as they are, so a
 * Spanish post carries the same credits as the English one.
 */
const TEAM_AT: Record<PostLanguage, string> = { en: 'at', es: 'de' };

export const buildAttribution = ({
  agent,
  listing,
  isMine,
  language = 'en',
}: {
  agent: AttributionAgent;
  listing: Pick<TListing, 'agent_name' | 'brokerage' | 'address'>;
  isMine: boolean;
  /** The post's language (issue 26). */
  language?: PostLanguage;
}): Attribution => {
  const agentName = clean(agent.full_name);
  const brokerage = clean(agent.brokerage_name) || null;
  // Without the brokerage there is nothing for the team to stand beside, so it is left out too.
  const teamName = brokerage ? clean(agent.team_name) || null : null;
  const affiliation = teamName ? `${teamName} ${TEAM_AT[language]} ${brokerage}` : brokerage;
  const agentLine = [agentName, affiliation].filter(Boolean).join(', ');
  const licenseLine = licenseLineFor(agent, listing.address.state);
  const courtesyLine = isMine ? null : courtesyLineFor(listing, language);
  const lines = [agentLine, licenseLine, courtesyLine].filter((l): l is string => Boolean(l));
  return { agentName, teamName, brokerage, agentLine, licenseLine, courtesyLine, lines };
};

/** The lines a post prints (generateDrafts' `attribution` option). */
export const toPostAttribution = (a: Attribution): TPostAttribution => ({
  agent_line: a.agentLine,
  agent_line_short: a.teamName ? [a.agentName, a.brokerage].filter(Boolean).join(', ') : null,
  license_line: a.licenseLine,
  courtesy_line: a.courtesyLine,
});
