// The FAQ feature's public surface for route files.
export { FaqAccordion } from './components/faq-accordion';
export { FAQ_ITEMS, type FaqItem } from './data/faq-items';
