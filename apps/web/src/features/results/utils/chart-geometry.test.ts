import { describe, expect, it } from 'vitest';
import { barLayout, niceMax } from './chart-geometry';

describe('chart geometry', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 48, 51, 999].map(niceMax)).toEqual([1, 1, 5, 10, 20, 50, 100, 1000]);
  });

  it('scales bars to the box', () => {
    const layout = barLayout(
      [
        { clicks: 10, leads: 2 },
        { clicks: 5, leads: 0 },
      ],
      200,
      100,
    );
    expect(layout.max).toBe(10);
    expect(layout.slot).toBe(100);
    expect(layout.bars).toEqual([
      { x: 0, clicks: 100, leads: 20 },
      { x: 100, clicks: 50, leads: 0 },
    ]);
  });
});
