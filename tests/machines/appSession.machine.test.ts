import { expect } from 'vitest';
import { appSessionPaths } from '../../machines/appSession/appSession.paths.ts';
import { connectAppSession } from '../../machines/appSession/index.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

describeMachinePaths('appSession', appSessionPaths, (state, history) => {
  const view = connectAppSession(state as never);
  const last = history[history.length - 1]!.event;

  // The screen follows the state: a profile only when signed in, a message only when signed out.
  if (state.matches('signedIn')) {
    expect(view).toMatchObject({ stage: 'signedIn', profile: { username: '9000000025' } });
  } else if (!state.matches('authorisingChat')) {
    expect(state.context.profile).toBeNull();
  }
  if (
    state.matches('restoring') ||
    state.matches('loadingProfile') ||
    state.matches('authorisingChat')
  ) {
    expect(view.stage).toBe('loading');
  }
  if (state.matches('profileFailed'))
    expect(view).toEqual({ stage: 'failed', error: 'Network Error' });

  if (state.matches('signedOut')) {
    const expected =
      last.type === 'xstate.error.actor.loadProfile'
        ? 'Unauthorized User'
        : last.type === 'xstate.error.actor.authoriseChat'
          ? 'try again later'
          : last.type === 'session.signOut' && last.reason === 'expired'
            ? 'Unable to get auth credential, Please Login Again'
            : null;
    expect(view).toEqual({ stage: 'signedOut', message: expected });
  }

  // Starting with stored tokens resumes straight into loading the profile.
  if (last.type === 'session.start') {
    expect(
      state.matches(
        lastPayload(history, 'session.start', 'hasStoredSession') ? 'loadingProfile' : 'signedOut',
      ),
    ).toBe(true);
  }
});
