import type { TAuditEvent } from '@pp/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import type { TestAccount } from './accounts';

/** The listing's audit trail as its owner reads it (GET /listings/:id/audit), newest first. */
export async function listingTrail(
  app: App,
  account: TestAccount,
  listingId: string,
): Promise<TAuditEvent[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/listings/${listingId}/audit`,
    headers: account.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.events as TAuditEvent[];
}
