export { linkIn, type ReceivedMail } from '../../apps/api/test/helpers/smtp-listener';
export * from './accounts';
export * from './axe';
export * from './browser';
export * from './product';
export * from './product-in-browser';
export * from './public-output-ready';
export * from './public-pages';
export * from './screenshots';
