import type { Page } from 'playwright-core';

/** The pages a visitor reaches signed out, each prerendered with its own head tags. */
export const PUBLIC_PAGES = [
  { path: '/', name: 'landing', h1: /Turn any listing from/ },
  { path: '/pricing', name: 'pricing', h1: /Simple pricing/ },
  { path: '/contact-us', name: 'contact-us', h1: /We are here to help/ },
  { path: '/faq', name: 'faq', h1: /Frequently asked questions/ },
  { path: '/privacy', name: 'privacy', h1: /Privacy Policy/ },
  { path: '/terms-of-service', name: 'terms-of-service', h1: /Terms of Service/ },
];

/** Hydrates the page: the landing page waits for a first interaction, other pages hydrate at once. */
export async function interactive(page: Page) {
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}
