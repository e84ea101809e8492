import { type Fact, type FactKind, readerOf } from './described-facts';
import { endsSentence } from './grammar';
import type { Token } from './tokenize';

/**
 * Schools: "walk to top-rated schools" (any school the description names supports it), a named
 * school ("Lincoln Elementary", "zoned for Austin High") or district ("Eanes ISD", "Palo Alto
 * Unified School District"): the description's school of the same level supports it when it has the
 * same name and contradicts it when it names another. "Old School Pizza" and "School Street" name a
 * business and a street; "the school down the street" is no claim of the home's.
 */
const SCHOOL = /^(school|schools|escuela|escuelas|colegio|colegios)$/;
const LEVEL: Record<string, string> = {
  elementary: 'elementary',
  primary: 'elementary',
  middle: 'middle',
  junior: 'middle',
  intermediate: 'middle',
  high: 'high',
  isd: 'district',
  usd: 'district',
  unified: 'district',
  district: 'district',
};
const TRIGGERS = new Set([
  ...Object.keys(LEVEL),
  'school',
  'schools',
  'escuela',
  'escuelas',
  'colegio',
  'colegios',
]);
/** Words before "schools" that make it a claim of the home's: their quality, or the home's nearness. */
const CLAIMING =
  /^(top|rated|top-rated|award|winning|excellent|great|highly|acclaimed|ribbon|exemplary|sought|desirable|best|good|quality|renowned|premier|coveted|nearby|near|to|zoned|buenas|excelentes|mejores|cerca|de)$/;
const SCHOOL_KIND = /^(the|a|elementary|middle|high|public|private|charter|local|neighborhood|area|magnet)$/;
const NEARNESS = /^(nearby|near|to|zoned|cerca|de)$/;
/** After the school word: a street or a business, not a school. */
const NOT_SCHOOL_AFTER =
  /^(street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|pizza|cafe|café|bar|grill|barbershop|bus|supplies|year|days|day|night|board|tax|taxes|bonds?|zone|musical|reunion|friends|teacher|teachers|project|work)$/;
const NAME_STOP =
  /^(the|a|an|to|and|or|of|for|near|walk|in|at|from|top|rated|great|excellent|award|winning|zoned|attend|attends|by)$/;

/** Capitalised words before token i: a school's or district's name ("Palo Alto", "Lincoln"). */
const nameBefore = (tokens: readonly Token[], i: number): { from: number; name: string } | null => {
  let j = i;
  const words: string[] = [];
  while (j > 0 && words.length < 3) {
    const t = tokens[j - 1]!;
    if (t.kind !== 'word' || !/^[A-Z]/.test(t.raw) || NAME_STOP.test(t.low)) break;
    words.unshift(t.low);
    j--;
    // A sentence's first word is the name's first: "Sold. Lincoln Elementary is close".
    if (j > 0 && endsSentence(tokens, j - 1)) break;
  }
  return words.length ? { from: j, name: words.join(' ') } : null;
};

const schoolFacts = (tokens: readonly Token[]): Fact[] => {
  const out: Fact[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const level = LEVEL[t.low];
    if (level && /^[A-Z]/.test(t.raw)) {
      // "Lincoln Elementary (School)", "Eanes ISD", "Palo Alto Unified School District".
      const named = nameBefore(tokens, i);
      if (!named) continue;
      let next = i + 1;
      while (tokens[next] && /^(school|district)$/.test(tokens[next]!.low)) next++;
      // "High" and "Junior" name a school only with "School" after them ("Austin High School").
      if ((t.low === 'high' || t.low === 'junior' || t.low === 'primary') && tokens[i + 1]?.low !== 'school')
        continue;
      if (t.low === 'district' && tokens[i - 1]?.low !== 'school') continue;
      const key = tokens.slice(i, next).some((x) => x.low === 'district') ? 'district' : level;
      const name = named.name.replace(/ (school|unified)$/, '');
      out.push({ from: named.from, next, key, value: name });
      i = next - 1;
      continue;
    }
    if (!SCHOOL.test(t.low)) continue;
    const after = tokens[i + 1];
    if (after && NOT_SCHOOL_AFTER.test(after.low)) continue;
    // "Great Schools Realty": a capitalised school word before another capitalised word names a business.
    if (
      /^[A-Z]/.test(t.raw) &&
      after?.kind === 'word' &&
      /^[A-Z]/.test(after.raw) &&
      !/^(nearby|near|in|and|within|close|district|are)$/.test(after.low)
    )
      continue;
    let j = i - 1;
    let from = i;
    let claimed = false;
    for (let k = 0; k < 4 && j >= 0 && !endsSentence(tokens, j); k++, j--) {
      const w = tokens[j]!.low;
      if (!CLAIMING.test(w) && tokens[j]!.raw !== '-') {
        // "walk to the elementary school", "near public schools": the kind of school, then the claim.
        if (SCHOOL_KIND.test(w)) {
          if (w !== 'the' && w !== 'a') from = j;
          continue;
        }
        if (tokens[j]!.kind !== 'sym') break;
        continue;
      }
      claimed = true;
      // The span starts at the schools' quality ("top-rated schools"), not at "to" or "near".
      if (!NEARNESS.test(w) && tokens[j]!.raw !== '-') from = j;
    }
    if (!claimed) continue;
    out.push({ from, next: i + 1, key: 'any', value: null });
  }
  return out;
};

export const SCHOOLS_KIND: FactKind = {
  feature: 'schools',
  triggers: TRIGGERS,
  read: schoolFacts,
  // Any school the description names supports "great schools"; a named school meets its own level.
  comparable: (p, l) => p.key === 'any' || p.key === l.key,
  agree: (p, l) => p.key === 'any' || p.value === l.value,
  show: (f) => (f.value === null ? 'schools' : `${f.value} ${f.key === 'district' ? 'district' : f.key}`),
  noun: 'the schools',
};

export const readSchools = readerOf(SCHOOLS_KIND);
