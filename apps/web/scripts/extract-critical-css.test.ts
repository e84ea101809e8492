import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import postcss from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createCriticalCssExtractor,
  criticalCss,
  fontFacesServing,
  mayMatch,
  parseUnicodeRange,
  pruneCustomProperties,
} from './extract-critical-css';

const dist = mkdtempSync(path.join(os.tmpdir(), 'pp-critical-css-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(path.join(dist, 'assets'));
// The shapes Tailwind 4 emits, minified as Vite writes them.
writeFileSync(
  path.join(dist, 'assets/site.css'),
  [
    '@layer theme,base,utilities;',
    '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)format("woff2");unicode-range:U+20-7E}',
    '@layer theme{:root{--color-brand:#1d4ed8;--color-unused:#f00;--spacing:.25rem}}',
    '@layer utilities{.used{color:var(--color-brand)}.unused{color:blue}.used:hover{color:pink}',
    ':where(.space-y-4>:not(:last-child)){margin-block-end:calc(var(--spacing)*4)}',
    '.\\[\\&_a\\]\\:text-white a{color:white}',
    '.md\\:grid-cols-2{grid-template-columns:repeat(2,1fr)}',
    '.spinner{animation:var(--animate-spin)}.unused-spin{animation:fade 1s}}',
    '@media (min-width:40rem){.used{color:green}.unused-too{color:gray}}',
    '[data-active=true]{opacity:1}',
    '.before-only:before{content:"x"}',
    ':root{--animate-spin:spin 1s linear infinite}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
    '@keyframes fade{to{opacity:0}}',
    '@property --tw-used{syntax:"*";inherits:false}@property --tw-unused{syntax:"*";inherits:false}',
    '.ring{box-shadow:var(--tw-used)}',
  ].join(''),
);
const extract = createCriticalCssExtractor(dist, '/assets/site.css');

describe('extractCriticalCss', () => {
  it("keeps the rules the page's markup matches, with their hover and media variants", () => {
    const css = extract('<div class="used md:grid-cols-2"><span data-active="true">word</span></div>');
    expect(css).toContain('.used{color:var(--color-brand)}');
    expect(css).toContain('.used:hover{color:pink}');
    expect(css).toContain('@media (min-width:40rem){.used{color:green}}');
    expect(css).toContain('[data-active=true]{opacity:1}');
    expect(css).toContain('.md\\:grid-cols-2{');
  });

  it("keeps Tailwind's :where(... > :not(:last-child)) spacing and [&_a] variants when they match", () => {
    const css = extract('<div class="space-y-4 [&_a]:text-white"><p>a</p><p><a href="/">b</a></p></div>');
    expect(css).toContain(':where(.space-y-4>:not(:last-child))');
    expect(css).toContain('.\\[\\&_a\\]\\:text-white a{color:white}');
    expect(css).toContain('--spacing:.25rem');
  });

  it('drops rules, custom properties, keyframes and @property registrations the page does not use', () => {
    const css = extract('<div class="used"></div>');
    for (const gone of [
      '.unused',
      '--color-unused',
      '@keyframes',
      '--tw-unused',
      '.before-only',
      '.ring',
      '--tw-used',
    ])
      expect(css).not.toContain(gone);
    expect(css).toContain('@layer theme,base,utilities;');
  });

  it('keeps the keyframes a kept animation names, even through a custom property', () => {
    const css = extract('<div class="spinner"></div>');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('@keyframes fade');
  });

  it('keeps a rule styling a pseudo-element of a matching element, and the @property a kept rule reads', () => {
    const css = extract('<i class="before-only ring"></i>');
    expect(css).toContain('.before-only:before{content:"x"}');
    expect(css).toContain('@property --tw-used');
    expect(css).not.toContain('@property --tw-unused');
  });

  it('carries the @font-face rules serving its characters (the family is named through a custom property)', () => {
    expect(extract('<p>no classes at all</p>')).toContain('@font-face{font-family:Inter Variable;');
    expect(extract('')).not.toContain('@font-face');
  });
});

describe('mayMatch', () => {
  const dom = parseDocument('<ul class="list"><li class="item">a</li><li class="item last">b</li></ul>');
  it('sets state and pseudo-elements aside but keeps structure', () => {
    expect(mayMatch('.list:hover .item', dom)).toBe(true);
    expect(mayMatch('.item::marker', dom)).toBe(true);
    expect(mayMatch('.list > .item:last-child', dom)).toBe(true);
    expect(mayMatch('.item:first-child.last', dom)).toBe(false);
    expect(mayMatch('.absent:focus-visible', dom)).toBe(false);
  });
  it('keeps what it cannot read', () => {
    expect(mayMatch('.item:not(:hover)', dom)).toBe(true);
    expect(mayMatch('.item:unknown-pseudo', dom)).toBe(true);
    expect(mayMatch('*', dom)).toBe(true);
  });
});

describe('pruneCustomProperties', () => {
  it('follows reads from one property to another, and counts inline styles in the markup', () => {
    const root = postcss.parse(
      ':root{--a:1px;--b:var(--c);--c:2px;--d:3px;--e:4px}.x{width:var(--a);height:var(--b,0)}',
    );
    pruneCustomProperties(root, '<i style="top:var(--e)"></i>');
    expect(root.toString()).toBe(
      ':root{--a:1px;--b:var(--c);--c:2px;--e:4px}.x{width:var(--a);height:var(--b,0)}',
    );
  });
  it('does not take --ab for --a', () => {
    const root = postcss.parse(':root{--a:1;--ab:2}.x{top:var(--ab)}');
    pruneCustomProperties(root);
    expect(root.toString()).toBe(':root{--ab:2}.x{top:var(--ab)}');
  });
});

describe('fontFacesServing', () => {
  const latin =
    '@font-face{font-family:Inter;font-style:normal;font-weight:100 900;src:url(l.woff2);unicode-range:U+??,U+2013}';
  const cyrillic =
    '@font-face{font-family:Inter;font-style:normal;font-weight:100 900;src:url(c.woff2);unicode-range:U+400-45F}';
  const core =
    '@font-face{font-family:Inter;font-style:normal;font-weight:100 900;src:url(k.woff2);unicode-range:U+20-7E}';
  const other = '@font-face{font-family:Mono;src:url(m.woff2)}';

  it('keeps the last declared face of a family for each character', () => {
    expect(fontFacesServing([latin, cyrillic, core], 'Plain ASCII')).toEqual([core]);
    expect(fontFacesServing([latin, cyrillic, core], 'Dash – here')).toEqual([latin, core]);
    expect(fontFacesServing([latin, cyrillic, core], 'Привет')).toEqual([cyrillic]);
  });

  it('treats a face without unicode-range as covering everything, per family', () => {
    expect(fontFacesServing([latin, core, other], 'abc')).toEqual([core, other]);
    expect(fontFacesServing([core], '')).toEqual([]);
  });
});

describe('parseUnicodeRange', () => {
  it('reads single points, ranges and wildcards', () => {
    expect(parseUnicodeRange('U+131, U+152-153,U+4??')).toEqual([
      [0x131, 0x131],
      [0x152, 0x153],
      [0x400, 0x4ff],
    ]);
    expect(parseUnicodeRange('nonsense')).toEqual([]);
  });
});

describe('the page around the markup', () => {
  it('keeps rules for html, body and :root, which the markup itself does not contain', () => {
    const root = postcss.parse(
      'html{line-height:1.5}body{color:red}:root{--x:1}.a{top:var(--x)}#root{isolation:isolate}',
    );
    const css = createCriticalCssExtractor(dist, '/assets/site.css');
    expect(css).toBeTypeOf('function');
    const out = criticalCss(root, '<i class="a"></i>');
    expect(out).toBe(
      'html{line-height:1.5}body{color:red}:root{--x:1}.a{top:var(--x)}#root{isolation:isolate}',
    );
  });
});
