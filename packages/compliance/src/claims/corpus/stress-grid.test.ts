import { describe, expect, it } from 'vitest';
import { measureClaims } from './measure';
import { stressGrid } from './stress-grid';

// Issue 26: the generated grid (every listing × every fact × every notation, true and wrong) must be
// read in full: a notation read for one listing and not another, or right and not wrong, fails here.
describe('claim stress grid', () => {
  // ~8,000 posts: a few seconds alone, longer on a shared machine.
  const grid = stressGrid();

  it('covers every listing with thousands of true and wrong posts', () => {
    expect(grid.length).toBeGreaterThan(4000);
    expect(grid.filter((c) => c[2] === '').length).toBeGreaterThan(2500);
    expect(new Set(grid.map((c) => c[0])).size).toBe(15);
  });

  it('blocks every wrong value and flags no true one', () => {
    const m = measureClaims(grid);
    expect(m.misses.slice(0, 10)).toEqual([]);
    expect(m.caught_pct).toBe(100);
    expect(m.false_alarms_pct).toBe(0);
  }, 60_000);
});
