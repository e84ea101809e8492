/** Replaced by esbuild's `define` at build time (scripts/build.ts); tests see the development values. */
declare const __PP_DEV__: boolean | undefined;
declare const __PP_API_URL__: string | undefined;
declare const __PP_READER_RULES_PUBLIC_KEY__: string | undefined;

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

/**
 * The public half of the key that signs reader rules (issue 25), raw Ed25519 as base64: the store
 * build takes the production key's from READER_RULES_PUBLIC_KEY at build time. Development and test
 * builds use this committed development key, whose private half signs only in tests
 * (src/testing/reader-rules-test-key.ts); `npm run reader-rules -- public-key` prints a server's own.
 */
export const DEV_READER_RULES_PUBLIC_KEY = '/JKw8V3hhbrHon7AL8sIOYgJh/BCEl5Sgol6FVoIJS8=';
export const READER_RULES_PUBLIC_KEY =
  typeof __PP_READER_RULES_PUBLIC_KEY__ === 'string' && __PP_READER_RULES_PUBLIC_KEY__
    ? __PP_READER_RULES_PUBLIC_KEY__
    : DEV_READER_RULES_PUBLIC_KEY;
