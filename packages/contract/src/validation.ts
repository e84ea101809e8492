import { MIN_PASSWORD_LENGTH } from './constants';
import { VALIDATION } from './messages';

/** The rules of PRODUCT.md §5 as data, so forms and the API apply the very same checks. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const PHONE_PATTERN = /^[0-9+\-\s()]+$/;
/** 8+ chars, lower, upper, digit, one of @$!%*?&, and nothing else. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

type Check = (value: string) => string | undefined;

const required =
  (message: string): Check =>
  (v) =>
    v.trim() === '' ? message : undefined;
const all =
  (...checks: Check[]): Check =>
  (v) => {
    for (const c of checks) {
      const m = c(v);
      if (m) return m;
    }
    return undefined;
  };
const pattern =
  (re: RegExp, message: string): Check =>
  (v) =>
    re.test(v) ? undefined : message;

export const checkEmail = all(
  required(VALIDATION.emailRequired),
  pattern(EMAIL_PATTERN, VALIDATION.emailInvalid),
);

export const signUpRules = {
  username: required(VALIDATION.usernameRequired),
  name: required(VALIDATION.nameRequired),
  email: checkEmail,
  phoneNumber: all(required(VALIDATION.phoneRequired), pattern(PHONE_PATTERN, VALIDATION.phoneInvalid)),
  password: all(
    (v) => (v === '' ? VALIDATION.passwordRequired : undefined),
    pattern(STRONG_PASSWORD_PATTERN, VALIDATION.passwordWeak),
  ),
} satisfies Record<string, Check>;

export const signInRules = {
  email: checkEmail,
  password: (v: string) => (v === '' ? VALIDATION.passwordRequired : undefined),
} satisfies Record<string, Check>;

export const resetRequestRules = { email: checkEmail } satisfies Record<string, Check>;

export const newPasswordRule: Check = all(
  (v) => (v === '' ? VALIDATION.passwordRequired : undefined),
  (v) => (v.length < MIN_PASSWORD_LENGTH ? VALIDATION.newPasswordTooShort : undefined),
  pattern(STRONG_PASSWORD_PATTERN, VALIDATION.newPasswordWeak),
);

export const profileRules = {
  name: required(VALIDATION.fullNameRequired),
  username: required(VALIDATION.usernameRequired),
} satisfies Record<string, Check>;

export const changePasswordRules = {
  old_password: (v: string) => (v === '' ? VALIDATION.currentPasswordRequired : undefined),
  new_password: all(
    (v) => (v === '' ? VALIDATION.newPasswordRequired : undefined),
    (v) => (v.length < MIN_PASSWORD_LENGTH ? VALIDATION.changePasswordTooShort : undefined),
  ),
} satisfies Record<string, Check>;

/** Runs a rule table over a form's values; an empty object means the form is valid. */
export function validateForm<K extends string>(
  rules: Record<K, Check>,
  values: Record<K, string>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = rules[key](values[key] ?? '');
    if (message) errors[key] = message;
  }
  return errors;
}
