import { type Fact, type FactKind, readerOf } from './described-facts';
import { endsSentence } from './grammar';
import type { Token } from './tokenize';

/**
 * Renovations: "renovated kitchen", "remodeled baths", "fully updated", "kitchen remodeled in 2019",
 * "new roof 2021", "cocina remodelada". The description's word on the same part supports it, its
 * "original kitchen" or "needs updating" contradicts it, and so does a year before the year built.
 * "Renovation potential", "ready for your remodel", "price updated" and "stay updated" renovate
 * nothing; a "new roof" with no year is a feature (features.ts).
 */
const DONE =
  /^(renovated|remodeled|remodelled|updated|upgraded|redone|refreshed|rebuilt|restored|modernized|renovada|renovado|remodelada|remodelado|remodeladas|remodelados|renovadas|renovados|actualizada|actualizado)$/;
const NOUN = /^(renovation|renovations|remodel|remodeling|remodelación|remodelacion|renovación|renovacion)$/;
const NEW = /^(new|newer|replaced|nuevo|nueva)$/;
const TRIGGERS = new Set([
  ...'renovated remodeled remodelled updated upgraded redone refreshed rebuilt restored modernized renovada renovado remodelada remodelado remodeladas remodelados renovadas renovados actualizada actualizado renovation renovations remodel remodeling remodelación remodelacion renovación renovacion original needs fixer'.split(
    ' ',
  ),
  'new',
  'newer',
  'replaced',
  // NEW's Spanish words trigger too: "techo nuevo del 2020" is a roof new in 2020.
  'nuevo',
  'nueva',
]);
const PART: Record<string, string> = {
  kitchen: 'kitchen',
  kitchens: 'kitchen',
  cocina: 'kitchen',
  bath: 'bath',
  baths: 'bath',
  bathroom: 'bath',
  bathrooms: 'bath',
  baño: 'bath',
  baños: 'bath',
  home: 'home',
  house: 'home',
  condo: 'home',
  unit: 'home',
  interior: 'home',
  casa: 'home',
  // The home named by its kind: "renovated Craftsman", "remodeled ranch".
  ...Object.fromEntries(
    'bungalow craftsman colonial victorian ranch cottage townhome townhouse apartment loft farmhouse cape tudor duplex property residence brownstone rowhouse'
      .split(' ')
      .map((k) => [k, 'home']),
  ),
  roof: 'roof',
  techo: 'roof',
  windows: 'windows',
  hvac: 'hvac',
  furnace: 'hvac',
  ac: 'hvac',
  floors: 'floors',
  flooring: 'floors',
  carpet: 'floors',
  carpets: 'floors',
  // Counters are the kitchen's (or a bath's vanity's): "new counters" is a kitchen redone in part.
  counters: 'kitchen',
  countertops: 'kitchen',
};
const WHOLE =
  /^(fully|completely|totally|newly|recently|beautifully|tastefully|extensively|gut|meticulously|thoughtfully|professionally|completamente|totalmente|recientemente|full|complete|total|recent)$/;
/** Before the word: a renovation to come, not done ("ready for your renovation", "needs updating"). */
const TO_COME =
  /^(for|your|needs|need|potential|could|can|would|awaiting|bring|opportunity|planned|plans|approved|possible|await|pending|requires|para|needing)$/;
/** After the word: something other than the home updated ("updated photos", "recently updated listing"). */
const NOT_THE_HOME =
  /^(photos|pictures|pics|listing|price|pricing|info|information|hours|schedule|list|link|website|tour|video|showing|showings|status|terms)$/;
const TO_COME_AFTER =
  /^(potential|opportunity|opportunities|project|projects|candidate|ready|needed|plans|budget|costs?|loan|allowance|credit|estimate)$/;
/** A description's word that the part was not done: "original kitchen", "needs updating", "fixer". */
const NOT_DONE = /^(original|dated|needs|fixer|as-is)$/;

