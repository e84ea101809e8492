/** Trimmed text with runs of white space collapsed, or null when empty or not text. */
export const cleanText = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length > 0 ? text : null;
};

/** Like cleanText but keeps paragraph breaks, for descriptions. */
export const cleanParagraphs = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.replace(/[ \t\f\v\n]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
  return text.length > 0 ? text : null;
};

/**
 * Like cleanParagraphs, for a description a site stores as data (a JSON record) rather than prints as
 * HTML: there a single line break is one the author typed (a list of fees, one per line) and the site
 * shows it, while in an HTML text node it is only how the source was wrapped. Keeps single breaks,
 * trims each line and never leaves more than one empty line.
 */
export const cleanRecordText = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > 0 ? text : null;
};

/** Makes a page-relative URL absolute against the page's own URL. */
export const absoluteUrl = (href: unknown, base: string): string | null => {
  if (typeof href !== 'string' || href.trim() === '') return null;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return null;
  }
};

/** Text of an element without its expand/collapse controls ("…", "Show more" links and buttons). */
export const readableText = (element: Element | null | undefined): string | null => {
  if (!element) return null;
  const copy = element.cloneNode(true) as Element;
  for (const control of copy.querySelectorAll('button, a.toggle, [id$="Ellipsis"], [id$="Toggle"]'))
    control.remove();
  return copy.textContent;
};

/**
 * A postal code as it is written: Canadian codes ("V6S1M4", as Zillow embeds them) get the space the
 * page prints between their two halves ("V6S 1M4"); anything else (US ZIP, ZIP+4) is left as given.
 */
export const formatPostalCode = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const canadian = /^([A-Z]\d[A-Z])\s*(\d[A-Z]\d)$/i.exec(value.trim());
  return canadian ? `${canadian[1]} ${canadian[2]}`.toUpperCase() : value;
};
