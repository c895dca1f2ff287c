import { expect } from 'vitest';
import { magicLinkPaths } from '../../machines/auth/magicLink.paths.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

describeMachinePaths('magicLink', magicLinkPaths, (state) => {
  if (state.matches('refused')) expect(state.context.error).toBe('Invalid or expired OTP');
  else expect(state.context.error).toBeNull();
  if (state.matches('verifying') || state.matches('signedIn')) {
    expect(state.context).toMatchObject({
      username: '9876543210',
      otp: '123456',
      requestId: 'req-0001',
    });
  }
  if (state.matches('signedIn')) {
    expect(state.context.session).toMatchObject({
      username: '9876543210',
      tokens: { access: expect.any(String) },
    });
  }
});
