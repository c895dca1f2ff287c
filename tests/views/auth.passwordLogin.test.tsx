// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { passwordLoginPaths } from '../../machines/auth/passwordLogin.paths.ts';
import { replayThroughView } from '../support/replayThroughView.ts';
import { passwordLoginDriver } from './authDrivers.tsx';
import { viewCases } from './viewPaths.ts';

describe('Password sign-in through LoginRoute', () => {
  it.each(viewCases(passwordLoginPaths))('$title', async ({ path }) => {
    await replayThroughView(path, passwordLoginDriver());
  });
});
