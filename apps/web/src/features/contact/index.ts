// The contact feature's public surface for route files.
export { ContactForm } from './components/contact-form';
export { ContactSidePanel } from './components/contact-side-panel';
