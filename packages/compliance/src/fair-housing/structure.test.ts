import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) =>
  checkFairHousingRules(text, { state: 'NY' }).map((f) => [
    f.category,
    f.severity,
    (f.rule ?? '').split('/')[0],
  ]);

describe('class mention + directive of exclusion', () => {
  it('blocks a mention followed anywhere in its sentence by a negative directive', () => {
    expect(
      found('Hmong renters, after much thought the landlord has chosen to go in another direction.'),
    ).toEqual([['national_origin', 'block', 'mention-redirect']]);
    expect(found('Coast guard members — regretfully, not at this time.')).toEqual([
      ['military_status', 'block', 'mention-sorry-no'],
    ]);
  });

  it('answers a mention asked alone with the next sentence', () => {
    expect(found('Quakers?? Nah.')).toEqual([['religion', 'block', 'mention-bare-no']]);
    expect(found('Do you observe Sikhism? This duplex will not suit you.')).toEqual([
      ['religion', 'block', 'mention-not-for-you'],
    ]);
  });

  it('lets a contrast take back a welcome, and "if so" point back at the question', () => {
    expect(
      found("Immigrant families are welcome to look, but the owner won't sign with them."),
    ).toContainEqual(['national_origin', 'block', 'mention-cannot-rent-to-you']);
    expect(found("Kids are welcome; we can't accept cosigners.")).toEqual([]);
    expect(found("Do you have a housing voucher? If so, unfortunately this one won't be possible.")).toEqual([
      ['source_of_income', 'block', 'mention-not-possible'],
    ]);
    // A class adjective asked alone is asked of the reader; an ambiguous one ("White?") is not.
    expect(found("Pregnant? Sorry, you'll have to look somewhere else.")).toEqual([
      ['familial_status', 'block', 'mention-redirect'],
    ]);
    expect(found('White? Beige? Pick your paint, the owner will look elsewhere for a painter.')).toEqual([]);
  });

  it('reads a prohibition sign beside a mention as its directive', () => {
    expect(found('⛔ Bisexuals')).toEqual([['sexual_orientation', 'block', 'mention-prohibition-sign']]);
  });

  it('takes object directives before the mention', () => {
    expect(found('Leases strictly to fellow Mennonites.')).toEqual([
      ['religion', 'block', 'mention-only-to'],
    ]);
    expect(found('Occupants should be entirely free of cognitive impairments.')).toEqual([
      ['handicap', 'block', 'mention-must-lack'],
    ]);
  });

  it('stays quiet when the directive is about something else, or the mention alone describes', () => {
    expect(found('Toddlers will adore the yard; sadly, not the place for a trampoline.')).toEqual([]);
    expect(found('Grandparents visiting? Sorry, no overnight parking.')).toEqual([]);
    expect(found('Families: offers are not accepted after Friday.')).toEqual([]);
    expect(found('Veterans, thank you for your service! Open house Sunday.')).toEqual([]);
    expect(found('Near the Lutheran church; sorry, no pets.')).toEqual([]);
  });
});

describe('an income source asked of the reader and answered "if yes"', () => {
  const inNJ = (t: string) => checkFairHousingRules(t, { state: 'NJ' }).map((f) => [f.category, f.severity]);
  it('blocks "your rent paid by X? If yes, do not apply"', () => {
    expect(
      inNJ(
        'Will any part of your rent be paid by a housing subsidy or voucher? If yes, please do not apply.',
      ),
    ).toEqual([['source_of_income', 'block']]);
    expect(inNJ('Do you have kids? If yes, please do not apply.')).toEqual([['familial_status', 'block']]);
  });
  it('leaves a welcome of the same income source clean', () => {
    expect(inNJ('Is your rent paid by a voucher? We accept all lawful sources of income.')).toEqual([]);
    expect(inNJ('Your rent can be paid by a voucher.')).toEqual([]);
  });
});
