import { type Draft, makeFinding } from './findings';
import { allMatches } from './match-all';
import { NUMBER, numberValue } from './number-words';
import type { StandaloneRule } from './standalone-rules';

/**
 * Occupancy caps stricter than HUD's standard. The Keating memorandum (HUD, "Fair Housing
 * Enforcement — Occupancy Standards; Notice of Statement of Policy", 63 FR 70256, Dec. 18, 1998)
 * adopts "two persons per bedroom" as generally reasonable and says a stricter cap can be a pretext
 * for excluding families with children (42 U.S.C. §3604(c), §3602(k)); it is not an absolute rule
 * (room sizes, the unit's configuration and local codes count), so a cap one below the standard warns
 * and a cap further below blocks. The bedroom count is read from the same text; without one the cap
 * cannot be judged and warns; a cap said to follow a local code defers to it (the memo: "state and
 * local laws") and warns at most.
 */
export type OccupancyCap = { from: number; to: number; severity: 'block' | 'warn'; reason: string };

// A head count: a number then a word for the people living there ("2 people", "three occupants").
const HEADS = / (?:people|persons?|occupants?|residents?|tenants?|individuals?|adults?|humans|heads)\b/g;
// The cap said before the count: "max 2 people", "occupancy limited to two persons", "maximum
// occupancy | 4 persons" (a colon), "only 1 person may live here".
const CAP_BEFORE =
  /\b(?:max|maximum|occupancy(?: limit| cap| maximum| max)?(?: is| of)?|no more than|not more than|(?:not|never) (?:to )?exceed|exceed|occupied by more than|never more than|up to|at most|limit(?:ed)? (?:of|to)|limits? occupancy (?:to|at)|limit|restricted to|capped at|cap of|only)(?: of)?(?: \|)? $/;
// ... what may follow it ("may live here", "total", end of clause, "for our 2BR units" as a screening
// setting says it), or the cap said after the count.
const AFTER_CAPPED =
  /^(?: \||$| ,| (?:may|can|allowed|permitted|total|in|at|max|maximum|only|per|by|under|according|shall|will|for)\b)/;
// The cap said of a named home before the count: "maximum occupancy for our 3-bedroom, 2-bath house:
// two people", "occupancy limit in this unit is 2 persons" (the home between cap and count).
const CAP_FOR =
  /\b(?:max(?:imum)? occupancy|occupancy (?:limit|cap|maximum|max))(?: for| in| of| at) [^|]{1,50}? (?:is(?: \|)?|\||=) $/;
const CAP_AFTER = /^ (?:max|maximum|only|limit|at most|maximum occupancy|max occupancy)\b/;
const PER_BEDROOM = /^ (?:per|a|each|,) (?:bedroom|room)\b/;
const SINGLE_OCCUPANCY = /\bsingle occupancy\b/g;
const BEDROOMS = new RegExp(
  `\\b(${NUMBER}) ?(?:bedrooms?|beds?|br|brs|bd|bds|bdrm|bdrms|bdr|dormitorios|recamaras|habitaciones)\\b|\\b(?:bedrooms|beds|number of bedrooms)(?: \\|)? (${NUMBER})(?![a-z0-9])|\\bstudio\\b`,
  'g',
);
// A clause about furniture, parking or short stays counts seats or guests, not residents.
const NOT_RESIDENTS =
  /\b(?:seats?|seating|sleeps|accommodates|fits|holds|capacity|table|tub|spa|hot tub|pool|jacuzzi|sauna|parking|cars?|vehicles?|guests?|visitors?|elevator|garage|dining|theater|theatre|boat|golf cart|party|parties|event|events|gatherings?|clubhouse|clubroom|lounge|hall|gym|fitness|community room)\b/;
const BARE_CAP = new RegExp(
  `\\b(?:(?:caps?|capped|limits?|limited|sets?) (?:the )?household size (?:at|to)|max(?:imum)? occupancy|occupancy (?:limit|cap|max|maximum)|max(?:imum)? (?:number of )?(?:occupants|persons|people|residents)(?: allowed)?|(?:occupants|occupancy)(?: \\|)? (?:no more than|not more than|max(?:imum)?|up to|at most))(?: is| of)?(?: \\|)? (${NUMBER})(?![a-z0-9]| (?:sq|square|feet|ft|cars?|vehicles?|pets?|dogs?|cats?|bedrooms?|beds?|br|baths?|people|persons?|occupants?|residents?|tenants?|individuals?|adults?|humans|heads)\\b)`,
  'g',
);
// "2 per bedroom plus one", "two persons per bedroom": a stated per-bedroom policy of two or more is
// the standard itself, and the totals said beside it follow from it.
const TWO_PER_BEDROOM =
  /\b(?:two|2|three|3) (?:persons? |people |occupants? |adults? )?(?:per|a|each) bedroom\b/;
const ROOM_RENTAL =
  /\b(?:rooms? for rent|rooms? to rent|rent a room|private room|furnished room|room available|bedroom for rent|roommates?|housemates?|shared (?:house|home|apartment|flat)|room in (?:a|my|our|the))\b/;
const CODE =
  /\b(?:city|county|local|state|fire|housing|building) (?:code|ordinance|law)s?\b|\bby law\b|\bordinance\b/;

const clauseOf = (s: string, at: number) => {
  const a = s.lastIndexOf('|', at) + 1;
  const b = s.indexOf('|', at);
  return s.slice(a, b === -1 ? s.length : b);
};

/** The text's largest bedroom count (a studio counts as one), or undefined. */
const bedroomsIn = (s: string): number | undefined => {
  let most: number | undefined;
  for (const m of allMatches(BEDROOMS, s)) {
    const said = m[1] ?? m[2];
    const n = said === undefined ? 1 : numberValue(said);
    if (n > 0 && n < 20 && (most === undefined || n > most)) most = n;
  }
  return most;
};

