import { describe, expect, it } from 'vitest';
import {
  hasCaptcha,
  isFilled,
  isResetFormComplete,
  isStrongPassword,
  isValidPhone,
  passwordsMatch,
} from '../../machines/auth/auth.rules.ts';

describe('isValidPhone', () => {
  it.each(['9876543210', '0000000000'])('accepts ten digits: %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each([
    '',
    '987654321',
    '98765432101',
    '98765 43210',
    '+919876543210',
    '987654321a',
    ' 9876543210',
  ])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('isStrongPassword', () => {
  it.each(['Abcdef1!', 'N3w#Passw0rd', `Aa1!${'x'.repeat(21)}`])('accepts %j', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });
  it.each([
    ['too short', 'Abcde1!'],
    ['too long (26)', `Aa1!${'x'.repeat(22)}`],
    ['no digit', 'Abcdefg!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no uppercase', 'abcdef1!'],
    ['no special character', 'Abcdefg1'],
    ['a space', 'Abcd ef1!'],
    ['a tab', 'Abcd\tef1!'],
  ])('refuses a password with %s', (_why, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });
});

describe('small predicates', () => {
  it('passwordsMatch needs a non-empty, identical pair', () => {
    expect(passwordsMatch('a', 'a')).toBe(true);
    expect(passwordsMatch('', '')).toBe(false);
    expect(passwordsMatch('a', 'A')).toBe(false);
  });
  it('isFilled ignores surrounding whitespace', () => {
    expect(isFilled('  ')).toBe(false);
    expect(isFilled(' x ')).toBe(true);
  });
  it('hasCaptcha needs a non-empty token', () => {
    expect(hasCaptcha(null)).toBe(false);
    expect(hasCaptcha('')).toBe(false);
    expect(hasCaptcha('t')).toBe(true);
  });
  it('isResetFormComplete needs an OTP, a strong password and its confirmation', () => {
    const strong = 'N3w#Passw0rd';
    expect(isResetFormComplete({ otp: '1', newPassword: strong, confirmPassword: strong })).toBe(
      true,
    );
    expect(isResetFormComplete({ otp: ' ', newPassword: strong, confirmPassword: strong })).toBe(
      false,
    );
    expect(isResetFormComplete({ otp: '1', newPassword: 'weak', confirmPassword: 'weak' })).toBe(
      false,
    );
    expect(
      isResetFormComplete({ otp: '1', newPassword: strong, confirmPassword: `${strong}x` }),
    ).toBe(false);
  });
});
