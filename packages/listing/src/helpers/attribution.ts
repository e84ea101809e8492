import type { ListingPart } from './listing-draft';
import { cleanText } from './text';

export type Attribution = Pick<ListingPart, 'agent_name' | 'agent_phone' | 'brokerage'>;

/** A listing party as the page labels it: its role (LISTING_AGENT, BROKER, PROPERTY_OWNER…), name, phone. */
export type LabelledParty = { role: string; name: string | null; phone: string | null };

export const PHONE = /\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;
const LICENCE = /\b(?:DRE|Lic(?:ense)?|License)\s*#?\s*[\w-]+/gi;

/**
 * Some pages print a surname twice ("Ed Freiberg Freiberg", "Alex Mahgoub MAHGOUB"): the duplicate is
 * a rendering slip, not part of the name.
 */
export const dropRepeatedLastWord = (name: string | null): string | null => {
  if (!name) return name;
  const words = name.split(' ');
  const last = words.at(-1);
  const before = words.at(-2);
  return words.length >= 3 && last && before && last.toLowerCase() === before.toLowerCase()
    ? words.slice(0, -1).join(' ')
    : name;
};

/** "David Yobs DRE #00953303 818-634-4840," → the name without licence, phone and punctuation, and the phone. */
export const splitNameAndPhone = (
  text: string | null | undefined,
): { name: string | null; phone: string | null } => {
  const clean = cleanText(text);
  if (!clean) return { name: null, phone: null };
  const phone = PHONE.exec(clean)?.[0] ?? null;
  const name = cleanText(
    clean
      .replace(PHONE, '')
      .replace(LICENCE, '')
      .replace(/^[\s,]+|[\s,]+$/g, ''),
  );
  return { name: dropRepeatedLastWord(name), phone };
};

const AGENT_ROLE = /^(?:LISTING_)?AGENT$|^LIST_?AGENT$/i;
const BROKER_ROLE = /BROKER|OFFICE|BROKERAGE/i;

/**
 * Agent, phone and brokerage from labelled parties. The labels decide which is which, never the order:
 * Zillow prints "Listing by: broker, agent" on some layouts and "agent, broker" on others. A builder,
 * an owner or a co-listing agent is never reported as the listing agent, and the agent's phone is only
 * the phone printed with the agent (a phone printed with the brokerage is the brokerage's).
 */
export const attributionFromParties = (parties: LabelledParty[]): Attribution => {
  const broker = parties.find((p) => BROKER_ROLE.test(p.role) && p.name);
  const firms = new Set(
    parties.filter((p) => !AGENT_ROLE.test(p.role) && p.name).map((p) => p.name?.toLowerCase()),
  );
  // A firm, builder or owner filed under the agent's label ("agentName": the builder) is not an agent.
  const agent = parties.find((p) => AGENT_ROLE.test(p.role) && p.name && !firms.has(p.name.toLowerCase()));
  return {
    agent_name: dropRepeatedLastWord(agent?.name ?? null),
    agent_phone: agent?.phone ?? null,
    brokerage: broker?.name ?? null,
  };
};

/** Words that name a firm rather than a person ("Realty", "Real Estate", "Properties", "LLC", …). */
const FIRM =
  /\b(?:realty|real estate|realtors?|properties|property group|group|brokerage|brokers?|homes|sotheby'?s|compass|corcoran|elliman|keller williams|coldwell|re\/max|century 21|exp|llc|inc|ltd|co)\b\.?/i;
export const looksLikeFirm = (name: string | null): boolean => name !== null && FIRM.test(name);

/**
 * Unlabelled "Listed by: Jason Lieberman 505-715-3505 , Albuquerque House Hunting 505-715-3505" (also
 * "Listing Provided by:") → agent and brokerage: agent first, as such pages mostly print them, unless only
 * the first part reads as a firm ("Douglas Elliman 917-848-0101, Jennifer Ellenberg"). Only for pages
 * that give no role labels.
 */
export const parseAttributionText = (text: string | null): Attribution => {
  if (!text) return {};
  const [firstPart = '', secondPart = ''] = text
    .replace(/^List(?:ing|ed)(?: Provided)? by:?\s*/i, '')
    .split(',');
  const first = splitNameAndPhone(firstPart);
  const second = splitNameAndPhone(secondPart);
  // Without labels, a part that reads as a firm and another that does not tell which is which.
  const brokerFirst = looksLikeFirm(first.name) && !looksLikeFirm(second.name) && second.name !== null;
  const [agent, broker] = brokerFirst ? [second, first] : [first, second];
  return { agent_name: agent.name, agent_phone: agent.phone, brokerage: broker.name };
};
