import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { SAMPLE_PROFILE } from './appSession.fixtures.ts';
import { appSessionMachine } from './appSession.machine.ts';
import { appSessionShows } from './appSession.shows.ts';

export const appSessionPaths = definePathSpec({
  machine: appSessionMachine,
  events: [
    { type: 'session.start', hasStoredSession: true },
    { type: 'session.start', hasStoredSession: false },
    {
      type: 'auth.signedIn',
      tokens: { access: 'access-token', refresh: 'refresh-token' },
      username: SAMPLE_PROFILE.username,
    },
    doneEvent('loadProfile', SAMPLE_PROFILE),
    errorEvent('loadProfile', serviceError('Unauthorized User', 403)),
    errorEvent('loadProfile', serviceError('Network Error')),
    { type: 'profile.retry' },
    doneEvent('authoriseChat', undefined),
    errorEvent('authoriseChat', serviceError('chat service unavailable', 503)),
    { type: 'session.signOut', reason: 'user' },
    { type: 'session.signOut', reason: 'expired' },
    {
      type: 'profile.refreshed',
      profile: {
        ...SAMPLE_PROFILE,
        attendence_data: { attendance_status: !SAMPLE_PROFILE.attendence_data.attendance_status },
      },
    },
  ],
  stateKey: (snapshot) => ({
    value: snapshot.value,
    message: snapshot.context.message,
    signedIn: snapshot.context.profile !== null,
    attending: snapshot.context.profile?.attendence_data.attendance_status ?? null,
  }),
  shows: appSessionShows,
  describeEvent: (event) => {
    switch (event.type) {
      case 'session.start':
        return event.hasStoredSession
          ? 'open the app with a stored session'
          : 'open the app signed out';
      case 'auth.signedIn':
        return 'sign in on the login page';
      case 'profile.retry':
        return 'press Try again';
      case 'profile.refreshed':
        return 'sign in or off for attendance from the user menu';
      case 'session.signOut':
        return event.reason === 'user' ? 'press Sign Out' : 'the token refresh is refused';
      default:
        return undefined;
    }
  },
});
