import { list } from './vocabulary/list';

/**
 * Misspellings of the frames' own words ("need not aply", "kids not excepted", "will not be concidered"):
 * the class words' one-edit misspellings are generated in lexicon.ts; a misspelt verb hides a refusal as
 * well as a misspelt class word hides its class (HUD 1995 memo: the statement, not its spelling, is
 * what §3604(c) reaches). Generated, not listed: for each frame word of five letters or more, one
 * interior deletion ("aply"), one swap of neighbours after the first letter ("accpeted"), one doubled
 * letter ("alloowed"), one doubling moved to a neighbour ("aplly") and the sound-alike c/s and k/c
 * ("concidered"). The first letter is always kept: "ease" is not "lease". Variants that are words
 * (NOT_MISSPELLINGS) are left as written.
 */
const FRAME_WORDS = list(`
  apply, applying, applied, accept, accepted, accepting, accepts, allow, allowed, allowing, allows,
  permitted, permit, welcome, welcomed, consider, considered, considering, tolerated, tolerate,
  accommodate, accommodated, accommodating, approve, approved, approving, bother, inquire, inquiring,
  elsewhere, somewhere, preferred, prefer, prefers, required, seeking, renting, rented, rental, leasing,
  leased, lease, sorry, cannot, looking, refuse, refused, rejected, declined, denied, eligible, considered,
  forward, proceed, qualify, anywhere, another, different, unfortunately, discouraged, prohibited,
  forbidden, strictly, exclusively
`);

// Real words one edit from a frame word: never read as the frame word.
const NOT_MISSPELLINGS = new Set(
  list(`
    lase, leas, lased, apple, aloe, alloy, allot, alley, permits, welcomes, refuse, refuses, accent,
    access, except, excepted, elsewhere, prefers, fore, forwards, sorty, other, anther, cannon, canon,
    allowe, rented, rental, renal, renta, rente, denier, deride, renter, leaser, bothe, booth, seeing,
    reuse, reused, require, decline, discourage, froward, refused, accepts
  `),
);

/** Words misspelt in a way no one-edit rule makes: a homophone or two slips at once. */
export const CONFUSIONS: Readonly<Record<string, string>> = {
  excepted: 'accepted',
  excepting: 'accepting',
  aloud: 'allowed',
  alowd: 'allowed',
  rnt: 'rent',
  rnting: 'renting',
  aplly: 'apply',
  apllying: 'applying',
  acepted: 'accepted',
  welcom: 'welcome',
  // Text-speak: "dont waste ur time" (a frame's possessive).
  ur: 'your',
};

const variants = (w: string): string[] => {
  const out: string[] = [];
  for (let i = 1; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  for (let i = 1; i < w.length - 1; i++) out.push(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
  for (let i = 1; i < w.length; i++) out.push(w.slice(0, i) + w[i] + w.slice(i));
  for (let i = 1; i < w.length - 1; i++) {
    if (w[i] === w[i + 1] && w[i + 2]) out.push(w.slice(0, i) + w[i] + w[i + 2] + w[i + 2] + w.slice(i + 3));
    if (w[i] === w[i + 1] && i > 1) out.push(w.slice(0, i - 1) + w[i - 1] + w[i - 1] + w[i] + w.slice(i + 2));
  }
  for (let i = 1; i < w.length; i++) {
    const sub = w[i] === 's' ? 'c' : w[i] === 'c' ? (w[i + 1] === 'k' ? '' : 's') : '';
    if (sub) out.push(w.slice(0, i) + sub + w.slice(i + 1));
  }
  return out;
};

const map = new Map<string, string>(Object.entries(CONFUSIONS));
const words = new Set(FRAME_WORDS);
for (const w of FRAME_WORDS) {
  if (w.length < 5) continue;
  for (const v of variants(w)) {
    if (v.length >= 4 && !words.has(v) && !NOT_MISSPELLINGS.has(v) && !map.has(v)) map.set(v, w);
  }
}

/** The frame word a token misspells, or undefined. */
export const frameWord = (word: string): string | undefined => map.get(word);

/** Every generated misspelling, for the tests and for review. */
export const FRAME_MISSPELLINGS: ReadonlyMap<string, string> = map;
