/** Replaced by esbuild's `define` at build time (scripts/build.ts); tests see the development values. */
declare const __PP_DEV__: boolean | undefined;
declare const __PP_API_URL__: string | undefined;

export const PRODUCTION_API_URL = 'https://app.propertypromoter.com';
export const DEVELOPMENT_API_URL = 'http://localhost:8080';

export const IS_DEV_BUILD = typeof __PP_DEV__ === 'boolean' ? __PP_DEV__ : true;
/** Where the API (and the web app, same origin) lives unless the user sets another address in Options. */
export const DEFAULT_API_URL =
  typeof __PP_API_URL__ === 'string'
    ? __PP_API_URL__
    : IS_DEV_BUILD
      ? DEVELOPMENT_API_URL
      : PRODUCTION_API_URL;
