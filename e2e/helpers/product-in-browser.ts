import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type CreateUserOptions, createUserViaApi, type E2eAccount, sessionStorageFor } from './accounts';
import { launchBrowser, type NewPageOptions, newPage } from './browser';
import { type Product, type StartProductOptions, startProduct } from './product';

export interface ProductPageOptions extends NewPageOptions {
  /** Opens the page already signed in as this account (its `sessionStorageFor` entries in localStorage). */
  signedInAs?: Pick<E2eAccount, 'session'>;
}

export interface ProductInBrowser {
  /** The product this file's tests run against (set once `beforeAll` has run). */
  readonly product: Product;
  /** The Chromium this file's tests drive (set once `beforeAll` has run). */
  readonly browser: Browser;
  /** A fresh context and page on the product: `newPage(browser, product.baseUrl, …)`. */
  newPage(options?: ProductPageOptions): ReturnType<typeof newPage>;
  /** `createUserViaApi(product, options)`. */
  createUser(options?: CreateUserOptions): Promise<E2eAccount>;
}

/**
 * One product and one browser for the test file (or the `describe` it is called in): both start in
 * `beforeAll`, side by side, and close in `afterAll`. Call it once at the top of the file.
 */
export function productInBrowser(options: StartProductOptions = {}): ProductInBrowser {
  let product: Product | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(options), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`productInBrowser: ${name} is used before beforeAll has started it`);
    return value;
  };
  return {
    get product() {
      return started(product, 'product');
    },
    get browser() {
      return started(browser, 'browser');
    },
    newPage({ signedInAs, ...pageOptions } = {}) {
      if (signedInAs)
        pageOptions.localStorage = { ...sessionStorageFor(signedInAs), ...pageOptions.localStorage };
      return newPage(this.browser, this.product.baseUrl, pageOptions);
    },
    createUser(userOptions) {
      return createUserViaApi(this.product, userOptions);
    },
  };
}
