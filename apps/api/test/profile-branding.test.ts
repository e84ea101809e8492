import { describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts';
import { createListingsWorkspace } from './helpers/listings-workspace';
import { multipartFile, TINY_PNG } from './helpers/multipart';

const { app, get } = await createListingsWorkspace();

describe('branding on the profile', () => {
  it('saves brokerage, accent colour, licence and phone, and refuses bad values without writing', async () => {
    const account = await createAccount(app);
    const update = (branding: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/users/update-profile',
        headers: account.auth,
        payload: { name: 'Bea Brand', username: account.username, branding },
      });
    const good = await update({
      brokerage_name: 'Coast Homes',
      accent_color: '#AA3300',
      license_number: 'DRE 0199',
      phone_number: '+1 555 0100',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({
      brokerage_name: 'Coast Homes',
      accent_color: '#aa3300',
      license_number: 'DRE 0199',
      phone_number: '+1 555 0100',
      logo_url: null,
    });
    const badColour = await update({ accent_color: 'red' });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().errors.accent_color).toBe('Accent colour must be a hex colour like #1a73e8');
    expect((await update({ phone_number: 'call me' })).statusCode).toBe(400);
    expect((await update({ brokerage_name: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await get(account, '/api/v1/users/me')).json().data.accent_color).toBe('#aa3300');
  });

  it('types the logo by its bytes: an image is kept, anything else is refused', async () => {
    const account = await createAccount(app);
    const upload = (data: Buffer) => {
      const body = multipartFile(data, { filename: 'logo.png', contentType: 'image/png' });
      return app.inject({
        method: 'POST',
        url: '/api/v1/users/logo/upload',
        headers: { ...account.auth, ...body.headers },
        payload: body.payload,
      });
    };
    const refused = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(refused.statusCode).toBe(415);
    expect((await get(account, '/api/v1/users/logo')).statusCode).toBe(404);
    const saved = await upload(TINY_PNG);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.logo_url).toBe('/api/v1/users/logo');
    const logo = await get(account, '/api/v1/users/logo');
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(TINY_PNG)).toBe(true);
  });
});
