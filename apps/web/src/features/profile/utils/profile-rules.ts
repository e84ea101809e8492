import { changePasswordRules, MAX_PHOTO_BYTES, MIN_PASSWORD_LENGTH, VALIDATION } from '@pp/contract';

/** Profile header initials (PRODUCT.md §2): first letters of the first two words, or the first two characters of one word. */
export function profileInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
}

/** Spec §5 photo rules; null when the file may be uploaded. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return VALIDATION.photoInvalidType;
  if (file.size > MAX_PHOTO_BYTES) return VALIDATION.photoTooLarge;
  return null;
}

export interface PasswordForm {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/** Spec §5 password change, checked on change: required, at least 8, confirmation required and equal. */
export function passwordErrorsOnChange(v: PasswordForm): Partial<Record<keyof PasswordForm, string>> {
  const errors: Partial<Record<keyof PasswordForm, string>> = {};
  const old = changePasswordRules.old_password(v.old_password);
  if (old) errors.old_password = old;
  const next = changePasswordRules.new_password(v.new_password);
  if (next) errors.new_password = next;
  if (v.confirm_password === '') errors.confirm_password = VALIDATION.confirmRequired;
  else if (v.confirm_password !== v.new_password) errors.confirm_password = VALIDATION.passwordsDontMatch;
  return errors;
}

/** Spec §5: on submit it is checked again, with the submit-time messages. */
export function passwordErrorOnSubmit(v: PasswordForm): string | null {
  if (v.new_password !== v.confirm_password) return VALIDATION.passwordsDoNotMatch;
  if (v.new_password.length < MIN_PASSWORD_LENGTH) return VALIDATION.newPasswordTooShort;
  return null;
}
