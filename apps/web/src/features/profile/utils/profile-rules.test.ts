import { VALIDATION } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import {
  passwordErrorOnSubmit,
  passwordErrorsOnChange,
  photoProblem,
  profileInitials,
} from './profile-rules';

describe('profileInitials (PRODUCT.md §2 profile header)', () => {
  it('takes the first letters of the first two words', () => {
    expect(profileInitials('jane mary realtor')).toBe('JM');
    expect(profileInitials('  Ann   Lee ')).toBe('AL');
  });
  it('takes the first two characters of a single word', () => {
    expect(profileInitials('madonna')).toBe('MA');
    expect(profileInitials('x')).toBe('X');
    expect(profileInitials('')).toBe('');
  });
});

describe('photoProblem (PRODUCT.md §5)', () => {
  it('accepts an image up to 5 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });
  it('rejects other types and larger files with the spec messages', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe(VALIDATION.photoInvalidType);
    expect(photoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(VALIDATION.photoTooLarge);
  });
});

describe('password change rules (PRODUCT.md §5)', () => {
  it('checks on change: required fields, at least 8, confirmation equal', () => {
    expect(passwordErrorsOnChange({ old_password: '', new_password: '', confirm_password: '' })).toEqual({
      old_password: VALIDATION.currentPasswordRequired,
      new_password: VALIDATION.newPasswordRequired,
      confirm_password: VALIDATION.confirmRequired,
    });
    expect(
      passwordErrorsOnChange({ old_password: 'x', new_password: 'short', confirm_password: 'other' }),
    ).toEqual({
      new_password: VALIDATION.changePasswordTooShort,
      confirm_password: VALIDATION.passwordsDontMatch,
    });
    expect(
      passwordErrorsOnChange({
        old_password: 'x',
        new_password: 'longenough',
        confirm_password: 'longenough',
      }),
    ).toEqual({});
  });
  it('checks again on submit with the submit-time messages', () => {
    expect(
      passwordErrorOnSubmit({ old_password: 'x', new_password: 'abcdefgh', confirm_password: 'abcdefgX' }),
    ).toBe(VALIDATION.passwordsDoNotMatch);
    expect(passwordErrorOnSubmit({ old_password: 'x', new_password: 'abc', confirm_password: 'abc' })).toBe(
      VALIDATION.newPasswordTooShort,
    );
    expect(
      passwordErrorOnSubmit({ old_password: 'x', new_password: 'abcdefgh', confirm_password: 'abcdefgh' }),
    ).toBeNull();
  });
});
