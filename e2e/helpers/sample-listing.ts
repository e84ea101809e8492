import { jpegPhoto, uploadListingPhotos } from '../../apps/api/test/helpers/listing-photos';
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

/**
 * The sample listing saved for the account with five plain-coloured 320×240 JPEG photos uploaded as the
 * extension uploads them; answers its id.
 */
export async function saveSampleListingWithPhotos(
  product: Pick<Product, 'baseUrl' | 'app'>,
  account: E2eAccount,
): Promise<string> {
  const listingId = await saveSampleListing(product, account);
  const colours = ['#8aa9c7', '#c9a27e', '#7fa38a', '#b88a9e', '#d8c07a'];
  await uploadListingPhotos(
    product.app,
    { ...account, accessToken: account.session.access_token, refreshToken: account.session.refresh_token },
    listingId,
    await Promise.all(colours.map((c) => jpegPhoto(320, 240, c))),
  );
  return listingId;
}
