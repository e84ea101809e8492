import { CLICK_SOURCES, type ClickSource, type TLeadRequest } from '@pp/contract';
import { formatAddress, formatFacts, formatPrice } from '@pp/posts';
import type { PublicPage } from './find-public-page';
import { html, type Raw, raw } from './html';
import { pageDocument } from './page-document';
import { originalUrl, type PagePhoto, PHOTO_WIDTHS, photoUrl } from './page-photos';

export interface LeadFormState {
  values?: Partial<TLeadRequest>;
  errors?: Record<string, string>;
  message?: string;
}

const STATUS_BANNER: Record<string, string> = { pending: 'Sale pending', sold: 'Sold' };
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

function photoFigure(page: PublicPage, photo: PagePhoto, index: number, alt: string): Raw {
  const srcset = PHOTO_WIDTHS.map((w) => `${photoUrl(page.slug, photo.id, w)} ${w}w`).join(', ');
  // The first photo is the page's largest paint: fetched at once with high priority; the rest wait.
  const loading =
    index === 0 ? raw(' fetchpriority="high" decoding="async"') : raw(' loading="lazy" decoding="async"');
  const sizes = index === 0 ? '(min-width: 1100px) 1100px, 100vw' : '(min-width: 800px) 280px, 100vw';
  const height = Math.round((800 * photo.height) / photo.width);
  // California B&P Code §10140.8: an altered photo links to its unaltered original, beside it.
  const original = photo.original_id
    ? html` · <a href="${originalUrl(page.slug, photo.id)}">See the original</a>`
    : '';
  return html`<figure id="photo-${photo.id}" class="${index === 0 ? 'hero' : ''}"><img src="${photoUrl(page.slug, photo.id, 800)}" srcset="${srcset}" sizes="${sizes}" width="800" height="${height}" alt="${alt}"${loading}>${photo.altered ? html`<figcaption class="tag">Digitally altered photo${original}</figcaption>` : ''}</figure>`;
}

function leadForm(page: PublicPage, from: { src?: ClickSource; post?: string }, state: LeadFormState): Raw {
  const { src, post } = from;
  const v = state.values ?? {};
  const e = state.errors ?? {};
  const err = (field: string) => (e[field] ? html`<p class="err" id="${field}-err">${e[field]}</p>` : '');
  const described = (field: string) =>
    e[field] ? raw(` aria-invalid="true" aria-describedby="${field}-err"`) : '';
  const kind = v.kind ?? 'showing';
  return html`<form class="form" method="post" action="/p/${page.slug}/leads" id="contact">
<fieldset><legend>I would like to</legend>
<label><input type="radio" name="kind" value="showing"${kind === 'showing' ? raw(' checked') : ''}> Request a showing</label>
<label><input type="radio" name="kind" value="question"${kind === 'question' ? raw(' checked') : ''}> Ask a question</label>
</fieldset>
${state.message ? html`<p class="err" role="alert">${state.message}</p>` : ''}
<label for="name">Name</label><input id="name" name="name" autocomplete="name" required maxlength="120" value="${v.name ?? ''}"${described('name')}>${err('name')}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" maxlength="254" value="${v.email ?? ''}"${described('email')}>${err('email')}
<label for="phone">Phone</label><input id="phone" name="phone" type="tel" autocomplete="tel" maxlength="40" value="${v.phone ?? ''}"${described('phone')}>${err('phone')}
<p class="note">An email address or a phone number, so the agent can answer.</p>
<label for="message">Message</label><textarea id="message" name="message" maxlength="2000">${v.message ?? ''}</textarea>${err('message')}
<div class="hp" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
${src ? html`<input type="hidden" name="src" value="${src}">` : ''}
${post ? html`<input type="hidden" name="post" value="${post}">` : ''}
<button type="submit">Send to ${page.agent.full_name}</button>
</form>`;
}

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
  // Only the licence of the listing's state where its rules ask for it: the old single licence number
  // names no state, so printing it could put another state's number on this state's advertising.
  const licence = attribution.licenseLine ?? '';
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  const banner = listing.status ? STATUS_BANNER[listing.status] : undefined;
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
    listing.property_type ? PROPERTY_TYPE[listing.property_type] : null,
    listing.year_built ? `Built ${listing.year_built}` : null,
    listing.lot_size
      ? `${Math.round(listing.lot_size).toLocaleString('en-US')} ${listing.lot_unit === 'acres' ? 'acres' : 'sq ft'} lot`
      : null,
    listing.mls_id ? `MLS# ${listing.mls_id}` : null,
  ].filter((f): f is string => Boolean(f));
  const [cover, ...rest] = photos;
  const body = html`<header class="top">${page.hasLogo ? html`<img src="/p/${page.slug}/logo" alt="${brokerage || 'Brokerage'} logo" width="96" height="32">` : ''}<b>${brokerage}</b></header>
${banner ? html`<p class="banner" role="status">${banner}</p>` : ''}
${cover ? photoFigure(page, cover, 0, `Photo of ${address}`) : html`<div class="noimg">No photos yet</div>`}
<main>
<div class="head">${price ? html`<p class="price">${price}</p>` : ''}<h1>${address}</h1>${courtesy ? html`<p class="courtesy">${courtesy}</p>` : ''}</div>
<a class="maps" href="${mapsUrl}" rel="noopener">Open ${address} in Google Maps</a>
${factItems.length ? html`<ul class="facts">${factItems.map((f) => html`<li>${f}</li>`)}</ul>` : ''}
${listing.description ? html`<h2>About this home</h2><p class="desc">${listing.description}</p>` : ''}
${rest.length ? html`<h2>Photos</h2><div class="gallery">${rest.map((p, i) => photoFigure(page, p, i + 1, `Photo ${i + 2} of ${address}`))}</div>` : ''}
<h2>Your agent</h2>
<div class="card">${page.hasAgentPhoto ? html`<img src="/p/${page.slug}/agent-photo" alt="${agent.full_name}" width="72" height="72" loading="lazy">` : ''}<div>
<p class="name">${agent.full_name}</p>${brokerage ? html`<p>${attribution.teamName ? html`${attribution.teamName} at ` : ''}${brokerage}</p>` : ''}
${licence ? html`<p>${licence}</p>` : ''}
${agent.phone_number ? html`<a href="tel:${agent.phone_number.replace(/[^0-9+]/g, '')}">${agent.phone_number}</a><br>` : ''}
<a href="mailto:${agent.email}">${agent.email}</a>
</div></div>
<h2>Request a showing or ask a question</h2>
${leadForm(page, opts, opts.form ?? {})}
</main>
<footer>Presented by ${attribution.agentLine}${attribution.licenseLine ? html`, ${attribution.licenseLine}` : ''}. ${courtesy ? html`${courtesy}. ` : ''}${listing.mls_name ? html`Source: ${listing.mls_name}. ` : ''}Information deemed reliable but not guaranteed.</footer>`;
  const ogImage = cover ? `${opts.appUrl}${photoUrl(page.slug, cover.id, 1200, 'jpg')}` : undefined;
  return pageDocument({
    title,
    description,
    accent: agent.accent_color,
    canonical: `${opts.appUrl}/p/${page.slug}`,
    og: { image: ogImage, imageAlt: `Photo of ${address}` },
    body,
  });
}
