/**
 * The CSS a prerendered page needs, inlined in place of a link to the whole stylesheet: on a phone
 * the render-blocking request costs a round trip before first paint, and the whole stylesheet (the
 * dashboard's rules too) would push the landing page's HTML past the first round trip of a new
 * connection (about 14 KB: ten TCP segments). The app loads the whole stylesheet before it hydrates
 * (src/app/load-stylesheet.ts), and a browser test compares every element's computed style under
 * both (e2e/public-pages.test.ts).
 *
 * Pruning is conservative: a rule goes only when none of its selectors can match the markup, read
 * with state (:hover, :focus, :checked...) and pseudo-elements set aside; a selector the matcher
 * cannot read keeps its rule. (Beasties, tried first, dropped Tailwind's `:where(.space-y-4 >
 * :not(:last-child))` and `[&_a]:` rules, so spacing and colours went missing.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { selectOne } from 'css-select';
import { parseDocument } from 'htmlparser2';
import postcss, { type AtRule, type Container, type Root } from 'postcss';

type Document = ReturnType<typeof parseDocument>;

export function createCriticalCssExtractor(distDir: string, stylesheetHref: string) {
  const stylesheet = readFileSync(path.join(distDir, stylesheetHref.replace(/^\//, '')), 'utf8');
  const parsed = postcss.parse(stylesheet);
  return function extractCriticalCss(bodyHtml: string): string {
    const css = criticalCss(parsed.clone(), bodyHtml);
    if (css.includes('</style')) throw new Error('critical CSS cannot be inlined');
    return css;
  };
}

/** Prunes `root` (a parsed stylesheet) to what `markup` (the app's root content) uses; returns it as text. */
export function criticalCss(root: Root, markup: string): string {
  // The page around the markup, as the template has it: rules for html, body and :root apply.
  const dom = parseDocument(
    `<!doctype html><html><head></head><body><div id="root">${markup}</div></body></html>`,
  );
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    if (!rule.selectors.some((selector) => mayMatch(selector, dom))) rule.remove();
  });
  const fontFaces: AtRule[] = [];
  root.walkAtRules('font-face', (face) => {
    fontFaces.push(face);
  });
  const serving = new Set(fontFacesServing(fontFaces.map(String), markup));
  for (const face of fontFaces) if (!serving.has(String(face))) face.remove();
  pruneCustomProperties(root, markup);
  pruneKeyframes(root);
  removeEmptyBlocks(root);
  return root.toString();
}

// State a page is not in when it first paints, or may enter without a new class: set aside, so a
// rule like `.group:hover .x` is kept when `.group .x` matches.
const DYNAMIC_PSEUDO_CLASSES = new Set([
  'hover',
  'focus',
  'focus-visible',
  'focus-within',
  'active',
  'visited',
  'link',
  'any-link',
  'target',
  'checked',
  'indeterminate',
  'disabled',
  'enabled',
  'placeholder-shown',
  'autofill',
  '-webkit-autofill',
  'valid',
  'invalid',
  'user-valid',
  'user-invalid',
  'required',
  'optional',
  'read-only',
  'read-write',
  'in-range',
  'out-of-range',
  'default',
  'open',
  'popover-open',
  'modal',
  'fullscreen',
  'empty',
  'defined',
  'host',
]);
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);
const PSEUDO = /(?<!\\)(::?)(-?[a-zA-Z][\w-]*)(\((?:[^()]|\([^()]*\))*\))?/g;

/** False only when `selector`, state and pseudo-elements set aside, matches no element of `dom`. */
export function mayMatch(selector: string, dom: Document): boolean {
  const structural = selector
    .replace(PSEUDO, (all, colons: string, name: string) =>
      colons === '::' || LEGACY_PSEUDO_ELEMENTS.has(name) || DYNAMIC_PSEUDO_CLASSES.has(name) ? '' : all,
    )
    .trim();
  if (structural === '' || /[>+~]$/.test(structural)) return true;
  try {
    return selectOne(structural, dom) !== null;
  } catch {
    return true;
  }
}

