// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { otpLoginPaths } from '../../machines/auth/otpLogin.paths.ts';
import { replayThroughView } from '../support/replayThroughView.ts';
import { otpLoginDriver } from './authDrivers.tsx';
import { viewCases } from './viewPaths.ts';

describe('OTP sign-in through LoginRoute', () => {
  it.each(viewCases(otpLoginPaths))('$title', async ({ path }) => {
    await replayThroughView(path, otpLoginDriver());
  });
});
