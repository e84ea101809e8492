import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => [f.category, f.severity]);

// 24 CFR §109.20(b), 42 U.S.C. §3604(c); HUD 1995 memo: landmarks and kitchens describe the property.
describe('religious observance as who is wanted', () => {
  it('blocks observance required or preferred, in any wording', () => {
    for (const text of [
      'Must be religiously observant.',
      'Roommate should be practicing.',
      'Looking for a shomer Shabbos roommate.',
      'Seeking a shomeret Shabbat female roommate.',
      'Must be Sabbath observant.',
      'Ideally a frum family.',
      'Tenant should be a practicing Christian.',
      'Someone who keeps kosher preferred.',
      'Must be an observant Jew.',
      'Practicing Catholics preferred.',
      'Churchgoing tenants only.',
      'Must attend Shabbat services.',
      'Tenants should keep the Sabbath.',
      'Looking for a God-fearing, churchgoing roommate.',
      'Observant Jewish family preferred.',
      'Ideal for a Torah-observant family.',
      'Sabbath keepers preferred.',
    ])
      expect(found(text), text).toContainEqual(['religion', 'block']);
  });

  it('leaves kosher kitchens, houses of worship nearby and practising an instrument', () => {
    for (const text of [
      'Kosher kitchen with two sinks.',
      'Kosher-style kitchen with double sinks.',
      'Walking distance to the synagogue and church.',
      'Kosher kitchen, Shabbat elevator, eruv.',
      'Practicing piano allowed until 9pm.',
      'Practicing musicians welcome; soundproof studio.',
      'Devoted property manager on site.',
      'Shabbat services are held at the synagogue down the street.',
      'Halal market and kosher deli nearby.',
    ])
      expect(found(text), text).toEqual([]);
  });

  it('keeps "ideal for / perfect for <people>" a warning (HUD 1995 memo: describe the property)', () => {
    for (const text of ['Ideal for a young professional couple.', 'Perfect for empty nesters.'])
      expect(found(text), text).toEqual([['familial_status', 'warn']]);
    expect(found('Ideal for entertaining.')).toEqual([]);
  });
});
