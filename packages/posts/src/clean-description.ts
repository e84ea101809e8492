const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
};

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * A listing description as plain text. Sites (and the agents writing on them) leave markup in the
 * text: Markdown emphasis (`**bold**`, `__bold__`, `*it*`), headings, links, list bullets, and HTML
 * tags or entities; a post would show them literally. Line breaks between paragraphs are kept.
 */
export function cleanDescription(text: string): string {
  let out = text.replace(/\r\n?/g, '\n');
  out = out.replace(/<\s*br\s*\/?>/gi, '\n').replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n');
  out = out.replace(/<[^>]{0,500}>/g, '');
  out = decodeEntities(out);
  out = out
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\((?:https?:\/\/|\/)[^)]*\)/g, '$1');
  out = out.replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2');
  out = out.replace(/(^|[\s(])([*_])(?=\S)([^*_\n]*?\S)\2(?=[\s).,;:!?]|$)/gm, '$1$3');
  out = out.replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1').replace(/`([^`\n]+)`/g, '$1');
  out = out.replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '').replace(/^[ \t]*>[ \t]?/gm, '');
  out = out.replace(/^[ \t]*[-*+•][ \t]+/gm, '• ').replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, '');
  // Stray markers the pairs above could not match (an unclosed ** at the end of a clipped text).
  out = out.replace(/\*{2,}|_{2,}/g, '');
  return out
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
