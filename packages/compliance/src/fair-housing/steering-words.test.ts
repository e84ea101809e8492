import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => [f.category, f.severity]);

// 24 CFR §100.70(c): steering by words about who lives in a neighborhood.
describe('in-group coded words', () => {
  it('blocks "your kind", "people like us", "more comfortable with your own"', () => {
    for (const text of [
      'We think you would be happier with your own people.',
      'This neighborhood is not for your kind.',
      'People like you usually prefer the east side.',
      'Mostly people like us around here.',
      "You'd be more comfortable with your own.",
      'A neighborhood of your own kind.',
      'Your people live across the river.',
      'Folks like us have lived here for generations.',
      'You might feel more at home among your own kind over in Eastwood.',
      'Honestly, folks like you would be more comfortable across town.',
      'You would fit in better with your own over in Riverside.',
      "It's mostly people like us on this block.",
      "We don't get your kind around here.",
      'Surrounded by people like us.',
      "People like you don't usually live in this neighborhood.",
      'People like you are better off in the north end.',
      "We're a community of people like us.",
      'Try the south side, where your people are.',
      'Not really your crowd here.',
      "It's more your people over in Eastwood.",
      'Folks of your background would prefer Eastside.',
      'Honestly, your kind of people would be happier elsewhere.',
      "We'd prefer folks like us.",
      'People like you tend to prefer the suburbs.',
      'A neighborhood for your kind of family is across the tracks.',
      'People like yourself would fit in better on the other side of town.',
      'You would be more comfortable in a neighborhood with your own people.',
    ])
      expect(found(text), text).toEqual([['race', 'block']]);
    expect(checkFairHousingRules('Your kind are not welcome here.')[0]!.reason).toMatch(/24 CFR §100\.70/);
  });

  it('leaves "your own" of things, "your kind of place", and "people like you who …"', () => {
    for (const text of [
      'We think you will love this home.',
      'People like you and me deserve a great kitchen.',
      'Make it your own.',
      'A place of your own.',
      'Your own private yard.',
      'Bring your people over for a barbecue on the big deck.',
      'Feels like home to people like you who love gardening.',
      "It's your kind of place: quiet, green, close to transit.",
      'Folks like us love the farmers market too, and so will you.',
      'Bring your own furniture.',
      'Homes like yours sell fast.',
      'Feel at home with your own private entrance.',
      "You'll feel comfortable with your own parking space and yard.",
      'Relax at home with your own hot tub.',
      'We help people like you find their dream home.',
      'Buyers like you love this neighborhood.',
      'Great room walls painted in your own colors.',
      'Your crowd will love the rooftop deck for parties.',
      'Great for folks who love to garden.',
      'Your own kind of luxury awaits.',
    ])
      expect(found(text), text).toEqual([]);
  });
});
