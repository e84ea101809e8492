import { ACCOUNT_LOCKED_MESSAGE, MESSAGES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { codeAt } from '../apps/api/src/domain/operator-console/totp';
import { grantRole } from '../apps/api/src/domain/users/grant-role';
import { type E2eAccount, productInBrowser } from './helpers';

const e2e = productInBrowser();

/** An operator of `role` whose sign-in has presented a TOTP code (as the console's gate asks). */
async function operator(role: 'admin' | 'support', name: string) {
  const who = await e2e.createUser({ trial: true, name });
  await grantRole(e2e.product.app.ctx.db, who.email, role);
  const call = (path: string, body?: object) =>
    fetch(`${e2e.product.baseUrl}/api/v1/operator${path}`, {
      method: 'POST',
      headers: { ...who.auth, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }).then((r) => r.json());
  const { secret } = (await call('/2fa/enrol')).data;
  e2e.product.clock.advance(30_000);
  await call('/2fa/verify', { code: codeAt(secret, e2e.product.clock.now()) });
  return who;
}

const signIn = (who: E2eAccount) =>
  fetch(`${e2e.product.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });

describe('operator console: locking an account in the browser (issue 28)', () => {
  it('an admin locks an agent with a reason; support sees the lock but no lock button; the agent cannot sign in', async () => {
    const admin = await operator('admin', 'Olivia Operator');
    const support = await operator('support', 'Sam Support');
    const agent = await e2e.createUser({ trial: true, name: 'Jason Lieberman' });

    // The agent is signed in before the lock, in a tab of their own.
    const before = await e2e.newPage({ signedInAs: agent });
    await before.page.goto('/dashboard');
    await before.page.getByRole('navigation').first().waitFor();

    const { context, page, errors } = await e2e.newPage({ signedInAs: admin });
    await page.goto(`/dashboard/operator/users/${agent.userId}`);
    await page.getByRole('heading', { name: 'Jason Lieberman' }).waitFor();
    await page.getByRole('button', { name: 'Lock account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Reason/).fill('Ticket #4711: card reported stolen');
    await dialog.getByRole('button', { name: 'Lock' }).click();
    await page.getByText(/^Locked since/).waitFor();
    await page.getByText('Ticket #4711: card reported stolen').first().waitFor();
    await page.getByRole('button', { name: 'Unlock account' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const asSupport = await e2e.newPage({ signedInAs: support });
    await asSupport.page.goto(`/dashboard/operator/users/${agent.userId}`);
    await asSupport.page.getByText(/^Locked since/).waitFor();
    expect(await asSupport.page.getByRole('button', { name: /lock account/i }).count()).toBe(0);
    await asSupport.context.close();

    // That tab's next request is refused with the reason, not a silent sign-out.
    await before.page.reload();
    await before.page.waitForURL('**/sign-in');
    await before.page.getByText(ACCOUNT_LOCKED_MESSAGE).first().waitFor();
    // One toast, the lock's: not 'Please login' over it.
    expect(await before.page.getByText(MESSAGES.dashboardLoginRequired).count()).toBe(0);
    await before.context.close();

    const refused = await signIn(agent);
    expect(refused.status).toBe(403);
    const agentPage = await e2e.newPage();
    await agentPage.page.goto('/sign-in');
    await agentPage.page.getByLabel('Email', { exact: true }).fill(agent.email);
    await agentPage.page.getByLabel('Password', { exact: true }).fill(agent.password);
    await agentPage.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await agentPage.page.getByText(ACCOUNT_LOCKED_MESSAGE).first().waitFor();
    expect(new URL(agentPage.page.url()).pathname).toBe('/sign-in');
    await agentPage.context.close();
  });
});
