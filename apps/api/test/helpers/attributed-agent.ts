import type { TListing, TListingDetail } from '@pp/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { createAccount, type TestAccount } from './accounts';
import { listingOf } from './sample-listing';

/** The agent's own side of the attribution (issue 22): name, brokerage, team and licences. */
export interface AgentProfile {
  name: string;
  brokerage: string;
  team?: string;
  licenses?: object[];
}

let n = 0;

/**
 * An agent with this profile (set through the profile API) and the sample listing, changed by
 * `listing`, saved with a fresh source id and the listing broker's permission recorded.
 */
export async function agentWithListing(
  app: App,
  profile: AgentProfile,
  listing: Partial<TListing> = {},
  opts: { legacyLicenseNumber?: string } = {},
): Promise<{ account: TestAccount; detail: TListingDetail }> {
  const account = await createAccount(app, { name: profile.name });
  n += 1;
  const update = await app.inject({
    method: 'POST',
    url: '/api/v1/users/update-profile',
    headers: account.auth,
    payload: {
      name: profile.name,
      username: account.username,
      branding: {
        brokerage_name: profile.brokerage,
        accent_color: '',
        license_number: opts.legacyLicenseNumber ?? '',
      },
      licenses: profile.licenses ?? [],
      team_name: profile.team ?? '',
    },
  });
  expect(update.statusCode).toBe(200);
  const detail = await listingOf(app, account, `attr-${process.pid}-${n}`, { listing });
  return { account, detail };
}