/** Cheap check first (engine.ts): a cap names a head count of residents or single occupancy. */
export const OCCUPANCY_NEEDS = [
  'household size',
  'people',
  'person',
  'occupan',
  'resident',
  'tenant',
  'individual',
  'adult',
  'humans',
  'heads',
];

/** The number said just before `at`: "2", "two", "twenty one", "two | 2 |" (words, then digits). */
const numberBefore = (s: string, at: number): { cap: number; from: number } | null => {
  let head = s.slice(Math.max(0, at - 30), at);
  const bracket = / \| \d{1,2} \|$/.exec(head);
  if (bracket) head = head.slice(0, -bracket[0].length);
  const words = head.split(' ');
  const last = words.at(-1) ?? '';
  const two = words.slice(-2).join(' ');
  const said = words.length > 1 && numberValue(two) > 20 ? two : last;
  const cap = numberValue(said);
  if (!(cap >= 0) || said === '') return null;
  return { cap, from: Math.max(0, at - 30) + head.length - said.length };
};

type Cap = { from: number; to: number; cap: number; perBedroom: boolean };

/** Every stated cap: a number of people with a cap word before or after it, or "single occupancy". */
const capsIn = (s: string): Cap[] => {
  const caps: Cap[] = [];
  for (const m of allMatches(HEADS, s)) {
    const at = m.index;
    const end = at + m[0].length;
    const said = numberBefore(s, at);
    if (!said) continue;
    const { cap, from } = said;
    const tail = s.slice(end, end + 30);
    const per = PER_BEDROOM.exec(tail);
    if (per) {
      caps.push({ from, to: end + per[0].length, cap, perBedroom: true });
      continue;
    }
    const head =
      CAP_BEFORE.exec(s.slice(Math.max(0, from - 40), from)) ??
      CAP_FOR.exec(s.slice(Math.max(0, from - 80), from));
    const after = CAP_AFTER.exec(tail);
    if (head && AFTER_CAPPED.test(tail))
      caps.push({ from: from - head[0].length, to: end, cap, perBedroom: false });
    else if (after) caps.push({ from, to: end + after[0].length, cap, perBedroom: false });
  }
  // "Max occupancy 2", "occupancy limit of 2 for this 3-bed": the number alone after the cap.
  // "Software caps household size at 2 for two-bedroom units" is a cap too.
  if (s.includes('occupan') || s.includes('number of') || s.includes('household size'))
    for (const m of allMatches(BARE_CAP, s)) {
      const cap = numberValue(m[1]!);
      if (cap > 0) caps.push({ from: m.index, to: m.index + m[0].length, cap, perBedroom: false });
    }
  for (const m of allMatches(SINGLE_OCCUPANCY, s))
    caps.push({ from: m.index, to: m.index + m[0].length, cap: 1, perBedroom: false });
  return caps;
};

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

export const occupancyCaps = (s: string): OccupancyCap[] => {
  const out: OccupancyCap[] = [];
  let beds: number | undefined | null = null;
  const caps = capsIn(s);
  if (caps.length === 0) return out;
  const roomLet = ROOM_RENTAL.test(s) || TWO_PER_BEDROOM.test(s);
  for (const c of caps) {
    if (!(c.cap > 0)) continue;
    const clause = clauseOf(s, c.from);
    const byCode = CODE.test(clause);
    const where = { from: c.from, to: c.to };
    if (c.perBedroom) {
      if (c.cap < 2)
        out.push({
          ...where,
          severity: byCode ? 'warn' : 'block',
          reason: `A cap of ${people(c.cap)} per bedroom is stricter than HUD's two persons per bedroom and limits families with children`,
        });
      continue;
    }
    if (NOT_RESIDENTS.test(clause) || /\bper (?:bedroom|room)\b/.test(clause)) continue;
    // A room let in a shared home is one bedroom for one person: its cap is no family's limit.
    if (roomLet) continue;
    if (beds === null) beds = bedroomsIn(s);
    if (beds === undefined) {
      // Nothing to judge against: a cap of a few people in a home of unknown size warns.
      if (c.cap <= 4 && !byCode)
        out.push({
          ...where,
          severity: 'warn',
          reason: `A cap of ${people(c.cap)} cannot be judged without the bedroom count; HUD's standard is two persons per bedroom, and a stricter cap limits families with children`,
        });
      continue;
    }
    const standard = 2 * beds;
    if (c.cap >= standard) continue;
    out.push({
      ...where,
      severity: c.cap < standard - 1 && !byCode ? 'block' : 'warn',
      reason: `A cap of ${people(c.cap)} for ${beds} bedroom${beds === 1 ? '' : 's'} is stricter than HUD's two persons per bedroom (${standard}) and limits families with children`,
    });
  }
  return out;
};

const OCCUPANCY_RULE: StandaloneRule = {
  id: 'occupancy-cap',
  category: 'familial_status',
  kind: 'prefer',
  source: 'keating1998',
  re: /$^/,
  needs: OCCUPANCY_NEEDS,
};

/** The findings of the caps in the normalised text `s`, placed in the original by `span`. */
export const occupancyDrafts = (
  s: string,
  common: { text: string; state: string | undefined },
  span: (from: number, to: number) => { start: number; end: number },
): Draft[] =>
  occupancyCaps(s).flatMap((c) => {
    const rule = { ...OCCUPANCY_RULE, severity: c.severity, reason: c.reason };
    const d = makeFinding({
      ...common,
      rule,
      kind: 'prefer',
      patternId: rule.id,
      source: rule.source,
      severity: c.severity,
      ...span(c.from, c.to),
    });
    return d ? [d] : [];
  });
