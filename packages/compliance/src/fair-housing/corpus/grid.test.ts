import { describe, expect, it } from 'vitest';
import { FREEFORM_1 } from './freeform-1';
import { GRID_HOPA, GRID_VIOLATIONS } from './grid';
import { GRID_EVASION_LOOKALIKES, GRID_EVASIONS } from './grid-evasions';
import { GRID_CHILD_LIMITS, GRID_HARD, GRID_SPANISH } from './grid-hard';
import { GRID_LOOKALIKES } from './grid-lookalikes';
import { GRID_PORTUGUESE, GRID_REGISTER_LOOKALIKES, GRID_REGISTERS } from './grid-registers';
import { GRID_CLASSES } from './grid-tables';
import { GRID_WORDS } from './grid-words';
import { measure } from './measure';

// The stress grid stays fixed: every class × word × construction is caught with its severity, and the
// same frames about things raise nothing. A miss lists the sentence, so a regression names its family.
const missed = (m: ReturnType<typeof measure>) => m.misses.filter((x) => !x.startsWith('warn → block'));

describe('the stress grid', () => {
  it('crosses all thirteen classes with every construction, and has a look-alike half', () => {
    expect(new Set(GRID_VIOLATIONS.map((s) => s.category)).size).toBe(GRID_CLASSES.length);
    expect(GRID_CLASSES.length).toBe(13);
    expect(GRID_VIOLATIONS.length).toBeGreaterThan(5000);
    expect(GRID_LOOKALIKES.length).toBeGreaterThan(500);
  });

  it('blocks every exclusion and catches every preference, suits phrase and description', () => {
    const m = measure(GRID_VIOLATIONS);
    expect(missed(m)).toEqual([]);
    expect(m.violations_caught_pct).toBe(100);
    expect(m.exclusions_blocked_pct).toBe(100);
  }, 60_000);

  it('blocks an exclusion of older people and warns on a preference for them (HOPA)', () => {
    expect(missed(measure(GRID_HOPA))).toEqual([]);
  });

  // First contact of the second half (before any rule change for it): hard 93.4% caught, 89.3% blocked;
  // child limits and Spanish 100%. Its misses became grammar (commit message of the change).
  it('catches the shapes the blind sets missed, crossed with every class, and Spanish', () => {
    for (const set of [GRID_HARD, GRID_CHILD_LIMITS, GRID_SPANISH]) {
      const m = measure(set);
      expect(missed(m)).toEqual([]);
      expect(m.exclusions_blocked_pct).toBe(100);
    }
  }, 60_000);

  // First contact of the vocabulary breadth: 65.6% caught, 72% blocked (a list bug aside, 72.5%): impairments
  // by name, stages of childhood, decades of age, "parents of", "two moms". Known misses left: "people with
  // custody of children", "vets" before a verb (also veterinarians), "service members on orders preferred".
  it('names each class in many more words than the construction grid, in the core constructions', () => {
    const m = measure(GRID_WORDS);
    expect(m.violations_caught_pct).toBeGreaterThanOrEqual(99);
    expect(m.exclusions_blocked_pct).toBeGreaterThanOrEqual(99);
  }, 60_000);

  // First contact of the evasions: 84% caught, 80.4% blocked (spaced and hyphenated letters, "Nooo").
  // Known misses left: multi-word class phrases spelled out ("p e o p l e  o f  c o l o r", #NoDarkskinned…).
  it('sees through capitals, spacing, hyphens, dots, stretching, emoji, hashtags and leet', () => {
    const m = measure(GRID_EVASIONS);
    expect(m.exclusions_blocked_pct).toBeGreaterThanOrEqual(98);
    expect(measure(GRID_EVASION_LOOKALIKES).misses).toEqual([]);
  });

  // First contact of the registers: 90.1% caught, 85.5% blocked ("FAQ … Unfortunately not.", fillers);
  // Portuguese 16.7% caught, 0% blocked (no Portuguese words). Both now 100%.
  it('reads lease clauses, FAQs, chat, voicemail transcripts and Portuguese', () => {
    for (const set of [GRID_REGISTERS, GRID_PORTUGUESE]) expect(missed(measure(set))).toEqual([]);
    expect(measure(GRID_REGISTER_LOOKALIKES).misses).toEqual([]);
  });

  // Free wording, not from the templates (freeform-1.ts): first contact 70.6% caught, 58.6% blocked.
  it('reaches free wording that no template made', () => {
    const m = measure(FREEFORM_1);
    expect(m.violations_caught_pct).toBeGreaterThanOrEqual(91);
    expect(m.exclusions_blocked_pct).toBeGreaterThanOrEqual(93);
    expect(m.false_alarms_pct).toBe(0);
  });

  it('raises no finding on the same frames about things or on class words naming things', () => {
    const m = measure(GRID_LOOKALIKES);
    expect(m.misses).toEqual([]);
    expect(m.false_alarms_pct).toBe(0);
  });
});
