import { describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';
import { untoldStretches } from './untold-makeup';

const outcome = (text: string) => outcomeOf(checkFairHousingRules(text));

// 24 CFR §100.70(c); NAR SoP 10-1: declining to describe who lives there is the lawful answer.
describe('a description of residents an agent declines to give (untold-makeup.ts)', () => {
  it.each([
    "I can't tell you whether other families with children live in the building, but here's the school district's boundary map.",
    "Sorry, I can't tell you how many immigrants live on the block. We don't track or discuss that.",
    "We don't discuss whether Hispanic families live in the neighborhood; here's the city's data portal.",
    "I'm not allowed to say if a lot of retirees live on this street.",
    'No puedo decirle cuántas familias con niños viven en el edificio.',
  ])('leaves alone %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });

  it.each([
    // The same descriptions said, not declined.
    'Lots of immigrants live on the block.',
    'Mostly families with children live in the building.',
    // A refusal to tell beside a limit: the limit stays.
    "I can't tell you why, but no families with children.",
    // A refusal in one sentence does not reach the next.
    "I can't tell you much yet. Lots of immigrants live on the block.",
  ])('still finds %s', (text) => {
    expect(outcome(text)).not.toBe('ok');
  });

  it('reads from the refusal to the end of its sentence', () => {
    const text = "Hi! I can't tell you who lives there. Call me.";
    expect(untoldStretches(text).map(([a, b]) => text.slice(a, b))).toEqual([
      "I can't tell you who lives there",
    ]);
    expect(untoldStretches("I'm able to tell you about the schools.")).toEqual([]);
  });
});
