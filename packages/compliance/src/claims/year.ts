import { wordsBefore, wordsFrom } from './grammar';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * The year built: "built in 1998", "constructed circa 1920", "a 2016 build", "1920s bungalow",
 * "built in the 1920s", "new construction". Other years (renovated in, new roof in, since) are not.
 */
const BUILT = new Set(['built', 'constructed', 'erected', 'completed', 'dates', 'dating', 'vintage']);
const FILLER = new Set([
  'in',
  'the',
  'circa',
  'c',
  'ca',
  'around',
  'about',
  'approximately',
  'approx',
  '.',
  ':',
  'back',
  'to',
  'year',
  'early',
  'late',
  'mid',
]);
const AFTER_BUILD =
  /^(build|built|construction|home|house|bungalow|craftsman|colonial|victorian|tudor|ranch|farmhouse|brownstone|building|cape|townhouse|townhome|condo|co|coop|cottage|residence|rowhouse|greystone|walk)$/;
const NEW_BUILD =
  /^(new construction|newly built|newly constructed|brand new construction|new build|brand new home)$/;

const decadeAt = (
  tokens: ReadonlyArray<{ raw: string; low: string; start: number; end: number }>,
  i: number,
) => {
  const n = tokens[i + 1];
  if (n?.low === 's' && n.start === tokens[i]!.end) return i + 2;
  if ((n?.raw === "'" || n?.raw === '’') && tokens[i + 2]?.low === 's') return i + 3;
  return 0;
};

export const readYears: ClaimReader = ({ tokens, listing, year }) => {
  const out: Claim[] = [];
  const listed = listing.year_built;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const two = `${t.low} ${tokens[i + 1]?.low ?? ''}`;
    const three = `${two} ${tokens[i + 2]?.low ?? ''}`;
    const phrase = NEW_BUILD.test(three) ? 3 : NEW_BUILD.test(two) ? 2 : 0;
    if (phrase && !['like', 'near', 'nearly', 'feels', 'not'].includes(wordsBefore(tokens, i, 1)[0] ?? '')) {
      if (listed !== null && listed < year - 3)
        out.push(
          claimAt(tokens, i, i + phrase, {
            field: 'year_built',
            listed,
            verdict: 'block',
            reason: `The listing says it was built in ${listed}.`,
          }),
        );
      i += phrase - 1;
      continue;
    }
    if (t.kind !== 'num' || t.money || !/^\d{4}$/.test(t.raw) || t.value < 1700 || t.value > year + 5)
      continue;
    const decadeEnd = decadeAt(tokens, i);
    const before = wordsBefore(tokens, i, 5).filter((w) => !FILLER.has(w));
    const after = wordsFrom(tokens, decadeEnd || i + 1, 2).filter((w) => w !== '-');
    const built = BUILT.has(before.at(-1) ?? '') || AFTER_BUILD.test(after[0] ?? '');
    if (!built || before.at(-1) === 'since') continue;
    const end = decadeEnd || i + 1;
    const lo = decadeEnd ? t.value : t.value;
    const hi = decadeEnd ? t.value + 9 : t.value;
    if (listed === null) {
      out.push(
        claimAt(tokens, i, end, {
          field: 'year_built',
          listed: null,
          verdict: 'warn',
          reason: 'The listing does not state the year built: confirm it.',
        }),
      );
    } else {
      const ok = listed >= lo && listed <= hi;
      out.push(
        claimAt(tokens, i, end, {
          field: 'year_built',
          listed,
          verdict: ok ? 'ok' : 'block',
          reason: `The listing says it was built in ${listed}.`,
        }),
      );
    }
    i = end - 1;
  }
  return out;
};
