import { type Fact, type FactKind, readerOf, worstPerSpan } from './described-facts';
import { IN_UNIT } from './features-spanish';
import { wordsAt } from './grammar';
import type { Token } from './tokenize';
import type { ClaimReader } from './types';

/**
 * Appliances that go with the home: "refrigerator included", "washer/dryer stay", "all appliances
 * convey", "includes washer and dryer", "incluye refrigerador". The description's word on the same
 * appliance (or on all of them) supports it, or contradicts it ("refrigerator excluded", "washer and
 * dryer do not convey"). An appliance named with no word of staying ("stainless refrigerator",
 * "washer/dryer hookups") is a feature (features.ts), not a term of the sale.
 */
const APPLIANCE: Record<string, string> = {
  refrigerator: 'refrigerator',
  refrigerators: 'refrigerator',
  fridge: 'refrigerator',
  refrigerador: 'refrigerator',
  refrigeradora: 'refrigerator',
  washer: 'washer',
  lavadora: 'washer',
  dryer: 'dryer',
  secadora: 'dryer',
  range: 'range',
  stove: 'range',
  estufa: 'range',
  oven: 'range',
  dishwasher: 'dishwasher',
  microwave: 'microwave',
  freezer: 'freezer',
  appliances: 'appliances',
  electrodomésticos: 'appliances',
  electrodomesticos: 'appliances',
};
const TRIGGERS = new Set([...Object.keys(APPLIANCE), 'w']);
const STAYS =
  /^(included|include|includes|stay|stays|convey|conveys|remain|remains|incluido|incluida|incluidos|incluidas|transfer|transfers)$/;
const GOES = /^(excluded|exclude|excludes|excluding)$/;
const JOIN =
  /^(and|&|\/|,|y|the|all|w|d|-|will|to|also|are|is|do|does|not|don't|doesn't|won't|se|quedan|can)$/;
const BEFORE = /^(includes|including|incl|with|incluye|incluyen|con|plus)$/;
/** After an appliance: its parts or its hook-ups, no appliance that stays. */
const NOT_IT = /^(hookups|hook|hookup|connections|connection|ready|space|nook|closet|room|drawer|hood|top)$/;

const IN_UNIT_WORDS = [...IN_UNIT, 'in unit', 'in the unit'].map((p) => p.split(' '));
const inUnitAt = (tokens: readonly Token[], j: number) => IN_UNIT_WORDS.some((p) => wordsAt(tokens, j, p));

/** "W/D" is a washer and dryer; "w/ refrigerator" is "with". */
const washerDryerAt = (tokens: readonly Token[], i: number) =>
  tokens[i]?.low === 'w' && tokens[i + 1]?.raw === '/' && tokens[i + 2]?.low === 'd';

const applianceFacts = (tokens: readonly Token[]): Fact[] => {
  const out: Fact[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!APPLIANCE[tokens[i]!.low] && !washerDryerAt(tokens, i)) continue;
    // The run of appliances: "washer/dryer", "refrigerator, washer and dryer".
    let j = i;
    const keys: string[] = [];
    while (tokens[j] && (APPLIANCE[tokens[j]!.low] || JOIN.test(tokens[j]!.low))) {
      const k = APPLIANCE[tokens[j]!.low] ?? (washerDryerAt(tokens, j) ? 'washer' : undefined);
      if (k) keys.push(k);
      j++;
    }
    const last = tokens[j - 1];
    // "washer y dryer dentro del depa", "washer and dryer in unit": laundry in the unit (features.ts).
    if (NOT_IT.test(tokens[j]?.low ?? '') || inUnitAt(tokens, j)) {
      i = j;
      continue;
    }
    const run = tokens.slice(i, j).map((t) => t.low);
    const not = run.some((w) => /^(not|don't|doesn't|won't)$/.test(w)) || tokens[j]?.low === 'not';
    let value: 'in' | 'out' | null = null;
    let next = j;
    if (tokens[j] && STAYS.test(tokens[j]!.low)) [value, next] = [not ? 'out' : 'in', j + 1];
    else if (tokens[j] && GOES.test(tokens[j]!.low)) [value, next] = ['out', j + 1];
    let from = i;
    // "includes washer and dryer", "incluye refrigerador"; "with all appliances" only as "comes with".
    if (!value && BEFORE.test(tokens[i - 1]?.low ?? '')) {
      const w = tokens[i - 1]!.low;
      if (w !== 'with' || /^(comes|come|conveys|sold)$/.test(tokens[i - 2]?.low ?? ''))
        [value, from] = ['in', i - 1];
    }
    if (!value && /^(all|the)$/.test(tokens[i - 1]?.low ?? '') && BEFORE.test(tokens[i - 2]?.low ?? ''))
      [value, from] = ['in', i - 2];
    i = Math.max(i, next - 1, j - 1);
    if (!value || !last) continue;
    for (const key of new Set(keys)) out.push({ from, next, key, value });
  }
  return out;
};

export const APPLIANCES_KIND: FactKind = {
  feature: 'appliances_included',
  triggers: TRIGGERS,
  read: applianceFacts,
  comparable: (p, l) => p.key === l.key || l.key === 'appliances' || p.key === 'appliances',
  agree: (p, l) => p.value === l.value,
  show: (f) => `${f.key} ${f.value === 'in' ? 'included' : 'excluded'}`,
  noun: 'which appliances stay',
};

export const readAppliances: ClaimReader = (ctx) => worstPerSpan(readerOf(APPLIANCES_KIND)(ctx));
