import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: Russian, Arabic, Korean, Chinese, Tagalog and Portuguese room counts, years and features.
const now = new Date('2026-06-01T00:00:00Z');
const keys = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}`);

describe('posts in more languages', () => {
  it('reads Russian bedroom counts, spelled or in figures, and the year built', () => {
    expect(keys('Уютный дом, 5 спален и сад.', 'maple-grove')).toEqual(['beds:block']);
    expect(keys('Уютный дом, 3 спальни и сад.', 'maple-grove')).toEqual([]);
    expect(keys('Квартира с двумя спальнями в центре.', 'e-9th')).toEqual(['beds:block']);
    expect(keys('Квартира с одной спальней: тихий двор.', 'e-9th')).toEqual([]);
    expect(keys('Здание построено в 1990 году.', 'okeefe')).toEqual(['year_built:block']);
    expect(keys('Здание построено в 1983 году.', 'okeefe')).toEqual([]);
  });

  it('reads Arabic bedroom counts', () => {
    expect(keys('فيلا واسعة، 6 غرف نوم وحديقة.', 'marble-creek')).toEqual(['beds:block']);
    expect(keys('فيلا واسعة، 4 غرف نوم وحديقة.', 'marble-creek')).toEqual([]);
  });

  it('reads Korean rooms, pool and land', () => {
    expect(keys('원룸 아님! 방 4개, 주차 가능.', 'larkspur')).toEqual(['beds:block']);
    expect(keys('방문 환영, 방 2개.', 'larkspur')).toEqual([]);
    expect(keys('단지 안에 수영장 완비.', 'larkspur')).toEqual(['description:warn']);
    expect(keys('대지 9,000평방피트의 넓은 집.', 'ocean-front-walk')).toEqual(['lot_size:block']);
  });

  it('reads Chinese 居室 and 卧室 as bedroom counts', () => {
    expect(keys('三居室公寓，采光好。', 'okeefe')).toEqual(['beds:block']);
    expect(keys('两居室公寓，采光好。', 'okeefe')).toEqual([]);
    expect(keys('共5间卧室。', 'okeefe')).toEqual(['beds:block']);
    expect(keys('主卧室朝南。', 'okeefe')).toEqual([]);
  });

  it('reads a Tagalog year built and a Portuguese basement', () => {
    expect(keys('Maluwag na bahay, itinayo noong 2001.', 'okeefe')).toEqual(['year_built:block']);
    expect(keys('Maluwag na bahay, itinayo noong 1983.', 'okeefe')).toEqual([]);
    expect(keys('Casa com porão e quintal.', 'okeefe')).toEqual(['description:warn']);
  });

  it('reads a Chinese private terrace and French parking', () => {
    expect(keys('南向公寓，私家露台。', 'okeefe')).toEqual(['description:warn']);
    expect(keys('Stationnement inclus pour une voiture.', 'e-9th')).toEqual(['description:warn']);
    // larkspur's description names its reserved parking space.
    expect(keys('Une place de parking réservée.', 'larkspur')).toEqual([]);
  });
});

describe('Arabic square feet, Russian possibilities, Spanish new roofs', () => {
  it('reads an Arabic area in square feet', () => {
    expect(keys('بيت بمساحة 1,864 قدمًا مربعًا.', 'maple-grove')).toEqual(['living_area_sqft:block']);
    expect(keys('بيت بمساحة 1,684 قدم مربع.', 'maple-grove')).toEqual([]);
  });

  it('reads what the code allows as no feature, and a roof new in a year', () => {
    expect(keys('Участок позволяет построить бассейн.', 'maple-grove')).toEqual([]);
    expect(keys('Можно построить гараж.', 'maple-grove')).toEqual([]);
    expect(keys('Casa con techo nuevo del 2019.', 'maple-grove')).toEqual(['description:block']);
    expect(keys('Casa con techo nuevo del 2022.', 'maple-grove')).toEqual([]);
  });
});
