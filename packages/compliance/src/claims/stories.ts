import { type Fact, type FactKind, readerOf } from './described-facts';
import type { Token } from './tokenize';

/**
 * The home's stories: "two-story home", "2 stories", "single-level living", "all on one level",
 * "tri-level", "casa de dos plantas", "un solo nivel". A story told ("the story of this home"), a
 * floor ("third-story", floor.ts), a room's height ("two-story foyer") and a building's stories
 * ("nine-story building": the condo's building, floor.ts) are not the home's.
 */
const STORY = /^(story|stories|storey|storeys|level|levels|planta|plantas|niveles|nivel|pisos)$/;
const TRIGGERS = new Set([
  'story',
  'stories',
  'storey',
  'storeys',
  'level',
  'levels',
  'planta',
  'plantas',
  'nivel',
  'niveles',
  'pisos',
  'upstairs',
  'downstairs',
]);
/** A room or a building after the count: its height, not the home's stories. */
const NOT_THE_HOME =
  /^(foyer|entry|entryway|great|living|family|ceiling|ceilings|window|windows|fireplace|atrium|vaulted|room|rooms|wall|walls|library|dining|building|buildings|tower|towers|high|elevator|walkup|walk|garage|barn|shop|deck|decks|porch|porches|loft|lobby|staircase|stair|stairs|entrance|de|of|up|down|above|below|parking|structure|apartment|complex)$/;
/** "2.15 level acres", "a level lot": flat land, no story count (issue 26). */
const LAND_AFTER =
  /^(acre|acres|ac|lot|lots|land|yard|backyard|ground|grounds|site|parcel|terrain|homesite|terreno|lote)$/;
const KINDS: Record<string, string> = {
  split: 'split-level',
  tri: 'tri-level',
  bi: 'bi-level',
  multi: 'multi-level',
};

const countAt = (tokens: readonly Token[], i: number): { n: number; from: number } | null => {
  let j = i - 1;
  if (tokens[j]?.raw === '-') j--;
  // "un solo nivel", "una sola planta", "one single level".
  if (/^(solo|sola|single)$/.test(tokens[j]?.low ?? '') && /^(un|una|one)$/.test(tokens[j - 1]?.low ?? ''))
    return { n: 1, from: j - 1 };
  const t = tokens[j];
  if (!t) return null;
  if (t.kind === 'num' && !t.money && Number.isInteger(t.value) && t.value >= 1 && t.value <= 5)
    return { n: t.value, from: j };
  return null;
};

const storyFacts = (tokens: readonly Token[]): Fact[] => {
  const out: Fact[] = [];
  tokens.forEach((t, i) => {
    // A description's "upstairs" says the home has more than one story, however many.
    if (t.low === 'upstairs' || t.low === 'downstairs') {
      out.push({ from: i, next: i + 1, key: 'stories', value: 'multi', listedOnly: true });
      return;
    }
    if (!STORY.test(t.low)) return;
    // "pisos" counts stories only after a count, and never in "pisos de madera" (floors).
    const after = tokens[i + 1]?.low ?? '';
    if (NOT_THE_HOME.test(after) && !(after === 'living' && /^level$/.test(t.low))) return;
    if (LAND_AFTER.test(after)) return;
    const prev = tokens[i - 1]?.raw === '-' ? tokens[i - 2] : tokens[i - 1];
    const kind = KINDS[prev?.low ?? ''];
    if (kind && /^levels?$/.test(t.low)) {
      out.push({ from: tokens.indexOf(prev!), next: i + 1, key: 'stories', value: kind });
      return;
    }
    const c = countAt(tokens, i);
    if (!c) return;
    out.push({ from: c.from, next: i + 1, key: 'stories', value: c.n });
  });
  return out;
};

export const STORIES_KIND: FactKind = {
  feature: 'stories',
  triggers: TRIGGERS,
  read: storyFacts,
  agree: (p, l) => p.value === l.value || (l.value === 'multi' && p.value !== 1),
  show: (f) =>
    typeof f.value === 'number' ? `${f.value}-story` : f.value === 'multi' ? 'upstairs' : String(f.value),
  noun: 'how many stories the home has',
};

export const readStories = readerOf(STORIES_KIND);
