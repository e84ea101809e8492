import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) =>
  checkFairHousingRules(text, { state: 'NY' }).map((f) => [
    f.category,
    f.severity,
    (f.rule ?? '').split('/')[0],
  ]);

describe('refusals said as outcomes (outcome-frames.ts) joined to a class mention', () => {
  it('blocks a requirement not to be of the class and a wish for someone who lacks it', () => {
    expect(found('Applicants must not be pregnant at move-in.')).toEqual([
      ['familial_status', 'block', 'mention-must-not-be'],
    ]);
    // A negated relative clause is part of the subject (subjects.ts), so the preference pattern reads it.
    expect(found("Looking for a tenant who doesn't have little ones running around.")).toEqual([
      ['familial_status', 'block', 'seek'],
    ]);
    expect(found('Applicants must not have been evicted in the last five years.')).toEqual([]);
  });

  it("reads the reader's own household, aid or language as a second-person mention", () => {
    expect(found('Your kids would be miserable here; maybe try the suburbs.')).toContainEqual([
      'familial_status',
      'block',
      'mention-out-of-place',
    ]);
    expect(found('Is English your second language? This may not be the best building for you.')).toEqual([
      ['national_origin', 'block', 'mention-not-the-place'],
    ]);
    expect(found('Your kids will love the playground across the street.')).toEqual([]);
  });

  it('reads reluctance, unlikelihood and a refusal in the progressive as refusals', () => {
    expect(
      found('Young families tend not to stay long, so the owner is hesitant to rent to them.'),
    ).toContainEqual(['familial_status', 'block', 'mention-cannot-rent-to-you']);
    expect(found('Buddhists and Hindus are unlikely to be approved by the board.')[0]).toEqual([
      'religion',
      'block',
      'mention-not-accepted',
    ]);
    expect(found('Are you a veteran? Unfortunately, the owner is declining.')).toEqual([
      ['military_status', 'block', 'mention-refuse'],
    ]);
  });

  it('reads a decision against, a lack in the person wanted, and a choice already made', () => {
    expect(found('The property owner has decided against renting to anyone with young kids.')).toEqual([
      ['familial_status', 'block', 'mention-refuse-object'],
    ]);
    expect(found("Our ideal resident doesn't have children and works from home.")).toEqual([
      ['familial_status', 'block', 'mention-who-lacks'],
    ]);
    expect(found('Dads with kids — sorry, owner already chose a young professional.')).toContainEqual([
      'familial_status',
      'block',
      'mention-already-chosen',
    ]);
    expect(found('The property owner has decided against repainting the exterior.')).toEqual([]);
    expect(found('Sorry, owner already chose a buyer.')).toEqual([]);
  });

  it('blocks "no longer" + let verb and "won\'t work for" before the people', () => {
    expect(found('Units may no longer be leased to households with minor children.')).toEqual([
      ['familial_status', 'block', 'mention-refuse-object'],
    ]);
    expect(found("The upstairs unit won't work for anyone with kids or a baby on the way.")).toEqual([
      ['familial_status', 'block', 'mention-not-work-for'],
    ]);
    expect(found("The galley kitchen won't work for a large dining table.")).toEqual([]);
  });
});
