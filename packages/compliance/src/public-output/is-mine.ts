/**
 * "Is this my listing?" before the agent answers it (issue 22): true only when both the listing agent's
 * name and the listing brokerage match the agent's own. Two agents can share a name; a name with the
 * wrong brokerage (or no brokerage to compare) is not a match.
 */
export type IsMineInput = {
  agentName: string | null | undefined;
  agentBrokerage: string | null | undefined;
  listingAgentName: string | null | undefined;
  listingBrokerage: string | null | undefined;
};

/** Lower case, no accents, no punctuation, single spaces; "&" reads as "and". */
const words = (s: string): string[] =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/** A person's name for comparison: middle initials and generational suffixes left out. */
export const normalisePersonName = (name: string): string =>
  words(name)
    .filter((w) => w.length > 1 && !NAME_SUFFIXES.has(w))
    .join(' ');

const COMPANY_SUFFIXES = new Set([
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'ltd',
  'pllc',
  'lp',
  'llp',
]);

/**
 * A brokerage's name for comparison: legal-form suffixes and a leading "the" dropped, and "Real Estate",
 * "Realty" and "Realtors" read as one word (firms print them interchangeably).
 */
export const normaliseBrokerage = (name: string): string => {
  const ws = words(name).filter((w) => !COMPANY_SUFFIXES.has(w));
  if (ws[0] === 'the') ws.shift();
  return ws
    .join(' ')
    .replace(/\breal estate\b|\brealtors?\b/g, 'realty')
    .trim();
};

/**
 * Whether two brokerage names are the same firm. Beyond equal normal forms, a trailing "Realty" may be
 * left off one of them ("Keller Williams" / "Keller Williams Realty"), but only when what remains is
 * distinctive enough (two words, or eight letters) that a different firm is unlikely.
 */
export const sameBrokerage = (a: string, b: string): boolean => {
  const x = normaliseBrokerage(a);
  const y = normaliseBrokerage(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const core = (s: string) => s.replace(/\s*\brealty$/, '');
  const cx = core(x);
  if (cx !== core(y) || !cx) return false;
  return cx.includes(' ') || cx.length >= 8;
};

export const defaultIsMine = ({
  agentName,
  agentBrokerage,
  listingAgentName,
  listingBrokerage,
}: IsMineInput): boolean => {
  if (!agentName || !agentBrokerage || !listingAgentName || !listingBrokerage) return false;
  const name = normalisePersonName(agentName);
  return (
    name.length > 0 &&
    name === normalisePersonName(listingAgentName) &&
    sameBrokerage(agentBrokerage, listingBrokerage)
  );
};
