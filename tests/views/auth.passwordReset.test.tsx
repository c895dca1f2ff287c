// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import { passwordResetPaths } from '../../machines/auth/passwordReset.paths.ts';
import { doneEvent } from '../../machines/pathSpec.ts';
import { LOGIN_TEXTS as T } from '../../src/features/auth/loginTexts.ts';
import { walk } from '../support/paths.ts';
import { replayThroughView } from '../support/replayThroughView.ts';
import { passwordResetDriver } from './authDrivers.tsx';
import { viewCases } from './viewPaths.ts';

describe('Forgot password through LoginRoute', () => {
  it.each(viewCases(passwordResetPaths))('$title', async ({ path }) => {
    await replayThroughView(path, passwordResetDriver());
  });

  it('traps focus in the modal, closes on Esc and gives focus back to the link', async () => {
    const path = walk(passwordResetPaths.machine, [
      { type: 'reset.request', username: SAMPLE.username },
      doneEvent('requestPasswordReset', { requestId: SAMPLE.requestId }),
    ]);
    const driver = passwordResetDriver();
    let user!: Parameters<NonNullable<typeof driver.prepare>>[0]['user'];
    await replayThroughView(path, {
      ...driver,
      prepare: async (context) => {
        user = context.user;
        await driver.prepare!(context);
      },
    });
    const dialog = screen.getByRole('dialog', { name: T.resetTitle });
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: T.forgotPassword })).toHaveFocus();
    expect(within(document.body).queryByText(SAMPLE.strongPassword)).toBeNull();
  });
});
