import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../apps/api/src/db/schema';
import type { ExtensionRig } from '../apps/extension/src/testing/launch-extension';
import { type E2eAccount, type Product, shoot } from './helpers';
import { useExtensionSession } from './helpers/extension-session';

// Signs in from the popup itself.
const { session } = useExtensionSession({ signedIn: false });
let product: Product;
let rig: ExtensionRig;
let account: E2eAccount;
beforeAll(() => {
  ({ product, rig, account } = session);
});

describe('the Property Promoter extension', () => {
  it('signs in from the popup and shows the user, plan badge and credits', async () => {
    const popup = await rig.openExtensionPage('popup.html');
    await popup.setViewportSize({ width: 340, height: 600 });
    await popup.getByLabel('Email').fill(account.email);
    await popup.getByLabel('Password').fill(account.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByText(account.email).waitFor();
    await expect.poll(() => popup.getByTestId('plan-badge').textContent()).toBe('Trial: 7 day(s) left');
    expect(await popup.getByText('Marketplace', { exact: true }).locator('..').textContent()).toBe(
      '2Marketplace',
    );
    expect(await popup.getByRole('button', { name: /Dashboard/ }).isVisible()).toBe(true);
    expect(await popup.getByRole('button', { name: /Pricing/ }).isVisible()).toBe(true);
    await shoot(popup, 'extension-popup', [340]);
    await popup.close();
  });

  it('refreshes an expired access token like the web client', async () => {
    product.clock.advance(16 * 60 * 1000);
    const popup = await rig.openExtensionPage('popup.html');
    // GET /users/me answers 401, the worker refreshes once and retries: the account is still shown.
    await popup.getByText(account.email).waitFor();
    expect(await popup.getByTestId('plan-badge').isVisible()).toBe(true);
    const tokens = await product.app.ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, account.userId));
    // The web login of createUserViaApi, and the extension's own family, rotated once.
    expect(tokens.filter((t) => t.rotated_at !== null)).toHaveLength(1);
    await popup.close();
  });
});
