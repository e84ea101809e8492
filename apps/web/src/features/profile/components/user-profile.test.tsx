import { MESSAGES, STORAGE_KEYS, VALIDATION } from '@pp/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../testing/current-user';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { UserProfile } from './user-profile';

const me = currentUser({ trial_end: new Date(Date.now() + 86_400_000).toISOString() });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.userId, 'u1');
});

function stubProfile(user = me) {
  const api = stubFetch();
  api.route('GET /api/v1/users/me', ok(user));
  api.route('GET /api/v1/users/profile-photo', fail(404, MESSAGES.photoNotFound));
  // No AI provider on this server: the style-examples card stays hidden.
  api.route('GET /api/v1/ai-writer', ok({ available: false, use_my_posts: false, examples: [] }));
  return api;
}

describe('UserProfile', () => {
  it('shows initials, name, email, role and all three cards', async () => {
    stubProfile();
    renderApp(<UserProfile />);
    expect(await screen.findByRole('img', { name: 'Jane Realtor initials' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Jane Realtor initials' }).textContent).toBe('JR');
    expect(screen.getByText('jane@example.com')).toBeTruthy();
    expect(screen.getByText('user')).toBeTruthy();
    expect(screen.getByText('Personal Information')).toBeTruthy();
    expect(screen.getByText('Security Settings')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Email Address').readOnly).toBe(true);
  });

  it('hides Security Settings for a Google sign-in', async () => {
    localStorage.setItem(STORAGE_KEYS.google, 'true');
    stubProfile();
    renderApp(<UserProfile />);
    await screen.findByText('Personal Information');
    expect(screen.queryByText('Security Settings')).toBeNull();
  });

  it('edits personal information with validation, Updating..., and leaves edit mode on success', async () => {
    const api = stubProfile();
    let release: () => void = () => {};
    api.route(
      'POST /api/v1/users/update-profile',
      () =>
        new Promise((r) => {
          release = () => r(ok({ ...me, full_name: 'Jane Q Realtor' }));
        }),
    );
    const u = userEvent.setup();
    renderApp(<UserProfile />);
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText<HTMLInputElement>('Full Name');
    expect(name.readOnly).toBe(false);
    await u.clear(name);
    expect(screen.getByText(VALIDATION.fullNameRequired)).toBeTruthy();
    await u.type(name, 'Jane Q Realtor');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeTruthy();
    release();
    await screen.findByText(MESSAGES.profileUpdated);
    expect(api.calls.find((c) => c.path === '/api/v1/users/update-profile')?.body).toEqual({
      name: 'Jane Q Realtor',
      username: 'janer',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('shows the server message when the update fails', async () => {
    const api = stubProfile();
    api.route(
      'POST /api/v1/users/update-profile',
      fail(409, MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken }),
    );
    const u = userEvent.setup();
    renderApp(<UserProfile />);
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText(MESSAGES.usernameTaken)).length).toBeGreaterThan(0);
  });

  it('validates the password change, submits it and clears the form', async () => {
    const api = stubProfile();
    api.route('POST /api/v1/users/update-password', fail(400, MESSAGES.currentPasswordWrong));
    const u = userEvent.setup();
    renderApp(<UserProfile />);
    const current = await screen.findByLabelText<HTMLInputElement>('Current Password');
    await u.type(current, 'x');
    await u.clear(current);
    expect(screen.getByText(VALIDATION.currentPasswordRequired)).toBeTruthy();
    await u.type(screen.getByLabelText('New Password'), 'short');
    expect(screen.getByText(VALIDATION.changePasswordTooShort)).toBeTruthy();
    await u.type(screen.getByLabelText('Confirm New Password'), 'other');
    expect(screen.getByText(VALIDATION.passwordsDontMatch)).toBeTruthy();

    await u.type(current, 'Old!Pass1');
    await u.clear(screen.getByLabelText('New Password'));
    await u.type(screen.getByLabelText('New Password'), 'New!Pass12');
    await u.clear(screen.getByLabelText('Confirm New Password'));
    await u.type(screen.getByLabelText('Confirm New Password'), 'New!Pass12');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    await screen.findByText(MESSAGES.currentPasswordWrong);
    expect(api.calls.find((c) => c.path === '/api/v1/users/update-password')?.body).toEqual({
      old_password: 'Old!Pass1',
      new_password: 'New!Pass12',
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Current Password').value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('New Password').value).toBe('');
  });

  it('rejects a non-image and restores the previous photo when the upload fails', async () => {
    const api = stubProfile();
    api.route('POST /api/v1/users/profile-photo/upload', fail(500, 'disk full'));
    const u = userEvent.setup({ applyAccept: false });
    renderApp(<UserProfile />);
    await screen.findByRole('img', { name: 'Jane Realtor initials' });
    const input = screen.getByTestId('profile-photo-input');
    await u.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await screen.findByText(VALIDATION.photoInvalidType);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await u.upload(input, new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
    await screen.findByText(MESSAGES.photoUploadFailed);
    // The previous state (initials, no photo) is back.
    expect(await screen.findByRole('img', { name: 'Jane Realtor initials' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: "Jane Realtor's profile" })).toBeNull();
  });

  it('shows the uploaded photo after a successful upload, then offers Change and Remove', async () => {
    const api = stubProfile();
    api.route(
      'POST /api/v1/users/profile-photo/upload',
      ok({ file: { data: btoa('\x89PNG'), contentType: 'image/png' } }),
    );
    const u = userEvent.setup();
    renderApp(<UserProfile />);
    await screen.findByRole('img', { name: 'Jane Realtor initials' });
    await u.upload(
      screen.getByTestId('profile-photo-input'),
      new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await screen.findByRole('img', { name: "Jane Realtor's profile" })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Change profile picture' }));
    expect(await screen.findByRole('menuitem', { name: 'Change Picture' })).toBeTruthy();
    // Removal only clears the photo locally (PRODUCT.md §4): no server call.
    await u.click(screen.getByRole('menuitem', { name: 'Remove Picture' }));
    expect(await screen.findByRole('img', { name: 'Jane Realtor initials' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
