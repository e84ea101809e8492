import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (t: string, state = 'NY') =>
  checkFairHousing(t, { state }).map((f) => [f.category, f.severity]);

describe('screening inquiries (24 CFR §100.202(c); 42 U.S.C. §3604(c))', () => {
  it('blocks a question or a disclosure request about a protected characteristic', () => {
    expect(found('Are you currently pregnant?')).toEqual([['familial_status', 'block']]);
    expect(found('List any psychiatric medications you take.')).toEqual([['handicap', 'block']]);
    expect(found('Which temple does anyone in the household attend?')).toEqual([['religion', 'block']]);
    expect(found('¿Cuál es su país de origen?')).toEqual([['national_origin', 'block']]);
  });
  it('reads a yes/no form field after the attribute as a question', () => {
    expect(found('Mental illness in household (Y/N)')).toEqual([['handicap', 'block']]);
  });
  it('keeps the state severity of a state class', () => {
    expect(found('Please indicate your marital status.', 'NY')).toEqual([['marital_status', 'block']]);
    expect(found('Please indicate your marital status.', 'GA')).toEqual([['marital_status', 'warn']]);
  });
  it("leaves §100.202(c)'s allowed questions and plain questions clean", () => {
    expect(found('Do you need an accessible unit or another accommodation?')).toEqual([]);
    expect(found('Does anyone in the household qualify for the disability priority list?')).toEqual([]);
    expect(found('Do you want a home near your church?')).toEqual([]);
    expect(found('Do you have pets? (Y/N)')).toEqual([]);
  });

  it('reads a form question about the whole household, check boxes and "tell me" requests', () => {
    expect(
      found(
        'Q7: Do you or anyone who will live in the unit have a physical or mental disability? ☐ Yes ☐ No',
      ),
    ).toEqual([['handicap', 'block']]);
    expect(found('Mental illness ☐ Yes ☐ No')).toEqual([['handicap', 'block']]);
    expect(found('Please list all medications taken by household members.')).toEqual([['handicap', 'block']]);
    expect(found('Please list any psychiatric diagnoses.')).toEqual([['handicap', 'block']]);
    expect(found('Can you tell me what your disability is and how severe it is?')).toEqual([
      ['handicap', 'block'],
    ]);
    expect(found('Do you or anyone in your household need an accessible unit?')).toEqual([]);
    expect(found('Can you tell me about the parking? Garage ☐ Yes ☐ No')).toEqual([]);
  });
});
