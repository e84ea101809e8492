import { describe, expect, it } from 'vitest';
import { html } from './html';
import { PAGE_CSS } from './page-css';
import { pageDocument } from './page-document';

const doc = (accent: string) =>
  pageDocument({ title: 'T "q"', description: 'D', accent, body: html`<p>${'<b>'}</p>` });

describe('pageDocument', () => {
  it('inlines the stylesheet as written, so its quoted font names stay valid CSS', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(doc('#112233'))?.[1] ?? '';
    expect(PAGE_CSS).toContain('"Segoe UI"');
    expect(style).toContain(PAGE_CSS);
    expect(style).not.toContain('&quot;');
  });

  it('still escapes text and refuses an accent that is not #rrggbb', () => {
    const out = doc('red;}</style><script>');
    expect(out).toContain('<title>T &quot;q&quot;</title>');
    expect(out).toContain('<p>&lt;b&gt;</p>');
    expect(out).not.toContain('<script>');
    expect(out).toContain('--accent:#1d4ed8');
  });
});
