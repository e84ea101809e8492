import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';
import { inclusiveClauses } from './inclusive';

const found = (text: string) => checkFairHousing(text, { state: 'NY' }).map((f) => [f.category, f.severity]);

describe('inclusive clauses', () => {
  it('finds a welcome said to everyone or to a list joined by "all"', () => {
    expect(inclusiveClauses('families , singles and retirees are all welcome')).toHaveLength(1);
    expect(inclusiveClauses('everyone welcome | open house sunday')).toEqual([[0, 17]]);
    expect(inclusiveClauses('all welcome except kids')).toEqual([]);
    expect(inclusiveClauses('seniors welcome')).toEqual([]);
  });

  it('raises nothing on an inclusive list and keeps an exception or a lone welcome', () => {
    expect(found('Families, singles and retirees are all welcome to tour Saturday.')).toEqual([]);
    expect(found('Kids, couples, roommates and seniors are all encouraged to apply.')).toEqual([]);
    expect(found('Everyone is welcome, whatever their faith.')).toEqual([]);
    expect(found('All are welcome except families with kids.')).toContainEqual(['familial_status', 'block']);
    expect(found('Christians welcome.')).toEqual([['religion', 'warn']]);
  });
});
