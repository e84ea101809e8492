import { PRODUCT_NAME } from '@pp/contract';
import { html, type Raw, raw, readableOn } from './html';
import { PAGE_CSS } from './page-css';
import { FONT_PRELOADS } from './page-font';

export const DEFAULT_ACCENT = '#1d4ed8';
// The stylesheet is our own constant, not user text: escaping it turned its quotes into &quot;,
// which invalidated the font-family declaration and left the page in the browser's default serif.
// The accent values interpolated beside it are checked as #rrggbb above, so nothing else is raw.
const STYLE = raw(PAGE_CSS);

export interface DocumentParts {
  title: string;
  description: string;
  /** The agent's accent colour (#rrggbb), or empty for the product's blue. */
  accent: string;
  canonical?: string;
  og?: { image?: string; imageAlt: string };
  body: Raw;
  /** Pages that must not be indexed (confirmation, errors). */
  noindex?: boolean;
}

/**
 * The HTML document around a property page or one of its answers: inline CSS with the agent's
 * accent, Open Graph and Twitter card tags so a shared link shows the cover photo, no script.
 */
export function pageDocument(d: DocumentParts): string {
  const accent = /^#[0-9a-f]{6}$/i.test(d.accent) ? d.accent : DEFAULT_ACCENT;
  const onAccent = readableOn(accent);
  // Links use the accent only when it reads on white; otherwise the default blue.
  const accentText = readableOn(accent) === '#ffffff' ? accent : DEFAULT_ACCENT;
  const og = d.og;
  return `<!doctype html>${
    html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">${FONT_PRELOADS.map((href) => html`<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)}<title>${d.title}</title><meta name="description" content="${d.description}">
${d.noindex ? html`<meta name="robots" content="noindex">` : ''}
${d.canonical ? html`<link rel="canonical" href="${d.canonical}">` : ''}
${
  og
    ? html`<meta property="og:type" content="website"><meta property="og:site_name" content="${PRODUCT_NAME}">
<meta property="og:title" content="${d.title}"><meta property="og:description" content="${d.description}">
${d.canonical ? html`<meta property="og:url" content="${d.canonical}">` : ''}
${og.image ? html`<meta property="og:image" content="${og.image}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"><meta property="og:image:alt" content="${og.imageAlt}">` : ''}
<meta name="twitter:card" content="${og.image ? 'summary_large_image' : 'summary'}"><meta name="twitter:title" content="${d.title}">
<meta name="twitter:description" content="${d.description}">${og.image ? html`<meta name="twitter:image" content="${og.image}">` : ''}`
    : ''
}
<style>:root{--accent:${accent};--on-accent:${onAccent};--accent-text:${accentText}}${STYLE}</style></head>
<body>${d.body}</body></html>`.value
  }`;
}

/** A short page of its own: the lead confirmation, or why a page cannot be shown. */
export function messageDocument(opts: {
  title: string;
  heading: string;
  text: string;
  link?: { href: string; label: string };
  accent?: string;
}): string {
  return pageDocument({
    title: opts.title,
    description: opts.text,
    accent: opts.accent ?? '',
    noindex: true,
    body: html`<main class="ok"><h1>${opts.heading}</h1><p>${opts.text}</p>${opts.link ? html`<p><a href="${opts.link.href}">${opts.link.label}</a></p>` : ''}</main>`,
  });
}
