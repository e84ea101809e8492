import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string, state: string) =>
  checkFairHousingRules(text, { state }).map((f) => `${f.category} ${f.severity}`);

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
    // Where the state has no marital-status statute the finding stays, as a warning: city and county
    // ordinances reach further (Miami-Dade County Code, chapter 11A, protects marital status in Florida), and
    // the agent's state decides only block or warn.
    const tx = found(text, 'TX').filter((f) => f.startsWith('marital_status'));
    expect(tx.length).toBeGreaterThan(0);
    expect(tx.every((f) => f.endsWith(' warn'))).toBe(true);
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