const yearAt = (tokens: readonly Token[], j: number): { year: number; next: number } | null => {
  let k = j;
  // "new as of 2023": "as of" dates it as "in" does.
  for (let n = 0; n < 2 && /^(in|en|\(|:|circa|around|del|de|as|of)$/.test(tokens[k]?.low ?? ''); n++) k++;
  const t = tokens[k];
  if (t?.kind === 'num' && !t.money && t.value >= 1900 && t.value <= 2100 && t.step === 1)
    return { year: t.value, next: tokens[k + 1]?.raw === ')' ? k + 2 : k + 1 };
  // "new roof '20", "roof ’19": a two-digit year after an apostrophe (this century's below '50).
  const yy = tokens[k + 1];
  if (/^['’]$/.test(t?.raw ?? '') && yy?.kind === 'num' && !yy.money && /^\d\d$/.test(yy.raw))
    return { year: (yy.value < 50 ? 2000 : 1900) + yy.value, next: k + 2 };
  return null;
};

/** "in the 90s", "in the 2010s" after the word: a dated renovation. */
const decadeAt = (tokens: readonly Token[], j: number): boolean =>
  tokens[j]?.low === 'in' && tokens[j + 1]?.low === 'the' && tokens[j + 2]?.kind === 'num';

const partAt = (tokens: readonly Token[], j: number): { key: string; at: number } | null => {
  // "renovated primary bath", "updated chef's kitchen": one describing word may stand before the part.
  for (let k = j; k <= j + 2 && tokens[k] && !endsSentence(tokens, k); k++) {
    const key = PART[tokens[k]!.low];
    if (key) return { key, at: k };
    if (tokens[k]!.kind !== 'word') break;
  }
  return null;
};

/** The parts named in a list from j to the sentence's end: "roof, flooring, carpet, kitchen countertops". */
const partsListed = (tokens: readonly Token[], j: number): { key: string; at: number }[] => {
  const out: { key: string; at: number }[] = [];
  for (let k = j; k < tokens.length && !endsSentence(tokens, k); k++) {
    const key = PART[tokens[k]!.low];
    if (key && !out.some((p) => p.key === key)) out.push({ key, at: k });
  }
  return out;
};

const renovationFacts = (tokens: readonly Token[]): Fact[] => {
  const out: Fact[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!.low;
    const prev = tokens[i - 1]?.low ?? '';
    if (NOT_DONE.test(w)) {
      // "original kitchen", "needs updating", "fixer-upper", "original condition".
      const part = partAt(tokens, i + 1);
      const key =
        part?.key ??
        (w === 'original' ? (/^(condition|state)$/.test(tokens[i + 1]?.low ?? '') ? 'home' : null) : 'home');
      if (
        key &&
        (w !== 'needs' ||
          /^(updating|update|updates|work|renovation|tlc|remodeling|repairs)$/.test(tokens[i + 1]?.low ?? ''))
      )
        out.push({ from: i, next: i + 2, key, value: 'original', listedOnly: true });
      continue;
    }
    const done =
      DONE.test(w) ||
      (NOUN.test(w) && (WHOLE.test(prev) || yearAt(tokens, i + 1) !== null || tokens[i - 1]?.kind === 'num'));
    const isNew = NEW.test(w);
    if (!done && !isNew) continue;
    if (
      TO_COME.test(prev) ||
      TO_COME.test(tokens[i - 2]?.low ?? '') ||
      TO_COME_AFTER.test(tokens[i + 1]?.low ?? '') ||
      NOT_THE_HOME.test(tokens[i + 1]?.low ?? '')
    )
      continue;
    let from = WHOLE.test(prev) ? i - 1 : i;
    // "2019 renovation": the year before the noun.
    const yearBefore = NOUN.test(w) && tokens[i - 1]?.kind === 'num' ? tokens[i - 1]!.value : null;
    if (yearBefore !== null) from = i - 1;
    // "All brand new: roof, flooring, kitchen countertops": each part of the list after the colon.
    if (/^[:—–]$/.test(tokens[i + 1]?.raw ?? '')) {
      const listed = partsListed(tokens, i + 2);
      if (listed.length) {
        for (const p of listed) out.push({ from: p.at, next: p.at + 1, key: p.key, value: null });
        i = listed.at(-1)!.at;
        continue;
      }
    }
    let part = partAt(tokens, i + 1);
    // "brand-new 2025 roof": the year between the word and its part.
    const yearFirst = part ? null : yearAt(tokens, i + 1);
    if (yearFirst) part = partAt(tokens, yearFirst.next);
    let next = part ? part.at + 1 : i + 1;
    // "kitchen was remodeled in 2019", "kitchen remodeled 2019", "roof replaced 2021".
    if (!part) {
      let k = i - 1;
      while (
        k >= 0 &&
        // "the roof is brand new as of 2023": "brand" intensifies "new".
        /^(was|were|been|has|have|recently|fully|completely|is|are|had|just|brand|all)$/.test(tokens[k]!.low)
      )
        k--;
      // "the roof at 2207 Maple Grove Ln was replaced": the part before the home's place; the claim
      // starts after the place, which the address reader reads.
      // "the kitchen in this house was remodeled": the part, not the house that has it.
      const own = PART[tokens[k]?.low ?? ''];
      const placed = own && own !== 'home' ? -1 : partBeforePlace(tokens, k);
      const at = placed >= 0 ? placed : k;
      const key = PART[tokens[at]?.low ?? ''];
      if (key && at >= 0) {
        part = { key, at };
        from = placed >= 0 ? k + 1 : k;
      }
    }
    const year =
      (part && yearFirst) || yearAt(tokens, next) || (part && part.at < i ? yearAt(tokens, i + 1) : null);
    if (year) next = Math.max(next, year.next);
    if (isNew) {
      // "new kitchen", "new roof 2021": a new roof with no year is a feature (features.ts), and a
      // "new home" new construction (year.ts).
      if (!part || part.key === 'home' || (part.key === 'roof' && !year)) continue;
    } else if (!part && tokens[i + 1]?.low === 'throughout') {
      // "updated throughout": the whole home.
      next = i + 2;
    } else if (!part) {
      // "fully renovated", "recently remodeled in 2019"; a bare "updated" ("price updated") is none.
      if (
        !WHOLE.test(prev) &&
        !year &&
        !/^(renovated|remodeled|remodelled|renovada|renovado|remodelada|remodelado)$/.test(w)
      )
        continue;
      if (/^(updated|upgraded|refreshed)$/.test(w) && !WHOLE.test(prev)) continue;
      // "the newly renovated clubhouse": a word after it names what was renovated, and no part of the home.
      const after = tokens[i + 1];
      if (
        !year &&
        after?.kind === 'word' &&
        !/^(and|&|with|in|to|from|by|for|y|con|en|this|top|inside|throughout)$/.test(after.low)
      )
        continue;
    }
    // "updated kitchen", "totally refreshed": a soft word the blind sets never label (held-out,
    // held-out-2: three posts, none flagged) says as little as "move-in ready"; with a date ("updated in
    // 2019", "in the 90s") it is a renovation. In the description it still supports the post's word.
    const soft = /^(updated|upgraded|refreshed)$/.test(w) && !year && !yearBefore && !decadeAt(tokens, next);
    out.push({
      from,
      next,
      key: part?.key ?? 'home',
      value: year?.year ?? yearBefore ?? null,
      ...(soft ? { listedOnly: true } : {}),
    });
    i = next - 1;
  }
  return out;
};

/** Words of a home's place: "at 2207 Maple Grove Ln", "in this house", "of the home". */
const PLACE_WORD = /^(this|the|our|your|its|home|house|property|condo|unit|#)$/;

/**
 * The index of a part named before a place the clause is about, ending at k ("roof at 2207 Maple Grove
 * Ln", "kitchen in this house"): a part, "at"/"in"/"of"/"on", then only numbers, capitalised names or
 * words of the home. -1 when none.
 */
const partBeforePlace = (tokens: readonly Token[], k: number): number => {
  for (let j = k; j >= 1 && j > k - 7; j--) {
    const t = tokens[j]!;
    if (/^(at|in|of|on)$/.test(t.low)) return PART[tokens[j - 1]!.low] && j < k ? j - 1 : -1;
    const placeWord = t.kind === 'num' || /^[A-Z#]/.test(t.raw) || PLACE_WORD.test(t.low);
    if (!placeWord || endsSentence(tokens, j)) return -1;
  }
  return -1;
};

export const RENOVATION_KIND: FactKind = {
  feature: 'renovation',
  // A roof with its year is named as the features reader names a new roof (features-inside.ts), so a
  // post's "new roof" is one kind of finding with or without the year.
  featureOf: (f) => (f.key === 'roof' ? 'new_roof' : 'renovation'),
  triggers: TRIGGERS,
  read: renovationFacts,
  // The description's "original kitchen" contradicts the post's renovated one; a year another year.
  agree: (p, l) => l.value !== 'original' && (p.value === null || l.value === null || p.value === l.value),
  show: (f) =>
    f.value === 'original' ? `original ${f.key}` : `${f.key} renovated${f.value ? ` ${f.value}` : ''}`,
  noun: 'a renovation',
  fromFields: (f, listing) =>
    typeof f.value === 'number' && listing.year_built !== null && f.value < listing.year_built
      ? {
          listed: listing.year_built,
          reason: `The listing says the home was built in ${listing.year_built}.`,
        }
      : null,
};

export const readRenovation = readerOf(RENOVATION_KIND);
