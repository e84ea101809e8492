import type { ListingSource } from '@pp/contract';

/**
 * Where the button goes on each site: right after the block that names the home (address heading
 * or price/facts summary), in the page's flow, so it pushes content down instead of covering it.
 * Most specific first; the sites' test ids outlive their class names.
 */
export const BUTTON_ANCHORS: Record<ListingSource, readonly string[]> = {
  zillow: [
    '[data-testid="home-details-summary-container"] h1',
    '.summary-container h1',
    'h1',
    '[data-testid="bed-bath-sqft-fact-container"]',
    '[data-testid="price"]',
  ],
  realtor: ['[data-testid="ldp-address"]', '[data-testid="address"]', '[data-testid="ldp-list-price"]', 'h1'],
  trulia: [
    '[data-testid="home-details-summary-headline"]',
    '[data-testid="home-details-summary-address"]',
    'h1[itemprop="address"]',
    'h1',
  ],
  redfin: [
    '[data-rf-test-id="abp-homeinfo-homemainstats"]',
    'h1.full-address',
    '[data-rf-test-id="abp-streetLine"]',
    '[data-rf-test-id="abp-price"]',
    'h1',
  ],
};

export type Placement = { mode: 'after'; anchor: Element } | { mode: 'floating' };

const isHidden = (el: Element) =>
  el.closest('[hidden], [aria-hidden="true"], template, noscript') !== null ||
  (el as HTMLElement).style?.display === 'none';

/** The first anchor present and shown; floating (fixed, bottom-left) when the page has none of them. */
export function choosePlacement(doc: Document, source: ListingSource): Placement {
  for (const selector of BUTTON_ANCHORS[source]) {
    for (const el of doc.querySelectorAll(selector)) {
      if (!isHidden(el)) return { mode: 'after', anchor: el };
    }
  }
  return { mode: 'floating' };
}

/** Puts `host` in its place; returns the placement used. Idempotent for an already placed host. */
export function placeButton(doc: Document, source: ListingSource, host: HTMLElement): Placement {
  const placement = choosePlacement(doc, source);
  if (placement.mode === 'after') {
    host.dataset.placement = 'inline';
    if (placement.anchor.nextElementSibling !== host)
      placement.anchor.insertAdjacentElement('afterend', host);
  } else {
    host.dataset.placement = 'floating';
    if (host.parentElement !== doc.body) doc.body.append(host);
  }
  return placement;
}
