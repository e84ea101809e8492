import { sampleListing } from '../../apps/api/test/helpers/sample-listing';
import type { E2eAccount } from './accounts';
import type { Product } from './product';

/**
 * Saves the API tests' sample Zillow listing (changed by `overrides`) for the account through the
 * running product's API, as the extension does, and answers its id.
 */
export async function saveSampleListing(
  product: Pick<Product, 'baseUrl'>,
  account: Pick<E2eAccount, 'auth'>,
  overrides: Parameters<typeof sampleListing>[0] = {},
): Promise<string> {
  const res = await fetch(`${product.baseUrl}/api/v1/listings`, {
    method: 'POST',
    headers: { ...account.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ listing: sampleListing(overrides) }),
  });
  if (res.status !== 201)
    throw new Error(`saving the sample listing answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { listing_id: string } }).data.listing_id;
}
