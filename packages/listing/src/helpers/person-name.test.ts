import { describe, expect, it } from 'vitest';
import { looksLikePersonName } from './person-name';

describe('a name read after an agent label', () => {
  it.each([
    'Jason Lieberman',
    'Jill Wolowitz',
    'Mary-Kate O’Neil',
    'J. R. Smith',
    'Ana de la Cruz',
    'Rich Milam',
    'Carmen Guo',
    'Ludwig van Dyke III',
  ])('takes %s', (name) => expect(looksLikePersonName(name)).toBe(true));

  it.each([
    'Resource Center',
    'Sign In',
    'advertising',
    'By',
    'solutions',
    'Keller Williams Realty',
    'Contact Agent',
    'Premier Agent',
    'The Loken Group',
    'Request a tour',
    'Jason',
  ])('refuses %s', (text) => expect(looksLikePersonName(text)).toBe(false));
});
