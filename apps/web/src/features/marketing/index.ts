// The marketing feature's public surface for route files and the prerender script.
export { LandingPage } from './components/landing-page';
export { usePageMeta } from './hooks/use-page-meta';
export { headTags, NOT_FOUND_META, type PageMeta, PUBLIC_PAGES, pageMeta } from './seo/page-meta';
export { scrollToAnchor } from './utils/scroll-to-anchor';
