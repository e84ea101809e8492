import type { SocialPlatform } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../../apps/api/src/db/schema';
import type { TestAccount } from '../../apps/api/test/helpers/accounts';
import { choosePageRequest } from '../../apps/api/test/helpers/meta';
import { SAMPLE_LISTING_AGENT } from '../../apps/api/test/helpers/sample-listing';
import { connectAccount } from '../../apps/api/test/helpers/social';
import { type ExtensionRig, launchExtensionRig } from '../../apps/extension/src/testing/launch-extension';
import { createUserViaApi, type E2eAccount } from './accounts';
import { type Product, startProduct } from './product';

export interface PublishingAgent {
  product: Product;
  rig: ExtensionRig;
  account: E2eAccount;
  /** The same account as the API tests' helpers take it (they only read its auth header and ids). */
  agent: TestAccount;
}

/**
 * The product (with the stand-ins' `env`) and the extension in Chromium for one test file, signed in as
 * the sample listing's own agent with that brokerage on the profile, so every public output is allowed
 * without a permission record, and with `platforms` connected. `facebookPage` names the Page chosen for
 * the account when Facebook is among them. The fields are set in beforeAll; a file's own beforeAll
 * registered after this call runs after it.
 */
export function usePublishingAgent(options: {
  env: Record<string, string | undefined>;
  platforms: readonly SocialPlatform[];
  facebookPage?: () => string;
}): PublishingAgent {
  const session = {} as PublishingAgent;
  beforeAll(async () => {
    session.product = await startProduct({ env: options.env });
    session.rig = await launchExtensionRig({ apiBase: session.product.baseUrl });
    session.account = await createUserViaApi(session.product, {
      trial: true,
      name: SAMPLE_LISTING_AGENT.name,
    });
    await session.product.app.ctx.db
      .update(users)
      .set({ brokerage_name: SAMPLE_LISTING_AGENT.brokerage })
      .where(eq(users.id, session.account.userId));
    session.agent = session.account as unknown as TestAccount;
    for (const platform of options.platforms)
      await connectAccount(session.product.app, session.agent, platform);
    if (options.facebookPage) {
      const chosen = await session.product.app.inject(
        choosePageRequest(session.agent, options.facebookPage()),
      );
      if (chosen.statusCode !== 200) throw new Error(`page choice failed: ${chosen.body}`);
    }
    await session.rig.signIn(session.account.email, session.account.password);
  });
  afterAll(async () => {
    await session.rig?.close();
    await session.product?.close();
  });
  return session;
}
