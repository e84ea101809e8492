import { PRODUCT_NAME } from '@pp/contract';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Sitemap priority and whether search engines should index the page. */
  priority: number;
  index: boolean;
}

/** Every prerendered public page with its own title and description (issue 3: fast and found). */
export const PUBLIC_PAGES: readonly PageMeta[] = [
  {
    path: '/',
    title: `${PRODUCT_NAME} – Turn Zillow, Realtor.com, Trulia & Redfin listings into social posts`,
    description:
      'Convert any Zillow, Realtor.com, Trulia or Redfin listing into Facebook Marketplace, LinkedIn and X posts in under 10 seconds. 7-day free trial, no credit card needed.',
    priority: 1,
    index: true,
  },
  {
    path: '/pricing',
    title: `Pricing – ${PRODUCT_NAME}`,
    description:
      'Professional plans from $2 a day, or pay as you go from $0.15 per Marketplace credit. Start with a 7-day free trial, no credit card required.',
    priority: 0.9,
    index: true,
  },
  {
    path: '/faq',
    title: `Frequently Asked Questions – ${PRODUCT_NAME}`,
    description:
      'How Property Promoter works: supported listing sites, unlimited listings, credits, security of your logins, the free trial and support.',
    priority: 0.7,
    index: true,
  },
  {
    path: '/contact-us',
    title: `Contact Us – ${PRODUCT_NAME}`,
    description:
      'Questions about Property Promoter? Send us a message: we reply within 24 hours on business days, Monday to Friday 9:00 AM to 5:00 PM.',
    priority: 0.6,
    index: true,
  },
  {
    path: '/privacy',
    title: `Privacy Policy – ${PRODUCT_NAME}`,
    description:
      'What Property Promoter collects, why, how long we keep it and the choices you have, in plain language.',
    priority: 0.3,
    index: true,
  },
  {
    path: '/terms-of-service',
    title: `Terms of Service – ${PRODUCT_NAME}`,
    description:
      'The terms for using Property Promoter: accounts, the free trial, subscriptions and credits, acceptable use and your content.',
    priority: 0.3,
    index: true,
  },
];

export const NOT_FOUND_META: PageMeta = {
  path: '/404',
  title: `Page not found – ${PRODUCT_NAME}`,
  description: 'The page you are looking for does not exist.',
  priority: 0,
  index: false,
};

export function pageMeta(path: string): PageMeta {
  return PUBLIC_PAGES.find((p) => p.path === path) ?? NOT_FOUND_META;
}

/** Where the social preview image lives (public/og-image.png is drawn at build time from og-image.svg). */
export const OG_IMAGE_PATH = '/og-image.png';

/** The head tags of one page: written into the prerendered HTML, so crawlers see them without JavaScript. */
export function headTags(meta: PageMeta, siteUrl: string): string {
  const url = `${siteUrl}${meta.path === '/' ? '/' : meta.path}`;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}" />`,
    meta.index ? '' : '<meta name="robots" content="noindex" />',
    meta.index ? `<link rel="canonical" href="${url}" />` : '',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:title" content="${esc(meta.title)}" />`,
    `<meta property="og:description" content="${esc(meta.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${siteUrl}${OG_IMAGE_PATH}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${esc(meta.title)}" />`,
    `<meta name="twitter:description" content="${esc(meta.description)}" />`,
    `<meta name="twitter:image" content="${siteUrl}${OG_IMAGE_PATH}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
}
