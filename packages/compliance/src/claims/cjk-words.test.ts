import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';
import { tokenize } from './tokenize';

// Issue 26: Chinese and Korean fact words read as the English words the readers know.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('Chinese and Korean fact words', () => {
  it('reads a year built, a ZIP and a lot in Chinese', () => {
    // lee-marie: built 2016, ZIP 28269, lot 6,534 sq ft (0.15 acres).
    const lee = LISTINGS['lee-marie'];
    expect(found('夏洛特好房，建于2011年，邮编28262。', lee)).toEqual([
      'year_built:block',
      'address.postal_code:block',
    ]);
    expect(found('夏洛特好房，建于2016年，邮编28269。', lee)).toEqual([]);
    expect(found('独立屋，占地2英亩，后院大。', lee)).toEqual(['lot_size:block']);
  });

  it('reads bedrooms, a year, an area and a deposit in Korean', () => {
    // larkspur: 2 bedrooms, built 1962, 940 sq ft, for rent, no deposit named.
    const lark = LISTINGS.larkspur;
    expect(found('덴버 아파트 임대: 침실 3개, 1970년 건축.', lark)).toEqual([
      'beds:block',
      'year_built:block',
    ]);
    expect(found('덴버 아파트 임대: 침실 2개, 1962년 건축.', lark)).toEqual([]);
    expect(found('약 40㎡ 원룸 느낌.', lark)).toEqual(['living_area_sqft:block']);
    expect(found('보증금 $900 필요.', lark)).toEqual(['feature:deposit:warn']);
  });

  it('leaves the same characters alone where they are no fact word', () => {
    // "预约" (an appointment) is no "about"; a month after "年" is a date, not a build.
    expect(tokenize('欢迎预约看房').some((t) => t.kind === 'word')).toBe(false);
    expect(found('2019년 8월 입주 가능.', LISTINGS.larkspur)).toEqual([]);
  });
});

describe('a status and an age said in Chinese or Japanese', () => {
  // okeefe: for sale, built 1983. dean-keeton: for rent.
  it('reads "已售出" and "已出租" as the status they say', () => {
    expect(found('门洛帕克 165 Okeefe St #11 已售出！', LISTINGS.okeefe)).toEqual(['status:block']);
    expect(found('710 E Dean Keeton St #111 已租出。', LISTINGS['dean-keeton'])).toEqual(['status:block']);
    // A sale of the listing's own kind is its status: nothing to flag.
    expect(found('7718 NE 183rd St 已售出。', LISTINGS['ne-183rd'])).toEqual([]);
  });

  it("reads the home's age after its label as a year built", () => {
    expect(found('房龄约20年的联排别墅。', LISTINGS.okeefe)).toEqual(['year_built:block']);
    expect(found('築42年のタウンハウス。', LISTINGS.okeefe)).toEqual([]);
    // A count of years with no age label is no age ("10年贷款": a 10-year loan).
    expect(found('可办10年贷款。', LISTINGS.okeefe)).toEqual([]);
  });
});

describe('Hindi fact words', () => {
  // lee-marie: 4 beds, 1,704 sq ft, built 2016, no pool named.
  it('reads counts, sizes, a year and a pool', () => {
    expect(found('4 बेडरूम, 1,704 वर्ग फुट, 2016 में बना।', LISTINGS['lee-marie'])).toEqual([]);
    expect(found('3 बेडरूम, बड़ा पूल।', LISTINGS['lee-marie'])).toEqual(['beds:block', 'feature:pool:warn']);
    // A word that only contains the letters of "पूल" is no pool ("पूला", a bundle).
    expect(found('घास का पूला।', LISTINGS['lee-marie'])).toEqual([]);
  });
});
