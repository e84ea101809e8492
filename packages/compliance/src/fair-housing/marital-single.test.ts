import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (text: string, state: string) =>
  checkFairHousing(text, { state }).map((f) => `${f.category} ${f.severity}`);

// Marital status is a state class: the jurisdiction table decides warn or block per the agent's state.
describe('marital status with a profession or a tenant (marital-single.ts)', () => {
  it.each([
    'Ideal for a single professional.',
    'Perfect for a married professional.',
    'Great for a young, single professional.',
    'Single professional wanted.',
    'Seeking a married tenant.',
  ])('finds marital status in %s', (text) => {
    expect(found(text, 'CA').some((f) => f.startsWith('marital_status'))).toBe(true);
  });

  // Where the state does not protect marital status, a preference still warns, but who the home suits
  // says nothing (findings.ts; review-23 labels "would suit a married couple" in Florida ok).
  it.each([
    ['Single professional wanted.', true],
    ['Seeking a married tenant.', true],
    ['Ideal for a single professional.', false],
    ['Perfect for a married professional.', false],
  ])('in Texas, %s has a marital finding: %s', (text, has) => {
    expect(found(text, 'TX').some((f) => f.startsWith('marital_status'))).toBe(has);
  });

  it('blocks a preference where the state protects marital status, and warns on who the home suits', () => {
    expect(found('Single professional wanted.', 'CA')).toEqual(['marital_status block']);
    expect(found('Ideal for a single professional.', 'CA')).toEqual(['marital_status warn']);
  });

  it.each([
    'Single-family home, perfect for a professional.',
    'Single car garage, single story, single level.',
    'Single occupancy garage; single-hung windows.',
    'Single tenant lease, triple net.',
  ])('leaves alone %s', (text) => {
    expect(found(text, 'CA')).toEqual([]);
  });
});