function insideKeyframes(node: { parent?: Container | Root | undefined }): boolean {
  for (let p = node.parent; p; p = (p as { parent?: Container }).parent)
    if (p.type === 'atrule' && /keyframes$/i.test((p as AtRule).name)) return true;
  return false;
}

/**
 * Drops custom property declarations nothing reads through var() (in the kept CSS or the markup's
 * inline styles), and the @property registrations of those; repeated, as one property may read
 * another. Tailwind declares every theme colour and every --tw-* default, the page reads few.
 */
export function pruneCustomProperties(root: Root, markup = ''): void {
  for (;;) {
    const read = new Set<string>();
    const collect = (text: string) => {
      for (const m of text.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(m[1]!);
    };
    collect(markup);
    root.walkDecls((decl) => collect(decl.value));
    let removed = false;
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !read.has(decl.prop)) {
        decl.remove();
        removed = true;
      }
    });
    root.walkAtRules('property', (rule) => {
      if (!read.has(rule.params.trim())) {
        rule.remove();
        removed = true;
      }
    });
    if (!removed) return;
  }
}

/** Keeps the @keyframes whose name a remaining declaration mentions (animation or a custom property). */
function pruneKeyframes(root: Root): void {
  const values: string[] = [];
  root.walkDecls((decl) => {
    if (!insideKeyframes(decl)) values.push(decl.value);
  });
  const text = values.join(' ');
  root.walkAtRules(/keyframes$/i, (rule) => {
    const name = rule.params.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!new RegExp(`(^|[\\s,])${name}($|[\\s,])`).test(text)) rule.remove();
  });
}

/** Rules and block at-rules left without content; statements such as `@layer a, b;` stay. */
function removeEmptyBlocks(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if (
        (node.type === 'rule' || node.type === 'atrule') &&
        node.nodes !== undefined &&
        node.nodes.length === 0
      ) {
        node.remove();
        removed = true;
      }
    });
  }
}

/**
 * The @font-face rules that would serve at least one character of `text`. Among the faces of one
 * family and style, the browser tries the last declared first (CSS Fonts 4, unicode-range), so a
 * character is served by the last face whose range holds it.
 */
export function fontFacesServing(faces: readonly string[], text: string): string[] {
  const codePoints = new Set<number>();
  for (const ch of text) codePoints.add(ch.codePointAt(0)!);
  const parsed = faces.map((rule) => ({
    group: ['font-family', 'font-style', 'font-weight', 'font-stretch']
      .map((name) => descriptor(rule, name) ?? '')
      .join('|'),
    ranges: parseUnicodeRange(descriptor(rule, 'unicode-range') ?? 'U+0-10FFFF'),
  }));
  const serving = new Set<number>();
  for (const group of new Set(parsed.map((p) => p.group))) {
    for (const cp of codePoints) {
      const i = parsed.findLastIndex(
        (p) => p.group === group && p.ranges.some(([lo, hi]) => cp >= lo && cp <= hi),
      );
      if (i >= 0) serving.add(i);
    }
  }
  return faces.filter((_, i) => serving.has(i));
}

function descriptor(rule: string, name: string): string | undefined {
  return rule.match(new RegExp(`(?:[{;]\\s*)${name}\\s*:\\s*([^;}]+)`))?.[1]?.trim();
}

/** `U+0-FF, U+131, U+4??` as inclusive [low, high] pairs. */
export function parseUnicodeRange(value: string): Array<[number, number]> {
  return value.split(',').flatMap((part): Array<[number, number]> => {
    const m = part.trim().match(/^U\+([0-9A-F?]+)(?:-([0-9A-F]+))?$/i);
    if (!m) return [];
    if (m[1]!.includes('?'))
      return [
        [Number.parseInt(m[1]!.replace(/\?/g, '0'), 16), Number.parseInt(m[1]!.replace(/\?/g, 'F'), 16)],
      ];
    const lo = Number.parseInt(m[1]!, 16);
    return [[lo, m[2] ? Number.parseInt(m[2], 16) : lo]];
  });
}
