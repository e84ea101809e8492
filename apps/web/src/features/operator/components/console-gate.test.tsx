import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { ConsoleGate } from './console-gate';

const status = (enrolled: boolean, verified: boolean, role = 'admin') => ({
  enrolled,
  verified_until: verified ? '2031-03-01T10:30:00.000Z' : null,
  role,
});
const gate = <ConsoleGate>{(role) => <p>Console open for {role}</p>}</ConsoleGate>;

describe('ConsoleGate', () => {
  it('walks an operator through set-up: QR code and key shown once, then a code activates it', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/operator/2fa', ok(status(false, false)));
    api.route(
      'POST /api/v1/operator/2fa/enrol',
      ok({
        otpauth_uri: 'otpauth://totp/x?secret=ABC',
        qr_svg: '<svg data-testid="qr"></svg>',
        secret: 'JBSWY3DPEHPK3PXP',
      }),
    );
    api.route('POST /api/v1/operator/2fa/verify', ok(status(true, true)));
    renderApp(gate);

    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByTestId('qr')).toBeTruthy();
    expect(screen.queryByText(/Console open/)).toBeNull();

    await userEvent.type(screen.getByLabelText('6-digit code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Console open for admin')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/v1/operator/2fa/verify')?.body).toEqual({
      code: '123 456',
    });
  });

  it('asks an enrolled operator for a code, and shows the server’s words for a wrong one', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/operator/2fa', ok(status(true, false, 'support')));
    api.route(
      'POST /api/v1/operator/2fa/verify',
      fail(400, 'That code is wrong, expired or already used', {
        code: 'That code is wrong, expired or already used',
      }),
      ok(status(true, true, 'support')),
    );
    renderApp(gate);

    const input = await screen.findByLabelText('6-digit code');
    await userEvent.type(input, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is wrong, expired or already used')).toBeTruthy();
    expect(screen.queryByText(/Console open/)).toBeNull();

    await userEvent.type(input, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Console open for support')).toBeTruthy();
  });

  it('tells a non-operator the console is not for them', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/operator/2fa', fail(403, 'Only operators (admin or support) may use the console'));
    renderApp(gate);
    expect((await screen.findByRole('alert')).textContent).toContain('Only operators');
  });
});
