/**
 * A prerendered page carries only the CSS its own markup uses (scripts/extract-critical-css.ts).
 * Before React takes over, the app's whole stylesheet is added and waited for, so nothing it renders
 * afterwards (menus, dialogs, toasts, other routes) paints unstyled. A failed or slow load does not
 * hold the app back: the page is already styled, and the browser keeps trying the link.
 */
export function loadStylesheet(href: string, timeoutMs = 5000): Promise<void> {
  const present = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some(
    (link) => link.getAttribute('href') === href,
  );
  if (present) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(done, timeoutMs);
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  });
}
