import type { TListing, TListingDetail } from '@pp/contract';
import { sampleListing } from '../../apps/api/test/helpers/sample-listing';
import { createUserViaApi, type E2eAccount } from './accounts';
import type { Product } from './product';

/** One call of the product's API as an account (JSON or FormData body); throws on an error answer. */
export async function apiAs(
  product: Product,
  auth: Record<string, string>,
  method: string,
  url: string,
  body?: unknown,
) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${product.baseUrl}/api/v1${url}`, {
    method,
    headers: body === undefined || isForm ? auth : { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; message?: string };
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${json.message}`);
  return json.data;
}

/** An agent as issue 22 cares about: the profile's brokerage (may be empty), team and licences. */
export interface AgentSeed {
  name: string;
  brokerage: string;
  team?: string;
  licenses?: { state: string; number: string }[];
  /** Overrides of the sample listing (whose agent is Jason Lieberman of Albuquerque House Hunting). */
  listing?: Partial<TListing>;
}

/**
 * A verified trial agent with that profile and one converted listing (the sample listing, another
 * broker's unless the agent is its listing agent), seeded through the real API. No permission is
 * recorded: whether to record it is what the callers differ on.
 */
export async function seedAgentListing(
  product: Product,
  seed: AgentSeed,
): Promise<{ account: E2eAccount; detail: TListingDetail }> {
  const account = await createUserViaApi(product, { name: seed.name, trial: true, verify: true });
  await apiAs(product, account.auth, 'POST', '/users/update-profile', {
    name: seed.name,
    username: account.username,
    branding: {
      brokerage_name: seed.brokerage,
      accent_color: '#0f766e',
      license_number: '',
      phone_number: '(949) 555-0142',
    },
    licenses: seed.licenses ?? [],
    team_name: seed.team ?? '',
  });
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const detail = (await apiAs(product, account.auth, 'POST', '/listings', {
    listing: sampleListing({ source_id: `agent-${tag}`, ...seed.listing }),
  })) as TListingDetail;
  return { account, detail };
}
