import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: Chinese bedroom counts (okeefe: 2 beds; lee-marie: 4 beds).
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}:${f.claim}`);

describe('Chinese bedroom counts', () => {
  it('reads a numeral before 房 as bedrooms against the listing', () => {
    expect(found('Menlo Park 三房 townhouse, 近 Caltrain.', 'okeefe')).toEqual(['beds:block:三房']);
    expect(found('Menlo Park 2房 townhouse, 近 Caltrain.', 'okeefe')).toEqual([]);
    expect(found('Charlotte 四房两卫, 学区好.', 'lee-marie')).toEqual([]);
  });

  it('reads no count in 房 words of their own, or in a count of listings', () => {
    expect(found('房东直租, 房租 $2,900.', 'okeefe').filter((f) => f.startsWith('beds'))).toEqual([]);
    expect(found('本周有两套房 open house.', 'okeefe').filter((f) => f.startsWith('beds'))).toEqual([]);
  });
});

describe('Chinese feature words', () => {
  const features = (text: string) =>
    checkClaims(text, LISTINGS.cypress, { now: new Date('2026-06-01T00:00:00Z') })
      .filter((f) => f.feature)
      .map((f) => `${f.feature}:${f.severity}`);

  it('reads a pool, a fireplace and a garage as the English words are judged', () => {
    expect(features('哥伦布三房好房, 带壁炉和游泳池!')).toEqual(['fireplace:warn', 'pool:warn']);
    expect(features('88 S Cypress Ave, 车库很大。')).toEqual([]);
  });

  it('reads a parking space and a balcony, once where an English gloss follows', () => {
    // cypress: a two-car garage (parking), a fenced lot (yard); no balcony or elevator.
    expect(features('两个停车位, 还有阳台。')).toEqual(['balcony:warn']);
    expect(features('带后院 backyard 和电梯 elevator!')).toEqual(['elevator:warn']);
  });

  it('reads no feature after a denial, and the community pool as the community’s', () => {
    expect(features('没有泳池, 也没有地下室。')).toEqual([]);
    expect(features('小区内有社区泳池。')).toEqual(['community_pool:warn']);
  });
});

describe('the 室/厅/卫 layout and 卧 alone', () => {
  it('counts bedrooms in "两室一卫" and "4卧2卫"', () => {
    const l = LISTINGS['maple-grove'];
    const now = new Date('2026-01-05');
    expect(checkClaims('南奥斯汀独栋，5室2厅2卫。', l, { now }).map((f) => f.claim)).toEqual(['5室']);
    expect(checkClaims('单层独栋，5卧2卫。', l, { now }).map((f) => f.claim)).toEqual(['5卧']);
    expect(checkClaims('单层独栋，3卧2卫，会议室2间。', l, { now })).toEqual([]);
  });
});
