import type { TListing } from '@pp/contract';
import { statusPolicy } from '@pp/posts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DraftOptions } from './draft-options';

/** The side panel's template menu (issue 24), as side-panel-app.tsx builds it from the listing's status. */
function menuOf(status: TListing['status']) {
  const listing = {
    source: 'zillow',
    status,
    price: status === 'for_rent' ? 2350 : 224_900,
    address: { street: '1220 Garcia St NE', city: 'Albuquerque', state: 'NM', postal_code: '87112' },
    beds: 4,
    baths_total: 2,
    open_houses: [],
    warnings: [],
  } as unknown as TListing;
  const policy = statusPolicy(listing);
  const html = renderToStaticMarkup(
    createElement(DraftOptions, {
      template: policy.defaultTemplate,
      templates: policy.templates,
      labels: policy.labels,
      tone: 'professional',
      language: 'en',
      onChange: () => {},
      onLanguage: () => {},
    }),
  );
  const select = html.match(/Template[\s\S]*?<\/select>/)?.[0] ?? '';
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
}

describe('the template menu', () => {
  it('names a rental\'s templates as its text does, never "Just listed" or "Just sold"', () => {
    const rental = menuOf('for_rent');
    expect(rental).toContain('Now for rent');
    expect(rental).not.toContain('Just listed');
    expect(rental).not.toContain('Just sold');
  });
  it('offers "Just sold" only on a sold page', () => {
    expect(menuOf('for_sale')).not.toContain('Just sold');
    expect(menuOf('sold')).toContain('Just sold');
  });
});
