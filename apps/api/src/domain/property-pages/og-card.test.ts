import { describe, expect, it } from 'vitest';
import { fitText, ogCardSvg } from './og-card';

const TEXT = {
  badge: 'For sale',
  price: '$224,900',
  facts: '4 beds · 2 baths · 1,299 sq ft',
  address: '1220 Garcia St NE, Albuquerque, NM 87112',
  presentedBy: 'Presented by Dana Whitaker, Sunrise Realty',
  courtesy: 'Listing courtesy of Jason Lieberman, Albuquerque House Hunting',
  accent: '#1d4ed8',
};

describe('the Open Graph card’s overlay', () => {
  it('cuts a long line with an ellipsis and leaves a short one whole', () => {
    expect(fitText('Presented by Dana Whitaker', 22, 1088, true)).toBe('Presented by Dana Whitaker');
    const long = fitText(`Presented by ${'Bartholomew '.repeat(20)}`, 22, 1088, true);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(Math.floor(1088 / (22 * 0.6)));
  });

  it('escapes what it prints and carries the courtesy line only for another broker’s listing', () => {
    const svg = ogCardSvg({ ...TEXT, address: '12 <Main> & "Oak" St' });
    expect(svg).toContain('12 &lt;Main&gt; &amp; &quot;Oak&quot; St');
    expect(svg).not.toContain('<Main>');
    expect(svg).toContain('Listing courtesy of Jason Lieberman, Albuquerque House Hunting');
    expect(svg).toContain('FOR SALE');
    expect(ogCardSvg({ ...TEXT, courtesy: null })).not.toContain('Listing courtesy');
  });
});
