import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const worst = (text: string) => {
  const f = checkFairHousingRules(text);
  return f.some((x) => x.severity === 'block') ? 'block' : f.length > 0 ? 'warn' : 'ok';
};

describe('comfort steering and area make-up (comfort-steering.ts), congregation preference (religious-membership.ts)', () => {
  it('warns when a class is said to be more at ease in a named place', () => {
    for (const text of [
      'In my experience, families with toddlers are generally more comfortable in the Elm Park school district.',
      'Buyers with disabilities usually feel more at home in Cedar Hills than in Rockport.',
      'Seniors tend to be happier in Lakeview, so that is where I would start.',
    ])
      expect(worst(text), text).toBe('warn');
  });

  it('blocks a neighbourhood described by its residents and a preference to a congregation', () => {
    for (const text of [
      'They moved to an almost all-white suburb.',
      'The subdivision has remained overwhelmingly Hispanic.',
      'Our neighbors are still mostly Orthodox Jewish.',
      'Priority for parishioners of St. Anne, apply early.',
      'Synagogue members receive a discount on the first month.',
    ])
      expect(worst(text), text).toBe('block');
  });

  it('leaves colours, amenities and neutral remarks alone', () => {
    for (const text of [
      'A mostly white kitchen with black hardware.',
      'The street is mostly white colonials and brick ranches.',
      'White picket fences line an all-white street of cottages.',
      'Families with kids love the fenced yard.',
      'Many of my clients feel more at ease in a condo than in a house.',
      'Kids are happier in a home with a yard.',
      'The neighborhood is all ages and very walkable.',
      'The town is mostly Catholic churches and old mills.',
      'The village is mostly Irish pubs and bakeries.',
      'Preference goes to residents of the 5th ward.',
      'HOA members get a discount on the clubhouse.',
    ])
      expect(worst(text), text).toBe('ok');
  });
});
