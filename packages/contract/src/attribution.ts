import { z } from 'zod';
import type { PostLanguage } from './language';
import { safeText } from './safe-text';

/**
 * The credit lines a post prints when it speaks for an agent (issue 22), as @pp/compliance's
 * buildAttribution makes them: the agent with their own brokerage (profile only), the licence number
 * where the listing's state requires it, and "Listing courtesy of …" when the listing is not theirs.
 */
export const ZPostAttributionSchema = z.object({
  agent_line: safeText().trim().max(300),
  /**
   * The agent line without the team ("Name, Brokerage"), for a post too long to carry the team: where
   * a short text must give, the team goes first and the brokerage stays (NAR SoP 12-5; OH, FL, TX rules
   * that a team never outweigh the brokerage). Null when the agent has no team.
   */
  agent_line_short: safeText().trim().max(300).nullable().default(null),
  license_line: safeText().trim().max(100).nullable().default(null),
  courtesy_line: safeText().trim().max(400).nullable().default(null),
});
export type TPostAttribution = z.infer<typeof ZPostAttributionSchema>;

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * The courtesy credit's opening words per post language. Spanish says "Listado cortesía de", as US
 * Spanish-language listing ads put it ("cortesía del listado de" is a word-for-word calque); what the
 * rules ask for (NAR SoP 12-5
 * and the state rules: the listing firm named, readily apparent) is the names, which are never
 * translated, so both lines name the same agent and firm in the same order.
 */
const COURTESY: Record<PostLanguage, string> = { en: 'Listing courtesy of', es: 'Listado cortesía de' };

/**
 * "Listing courtesy of <listing agent>, <listing brokerage>" from what the listing names, leaving out
 * what it does not; null when it names neither.
 */
export const courtesyLineFor = (
  listing: { agent_name: string | null; brokerage: string | null },
  language: PostLanguage = 'en',
): string | null => {
  const parts = [clean(listing.agent_name), clean(listing.brokerage)].filter(Boolean);
  return parts.length ? `${COURTESY[language]} ${parts.join(', ')}` : null;
};
