import { MESSAGES, VALIDATION } from '@pp/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser } from '../../../testing/current-user';
import { fail, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { SignUpForm } from './sign-up-form';

const createButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create Account' });

async function fillAll(
  user: ReturnType<typeof userEvent.setup>,
  overrides: Partial<Record<string, string>> = {},
) {
  const values = {
    Username: 'janesmith',
    Name: 'Jane Smith',
    Email: 'jane@agency.com',
    'Phone Number': '+1 (555) 123-4567',
    Password: 'Str0ng!Pass',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label, { exact: true }), value as string);
  }
}

describe('SignUpForm', () => {
  it('keeps Create Account disabled until all five fields have content', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(<SignUpForm />);
    expect(createButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Username', { exact: true }), 'jane');
    await user.type(screen.getByLabelText('Name', { exact: true }), 'Jane');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'j@a.co');
    await user.type(screen.getByLabelText('Phone Number', { exact: true }), '555');
    expect(createButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'x');
    expect(createButton().disabled).toBe(false);
  });

  it('shows the spec messages as the user types', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(<SignUpForm />);
    await user.type(screen.getByLabelText('Email', { exact: true }), 'not-an-email');
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText('Phone Number', { exact: true }), '555-abc');
    expect(screen.getByText(VALIDATION.phoneInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText('Password', { exact: true }), 'weakpass');
    expect(screen.getByText(VALIDATION.passwordWeak)).toBeTruthy();
    const username = screen.getByLabelText('Username', { exact: true });
    await user.type(username, 'a');
    await user.clear(username);
    expect(screen.getByText(VALIDATION.usernameRequired)).toBeTruthy();
    await user.clear(screen.getByLabelText('Email', { exact: true }));
    expect(screen.getByText(VALIDATION.emailRequired)).toBeTruthy();
  });

  it('does not call the server while a field is invalid', async () => {
    const net = stubFetch();
    const user = userEvent.setup();
    renderApp(<SignUpForm />);
    await fillAll(user, { Password: 'password' });
    await user.click(createButton());
    expect(screen.getByText(VALIDATION.passwordWeak)).toBeTruthy();
    expect(net.calls).toHaveLength(0);
  });

  it('registers with the five fields and goes to /signup-success', async () => {
    const net = stubFetch();
    net.route('POST /api/v1/auth/register', {
      status: 201,
      json: { status: 'success', message: MESSAGES.registrationSuccess, data: currentUser() },
    });
    const user = userEvent.setup();
    const app = renderApp(<SignUpForm />, { path: '/sign-up' });
    await fillAll(user);
    await user.click(createButton());
    await waitFor(() => expect(app.location()).toBe('/signup-success'));
    expect(net.calls[0]?.body).toEqual({
      username: 'janesmith',
      name: 'Jane Smith',
      email: 'jane@agency.com',
      phoneNumber: '+1 (555) 123-4567',
      password: 'Str0ng!Pass',
    });
    // Register is one of the paths that never carries a bearer token.
    expect(net.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('shows the server message in a red banner and under the field on failure', async () => {
    const net = stubFetch();
    net.route('POST /api/v1/auth/register', fail(409, MESSAGES.emailTaken, { email: MESSAGES.emailTaken }));
    const user = userEvent.setup();
    const app = renderApp(<SignUpForm />, { path: '/sign-up' });
    await fillAll(user);
    await user.click(createButton());
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(MESSAGES.emailTaken);
    expect(screen.getAllByText(MESSAGES.emailTaken).length).toBeGreaterThanOrEqual(2);
    expect(app.location()).toBe('/sign-up');
    // The password field offers a show/hide toggle.
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password', { exact: true }).getAttribute('type')).toBe('text');
  });
});
