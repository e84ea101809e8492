import { CLICK_SOURCES, type ClickSource } from '@pp/contract';
import { formatAddress, formatFacts, formatPrice } from '@pp/posts';
import type { PublicPage } from './find-public-page';
import { html, raw } from './html';
import { ogImagePath } from './og-image';
import { agentCard, MAP_PIN } from './page-agent-card';
import { pageDocument } from './page-document';
import { photoFigure, photoStrip } from './page-gallery';
import { type LeadFormState, leadForm } from './page-lead-form';
import type { PagePhoto } from './page-photos';
import { qrSvg } from './page-qr';

export type { LeadFormState } from './page-lead-form';

// Pending and sold are announced (role="status"): a buyer must not mistake them for available homes.
const STATUS_BANNER: Record<string, string> = { pending: 'Sale pending', sold: 'Sold' };
const STATUS_BADGE: Record<string, string> = {
  for_sale: 'For sale',
  for_rent: 'For rent',
  off_market: 'Off market',
};
const PROPERTY_TYPE: Record<string, string> = {
  single_family: 'Single-family home',
  condo: 'Condo',
  townhouse: 'Townhouse',
  multi_family: 'Multi-family',
  apartment: 'Apartment',
  manufactured: 'Manufactured home',
  land: 'Land',
};

export const srcOf = (value: unknown): ClickSource | undefined =>
  typeof value === 'string' && (CLICK_SOURCES as readonly string[]).includes(value)
    ? (value as ClickSource)
    : undefined;

/** The branded property page: server-rendered, complete without JavaScript, CSS inline. */
export function renderPropertyPage(
  page: PublicPage,
  photos: PagePhoto[],
  opts: { appUrl: string; src?: ClickSource; post?: string; form?: LeadFormState },
): string {
  const { listing, agent, attribution } = page;
  const address = formatAddress(listing) || 'Property';
  const price = formatPrice(listing);
  const facts = formatFacts(listing);
  // Issue 22: the agent's brokerage comes from the profile only, never from the listing (that would
  // claim an affiliation the agent does not have); the listing's firm is credited as the listing's.
  const brokerage = attribution.brokerage ?? '';
  const courtesy = attribution.courtesyLine;
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  const status = listing.status ?? '';
  const banner = STATUS_BANNER[status];
  const badge = STATUS_BADGE[status];
  const canonical = `${opts.appUrl}/p/${page.slug}`;
  const title = [price, address].filter(Boolean).join(' · ');
  const description = [
    facts,
    `Presented by ${attribution.agentLine}`,
    courtesy,
    listing.description?.slice(0, 160),
  ]
    .filter(Boolean)
    .join('. ');
  const factItems = [
    ...facts.split(' · ').filter(Boolean),
    listing.lot_size
      ? `${Math.round(listing.lot_size).toLocaleString('en-US')} ${listing.lot_unit === 'acres' ? 'acres' : 'sq ft'} lot`
      : null,
    listing.year_built ? `Built ${listing.year_built}` : null,
    listing.property_type ? PROPERTY_TYPE[listing.property_type] : null,
    listing.mls_id ? `MLS# ${listing.mls_id}` : null,
  ].filter((f): f is string => Boolean(f));
  const [cover, ...rest] = photos;
  const body = html`<header class="top">${page.hasLogo ? html`<img src="/p/${page.slug}/logo" alt="${brokerage || 'Brokerage'} logo" width="96" height="32">` : ''}<b>${brokerage}</b></header>
<div class="stage${status ? ` st-${status}` : ''}"><div class="frame">
${banner ? html`<p class="banner" role="status">${banner}</p>` : badge ? html`<p class="banner">${badge}</p>` : ''}
${rest.length ? html`<a class="count" href="#photos">+${rest.length} ${rest.length === 1 ? 'photo' : 'photos'}</a>` : ''}
${cover ? photoFigure(page, cover, 0, `Photo of ${address}`) : html`<div class="noimg">No photos yet</div>`}
</div></div>
<main class="wrap"><div class="layout"><div class="primary">
<div class="head">${price ? html`<p class="price">${price}</p>` : ''}<h1>${address}</h1>${courtesy ? html`<p class="courtesy">${courtesy}</p>` : ''}</div>
${factItems.length ? html`<ul class="facts">${factItems.map((f) => html`<li>${f}</li>`)}</ul>` : ''}
<a class="maps" href="${mapsUrl}" rel="noopener">${MAP_PIN}Open in Google Maps</a>
${listing.description ? html`<h2 class="about-h">About this home</h2><p class="desc">${listing.description}</p>` : ''}
${photoStrip(page, rest, address)}
</div><aside class="side">
<h2 class="agent-h">Your agent</h2>
${agentCard(page)}
<h2 class="form-h">Request a showing or ask a question</h2>
${leadForm(page, opts, opts.form ?? {})}
<div class="qr">${raw(qrSvg(canonical, `QR code: ${canonical}`))}<p>Scan for every photo and to reach ${agent.full_name}</p></div>
</aside></div></main>
<footer><div class="wrap"><p>Presented by ${attribution.agentLine}${attribution.licenseLine ? html`, ${attribution.licenseLine}` : ''}. ${courtesy ? html`${courtesy}. ` : ''}${listing.mls_name ? html`Source: ${listing.mls_name}. ` : ''}Information deemed reliable but not guaranteed.</p></div></footer>`;
  // The drawn card (photo, price, facts and attribution), not the bare photo (issue 24).
  const ogImage = `${opts.appUrl}${ogImagePath(page.slug)}`;
  return pageDocument({
    title,
    description,
    accent: agent.accent_color,
    canonical,
    og: { image: ogImage, imageAlt: [price, facts, address].filter(Boolean).join(' · ') },
    body,
  });
}
