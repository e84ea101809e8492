import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';
import { partGroup } from './part-area';

// Issue 26: a part's area against the area the description gives the same part.
const now = new Date('2026-06-01T00:00:00Z');
// ocean-front-walk's description: "Amazing 1684 Sq Foot Roof Top Deck".
const parts = (text: string, listing: keyof typeof LISTINGS = 'ocean-front-walk') =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.field === 'description' && /^\d/.test(text.slice(c.start, c.end)))
    .map((c) => `${c.feature}:${c.verdict}:${text.slice(c.start, c.end)}`);

describe('the area of a part of the home', () => {
  it("checks a roof deck's area against the description's, in feet or metres", () => {
    expect(parts('Entertain on a 1,650 sq ft rooftop terrace.')).toEqual(['roof_deck:ok:1,650 sq ft']);
    expect(parts('Plus a 2,400 sq ft roof deck with a spa.')).toEqual(['roof_deck:block:2,400 sq ft']);
    expect(parts('Toit-terrasse de 250 m² avec vue.')).toEqual(['roof_deck:block:250 m²']);
  });

  it('says nothing where the description gives the part no area', () => {
    expect(parts('A 500 sq ft garage for the boat.')).toEqual([]);
    expect(parts('A 300 sq ft deck out back.', 'ne-183rd')).toEqual([]);
  });

  it('names the part from the words around the figure, the roof before a deck', () => {
    expect(partGroup(['roof', 'top', 'deck'])).toBe('roof_deck');
    expect(partGroup(['terrasse', 'sur', 'le', 'toit'])).toBe('roof_deck');
    expect(partGroup(['covered', 'deck'])).toBe('deck');
    expect(partGroup(['great', 'room'])).toBeNull();
  });
});
