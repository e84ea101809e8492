/**
 * Whether a text read after an "Agent" label is a person's name, not the page's furniture next to
 * it ("Resource Center", "Sign In", "advertising", "By"). A name is two to five words, each
 * capitalised (particles such as "de" or "van" and initials aside), none of them a word of the
 * page's interface or of a firm's name. The text layer alone uses it: the source readers read names
 * from fields that hold nothing else.
 */
const PARTICLES = new Set([
  'de',
  'del',
  'della',
  'der',
  'di',
  'da',
  'dos',
  'du',
  'la',
  'le',
  'van',
  'von',
  'y',
  'bin',
  'al',
]);
const NOT_NAME_WORDS = new Set([
  // The interface beside an agent card.
  'sign',
  'in',
  'out',
  'log',
  'by',
  'contact',
  'call',
  'email',
  'message',
  'request',
  'tour',
  'info',
  'information',
  'details',
  'more',
  'view',
  'see',
  'show',
  'ask',
  'question',
  'help',
  'support',
  'center',
  'resource',
  'resources',
  'advertising',
  'advertise',
  'solutions',
  'agent',
  'agents',
  'listing',
  'listings',
  'provided',
  'courtesy',
  'phone',
  'mobile',
  'office',
  'website',
  'profile',
  'reviews',
  'sales',
  'premier',
  'featured',
  'local',
  'expert',
  'find',
  'an',
  'the',
  'of',
  'and',
  'for',
  'with',
  'your',
  'my',
  'our',
  'this',
  'home',
  'homes',
  'property',
  'properties',
  // A firm, not a person.
  'realty',
  'realtors',
  'realtor',
  'real',
  'estate',
  'group',
  'team',
  'brokerage',
  'broker',
  'associates',
  'partners',
  'llc',
  'inc',
  'company',
  'co',
  'corp',
  'international',
  'services',
]);

const WORD = /^(?:[A-Z][a-zA-Z'’-]*\.?|[A-Z]\.)$/;

export const looksLikePersonName = (text: string): boolean => {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 5) return false;
  return words.every((w) => {
    const lower = w.toLowerCase().replace(/[.,]$/, '');
    if (NOT_NAME_WORDS.has(lower)) return false;
    return PARTICLES.has(lower) || WORD.test(w.replace(/,$/, ''));
  });
};
