import { PRODUCT_NAME } from '@pp/contract';
import { DEVELOPMENT_API_URL, PRODUCTION_API_URL } from './common/build-flags';
import {
  FACEBOOK_LOGIN_MATCHES,
  LISTING_PAGE_MATCHES,
  MARKETPLACE_CREATE_MATCHES,
  PHOTO_HOST_MATCHES,
} from './common/match-patterns';

/**
 * Public half of the extension's signing key: it pins the extension id
 * (eohiliflichnenkfigdljomikcjlpgba) so the web app's `externally_connectable` hand-off knows whom
 * to talk to in development and tests as well as in the store build.
 */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAkA1wBT3YmA9rlM5bT1BnoXssglJ8AR8TGwdnTciS7YiG2C1XUN5rYtYNEfxlUwrkDJ5tiTihw6bug3kd1kUbk9MtZYZ12KMHcA1aCQGnoX3wRJvahyNVqzeg9JqJCgKQkOT4vZuH1XYqTZAGJ6oYiM/duMunRFIeXt8gEVJOiEwymzWuwAQzO8zfgIOgX+ObNnvlSdFjXXrxRLsYpzM+XobHlzdJaObYVR0UhMhkRth6ehp2TjIAJhqbx5PDCA1Vqi6cqoWMYOmVbw8hoHYxAlRenD8l1r6OEJbh1fZx0lr5yubJZc2/2tfmy8CHm9lcVdmHJupUIDKy8Z6uZpsnfwIDAQAB';

/** Origins the build may call (and accept the web app's hand-off from): the default API, plus local ones in development. */
const origins = (dev: boolean, apiUrl: string) => [
  ...new Set([apiUrl, PRODUCTION_API_URL, ...(dev ? [DEVELOPMENT_API_URL, 'http://127.0.0.1'] : [])]),
];

/** The manifest of one build: development builds may also talk to a local API. */
export function buildManifest(options: { dev: boolean; version: string; apiUrl: string }) {
  // Match patterns ignore ports, so one pattern per scheme and host.
  const api = [
    ...new Set(
      origins(options.dev, options.apiUrl).map((o) => `${new URL(o).protocol}//${new URL(o).hostname}/*`),
    ),
  ];
  return {
    manifest_version: 3,
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description:
      'Turn a Zillow, Realtor.com, Trulia or Redfin listing into Facebook Marketplace, LinkedIn and X posts.',
    version: options.version,
    key: EXTENSION_PUBLIC_KEY,
    minimum_chrome_version: '116',
    icons: {
      16: 'icons/icon-16.png',
      32: 'icons/icon-32.png',
      48: 'icons/icon-48.png',
      128: 'icons/icon-128.png',
    },
    action: {
      default_title: PRODUCT_NAME,
      default_popup: 'popup.html',
      default_icon: { 16: 'icons/icon-16.png', 32: 'icons/icon-32.png' },
    },
    background: { service_worker: 'service-worker.js', type: 'module' },
    side_panel: { default_path: 'sidepanel.html' },
    options_page: 'options.html',
    permissions: ['storage', 'sidePanel', 'scripting', 'clipboardWrite', 'alarms', 'notifications'],
    // Facebook needs none: its form is reached by a declared content script only.
    host_permissions: [...LISTING_PAGE_MATCHES, ...PHOTO_HOST_MATCHES, ...api],
    // A self-hosted API at another address is asked for when the user saves it in Options.
    optional_host_permissions: ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'],
    content_scripts: [
      { matches: LISTING_PAGE_MATCHES, js: ['listing-page.js'], run_at: 'document_idle' },
      { matches: MARKETPLACE_CREATE_MATCHES, js: ['marketplace-fill.js'], run_at: 'document_idle' },
      { matches: FACEBOOK_LOGIN_MATCHES, js: ['facebook-login.js'], run_at: 'document_idle' },
    ],
    externally_connectable: { matches: api },
  };
}
