/** Pure sign-in rules (spec part 1 §5), used by the machines' guards and by connect(). */

export const PHONE_LENGTH = 10;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 25;

/** A login phone is exactly ten digits, nothing else. */
export function isValidPhone(phone: string): boolean {
  return /^[0-9]{10}$/.test(phone);
}

/** 8–25 characters with a digit, a lowercase, an uppercase and a special character; no whitespace. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[0-9]/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password) &&
    !/\s/.test(password)
  );
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password.length > 0 && password === confirmation;
}

/** Whitespace-only input counts as empty. */
export function isFilled(value: string): boolean {
  return value.trim().length > 0;
}

export function hasCaptcha(token: string | null): token is string {
  return token !== null && token.length > 0;
}

/** The reset modal may submit only with an OTP, a strong password and a matching confirmation. */
export function isResetFormComplete(form: {
  otp: string;
  newPassword: string;
  confirmPassword: string;
}): boolean {
  return (
    isFilled(form.otp) &&
    isStrongPassword(form.newPassword) &&
    passwordsMatch(form.newPassword, form.confirmPassword)
  );
}
