import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins conditional classes and drops the false ones', () => {
    expect(
      cn('flex', false && 'hidden', null, undefined, ['gap-2', { 'font-bold': true, italic: false }]),
    ).toBe('flex gap-2 font-bold');
  });

  it("lets the caller's class win over the default it conflicts with", () => {
    expect(cn('rounded-lg p-6 text-slate-700', 'p-4 text-red-700')).toBe('rounded-lg p-4 text-red-700');
    expect(cn('px-4 py-2', 'p-0')).toBe('p-0');
  });

  it("tints a card: the caller's border and background replace the card's, its radius and shadow stay", () => {
    const card = 'rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]';
    expect(cn(card, 'border-red-200 bg-red-50')).toBe(
      'rounded-[var(--radius-card)] border shadow-[var(--shadow-card)] border-red-200 bg-red-50',
    );
  });
});
