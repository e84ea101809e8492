import type { PublicPage } from './find-public-page';
import { html, type Raw, raw } from './html';

// Icons drawn as lucide's (the product's icon set, ISC licence), inline so they cost no request.
const icon = (paths: string) =>
  raw(
    `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`,
  );
export const MAP_PIN = icon(
  '<path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>',
);
const PHONE = icon(
  '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"/>',
);
const MAIL = icon('<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-10 6L2 7"/>');

/** "Dana Whitaker" → "DW": the avatar when the agent has no photo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');

/**
 * The agent card: photo (else initials), name, the team beside the brokerage from the profile, the
 * state's licence line where its rules ask for it, phone and email, and the brokerage logo.
 */
export function agentCard(page: PublicPage): Raw {
  const { agent, attribution } = page;
  const brokerage = attribution.brokerage ?? '';
  const licence = attribution.licenseLine ?? '';
  // Eager, not lazy: the printed flyer shows the card, and a lazy image may not be there when it prints.
  const photo = page.hasAgentPhoto
    ? html`<img class="avatar" src="/p/${page.slug}/agent-photo" alt="${agent.full_name}" width="72" height="72" decoding="async">`
    : html`<span class="avatar" aria-hidden="true">${initials(agent.full_name)}</span>`;
  return html`<div class="card"><div class="who">${photo}<div>
<p class="name">${agent.full_name}</p>${brokerage ? html`<p>${attribution.teamName ? html`${attribution.teamName} at ` : ''}${brokerage}</p>` : ''}
${licence ? html`<p>${licence}</p>` : ''}
</div></div>
<div class="reach">${agent.phone_number ? html`<a href="tel:${agent.phone_number.replace(/[^0-9+]/g, '')}">${PHONE}${agent.phone_number}</a>` : ''}<a href="mailto:${agent.email}">${MAIL}${agent.email}</a></div>
${page.hasLogo ? html`<img class="logo" src="/p/${page.slug}/logo" alt="" width="96" height="32" decoding="async">` : ''}
</div>`;
}
