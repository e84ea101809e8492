import { afterEach } from 'vitest';
import { loadPage } from './load-page';

/**
 * `loadPage` for a test file: answers the parsed document and closes its happy-dom window after the
 * test, so no file has to keep its own list of windows to close. Call once at the top of the file.
 */
export function pageLoader(): (html: string, url: string) => Document {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });
  return (html, url) => {
    const page = loadPage(html, url);
    open.push(page.close);
    return page.document;
  };
}
